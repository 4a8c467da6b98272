import BoardProfiles
import DevTools
import Hardware
import Simulation
import Testing

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
}
