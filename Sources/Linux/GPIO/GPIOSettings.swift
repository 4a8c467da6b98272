import Hardware

/// Which GPIO chip: by its label ("pinctrl-bcm2711", "pinctrl-rp1", "gpio-sim.0-node0"), or by
/// its device path. Never by a bare number: /dev/gpiochip0 on one Pi model is /dev/gpiochip4 on
/// another, while the label stays the same.
public enum GPIOChipSelector: Hashable, Sendable, CustomStringConvertible {
    case label(String)
    case path(String)

    /// "/dev/..." (any absolute path) is a path; anything else is a label.
    public init(_ text: String) {
        self = text.hasPrefix("/") ? .path(text) : .label(text)
    }

    public var description: String {
        switch self {
        case .label(let label): "chip labelled \"\(label)\""
        case .path(let path): path
        }
    }
}

/// Which line on a chip: by the name the device tree gives it ("GPIO17"), or by its offset.
public enum GPIOLineSelector: Hashable, Sendable, CustomStringConvertible {
    case name(String)
    case offset(Int)

    public var description: String {
        switch self {
        case .name(let name): name
        case .offset(let offset): "line \(offset)"
        }
    }
}

/// The pull resistor inside the SoC that holds an input when nothing drives it.
public enum GPIOBias: String, Hashable, Sendable, CaseIterable {
    /// Leave the bias as the firmware or device tree set it.
    case asIs = "as-is"
    /// A button to ground: the line reads high until pressed.
    case pullUp = "pull-up"
    /// A button to 3.3 V: the line reads low until pressed.
    case pullDown = "pull-down"
    /// No pull (an external resistor does it).
    case disabled
}

/// How one input line is requested.
public struct GPIOInputSettings: Hashable, Sendable {
    public var bias: GPIOBias
    /// A pressed button to ground reads 0: active-low makes "pressed" read as active (1).
    public var activeLow: Bool
    /// Edges closer together than this are contact bounce. The kernel filters them where its
    /// uAPI offers debouncing (libgpiod 2.x); otherwise `SoftwareDebouncer` does. This is the
    /// only debounce a button gets, so it must outlast the bounce: push buttons chatter for up to
    /// about 6 ms (`ContactBounce`), hence 10 ms by default.
    public var debounce: Duration

    public init(bias: GPIOBias = .pullUp, activeLow: Bool = true, debounce: Duration = .milliseconds(10)) {
        self.bias = bias; self.activeLow = activeLow; self.debounce = debounce
    }
}

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
