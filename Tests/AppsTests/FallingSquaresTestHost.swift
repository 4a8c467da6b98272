import Core
import GadgetBase
import Hardware
import Simulation
import Testing

@testable import Apps

/// A host on a test clock for the falling-squares app: real timer ordering, and a record of
/// how long frames were asked for, so tests can see that a paused game costs nothing.
final class FallingSquaresTestHost: AppHost {
    let testClock = TestClock(start: .seconds(100))
    var clock: any GadgetClock { testClock }
    let localizer = Localizer(language: .en)
    var deviceOrientation: Orientation?
    private(set) var animationDeadline: Instant?
    private(set) var displayRequests = 0
    private var timers: [Int: (due: Instant, action: () -> Void)] = [:]
    private var nextTimer = 1

    var pendingTimers: Int { timers.count }
    var now: Instant { testClock.now() }

    func schedule(after delay: Duration, _ action: @escaping () -> Void) -> TimerToken {
        let id = nextTimer
        nextTimer += 1
        timers[id] = (now + delay, action)
        return TimerToken(id)
    }

    func cancelTimer(_ token: TimerToken) { timers[token.rawValue] = nil }

    /// The game does no off-thread work; a call here is a bug.
    func perform<Result: Sendable>(_ work: @escaping @Sendable () async -> Result, then: @escaping (Result) -> Void) {
        Issue.record("the falling-squares app asked for off-thread work")
    }

    func setNeedsDisplay() { displayRequests += 1 }

    func animate(until deadline: Instant) {
        animationDeadline = max(animationDeadline ?? deadline, deadline)
    }


    /// Whether frames are still being drawn at `instant`.
    func isAnimating(at instant: Instant) -> Bool { animationDeadline.map { instant < $0 } ?? false }

    /// Moves the clock, firing every timer at its exact instant on the way.
    func advance(by duration: Duration) {
        let target = now + duration
        while let (id, timer) = timers.filter({ $0.value.due <= target }).min(by: { ($0.value.due, $0.key) < ($1.value.due, $1.key) }) {
            testClock.advance(to: timer.due)
            timers[id] = nil
            timer.action()
        }
        testClock.advance(to: target)
    }
}
