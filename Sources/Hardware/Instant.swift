import GadgetBase
/// A point on a monotonic timeline, in nanoseconds from an arbitrary origin.
///
/// Every timestamp in Gadget is an `Instant`: kernel event timestamps, sensor samples, timers.
/// Wall-clock dates only appear where a person reads them (records, chat dates).
public struct Instant: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var nanoseconds: Int64

    public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

    public static let zero = Instant(nanoseconds: 0)

    public static func milliseconds(_ ms: Double) -> Instant { Instant(nanoseconds: Int64((ms * 1_000_000).rounded())) }
    public static func seconds(_ s: Double) -> Instant { Instant(nanoseconds: Int64((s * 1_000_000_000).rounded())) }

    public var milliseconds: Double { Double(nanoseconds) / 1_000_000 }
    public var seconds: Double { Double(nanoseconds) / 1_000_000_000 }

    public func advanced(by duration: Duration) -> Instant {
        Instant(nanoseconds: nanoseconds + duration.nanoseconds)
    }

    public func duration(since earlier: Instant) -> Duration {
        .nanoseconds(nanoseconds - earlier.nanoseconds)
    }

    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
    public static func + (lhs: Instant, rhs: Duration) -> Instant { lhs.advanced(by: rhs) }
    public static func - (lhs: Instant, rhs: Instant) -> Duration { lhs.duration(since: rhs) }

    public var description: String { "\(milliseconds)ms" }
}

extension Duration {
    /// The whole duration in nanoseconds (saturating at Int64's range).
    public var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds &* 1_000_000_000 &+ attoseconds / 1_000_000_000
    }

    public var seconds: Double { Double(nanoseconds) / 1_000_000_000 }
    public var milliseconds: Double { Double(nanoseconds) / 1_000_000 }
}
