import GadgetBase
import Hardware
import Sensing

/// The gesture playground's state: the drawing on screen, the circle, aim and square
/// recognizers watching it, what they made of it, and a short history of what the board felt.
/// Pure: strokes and time come in as values, so a test can play a drawing to the millisecond.
public struct PlaygroundModel: Sendable {
    /// One line of the history.
    public enum Entry: Hashable, Sendable {
        case shape(StrokeShape)
        case swipe(SwipeDirection)
        case knock(count: Int)
        case shake
        case orientation(Orientation)
    }

    /// The shapes the recognizers look for, in the order the screen lists them.
    public static let shapes: [StrokeShape] = [.circle, .aim, .square]
    public static let historyLength = 6

    public private(set) var recognizers: [ShapeGestureRecognizer]
    /// The strokes of the drawing on screen, in the app's pixels.
    public private(set) var strokes: [[StrokePoint]] = []
    /// What the drawing was, once decided: a shape, or `.none` when every recognizer failed.
    public private(set) var verdict: StrokeShape?
    /// Newest first.
    public private(set) var history: [Entry] = []
    /// Whether the last of `strokes` is still being drawn.
    private var liveStroke = false

    public init(classifier: StrokeClassifier = .init()) {
        recognizers = Self.shapes.map { ShapeGestureRecognizer(shape: $0, classifier: classifier) }
    }

    /// Each recognizer's state, in `shapes` order.
    public var states: [(shape: StrokeShape, state: GestureRecognizerState)] {
        recognizers.map { ($0.shape, $0.state) }
    }

    /// When a recognizer's wait for a second stroke (an aim's dot) runs out.
    public var nextDeadline: Instant? { recognizers.compactMap(\.nextDeadline).min() }

    /// True while a stroke has been drawn and the recognizers have not decided yet.
    public var isUndecided: Bool { !strokes.isEmpty && verdict == nil }

    /// True while a stroke is being drawn (it began and has not ended).
    public var isDrawing: Bool { liveStroke }

    /// Moves the drawing on screen (the screen turned under it). The recognizers keep what they
    /// measured: a turn changes where the drawing is, not what it is.
    public mutating func moveStrokes(by dx: Double, _ dy: Double) {
        strokes = strokes.map { stroke in stroke.map { StrokePoint(x: $0.x + dx, y: $0.y + dy, timestamp: $0.timestamp) } }
    }

    /// The finger went down: a stroke starts, on a new page if the last drawing was decided.
    public mutating func touchBegan(_ point: StrokePoint) {
        if liveStroke { touchCancelled() }  // a stroke that never ended: its source lost it
        if verdict != nil {
            strokes = []
            verdict = nil
            for index in recognizers.indices { recognizers[index].reset() }
        }
        strokes.append([point])
        liveStroke = true
        for index in recognizers.indices { recognizers[index].touchBegan(point) }
        decide()
    }

    /// The finger moved: the stroke grows and the recognizers see the point.
    public mutating func touchMoved(_ point: StrokePoint) {
        guard liveStroke, !strokes.isEmpty else { return }
        strokes[strokes.count - 1].append(point)
        for index in recognizers.indices { recognizers[index].touchMoved(point) }
    }

    /// The stroke was abandoned: the drawing is wiped and the recognizers start afresh.
    public mutating func touchCancelled() {
        guard liveStroke else { return }
        liveStroke = false
        strokes = []
        verdict = nil
        for index in recognizers.indices { recognizers[index].touchCancelled() }
    }

    /// A finished stroke. When it is the one being drawn, the points not seen yet are added and
    /// the recognizers decide; otherwise (a source that only sends whole strokes) every recognizer
    /// sees its touches as they happened.
    public mutating func draw(_ stroke: [StrokePoint]) {
        guard let first = stroke.first, let last = stroke.last else { return }
        let seen = liveStroke ? strokes[strokes.count - 1] : []
        if seen.first != first || seen.count > stroke.count {
            touchBegan(first)
            for point in stroke.dropFirst().dropLast() { touchMoved(point) }
        } else {
            for point in stroke[seen.count...].dropLast() { touchMoved(point) }
        }
        liveStroke = false
        strokes[strokes.count - 1] = stroke
        for index in recognizers.indices { recognizers[index].touchEnded(last) }
        decide()
    }

    /// Lets time pass: a circle waiting for a dot that never came is a circle now.
    public mutating func advance(to now: Instant) {
        for index in recognizers.indices { recognizers[index].advance(to: now) }
        decide()
    }

    /// A gesture other than a drawing, for the history.
    public mutating func note(_ entry: Entry) {
        history.insert(entry, at: 0)
        if history.count > Self.historyLength { history.removeLast(history.count - Self.historyLength) }
    }

    /// A clean page: no drawing, no history.
    public mutating func clear() {
        strokes = []
        liveStroke = false
        verdict = nil
        history = []
        for index in recognizers.indices { recognizers[index].reset() }
    }

    private mutating func decide() {
        guard verdict == nil, !strokes.isEmpty else { return }
        if let winner = recognizers.first(where: { $0.state == .recognized }) {
            verdict = winner.shape
        } else if recognizers.allSatisfy({ $0.state == .failed }) {
            verdict = StrokeShape.none
        } else {
            return
        }
        note(.shape(verdict!))
    }
}
