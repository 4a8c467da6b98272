import GadgetBase
import Hardware

/// One edge on a requested line, as the kernel reported it.
public struct GPIOLineEdge: Hashable, Sendable {
    /// The line became active (pressed, with active-low set for a button to ground).
    public var isActive: Bool
    /// The kernel's CLOCK_MONOTONIC timestamp of the interrupt: the same timeline as `SystemClock`.
    public var timestamp: Instant
    /// uAPI v2's per-line sequence number, which counts edges the kernel dropped from a full
    /// event buffer too; nil with libgpiod 1.x (uAPI v1 has none).
    public var lineSequence: UInt32?
    public init(isActive: Bool, timestamp: Instant, lineSequence: UInt32? = nil) {
        self.isActive = isActive; self.timestamp = timestamp; self.lineSequence = lineSequence
    }
}

/// What the kernel says about a line, whether or not Gadget holds it.
public struct GPIOLineInfo: Hashable, Sendable {
    public var offset: Int
    public var name: String?
    /// Who holds the line ("gpio-keys", "gadget", a process's consumer string), if anyone.
    public var consumer: String?
    public var isUsed: Bool
}
