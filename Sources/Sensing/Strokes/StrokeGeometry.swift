import Foundation
import GadgetBase
import Hardware

/// Plane geometry for strokes, in pixels. Internal: the classifier's working parts.
struct PlanePoint: Hashable {
    var x: Double, y: Double
    static func - (a: PlanePoint, b: PlanePoint) -> PlanePoint { PlanePoint(x: a.x - b.x, y: a.y - b.y) }
    static func + (a: PlanePoint, b: PlanePoint) -> PlanePoint { PlanePoint(x: a.x + b.x, y: a.y + b.y) }
    static func * (a: PlanePoint, k: Double) -> PlanePoint { PlanePoint(x: a.x * k, y: a.y * k) }
    var length: Double { (x * x + y * y).squareRoot() }
    func cross(_ o: PlanePoint) -> Double { x * o.y - y * o.x }
    func dot(_ o: PlanePoint) -> Double { x * o.x + y * o.y }
}

enum StrokeGeometry {
    /// The stroke's points with bad values and repeats removed.
    static func cleaned(_ stroke: [StrokePoint]) -> [PlanePoint] {
        var points: [PlanePoint] = []
        points.reserveCapacity(stroke.count)
        for p in stroke where p.x.isFinite && p.y.isFinite {
            let point = PlanePoint(x: p.x, y: p.y)
            if points.last != point { points.append(point) }
        }
        return points
    }

    static func pathLength(_ points: [PlanePoint]) -> Double {
        var total = 0.0
        for index in points.indices.dropFirst() { total += (points[index] - points[index - 1]).length }
        return total
    }

    /// Width and height of the bounding box, and its centre.
    static func bounds(_ points: [PlanePoint]) -> (width: Double, height: Double, centre: PlanePoint) {
        guard let first = points.first else { return (0, 0, PlanePoint(x: 0, y: 0)) }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return (maxX - minX, maxY - minY, PlanePoint(x: (minX + maxX) / 2, y: (minY + maxY) / 2))
    }

    /// `count` points spaced evenly along the path (its ends included), so later measures
    /// depend on the shape and not on how fast or how unevenly it was drawn.
    static func resampled(_ points: [PlanePoint], count: Int) -> [PlanePoint] {
        guard points.count > 1, count > 1 else { return points }
        let total = pathLength(points)
        guard total > 0 else { return Array(repeating: points[0], count: count) }
        let step = total / Double(count - 1)
        var result = [points[0]]
        result.reserveCapacity(count)
        var carried = 0.0
        var previous = points[0]
        var index = 1
        while index < points.count, result.count < count {
            let next = points[index]
            let segment = (next - previous).length
            if carried + segment >= step, segment > 0 {
                let f = (step - carried) / segment
                let point = previous + (next - previous) * f
                result.append(point)
                previous = point
                carried = 0
            } else {
                carried += segment
                previous = next
                index += 1
            }
        }
        while result.count < count { result.append(points[points.count - 1]) }
        return result
    }

    /// A sparse stroke (a fast hand on a slow surface) filled in with Catmull-Rom curves
    /// through its points, so ten points round a circle read as a curve and not a decagon.
    static func curved(_ points: [PlanePoint], steps: Int = 6) -> [PlanePoint] {
        guard points.count > 2 else { return points }
        var result: [PlanePoint] = []
        for index in 0..<(points.count - 1) {
            let p0 = points[max(0, index - 1)], p1 = points[index]
            let p2 = points[index + 1], p3 = points[min(points.count - 1, index + 2)]
            for step in 0..<steps {
                let t = Double(step) / Double(steps), t2 = t * t, t3 = t2 * t
                let a = -0.5 * t3 + t2 - 0.5 * t, b = 1.5 * t3 - 2.5 * t2 + 1
                let c = -1.5 * t3 + 2 * t2 + 0.5 * t, d = 0.5 * t3 - 0.5 * t2
                result.append(PlanePoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                                         y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
            }
        }
        result.append(points[points.count - 1])
        return result
    }

    /// Signed turn in radians from direction `a` to direction `b`.
    static func turn(_ a: PlanePoint, _ b: PlanePoint) -> Double { atan2(a.cross(b), a.dot(b)) }

    /// Whether segments ab and cd cross at a point inside both.
    static func segmentsCross(_ a: PlanePoint, _ b: PlanePoint, _ c: PlanePoint, _ d: PlanePoint) -> Bool {
        // Most pairs of a stroke's segments are far apart: segments whose boxes do not meet
        // cannot cross, and comparing boxes is cheaper than the four cross products.
        if max(a.x, b.x) < min(c.x, d.x) || max(c.x, d.x) < min(a.x, b.x)
            || max(a.y, b.y) < min(c.y, d.y) || max(c.y, d.y) < min(a.y, b.y) { return false }
        let d1 = (b - a).cross(c - a), d2 = (b - a).cross(d - a)
        let d3 = (d - c).cross(a - c), d4 = (d - c).cross(b - c)
        return d1 * d2 < 0 && d3 * d4 < 0
    }
}
