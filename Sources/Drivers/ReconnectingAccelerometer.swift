import Hardware

/// An accelerometer that survives being unplugged: once the chip may have lost power the next
/// read brings it up again from scratch (a chip that lost power forgets its configuration and
/// would otherwise sleep, reading zeros forever). That is after a missing acknowledge (the chip
/// was not there) or two failures in a row; a single garbled transfer (EIO, a short read, a
/// timeout) with the chip present is noise on the wire, and resetting the chip for it would cut
/// a shake in two. Errors still reach the caller, which backs off and reports them (see the
/// runtime's MotionPipeline), so a loose wire shows and then heals.
public final class ReconnectingAccelerometer: Accelerometer {
    public typealias Connect = () throws -> any AccelerometerDriver

    private let connect: Connect
    private let fallbackName: String
    private let requestedRate: Double
    public private(set) var driver: (any AccelerometerDriver)?
    /// How many times the chip was brought up (the first start included).
    public private(set) var connections = 0
    /// The last read failed while the chip acknowledged: one more failure and it is brought up again.
    private var failedOnce = false

    /// `connect` opens the bus if needed and returns a started driver (see `AccelerometerBringUp`).
    /// It is tried at once; a failure here is remembered, not thrown, so Gadget starts anyway.
    public init(name: String, sampleRate: Double, connect: @escaping Connect) {
        self.connect = connect
        self.fallbackName = name
        self.requestedRate = sampleRate
        _ = try? reconnect()
    }

    public var name: String { driver?.name ?? fallbackName }
    public var sampleRate: Double { driver?.sampleRate ?? requestedRate }
    public var fifoCapacity: Int { driver?.fifoCapacity ?? 0 }
    public var fullScale: Double { driver?.fullScale ?? AccelerometerRange.g16.limit }

    public func readSamples() throws -> [Vector3] {
        let current = try driver ?? reconnect()
        do {
            let samples = try current.readSamples()
            failedOnce = false
            return samples
        } catch {
            forget(after: error)
            throw error
        }
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
        let busError = (error as? DriverError)?.busError ?? (error as? I2CError)
        let garbled = busError.map { $0.kind == .transferFailed } ?? false
        if !garbled || failedOnce {
            driver = nil
            failedOnce = false
        } else {
            failedOnce = true
        }
    }

    @discardableResult
    private func reconnect() throws -> any AccelerometerDriver {
        let started = try connect()
        driver = started
        connections += 1
        return started
    }
}
