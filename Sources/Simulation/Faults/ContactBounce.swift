import Foundation
import GadgetBase
import Hardware

/// The edges a mechanical push button really makes: when its contacts close or open they
/// chatter for a moment before settling, and each chatter is an edge the GPIO hardware sees.
///
/// Timing follows Jack Ganssle's measurements of 18 common switches ("A Guide to Debouncing",
/// 2004, updated 2008): bounce lasted 1.6 ms on average and at most 6.2 ms (leaving aside two
/// switches that misbehaved far longer), with pulses down to well under a microsecond and most
/// transitions tens to hundreds of microseconds apart; opening usually bounced less than closing.
/// The model draws each bounce's length from that range (mean about 1.6 ms, capped at 6.2 ms)
/// and the gaps between its edges from an exponential with a 120 µs mean (at least 1 µs).
public struct ContactBounce: Sendable {
    public static let longestBounce: Duration = .microseconds(6_200)
    public static let meanBounce: Duration = .microseconds(1_600)
    static let meanGapMicroseconds = 120.0

    private var random: MotionRandom

    public init(seed: UInt64) { random = MotionRandom(seed: seed) }

    /// The levels the line takes when the contacts move to `closed` at `instant`: the first
    /// edge at `instant`, then chatter, always ending settled in the new state.
    public mutating func edges(closing closed: Bool, at instant: Instant) -> [(isActive: Bool, at: Instant)] {
        // Opening bounces about half as long as closing in the measurements.
        let mean = Double(Self.meanBounce.nanoseconds) / 1000 * (closed ? 1 : 0.5)
        let length = min(Double(Self.longestBounce.nanoseconds) / 1000, -mean * log(max(1e-12, random.uniform(0...1))))
        var edges: [(isActive: Bool, at: Instant)] = [(closed, instant)]
        var elapsed = 0.0
        var level = closed
        while true {
            // A chatter is a pair: the contacts part and touch again (or touch and part).
            let apart = gap(), back = gap()
            guard elapsed + apart + back <= length else { break }
            level.toggle()
            edges.append((level, instant + .nanoseconds(Int64((elapsed + apart) * 1000))))
            level.toggle()
            elapsed += apart + back
            edges.append((level, instant + .nanoseconds(Int64(elapsed * 1000))))
        }
        return edges
    }

    /// Microseconds between two chatter edges.
    private mutating func gap() -> Double {
        max(1, -Self.meanGapMicroseconds * log(max(1e-12, random.uniform(0...1))))
    }
}
