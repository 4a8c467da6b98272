import Glibc
import GadgetBase
import Hardware
import Linux
import Synchronization

/// The part of an MPU-6050 that i2c-stub's plain register file cannot do, played from its own
/// thread while the real `gadget` binary drives the chip: registers hold their power-up values,
/// DEVICE_RESET (PWR_MGMT_1 bit 7) restores them and clears itself, and ACCEL_XOUT..ACCEL_ZOUT
/// carry the board's motion at the chip's 100 Hz, scaled by the range the driver chose in
/// ACCEL_CONFIG. The board rests flat (1 g on Z) until a shake is asked for.
final class MPU6050Emulation: Sendable {
    static let sampleInterval: Duration = .milliseconds(10)
    /// A hand shaking the board side to side, as the desktop's simulated shake does.
    static let shakeLength: Duration = .milliseconds(900)
    static let shakeAmplitude = 1.8, shakeFrequency = 5.0

    let path: String, chip: UInt8
    private let clock = SystemClock()
    private let stopRequested = Atomic<Bool>(false)
    private let finished = Atomic<Bool>(false)
    private let shakeStart = Mutex<Instant?>(nil)
    private let nudgeStart = Mutex<Instant?>(nil)
    /// A shake is to start as soon as gadget writes INT_ENABLE more often than this (it arms the
    /// motion interrupt), and when it started.
    private let shakeOnArming = Mutex<Int?>(nil)
    let shakeStartedOnArming = Mutex<Instant?>(nil)
    let resetsCompleted = Atomic<Int>(0)
    let samplesWritten = Atomic<Int>(0)
    let failure = Mutex<String?>(nil)
    private let thread = Mutex<pthread_t?>(nil)

    /// The motion interrupt and its INT pin, when the board wires one.
    let interrupt: MotionInterruptEmulation?

    init(path: String, chip: UInt8, interrupt: MotionInterruptEmulation? = nil) {
        self.path = path; self.chip = chip; self.interrupt = interrupt
    }

    /// Loads the power-up registers and starts writing samples.
    func start() throws {
        let bus = try LinuxI2CBus(path: path)
        try powerUp(bus)
        var handle = pthread_t()
        let context = Unmanaged.passRetained(self).toOpaque()
        let started = pthread_create(&handle, nil, { raw in
            let emulation = Unmanaged<MPU6050Emulation>.fromOpaque(raw!).takeRetainedValue()
            emulation.run()
            return nil
        }, context)
        guard started == 0 else {
            Unmanaged<MPU6050Emulation>.fromOpaque(context).release()
            throw CheckFailure("pthread_create failed: \(started)")
        }
        thread.withLock { $0 = handle }
    }

    func stop() {
        stopRequested.store(true, ordering: .releasing)
        if let handle = thread.withLock({ $0 }) { pthread_join(handle, nil) }
        thread.withLock { $0 = nil }
    }

    /// Starts a shake now; returns when it is over.
    func shake() {
        shakeStart.withLock { $0 = clock.now() }
        pause(Self.shakeLength)
    }

    /// A push of the board, not a shake: 0.6 g along Y for 120 ms, enough for the motion interrupt.
    static let nudgeLength: Duration = .milliseconds(120)
    static let nudgeAcceleration = 0.6

    func nudge() { nudgeStart.withLock { $0 = clock.now() } }

    /// Starts a shake at the moment gadget next arms the motion interrupt (its next INT_ENABLE
    /// write, seen in the kernel's trace within about a millisecond).
    func shakeWhenArmed() {
        let writes = interrupt?.interruptEnableWrites.load(ordering: .relaxed) ?? 0
        shakeStartedOnArming.withLock { $0 = nil }
        shakeOnArming.withLock { $0 = writes }
    }

    private func startShakeIfArmed() {
        guard let interrupt, let before = shakeOnArming.withLock({ $0 }),
              interrupt.interruptEnableWrites.load(ordering: .relaxed) > before else { return }
        let now = clock.now()
        shakeOnArming.withLock { $0 = nil }
        shakeStart.withLock { $0 = now }
        shakeStartedOnArming.withLock { $0 = now }
    }

    /// Every register zero except PWR_MGMT_1 (asleep) and WHO_AM_I, as the datasheet lists them.
    private func powerUp(_ bus: LinuxI2CBus) throws(I2CError) {
        for start in stride(from: 0, to: 0x80, by: 32) {
            try bus.writeBlock(address: chip, register: UInt8(start), bytes: [UInt8](repeating: 0, count: 32))
        }
        try bus.writeByte(address: chip, register: 0x6B, value: 0x40)
        try bus.writeByte(address: chip, register: 0x75, value: 0x68)
    }

    private func run() {
        defer { finished.store(true, ordering: .releasing) }
        // The chip runs beside the CPU, not on it: with one virtual CPU, gadget's tight poll of
        // DEVICE_RESET (1000 reads, a few milliseconds under QEMU) could otherwise keep this
        // thread from running until the driver gave up. A real-time priority lets it in as soon
        // as its millisecond sleep ends; it sleeps most of the time, so it starves nobody.
        var priority = sched_param()
        priority.sched_priority = 10
        let scheduled = pthread_setschedparam(pthread_self(), SCHED_FIFO, &priority)
        if scheduled != 0 { failure.withLock { $0 = "MPU-6050 emulation: SCHED_FIFO refused (\(scheduled))" } }
        do {
            let bus = try LinuxI2CBus(path: path)
            var next = clock.now()
            while !stopRequested.load(ordering: .acquiring) {
                if try bus.readByte(address: chip, register: 0x6B) & 0x80 != 0 {
                    try powerUp(bus)
                    resetsCompleted.add(1, ordering: .relaxed)
                }
                // AFS_SEL in ACCEL_CONFIG bits 4:3: ±2, 4, 8, 16 g.
                let range = try bus.readByte(address: chip, register: 0x1C) >> 3 & 0x3
                let countsPerG = Double(16384 >> Int(range))
                let g = acceleration(at: clock.now())
                let bytes = [g.x, g.y, g.z].flatMap { value -> [UInt8] in
                    let counts = Int16(clamping: Int((value * countsPerG).rounded()))
                    let bits = UInt16(bitPattern: counts)
                    return [UInt8(bits >> 8), UInt8(bits & 0xFF)]
                }
                try bus.writeBlock(address: chip, register: 0x3B, bytes: bytes)
                samplesWritten.add(1, ordering: .relaxed)
                try interrupt?.sample(g, bus: LinuxI2CBusReader(bus: bus, chip: chip), interval: Self.sampleInterval)
                next = next + Self.sampleInterval
                // Between samples, watch for DEVICE_RESET often: the driver polls it only briefly.
                while clock.now() < next, !stopRequested.load(ordering: .acquiring) {
                    if try bus.readByte(address: chip, register: 0x6B) & 0x80 != 0 { break }
                    try interrupt?.serviceReads(bus: LinuxI2CBusReader(bus: bus, chip: chip))
                    startShakeIfArmed()
                    pause(min(.milliseconds(1), next - clock.now()))
                }
                if clock.now() > next + .milliseconds(100) { next = clock.now() }  // starved: do not catch up
            }
        } catch {
            failure.withLock { $0 = "MPU-6050 emulation: \(error)" }
        }
    }

    private func acceleration(at now: Instant) -> Vector3 {
        var rest = Vector3(x: 0, y: 0, z: 1)
        if let pushed = nudgeStart.withLock({ $0 }), now >= pushed, now < pushed + Self.nudgeLength {
            rest.y += Self.nudgeAcceleration
        }
        guard let start = shakeStart.withLock({ $0 }), now >= start, now < start + Self.shakeLength else { return rest }
        let t = (now - start).seconds
        return Vector3(x: Self.shakeAmplitude * sin(2 * .pi * Self.shakeFrequency * t), y: 0, z: 1)
    }
}

/// Sleeps the calling thread (the probe has no run loop; it drives and waits).
func pause(_ duration: Duration) {
    let microseconds = duration.nanoseconds / 1000
    if microseconds > 0 { usleep(UInt32(clamping: microseconds)) }
}
