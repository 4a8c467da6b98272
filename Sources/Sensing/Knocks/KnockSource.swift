import GadgetBase
import Hardware

/// Where taps on the board's case come from. The software detector reads accelerometer
/// samples; a chip with its own tap engine (ADXL345, LIS3DH) reports taps itself, and its
/// driver feeds `ChipKnockSource`. Either way the runtime sees `.knock(count:)` events, a
/// double tap never also delivered as its first single tap.
public protocol KnockSource {
    /// Takes one accelerometer sample; returns the knocks it completes.
    mutating func process(_ sample: AccelerationSample) -> [InputEvent]
    /// Lets time pass: a single tap is delivered once no second tap can follow.
    mutating func advance(to now: Instant) -> [InputEvent]
    /// When `advance(to:)` next has something to deliver.
    var nextDeadline: Instant? { get }
}

/// What a board profile names as its knock source.
public enum KnockSourceKind: String, Sendable, CaseIterable {
    /// `SoftwareKnockDetector` over the accelerometer's samples (needs 100 Hz or more).
    case software
    /// The accelerometer chip's own tap engine, read by its driver.
    case chip
    /// No knocks.
    case off
}

/// One report from a chip's tap engine, as its interrupt source register gives it.
public struct ChipTapReport: Sendable, Hashable {
    public var timestamp: Instant
    /// The chip's double-tap flag (set on the second tap of a pair).
    public var isDoubleTap: Bool
    public init(timestamp: Instant, isDoubleTap: Bool) { self.timestamp = timestamp; self.isDoubleTap = isDoubleTap }
}

/// Knocks from a chip's tap engine. Chips flag the first tap of a pair as a single tap before
/// flagging the double, so a single is held for `doubleTapWindow` and dropped if the double comes.
public struct ChipKnockSource: KnockSource, Sendable {
    public var doubleTapWindow: Duration
    private var pendingSingle: Instant?

    public init(doubleTapWindow: Duration = .milliseconds(450)) { self.doubleTapWindow = doubleTapWindow }

    public mutating func chipReported(_ report: ChipTapReport) -> [InputEvent] {
        var events = advance(to: report.timestamp)
        if report.isDoubleTap {
            pendingSingle = nil
            events.append(.knock(count: 2))
        } else {
            pendingSingle = report.timestamp + doubleTapWindow
        }
        return events
    }

    /// The chip does the detecting; samples are not needed.
    public mutating func process(_ sample: AccelerationSample) -> [InputEvent] { advance(to: sample.timestamp) }

    public mutating func advance(to now: Instant) -> [InputEvent] {
        guard let due = pendingSingle, now >= due else { return [] }
        pendingSingle = nil
        return [.knock(count: 1)]
    }

    public var nextDeadline: Instant? { pendingSingle }
}
