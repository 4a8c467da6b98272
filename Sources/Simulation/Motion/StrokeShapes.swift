import Foundation
import GadgetBase
import Hardware

/// What a person set out to draw, as polylines in a unit box (y down). Curves are dense
/// polylines; `corners` marks the vertices where a hand slows down and turns.
struct IntendedPath {
    var points: [Point]
    var corners: Set<Int> = []
}

enum StrokeShapes {
    /// A wobbly ellipse: `sweep` radians from `startAngle`, `direction` ±1, radius wandering.
    static func ellipse(aspect: Double, startAngle: Double, sweep: Double, direction: Double,
                        radiusWobble: Double, random: inout MotionRandom) -> IntendedPath {
        let wobble = Wobble(amplitude: radiusWobble, frequencies: 0.1...0.5, random: &random)
        let count = 90
        var points: [Point] = []
        for index in 0...count {
            let fraction = Double(index) / Double(count)
            let angle = startAngle + direction * sweep * fraction
            let radius = 1 + wobble.value(at: angle)
            points.append(Point(x: radius * cos(angle) * aspect, y: radius * sin(angle)))
        }
        return IntendedPath(points: points)
    }

    /// A closed polygon through `vertices`, starting `startFraction` of the way along the first
    /// side, going round once and then on by `closure` (negative: stopping short) of a side.
    /// `bow` bends each side outwards (or in) by that share of its length.
    static func polygon(_ vertices: [Point], startFraction: Double, closure: Double, bow: Double) -> IntendedPath {
        let n = vertices.count
        func lerp(_ a: Point, _ b: Point, _ f: Double) -> Point { Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f) }
        var points: [Point] = []
        var corners: Set<Int> = []
        let sides = Double(n) + closure
        let steps = 24
        var travelled = 0.0
        var side = 0
        var from = startFraction
        while travelled < sides - 1e-9 {
            let a = vertices[side % n], b = vertices[(side + 1) % n]
            let until = min(1, from + (sides - travelled))
            let normal = Point(x: -(b.y - a.y), y: b.x - a.x)
            var f = from
            while f <= until + 1e-9 {
                var point = lerp(a, b, f)
                let sag = bow * sin(.pi * f)
                point = Point(x: point.x + normal.x * sag, y: point.y + normal.y * sag)
                points.append(point)
                f += 1.0 / Double(steps)
            }
            if until >= 1 { corners.insert(points.count - 1) }
            travelled += until - from
            from = 0
            side += 1
        }
        return IntendedPath(points: points, corners: corners)
    }

    /// An open polyline, each vertex a corner.
    static func polyline(_ vertices: [Point]) -> IntendedPath {
        var points: [Point] = []
        var corners: Set<Int> = []
        for (index, vertex) in vertices.enumerated() {
            if index > 0 {
                let previous = vertices[index - 1]
                for step in 1...12 {
                    let f = Double(step) / 12
                    points.append(Point(x: previous.x + (vertex.x - previous.x) * f, y: previous.y + (vertex.y - previous.y) * f))
                }
                corners.insert(points.count - 1)
            } else {
                points.append(vertex)
            }
        }
        return IntendedPath(points: points, corners: corners)
    }

    /// An arc of the unit circle about `centre` scaled by `radius`, from `a0` to `a1` radians.
    static func arc(centre: Point, radius: Point, from a0: Double, to a1: Double) -> [Point] {
        (0...30).map { step in
            let angle = a0 + (a1 - a0) * Double(step) / 30
            return Point(x: centre.x + radius.x * cos(angle), y: centre.y + radius.y * sin(angle))
        }
    }

    static func spiral(turns: Double, inward: Bool, direction: Double, start: Double) -> IntendedPath {
        let count = Int(80 * turns)
        var points: [Point] = []
        for index in 0...count {
            var f = Double(index) / Double(count)
            if inward { f = 1 - f }
            let angle = start + direction * 2 * .pi * turns * f
            let radius = 0.12 + 0.88 * f
            points.append(Point(x: radius * cos(angle), y: radius * sin(angle)))
        }
        return IntendedPath(points: points)
    }

    /// Letters and brackets people might draw where a shape was wanted.
    static func letter(_ name: String) -> [IntendedPath] {
        let half = Double.pi
        func curve(_ pts: [Point]) -> IntendedPath { IntendedPath(points: pts) }
        switch name {
        case "L": return [polyline([Point(x: 0, y: 0), Point(x: 0, y: 1), Point(x: 0.7, y: 1)])]
        case "V": return [polyline([Point(x: 0, y: 0), Point(x: 0.5, y: 1), Point(x: 1, y: 0)])]
        case "W": return [polyline([Point(x: 0, y: 0), Point(x: 0.25, y: 1), Point(x: 0.5, y: 0.3), Point(x: 0.75, y: 1), Point(x: 1, y: 0)])]
        case "M": return [polyline([Point(x: 0, y: 1), Point(x: 0, y: 0), Point(x: 0.5, y: 0.6), Point(x: 1, y: 0), Point(x: 1, y: 1)])]
        case "N": return [polyline([Point(x: 0, y: 1), Point(x: 0, y: 0), Point(x: 0.8, y: 1), Point(x: 0.8, y: 0)])]
        case "Z": return [polyline([Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 0, y: 1), Point(x: 1, y: 1)])]
        case "7": return [polyline([Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 0.4, y: 1)])]
        case "U":
            return [curve([Point(x: 0, y: 0)] + arc(centre: Point(x: 0.5, y: 0.55), radius: Point(x: 0.5, y: 0.45), from: half, to: 0)
                          + [Point(x: 1, y: 0)])]
        case "C": return [curve(arc(centre: Point(x: 0.5, y: 0.5), radius: Point(x: 0.5, y: 0.5), from: -0.8, to: -2 * half + 0.8))]
        case "S":
            return [curve(arc(centre: Point(x: 0.5, y: 0.25), radius: Point(x: 0.45, y: 0.25), from: -0.3, to: -half - half / 2)
                          + arc(centre: Point(x: 0.5, y: 0.75), radius: Point(x: 0.45, y: 0.25), from: -half / 2, to: half + 0.3))]
        case "G":
            return [curve(arc(centre: Point(x: 0.5, y: 0.5), radius: Point(x: 0.5, y: 0.5), from: -0.7, to: -2 * half)
                          + [Point(x: 0.55, y: 0.5)])]
        case "e":
            return [curve([Point(x: 0.05, y: 0.5), Point(x: 0.95, y: 0.5)]
                          + arc(centre: Point(x: 0.5, y: 0.5), radius: Point(x: 0.45, y: 0.45), from: 0, to: -2 * half + 0.9))]
        case "D":
            return [curve([Point(x: 0, y: 1), Point(x: 0, y: 0)]
                          + arc(centre: Point(x: 0, y: 0.5), radius: Point(x: 0.7, y: 0.5), from: -half / 2, to: half / 2)
                          + [Point(x: 0, y: 1)])]
        case "2":
            return [curve(arc(centre: Point(x: 0.5, y: 0.3), radius: Point(x: 0.45, y: 0.3), from: -half, to: 0.4)
                          + [Point(x: 0, y: 1), Point(x: 1, y: 1)])]
        case "(": return [curve(arc(centre: Point(x: 1, y: 0.5), radius: Point(x: 0.6, y: 0.6), from: half + 0.9, to: half - 0.9))]
        case ")": return [curve(arc(centre: Point(x: 0, y: 0.5), radius: Point(x: 0.6, y: 0.6), from: -0.9, to: 0.9))]
        case "[": return [polyline([Point(x: 0.4, y: 0), Point(x: 0, y: 0), Point(x: 0, y: 1), Point(x: 0.4, y: 1)])]
        case "]": return [polyline([Point(x: 0, y: 0), Point(x: 0.4, y: 0), Point(x: 0.4, y: 1), Point(x: 0, y: 1)])]
        case "{":
            return [curve([Point(x: 0.5, y: 0), Point(x: 0.3, y: 0.05), Point(x: 0.25, y: 0.4), Point(x: 0, y: 0.5),
                           Point(x: 0.25, y: 0.6), Point(x: 0.3, y: 0.95), Point(x: 0.5, y: 1)])]
        default: return [polyline([Point(x: 0, y: 0), Point(x: 1, y: 1)])]
        }
    }

    static let letters = ["L", "V", "W", "M", "N", "Z", "7", "U", "C", "S", "G", "e", "D", "2"]
    static let brackets = ["(", ")", "[", "]", "{"]
}

extension IntendedPath {
    /// The path with sharp turns rounded: each point averaged with `radius` neighbours either side.
    func rounded(radius: Int) -> IntendedPath {
        guard radius > 0, points.count > 2 else { return self }
        var result: [Point] = []
        for index in points.indices {
            let low = max(0, index - radius), high = min(points.count - 1, index + radius)
            var x = 0.0, y = 0.0
            for j in low...high { x += points[j].x; y += points[j].y }
            let n = Double(high - low + 1)
            result.append(Point(x: x / n, y: y / n))
        }
        return IntendedPath(points: result, corners: corners)
    }
}
