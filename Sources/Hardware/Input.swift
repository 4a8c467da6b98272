import GadgetBase
/// The logical buttons every board offers (a profile maps GPIO lines, joystick directions or
/// keys onto them). Apps see only these, and only as gestures.
public enum Button: String, Sendable, CaseIterable, Codable, Hashable {
    case up, down, left, right
    /// Enter / joystick centre press: confirm.
    case select
    /// A second action key (Space on the desktop).
    case action
    /// Esc / Backspace / a "back" key: leave the screen.
    case back
}

/// A raw button transition with the kernel's (or the simulator's) timestamp.
public struct ButtonEdge: Hashable, Sendable {
    public var button: Button
    public var isPressed: Bool
    public var timestamp: Instant
    public init(button: Button, isPressed: Bool, timestamp: Instant) {
        self.button = button; self.isPressed = isPressed; self.timestamp = timestamp
    }
}

public enum ButtonGesture: String, Sendable, Hashable {
    case tap, doubleTap, longPress
    /// Sent repeatedly while a long press is held (scrolling, key repeat).
    case longPressRepeat
}

public enum SwipeDirection: String, Sendable, Hashable, CaseIterable {
    case up, down, left, right
}

/// UIKit's motion event phases.
public enum ShakePhase: String, Sendable, Hashable {
    case began, ended, cancelled
}

public enum Orientation: String, Sendable, Hashable, CaseIterable {
    case portrait, landscapeLeft, landscapeRight, upsideDown, faceUp, faceDown
}

public struct StrokePoint: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var timestamp: Instant
    public init(x: Double, y: Double, timestamp: Instant) { self.x = x; self.y = y; self.timestamp = timestamp }
}

/// UIKit's touch phases for a stroke in progress. A stroke that ends is not a phase: it arrives
/// whole as `InputEvent.stroke`, right after its last point's `moved`.
public enum TouchPhase: String, Sendable, Hashable {
    /// The finger went down (or the mouse's left button): the stroke's first point.
    case began
    /// The finger moved: the stroke's next point.
    case moved
    /// The stroke was abandoned (its device went away); no `.stroke` follows. The point is the last one known.
    case cancelled
}

/// The whole vocabulary apps understand. Keys, GPIO lines and accelerometer registers
/// never reach an app: they become one of these first.
public enum InputEvent: Hashable, Sendable {
    case button(Button, ButtonGesture)
    case swipe(SwipeDirection)
    case shake(ShakePhase)
    /// A tap on the board's case, detected by the accelerometer.
    case knock(count: Int)
    /// A finished stroke, finger-down to finger-up: what most apps want.
    case stroke([StrokePoint])
    /// A stroke as it is drawn, one point an event (as UIKit's touchesBegan and touchesMoved), for
    /// apps that show it growing. Sources send these before the finished `.stroke`; apps that want
    /// only finished strokes ignore them.
    case touch(TouchPhase, StrokePoint)
    case orientation(Orientation)
    /// Text typed on a real keyboard (desktop, USB keyboard).
    case text(String)
    /// Esc on a real keyboard while text is being typed: leave the field, as the on-screen
    /// keyboard's ✕ does (Backspace deletes).
    case cancelTyping
}
