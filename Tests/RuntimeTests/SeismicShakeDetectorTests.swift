@testable import DevTools
import GadgetBase
import Hardware
import Testing
@testable import GadgetRuntime

/// The yardstick the evaluation sets beside Gadget's shake detector: seismic's rule, checked
/// sample by sample against what its description says.
@Suite struct SeismicShakeDetectorTests {
    /// 1.334 g in all: accelerating, though no single axis is near 13 m/s² (1.3256 g).
    static let strong = Vector3(x: 0.77, y: 0.77, z: 0.77)
    /// 1.32 g: just under the threshold.
    static let calm = Vector3(x: 0, y: 0, z: 1.32)

    /// The times (ms) at which shakes are reported for `readings` taken every `interval` ms from 0.
    static func shakes(_ readings: [Vector3], every interval: Double) -> [Double] {
        var detector = SeismicShakeDetector()
        return readings.enumerated().compactMap { index, reading in
            let time = Double(index) * interval
            return detector.process(AccelerationSample(timestamp: .milliseconds(time), acceleration: reading)) ? time : nil
        }
    }

    @Test func threeQuartersOfTheSamplesMustBeAcceleratingInSeismicsIntegerArithmetic() {
        // Four samples over 300 ms: (4 >> 1) + (4 >> 2) = 3 must be accelerating.
        #expect(Self.shakes([Self.calm, Self.strong, Self.strong, Self.strong], every: 100) == [300])
        // Two of four is not enough; at five samples three are, (5 >> 1) + (5 >> 2) = 3.
        #expect(Self.shakes([Self.strong, Self.calm, Self.strong, Self.calm, Self.strong], every: 100) == [400])
        // Seven samples need four: three strong in seven stay quiet.
        #expect(Self.shakes([Self.strong, Self.calm, Self.calm, Self.strong, Self.calm, Self.calm, Self.strong], every: 100).isEmpty)
    }

    @Test func theSamplesMustSpanAQuarterOfASecond() {
        // At 100 Hz every sample is strong, but 240 ms is too short a span; 250 ms is enough.
        #expect(Self.shakes(Array(repeating: Self.strong, count: 25), every: 10).isEmpty)
        #expect(Self.shakes(Array(repeating: Self.strong, count: 26), every: 10) == [250])
    }

    @Test func aShakeEmptiesTheQueueSoShakingGoesOnReportingEveryQuarterSecondAndMore() {
        // At 10 Hz the queue needs four new samples (300 ms) after each shake.
        #expect(Self.shakes(Array(repeating: Self.strong, count: 12), every: 100) == [300, 700, 1100])
    }

    @Test func keepsTheLastHalfSecondButNeverFewerThanFourSamples() {
        var fast = SeismicShakeDetector()
        for index in 0..<200 { _ = fast.process(AccelerationSample(timestamp: .milliseconds(Double(index) * 10), acceleration: Self.calm)) }
        #expect(fast.keptSamples == 51, "1490...1990 ms at 100 Hz, both ends kept")
        var slow = SeismicShakeDetector()
        for index in 0..<10 { _ = slow.process(AccelerationSample(timestamp: .seconds(Double(index)), acceleration: Self.calm)) }
        #expect(slow.keptSamples == 4, "a second apart, still four samples")
        // Three samples a second apart span two seconds, and (3 >> 1) + (3 >> 2) = 1 of them
        // accelerating is a shake: seismic's arithmetic at rates too low for its window.
        #expect(Self.shakes([Self.calm, Self.calm, Self.strong, Self.calm], every: 1000) == [2000])
    }

    @Test func oldSamplesLeaveTheCountWithThem() {
        // Strong for 400 ms, then calm: once the strong samples are older than 0.5 s they no
        // longer count, and a lone strong sample among calm ones makes no shake.
        let readings = Array(repeating: Self.calm, count: 4) + [Self.strong, Self.strong]
            + Array(repeating: Self.calm, count: 10) + [Self.strong, Self.calm, Self.strong]
        #expect(Self.shakes(readings, every: 100).isEmpty)
    }
}
