import GadgetBase
import Hardware

/// The kernel's edge events of the button lines, turned into debounced `ButtonEdge`s, with a
/// guard against lost events.
///
/// The kernel queues at most 16 events per line; when a loop stalls or a contact chatters hard
/// the queue overflows (uAPI v2 drops the oldest, v1 the newest). A lost edge would leave a
/// button believed pressed after it was let go (or the reverse) until its next press. So a
/// batch that shows a loss is followed by reading the line's level, and a disagreement becomes
/// one more edge. A loss shows as a gap in v2's per-line sequence number, as two edges the same
/// way in a row, or (v1, no sequence numbers) as a batch that filled the kernel's queue.
public struct ButtonEdgeStream: Sendable {
    /// The kernel's queue length for one line (both uAPI versions, by default).
    public static let kernelQueueLength = 16

    private var debouncer: SoftwareDebouncer
    private var lastSequence: [Button: UInt32] = [:]
    private var lastActive: [Button: Bool] = [:]
    /// Batches that showed lost events, for logs and tests.
    public private(set) var losses = 0

    public init(debounce: Duration) { debouncer = SoftwareDebouncer(period: debounce) }

    public mutating func setInitialState(_ button: Button, isPressed: Bool) {
        debouncer.setInitialState(button, isPressed: isPressed)
        lastActive[button] = isPressed
    }

    /// One read's worth of events of `button`'s line. `level` reads the line now; it is called only
    /// after a loss (a failed read keeps what the events said).
    public mutating func take(_ events: [GPIOLineEdge], of button: Button, level: () throws -> Bool) -> [ButtonEdge] {
        var edges: [ButtonEdge] = []
        var lost = events.count >= Self.kernelQueueLength && events.allSatisfy { $0.lineSequence == nil }
        for event in events {
            if let sequence = event.lineSequence {
                // The kernel numbers a request's events from 1, so the first read shows a loss too.
                if sequence != (lastSequence[button] ?? 0) &+ 1 { lost = true }
                lastSequence[button] = sequence
            }
            if lastActive[button] == event.isActive { lost = true }
            lastActive[button] = event.isActive
            let raw = ButtonEdge(button: button, isPressed: event.isActive, timestamp: event.timestamp)
            if let accepted = debouncer.process(raw) { edges.append(accepted) }
        }
        guard lost, let last = events.last else { return edges }
        losses += 1
        guard let pressed = try? level() else { return edges }
        lastActive[button] = pressed
        if let resynchronised = debouncer.resynchronise(button, isPressed: pressed, at: last.timestamp) {
            edges.append(resynchronised)
        }
        return edges
    }

    /// Edges of lines that settled after a bounce window (software debouncing only).
    public mutating func advance(to now: Instant) -> [ButtonEdge] { debouncer.advance(to: now) }

    public var nextDeadline: Instant? { debouncer.nextDeadline }
}
