@testable import BoardProfiles
import Foundation
import GadgetBase
import Hardware
import Simulation
import TestSupport
import Testing

@testable import GadgetRuntime

/// Counts the reads and samples that pass through to the real driver underneath.
final class CountingAccelerometer: Accelerometer {
    let inner: any Accelerometer
    private(set) var reads = 0
    private(set) var samples = 0

    init(_ inner: any Accelerometer) { self.inner = inner }

    var name: String { inner.name }
    var sampleRate: Double { inner.sampleRate }
    var fifoCapacity: Int { inner.fifoCapacity }

    func readSamples() throws -> [Vector3] {
        let readings = try inner.readSamples()
        reads += 1
        samples += readings.count
        return readings
    }
}

/// With the chip's FIFO, the sampler wakes at about 20 Hz and drains every queued sample in one
/// go instead of reading each sample as it is taken.
@Suite("Reading the FIFO in batches")
struct MotionBatchTests {
    struct Bench {
        let runner: ScriptRunner
        let session: Session
        let bus: SimulatedI2CBus
        let counter: CountingAccelerometer
    }

    func start(fifo: Bool, kind: BoardProfile.AccelerometerKind = .simulatedMPU6050) throws -> Bench {
        var profile = BoardProfile.desktop
        profile.accelerometerKind = kind
        profile.accelerometerFIFO = fifo
        let run = try SimulatedRun(profile: profile, open: "eightball") { CountingAccelerometer($0) }
        let counter = try #require(run.accelerometer as? CountingAccelerometer)
        return Bench(runner: run.runner, session: run.session, bus: run.board.bus, counter: counter)
    }

    /// Reads, samples and bus transactions during one awake second (the board is still awake for
    /// its first three seconds).
    func oneAwakeSecond(_ bench: Bench) -> (reads: Int, samples: Int, transactions: Int) {
        bench.runner.advance(by: .milliseconds(500))
        let (reads, samples, transactions) = (bench.counter.reads, bench.counter.samples, bench.bus.transactionCount)
        bench.runner.advance(by: .seconds(1))
        return (bench.counter.reads - reads, bench.counter.samples - samples, bench.bus.transactionCount - transactions)
    }

    @Test(arguments: [BoardProfile.AccelerometerKind.simulatedMPU6050, .simulatedLIS3DH])
    func aFIFOIsReadAboutTwentyTimesASecondWithNoSampleLost(kind: BoardProfile.AccelerometerKind) throws {
        let polled = oneAwakeSecond(try start(fifo: false, kind: kind))
        let batched = oneAwakeSecond(try start(fifo: true, kind: kind))
        #expect((95...105).contains(polled.reads), "without a FIFO every sample is a read: \(polled)")
        #expect((19...21).contains(batched.reads), "with one, about 20 reads a second: \(batched)")
        #expect(abs(batched.samples - polled.samples) <= 5, "every sample still arrives: \(batched) vs \(polled)")
        #expect(Double(batched.transactions) / Double(batched.samples) < 0.5,
                "bus transactions per sample: \(batched.transactions) for \(batched.samples)")
    }

    @Test(arguments: [BoardProfile.AccelerometerKind.simulatedMPU6050, .simulatedADXL345, .simulatedLIS3DH])
    func aShakeReadFromTheFIFOStillGetsItsAnswerAndTheBoardStillSleeps(kind: BoardProfile.AccelerometerKind) throws {
        let bench = try start(fifo: true, kind: kind)
        bench.runner.advance(by: .seconds(4))
        #expect(bench.session.isMotionAsleep)
        let transactions = bench.bus.transactionCount
        bench.runner.advance(by: .seconds(30))
        #expect(bench.bus.transactionCount - transactions == 3, "asleep, one register read every 10 s")
        try bench.runner.run(Script(parsing: "shake\nexpect offline answer", file: "fifo"))
    }

    @Test func batchTimestampsContinueAtTheChipsRate() throws {
        let bench = try start(fifo: true)
        var timeline = SampleTimeline(sampleRate: bench.counter.sampleRate)
        let start = Instant(nanoseconds: 10_000_000_000)
        let period = timeline.interval
        let first = timeline.timestamps(count: 5, readAt: start, fromFIFO: true)
        #expect(first == (0..<5).map { start.advanced(by: .zero - period * (4 - $0)) }, "the first batch ends now")
        // The timer woke 3 ms late: the next five still follow the last at the chip's rate.
        let second = timeline.timestamps(count: 5, readAt: start + period * 5 + .milliseconds(3), fromFIFO: true)
        #expect(second == (1...5).map { start + period * $0 })
        // Six samples in the time of five (the chip's clock runs fast): squeezed, never past now.
        let now = second[4] + period * 5
        let third = timeline.timestamps(count: 6, readAt: now, fromFIFO: true)
        #expect(third.last == now && zip(third, third.dropFirst()).allSatisfy { $0 < $1 } && third[0] > second[4])
        // After a long gap (asleep) the batch ends at now again.
        let later = now + .seconds(10)
        #expect(timeline.timestamps(count: 3, readAt: later, fromFIFO: true).last == later)
    }
}
