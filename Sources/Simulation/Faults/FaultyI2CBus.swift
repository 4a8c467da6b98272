import Hardware

/// An I2C bus that fails the way real ones do, on demand, in front of another bus (usually a
/// `SimulatedI2CBus` with chip models): a seeded fraction of transactions fails, the bus can stick,
/// and chips can be unplugged and plugged back on a schedule. Errors carry the same kinds and
/// details `LinuxI2CBus` gives for the kernel's errno, so the code above cannot tell them apart.
public final class FaultyI2CBus: I2CBus {
    /// How a failed transaction looks from user space.
    public enum TransferFault: String, CaseIterable, Sendable {
        /// The address phase was not acknowledged (EREMOTEIO on the Pi's BCM2835 adapter): the chip never saw it.
        case noAcknowledge
        /// The adapter gave up mid-transfer (EIO): the chip saw the transaction, the data is lost.
        case ioError
        /// The adapter returned fewer bytes than asked; only reads can be short.
        case shortRead
    }

    /// Something that happens to the bus at a given instant of the clock.
    public enum Event: Sendable, Hashable {
        case unplug(address: UInt8)
        case plug(address: UInt8)
        /// SDA held low (a chip reset mid-byte, a short): every transaction times out until released.
        case stick
        case release
    }

    public let inner: any I2CBus
    public var name: String { inner.name }
    /// The fraction of transactions (0...1) that fail with one of `faults`, chosen at random.
    public var errorRate: Double
    public var faults: [TransferFault]
    public private(set) var isStuck = false
    /// What was injected so far, for reports: per transfer fault, plus timeouts of a stuck bus.
    public private(set) var injected: [TransferFault: Int] = [:]
    public private(set) var timeouts = 0
    public private(set) var transactions = 0

    private let clock: (any GadgetClock)?
    private var schedule: [(at: Instant, event: Event)] = []
    private var unplugged: Set<UInt8> = []
    private var random: MotionRandom

    /// `clock` is needed only for scheduled events (`at(_:_:)`).
    public init(wrapping inner: any I2CBus, errorRate: Double = 0, faults: [TransferFault] = TransferFault.allCases,
                seed: UInt64 = 1, clock: (any GadgetClock)? = nil) {
        self.inner = inner
        self.errorRate = min(1, max(0, errorRate))
        self.faults = faults.isEmpty ? TransferFault.allCases : faults
        self.random = MotionRandom(seed: seed)
        self.clock = clock
    }

    /// Schedules `event` for the first transaction at or after `instant`.
    public func at(_ instant: Instant, _ event: Event) {
        schedule.append((instant, event))
        schedule.sort { $0.at < $1.at }
    }

    public func apply(_ event: Event) {
        let simulated = inner as? SimulatedI2CBus
        switch event {
        case .unplug(let address):
            unplugged.insert(address)
            simulated?.unplug(address: address)
        case .plug(let address):
            unplugged.remove(address)
            simulated?.plug(address: address)
        case .stick: isStuck = true
        case .release: isStuck = false
        }
    }

    public var injectedTotal: Int { injected.values.reduce(0, +) + timeouts }

    public func readByte(address: UInt8, register: UInt8) throws(I2CError) -> UInt8 {
        try readBlock(address: address, register: register, count: 1)[0]
    }

    public func writeByte(address: UInt8, register: UInt8, value: UInt8) throws(I2CError) {
        try writeBlock(address: address, register: register, bytes: [value])
    }

    public func readBlock(address: UInt8, register: UInt8, count: Int) throws(I2CError) -> [UInt8] {
        switch try begin(address: address, isRead: true) {
        case nil:
            return try inner.readBlock(address: address, register: register, count: count)
        case .noAcknowledge?:
            throw nack(address)
        case .ioError?:
            _ = try? inner.readBlock(address: address, register: register, count: count)
            throw I2CError(.transferFailed, bus: name, address: address, detail: .verbatim("Input/output error (EIO)"))
        case .shortRead?:
            let bytes = try inner.readBlock(address: address, register: register, count: count)
            let got = random.next() % UInt64(max(1, bytes.count))
            throw I2CError(.transferFailed, bus: name, address: address,
                           detail: LocalizedMessage(I2CText.shortRead, count, hexByte(register), Int(got)))
        }
    }

    public func writeBlock(address: UInt8, register: UInt8, bytes: [UInt8]) throws(I2CError) {
        switch try begin(address: address, isRead: false) {
        case nil, .shortRead?:
            try inner.writeBlock(address: address, register: register, bytes: bytes)
        case .noAcknowledge?:
            throw nack(address)
        case .ioError?:
            // The adapter gave up after the address and some bytes: which ones landed is unknown.
            if bytes.count > 1 {
                try? inner.writeBlock(address: address, register: register, bytes: Array(bytes.prefix(bytes.count / 2)))
            }
            throw I2CError(.transferFailed, bus: name, address: address, detail: .verbatim("Input/output error (EIO)"))
        }
    }

    /// Runs due events, then decides this transaction's fate: nil to pass it through.
    private func begin(address: UInt8, isRead: Bool) throws(I2CError) -> TransferFault? {
        transactions += 1
        if let now = clock?.now() {
            while let first = schedule.first, first.at <= now {
                schedule.removeFirst()
                apply(first.event)
            }
        }
        if isStuck {
            timeouts += 1
            throw I2CError(.transferFailed, bus: name, address: address, detail: LocalizedMessage(I2CText.timedOut))
        }
        if unplugged.contains(address) { return .noAcknowledge }
        guard errorRate > 0, random.chance(errorRate) else { return nil }
        let candidates = isRead ? faults : faults.filter { $0 != .shortRead }
        guard !candidates.isEmpty else { return nil }
        let fault = random.pick(candidates)
        injected[fault, default: 0] += 1
        return fault
    }

    private func nack(_ address: UInt8) -> I2CError {
        I2CError(.noAcknowledge, bus: name, address: address, detail: .verbatim("Remote I/O error (EREMOTEIO)"))
    }
}
