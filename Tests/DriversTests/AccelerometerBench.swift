import ChipCatalog
import Drivers
import GadgetBase
import Hardware
import Simulation

/// A board at rest with short, square pulses of acceleration played into it: knocks whose
/// timing a test controls to the sample.
final class PulseMotion: MotionSource {
    var gravity: Vector3
    private var pulses: [(start: Instant, end: Instant, push: Vector3)] = []

    init(gravity: Vector3 = Vector3(x: 0, y: 0, z: 1)) { self.gravity = gravity }

    func pulse(at start: Instant, width: Duration = .milliseconds(5), push: Vector3 = Vector3(x: 0, y: 0, z: -3)) {
        pulses.append((start, start + width, push))
    }

    func acceleration(at instant: Instant) -> Vector3 {
        pulses.filter { instant >= $0.start && instant < $0.end }.reduce(gravity) { $0 + $1.push }
    }
}

/// The real driver for `chip` on a simulated bus with that chip's simulator at its usual address.
struct AccelerometerBench {
    let clock = TestClock()
    let bus = SimulatedI2CBus(name: "/dev/i2c-1")
    let chip: AccelerometerChip
    let simulator: any SimulatedAccelerometerChip
    let driver: any AccelerometerDriver

    init(_ chip: AccelerometerChip, motion: any MotionSource = ScriptedMotion(noise: 0)) {
        self.chip = chip
        simulator = chip.makeSimulator(clock: clock, motion: motion)
        bus.attach(simulator, at: chip.addresses[0])
        driver = chip.makeDriver(bus: bus, address: chip.addresses[0])
    }

    var address: UInt8 { chip.addresses[0] }

    /// Identified, reset and configured, as the runtime brings a chip up.
    func start(range: AccelerometerRange = .g4, rate: Double = 100) throws {
        try driver.identify()
        try driver.reset()
        try driver.configure(range: range, sampleRate: rate)
    }

    func advance(samples: Int) {
        clock.advance(by: .nanoseconds(Int64((Double(samples) * 1e9 / driver.sampleRate).rounded(.up))))
    }
}

/// Counts in g for a chip's resolution at a range.
func resolution(_ chip: AccelerometerChip, _ range: AccelerometerRange) -> Double {
    switch chip {
    case .mpu6050: Double(range.rawValue) / 32768
    case .adxl345: 1.0 / 256
    case .lis3dh: [AccelerometerRange.g2: 0.001, .g4: 0.002, .g8: 0.004, .g16: 0.012][range]!
    case .lsm9ds1: [AccelerometerRange.g2: 0.000061, .g4: 0.000122, .g8: 0.000244, .g16: 0.000732][range]!
    }
}
