import Hardware

/// Turns raw, timestamped button edges into taps, double taps, long presses and repeats.
///
/// - Debounce: the first edge counts at once (no added latency); edges within `debounce` of
///   it are contact bounce. If the contacts settle in the other state, that is taken when the
///   debounce time ends, so a button is never left stuck "pressed".
/// - Tap: on release. For buttons in `doubleTapButtons` the tap waits for the double-tap
///   window; a second press inside it makes the pair a `doubleTap` instead (never both).
/// - Long press: once held for `longPress`, then `longPressRepeat` every `repeatInterval`
///   while held; releasing a long press is not a tap.
///
/// It never reads a clock: time comes from the edges' timestamps and from `advance(to:)`,
/// which the caller runs at `nextDeadline` (or on every tick) so timed gestures fire.
public struct ButtonGestureRecognizer: Sendable {
    public let timings: ButtonTimings
    /// Buttons whose taps wait to see if a second one follows.
    public var doubleTapButtons: Set<Button> = []

    private var states: [Button: ButtonState] = [:]

    public init(timings: ButtonTimings = .init()) {
        self.timings = timings
    }

    /// Takes one raw edge; returns the gestures it completes, after any that fell due before it.
    public mutating func handle(_ edge: ButtonEdge) -> [InputEvent] {
        var events = advance(to: edge.timestamp)
        var state = states[edge.button] ?? ButtonState()
        defer { states[edge.button] = state }
        guard edge.isPressed != state.rawPressed else { return events }
        state.rawPressed = edge.isPressed
        if let lock = state.lockedUntil, edge.timestamp < lock { return events }
        events += accept(edge.isPressed, for: edge.button, at: edge.timestamp, state: &state)
        return events
    }

    /// Fires every timed gesture due at or before `now`, in time order.
    public mutating func advance(to now: Instant) -> [InputEvent] {
        var events: [InputEvent] = []
        while let (button, due) = earliestDeadline(), due <= now {
            var state = states[button] ?? ButtonState()
            events += fire(button, at: due, now: now, state: &state)
            states[button] = state
        }
        return events
    }

    /// When the next timed gesture (or a debounce decision) falls due, if any is pending.
    public var nextDeadline: Instant? { earliestDeadline()?.time }

    // MARK: Internals

    private func earliestDeadline() -> (button: Button, time: Instant)? {
        var earliest: (button: Button, time: Instant)?
        for button in Button.allCases {
            guard let time = states[button]?.deadline else { continue }
            if earliest == nil || time < earliest!.time { earliest = (button, time) }
        }
        return earliest
    }

    private func fire(_ button: Button, at time: Instant, now: Instant, state: inout ButtonState) -> [InputEvent] {
        if let settle = state.settleAt, settle == time {
            state.lockedUntil = nil
            return accept(state.rawPressed, for: button, at: time, state: &state)
        }
        if let pending = state.tapPendingUntil, pending == time {
            state.tapPendingUntil = nil
            return [.button(button, .tap)]
        }
        if let longPress = state.longPressAt, longPress == time {
            state.longPressAt = nil
            state.isLongPress = true
            state.nextRepeatAt = time + repeatInterval
            // A second press that turns into a long press leaves the first tap a plain tap.
            let firstTap: [InputEvent] = state.awaitsSecondRelease ? [.button(button, .tap)] : []
            state.awaitsSecondRelease = false
            return firstTap + [.button(button, .longPress)]
        }
        if let repeatAt = state.nextRepeatAt, repeatAt == time {
            // After a long gap (a stalled loop), catch up with a few repeats, not thousands.
            let earliestKept = now.advanced(by: .nanoseconds(-repeatInterval.nanoseconds * Self.maximumCatchUp))
            state.nextRepeatAt = max(time + repeatInterval, earliestKept)
            return [.button(button, .longPressRepeat)]
        }
        return []
    }

    private func accept(_ pressed: Bool, for button: Button, at time: Instant, state: inout ButtonState) -> [InputEvent] {
        guard pressed != state.isPressed else { return [] }
        state.isPressed = pressed
        state.lockedUntil = time + timings.debounce
        if pressed {
            state.longPressAt = time + timings.longPress
            state.isLongPress = false
            if state.tapPendingUntil != nil {
                state.tapPendingUntil = nil
                state.awaitsSecondRelease = true
            }
            return []
        }
        state.longPressAt = nil
        state.nextRepeatAt = nil
        if state.isLongPress {
            state.isLongPress = false
            return []
        }
        if !doubleTapButtons.contains(button) { return [.button(button, .tap)] }
        if state.awaitsSecondRelease {
            state.awaitsSecondRelease = false
            return [.button(button, .doubleTap)]
        }
        state.tapPendingUntil = time + timings.doubleTapWindow
        return []
    }

    static let maximumCatchUp: Int64 = 10

    /// A zero or negative interval would repeat endlessly at one instant.
    private var repeatInterval: Duration { max(timings.repeatInterval, .milliseconds(1)) }
}

private struct ButtonState: Sendable {
    /// The contacts' state as last reported, bounce included.
    var rawPressed = false
    /// The state gestures are made from.
    var isPressed = false
    /// Edges before this are bounce from the last accepted one.
    var lockedUntil: Instant?
    var longPressAt: Instant?
    var nextRepeatAt: Instant?
    var isLongPress = false
    /// A tap on a double-tap button waiting to see if a second press follows.
    var tapPendingUntil: Instant?
    /// The second press of a double tap is down.
    var awaitsSecondRelease = false

    /// When the contacts, settled in a state other than the accepted one, should be believed.
    var settleAt: Instant? { rawPressed != isPressed ? lockedUntil : nil }

    var deadline: Instant? {
        [settleAt, tapPendingUntil, longPressAt, nextRepeatAt].compactMap { $0 }.min()
    }
}
