import Hardware

/// An accelerometer that survives being unplugged: after any failure the next read brings the
/// chip up again from scratch (a chip that lost power forgets its configuration and would
/// otherwise sleep, reading zeros forever). Errors still reach the caller, which backs off and
/// reports them (see the runtime's MotionPipeline), so a loose wire shows and then heals.
public final class ReconnectingAccelerometer: Accelerometer {
    public typealias Connect = () throws -> any AccelerometerDriver

    private let connect: Connect
    private let fallbackName: String
    private let requestedRate: Double
    public private(set) var driver: (any AccelerometerDriver)?
    /// How many times the chip was brought up (the first start included).
    public private(set) var connections = 0

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

    public func readSamples() throws -> [Vector3] {
        let current = try driver ?? reconnect()
        do {
            return try current.readSamples()
        } catch {
            driver = nil
            throw error
        }
    }

    /// The chip's latched events, or none while it is away.
    public func readInterruptEvents() throws -> AccelerometerEvents {
        guard let driver else { return [] }
        do { return try driver.readInterruptEvents() } catch {
            self.driver = nil
            throw error
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
