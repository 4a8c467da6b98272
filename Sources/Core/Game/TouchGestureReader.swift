import GadgetBase
import Hardware

/// Reads the game's four gestures from finger (or mouse) strokes: a stroke that barely moves
/// is a tap where it began, a mostly vertical one long enough is a swipe, and a second tap
/// close by within the double-tap window turns the pair into one double tap. Like a
/// UIKit tap recognizer that must wait for the double tap to fail, a single tap is only
/// reported once the window has passed; the caller runs `advance(to:)` at `nextDeadline`.
public struct TouchGestureReader: Sendable {
    public struct Settings: Sendable, Hashable {
        /// A stroke whose ends are closer than this (pixels) is a tap.
        public var tapSlop: Double
        /// A swipe moves at least this far vertically (pixels), and more vertically than sideways.
        public var swipeDistance: Double
        public var doubleTapWindow: Duration
        /// The second tap of a double tap lands at most this far (pixels) from the first.
        public var doubleTapSlop: Double

        public init(tapSlop: Double, swipeDistance: Double, doubleTapWindow: Duration = .milliseconds(300),
                    doubleTapSlop: Double) {
            self.tapSlop = tapSlop
            self.swipeDistance = swipeDistance
            self.doubleTapWindow = doubleTapWindow
            self.doubleTapSlop = doubleTapSlop
        }
    }

    /// A gesture and the point it was aimed at (where the finger first touched).
    public struct AimedGesture: Sendable, Hashable {
        public var gesture: SquareGesture
        public var point: Point
        public init(gesture: SquareGesture, point: Point) { self.gesture = gesture; self.point = point }
    }

    public var settings: Settings
    private var pendingTap: (point: Point, deadline: Instant)?

    public init(settings: Settings) {
        self.settings = settings
    }

    /// When the tap waiting for a possible second one must be reported as a single tap.
    public var nextDeadline: Instant? { pendingTap?.deadline }

    /// Takes a finished stroke; returns the gestures it completes (possibly an earlier tap
    /// that can no longer become a double tap).
    public mutating func read(_ stroke: [StrokePoint]) -> [AimedGesture] {
        guard let first = stroke.first, let last = stroke.last,
              first.x.isFinite, first.y.isFinite, last.x.isFinite, last.y.isFinite
        else { return [] }
        var events = advance(to: last.timestamp)
        let start = Point(x: first.x, y: first.y)
        let dx = last.x - first.x, dy = last.y - first.y
        if (dx * dx + dy * dy).squareRoot() <= settings.tapSlop {
            if let pending = pendingTap, distance(pending.point, start) <= settings.doubleTapSlop {
                pendingTap = nil
                events.append(AimedGesture(gesture: .doubleTap, point: pending.point))
            } else {
                events += flush()
                pendingTap = (start, last.timestamp + settings.doubleTapWindow)
            }
        } else if abs(dy) >= settings.swipeDistance, abs(dy) > abs(dx) {
            events += flush()
            events.append(AimedGesture(gesture: dy < 0 ? .swipeUp : .swipeDown, point: start))
        }
        return events
    }

    /// Reports a waiting tap as a single tap once its window has passed.
    public mutating func advance(to now: Instant) -> [AimedGesture] {
        guard let pending = pendingTap, now >= pending.deadline else { return [] }
        return flush()
    }

    /// Forgets a waiting tap (the game was paused or left).
    public mutating func reset() { pendingTap = nil }

    private mutating func flush() -> [AimedGesture] {
        guard let pending = pendingTap else { return [] }
        pendingTap = nil
        return [AimedGesture(gesture: .tap, point: pending.point)]
    }

    private func distance(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
