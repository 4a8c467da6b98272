import Glibc
import GadgetBase
import Hardware

/// An I2C bus that fails the way real ones do, on demand, in front of another bus (usually a
/// `SimulatedI2CBus` with chip models): a seeded fraction of transactions fails, the bus can stick,
/// and chips can be unplugged and plugged back on a schedule. A failure is an errno, turned into
/// an error by the same `I2CErrno` table `LinuxI2CBus` uses, so the code above cannot tell a
/// simulated fault from a real one.
public final class FaultyI2CBus: I2CBus {
    /// How a failed transaction looks from user space.
    public enum TransferFault: Hashable, Sendable, CustomStringConvertible {
        /// The adapter returned this errno.
        case errno(Int32)
        /// The adapter returned fewer bytes than asked; only reads can be short.
        case shortRead

        public var description: String {
            switch self {
            case .errno(let code): I2CErrno.entry(for: code)?.symbol ?? "errno \(code)"
            case .shortRead: "short read"
            }
        }
    }

    /// The errno mix of a noisy wire on a Raspberry Pi, one entry per 5 %: mostly missing
    /// acknowledges (EREMOTEIO, 60 %: a glitch on SDA while the address or a byte is clocked),
    /// the BCM2835's clock-stretch timeout (EIO, 25 %), arbitration lost to noise (EAGAIN, 10 %,
    /// the Pi 5's DesignWare controller) and a transfer that never completed (ETIMEDOUT, 5 %).
    /// A model from what the adapters return for each fault, not a measurement.
    public static let raspberryPiMix: [TransferFault] = Array(repeating: .errno(EREMOTEIO), count: 12)
        + Array(repeating: .errno(EIO), count: 5) + [.errno(EAGAIN), .errno(EAGAIN), .errno(ETIMEDOUT)]

    /// Something that happens to the bus at a given instant of the clock.
    public enum Event: Sendable, Hashable {
        case unplug(address: UInt8)
        case plug(address: UInt8)
        /// A chip holding SCL low (hung mid-byte, a short to ground): every transaction fails with
        /// `stuckErrno` until released.
        case stick
        case release
    }

    public let inner: any I2CBus
    public var name: String { inner.name }
    /// The fraction of transactions (0...1) that fail with one of `faults`, chosen at random.
    public var errorRate: Double
    public var faults: [TransferFault]
    public private(set) var isStuck = false
    /// What was injected so far, for reports: per transfer fault, plus the failures of a stuck bus.
    public private(set) var injected: [TransferFault: Int] = [:]
    public private(set) var stuckFailures = 0
    public private(set) var transactions = 0

    private let clock: (any GadgetClock)?
    private var schedule: [(at: Instant, event: Event)] = []
    private var unplugged: Set<UInt8> = []
    private var random: MotionRandom

    /// `clock` is needed only for scheduled events (`at(_:_:)`).
    /// What an absent chip's address gives: EREMOTEIO on the Pi's adapters, ENXIO on i2c-gpio.
    public var absentErrno: Int32
    /// What a stuck bus gives: EIO on the BCM2835 (Pi 1-4), whose clock-stretch timeout (CLKT)
    /// ends the transfer after about 35 ms of SCL held low; ETIMEDOUT on the Pi 5's DesignWare
    /// controller and on i2c-gpio, which wait for the bus and give up.
    public var stuckErrno: Int32

    public init(wrapping inner: any I2CBus, errorRate: Double = 0, faults: [TransferFault] = FaultyI2CBus.raspberryPiMix,
                absentErrno: Int32 = EREMOTEIO, stuckErrno: Int32 = EIO, seed: UInt64 = 1,
                clock: (any GadgetClock)? = nil) {
        self.inner = inner
        self.errorRate = min(1, max(0, errorRate))
        self.faults = faults.isEmpty ? Self.raspberryPiMix : faults
        self.absentErrno = absentErrno
        self.stuckErrno = stuckErrno
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

    public var injectedTotal: Int { injected.values.reduce(0, +) + stuckFailures }

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
        case .errno(let code)?:
            if Self.chipSawIt(code) { _ = try? inner.readBlock(address: address, register: register, count: count) }
            throw I2CErrno.error(code, bus: name, address: address)
        case .shortRead?:
            let bytes = try inner.readBlock(address: address, register: register, count: count)
            let got = random.next() % UInt64(max(1, bytes.count))
            throw I2CError(.other, bus: name, address: address,
                           detail: LocalizedMessage(I2CText.shortRead, PluralString.bytes.message(count: count), hexByte(register), Int(got)))
        }
    }

    public func writeBlock(address: UInt8, register: UInt8, bytes: [UInt8]) throws(I2CError) {
        switch try begin(address: address, isRead: false) {
        case nil, .shortRead?:
            try inner.writeBlock(address: address, register: register, bytes: bytes)
        case .errno(let code)?:
            // The adapter gave up after the address and some bytes: which ones landed is unknown.
            if Self.chipSawIt(code), bytes.count > 1 {
                try? inner.writeBlock(address: address, register: register, bytes: Array(bytes.prefix(bytes.count / 2)))
            }
            throw I2CErrno.error(code, bus: name, address: address)
        }
    }

    /// Whether the chip took part before the transfer failed. A missing acknowledge is modelled
    /// as the address's (the chip never saw it), the common case even where the adapter cannot
    /// tell; a timeout, a lost arbitration or a vague EIO cut a transfer the chip had begun.
    private static func chipSawIt(_ code: Int32) -> Bool {
        if case .noAcknowledge = I2CErrno.kind(of: code) { return false }
        return true
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
            stuckFailures += 1
            throw I2CErrno.error(stuckErrno, bus: name, address: address)
        }
        if unplugged.contains(address) { throw I2CErrno.error(absentErrno, bus: name, address: address) }
        guard errorRate > 0, random.chance(errorRate) else { return nil }
        let candidates = isRead ? faults : faults.filter { $0 != .shortRead }
        guard !candidates.isEmpty else { return nil }
        let fault = random.pick(candidates)
        injected[fault, default: 0] += 1
        return fault
    }
}
