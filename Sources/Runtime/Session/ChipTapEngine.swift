import Drivers
import GadgetBase
import Hardware
import Sensing

/// Knocks from the accelerometer chip's own tap engine (ADXL345, LIS3DH): the engine is set up
/// on the chip (again after a reconnect, or after the motion interrupt replaced it), its latched
/// flags are read with every batch of samples, and `ChipKnockSource` turns them into knocks.
final class ChipTapEngine {
    /// Raps a knuckle makes on a small board: firm, short, the second of a pair soon after.
    static let detection = TapDetection.knocks

    private let accelerometer: any Accelerometer
    private var source = ChipKnockSource()
    /// The driver the engine was last set up on; nil when it must be set up (again). Weak, not
    /// an ObjectIdentifier: a replaced driver's address may be reused by its successor.
    private weak var configured: (any AccelerometerDriver)?

    init(accelerometer: any Accelerometer) { self.accelerometer = accelerometer }

    /// The driver behind the accelerometer, if it is one Gadget drives (and not, say, a replay).
    private var driver: (any AccelerometerDriver)? {
        if let reconnecting = accelerometer as? ReconnectingAccelerometer { return reconnecting.driver }
        return accelerometer as? any AccelerometerDriver
    }

    /// Sets up the chip's tap detector; the failure says why it cannot (a chip without one, or
    /// the bus). A chip not connected yet is set up on a later read.
    func start() -> Result<Void, any Error> {
        guard let driver else { return .success(()) }  // not connected yet: set up on a later read
        do {
            try driver.configureInterrupts(InterruptSettings(taps: Self.detection))
            configured = driver
            return .success(())
        } catch {
            return .failure(error)
        }
    }

    /// Something else (the motion interrupt) took over the chip's interrupt settings.
    func forgetSetup() { configured = nil }

    /// Reads the chip's tap flags at `now` and returns the knocks they complete.
    func poll(at now: Instant) throws -> [InputEvent] {
        guard let driver else { return source.advance(to: now) }
        if configured !== driver {
            try driver.configureInterrupts(InterruptSettings(taps: Self.detection))
            configured = driver
        }
        let flags = try driver.readInterruptEvents()
        var events = source.advance(to: now)
        if flags.contains(.doubleTap) {
            events += source.chipReported(ChipTapReport(timestamp: now, isDoubleTap: true))
        } else if flags.contains(.singleTap) {
            events += source.chipReported(ChipTapReport(timestamp: now, isDoubleTap: false))
        }
        return events
    }
}
