import Drivers
import Hardware
import Simulation

/// The desktop board's hardware: a register-accurate MPU-6050 on a simulated I2C bus, moved by
/// scripted motion. The real MPU-6050 driver talks to it, so pressing "shake" travels the same
/// road as shaking a Raspberry Pi: registers, driver, sampler, shake detector.
public final class SimulatedBoard {
    public let motion: ScriptedMotion
    public let bus: SimulatedI2CBus
    public let chip: SimulatedMPU6050
    public let accelerometer: MPU6050<SimulatedI2CBus>

    public init(clock: any GadgetClock, profile: BoardProfile, seed: UInt64 = 1) throws {
        motion = ScriptedMotion(seed: seed)
        bus = SimulatedI2CBus()
        chip = SimulatedMPU6050(clock: clock, motion: motion)
        bus.attach(chip, at: profile.accelerometerAddress)
        accelerometer = MPU6050(bus: bus, address: profile.accelerometerAddress)
        try accelerometer.identify()
        try accelerometer.reset()
        let range = AccelerometerRange(rawValue: profile.rangeG) ?? .g4
        try accelerometer.configure(range: range, sampleRate: profile.sampleRate)
    }

    /// How long a played shake moves the board.
    public static let shakeDuration: Duration = .milliseconds(900)

    /// A person shakes the board, starting now.
    public func shake(at now: Instant) {
        motion.playShake(at: now, duration: Self.shakeDuration)
    }
}
