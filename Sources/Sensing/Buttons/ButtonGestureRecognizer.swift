import GadgetBase
import Hardware

/// Turns raw, timestamped button edges into taps, double taps, long presses, repeats and swipes.
///
/// - Edges arrive debounced: contact bounce is filtered once, where the edges come from (the
///   kernel or `SoftwareDebouncer` for GPIO lines, with the profile's `debounce_ms`), and keys
///   and scripted presses do not bounce. Every press that arrives here is a press, however soon
///   it follows the last one.
/// - Tap: on release. For buttons in `doubleTapButtons` the tap waits for the double-tap
///   window; a second press inside it makes the pair a `doubleTap` instead (never both).
///   Buttons not in the set deliver their tap at once.
/// - Long press: once held for `longPress`, then `longPressRepeat` every `repeatInterval`
///   while held; releasing a long press is not a tap.
/// - Swipes (only when `swipes` is set): a direction button released before a long press is
///   a swipe that way; a press on a row neighbour within `slideWindow` of the first button's
///   press (the first still held or just let go) is a slide, and neither button then taps.
///
/// It never reads a clock: time comes from the edges' timestamps and from `advance(to:)`,
/// which the caller runs at `nextDeadline` (or on every tick) so timed gestures fire.
public struct ButtonGestureRecognizer: Sendable {
    public let timings: ButtonTimings
    /// Buttons whose taps wait to see if a second one follows.
    public var doubleTapButtons: Set<Button> = []
    /// Where swipes come from; empty means none.
    public var swipes = SwipeConfiguration()

    private var states: [Button: ButtonState] = [:]

    public init(timings: ButtonTimings = .init()) {
        self.timings = timings
    }

    /// Takes one raw edge; returns the gestures it completes, after any that fell due before it.
    public mutating func handle(_ edge: ButtonEdge) -> [InputEvent] {
        var events = advance(to: edge.timestamp)
        var state = states[edge.button] ?? ButtonState()
        events += accept(edge.isPressed, for: edge.button, at: edge.timestamp, state: &state)
        states[edge.button] = state
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

    /// When the next timed gesture falls due, if any is pending.
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

    private mutating func fire(_ button: Button, at time: Instant, now: Instant, state: inout ButtonState) -> [InputEvent] {
        if let deferred = state.deferredReleaseAt, deferred == time {
            state.deferredReleaseAt = nil
            return released(button, at: time, state: &state)
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

    private mutating func accept(_ pressed: Bool, for button: Button, at time: Instant, state: inout ButtonState) -> [InputEvent] {
        guard pressed != state.isPressed else { return [] }
        state.isPressed = pressed
        if pressed {
            // A release held back for a slide is settled first: this press may be its double tap.
            var events: [InputEvent] = []
            if state.deferredReleaseAt != nil {
                state.deferredReleaseAt = nil
                events = released(button, at: time, state: &state)
            }
            state.pressedAt = time
            state.isSlide = false
            state.longPressAt = time + timings.longPress
            state.isLongPress = false
            if state.tapPendingUntil != nil {
                state.tapPendingUntil = nil
                state.awaitsSecondRelease = true
            }
            if let direction = takeSlide(onto: button, at: time) {
                state.isSlide = true
                state.longPressAt = nil
                state.awaitsSecondRelease = false
                events.append(.swipe(direction))
            }
            return events
        }
        state.longPressAt = nil
        state.nextRepeatAt = nil
        if state.isSlide {
            state.isSlide = false
            return []
        }
        if state.isLongPress {
            state.isLongPress = false
            return []
        }
        if swipes.isInRow(button), let pressedAt = state.pressedAt, time < pressedAt + timings.slideWindow {
            state.deferredReleaseAt = pressedAt + timings.slideWindow
            return []
        }
        return released(button, at: time, state: &state)
    }

    /// What letting go of a plain press means: a swipe, a double tap, a tap, or a wait.
    private func released(_ button: Button, at time: Instant, state: inout ButtonState) -> [InputEvent] {
        if let direction = swipes.directionButtons[button] {
            state.awaitsSecondRelease = false
            return [.swipe(direction)]
        }
        if !doubleTapButtons.contains(button) { return [.button(button, .tap)] }
        if state.awaitsSecondRelease {
            state.awaitsSecondRelease = false
            return [.button(button, .doubleTap)]
        }
        state.tapPendingUntil = time + timings.doubleTapWindow
        return []
    }

    /// A neighbour pressed within the slide window (still held, or let go with its release
    /// held back) makes this press a slide; the neighbour then gives nothing more.
    private mutating func takeSlide(onto button: Button, at time: Instant) -> SwipeDirection? {
        for (neighbour, direction) in swipes.slides(onto: button) {
            guard var other = states[neighbour], !other.isSlide, !other.isLongPress,
                  let pressedAt = other.pressedAt, time - pressedAt <= timings.slideWindow,
                  other.isPressed || other.deferredReleaseAt != nil
            else { continue }
            other.isSlide = other.isPressed
            other.longPressAt = nil
            other.deferredReleaseAt = nil
            other.tapPendingUntil = nil
            other.awaitsSecondRelease = false
            states[neighbour] = other
            return direction
        }
        return nil
    }

    static let maximumCatchUp: Int64 = 10

    /// A zero or negative interval would repeat endlessly at one instant.
    private var repeatInterval: Duration { max(timings.repeatInterval, .milliseconds(1)) }
}

private struct ButtonState: Sendable {
    /// The state gestures are made from.
    var isPressed = false
    var pressedAt: Instant?
    var longPressAt: Instant?
    var nextRepeatAt: Instant?
    var isLongPress = false
    /// This press was the second half of a slide: its release gives nothing.
    var isSlide = false
    /// A release held back until the slide window closes (buttons in a slide row).
    var deferredReleaseAt: Instant?
    /// A tap on a double-tap button waiting to see if a second press follows.
    var tapPendingUntil: Instant?
    /// The second press of a double tap is down.
    var awaitsSecondRelease = false

    /// Asked for every button on every turn of the loop, so it builds no array.
    var deadline: Instant? {
        Self.earlier(Self.earlier(deferredReleaseAt, tapPendingUntil), Self.earlier(longPressAt, nextRepeatAt))
    }

    private static func earlier(_ first: Instant?, _ second: Instant?) -> Instant? {
        guard let first else { return second }
        guard let second else { return first }
        return min(first, second)
    }
}
