import GadgetBase
import Hardware

/// Contact-bounce filter driven only by edge timestamps, for kernels and libraries that do not
/// debounce (libgpiod 1.x).
///
/// The first edge that changes a button's state passes at once (no added latency); edges in the
/// `period` after it are bounce. If the line settled in the other state during that window (a
/// tap shorter than the period), `advance(to:)` delivers that edge once the window closes, so a
/// button never sticks: the loop wakes at `nextDeadline` only in that case.
public struct SoftwareDebouncer: Sendable {
    public let period: Duration
    private var lines: [Button: LineState] = [:]

    private struct LineState: Sendable {
        var accepted = false
        var raw = false
        var rawTimestamp = Instant.zero
        var quietUntil: Instant?
    }

    public init(period: Duration) { self.period = period }

    /// Tells the debouncer a button's level before any edge (pressed at start-up).
    public mutating func setInitialState(_ button: Button, isPressed: Bool) {
        lines[button] = LineState(accepted: isPressed, raw: isPressed)
    }

    /// The edge to deliver for a raw edge, or nil when it is bounce or changes nothing.
    public mutating func process(_ edge: ButtonEdge) -> ButtonEdge? {
        var line = lines[edge.button] ?? LineState()
        defer { lines[edge.button] = line }
        line.raw = edge.isPressed
        line.rawTimestamp = edge.timestamp
        if let quiet = line.quietUntil {
            if edge.timestamp < quiet { return nil }
            line.quietUntil = nil
        }
        guard edge.isPressed != line.accepted else { return nil }
        line.accepted = edge.isPressed
        if period > .zero { line.quietUntil = edge.timestamp + period }
        return edge
    }

    /// The line's level was read directly (after the kernel lost events). Returns the edge to
    /// deliver when it differs from the state last accepted. A level read while the contacts may
    /// still be bouncing is a sample of the bounce, not the truth: it is believed when the window
    /// closes (by `advance`), as any other edge inside the window would be.
    public mutating func resynchronise(_ button: Button, isPressed: Bool, at timestamp: Instant) -> ButtonEdge? {
        var line = lines[button] ?? LineState()
        defer { lines[button] = line }
        line.raw = isPressed
        line.rawTimestamp = timestamp
        if let quiet = line.quietUntil, timestamp < quiet { return nil }
        line.quietUntil = nil
        guard isPressed != line.accepted else { return nil }
        line.accepted = isPressed
        return ButtonEdge(button: button, isPressed: isPressed, timestamp: timestamp)
    }

    /// Edges for lines that settled in a new state while their window was closed.
    public mutating func advance(to now: Instant) -> [ButtonEdge] {
        var settled: [ButtonEdge] = []
        for button in lines.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            guard var line = lines[button], let quiet = line.quietUntil, now >= quiet else { continue }
            line.quietUntil = nil
            if line.raw != line.accepted {
                line.accepted = line.raw
                settled.append(ButtonEdge(button: button, isPressed: line.raw, timestamp: max(line.rawTimestamp, quiet)))
                line.quietUntil = max(line.rawTimestamp, quiet) + period
            }
            lines[button] = line
        }
        return settled.sorted { $0.timestamp < $1.timestamp }
    }

    /// When `advance` may have something to deliver; nil when no line is waiting to settle.
    public var nextDeadline: Instant? {
        lines.values.compactMap { $0.raw != $0.accepted ? $0.quietUntil : nil }.min()
    }
}
