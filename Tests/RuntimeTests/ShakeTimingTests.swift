@testable import BoardProfiles
import Foundation
import GadgetBase
import Hardware
import Logging
import Simulation
import TestSupport
import Testing

@testable import GadgetRuntime

/// A shake is answered whatever moment it starts: before, during and after the moment the
/// sampler, the board still for three seconds, arms the chip's motion interrupt and stops.
@Suite("Every shake is answered, whatever moment it comes")
struct ShakeTimingTests {
    /// Every 10 ms over the whole still-to-sleep cycle and well into the sleep after it, dealt
    /// into shards that run side by side.
    static let starts = stride(from: 0, through: 10_000, by: 10).map { Duration.milliseconds($0) }
    static let shards = 0..<4
    static func starts(shard: Int) -> [Duration] {
        starts.enumerated().filter { $0.offset % shards.count == shard }.map(\.element)
    }

    @Test(arguments: shards)
    func aShakeStartingAtAnyMomentAfterStartIsRecognised(shard: Int) throws {
        var missed: [Duration] = [], slept: [Duration] = []
        for start in Self.starts(shard: shard) {
            let bench = try ShakeTimingBench()
            bench.run(for: start)
            let shakeStart = bench.now
            if bench.shakeAndWaitForItsEnd() == nil { missed.append(start) }
            if bench.sleptDuringShake(startedAt: shakeStart) { slept.append(start) }
        }
        #expect(missed.isEmpty, "shakes missed when started this long after the sampler started: \(missed)")
        #expect(slept.isEmpty, "the sampler stopped in the middle of shakes started at: \(slept)")
    }

    /// The other chips with a motion interrupt, every 20 ms around the moment the sampler arms it.
    @Test(arguments: [BoardProfile.AccelerometerKind.simulatedADXL345, .simulatedLIS3DH])
    func aShakeAroundTheArmingMomentIsRecognisedOnEveryChip(kind: BoardProfile.AccelerometerKind) throws {
        var missed: [Duration] = []
        for start in stride(from: 2_500, through: 4_500, by: 20).map({ Duration.milliseconds($0) }) {
            let bench = try ShakeTimingBench(kind: kind)
            bench.run(for: start)
            if bench.shakeAndWaitForItsEnd() == nil { missed.append(start) }
        }
        #expect(missed.isEmpty, "\(kind): shakes missed when started this long after the sampler started: \(missed)")
    }

    /// One board, shaken again and again: each shake starts a step later after the previous
    /// one's end (its answer), so the sweep runs through the still-to-sleep cycle that follows.
    /// A shake that starts within a few hundred milliseconds of the previous one's end is the
    /// shake detector's to judge, polled or not: there sleeping must lose nothing polling keeps.
    @Test(arguments: shards)
    func aShakeStartingAtAnyMomentAfterAPreviousShakeIsRecognised(shard: Int) throws {
        let starts = Self.starts(shard: shard)
        let sleeping = try Self.missedAfterAPreviousShake(starts: starts, sleeps: true)
        #expect(sleeping.allSatisfy { $0 < Self.detectorsOwn },
                "shakes missed when started this long after the previous one ended: \(sleeping)")
        let early = starts.filter { $0 < Self.detectorsOwn }
        let polling = try Self.missedAfterAPreviousShake(starts: early, sleeps: false)
        #expect(sleeping == polling, "missed right after a shake: \(sleeping) sleeping, \(polling) polling")
    }

    /// How soon after a shake's end another is the detector's to judge, not the sampler's.
    static let detectorsOwn: Duration = .milliseconds(300)

    static func missedAfterAPreviousShake(starts: [Duration], sleeps: Bool) throws -> [Duration] {
        let bench = try ShakeTimingBench(sleeps: sleeps)
        bench.run(for: .milliseconds(500))
        try #require(bench.shakeAndWaitForItsEnd() != nil, "the first shake was not recognised")
        var missed: [Duration] = []
        for start in starts {
            bench.run(for: start)
            guard bench.shakeAndWaitForItsEnd() == nil else { continue }
            missed.append(start)
            bench.run(for: .seconds(3))  // whatever the miss left behind settles before the next
        }
        return missed
    }

    /// The sweeps must cross the arming moment: the sampler really does fall asleep within them.
    @Test func theSweepsCrossTheMomentTheSamplerSleeps() throws {
        let bench = try ShakeTimingBench()
        var asleepAt: Duration?
        for step in 1...500 {
            bench.run(for: .milliseconds(10))
            if bench.pipeline.isAsleep { asleepAt = .milliseconds(10 * step); break }
        }
        let asleep = try #require(asleepAt)
        #expect(asleep >= MotionPipeline.idleAfter && asleep < MotionPipeline.idleAfter + .seconds(1), "asleep at \(asleep)")
    }
}

/// The same through the real 8-ball app, coarser: scripts as a person would write them.
@Suite("Every shake is answered by the 8-ball, whatever moment it comes")
struct EightBallShakeTimingTests {
    /// Every 250 ms over the first five seconds (the sampler arms after three), the arming
    /// window itself every 50 ms, then every two seconds.
    static let starts = Set(Array(stride(from: 0, to: 5_000, by: 250)) + Array(stride(from: 2_800, to: 3_300, by: 50))
                            + [6_000, 8_000, 10_000]).sorted().map { Duration.milliseconds($0) }

    static func script(_ text: String) throws -> Script { try Script(parsing: text, file: "timing") }

    @Test func aShakeAnyMomentAfterTheEightBallOpensIsAnswered() throws {
        var missed: [Duration] = []
        for start in Self.starts {
            let run = try SimulatedRun(open: "eightball")
            do {
                try run.runner.run(Self.script("wait \(Int(start.milliseconds))ms\nshake\nwait 1s\nexpect-not Shake the board"))
            } catch {
                missed.append(start)
            }
        }
        #expect(missed.isEmpty, "unanswered shakes this long after the 8-ball opened: \(missed)")
    }

    /// One 8-ball, asked again and again: back to the call to shake after each answer, then a
    /// shake a step later than the last time.
    @Test func aShakeAnyMomentAfterAnAnswerIsAnswered() throws {
        let run = try SimulatedRun(open: "eightball")
        try run.runner.run(Self.script("shake\nwait 1s\nexpect-not Shake the board"))
        var missed: [Duration] = []
        for start in Self.starts {
            do {
                try run.runner.run(Self.script("tap back\nexpect Shake the board\nwait \(Int(start.milliseconds))ms\nshake\nwait 1s\nexpect-not Shake the board"))
            } catch {
                missed.append(start)
                run.runner.advance(by: .seconds(3))
            }
        }
        #expect(missed.isEmpty, "unanswered shakes this long after the previous answer: \(missed)")
    }
}

/// On a board, arming takes a few bus transfers; the board may begin to move in between, before
/// the chip's latch was cleared. The sampler looks once more after arming and stays awake then.
@Suite struct ArmingWhileTheBoardBeginsToMoveTests {
    /// Arms the desktop board's chip slowly (as over a slow bus), a shake starting as arming does.
    final class SlowArming: MotionWakeSource {
        let board: SimulatedBoard, clock: TestClock, shakes: Bool
        private(set) var armings = 0
        init(board: SimulatedBoard, clock: TestClock, shakes: Bool) { self.board = board; self.clock = clock; self.shakes = shakes }
        func arm() throws {
            armings += 1
            if shakes { board.shake(at: clock.now()) }
            clock.advance(by: .milliseconds(60))
            try board.motionWake.arm()
        }
        func acknowledge() throws { try board.motionWake.acknowledge() }
        func isStillArmed() throws -> Bool { try board.motionWake.isStillArmed() }
    }

    /// Samples until the first arming; whether the sampler went to sleep on it.
    static func sleepsOnArming(shakes: Bool) throws -> Bool {
        let clock = TestClock()
        let board = try SimulatedBoard(clock: clock, profile: .desktop)
        let arming = SlowArming(board: board, clock: clock, shakes: shakes)
        var logger = Logger(label: "arming")
        logger.logLevel = .critical
        let pipeline = MotionPipeline(accelerometer: board.accelerometer, settings: .normal, knocks: .off,
                                      wakeSource: arming, clock: clock, logger: logger)
        for _ in 0..<1_000 {
            let next = pipeline.sample(at: clock.now()).next
            // Asleep, the next look is the check that the chip is still armed.
            if arming.armings > 0 { return pipeline.isAsleep }
            guard let next else { return true }
            clock.advance(to: next)
        }
        Issue.record("never armed")
        return true
    }

    @Test func motionThatBeganWhileArmingKeepsTheSamplerAwake() throws {
        #expect(try !Self.sleepsOnArming(shakes: true))
        #expect(try Self.sleepsOnArming(shakes: false), "a board still while arming sleeps")
    }
}
