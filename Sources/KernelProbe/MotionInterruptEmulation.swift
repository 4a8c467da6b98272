import Glibc
import GadgetBase
import Hardware
import Linux
import Synchronization

/// One SMBus transfer as the kernel's `smbus_result` trace event recorded it, or the data a read
/// returned as `smbus_reply` recorded it.
struct TracedTransfer: Equatable {
    var task: String
    var address: UInt16
    var register: UInt8
    var isRead: Bool
    /// The trace's timestamp, seconds since boot.
    var time: Double = 0
    /// For a reply: the bytes read (an I2C block read's first byte is its length).
    var reply: [UInt8]?

    /// Parses a trace_pipe line such as
    /// `gadget-57 [000] ..... 12.345678: smbus_result: i2c-0 a=068 f=0000 c=3a BYTE_DATA rd res=0` or
    /// `gadget-57 [000] ..... 12.345678: smbus_reply: i2c-0 a=068 f=0000 c=3b I2C_BLOCK_DATA l=7 [06-00-...]`
    /// (include/trace/events/smbus.h); nil for other events and failed transfers.
    init?(traceLine line: Substring) {
        let isReply: Bool
        let marker: Range<Substring.Index>
        if let found = line.range(of: "smbus_result: ") { (marker, isReply) = (found, false) }
        else if let found = line.range(of: "smbus_reply: ") { (marker, isReply) = (found, true) }
        else { return nil }
        let head = line[..<marker.lowerBound].split(separator: " ", omittingEmptySubsequences: true)
        guard let taskAndPID = head.first, let dash = taskAndPID.lastIndex(of: "-") else { return nil }
        task = String(taskAndPID[..<dash])
        time = head.last.flatMap { Double($0.dropLast()) } ?? 0
        var address: UInt16?, register: UInt8?, direction: Substring?, result: Int?
        for field in line[marker.upperBound...].split(separator: " ") {
            if field.hasPrefix("a=") { address = UInt16(field.dropFirst(2), radix: 16) }
            if field.hasPrefix("c=") { register = UInt8(field.dropFirst(2), radix: 16) }
            if field == "rd" || field == "wr" { direction = field }
            if field.hasPrefix("res=") { result = Int(field.dropFirst(4)) }
            if isReply, field.hasPrefix("["), field.hasSuffix("]") {
                reply = field.dropFirst().dropLast().split(separator: "-").compactMap { UInt8($0, radix: 16) }
            }
        }
        guard let address, let register else { return nil }
        self.address = address
        self.register = register
        if isReply {
            guard reply != nil else { return nil }
            isRead = true
        } else {
            guard let direction, let result, result >= 0 else { return nil }
            isRead = direction == "rd"
        }
    }
}

/// The kernel's record of every SMBus transfer (tracefs, events/smbus/smbus_result), read without
/// blocking. i2c-stub is a plain register file and cannot tell anyone a register was read; the
/// trace can, so the probe learns when gadget read INT_STATUS and clears it as the chip would.
final class SMBusTrace {
    static let root = "/sys/kernel/tracing"
    private let fd: Int32
    private var partial: [UInt8] = []

    /// Records only the transfers of processes named `task`: the probe's own hundreds a second
    /// would otherwise slow its emulation thread, which must also catch DEVICE_RESET quickly.
    init(task: String) throws(CheckFailure) {
        for event in ["smbus_result", "smbus_reply"] {
            try writeControl("\(Self.root)/events/smbus/\(event)/filter", "comm == \"\(task)\"")
            try writeControl("\(Self.root)/events/smbus/\(event)/enable", "1")
        }
        try writeControl("\(Self.root)/tracing_on", "1")
        fd = open("\(Self.root)/trace_pipe", O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else { throw CheckFailure("cannot open \(Self.root)/trace_pipe: \(String(cString: strerror(errno)))") }
    }

    deinit { close(fd) }

    /// Every transfer recorded since the last call.
    func drain() -> [TracedTransfer] {
        var chunk = [UInt8](repeating: 0, count: 16384)
        while true {
            let count = read(fd, &chunk, chunk.count)
            if count <= 0 { break }
            partial += chunk[0..<count]
        }
        guard let lastNewline = partial.lastIndex(of: UInt8(ascii: "\n")) else { return [] }
        let text = String(decoding: partial[...lastNewline], as: UTF8.self)
        partial.removeSubrange(...lastNewline)
        return text.split(separator: "\n").compactMap(TracedTransfer.init(traceLine:))
    }
}

/// Writes a control file in sysfs or tracefs.
func writeControl(_ path: String, _ value: String) throws(CheckFailure) {
    let fd = open(path, O_WRONLY)
    guard fd >= 0 else { throw CheckFailure("cannot open \(path): \(String(cString: strerror(errno)))") }
    defer { close(fd) }
    let written = value.withCString { write(fd, $0, strlen($0)) }
    try require(written == value.utf8.count, "writing \(value) to \(path) failed: \(String(cString: strerror(errno)))")
}

/// The MPU-6050's motion interrupt, played around i2c-stub from the emulation's thread:
/// - it reads what the driver wrote (ACCEL_CONFIG's ACCEL_HPF, MOT_THR in 2 mg steps, MOT_DUR in
///   ms, INT_PIN_CFG, INT_ENABLE's MOT_EN) once per sample;
/// - it runs the played acceleration through the chip's high-pass filter (5 Hz, first order; the
///   filter's "reset" setting outputs zero, so nothing is detected without it) and, once an axis
///   stays beyond MOT_THR for MOT_DUR, sets MOT_INT in INT_STATUS and drives the gpio-sim line as
///   the INT pin: active high or low as INT_LEVEL says, held while LATCH_INT_EN is set, else a pulse;
/// - it clears INT_STATUS and releases a latched pin when the kernel's trace shows gadget read
///   INT_STATUS (or, with INT_RD_CLEAR, any register), which is the chip's clear-on-read done one
///   trace read later (within about a millisecond) rather than inside the transfer.
/// It also counts every transfer gadget makes, which is how the probe sees a sleeping gadget.
final class MotionInterruptEmulation: Sendable {
    let pullPath: String, chip: UInt8
    /// MOT_EN is set in INT_ENABLE.
    let armed = Atomic<Bool>(false)
    let pinActive = Atomic<Bool>(false)
    let raised = Atomic<Int>(0)
    let cleared = Atomic<Int>(0)
    /// SMBus transfers made by gadget (any register) since the trace started.
    let gadgetTransfers = Atomic<Int>(0)
    /// Writes of INT_ENABLE by gadget: the driver's bring-up, then each time the sampler arms the
    /// motion interrupt before it sleeps.
    let interruptEnableWrites = Atomic<Int>(0)
    private let state: Mutex<State>

    private struct State: ~Copyable {
        var trace: SMBusTrace
        var filtered = Vector3.zero
        var previousInput: Vector3?
        var samplesOver = 0
        var latched = false
        /// The ACCEL_XOUT..ZOUT readings gadget got, in counts, with the trace's time (the last 500).
        var readings: [(time: Double, counts: [Int16])] = []
    }

    /// `pullPath` is the gpio-sim line's sim_gpioN/pull file. The pin starts inactive, as gadget's
    /// pull-down bias leaves the line.
    init(pullPath: String, chip: UInt8) throws(CheckFailure) {
        self.pullPath = pullPath
        self.chip = chip
        let trace = try SMBusTrace(task: Self.gadgetTask)
        state = Mutex(State(trace: trace))
    }

    static let gadgetTask = "gadget"

    /// Called for each played sample, every 10 ms: reads the driver's settings and detects motion.
    func sample(_ acceleration: Vector3, bus: LinuxI2CBusReader, interval: Duration) throws {
        // ACCEL_CONFIG (0x1C) through INT_STATUS (0x3A) in one block read.
        let registers = try bus.readBlock(register: 0x1C, count: 0x3A - 0x1C + 1)
        func value(_ register: Int) -> UInt8 { registers[register - 0x1C] }
        let highPass = value(0x1C) & 0x07, threshold = Double(value(0x1F)) * 0.002, duration = Int(value(0x20))
        let pinConfig = value(0x37), enabled = value(0x38) & 0x40 != 0
        armed.store(enabled, ordering: .releasing)
        try state.withLock { state throws in
            let filtered = highPass == 0 ? .zero : filter(&state, acceleration, interval: interval)
            guard enabled else { state.samplesOver = 0; return }
            let beyond = max(abs(filtered.x), abs(filtered.y), abs(filtered.z)) > max(threshold, 0.002)
            state.samplesOver = beyond ? state.samplesOver + 1 : 0
            let lasted = interval * state.samplesOver >= .milliseconds(max(1, duration))
            guard lasted, !state.latched else { return }
            state.latched = true
            try bus.writeByte(register: 0x3A, value: value(0x3A) | 0x40)
            raised.add(1, ordering: .relaxed)
            let activeLow = pinConfig & 0x80 != 0, holds = pinConfig & 0x20 != 0
            try drivePin(active: true, activeLow: activeLow)
            if !holds { try drivePin(active: false, activeLow: activeLow) }  // a 50 µs pulse on the chip
        }
    }

    /// Called about every millisecond: what gadget did on the bus; clear-on-read.
    func serviceReads(bus: LinuxI2CBusReader) throws {
        try state.withLock { state throws in
            let traced = state.trace.drain().filter { $0.task == Self.gadgetTask && $0.address == UInt16(chip) }
            for reply in traced where reply.register == 0x3B {
                guard let bytes = reply.reply, bytes.count == 7 else { continue }
                let counts = (0..<3).map { Int16(bitPattern: UInt16(bytes[1 + 2 * $0]) << 8 | UInt16(bytes[2 + 2 * $0])) }
                state.readings.append((reply.time, counts))
            }
            if state.readings.count > 500 { state.readings.removeFirst(state.readings.count - 500) }
            let transfers = traced.filter { $0.reply == nil }
            guard !transfers.isEmpty else { return }
            gadgetTransfers.add(transfers.count, ordering: .relaxed)
            let enables = transfers.filter { !$0.isRead && $0.register == 0x38 }.count
            if enables > 0 { interruptEnableWrites.add(enables, ordering: .relaxed) }
            let pinConfig = try bus.readByte(register: 0x37)
            let clearsOnAnyRead = pinConfig & 0x10 != 0
            let clearing = transfers.contains { $0.isRead && ($0.register == 0x3A || clearsOnAnyRead) }
            guard clearing, state.latched else { return }
            state.latched = false
            state.samplesOver = 0
            try bus.writeByte(register: 0x3A, value: 0)
            cleared.add(1, ordering: .relaxed)
            if pinActive.load(ordering: .acquiring) { try drivePin(active: false, activeLow: pinConfig & 0x80 != 0) }
        }
    }

    /// The last `count` accelerometer readings gadget made: trace time and ACCEL_*OUT counts.
    func recentReadings(_ count: Int) -> [(time: Double, counts: [Int16])] {
        state.withLock { Array($0.readings.suffix(count)) }
    }

    /// A first-order high-pass at 5 Hz, per axis: y[n] = a (y[n-1] + x[n] - x[n-1]).
    private func filter(_ state: inout State, _ input: Vector3, interval: Duration) -> Vector3 {
        let rc = 1 / (2 * Double.pi * 5), dt = interval.seconds
        let a = rc / (rc + dt)
        let previous = state.previousInput ?? input
        state.filtered = (state.filtered + input - previous) * a
        state.previousInput = input
        return state.filtered
    }

    private func drivePin(active: Bool, activeLow: Bool) throws(CheckFailure) {
        try writeControl(pullPath, active != activeLow ? "pull-up" : "pull-down")
        pinActive.store(active, ordering: .releasing)
    }
}

/// The emulation's register access at the chip's address (a thin view of its LinuxI2CBus).
struct LinuxI2CBusReader {
    let bus: LinuxI2CBus, chip: UInt8
    func readBlock(register: UInt8, count: Int) throws -> [UInt8] { try bus.readBlock(address: chip, register: register, count: count) }
    func readByte(register: UInt8) throws -> UInt8 { try bus.readByte(address: chip, register: register) }
    func writeByte(register: UInt8, value: UInt8) throws { try bus.writeByte(address: chip, register: register, value: value) }
}
