import GadgetBase
import Hardware

/// The life of a gesture recognizer, as UIKit's: `possible` until touches look like the
/// gesture, `began` and `changed` while they are drawn, then `recognized` or `failed`.
public enum GestureRecognizerState: String, Sendable, Hashable {
    case possible, began, changed, recognized, failed
}

/// Recognizes one shape (circle, aim or square) from touches fed as they happen, in the
/// manner of a UIGestureRecognizer subclass: `touchBegan`, `touchMoved`, `touchEnded` per
/// stroke (a point at a time, as the stroke is drawn), `touchCancelled` when the touches are
/// taken away, and `advance(to:)` so a wait for a second stroke can run out. Several of these can
/// watch the same touches; at most one of circle, aim and square recognizes a given drawing.
///
/// - Circle: recognized when a stroke ends as a circle; when `waitsForAim` (the default, as
///   UIKit's `require(toFail:)`), only once `multiStrokeWindow` has passed with no dot.
/// - Aim: a circle then a dot near its centre, or the dot first; the second stroke must start
///   within `multiStrokeWindow`.
/// - Square: recognized when a stroke ends as a square.
public struct ShapeGestureRecognizer: Sendable {
    public let shape: StrokeShape
    public private(set) var state: GestureRecognizerState = .possible
    public var classifier: StrokeClassifier
    public var multiStrokeWindow: Duration = .milliseconds(700)
    public var waitsForAim = true
    /// Pixels the finger must move before the gesture has `began`.
    public var beginDistance = 8.0
    /// Pixels across a first stroke may measure and still be an aim's dot waiting for its circle.
    public var dotExtent = 24.0

    private var strokes: [[StrokePoint]] = []
    private var waitUntil: Instant?

    public init(shape: StrokeShape, classifier: StrokeClassifier = .init()) {
        precondition(shape != .none, "a recognizer needs a shape to look for")
        self.shape = shape
        self.classifier = classifier
    }

    /// The strokes of the gesture so far.
    public var currentStrokes: [[StrokePoint]] { strokes }

    /// When `advance(to:)` has something to decide, if a wait is running.
    public var nextDeadline: Instant? { waitUntil }

    public mutating func reset() {
        state = .possible
        strokes = []
        waitUntil = nil
    }

    public mutating func touchBegan(_ point: StrokePoint) {
        advance(to: point.timestamp)
        if state == .recognized || state == .failed { reset() }
        waitUntil = nil
        let limit = shape == .square || (shape == .circle && !waitsForAim) ? 1 : 2
        if strokes.count >= limit {
            fail()
            reset()
        }
        strokes.append([point])
    }

    public mutating func touchMoved(_ point: StrokePoint) {
        guard state != .failed, state != .recognized, !strokes.isEmpty else { return }
        strokes[strokes.count - 1].append(point)
        switch state {
        case .possible:
            let first = strokes[strokes.count - 1][0]
            let dx = point.x - first.x, dy = point.y - first.y
            if (dx * dx + dy * dy).squareRoot() >= beginDistance { state = .began }
        case .began: state = .changed
        default: break
        }
    }

    public mutating func touchEnded(_ point: StrokePoint) {
        guard state != .failed, state != .recognized, !strokes.isEmpty else { return }
        // The last point may already have come as a move (a live source sends every point so).
        if strokes[strokes.count - 1].last != point { touchMoved(point) }
        let label = classifier.classify(strokes)
        let onlyDotSoFar = strokes.count == 1 && isDot(strokes[0])
        switch shape {
        case .square:
            label == .square ? recognize() : fail()
        case .circle:
            if strokes.count == 1, label == .circle {
                if waitsForAim { wait(from: point.timestamp) } else { recognize() }
            } else if onlyDotSoFar, waitsForAim {
                wait(from: point.timestamp)  // an aim may be starting with its dot
            } else {
                fail()
            }
        case .aim:
            if label == .aim { recognize() }
            else if strokes.count == 1, onlyDotSoFar || label == .circle { wait(from: point.timestamp) }
            else { fail() }
        case .none:
            fail()
        }
    }

    /// The stroke was abandoned (its device went away): the gesture is forgotten, as UIKit's
    /// recognizers forget cancelled touches, and the next touch starts afresh.
    public mutating func touchCancelled() {
        reset()
    }

    /// Lets time pass: a wait for a second stroke that has run out decides the gesture.
    public mutating func advance(to now: Instant) {
        guard let deadline = waitUntil, now >= deadline else { return }
        waitUntil = nil
        if shape == .circle, classifier.classify(strokes) == .circle { recognize() } else { fail() }
    }

    private mutating func wait(from time: Instant) {
        if state == .possible { state = .began } else { state = .changed }
        waitUntil = time + multiStrokeWindow
    }

    private mutating func recognize() { state = .recognized; waitUntil = nil }
    private mutating func fail() { state = .failed; waitUntil = nil }

    /// A stroke small enough to be a dot.
    private func isDot(_ stroke: [StrokePoint]) -> Bool {
        guard let first = stroke.first else { return true }
        return stroke.allSatisfy { abs($0.x - first.x) <= dotExtent && abs($0.y - first.y) <= dotExtent }
    }
}
