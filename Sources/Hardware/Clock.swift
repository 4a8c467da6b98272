import GadgetBase
import Foundation

/// The source of time for everything in Gadget. Injected everywhere, so a test clock
/// makes timers, animations and sensor sampling deterministic.
public protocol GadgetClock: Sendable {
    /// Monotonic time: never jumps backwards, not affected by NTP.
    func now() -> Instant
    /// Calendar time, for the few things a person reads as a date (records, message dates).
    func wallTime() -> Date
}

/// The real clock: CLOCK_MONOTONIC for instants (the same base the kernel uses for
/// GPIO and input event timestamps), the system clock for dates.
public struct SystemClock: GadgetClock {
    public init() {}

    public func now() -> Instant {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Instant(nanoseconds: Int64(spec.tv_sec) * 1_000_000_000 + Int64(spec.tv_nsec))
    }

    public func wallTime() -> Date { Date() }
}
