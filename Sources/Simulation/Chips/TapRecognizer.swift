import GadgetBase
import Hardware

/// The tap ("click") logic the ADXL345 and LIS3DH carry, on one filtered axis magnitude per
/// sample: a tap rises above the threshold and falls back within the time limit; a second
/// one counts as a double tap when it starts after the latency and before the window closes.
struct TapRecognizer {
    struct Timing {
        var threshold: Double
        var limit: Duration
        var latency: Duration
        var window: Duration
        var detectsDoubleTaps: Bool
    }

    struct Detection: OptionSet {
        let rawValue: UInt8
        static let single = Detection(rawValue: 1)
        static let double = Detection(rawValue: 2)
    }

    private enum State {
        case idle
        case above(since: Instant, isSecond: Bool)
        /// Held above longer than a tap: wait for it to fall before looking again.
        case tooLong
        case afterTap(endedAt: Instant)
    }

    private var state = State.idle

    mutating func reset() { state = .idle }

    mutating func process(_ magnitude: Double, at instant: Instant, timing: Timing) -> Detection {
        let high = magnitude > timing.threshold
        switch state {
        case .idle:
            if high { state = .above(since: instant, isSecond: false) }
            return []
        case .above(let since, let isSecond):
            if high {
                if instant - since > timing.limit { state = .tooLong }
                return []
            }
            if isSecond {
                state = .idle
                return .double
            }
            state = timing.detectsDoubleTaps ? .afterTap(endedAt: instant) : .idle
            return .single
        case .tooLong:
            if !high { state = .idle }
            return []
        case .afterTap(let ended):
            let elapsed = instant - ended
            if elapsed <= timing.latency { return [] }
            if elapsed > timing.latency + timing.window {
                state = .idle
                return process(magnitude, at: instant, timing: timing)
            }
            if high { state = .above(since: instant, isSecond: true) }
            return []
        }
    }
}
