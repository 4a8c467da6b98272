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
}
