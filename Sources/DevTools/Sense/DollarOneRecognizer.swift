import Foundation

/// The $1 unistroke recognizer (J. O. Wobbrock, A. D. Wilson, Y. Li, "Gestures without
/// libraries, toolkits or training", UIST 2007), written from the paper as a yardstick for
/// Gadget's stroke classifier. It is used only by the evaluation and shares nothing with
/// Gadget's recognizers, so the comparison is against the published method, not a variant.
///
/// Steps, as the paper gives them: resample the stroke to 64 evenly spaced points, rotate it
/// so the angle from its centroid to its first point is zero (the "indicative angle"), scale
/// it non-uniformly to a 250-unit square, move its centroid to the origin; then compare with
/// every template at the best rotation found by golden-section search over ±45° (to 2°), and
/// score the nearest as 1 - distance / (half the square's diagonal).
struct DollarOneRecognizer: Sendable {
    struct Point: Sendable, Equatable {
        var x: Double, y: Double
    }

    struct Template: Sendable {
        var name: String
        var points: [Point]
    }

    struct Match: Sendable, Equatable {
        var name: String
        var score: Double
    }

    static let sampleCount = 64
    static let squareSize = 250.0
    static let angleRange = 45.0 * Double.pi / 180
    static let anglePrecision = 2.0 * Double.pi / 180
    static let halfDiagonal = 0.5 * (2 * squareSize * squareSize).squareRoot()
    static let phi = 0.5 * (-1 + 5.0.squareRoot())

    private(set) var templates: [Template] = []

    init() {}

    mutating func addTemplate(name: String, stroke: [Point]) {
        guard let points = Self.normalized(stroke) else { return }
        templates.append(Template(name: name, points: points))
    }

    /// The nearest template and its score (1 is a perfect match), or nil for a stroke too
    /// short to normalize or when there are no templates.
    func recognize(_ stroke: [Point]) -> Match? {
        guard let candidate = Self.normalized(stroke) else { return nil }
        var best: Match?
        var bestDistance = Double.infinity
        for template in templates {
            let distance = Self.distanceAtBestAngle(candidate, template.points)
            if distance < bestDistance {
                bestDistance = distance
                best = Match(name: template.name, score: 1 - distance / Self.halfDiagonal)
            }
        }
        return best
    }

    // MARK: The paper's steps

    static func normalized(_ stroke: [Point]) -> [Point]? {
        guard stroke.count >= 2, pathLength(stroke) > 0 else { return nil }
        var points = resample(stroke, count: sampleCount)
        points = rotate(points, by: -indicativeAngle(points))
        guard let scaled = scaleToSquare(points) else { return nil }
        return translateToOrigin(scaled)
    }

    static func resample(_ stroke: [Point], count: Int) -> [Point] {
        let interval = pathLength(stroke) / Double(count - 1)
        var accumulated = 0.0
        var source = stroke
        var result = [stroke[0]]
        var index = 1
        while index < source.count {
            let a = source[index - 1], b = source[index]
            let d = distance(a, b)
            if accumulated + d >= interval, d > 0 {
                let t = (interval - accumulated) / d
                let q = Point(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y))
                result.append(q)
                source.insert(q, at: index)  // q is the next segment's start
                accumulated = 0
            } else {
                accumulated += d
            }
            index += 1
        }
        // Rounding can leave the last point out.
        while result.count < count { result.append(stroke[stroke.count - 1]) }
        return Array(result.prefix(count))
    }

    static func indicativeAngle(_ points: [Point]) -> Double {
        let c = centroid(points)
        return atan2(c.y - points[0].y, c.x - points[0].x)
    }

    static func rotate(_ points: [Point], by angle: Double) -> [Point] {
        let c = centroid(points), cosA = cos(angle), sinA = sin(angle)
        return points.map { p in
            Point(x: (p.x - c.x) * cosA - (p.y - c.y) * sinA + c.x, y: (p.x - c.x) * sinA + (p.y - c.y) * cosA + c.y)
        }
    }

    /// Non-uniform scaling to the square; nil for a stroke with no width or no height (a
    /// straight line), which the paper leaves undefined.
    static func scaleToSquare(_ points: [Point]) -> [Point]? {
        let xs = points.map(\.x), ys = points.map(\.y)
        let width = xs.max()! - xs.min()!, height = ys.max()! - ys.min()!
        guard width > 1e-9, height > 1e-9 else { return nil }
        return points.map { Point(x: $0.x * squareSize / width, y: $0.y * squareSize / height) }
    }

    static func translateToOrigin(_ points: [Point]) -> [Point] {
        let c = centroid(points)
        return points.map { Point(x: $0.x - c.x, y: $0.y - c.y) }
    }

    static func distanceAtBestAngle(_ points: [Point], _ template: [Point]) -> Double {
        var a = -angleRange, b = angleRange
        var x1 = phi * a + (1 - phi) * b, f1 = distanceAtAngle(points, template, x1)
        var x2 = (1 - phi) * a + phi * b, f2 = distanceAtAngle(points, template, x2)
        while abs(b - a) > anglePrecision {
            if f1 < f2 {
                b = x2; x2 = x1; f2 = f1
                x1 = phi * a + (1 - phi) * b; f1 = distanceAtAngle(points, template, x1)
            } else {
                a = x1; x1 = x2; f1 = f2
                x2 = (1 - phi) * a + phi * b; f2 = distanceAtAngle(points, template, x2)
            }
        }
        return min(f1, f2)
    }

    static func distanceAtAngle(_ points: [Point], _ template: [Point], _ angle: Double) -> Double {
        pathDistance(rotate(points, by: angle), template)
    }

    static func pathDistance(_ a: [Point], _ b: [Point]) -> Double {
        var total = 0.0
        for index in a.indices { total += distance(a[index], b[index]) }
        return total / Double(a.count)
    }

    static func centroid(_ points: [Point]) -> Point {
        var x = 0.0, y = 0.0
        for p in points { x += p.x; y += p.y }
        return Point(x: x / Double(points.count), y: y / Double(points.count))
    }

    static func pathLength(_ points: [Point]) -> Double {
        var total = 0.0
        for index in points.indices.dropFirst() { total += distance(points[index - 1], points[index]) }
        return total
    }

    static func distance(_ a: Point, _ b: Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
