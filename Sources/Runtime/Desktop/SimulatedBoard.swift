import Drivers
import Hardware
import Simulation

/// The desktop board's hardware: a register-accurate accelerometer (an MPU-6050 unless the
/// profile picks another simulated chip) on a simulated I2C bus, moved by scripted motion. The
/// real driver talks to it, so pressing "shake" travels the same road as shaking a Raspberry Pi:
/// registers, driver, sampler, shake detector.
public final class SimulatedBoard {
    public let motion: ScriptedMotion
    public let bus: SimulatedI2CBus
    public let chip: any SimulatedAccelerometerChip
    public let accelerometer: any AccelerometerDriver
    /// The OLED controller model next to the accelerometer, when the profile's display is `simulated-oled`.
    public let oled: SimulatedOLED?

    public init(clock: any GadgetClock, profile: BoardProfile, seed: UInt64 = 1) throws {
        let model = profile.accelerometerKind.isSimulated ? profile.accelerometerKind.chip ?? .mpu6050 : .mpu6050
        motion = ScriptedMotion(seed: seed)
        bus = SimulatedI2CBus()
        chip = model.makeSimulator(clock: clock, motion: motion)
        // A profile address meant for another chip would leave this one unreachable.
        let address = model.addresses.contains(profile.accelerometerAddress) ? profile.accelerometerAddress : model.addresses[0]
        bus.attach(chip, at: address)
        var plan = AccelerometerPlan(profile: profile)
        plan.chip = model
        plan.address = address
        accelerometer = try AccelerometerBringUp.start(on: bus, plan: plan).driver
        if profile.displayKind == .simulatedOLED {
            let panel = profile.oledPanel
            let controller = SimulatedOLED(controller: panel.controller, width: panel.width, height: panel.height)
            bus.attach(controller, at: panel.address)
            oled = controller
        } else {
            oled = nil
        }
    }

    /// What the session draws on: `screen` itself, or with a simulated OLED the real driver
    /// writing into the model, whose glass is then shown on `screen`.
    public func display(showingOn screen: any Display, profile: BoardProfile) -> any Display {
        guard let oled else { return screen }
        let driver = MonochromeOLED(bus: bus, panel: profile.oledPanel)
        return SimulatedPanelDisplay(panel: OLEDDisplay(driver: driver), controller: oled, screen: screen)
    }

    /// How long a played shake moves the board.
    public static let shakeDuration: Duration = .milliseconds(900)

    /// A person shakes the board, starting now. The runner then raises the chip's motion
    /// interrupt line, as the chip's INT pin would on a real board.
    public func shake(at now: Instant) {
        motion.playShake(at: now, duration: Self.shakeDuration)
    }

    /// The chip's motion interrupt (a chip without one refuses to arm it, and the sampler polls).
    public var motionWake: any MotionWakeSource { DriverMotionWake(driver: accelerometer) }
}

/// Arms and clears a driver's motion interrupt for the runtime's sampler.
final class DriverMotionWake: MotionWakeSource {
    let driver: any AccelerometerDriver

    init(driver: any AccelerometerDriver) { self.driver = driver }

    /// Clears what motion latched while awake, so the pin is released before sleeping (see
    /// ReconnectingMotionWake).
    func arm() throws {
        try driver.configureInterrupts(.wakeOnMotion)
        _ = try driver.readInterruptEvents()
    }

    func acknowledge() throws { _ = try driver.readInterruptEvents() }
}
