import GadgetBase
import Hardware
import Linux

/// Turns the terminal's mouse reports into strokes, as a finger on a touchscreen makes them:
/// pressing the left button starts one, dragging draws it, letting go ends it. A click is a
/// stroke of one point (an aim's dot); strokes drawn one after another are separate events, and
/// the recognizers decide from their timestamps whether they belong together.
struct MouseStrokes {
    private var points: [StrokePoint] = []
    private var isDrawing = false

    /// The left button: others (middle, right, the wheel) draw nothing.
    static let drawingButton = 0
    /// The old X10 encoding's release, which does not say which button went up.
    static let unnamedButton = 3

    /// Takes one report, with the panel point under it (nil outside the panel), at `time`;
    /// returns a finished stroke when the button is let go.
    mutating func take(_ report: MouseReport, at position: Point?, time: Instant) -> [StrokePoint]? {
        for case .stroke(let stroke) in events(for: report, at: position, time: time) { return stroke }
        return nil
    }

    /// Takes one report as `take` does and says what happened as a touchscreen would: the touch
    /// that began or moved (a point a report, repeats left out), then the finished stroke on release.
    mutating func events(for report: MouseReport, at position: Point?, time: Instant) -> [InputEvent] {
        guard report.button == Self.drawingButton || (report.kind == .release && report.button == Self.unnamedButton)
        else { return [] }
        switch report.kind {
        case .press:
            // A press outside the panel draws nothing, as a touch beside a touchscreen would.
            isDrawing = position != nil
            points = position.map { [StrokePoint(x: $0.x, y: $0.y, timestamp: time)] } ?? []
            return points.map { .touch(.began, $0) }
        case .drag:
            guard isDrawing, let position, let point = append(position, at: time) else { return [] }
            return [.touch(.moved, point)]
        case .release:
            guard isDrawing else { return [] }
            let moved = position.flatMap { append($0, at: time) }.map { [InputEvent.touch(.moved, $0)] } ?? []
            isDrawing = false
            defer { points = [] }
            return moved + [.stroke(points)]
        }
    }

    /// A report from the same cell as the last adds nothing but a repeated point.
    private mutating func append(_ position: Point, at time: Instant) -> StrokePoint? {
        if let last = points.last, last.x == position.x, last.y == position.y { return nil }
        let point = StrokePoint(x: position.x, y: position.y, timestamp: time)
        points.append(point)
        return point
    }
}
