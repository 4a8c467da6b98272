import Foundation
import GadgetBase
import Hardware

/// A person's hand drawing an intended path on a touch surface: it slows into corners and
/// at both ends, wanders off the ideal line, trembles, and the surface drops samples,
/// stalls now and then, and reports whole pixels (or, for a terminal mouse, whole cells).
struct StrokePen {
    var rate: Double
    /// Pixels per unit of the intended path, horizontally and vertically.
    var scale: Double, aspect: Double
    var rotation: Double
    var origin: Point
    /// Drawing speed in pixels per second.
    var speed: Double
    /// Slow wander off the line, as a share of the size; fast tremor in pixels.
    var wander: Double, tremor: Double
    var dropChance: Double, stallChance: Double
    /// 1 for a touchscreen; a terminal's cell size in pixels for a mouse.
    var grid: Double

    static func random(size: Double, random: inout MotionRandom) -> StrokePen {
        StrokePen(
            rate: random.pick([60.0, 90, 120, 120, 240]),
            scale: size / 2, aspect: 1, rotation: 0,
            origin: Point(x: random.uniform(size...(size + 600)), y: random.uniform(size...(size + 400))),
            speed: random.uniform(250...1400), wander: random.uniform(0...0.04), tremor: random.uniform(0.2...1.2),
            dropChance: random.uniform(0...0.05), stallChance: random.chance(0.3) ? 0.02 : 0,
            grid: random.chance(0.15) ? random.pick([4.0, 6, 8]) : 1)
    }

    func place(_ p: Point) -> Point {
        let x = p.x * scale * aspect, y = p.y * scale
        let c = cos(rotation), s = sin(rotation)
        return Point(x: origin.x + c * x - s * y, y: origin.y + s * x + c * y)
    }

    /// Draws `path` starting at `start` seconds; returns the reported points and the end time.
    func draw(_ path: IntendedPath, from start: Double, random: inout MotionRandom) -> (points: [StrokePoint], end: Double) {
        let placed = path.points.map(place)
        var lengths = [0.0]
        for index in placed.indices.dropFirst() {
            let a = placed[index - 1], b = placed[index]
            lengths.append(lengths[index - 1] + ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot())
        }
        let total = lengths.last ?? 0
        let cornerDistances = path.corners.map { lengths[min($0, lengths.count - 1)] }
        let wanderX = Wobble(amplitude: wander * scale * 2, frequencies: 0.5...2.5, random: &random)
        let wanderY = Wobble(amplitude: wander * scale * 2, frequencies: 0.5...2.5, random: &random)
        let slowZone = max(4, 0.06 * total)

        func position(at s: Double) -> Point {
            var low = 0, high = lengths.count - 1
            while low < high - 1 {
                let middle = (low + high) / 2
                if lengths[middle] <= s { low = middle } else { high = middle }
            }
            let span = lengths[high] - lengths[low]
            let f = span > 0 ? (s - lengths[low]) / span : 0
            let a = placed[low], b = placed[high]
            return Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
        }

        var points: [StrokePoint] = []
        var s = 0.0, t = start
        let dt = 1 / rate
        var stalled = 0
        while true {
            let u = total > 0 ? s / total : 1
            let ideal = position(at: min(s, total))
            let drift = Point(x: wanderX.value(at: u), y: wanderY.value(at: u))
            var x = ideal.x + drift.x + random.gaussian() * tremor
            var y = ideal.y + drift.y + random.gaussian() * tremor
            x = (x / grid).rounded() * grid
            y = (y / grid).rounded() * grid
            let first = points.isEmpty, last = s >= total
            if stalled > 0 { stalled -= 1 } else if random.chance(stallChance) { stalled = Int.random(in: 3...8, using: &random) }
            if first || last || (stalled == 0 && !random.chance(dropChance)) {
                points.append(StrokePoint(x: x, y: y, timestamp: .seconds(t)))
            }
            if last { break }
            // Slower into corners and at both ends, as a hand is.
            let nearCorner = cornerDistances.map { abs($0 - s) }.min() ?? .infinity
            let nearEnd = min(s, total - s)
            let slowing = 0.3 + 0.7 * min(1, min(nearCorner, nearEnd) / slowZone)
            s += speed * slowing * dt
            t += dt
        }
        return (points, t)
    }
}
