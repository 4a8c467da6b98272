/// Which of the chip's own detectors drive its interrupt pin. With a pin wired to a GPIO line,
/// the runtime can sleep until the chip raises it instead of polling.
public struct InterruptSettings: Sendable, Hashable {
    public var motion: MotionDetection?
    public var taps: TapDetection?
    /// The pin is driven low on an event (for a line with a pull-up); otherwise high.
    public var activeLow: Bool

    public init(motion: MotionDetection? = nil, taps: TapDetection? = nil, activeLow: Bool = false) {
        self.motion = motion; self.taps = taps; self.activeLow = activeLow
    }

    /// Wake on a firm nudge: `wakeThreshold` (0.1 g) beyond the resting reading for 20 ms.
    public static let wakeOnMotion = InterruptSettings(motion: MotionDetection(threshold: wakeThreshold, duration: .milliseconds(20)))
    /// The acceleration, in g beyond rest, that wakes a sleeping board.
    public static let wakeThreshold = 0.1
}

/// The board moved: acceleration, with gravity filtered out, beyond `threshold` g on any axis
/// for at least `duration`.
public struct MotionDetection: Sendable, Hashable {
    public var threshold: Double
    public var duration: Duration
    public init(threshold: Double, duration: Duration) { self.threshold = threshold; self.duration = duration }
}

/// A knock on the case: a spike beyond `threshold` g that is over within `maximumDuration`;
/// with `doubleTap`, a second one that starts after `latency` and within `window`.
public struct TapDetection: Sendable, Hashable {
    public var threshold: Double
    public var maximumDuration: Duration
    public var doubleTap: DoubleTap?

    public struct DoubleTap: Sendable, Hashable {
        public var latency: Duration
        public var window: Duration
        public init(latency: Duration, window: Duration) { self.latency = latency; self.window = window }
    }

    public init(threshold: Double, maximumDuration: Duration, doubleTap: DoubleTap? = nil) {
        self.threshold = threshold; self.maximumDuration = maximumDuration; self.doubleTap = doubleTap
    }

    /// Knuckle raps: 2 g, shorter than 30 ms, a second one 40 ms to 300 ms later.
    public static let knocks = TapDetection(
        threshold: 2, maximumDuration: .milliseconds(30),
        doubleTap: DoubleTap(latency: .milliseconds(40), window: .milliseconds(250)))
}

/// What the chip's detectors latched since they were last read.
public struct AccelerometerEvents: OptionSet, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let motion = AccelerometerEvents(rawValue: 1 << 0)
    public static let singleTap = AccelerometerEvents(rawValue: 1 << 1)
    public static let doubleTap = AccelerometerEvents(rawValue: 1 << 2)
    /// The FIFO filled up and lost samples.
    public static let overflow = AccelerometerEvents(rawValue: 1 << 3)

    public var description: String {
        let names: [(AccelerometerEvents, String)] = [(.motion, "motion"), (.singleTap, "single tap"),
                                                      (.doubleTap, "double tap"), (.overflow, "overflow")]
        let present = names.filter { contains($0.0) }.map(\.1)
        return present.isEmpty ? "none" : present.joined(separator: ", ")
    }
}

/// Register value for a physical quantity: `value / step`, rounded, held within `limit`,
/// and at least 1 so a tiny request never turns a detector off.
func registerSteps(_ value: Double, step: Double, limit: Int) -> UInt8 {
    guard value.isFinite, step > 0 else { return 1 }
    return UInt8(max(1, min(Double(limit), (value / step).rounded())))
}

extension AccelerometerDriver {
    /// Arms the motion interrupt that wakes a sleeping runtime, leaving the pin released. What
    /// the detectors latched while the runtime was awake is read away first: enabling an
    /// interrupt whose event is still latched raises the pin at once, an edge that would wake the
    /// runtime for nothing. Read again after, so a pin left active by the setting up is released
    /// (motion latched meanwhile has already made its edge, which wakes the runtime as it should).
    public func armMotionWake() throws(DriverError) {
        _ = try readInterruptEvents()
        try configureInterrupts(.wakeOnMotion)
        _ = try readInterruptEvents()
    }
}
