import BoardProfiles
import Drivers
import GadgetBase
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
    /// The chip's INT pin, wired as a board wires it to a GPIO line.
    public let interruptLine: SimulatedInterruptLine
    public let accelerometer: any AccelerometerDriver
    private let clock: any GadgetClock
    /// The OLED controller model next to the accelerometer, when the profile's display is `simulated-oled`.
    public let oled: SimulatedOLED?

    public init(clock: any GadgetClock, profile: BoardProfile, seed: UInt64 = 1) throws {
        let model = profile.accelerometerKind.isSimulated ? profile.accelerometerKind.chip ?? .mpu6050 : .mpu6050
        self.clock = clock
        motion = ScriptedMotion(seed: seed)
        bus = SimulatedI2CBus()
        chip = model.makeSimulator(clock: clock, motion: motion)
        // A profile address meant for another chip would leave this one unreachable.
        let address = model.addresses.contains(profile.accelerometerAddress) ? profile.accelerometerAddress : model.addresses[0]
        interruptLine = SimulatedInterruptLine(chip: chip, clock: clock)
        bus.attach(interruptLine, at: address)
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

    /// A person shakes the board, starting now, with swings of `amplitude` g (a deliberate
    /// shake's 1.8 unless told). A sleeping runtime learns of it from the chip's INT pin
    /// (`interruptLook(after:)`, `interruptEdges()`), as on a real board.
    public func shake(at now: Instant, amplitude: Double = 1.8) {
        motion.playShake(at: now, duration: Self.shakeDuration, amplitude: amplitude)
    }

    /// When a runner whose session sleeps on the motion interrupt must next look at the INT
    /// pin: every sample period of the chip while played motion is under way or settling in its
    /// filters (only motion can raise the pin); nil while the board has long been at rest.
    public func interruptLook(after now: Instant) -> Instant? {
        guard isMoving(at: now), chip.sampleRate > 0 else { return nil }
        return now + .nanoseconds(Int64((1_000_000_000 / chip.sampleRate).rounded(.up)))
    }

    /// Played motion is under way or still settling in the chip's filters.
    private func isMoving(at now: Instant) -> Bool {
        guard let moving = motion.activeUntil else { return false }
        return now <= moving + Self.motionSettling
    }

    /// How long after played motion ends the chip's high-pass filters may still call it motion.
    static let motionSettling: Duration = .milliseconds(300)

    /// The INT pin's rising edges since the last call, after letting the chip sample up to now
    /// (`look`: the session sleeps and nothing else reads the chip; at rest the pin cannot rise,
    /// so the chip is left to catch up at the next look or transfer).
    public func interruptEdges(look: Bool) -> [Instant] {
        if look, isMoving(at: clock.now()) { interruptLine.runChip() }
        return interruptLine.takeEdges()
    }

    /// The chip's motion interrupt (a chip without one refuses to arm it, and the sampler polls).
    public var motionWake: any MotionWakeSource { ChipMotionWake { [accelerometer] in accelerometer } }
}
