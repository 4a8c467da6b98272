@testable import BoardProfiles
import ChipCatalog
import Drivers
import Foundation
import GadgetBase
import Hardware
import Logging
import Simulation
import TestSupport

@testable import GadgetRuntime

/// A board whose MPU-6050 sits behind a `FaultyI2CBus`, brought up and reconnected by the same
/// `ReconnectingAccelerometer` a real board uses: the faults reach the real driver and pipeline.
final class FaultyBoard {
    static let address: UInt8 = 0x68
    let clock: TestClock
    let bus = SimulatedI2CBus()
    let faulty: FaultyI2CBus
    let accelerometer: ReconnectingAccelerometer

    init(clock: TestClock, motion: any MotionSource, errorRate: Double = 0, seed: UInt64 = 1, sampleRate: Double = 100) {
        self.clock = clock
        bus.attach(AccelerometerChip.mpu6050.makeSimulator(clock: clock, motion: motion), at: Self.address)
        let faulty = FaultyI2CBus(wrapping: bus, errorRate: errorRate, seed: seed, clock: clock)
        self.faulty = faulty
        let plan = AccelerometerPlan(chip: .mpu6050, address: Self.address, range: .g4, sampleRate: sampleRate)
        accelerometer = ReconnectingAccelerometer(name: "MPU-6050 on a faulty bus", sampleRate: sampleRate) {
            try AccelerometerBringUp.start(on: faulty, plan: plan).driver
        }
    }
}

/// The whole program (every app, the 8-ball open) on a `FaultyBoard`, driven by scripts.
struct FaultyRun {
    let clock = TestClock()
    let motion = ScriptedMotion(seed: 7)
    let board: FaultyBoard
    let session: Session
    let runner: ScriptRunner
    let data: TemporaryDirectory

    init(errorRate: Double = 0, seed: UInt64 = 1, open: String? = "eightball") throws {
        data = try TemporaryDirectory()
        let profile = BoardProfile.desktop
        let setup = try RunSetup(profile: profile, dataDirectory: data.path, endpoint: "http://127.0.0.1:9/m",
                                 language: "en", environment: [:])
        board = FaultyBoard(clock: clock, motion: motion, errorRate: errorRate, seed: seed)
        session = try setup.makeSession(clock: clock, display: MemoryDisplay(geometry: profile.display),
                                        accelerometer: board.accelerometer, openApp: open, wake: nil,
                                        logger: Self.quietLogger)
        runner = ScriptRunner(session: session, clock: clock, board: nil)
    }

    /// The faults make the runtime log warnings on purpose; the tests read the screen instead.
    static var quietLogger: Logger {
        var logger = Logger(label: "faults")
        logger.logLevel = .critical
        return logger
    }

    var texts: [String] { session.lastFrame?.texts ?? [] }
    var showsLost: Bool { texts.contains(SensorStatusBadge.lost.en) }

    /// A shake played into the chip's motion, waited out as the script's `shake` step does.
    func shake() {
        motion.playShake(at: clock.now(), duration: SimulatedBoard.shakeDuration)
        runner.advance(by: SimulatedBoard.shakeDuration + .milliseconds(600))
    }
}
