import GadgetBase
import Hardware

/// Timers keyed by the instant they are due, fired in order (ties in the order scheduled).
/// Lives on the runtime thread; the clock that decides "now" is the caller's.
struct TimerQueue {
    private struct Entry {
        let due: Instant
        let sequence: Int
        let action: () -> Void
    }

    private var entries: [Int: Entry] = [:]
    private var nextSequence = 1

    mutating func schedule(at due: Instant, _ action: @escaping () -> Void) -> Int {
        let id = nextSequence
        nextSequence += 1
        entries[id] = Entry(due: due, sequence: id, action: action)
        return id
    }

    mutating func cancel(_ id: Int) {
        entries[id] = nil
    }

    var nextDue: Instant? { entries.values.map(\.due).min() }

    /// Removes and returns the earliest timer due at or before `now`.
    mutating func popDue(at now: Instant) -> (() -> Void)? {
        guard let (id, entry) = entries
            .filter({ $0.value.due <= now })
            .min(by: { ($0.value.due, $0.value.sequence) < ($1.value.due, $1.value.sequence) })
        else { return nil }
        entries[id] = nil
        return entry.action
    }
}
