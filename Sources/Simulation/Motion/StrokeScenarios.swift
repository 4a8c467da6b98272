import Foundation
import GadgetBase
import Hardware

/// What a generated drawing was meant to be.
public enum StrokeKind: String, Sendable, CaseIterable {
    case circle, aim, square
    case triangle, star, check, arrow, letter, bracket, spiral, farDotCircle

    /// The label a recognizer should give: circle, aim, square, or none.
    public var expectedLabel: String {
        switch self {
        case .circle, .aim, .square: rawValue
        default: "none"
        }
    }
}

public struct LabelledStrokes: Sendable {
    public var kind: StrokeKind
    public var strokes: [[StrokePoint]]
    public var notes: String
}

/// Builds human-like drawings of shapes and of the things that must not pass for them.
public enum StrokeScenarios {
    public static func make(_ kind: StrokeKind, seed: UInt64) -> LabelledStrokes {
        var random = MotionRandom(seed: seed ^ kind.rawValue.hashValueStable)
        let size = random.uniform(40...400)
        var pen = StrokePen.random(size: size, random: &random)
        var paths: [IntendedPath] = []
        var notes = String(format: "%.0f px, %.0f Hz, %.0f px/s", size, pen.rate, pen.speed)
        switch kind {
        case .circle, .aim, .farDotCircle:
            pen.rotation = random.uniform(0...(2 * .pi))
            let circle = wobblyCircle(random: &random)
            paths = [circle]
            if kind != .circle {
                let offset = kind == .aim ? random.uniform(0...0.18) : random.uniform(0.6...1.8)
                let angle = random.uniform(0...(2 * .pi))
                let dot = dotPath(at: Point(x: offset * cos(angle), y: offset * sin(angle)), size: size, random: &random)
                paths = random.chance(0.35) ? [dot, circle] : [circle, dot]
                notes += String(format: ", dot %.2f r off centre", offset)
            }
        case .square:
            pen.rotation = random.uniform(-.pi / 4 ... .pi / 4)
            let tall = random.uniform(0.85...1.18)
            let corners = [Point(x: -1, y: -tall), Point(x: 1, y: -tall), Point(x: 1, y: tall), Point(x: -1, y: tall)]
            paths = [closedPolygon(corners, random: &random)]
            notes += String(format: ", turned %.0f°", pen.rotation * 180 / .pi)
        case .triangle:
            pen.rotation = random.uniform(0...(2 * .pi))
            let corners = (0..<3).map { k -> Point in
                let angle = Double(k) * 2 * .pi / 3 + random.uniform(-0.2...0.2)
                let r = random.uniform(0.8...1.2)
                return Point(x: r * cos(angle), y: r * sin(angle))
            }
            paths = [closedPolygon(corners, random: &random)]
        case .star:
            pen.rotation = random.uniform(0...(2 * .pi))
            let corners = (0..<5).map { k -> Point in
                let angle = Double(k) * 4 * .pi / 5 + random.uniform(-0.08...0.08)
                return Point(x: cos(angle), y: sin(angle))
            }
            paths = [closedPolygon(corners, random: &random)]
        case .check:
            pen.rotation = random.uniform(-0.35...0.35)
            let knee = Point(x: random.uniform(-0.5...(-0.1)), y: random.uniform(0.5...1))
            paths = [StrokeShapes.polyline([Point(x: -1, y: random.uniform(0...0.4)), knee, Point(x: 1, y: -1)])
                .rounded(radius: Int.random(in: 0...2, using: &random))]
        case .arrow:
            pen.rotation = random.uniform(0...(2 * .pi))
            let tail = Point(x: -1, y: 0), tip = Point(x: 1, y: 0)
            let barbLength = random.uniform(0.3...0.6), spread = random.uniform(0.4...0.8)
            let barb1 = Point(x: 1 - barbLength * cos(spread), y: -barbLength * sin(spread))
            let barb2 = Point(x: 1 - barbLength * cos(spread), y: barbLength * sin(spread))
            paths = random.chance(0.6)
                ? [StrokeShapes.polyline([tail, tip]), StrokeShapes.polyline([barb1, tip, barb2])]
                : [StrokeShapes.polyline([tail, tip, barb1, tip, barb2])]
        case .letter, .bracket:
            let name = random.pick(kind == .letter ? StrokeShapes.letters : StrokeShapes.brackets)
            pen.rotation = random.uniform(-0.25...0.25)
            pen.aspect = random.uniform(0.75...1.3)
            paths = StrokeShapes.letter(name).map { path in
                IntendedPath(points: path.points.map { Point(x: $0.x * 2 - 1, y: $0.y * 2 - 1) }, corners: path.corners)
            }
            notes += ", \"\(name)\""
        case .spiral:
            pen.rotation = random.uniform(0...(2 * .pi))
            paths = [StrokeShapes.spiral(turns: random.uniform(1.6...3), inward: random.chance(0.5),
                                         direction: random.sign(), start: random.uniform(0...(2 * .pi)))]
        }
        var strokes: [[StrokePoint]] = []
        var time = random.uniform(0...5)
        for path in paths {
            let drawn = pen.draw(path, from: time, random: &random)
            strokes.append(drawn.points)
            time = drawn.end + random.uniform(0.12...0.6)
        }
        return LabelledStrokes(kind: kind, strokes: strokes, notes: notes)
    }

    /// A circle as people draw one: a little oval, radius wandering, from anywhere, either
    /// way round, stopping a bit short or running on past the start.
    private static func wobblyCircle(random: inout MotionRandom) -> IntendedPath {
        StrokeShapes.ellipse(aspect: random.uniform(0.8...1.25), startAngle: random.uniform(0...(2 * .pi)),
                             sweep: 2 * .pi * random.uniform(0.9...1.12), direction: random.sign(),
                             radiusWobble: random.uniform(0.01...0.07), random: &random)
    }

    /// A closed polygon drawn from a corner or mid-side, either way round, corners a little
    /// rounded, sides a little bowed, the end short of or past the start.
    private static func closedPolygon(_ corners: [Point], random: inout MotionRandom) -> IntendedPath {
        var vertices = corners
        if random.chance(0.5) { vertices.reverse() }
        let shift = Int.random(in: 0..<vertices.count, using: &random)
        vertices = Array(vertices[shift...] + vertices[..<shift])
        let startFraction = random.chance(0.5) ? 0 : random.uniform(0...1)
        let path = StrokeShapes.polygon(vertices, startFraction: startFraction, closure: random.uniform(-0.1...0.15),
                                        bow: random.uniform(-0.04...0.04))
        return path.rounded(radius: Int.random(in: 0...3, using: &random))
    }

    /// A dot: a tap, or a tiny scribble.
    private static func dotPath(at centre: Point, size: Double, random: inout MotionRandom) -> IntendedPath {
        if random.chance(0.5) { return IntendedPath(points: [centre]) }
        let reach = random.uniform(0.01...0.05)
        return IntendedPath(points: (0..<4).map { _ in
            Point(x: centre.x + random.uniform(-reach...reach), y: centre.y + random.uniform(-reach...reach))
        })
    }
}
