@testable import DevTools
import Foundation
import GadgetBase
import Hardware
import Logging
import Sensing
import Simulation
import Testing

@testable import GadgetRuntime

/// The project's held-out shake recordings played into a simulated MPU-6050's registers, read by
/// the real driver through a bus that fails 1 % of its transfers with a Pi's errno mix
/// (`FaultyI2CBus.raspberryPiMix`), timestamped and detected by the real MotionPipeline: recall
/// must be what a clean bus gives, and no fault may reset the chip.
@Suite("Faults: shake recall on a noisy bus")
struct FaultRecallTests {
    static let heldOut = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../datasets/motion/heldout").standardized.path

    /// Recall (and the bus's injected faults) over every held-out recording with shakes in it.
    static func replay(errorRate: Double, files: [LabelledFile])
        -> (score: ShakeScore, injected: Int, transactions: Int, bringUps: Int) {
        var score = ShakeScore()
        var injected = 0, transactions = 0, bringUps = 0
        for (index, file) in files.enumerated() {
            guard let motion = CSVMotion(samples: file.samples) else { continue }
            let clock = TestClock()
            let board = FaultyBoard(clock: clock, motion: motion, errorRate: errorRate, seed: UInt64(index + 1))
            let pipeline = MotionPipeline(accelerometer: board.accelerometer, settings: .normal, knocks: .off,
                                          wakeSource: nil, clock: clock, logger: FaultyRun.quietLogger)
            var events: [(phase: ShakePhase, ms: Double)] = []
            let end = motion.endTime
            var next: Instant? = clock.now()
            while let due = next, due <= end {
                clock.advance(to: due)
                let (produced, following) = pipeline.sample(at: due)
                for case .shake(let phase) in produced { events.append((phase, due.milliseconds)) }
                next = following
            }
            score.score(file, events: events, presetLevel: 1)
            injected += board.faulty.injectedTotal
            transactions += board.faulty.transactions
            bringUps += board.accelerometer.connections - 1
        }
        return (score, injected, transactions, bringUps)
    }

    @Test func recallWithOnePercentOfTransfersFailingIsRecallOnACleanBus() throws {
        let files = try MotionLabelsReader.read(directory: Self.heldOut).filter { !$0.shakes.isEmpty }
        #expect(files.count > 30)
        let clean = Self.replay(errorRate: 0, files: files)
        let noisy = Self.replay(errorRate: 0.01, files: files)
        #expect(clean.injected == 0)
        let failedShare = Double(noisy.injected) / Double(noisy.transactions)
        #expect(failedShare > 0.008 && failedShare < 0.012, "\(noisy.injected) of \(noisy.transactions) transfers failed")
        #expect(clean.score.expected > 50)
        #expect(noisy.score.found == clean.score.found,
                "recall \(noisy.score.found)/\(noisy.score.expected) with 1 % errors, \(clean.score.found)/\(clean.score.expected) without")
        #expect(noisy.score.falsePositives == clean.score.falsePositives)
        #expect(noisy.bringUps == 0, "a noisy bus reset the chip \(noisy.bringUps) times")
        print("shake recall on the held-out set through the driver: clean \(clean.score.found)/\(clean.score.expected), "
              + "1 % errors \(noisy.score.found)/\(noisy.score.expected) (\(noisy.injected) of \(noisy.transactions) transfers failed, "
              + "\(noisy.bringUps) chip resets)")
    }
}
