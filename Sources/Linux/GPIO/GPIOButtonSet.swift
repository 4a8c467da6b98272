import GadgetBase
import Hardware

/// The board's buttons on GPIO lines: one edge-event request per line, read when the loop's poll
/// says a descriptor is readable, turned into `ButtonEdge`s with the kernel's timestamps and
/// debounced (by the kernel with libgpiod 2.x, by `SoftwareDebouncer` with 1.x), resynchronised to
/// the line's level when the kernel's event queue overflowed (see `ButtonEdgeStream`).
public final class GPIOButtonSet {
    public typealias Wiring = GPIOButtonWiring

    public let lines: [(button: Button, line: GPIOInputLine)]
    private var byDescriptor: [Int32: (button: Button, line: GPIOInputLine)] = [:]
    private var stream: ButtonEdgeStream

    /// Requests every line; fails on the first line that cannot be had, naming it (and its
    /// consumer when another process holds it). Lines already requested are released.
    public init(chip: GPIOChip, wiring: [Wiring], kernelDebounces: Bool = GPIOChip.kernelDebounces) throws(GPIOError) {
        var requested: [(button: Button, line: GPIOInputLine)] = []
        for item in wiring {
            let line = try GPIOInputLine(chip: chip, line: item.line, settings: item.settings)
            requested.append((item.button, line))
        }
        lines = requested
        let longest = wiring.map(\.settings.debounce).max() ?? .zero
        stream = ButtonEdgeStream(debounce: kernelDebounces ? .zero : longest)
        for entry in requested {
            byDescriptor[entry.line.fd] = entry
            stream.setInitialState(entry.button, isPressed: (try? entry.line.isActive()) ?? false)
        }
    }

    /// Give these to the poll loop.
    public var fds: [Int32] { lines.map(\.line.fd) }

    /// The edges waiting on the readable descriptors among `ready`, in time order.
    public func readEdges(ready: Set<Int32>) throws(GPIOError) -> [ButtonEdge] {
        var edges: [ButtonEdge] = []
        for fd in ready.sorted() {
            guard let entry = byDescriptor[fd] else { continue }
            let events = try entry.line.readEdges()
            edges += stream.take(events, of: entry.button) { try entry.line.isActive() }
        }
        return edges.sorted { $0.timestamp < $1.timestamp }
    }

    /// Edges of lines that settled after a bounce window (software debouncing only).
    public func advance(to now: Instant) -> [ButtonEdge] { stream.advance(to: now) }

    /// When `advance` needs to run; nil when nothing is settling.
    public var nextDeadline: Instant? { stream.nextDeadline }
}
