import BoardProfiles
import Drivers
import GadgetBase
import Hardware
import Linux
import Logging

/// The accelerometer of a real board: the chip the profile names (or the one a scan finds) on
/// the profile's /dev/i2c-N, started as the profile says, reconnecting after faults.
public enum BoardAccelerometer {
    /// Nil when the profile has no hardware accelerometer. Never throws for a missing or silent
    /// chip (`firstConnectFailure` says why): Gadget starts without motion and picks the chip up
    /// when it answers.
    /// `buses` is shared with the board's other I2C devices (an OLED on the same bus).
    public static func open(profile: BoardProfile, logger: Logger, buses: I2CBusPool = I2CBusPool()) -> ReconnectingAccelerometer? {
        guard profile.accelerometerKind.isHardware else { return nil }
        let plan = AccelerometerPlan(profile: profile)
        let path = profile.accelerometerBus
        let name = "\(plan.chip?.displayName ?? "accelerometer") on \(path)"
        let accelerometer = ReconnectingAccelerometer(name: name, sampleRate: plan.sampleRate) {
            let opened = try buses.bus(path)
            let (driver, report) = try AccelerometerBringUp.start(on: opened, plan: plan)
            if let report { logger.info("\(report)") }
            logger.info("accelerometer ready", metadata: ["chip": "\(driver.name)", "rate": "\(driver.sampleRate)"])
            return driver
        }
        return accelerometer
    }
}
