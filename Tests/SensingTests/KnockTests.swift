import GadgetBase
import Hardware
import Sensing
import Simulation
import Testing

@Suite struct KnockTests {
    /// Taps on a board lying on a table, read by a chip that low-passes below half its rate.
    func onTable(taps: [Double], rate: Double = 400, seconds: Double = 4) -> [(count: Int, at: Instant)] {
        var random = MotionRandom(seed: 5)
        let overlays = taps.map { CaseTap(at: $0, direction: Vector3(x: 0, y: 0, z: -1), amplitude: 2, width: 0.005,
                                          ringFrequency: 120, ringDecay: 0.008, handGive: 0) }
        let motion = EpisodeMotion(startingIn: .identity, episodes: [Stillness(duration: seconds, handTremor: 0, random: &random)],
                                   overlays: overlays)
        let samples = SensorModel(rate: rate, noise: 0.005).record(motion, duration: seconds, random: &random)
        var detector = SoftwareKnockDetector()
        var found: [(Int, Instant)] = []
        for sample in samples {
            for case .knock(let count) in detector.process(sample) { found.append((count, sample.timestamp)) }
        }
        for case .knock(let count) in detector.advance(to: .seconds(seconds + 1)) { found.append((count, .seconds(seconds + 1))) }
        return found
    }

    @Test(arguments: [100.0, 400, 1000])
    func aSingleTapIsOneKnockAfterTheDoubleTapWindow(rate: Double) {
        let found = onTable(taps: [1.0], rate: rate)
        #expect(found.map(\.count) == [1])
        if let first = found.first { #expect(first.at >= .seconds(1.45) && first.at <= .seconds(1.6)) }
    }

    @Test(arguments: [100.0, 400, 1000])
    func aDoubleTapIsOneDoubleKnockAndNoSingle(rate: Double) {
        let found = onTable(taps: [1.0, 1.25], rate: rate)
        #expect(found.map(\.count) == [2])
    }

    @Test func aKnockTellsWhenItsFirstTapBegan() {
        var random = MotionRandom(seed: 5)
        let overlays = [1.0, 1.25, 2.5].map {
            CaseTap(at: $0, direction: Vector3(x: 0, y: 0, z: -1), amplitude: 2, width: 0.005,
                    ringFrequency: 120, ringDecay: 0.008, handGive: 0)
        }
        let motion = EpisodeMotion(startingIn: .identity, episodes: [Stillness(duration: 4, handTremor: 0, random: &random)],
                                   overlays: overlays)
        var detector = SoftwareKnockDetector()
        var starts: [Double] = []
        for sample in SensorModel(rate: 400, noise: 0.005).record(motion, duration: 4, random: &random)
        where !detector.process(sample).isEmpty {
            starts.append(detector.lastKnockStart?.seconds ?? -1)
        }
        if !detector.advance(to: .seconds(5)).isEmpty { starts.append(detector.lastKnockStart?.seconds ?? -1) }
        #expect(starts.count == 2)
        for (found, tap) in zip(starts, [1.0, 2.5]) { #expect(abs(found - tap) < 0.01, "found \(found) s for the tap at \(tap) s") }
    }

    @Test func tapsFarApartAreSeparateKnocks() {
        #expect(onTable(taps: [0.5, 1.5, 2.5]).map(\.count) == [1, 1, 1])
    }

    @Test func belowTheMinimumRateNothingIsClaimed() {
        #expect(onTable(taps: [1.0, 2.0], rate: 50).isEmpty)
    }

    @Test func walkingPickingUpAndPuttingDownAreNotKnocks() {
        for activity in [MotionActivity.walkHand, .runHand, .pickUpPutDown, .shake] {
            for seed in 1...3 {
                let recording = MotionScenarios.make(activity, seed: UInt64(seed) * 101, rate: 400)
                var detector = SoftwareKnockDetector()
                var count = 0
                for sample in recording.samples { count += detector.process(sample).count }
                #expect(count == 0, "\(activity) seed \(seed)")
            }
        }
    }

    @Test func aChipsSingleThenDoubleFlagIsOneDoubleKnock() {
        var source = ChipKnockSource()
        #expect(source.chipReported(ChipTapReport(timestamp: .seconds(1), isDoubleTap: false)).isEmpty)
        #expect(source.nextDeadline == .seconds(1.45))
        #expect(source.chipReported(ChipTapReport(timestamp: .seconds(1.2), isDoubleTap: true)) == [.knock(count: 2)])
        #expect(source.advance(to: .seconds(5)).isEmpty)
        #expect(source.chipReported(ChipTapReport(timestamp: .seconds(6), isDoubleTap: false)).isEmpty)
        #expect(source.advance(to: .seconds(6.5)) == [.knock(count: 1)])
    }

    @Test func bothSourcesAreKnockSources() {
        var sources: [any KnockSource] = [SoftwareKnockDetector(), ChipKnockSource()]
        for index in sources.indices {
            _ = sources[index].process(AccelerationSample(timestamp: .zero, acceleration: Vector3(x: 0, y: 0, z: 1)))
            #expect(sources[index].nextDeadline == nil)
        }
        #expect(KnockSourceKind(rawValue: "chip") == .chip)
    }
}
