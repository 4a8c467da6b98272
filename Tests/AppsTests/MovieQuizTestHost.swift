import Core
import Foundation
import GadgetBase
import Hardware
import Simulation
import UI

@testable import Apps

/// A host for driving the quiz app directly: a test clock, timers fired by `advance`, and
/// off-thread work collected and run by `settle`.
final class MovieQuizTestHost: AppHost {
    let clock: any GadgetClock
    let testClock = TestClock()
    let localizer: Localizer
    var deviceOrientation: Orientation?
    private var timers: [(id: Int, due: Instant, action: () -> Void)] = []
    private var nextTimer = 1
    private var pending: [() async -> () -> Void] = []

    init(language: Language = .en) {
        clock = testClock
        localizer = Localizer(language: language)
    }

    func schedule(after delay: Duration, _ action: @escaping () -> Void) -> TimerToken {
        defer { nextTimer += 1 }
        timers.append((nextTimer, testClock.now() + delay, action))
        return TimerToken(nextTimer)
    }

    func cancelTimer(_ token: TimerToken) { timers.removeAll { $0.id == token.rawValue } }

    func perform<Result: Sendable>(_ work: @escaping @Sendable () async -> Result, then: @escaping (Result) -> Void) {
        pending.append {
            let result = await work()
            return { then(result) }
        }
    }

    func setNeedsDisplay() {}
    func animate(until deadline: Instant) {}

    var workPending: Int { pending.count }

    /// Runs all off-thread work started so far (and any it starts) and delivers the results.
    func settle() async {
        while !pending.isEmpty {
            let batch = pending
            pending.removeAll()
            for work in batch { (await work())() }
        }
    }

    /// Moves the clock, firing due timers in order.
    func advance(by duration: Duration) {
        let target = testClock.now() + duration
        while let next = timers.filter({ $0.due <= target }).min(by: { $0.due < $1.due }) {
            testClock.advance(to: next.due)
            timers.removeAll { $0.id == next.id }
            next.action()
        }
        testClock.advance(to: target)
    }

    func texts(of app: any GadgetApp, geometry: DisplayGeometry = .init(width: 240, height: 240, format: .rgb565)) -> [String] {
        Renderer(geometry: geometry).render { app.render($0) }.texts
    }
}
