import Foundation
import GadgetBase
import Hardware

/// A clock that only moves when told to. The desktop board drives it from its own loop,
/// and tests step it, so everything that reads time (sampling, timers, animations) is
/// deterministic. Calendar time moves in step with the monotonic time.
public final class TestClock: GadgetClock, Sendable {
    /// 2026-01-01 12:00:00 UTC: a fixed date so records made in tests are reproducible.
    public static let defaultWallStart = Date(timeIntervalSince1970: 1_767_268_800)

    private struct State {
        var now: Instant
        let start: Instant
        let wallStart: Date
    }

    private let state: LockedValue<State>

    public init(start: Instant = .zero, wallStart: Date = TestClock.defaultWallStart) {
        state = LockedValue(State(now: start, start: start, wallStart: wallStart))
    }

    public func now() -> Instant { state.withLock { $0.now } }

    public func wallTime() -> Date {
        state.withLock { $0.wallStart.addingTimeInterval(($0.now - $0.start).seconds) }
    }

    /// Moves time forward; a negative duration is ignored, because monotonic time never goes back.
    public func advance(by duration: Duration) {
        state.withLock { state in
            if duration > .zero { state.now = state.now + duration }
        }
    }

    /// Moves time forward to `instant`; an instant in the past is ignored.
    public func advance(to instant: Instant) {
        state.withLock { state in
            if instant > state.now { state.now = instant }
        }
    }
}
