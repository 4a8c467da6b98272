@testable import BoardProfiles
import Foundation
import GadgetBase
import Glibc
import Hardware
import Logging
import Sensing
import Simulation
import Testing

@testable import GadgetRuntime

/// Arming the chip's motion interrupt as the board goes still: what a failed or cancelled
/// arming leaves behind.
@Suite("Arming the motion interrupt")
struct MotionArmingTests {
    static var quietLogger: Logger {
        var logger = Logger(label: "arming")
        logger.logLevel = .critical
        return logger
    }

    /// Arms the faulty board's chip, the first time with every transfer failing (EIO).
    final class FlakyArming: MotionWakeSource {
        let board: FaultyBoard
        let chip: ChipMotionWake
        private(set) var armings = 0
        init(board: FaultyBoard) {
            self.board = board
            chip = ChipMotionWake { [accelerometer = board.accelerometer] in accelerometer.driver }
        }
        func arm() throws {
            armings += 1
            guard armings == 1 else { return try chip.arm() }
            board.faulty.faults = [.errno(EIO)]
            board.faulty.errorRate = 1
            defer { board.faulty.errorRate = 0 }
            try chip.arm()
        }
        func acknowledge() throws { try chip.acknowledge() }
        func isStillArmed() throws -> Bool { try chip.isStillArmed() }
    }

    /// A bus that fails a transfer now and then fails one while arming: the sampler stays awake
    /// and arms again, rather than polling for the rest of the run.
    @Test func aBusErrorWhileArmingIsTriedAgain() throws {
        let clock = TestClock()
        let board = FaultyBoard(clock: clock, motion: ScriptedMotion(seed: 7))
        let arming = FlakyArming(board: board)
        let pipeline = MotionPipeline(accelerometer: board.accelerometer, settings: .normal, knocks: .off,
                                      wakeSource: arming, clock: clock, logger: Self.quietLogger)
        var next: Instant? = clock.now()
        var awakeAfterFailure = false
        while let due = next, due < Instant.zero + .seconds(20) {
            clock.advance(to: due)
            next = pipeline.sample(at: due).next
            if arming.armings == 1, next != nil { awakeAfterFailure = true }
        }
        #expect(board.faulty.injectedTotal > 0, "the first arming met the fault")
        #expect(awakeAfterFailure)
        #expect(arming.armings == 2)
        #expect(pipeline.isAsleep, "the second arming put the sampler to sleep")
    }

    /// A chip that loses power while the board lies still (a loose wire) wakes unconfigured and
    /// its pin stays idle: the sleeping sampler's check finds it within 10 s, brings it up from
    /// scratch and arms it again, so the next shake still wakes Gadget.
    @Test func aChipThatLostPowerWhileAsleepIsBroughtUpAndArmedAgain() throws {
        let clock = TestClock()
        let board = FaultyBoard(clock: clock, motion: ScriptedMotion(seed: 7))
        let wake = ChipMotionWake { [accelerometer = board.accelerometer] in accelerometer.driver }
        let pipeline = MotionPipeline(accelerometer: board.accelerometer, settings: .normal, knocks: .off,
                                      wakeSource: wake, clock: clock, logger: Self.quietLogger)
        var next: Instant? = clock.now()
        func run(until end: Instant) {
            while let due = next, due <= end {
                clock.advance(to: due)
                next = pipeline.sample(at: due).next
            }
            clock.advance(to: end)
        }
        run(until: .zero + .seconds(5))
        #expect(pipeline.isAsleep && board.accelerometer.connections == 1)
        board.faulty.apply(.unplug(address: FaultyBoard.address))
        board.faulty.apply(.plug(address: FaultyBoard.address))
        #expect(try !wake.isStillArmed(), "the chip came back in its power-up state")
        run(until: .zero + .seconds(25))
        #expect(board.accelerometer.connections == 2, "brought up again")
        #expect(pipeline.isAsleep, "and asleep again once still")
        #expect(try wake.isStillArmed())
        let interruptEnable = try board.bus.readByte(address: FaultyBoard.address, register: 0x38)
        #expect(interruptEnable & 0x40 != 0, "MOT_EN set again: INT_ENABLE \(interruptEnable)")
    }

    /// Motion seen just after arming keeps the sampler awake; arming replaced the tap settings,
    /// so the chip's knocks must be set up again once an app wants them.
    @Test(arguments: [BoardProfile.AccelerometerKind.simulatedADXL345, .simulatedLIS3DH])
    func chipKnocksWorkAfterMotionCancelledTheSleep(kind: BoardProfile.AccelerometerKind) throws {
        let clock = TestClock()
        var profile = BoardProfile.desktop
        profile.accelerometerKind = kind
        profile.sampleRate = 400
        let board = try SimulatedBoard(clock: clock, profile: profile)
        let arming = ArmingWhileTheBoardBeginsToMoveTests.SlowArming(board: board, clock: clock, shakes: true)
        let pipeline = MotionPipeline(accelerometer: board.accelerometer, settings: .normal, knocks: .chip,
                                      wakeSource: arming, clock: clock, logger: Self.quietLogger)
        var next = clock.now()
        while arming.armings == 0, next < Instant.zero + .seconds(10) {
            clock.advance(to: next)
            next = try #require(pipeline.sample(at: next).next, "the shake while arming keeps it awake")
        }
        #expect(arming.armings == 1 && !pipeline.isAsleep)
        let knockAt = clock.now() + .seconds(3)
        board.motion.playKnock(at: knockAt)
        var knocks: [InputEvent] = []
        while next < knockAt + .seconds(1) {
            clock.advance(to: next)
            if next >= knockAt.advanced(by: .seconds(-1)) { pipeline.knocksWanted = true }  // the shake is over
            let (events, following) = pipeline.sample(at: next)
            knocks += events.filter { if case .knock = $0 { true } else { false } }
            next = try #require(following)
        }
        #expect(knocks == [.knock(count: 1)])
    }
}
