import GadgetBase
import Hardware

/// How hard, how fast and how long a movement must be to count as a shake. Every timing
/// is a duration, never a sample count, so the same settings hold at any sample rate.
///
/// The values of the presets were chosen on real people's recordings (shakes, pick-ups and
/// phones carried in pockets; datasets/README.md has the figures and how they were picked),
/// then checked on the generated sets.
public struct ShakeSettings: Sendable, Hashable {
    /// How quickly the gravity estimate follows a new orientation. Much longer than a shake's
    /// period (so shaking hardly moves it), short enough to settle soon after a tilt.
    public var gravityTimeConstant: Duration
    /// Movement (acceleration beyond gravity, in g) that makes a swing.
    public var swingThreshold: Double
    /// Reversals closer than this are vibration or a knock ringing, not a hand.
    public var minimumSwingInterval: Duration
    /// Swings further apart than this are too slow for a shake (walking, swaying): the series restarts.
    public var maximumSwingInterval: Duration
    /// Direction reversals a shake needs at least.
    public var requiredReversals: Int
    /// ... and their strength added up (g): each reversal adds the weaker of its two swings'
    /// peaks, so a few hard swings or more gentle ones both get there.
    public var requiredStrength: Double
    /// The board is calm while its movement, averaged over about a quarter of a second, is
    /// below this (g). A hand shakes a board it held still; a walk or a run is never calm.
    public var calmThreshold: Double
    /// A shake must begin within this long of the board's last calm moment.
    public var beginWithin: Duration
    /// Movement below this (in g) counts as being still.
    public var quietThreshold: Double
    /// Stillness this long ends a shake.
    public var quietPeriod: Duration
    /// With no reversal for this long the hand has stopped shaking, even if the board still
    /// moves (walking on afterwards).
    public var endWithoutReversal: Duration
    /// A shake still going after this long is cancelled, as UIKit cancels an overlong motion.
    public var maximumDuration: Duration
    /// Gravity-free input only: the reading (g) that counts towards a burst.
    public var burstThreshold: Double
    /// ... and the share of the recent time (`burstWindow`) it must be above it.
    public var burstShare: Double
    /// The time constant of the burst's window.
    public var burstWindow: Duration
    /// A burst that starts while the board already moves this much (mean reading over about a
    /// quarter of a second, g) is a gait.
    public var burstBusyLimit: Double
    /// A burst must begin within this long of the strong movement starting.
    public var burstBeginWithin: Duration

    public init(
        gravityTimeConstant: Duration = .milliseconds(500),
        swingThreshold: Double = 0.4,
        minimumSwingInterval: Duration = .milliseconds(40),
        maximumSwingInterval: Duration = .milliseconds(250),
        requiredReversals: Int = 2,
        requiredStrength: Double = 2.0,
        calmThreshold: Double = 0.1,
        beginWithin: Duration = .milliseconds(1500),
        quietThreshold: Double = 0.3,
        quietPeriod: Duration = .milliseconds(300),
        endWithoutReversal: Duration = .milliseconds(600),
        maximumDuration: Duration = .seconds(4),
        burstThreshold: Double = 1.3,
        burstShare: Double = 0.4,
        burstWindow: Duration = .milliseconds(250),
        burstBusyLimit: Double = 1.5,
        burstBeginWithin: Duration = .seconds(1)
    ) {
        self.gravityTimeConstant = gravityTimeConstant
        self.swingThreshold = swingThreshold
        self.minimumSwingInterval = minimumSwingInterval
        self.maximumSwingInterval = maximumSwingInterval
        self.requiredReversals = requiredReversals
        self.requiredStrength = requiredStrength
        self.calmThreshold = calmThreshold
        self.beginWithin = beginWithin
        self.quietThreshold = quietThreshold
        self.quietPeriod = quietPeriod
        self.endWithoutReversal = endWithoutReversal
        self.maximumDuration = maximumDuration
        self.burstThreshold = burstThreshold
        self.burstShare = burstShare
        self.burstWindow = burstWindow
        self.burstBusyLimit = burstBusyLimit
        self.burstBeginWithin = burstBeginWithin
    }

    /// Smaller swings add up: for small hands and heavy boards. Not for pockets.
    public static let gentle = ShakeSettings(
        swingThreshold: 0.3, requiredStrength: 1.4, calmThreshold: 0.12, quietThreshold: 0.25, burstThreshold: 1.0)

    /// A deliberate shake from a board held still: two reversals of swings of 0.4 g or more,
    /// at 2 Hz or faster, adding up to 2 g.
    public static let normal = ShakeSettings()

    /// A vigorous shake only: three reversals of swings of 1.2 g or more, adding up to 4.5 g.
    public static let firm = ShakeSettings(
        swingThreshold: 1.2, requiredReversals: 3, requiredStrength: 4.5, quietThreshold: 0.4, burstThreshold: 1.8)

    public static let presetNames = ["gentle", "normal", "firm"]

    /// The preset with this name (any letter case), for board profiles and the command line.
    public static func preset(named name: String) -> ShakeSettings? {
        switch name.lowercased() {
        case "gentle": .gentle
        case "normal": .normal
        case "firm": .firm
        default: nil
        }
    }
}
