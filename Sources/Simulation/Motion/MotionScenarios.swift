import Foundation
import GadgetBase
import Hardware

/// How hard a person shook the board, by peak acceleration: what each shake preset is meant
/// to catch (gentle catches all three, firm only firm ones).
public enum ShakeStrength: String, Sendable, CaseIterable, Comparable {
    case gentle, normal, firm

    public static func < (a: ShakeStrength, b: ShakeStrength) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// Peak acceleration ranges in g.
    var peakRange: ClosedRange<Double> {
        switch self {
        case .gentle: 0.9...1.4
        case .normal: 1.4...2.6
        case .firm: 2.6...4.5
        }
    }
}

/// What a generated recording shows, for the labels.
public enum MotionActivity: String, Sendable, CaseIterable {
    case shake, longShake, walkThenShake
    case walkHand, walkPocket, runHand, runPocket, stairsHand, stairsPocket
    case pickUpPutDown, tableKnocks, caseTaps

    public var isLocomotion: Bool { [.walkHand, .walkPocket, .runHand, .runPocket, .stairsHand, .stairsPocket].contains(self) }
}

public struct LabelledShake: Sendable, Hashable {
    public var start: Instant, end: Instant
    public var strength: ShakeStrength
    /// Longer than any preset allows: the expected outcome is began, then cancelled.
    public var overlong: Bool
}

public struct LabelledKnock: Sendable, Hashable {
    /// The first tap's time, and how many taps in the group (1 or 2).
    public var time: Instant
    public var count: Int
}

/// One generated recording and what really happened in it.
public struct LabelledRecording: Sendable {
    public var activity: MotionActivity
    public var samples: [AccelerationSample]
    public var shakes: [LabelledShake]
    public var knocks: [LabelledKnock]
    public var sensor: SensorModel
    /// A line on how it was made (carry, pace, strength...), for the labels file.
    public var notes: String
    public var duration: Double
}

/// Builds labelled accelerometer recordings of people handling a board, for test sets.
/// The same activity and seed always give the same recording.
public enum MotionScenarios {
    public static func make(_ activity: MotionActivity, seed: UInt64, rate: Double? = nil) -> LabelledRecording {
        var random = MotionRandom(seed: seed ^ UInt64(truncatingIfNeeded: activity.rawValue.hashValueStable))
        var builder = ScenarioBuilder(random: random.fork())
        switch activity {
        case .shake: builder.shakeSession(count: random.chance(0.2) ? 2 : 1, overlong: false)
        case .longShake: builder.shakeSession(count: 1, overlong: true)
        case .walkThenShake: builder.walkThenShake()
        case .walkHand: builder.gait(.walking, .hand)
        case .walkPocket: builder.gait(.walking, .pocket)
        case .runHand: builder.gait(.running, .hand)
        case .runPocket: builder.gait(.running, .pocket)
        case .stairsHand: builder.gait(random.chance(0.5) ? .stairsUp : .stairsDown, .hand)
        case .stairsPocket: builder.gait(random.chance(0.5) ? .stairsUp : .stairsDown, .pocket)
        case .pickUpPutDown: builder.pickUpsAndPutDowns()
        case .tableKnocks: builder.tableKnocks()
        case .caseTaps: builder.caseTaps()
        }
        let chosenRate = rate ?? builder.defaultRate(for: activity)
        let gravityFree = activity != .caseTaps && random.chance(0.2)
        let sensor = SensorModel.random(rate: chosenRate, gravityFree: gravityFree, random: &random)
        let motion = EpisodeMotion(startingIn: builder.start, episodes: builder.episodes, overlays: builder.overlays)
        let samples = sensor.record(motion, duration: motion.duration, random: &random)
        return LabelledRecording(activity: activity, samples: samples, shakes: builder.shakes, knocks: builder.knocks,
                                 sensor: sensor, notes: builder.notes.joined(separator: "; "), duration: motion.duration)
    }
}

extension String {
    /// A hash that does not change between runs (Swift's `hashValue` is seeded per process).
    var hashValueStable: UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }
}
