import GadgetBase
import Hardware
import Sensing
import Simulation

/// A shake phase and when the detector reported it.
struct ReportedPhase: Equatable {
    var phase: ShakePhase
    var time: Instant
}

/// Samples `motion` at `rate` Hz over `[start, end)` and runs the detector over the samples.
func detectShakes(
    in motion: any MotionSource, rate: Double, from start: Instant = .zero, until end: Instant,
    settings: ShakeSettings = .normal
) -> [ReportedPhase] {
    var detector = ShakeDetector(settings: settings)
    var reported: [ReportedPhase] = []
    let step = Int64((1_000_000_000 / rate).rounded())
    var time = start
    while time < end {
        let sample = AccelerationSample(timestamp: time, acceleration: motion.acceleration(at: time))
        if let phase = detector.process(sample) { reported.append(ReportedPhase(phase: phase, time: time)) }
        time = time + .nanoseconds(step)
    }
    return reported
}
