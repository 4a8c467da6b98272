import Foundation
import BoardProfiles
import DevTools
import GadgetRuntime
import Hardware
import Simulation
import Testing
import TestSupport

/// `gadget sense record` on the desktop board's simulated chip, on a test clock.
@Suite struct AccelerometerRecorderTests {
    /// Ctrl-C asks the recording to stop: it ends at the next sample, keeping what it has.
    @Test func aStopRequestEndsTheRecordingAndKeepsItsSamples() throws {
        let clock = TestClock()
        let accelerometer = try AccelerometerRecorder.accelerometer(for: .desktop, clock: clock)
        let recorder = AccelerometerRecorder(accelerometer: accelerometer, clock: clock) { clock.advance(to: $0) }
        let whole = try recorder.record(for: .seconds(1))
        #expect(abs(whole.count - Int(accelerometer.sampleRate)) <= 1)
        let begin = clock.now()
        let stopped = try recorder.record(for: .seconds(10)) { clock.now() >= begin + .seconds(3) }
        #expect(abs(stopped.count - 3 * Int(accelerometer.sampleRate)) <= 1, "\(stopped.count)")
        #expect(stopped.last.map { $0.timestamp <= .seconds(3) } == true, "\(String(describing: stopped.last))")
    }

    /// A chip that stops answering ends the recording with its error; every sample read before
    /// it has already been handed over (and written, by `gadget sense record`).
    @Test func aChipThatFailsMidwayHasHandedOverEverythingBefore() throws {
        let clock = TestClock()
        let chip = try AccelerometerRecorder.accelerometer(for: .desktop, clock: clock)
        let failing = FailingAfter(reads: 50, chip)
        let recorder = AccelerometerRecorder(accelerometer: failing, clock: clock) { clock.advance(to: $0) }
        var handedOver: [AccelerationSample] = []
        #expect(throws: FailingAfter.Unplugged.self) {
            try recorder.record(for: .seconds(10)) { false } received: { handedOver += $0 }
        }
        #expect(handedOver.count == 50)
    }

    /// A chip with a FIFO hands over a batch a read: its samples get the chip's spacing, as the
    /// live pipeline gives them. Stamped all with the read's time, a replay took each batch
    /// for one reading.
    @Test func aFIFOsBatchIsSpreadAtTheChipsRate() throws {
        let clock = TestClock()
        // A busy machine: every read comes 40 ms late, and finds five samples queued.
        let recorder = AccelerometerRecorder(accelerometer: QueuedFive(), clock: clock) { clock.advance(to: $0 + .milliseconds(40)) }
        let samples = try recorder.record(for: .seconds(1))
        #expect(samples.count >= 50)
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0.timestamp < $1.timestamp })
    }

    /// `--shake-at` plays shakes into a simulated chip only: on a board with a real one it is
    /// refused, not silently left out of the recording.
    @Test func shakesAtAreRefusedForARealChip() throws {
        let boards = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../boards").path
        let profile = try BoardCatalog.load(path: boards + "/pi-mpu6050-oled.toml")
        let error = #expect(throws: ConfigurationError.self) {
            _ = try AccelerometerRecorder.accelerometer(for: profile, clock: TestClock(), shakesAt: [.seconds(1)])
        }
        #expect(error?.description.contains("--shake-at") == true)
    }

    /// A board whose chip cannot be reached now: the recording is refused with the reason, in
    /// the chosen language, rather than retried in an English log line over an empty file.
    @Test func aChipThatCannotBeReachedIsTheError() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let out = directory.appending("r.csv")
        let record = try GadgetProcess.run(["sense", "record", "--board", "pi-mpu6050-oled", "--allow-root", "--out", out,
                                            "--language", "uk"])
        #expect(record.status == 1)
        #expect(record.errors.contains("/dev/i2c-1") && !record.errors.contains("retrying"), "\(record.errors)")
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    /// A path that cannot be written is said before the recording starts, not after it.
    @Test func anOutputThatCannotBeWrittenIsRefusedBeforeRecording() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let out = directory.appending("missing/r.csv")
        let record = try GadgetProcess.run(["sense", "record", "--out", out, "--seconds", "30"])
        #expect(record.status == 1)
        #expect(record.errors.contains("cannot write \(out): No such file or directory"), "\(record.errors)")
        #expect(!record.errors.contains("recording"), "refused before recording: \(record.errors)")
    }
}

/// Answers `reads` reads, then fails as an unplugged chip does.
private final class FailingAfter: Accelerometer {
    struct Unplugged: Error {}
    private let inner: any Accelerometer
    private var left: Int

    init(reads: Int, _ inner: any Accelerometer) {
        self.inner = inner
        left = reads
    }

    var name: String { inner.name }
    var sampleRate: Double { inner.sampleRate }
    var fifoCapacity: Int { 0 }

    func readSamples() throws -> [Vector3] {
        guard left > 0 else { throw Unplugged() }
        left -= 1
        return try inner.readSamples()
    }
}

/// A 100 Hz chip whose FIFO holds five samples at every read.
private final class QueuedFive: Accelerometer {
    var name: String { "queued" }
    var sampleRate: Double { 100 }
    var fifoCapacity: Int { 32 }
    func readSamples() throws -> [Vector3] { Array(repeating: Vector3(x: 0, y: 0, z: 1), count: 5) }
}
