import GadgetBase
import Hardware
import Sensing
import Simulation
import Testing

@Suite struct ReplayTests {
    /// A shake recorded at 100 Hz to CSV, read back and replayed through `CSVMotion` at
    /// other rates, is still one shake: the detector does not care where samples come from.
    @Test(arguments: [50.0, 100, 400])
    func aRecordedShakeReplaysAsOneShake(rate: Double) throws {
        let live = ScriptedMotion(seed: 21)
        live.playShake(at: .seconds(1))
        let recorded = (0..<300).map { index in
            let time = Instant.milliseconds(Double(index) * 10)
            return AccelerationSample(timestamp: time, acceleration: live.acceleration(at: time))
        }
        let text = AccelerometerCSV.format(recorded)
        let replay = try #require(CSVMotion(samples: try AccelerometerCSV.parse(text)))
        #expect(detectShakes(in: replay, rate: rate, until: .seconds(3)).map(\.phase) == [.began, .ended])
    }
}
