import Apps
import Foundation
import GadgetBase
import Hardware
import Logging
import Simulation
import TestSupport
import Testing

@testable import GadgetRuntime

/// The monotonic clock jumps hours ahead at once, as it does after a suspend: every app then
/// catches up in a few steps (no timer fired thousands of times, no animation that never ends),
/// and the program still answers the buttons.
@Suite("Faults: the clock jumps hours ahead")
struct FaultClockTests {
    static let apps = ["eightball", "chats", "moviequiz", FallingSquaresApp.gameIdentifier, PlaygroundApp.appIdentifier,
                       "cars", "showcase", "journal"]

    /// Runs the session up to `duration` from now as the live loop would (deadline to deadline)
    /// and says how many times it had to run.
    static func steps(_ session: Session, _ clock: TestClock, for duration: Duration) -> Int {
        let target = clock.now() + duration
        var steps = 0
        while true {
            steps += 1
            session.settleWork()
            session.advance()
            session.renderIfNeeded()
            let now = clock.now()
            guard now < target, steps < 100_000 else { break }
            var next = session.nextDeadline ?? target
            if next <= now { next = now + .microseconds(100) }
            clock.advance(to: min(next, target))
        }
        return steps
    }

    @Test(arguments: apps)
    func anAppCatchesUpAfterEightHoursInAFewSteps(app: String) throws {
        let run = try SimulatedRun(open: nil, logger: FaultyRun.quietLogger)
        let (clock, session, runner) = (run.clock, run.session, run.runner)
        #expect(session.open(appNamed: app))
        // Something going on when the lid closes: a press, a shake, an answer fading in.
        try runner.run(.init(parsing: "tap select\nshake\ntap select\nwait 100ms", file: app))

        clock.advance(by: .seconds(8 * 3600))
        let frames = session.framesPresented
        let steps = Self.steps(session, clock, for: .seconds(2))
        // 2 s at 30 frames/s and 100 samples/s is about 260 steps; thousands would mean catching up.
        #expect(steps < 600, "\(app): \(steps) steps in the 2 s after the jump")
        #expect(session.framesPresented - frames <= 70)

        // Still responsive: home brings the launcher back.
        try runner.run(.init(parsing: "home\nexpect Magic 8-ball", file: app))
        // And the launcher, left alone, stops drawing and sampling: nothing animates forever.
        runner.advance(by: .seconds(30))
        let idleFrames = session.framesPresented
        let idleSteps = Self.steps(session, clock, for: .seconds(60))
        #expect(session.framesPresented == idleFrames, "\(app): the launcher kept drawing")
        // Six of them are the sleeping sampler's checks, one register read every 10 s.
        #expect(idleSteps <= 2 + 6, "\(app): \(idleSteps) wake-ups in an idle minute")
    }
}
