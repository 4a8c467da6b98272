import Hardware

/// The timings that turn button presses into gestures.
public struct ButtonTimings: Sendable, Hashable {
    /// Edges closer than this to the last accepted one are contact bounce.
    public var debounce: Duration
    /// How long after a tap a second press still makes it a double tap.
    public var doubleTapWindow: Duration
    /// How long a button must be held to become a long press.
    public var longPress: Duration
    /// How often a held long press repeats.
    public var repeatInterval: Duration

    public init(
        debounce: Duration = .milliseconds(20),
        doubleTapWindow: Duration = .milliseconds(300),
        longPress: Duration = .milliseconds(600),
        repeatInterval: Duration = .milliseconds(150)
    ) {
        self.debounce = debounce
        self.doubleTapWindow = doubleTapWindow
        self.longPress = longPress
        self.repeatInterval = repeatInterval
    }
}
