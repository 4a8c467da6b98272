import Foundation
import Hardware

/// The shapes lesson 9's recognizers look for.
public enum StrokeShape: String, Sendable, Hashable, CaseIterable {
    case circle, aim, square, none
}

/// How forgiving the stroke classifier is. The defaults accept sloppy hands and were tuned on
/// the tuning half of datasets/strokes (see datasets/README.md).
public struct StrokeClassifierSettings: Sendable, Hashable {
    /// Largest gap between a closed shape's ends, as a share of its size.
    public var maximumClosureGap = 0.36
    /// Largest share of the stroke that may run on past its start.
    public var maximumRunOn = 0.25
    /// Least share of turning in one direction (a closed convex outline never turns back).
    public var minimumConsistency = 0.8
    /// A circle: how far the distance from the centre may spread, how oval it may be, and
    /// the sharpest bend (degrees over about 8% of its length) it may have.
    public var circleMaximumRadialSpread = 0.16
    public var circleMaximumElongation = 1.5
    public var circleMaximumBend = 100.0
    /// A wobbly circle may show bends that look like corners: beyond two, most of its turning
    /// must still happen between them (a triangle turns almost only at its corners).
    public var circleMaximumCorners = 2
    public var circleMaximumTurningAtCorners = 0.75
    /// A square: each corner's turn (degrees), the shortest side against the longest, and
    /// the least share of turning done at the corners (the sides are straight).
    public var squareCornerAngles: ClosedRange<Double> = 50...130
    public var squareMinimumSideRatio = 0.45
    public var squareMinimumTurningAtCorners = 0.55
    /// An aim's dot: at most this share of the circle's size, within this share of its radius from the centre.
    public var dotMaximumSize = 0.2
    public var dotMaximumOffset = 0.35

    public init() {}
}

/// Decides whether a drawing (one or more strokes) is a circle, an aim, a square or none.
/// Pure and quick: a stroke is resampled to 64 points and measured once.
public struct StrokeClassifier: Sendable {
    public var settings: StrokeClassifierSettings

    public init(settings: StrokeClassifierSettings = .init()) { self.settings = settings }

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
        guard let shape = ClosedShape(stroke: points) else { return .none }
        if isSquare(shape) { return .square }
        if isCircle(shape) { return .circle }
        return .none
    }

    func isClosedOutline(_ shape: ClosedShape) -> Bool {
        shape.closureGap <= settings.maximumClosureGap
            && shape.runOn <= settings.maximumRunOn
            && abs(abs(shape.turns) - 1) <= 0.25
            && shape.consistency >= settings.minimumConsistency
            && shape.selfCrossings == 0
    }

    func isCircle(_ shape: ClosedShape) -> Bool {
        isClosedOutline(shape)
            && shape.radialSpread <= settings.circleMaximumRadialSpread
            && shape.elongation <= settings.circleMaximumElongation
            && shape.sharpestBend <= settings.circleMaximumBend
            && (shape.corners.count <= settings.circleMaximumCorners
                || shape.turningAtCorners <= settings.circleMaximumTurningAtCorners)
    }

    func isSquare(_ shape: ClosedShape) -> Bool {
        guard isClosedOutline(shape), shape.corners.count == 4 else { return false }
        guard shape.corners.allSatisfy({ settings.squareCornerAngles.contains($0.angle) }) else { return false }
        let sides = shape.sideShares
        guard let shortest = sides.min(), let longest = sides.max(), longest > 0 else { return false }
        return shortest / longest >= settings.squareMinimumSideRatio
            && shape.turningAtCorners >= settings.squareMinimumTurningAtCorners
    }

    /// Two strokes: a circle and a dot near its centre, in either order.
    func aimShape(_ first: [PlanePoint], _ second: [PlanePoint]) -> StrokeShape {
        let a = StrokeGeometry.bounds(first), b = StrokeGeometry.bounds(second)
        let sizeA = max(a.width, a.height), sizeB = max(b.width, b.height)
        let (ring, dotBounds) = sizeA >= sizeB ? (first, b) : (second, a)
        let ringSize = max(sizeA, sizeB)
        guard ringSize > 0, max(dotBounds.width, dotBounds.height) <= settings.dotMaximumSize * ringSize,
              let shape = ClosedShape(stroke: ring), isCircle(shape), !isSquare(shape)
        else { return .none }
        let offset = (dotBounds.centre - shape.centre).length
        return offset <= settings.dotMaximumOffset * shape.meanRadius ? .aim : .none
    }
}

extension StrokeClassifier {
    /// The measures behind the decision, one stroke a line, for people tuning the settings.
    public func explain(_ strokes: [[StrokePoint]]) -> String {
        strokes.map(StrokeGeometry.cleaned).enumerated().map { index, points in
            guard let shape = ClosedShape(stroke: points) else { return "stroke \(index): \(points.count) points, too small to measure" }
            let corners = shape.corners.map { String(format: "%.0f°", $0.angle) }.joined(separator: " ")
            let sides = shape.sideShares.map { String(format: "%.2f", $0) }.joined(separator: " ")
            return String(format: "stroke %d: %d points, size %.0f, gap %.2f, run-on %.2f, turns %.2f, consistency %.2f, "
                          + "radial spread %.3f, elongation %.2f, sharpest bend %.0f°, crossings %d, corners [%@], sides [%@], "
                          + "turning at corners %.2f; closed %@, square %@, circle %@", index, points.count, shape.size, shape.closureGap, shape.runOn,
                          shape.turns, shape.consistency, shape.radialSpread, shape.elongation, shape.sharpestBend,
                          shape.selfCrossings, corners, sides, shape.turningAtCorners,
                          "\(isClosedOutline(shape))", "\(isSquare(shape))", "\(isCircle(shape))")
        }.joined(separator: "\n")
    }
}
