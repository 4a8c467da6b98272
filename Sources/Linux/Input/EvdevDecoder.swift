import GadgetBase
import Hardware

/// Turns an input device's raw events into what the board understands: key and joystick
/// presses become `ButtonEdge`s, a touch from finger-down to finger-up becomes one stroke (a
/// stroke that barely moves is a tap), announced point by point as it is drawn (each report's
/// position as `.touch(.began)` then `.touch(.moved)`) and whole when the finger lifts. Pure: time
/// comes from the events' own timestamps.
public struct EvdevDecoder: Sendable {
    public enum Output: Hashable, Sendable {
        case edge(ButtonEdge)
        case stroke([StrokePoint])
        /// A point of the stroke being drawn, as it is reported.
        case touch(TouchPhase, StrokePoint)
    }

    /// Touch axes, when the device is a touchscreen, and the display size they map onto.
    public var touchAxes: (x: AxisRange, y: AxisRange)?
    public var displaySize: (width: Int, height: Int)
    public var buttons: [UInt16: Button]

    /// Arrows, Enter, Space, Esc/Backspace/Back, a gamepad's D-pad and face buttons.
    public static var defaultButtons: [UInt16: Button] { Evdev.buttons }

    private var x: Int32?
    private var y: Int32?
    private var touching = false
    private var wasTouching = false
    private var points: [StrokePoint] = []
    private var droppingUntilReport = false
    /// The multitouch slot the next ABS_MT_* values are for (type B protocol).
    private var slot: Int32 = 0
    static let multitouchSlot: UInt16 = 0x2F  // ABS_MT_SLOT
    static let trackingID: UInt16 = 0x39      // ABS_MT_TRACKING_ID

    public init(touchAxes: (x: AxisRange, y: AxisRange)? = nil, displaySize: (width: Int, height: Int) = (240, 240),
                buttons: [UInt16: Button] = EvdevDecoder.defaultButtons) {
        self.touchAxes = touchAxes
        self.displaySize = displaySize
        self.buttons = buttons
    }

    public mutating func decode(_ events: [RawInputEvent]) -> [Output] {
        var outputs: [Output] = []
        for event in events { outputs += decode(event) }
        return outputs
    }

    mutating func decode(_ event: RawInputEvent) -> [Output] {
        // After SYN_DROPPED the kernel's buffer overflowed: ignore up to the next report.
        if droppingUntilReport {
            if event.type == Evdev.synchronize && event.code == Evdev.report { droppingUntilReport = false }
            return []
        }
        switch (event.type, event.code) {
        case (Evdev.synchronize, Evdev.droppedEvents):
            droppingUntilReport = true
            return []
        case (Evdev.synchronize, Evdev.report):
            return report(at: event.timestamp)
        case (Evdev.key, Evdev.touch):
            touching = event.value != 0
            return []
        case (Evdev.key, let code):
            // 0 is release, 1 press, 2 the kernel's auto-repeat (gestures make their own repeats).
            guard let button = buttons[code], event.value == 0 || event.value == 1 else { return [] }
            return [.edge(ButtonEdge(button: button, isPressed: event.value == 1, timestamp: event.timestamp))]
        case (Evdev.absolute, Self.multitouchSlot):
            slot = event.value
            return []
        case (Evdev.absolute, Self.trackingID):
            // A multitouch panel's first contact going down (an id) or up (-1), for panels
            // that send no BTN_TOUCH; other fingers are not followed.
            if slot == 0 { touching = event.value >= 0 }
            return []
        case (Evdev.absolute, Evdev.absoluteX):
            x = event.value
            return []
        case (Evdev.absolute, Evdev.absoluteY):
            y = event.value
            return []
        case (Evdev.absolute, Evdev.multitouchX):
            if slot == 0 { x = event.value }
            return []
        case (Evdev.absolute, Evdev.multitouchY):
            if slot == 0 { y = event.value }
            return []
        default:
            return []
        }
    }

    /// Forgets a stroke being drawn (its device went away mid-touch): returns its last point, for
    /// a `.touch(.cancelled)`, or nil when no finger was down.
    public mutating func cancelTouch() -> StrokePoint? {
        defer { points = []; touching = false; wasTouching = false }
        return points.last
    }

    private mutating func report(at timestamp: Instant) -> [Output] {
        defer { wasTouching = touching }
        guard let axes = touchAxes else { return [] }
        if touching, let x, let y {
            let point = StrokePoint(x: axes.x.scale(x, to: displaySize.width),
                                    y: axes.y.scale(y, to: displaySize.height), timestamp: timestamp)
            // A report that did not move the finger (pressure, another finger) adds no point.
            if let last = points.last, last.x == point.x, last.y == point.y { return [] }
            points.append(point)
            return [.touch(points.count == 1 ? .began : .moved, point)]
        }
        if wasTouching && !touching && !points.isEmpty {
            let stroke = points
            points = []
            return [.stroke(stroke)]
        }
        return []
    }
}
