import GadgetBase
import Hardware

/// What a simulated accelerometer feels: the specific force on the board at any instant,
/// in g, gravity included (a board lying face up reads +1 g on z), in the board's frame.
///
/// Sources are continuous functions of time rather than sample streams, so one motion
/// can be read by a chip at any sample rate and give the same physical movement.
public protocol MotionSource: AnyObject {
    func acceleration(at instant: Instant) -> Vector3
}

/// Replays a recorded motion (see Sensing's `AccelerometerCSV` for the file format),
/// interpolating linearly between samples and holding the first and last readings
/// before and after the recording.
public final class CSVMotion: MotionSource {
    public let samples: [AccelerationSample]

    /// Nil when there is nothing to replay.
    public init?(samples: [AccelerationSample]) {
        guard !samples.isEmpty else { return nil }
        // A stable sort keeps the file's order among equal timestamps.
        self.samples = samples.enumerated()
            .sorted { ($0.element.timestamp, $0.offset) < ($1.element.timestamp, $1.offset) }
            .map(\.element)
    }

    /// When the recording ends.
    public var endTime: Instant { samples[samples.count - 1].timestamp }

    public func acceleration(at instant: Instant) -> Vector3 {
        guard let first = samples.first, let last = samples.last else { return .zero }
        if instant <= first.timestamp { return first.acceleration }
        if instant >= last.timestamp { return last.acceleration }
        // The first sample strictly after `instant`; it exists and is not the first one.
        var low = 0, high = samples.count - 1
        while low < high {
            let middle = (low + high) / 2
            if samples[middle].timestamp <= instant { low = middle + 1 } else { high = middle }
        }
        let before = samples[low - 1], after = samples[low]
        let span = Double((after.timestamp - before.timestamp).nanoseconds)
        let fraction = span > 0 ? Double((instant - before.timestamp).nanoseconds) / span : 1
        return before.acceleration + (after.acceleration - before.acceleration) * fraction
    }
}
