import Foundation
import GadgetBase
import Hardware

/// The shapes lesson 9's recognizers look for.
public enum StrokeShape: String, Sendable, Hashable, CaseIterable {
    case circle, aim, square, none
}

/// Where an aim's dot may be. Real aims were not among the drawings the stroke model was
/// fitted on, so these two stay set by hand: a dot is a tap or a small scribble, and "at the
/// centre" leaves room for an unsteady hand while staying well inside the ring (a dot beyond
/// 0.6 of the radius is off centre).
public struct StrokeClassifierSettings: Sendable, Hashable {
    /// An aim's dot: at most this share of the circle's size, within this share of its radius from the centre.
    public var dotMaximumSize = 0.2
    public var dotMaximumOffset = 0.35
    /// A circle, a square or an aim's ring is at least this many pixels across. Smaller is a tap
    /// whose point wandered (a finger resting on a panel moves a pixel or two), which the model,
    /// blind to size, would read as a perfect shape. The smallest drawing in the real logs is
    /// 74 px, in the generated sets 44 px.
    public var shapeMinimumSize = 12.0

    public init() {}
}

/// Decides whether a drawing (one or more strokes) is a circle, an aim, a square or none.
/// Pure and quick: a stroke is resampled to 64 points and measured once.
public struct StrokeClassifier: Sendable {
    public var settings: StrokeClassifierSettings
    /// Reads a single stroke as a circle, a square or neither (fitted from drawings).
    public var model: StrokeModel

    public init(settings: StrokeClassifierSettings = .init(), model: StrokeModel = .fitted) {
        self.settings = settings
        self.model = model
    }

    public func classify(_ strokes: [[StrokePoint]]) -> StrokeShape {
        let cleaned = strokes.map(StrokeGeometry.cleaned).filter { !$0.isEmpty }
        switch cleaned.count {
        case 1: return singleStrokeShape(cleaned[0])
        case 2: return aimShape(cleaned[0], cleaned[1])
        default: return .none
        }
    }

    /// One stroke: a circle, a square, or none.
    func singleStrokeShape(_ points: [PlanePoint]) -> StrokeShape {
        guard let shape = ClosedShape(stroke: points), shape.size >= settings.shapeMinimumSize else { return .none }
        return model.shape(StrokeFeatures.measure(shape))
    }

    func isCircle(_ shape: ClosedShape) -> Bool {
        model.shape(StrokeFeatures.measure(shape)) == .circle
    }

    /// Two strokes: a circle and a dot near its centre, in either order.
    func aimShape(_ first: [PlanePoint], _ second: [PlanePoint]) -> StrokeShape {
        let a = StrokeGeometry.bounds(first), b = StrokeGeometry.bounds(second)
        let sizeA = max(a.width, a.height), sizeB = max(b.width, b.height)
        let (ring, dotBounds) = sizeA >= sizeB ? (first, b) : (second, a)
        let ringSize = max(sizeA, sizeB)
        guard ringSize >= settings.shapeMinimumSize, max(dotBounds.width, dotBounds.height) <= settings.dotMaximumSize * ringSize,
              let shape = ClosedShape(stroke: ring), isCircle(shape)
        else { return .none }
        let offset = (dotBounds.centre - shape.centre).length
        return offset <= settings.dotMaximumOffset * shape.meanRadius ? .aim : .none
    }
}

extension StrokeClassifier {
    /// The measures behind the decision, one stroke a paragraph: each measure, what it adds to
    /// the odds of a circle and of a square against neither, and the model's probabilities;
    /// for two strokes, where the dot is against the aim's limits. The labels (circle, square,
    /// none) are `sense strokes`'s own words in every language; the rest is the reader's.
    public func explain(_ strokes: [[StrokePoint]], localizer: Localizer = Localizer(language: .en)) -> String {
        let l = localizer
        let cleaned = strokes.map(StrokeGeometry.cleaned)
        var paragraphs = [l(StrokeExplainText.howItDecides)]
        let names = StrokeExplainText.measures.map { l($0) }
        paragraphs += cleaned.enumerated().map { index, points in
            guard let shape = ClosedShape(stroke: points) else { return l(StrokeExplainText.tooSmall, "\(index)", "\(points.count)") }
            let features = StrokeFeatures.measure(shape)
            let corners = shape.corners.map { String(format: "%.0f°", $0.angle) }.joined(separator: " ")
            var lines = [l(StrokeExplainText.stroke, "\(index)", "\(points.count)", String(format: "%.0f", shape.size), corners)]
            lines.append("  " + l(StrokeExplainText.columns))
            for (f, name) in names.enumerated() {
                let part = model.contribution(ofMeasure: f, features)
                lines.append(String(format: "  %@ %7.3f %+8.2f %+7.2f", name.padding(toLength: 20, withPad: " ", startingAt: 0),
                                    features[f], part[0], part[1]))
            }
            // No value: blanks as wide as a value's column ("%7@" pads nothing).
            lines.append(String(format: "  %@ %@ %+8.2f %+7.2f", l(StrokeExplainText.bias).padding(toLength: 20, withPad: " ", startingAt: 0),
                                String(repeating: " ", count: 7), model.weights[0][0], model.weights[1][0]))
            let p = model.probabilities(features).map { String(format: "%.3f", $0) }
            lines.append("  " + l(StrokeExplainText.probability, p[0], p[1], p[2], singleStrokeShape(points).rawValue))
            if shape.size < settings.shapeMinimumSize {
                lines.append("  " + l(StrokeExplainText.aTap, String(format: "%.0f", settings.shapeMinimumSize)))
            }
            return lines.joined(separator: "\n")
        }
        if cleaned.count == 2 { paragraphs.append(explainAim(cleaned[0], cleaned[1], localizer: l)) }
        return paragraphs.joined(separator: "\n")
    }

    private func explainAim(_ first: [PlanePoint], _ second: [PlanePoint], localizer l: Localizer) -> String {
        let a = StrokeGeometry.bounds(first), b = StrokeGeometry.bounds(second)
        let sizeA = max(a.width, a.height), sizeB = max(b.width, b.height)
        let (ring, dotBounds) = sizeA >= sizeB ? (first, b) : (second, a)
        guard let shape = ClosedShape(stroke: ring), shape.meanRadius > 0 else { return l(StrokeExplainText.ringTooSmall) }
        func f(_ value: Double) -> String { String(format: "%.2f", value) }
        return l(StrokeExplainText.aim, f(max(dotBounds.width, dotBounds.height) / shape.size), f(settings.dotMaximumSize),
                 f((dotBounds.centre - shape.centre).length / shape.meanRadius), f(settings.dotMaximumOffset))
    }
}
