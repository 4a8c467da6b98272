import GadgetBase
/// How a board's buttons are wired to GPIO lines, as a board profile says it: plain values that
/// profiles, doctor and the Linux backend share, so reading a profile needs no kernel interface.

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

/// One button's wiring, as the board profile says it.
public struct GPIOButtonWiring: Hashable, Sendable {
    public var button: Button
    public var line: GPIOLineSelector
    public var settings: GPIOInputSettings
    public init(button: Button, line: GPIOLineSelector, settings: GPIOInputSettings) {
        self.button = button; self.line = line; self.settings = settings
    }
}
