import GadgetBase
import Hardware
import Logging
import Simulation
import Testing

@testable import GadgetRuntime

/// Whatever an accelerometer hands the sampler, the detectors get only what a chip could
/// measure: an axis beyond the chip's full scale is clipped to it, a reading that is not a
/// number is left out. Neither can poison the shake detector's state.
@Suite struct OutOfRangeSampleTests {
    /// The board's motion, with a few readings no chip gives mixed in at given times.
    final class PoisonedAccelerometer: Accelerometer {
        let clock: TestClock
        let motion = ScriptedMotion(seed: 3)
        var poison: [Instant: Vector3] = [:]
        init(clock: TestClock) { self.clock = clock }
        var name: String { "poisoned" }
        var sampleRate: Double { 100 }
        var fullScale: Double { 4 }
        func readSamples() throws -> [Vector3] { [poison[clock.now()] ?? motion.acceleration(at: clock.now())] }
    }

    /// Samples every 10 ms for 4 s, the readings in `poison` from 1 s on, a shake at 2 s; the
    /// shake phases and when.
    static func shakes(poison: [Vector3]) -> [(ShakePhase, Duration)] {
        let clock = TestClock()
        let accelerometer = PoisonedAccelerometer(clock: clock)
        let start = clock.now()
        for (index, reading) in poison.enumerated() { accelerometer.poison[start + .milliseconds(1000 + 10 * index)] = reading }
        accelerometer.motion.playShake(at: start + .seconds(2))
        var logger = Logger(label: "poison")
        logger.logLevel = .critical
        let pipeline = MotionPipeline(accelerometer: accelerometer, settings: .normal, knocks: .off, wakeSource: nil,
                                      clock: clock, logger: logger)
        var phases: [(ShakePhase, Duration)] = []
        while clock.now() < start + .seconds(4) {
            for case .shake(let phase) in pipeline.sample(at: clock.now()).events { phases.append((phase, clock.now() - start)) }
            clock.advance(by: .milliseconds(10))
        }
        return phases
    }

    @Test func readingsNoChipGivesLeaveTheShakeDetectorAsItWas() {
        let clean = Self.shakes(poison: [])
        #expect(clean.map(\.0) == [.began, .ended], "the clean run's shake: \(clean)")
        let wild = [Vector3(x: 1e308, y: 0, z: 1), Vector3(x: .infinity, y: -.infinity, z: 1),
                    Vector3(x: .nan, y: 0, z: 1), Vector3(x: 0, y: -1e308, z: .nan)]
        for reading in wild {
            let poisoned = Self.shakes(poison: [reading])
            #expect(poisoned.map(\.0) == [.began, .ended], "after \(reading): \(poisoned)")
            #expect(poisoned.allSatisfy { $0.1 >= .seconds(2) }, "a shake before the board was shaken: \(poisoned)")
        }
    }
}
