import Hardware

/// How hard, how fast and how long a movement must be to count as a shake. Every timing
/// is a duration, never a sample count, so the same settings hold at any sample rate.
public struct ShakeSettings: Sendable, Hashable {
    /// How quickly the gravity estimate follows a new orientation. Much longer than a shake's
    /// period (so shaking hardly moves it), short enough to settle soon after a tilt.
    public var gravityTimeConstant: Duration
    /// Movement (acceleration beyond gravity, in g) a swing must reach to count.
    public var swingThreshold: Double
    /// Direction reversals between swings needed before the shake begins.
    public var requiredReversals: Int
    /// Reversals closer than this are vibration or a knock ringing, not a hand.
    public var minimumSwingInterval: Duration
    /// Swings further apart than this are too slow for a shake (walking, swaying): the count restarts.
    public var maximumSwingInterval: Duration
    /// Movement below this (in g) counts as being still.
    public var quietThreshold: Double
    /// Stillness this long ends a shake.
    public var quietPeriod: Duration
    /// A shake still going after this long is cancelled, as UIKit cancels an overlong motion.
    public var maximumDuration: Duration
    /// The weaker of two reversing swings must reach this share of the stronger: a hand pushes
    /// both ways alike, a footstep is a hard jolt up and a soft fall.
    public var minimumSwingBalance: Double
    /// A swing mostly downwards counts only beyond this many g: anything carried by a walking or
    /// running body falls at most at 1 g, only a hand pulls it down faster.
    public var freeFallLimit: Double
    /// The shorter of two consecutive half-swings must last at least this share of the longer
    /// (give or take a sample): a hand swings in an even rhythm, a runner's foot is down
    /// briefly and in the air for long.
    public var minimumEvenness: Double
    /// Each reversal must run along the series' line: the cosine of the largest angle allowed.
    public var minimumAxisAgreement: Double
    /// Strong movement that starts while the board is already moving this much (root mean
    /// square movement over about the last second, in g) is a gait, not a shake: people stop
    /// running before they shake what they carry.
    public var busyLimit: Double
    /// A shake must begin within this long of the board starting to move strongly (after half
    /// a second without a strong swing): a hand gets into its rhythm at once, while a walk or
    /// a run goes on long after its first steps.
    public var beginWithin: Duration
    /// With no reversal for this long the hand has stopped shaking, even if the board still
    /// moves (walking on afterwards).
    public var endWithoutReversal: Duration
    /// Swings down to this share of `swingThreshold` still count in a series: a hand's return
    /// stroke is often weaker than its push, and a shake builds up and fades.
    public var weakSwingShare: Double
    /// How many swings of a series must reach `swingThreshold` itself before the shake begins.
    public var requiredStrongSwings: Int
    /// Fewer reversals that are enough when the board has not been near free fall lately
    /// (all of them reaching `swingThreshold`): a runner's board drops below
    /// `nearFreeFallMagnitude` for a stretch every stride, a shaking hand's hardly ever does.
    public var reversalsWithoutFreeFall: Int
    /// Total acceleration (gravity included, in g) below which the board is near free fall.
    public var nearFreeFallMagnitude: Double
    /// How long the board must stay near free fall for the stretch to count as a runner's flight.
    public var nearFreeFallStretch: Duration
    /// How long after such a stretch `reversalsWithoutFreeFall` is not enough.
    public var nearFreeFallMemory: Duration
    /// Gravity-free input only: movement (g) that counts towards a burst.
    public var burstThreshold: Double
    /// ... and the share of the recent time (`burstWindow`) it must be above it.
    public var burstShare: Double
    /// The time constant of the burst's window.
    public var burstWindow: Duration
    /// A burst that starts while the board already moves this much (root mean square, g) is a gait.
    public var burstBusyLimit: Double
    /// A burst must begin within this long of the strong movement starting.
    public var burstBeginWithin: Duration

    public init(
        gravityTimeConstant: Duration = .milliseconds(500),
        swingThreshold: Double = 1.0,
        requiredReversals: Int = 3,
        minimumSwingInterval: Duration = .milliseconds(40),
        maximumSwingInterval: Duration = .milliseconds(220),
        quietThreshold: Double = 0.3,
        quietPeriod: Duration = .milliseconds(300),
        maximumDuration: Duration = .seconds(4),
        minimumSwingBalance: Double = 0.4,
        freeFallLimit: Double = 1.25,
        minimumEvenness: Double = 0.5,
        minimumAxisAgreement: Double = 0.7,
        busyLimit: Double = 0.7,
        beginWithin: Duration = .seconds(2),
        endWithoutReversal: Duration = .milliseconds(600),
        weakSwingShare: Double = 0.7,
        requiredStrongSwings: Int = 3,
        reversalsWithoutFreeFall: Int = 2,
        nearFreeFallMagnitude: Double = 0.7,
        nearFreeFallStretch: Duration = .milliseconds(40),
        nearFreeFallMemory: Duration = .milliseconds(1500),
        burstThreshold: Double = 1.3,
        burstShare: Double = 0.4,
        burstWindow: Duration = .milliseconds(250),
        burstBusyLimit: Double = 1.5,
        burstBeginWithin: Duration = .seconds(1)
    ) {
        self.gravityTimeConstant = gravityTimeConstant
        self.swingThreshold = swingThreshold
        self.requiredReversals = requiredReversals
        self.minimumSwingInterval = minimumSwingInterval
        self.maximumSwingInterval = maximumSwingInterval
        self.quietThreshold = quietThreshold
        self.quietPeriod = quietPeriod
        self.maximumDuration = maximumDuration
        self.minimumSwingBalance = minimumSwingBalance
        self.freeFallLimit = freeFallLimit
        self.minimumEvenness = minimumEvenness
        self.minimumAxisAgreement = minimumAxisAgreement
        self.busyLimit = busyLimit
        self.beginWithin = beginWithin
        self.endWithoutReversal = endWithoutReversal
        self.weakSwingShare = weakSwingShare
        self.requiredStrongSwings = requiredStrongSwings
        self.reversalsWithoutFreeFall = reversalsWithoutFreeFall
        self.nearFreeFallMagnitude = nearFreeFallMagnitude
        self.nearFreeFallStretch = nearFreeFallStretch
        self.nearFreeFallMemory = nearFreeFallMemory
        self.burstThreshold = burstThreshold
        self.burstShare = burstShare
        self.burstWindow = burstWindow
        self.burstBusyLimit = burstBusyLimit
        self.burstBeginWithin = burstBeginWithin
    }

    /// Three reversals of 0.75 g or more at about 2 Hz or faster: for small hands and heavy boards.
    /// Never two: swings this gentle come from walkers' pockets too.
    public static let gentle = ShakeSettings(
        swingThreshold: 0.75, requiredReversals: 3, maximumSwingInterval: .milliseconds(260), quietThreshold: 0.25,
        reversalsWithoutFreeFall: 3, burstThreshold: 1.0)

    /// A deliberate shake: three reversals of 1 g or more at about 2.3 Hz or faster (two, all
    /// strong, when the board has not been near free fall for 1.5 s).
    public static let normal = ShakeSettings()

    /// A vigorous shake only: four reversals of 1.6 g or more, at 2.5 Hz or faster.
    public static let firm = ShakeSettings(
        swingThreshold: 1.6, requiredReversals: 4, maximumSwingInterval: .milliseconds(200), quietThreshold: 0.4,
        burstThreshold: 1.8)

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
