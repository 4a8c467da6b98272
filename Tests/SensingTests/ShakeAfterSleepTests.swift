import Foundation
import GadgetBase
import Hardware
import Sensing
import Simulation
import Testing

/// A board that slept (no samples while its chip's motion interrupt was armed) is woken by the
/// shake itself, so the first sample after the gap is taken mid-swing, not at rest.
@Suite struct ShakeAfterSleepTests {
    /// Side to side at 5 Hz, 1.8 g, from the first instant at full strength (as the kernel tier's
    /// probe plays it), the board flat.
    func abruptShake(at time: Instant, start: Instant) -> Vector3 {
        let t = (time - start).seconds
        guard t >= 0, t < 0.9 else { return Vector3(x: 0, y: 0, z: 1) }
        return Vector3(x: 1.8 * sin(2 * .pi * 5 * t), y: 0, z: 1)
    }

    @Test func aShakeThatWokeTheSamplerIsSeenWhateverPhaseItWokeIn() {
        for wakeDelay in stride(from: 20, through: 400, by: 1) {
            let shakeStart = Instant.milliseconds(6000)
            var detector = ShakeDetector(settings: .normal)
            var phases: [ShakePhase] = []
            // Still for a second, asleep until the shake woke the sampler `wakeDelay` ms in.
            let samples = Array(stride(from: 0, to: 1000, by: 10)) + Array(stride(from: 6000 + wakeDelay, to: 9000, by: 10))
            for milliseconds in samples {
                let time = Instant.milliseconds(Double(milliseconds))
                let sample = AccelerationSample(timestamp: time, acceleration: abruptShake(at: time, start: shakeStart))
                if let phase = detector.process(sample) { phases.append(phase) }
            }
            #expect(phases == [.began, .ended], "woken \(wakeDelay) ms into the shake")
        }
    }
}
