@testable import BoardProfiles
import GadgetBase
import Hardware
import Logging
import Simulation

@testable import GadgetRuntime

/// The motion pipeline on the desktop board's simulated chip and its INT pin, without the app
/// above it: the session's part (sample when due, wake on the pin's edges) in a loop of its own,
/// on a test clock, so a sweep can play a thousand shakes in a few seconds.
final class ShakeTimingBench {
    let clock = TestClock()
    let board: SimulatedBoard
    let pipeline: MotionPipeline
    private var nextSample: Instant?
    /// Every shake phase the pipeline reported, with when.
    private(set) var phases: [(phase: ShakePhase, at: Instant)] = []
    /// When the sampler armed the interrupt and stopped.
    private(set) var sleeps: [Instant] = []

    init(kind: BoardProfile.AccelerometerKind = .simulatedMPU6050, sleeps: Bool = true) throws {
        var profile = BoardProfile.desktop
        profile.accelerometerKind = kind
        board = try SimulatedBoard(clock: clock, profile: profile)
        var logger = Logger(label: "shake-timing")
        logger.logLevel = .critical
        pipeline = MotionPipeline(accelerometer: board.accelerometer, settings: .normal, knocks: .off,
                                  wakeSource: sleeps ? board.motionWake : nil, clock: clock, logger: logger)
        nextSample = clock.now()
    }

    var now: Instant { clock.now() }

    /// Runs until `end`, or until `until` holds after a step.
    func run(to end: Instant, until done: () -> Bool = { false }) {
        while true {
            for edge in board.interruptEdges(look: pipeline.isAsleep) where pipeline.wake(at: edge) {
                nextSample = clock.now()
            }
            if let due = nextSample, due <= clock.now() {
                let (events, next) = pipeline.sample(at: clock.now())
                for case .shake(let phase) in events { phases.append((phase, clock.now())) }
                nextSample = next
                if next == nil { sleeps.append(clock.now()) }
                if done() { return }
                continue
            }
            let now = clock.now()
            guard now < end else { return }
            var next = nextSample ?? end
            if pipeline.isAsleep, let look = board.interruptLook(after: now) { next = min(next, look) }
            clock.advance(to: min(next, end))
        }
    }

    func run(for duration: Duration) { run(to: clock.now() + duration) }

    /// Whether the sampler stopped while a shake played from `start` was plainly under way (its
    /// first tens of milliseconds are too gentle for the chip to call motion; its pin wakes the
    /// sampler then).
    func sleptDuringShake(startedAt start: Instant) -> Bool {
        sleeps.contains { $0 >= start + .milliseconds(50) && $0 <= start + SimulatedBoard.shakeDuration }
    }

    /// Shakes the board now; the shake's answer is its end: when the detector reported `ended`
    /// (nil if it did not within `within`, or reported `cancelled`).
    func shakeAndWaitForItsEnd(within: Duration = .seconds(3)) -> Instant? {
        let start = clock.now()
        let seen = phases.count
        board.shake(at: start)
        run(to: start + within) { phases.dropFirst(seen).contains { $0.phase != .began } }
        let after = phases.dropFirst(seen)
        guard after.first?.phase == .began, let end = after.first(where: { $0.phase != .began }), end.phase == .ended else {
            return nil
        }
        return end.at
    }
}
