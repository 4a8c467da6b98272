import GadgetBase
/// Three axes of acceleration in g (1 g = 9.80665 m/s²), in the board's frame:
/// x to the right, y up the display, z out of the display.
public struct Vector3: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var z: Double
    public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }
    public static let zero = Vector3(x: 0, y: 0, z: 0)
    public var magnitude: Double { (x * x + y * y + z * z).squareRoot() }
    public static func + (a: Vector3, b: Vector3) -> Vector3 { Vector3(x: a.x + b.x, y: a.y + b.y, z: a.z + b.z) }
    public static func - (a: Vector3, b: Vector3) -> Vector3 { Vector3(x: a.x - b.x, y: a.y - b.y, z: a.z - b.z) }
    public static func * (a: Vector3, k: Double) -> Vector3 { Vector3(x: a.x * k, y: a.y * k, z: a.z * k) }
}

/// One accelerometer reading with the time it was taken.
public struct AccelerationSample: Hashable, Sendable {
    public var timestamp: Instant
    public var acceleration: Vector3
    public init(timestamp: Instant, acceleration: Vector3) { self.timestamp = timestamp; self.acceleration = acceleration }
}

/// An accelerometer as the rest of Gadget sees it, whichever chip and bus is behind it.
public protocol Accelerometer: AnyObject {
    /// A human name for messages: "MPU-6050 at 0x68 on /dev/i2c-1".
    var name: String { get }
    /// The same name for a sentence in the reader's language.
    var describe: LocalizedMessage { get }
    /// Samples per second the chip is configured for.
    var sampleRate: Double { get }
    /// Reads every sample the chip has ready (one, or a FIFO's worth), oldest first, in g.
    func readSamples() throws -> [Vector3]
    /// Samples the chip queues between reads (0: only the latest one is there to read).
    var fifoCapacity: Int { get }
    /// The largest acceleration, in g, the chip reports on an axis at its setting: beyond it a
    /// real chip saturates, so no reading past it is a measurement.
    var fullScale: Double { get }
}

extension Accelerometer {
    public var describe: LocalizedMessage { .verbatim(name) }
    public var fifoCapacity: Int { 0 }
    /// The widest range the supported chips have (±16 g).
    public var fullScale: Double { 16 }
}

/// An accelerometer's own motion interrupt, wired to a line the runtime can wait on. With one,
/// Gadget stops reading the chip while the board lies still and sleeps until the line fires.
public protocol MotionWakeSource: AnyObject {
    /// Arms the chip's motion detection (sampling is about to stop).
    func arm() throws
    /// Reads and clears the chip's latched interrupt status (sampling resumes).
    func acknowledge() throws
    /// Whether the armed chip is still measuring, and so can still raise the line: one register
    /// read while sampling sleeps. A chip that lost power (a loose wire) wakes unconfigured, its
    /// pin idle for good.
    func isStillArmed() throws -> Bool
}
