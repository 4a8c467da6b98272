import GadgetBase
import Hardware

/// When each sample of an accelerometer read was taken: what the live pipeline feeds its
/// detectors and what `gadget sense record` writes, so a recording replays as it was sensed.
public struct SampleTimeline: Sendable {
    /// One sample period at the chip's rate.
    public let interval: Duration
    /// When the newest sample so far was taken (a FIFO's next batch continues after it).
    private var lastSampleTime: Instant?

    public init(sampleRate: Double) {
        interval = .nanoseconds(Int64(1_000_000_000 / max(1, sampleRate)))
    }

    /// When each of `count` samples read at `now` was taken, oldest first. Without a FIFO the one
    /// sample is the chip's latest: now. A FIFO's batch continues from the previous batch at the
    /// chip's rate (the chip's clock, not the timer's wake-up, spaced them), squeezed to fit if
    /// that would run past now; after a gap (sleep, overflow, a fault) it ends at now.
    public mutating func timestamps(count: Int, readAt now: Instant, fromFIFO: Bool) -> [Instant] {
        guard count > 0 else { return [] }
        var spacing = interval
        var newest = now
        if fromFIFO, let last = lastSampleTime, last < now, now - last <= interval * (count + 1) {
            let continued = last + interval * count
            if continued <= now { newest = continued } else { spacing = (now - last) / count }
        }
        lastSampleTime = newest
        return (0..<count).map { (index: Int) -> Instant in
            let age: Duration = spacing * (count - 1 - index)
            return newest.advanced(by: .zero - age)
        }
    }
}
