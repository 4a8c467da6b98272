import GadgetBase
import Hardware

/// The timings that turn button presses into gestures.
public struct ButtonTimings: Sendable, Hashable {
    /// How long after a tap a second press still makes it a double tap.
    public var doubleTapWindow: Duration
    /// How long a button must be held to become a long press.
    public var longPress: Duration
    /// How often a held long press repeats.
    public var repeatInterval: Duration
    /// A press on a neighbour this soon after the first button's press is a slide across them.
    /// Taps on buttons in a slide row wait this long from their press (only when rows are set).
    public var slideWindow: Duration

    public init(
        doubleTapWindow: Duration = .milliseconds(300),
        longPress: Duration = .milliseconds(600),
        repeatInterval: Duration = .milliseconds(150),
        slideWindow: Duration = .milliseconds(250)
    ) {
        self.doubleTapWindow = doubleTapWindow
        self.longPress = longPress
        self.repeatInterval = repeatInterval
        self.slideWindow = slideWindow
    }
}
