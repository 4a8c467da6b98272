import GadgetBase
import Hardware

/// An accelerometer that survives being unplugged: once the chip is gone the next read brings it
/// up again from scratch (a chip that lost power forgets its configuration and would otherwise
/// sleep, reading zeros forever). The decision is made on the bus error's kind:
/// - Gone: `absentAfter` missing acknowledges in a row that may be the address's (ENXIO; or the
///   Pi's EREMOTEIO, which does not say which byte went unacknowledged). A single one is as
///   often a glitch on the wire as an absent chip, and resetting the chip for it would cut a
///   shake in two.
/// - Maybe blinked: after fewer such NACKs the chip answers again, but may have lost power in
///   between (a loose connector); the first good read after them checks one register
///   (`isMeasuring`) and brings the chip up again only if it woke unconfigured.
/// - Still there: a timeout, a lost arbitration, a vague EIO, a refused data byte, a short read.
///   The chip answered its address or the transfer was cut short by the bus; the next read tries
///   again with the chip as it is. Only when every read fails for `brokenAfter` tries (a bus
///   held low for seconds) is the chip brought up again, as whatever held the bus may have
///   reset it.
/// - A failure that is not the bus's (the driver found the chip in a state it cannot read)
///   brings it up again at once.
/// Errors still reach the caller, which backs off and reports them (see the runtime's
/// MotionPipeline), so a loose wire shows and then heals.
public final class ReconnectingAccelerometer: Accelerometer {
    public typealias Connect = () throws -> any AccelerometerDriver

    private let connect: Connect
    private let fallbackName: String
    private let requestedRate: Double
    public private(set) var driver: (any AccelerometerDriver)?
    /// How many times the chip was brought up (the first start included).
    public private(set) var connections = 0
    /// Missing acknowledges in a row that may mean the chip is gone; a good read clears them.
    public private(set) var absentInARow = 0
    /// This many of them and the chip is taken as gone.
    public static let absentAfter = 3
    /// Failed reads in a row, of any kind.
    private var failedInARow = 0
    /// This many and the chip is brought up again once it answers.
    public static let brokenAfter = 10

    /// Why the first connection failed, while no chip has answered since.
    public private(set) var firstConnectFailure: (any Error)?

    /// `connect` opens the bus if needed and returns a started driver (see `AccelerometerBringUp`).
    /// It is tried at once; a failure here is kept in `firstConnectFailure`, not thrown, so Gadget
    /// starts anyway.
    public init(name: String, sampleRate: Double, connect: @escaping Connect) {
        self.connect = connect
        self.fallbackName = name
        self.requestedRate = sampleRate
        do { _ = try reconnect() } catch { firstConnectFailure = error }
    }

    public var name: String { driver?.name ?? fallbackName }
    public var describe: LocalizedMessage { driver?.describe ?? .verbatim(fallbackName) }
    public var sampleRate: Double { driver?.sampleRate ?? requestedRate }
    public var fifoCapacity: Int { driver?.fifoCapacity ?? 0 }
    public var fullScale: Double { driver?.fullScale ?? AccelerometerRange.g16.limit }

    public func readSamples() throws -> [Vector3] {
        let current = try driver ?? reconnect()
        do {
            let samples = try current.readSamples()
            if absentInARow > 0, try !current.isMeasuring() {
                driver = nil
                absentInARow = 0
                return try reconnect().readSamples()
            }
            absentInARow = 0
            failedInARow = 0
            return samples
        } catch {
            forget(after: error)
            throw error
        }
    }

    /// Brings the chip up from scratch at the next read: it was found unconfigured (it lost
    /// power) where no failed read could show it, as while sampling slept.
    public func reconnectAtNextRead() {
        driver = nil
        absentInARow = 0
        failedInARow = 0
    }

    /// The chip's latched events, or none while it is away.
    public func readInterruptEvents() throws -> AccelerometerEvents {
        guard let driver else { return [] }
        do { return try driver.readInterruptEvents() } catch {
            forget(after: error)
            throw error
        }
    }

    private func forget(after error: any Error) {
        failedInARow += 1
        let busError = (error as? DriverError)?.busError ?? (error as? I2CError)
        if busError?.mayMeanAbsent == true { absentInARow += 1 }
        guard busError == nil || absentInARow >= Self.absentAfter || failedInARow >= Self.brokenAfter else { return }
        driver = nil
        absentInARow = 0
        failedInARow = 0
    }

    @discardableResult
    private func reconnect() throws -> any AccelerometerDriver {
        let started = try connect()
        driver = started
        firstConnectFailure = nil
        connections += 1
        return started
    }
}
