import GadgetBase
import Hardware

/// An outside yardstick for Gadget's shake detector, used only by the evaluation: the rule of
/// Square's open-source Android shake detector "seismic", as its documentation and source
/// describe it, written here from that description. Gadget never uses it to recognize
/// anything; it answers "would a widely used, very simple detector have done better on this
/// recording?".
///
/// The rule: a sample is *accelerating* when the total acceleration's magnitude (gravity
/// included, as a phone reports it) is above `threshold` (13 m/s², seismic's medium
/// sensitivity). The samples of the last `window` are kept, but never fewer than
/// `minimumSamples`. When the kept samples span at least `minimumSpan` and at least three
/// quarters of them (`(n >> 1) + (n >> 2)`, seismic's integer arithmetic) are accelerating,
/// that is a shake, and the queue starts over empty: one shake per burst of shaking.
/// There is no gravity filter, no direction and no ending; a shake is an instant.
public struct SeismicShakeDetector: Sendable {
    /// 13 m/s² in g (1.3256 g).
    public static let threshold = 13.0 / 9.80665
    public static let window = Duration.milliseconds(500)
    public static let minimumSpan = Duration.milliseconds(250)
    public static let minimumSamples = 4

    private var queue: [(time: Instant, accelerating: Bool)] = []
    /// Where the queue really starts: old samples are skipped, not moved.
    private var oldest = 0
    private var acceleratingCount = 0

    public init() {}

    /// How many samples are kept now (for tests of the window).
    public var keptSamples: Int { queue.count - oldest }

    /// Takes one sample; true when it completes a shake.
    public mutating func process(_ sample: AccelerationSample) -> Bool {
        let a = sample.acceleration
        let accelerating = a.x * a.x + a.y * a.y + a.z * a.z > Self.threshold * Self.threshold
        // Old samples go first, then the new one joins, so at least `minimumSamples` are kept
        // including the newest.
        let cutoff = sample.timestamp + (Duration.zero - Self.window)
        while keptSamples >= Self.minimumSamples, queue[oldest].time < cutoff {
            if queue[oldest].accelerating { acceleratingCount -= 1 }
            oldest += 1
        }
        if oldest > 256 { queue.removeFirst(oldest); oldest = 0 }
        queue.append((sample.timestamp, accelerating))
        if accelerating { acceleratingCount += 1 }

        let count = keptSamples
        guard sample.timestamp - queue[oldest].time >= Self.minimumSpan,
              acceleratingCount >= (count >> 1) + (count >> 2) else { return false }
        queue.removeAll(keepingCapacity: true)
        oldest = 0
        acceleratingCount = 0
        return true
    }
}
