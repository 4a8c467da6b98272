import Drivers
import GadgetBase
import Hardware

/// The motion interrupt of the chip a driver runs, for the sampler: armed as sampling stops,
/// cleared as it resumes. `driver` is asked each time, so a reconnecting accelerometer's newest
/// driver is the one armed; a chip without a motion interrupt refuses, and the sampler polls.
final class ChipMotionWake: MotionWakeSource {
    private let driver: () -> (any AccelerometerDriver)?

    init(driver: @escaping () -> (any AccelerometerDriver)?) { self.driver = driver }

    func arm() throws {
        guard let driver = driver() else { throw ConfigurationError("the accelerometer is not answering") }
        try driver.armMotionWake()
    }

    func acknowledge() throws {
        _ = try driver()?.readInterruptEvents()
    }

    func isStillArmed() throws -> Bool {
        guard let driver = driver() else { return false }
        return try driver.isMeasuring()
    }
}
