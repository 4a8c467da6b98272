import Foundation

/// Measures of one stroke read as a closed outline: how well it closes, how round it is,
/// where it turns sharply. Everything is relative to the stroke's own size and computed on
/// points evenly spaced along it, so size, position, rotation, drawing direction, starting
/// point and speed do not change the answer.
struct ClosedShape {
    static let samples = 64

    /// The outline, evenly resampled, closing segment implied from the last point to the first.
    let outline: [PlanePoint]
    /// Distance between the ends after trimming any run-on, relative to the size.
    let closureGap: Double
    /// Share of the stroke trimmed as run-on past the start.
    let runOn: Double
    /// Share of the stroke trimmed as a lead-in before the outline closes on itself.
    let leadIn: Double
    /// Turns the whole stroke makes, hook and run-on included (a spiral makes well over one).
    let wholeTurns: Double
    let centre: PlanePoint
    let meanRadius: Double
    /// Standard deviation of the distance from the centre, relative to the mean.
    let radialSpread: Double
    /// Long axis over short axis of the point cloud.
    let elongation: Double
    /// Total signed turning, in turns (±1 for a simple closed outline).
    let turns: Double
    /// |total turning| / total absolute turning: 1 when it never turns back.
    let consistency: Double
    /// Turning summed over short windows: the sharpest bend anywhere, in degrees.
    let sharpestBend: Double
    let corners: [Corner]
    /// Share of all turning done at the corners.
    let turningAtCorners: Double
    let selfCrossings: Int
    /// The size used to make measures relative: the larger side of the bounding box.
    let size: Double

    struct Corner {
        var index: Int
        /// Degrees turned around the corner.
        var angle: Double
    }

    init?(stroke points: [PlanePoint]) {
        let (width, height, _) = StrokeGeometry.bounds(points)
        size = max(width, height)
        guard points.count >= 3, size > 0 else { return nil }
        // The stroke evenly spaced and lightly smoothed (±1.5% of its length), so the slow,
        // trembling start and end of a stroke do not read as sharp turns.
        let even = StrokeGeometry.resampled(points.count < 48 ? StrokeGeometry.curved(points) : points, count: 256)
        let dense = StrokeGeometry.resampled(even.indices.map { index -> PlanePoint in
            let low = max(0, index - 4), high = min(even.count - 1, index + 4)
            var sum = PlanePoint(x: 0, y: 0)
            for j in low...high { sum = sum + even[j] }
            return sum * (1 / Double(high - low + 1))
        }, count: 128)
        // Where the stroke crosses its own beginning, the outline has closed: keep the loop
        // between the two crossing stretches (the biggest such loop), dropping a hook drawn
        // on the way in and the run-on past the start (people overdraw circles by up to a
        // third, often after a small hook). A spiral never crosses itself, so it keeps its
        // far-apart ends. Without a crossing, where the end comes back past the start
        // (across the line through the start, square to the first stretch's heading) the
        // outline has closed; otherwise the stroke stopped short and the chord from end to
        // start closes it.
        var openAt = 0, closeAt = dense.count - 1
        var crossed = false
        for i in 0..<(dense.count / 4) {
            for j in stride(from: dense.count - 2, through: dense.count * 3 / 5, by: -1)
            where j - i > closeAt - openAt || !crossed {
                if StrokeGeometry.segmentsCross(dense[i], dense[i + 1], dense[j], dense[j + 1]) {
                    (openAt, closeAt, crossed) = (i + 1, j, true)
                    break
                }
            }
        }
        if !crossed {
            let heading = dense[4] - dense[0]
            for index in (dense.count * 3 / 5)..<dense.count {
                let offset = dense[index] - dense[0]
                if offset.dot(heading) >= 0, offset.length <= 0.3 * size {
                    closeAt = index
                    break
                }
            }
        }
        var strokeTurning = 0.0
        for index in 1..<(dense.count - 1) {
            let before = dense[index] - dense[index - 1], after = dense[index + 1] - dense[index]
            if before.length > 0, after.length > 0 { strokeTurning += StrokeGeometry.turn(before, after) }
        }
        wholeTurns = abs(strokeTurning) / (2 * .pi)
        let best = (dense[closeAt] - dense[openAt]).length
        leadIn = Double(openAt) / Double(dense.count - 1)
        runOn = Double(dense.count - 1 - closeAt) / Double(dense.count - 1)
        closureGap = best / size
        // Resample round the closed loop (the closing chord counts like any other stretch),
        // then smooth over about 4% of it so a trembling hand or a coarse grid does not
        // read as turning back and forth.
        let loop = StrokeGeometry.resampled(Array(dense[openAt...closeAt]) + [dense[openAt]], count: 2 * Self.samples + 1).dropLast()
        let ring = Array(loop)
        let outline = stride(from: 0, to: ring.count, by: 2).map { index -> PlanePoint in
            var sum = PlanePoint(x: 0, y: 0)
            for offset in -2...2 { sum = sum + ring[(index + offset + ring.count) % ring.count] }
            return sum * 0.2
        }
        self.outline = outline
        let n = outline.count

        var sx = 0.0, sy = 0.0
        for p in outline { sx += p.x; sy += p.y }
        centre = PlanePoint(x: sx / Double(n), y: sy / Double(n))
        var radii: [Double] = []
        var cxx = 0.0, cyy = 0.0, cxy = 0.0
        for p in outline {
            let d = p - centre
            radii.append(d.length)
            cxx += d.x * d.x; cyy += d.y * d.y; cxy += d.x * d.y
        }
        let mean = radii.reduce(0, +) / Double(n)
        meanRadius = mean
        let variance = radii.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(n)
        radialSpread = mean > 0 ? variance.squareRoot() / mean : 1
        let trace = (cxx + cyy) / Double(n), det = (cxx * cyy - cxy * cxy) / Double(n * n)
        let root = max(0, trace * trace / 4 - det).squareRoot()
        let major = trace / 2 + root, minor = max(1e-12, trace / 2 - root)
        elongation = (major / minor).squareRoot()

        // Turning at each point of the closed outline.
        var bends: [Double] = []
        bends.reserveCapacity(n)
        for index in 0..<n {
            let before = outline[index] - outline[(index + n - 1) % n]
            let after = outline[(index + 1) % n] - outline[index]
            bends.append(before.length > 0 && after.length > 0 ? StrokeGeometry.turn(before, after) : 0)
        }
        let total = bends.reduce(0, +)
        let absolute = bends.reduce(0) { $0 + abs($1) }
        turns = total / (2 * .pi)
        // Whether it ever turns back, judged on a coarse 16-gon so a wavering straight side
        // does not count as turning back and forth.
        let coarse = stride(from: 0, to: n, by: 4).map { outline[$0] }
        var coarseTotal = 0.0, coarseAbsolute = 0.0
        for index in coarse.indices {
            let before = coarse[index] - coarse[(index + coarse.count - 1) % coarse.count]
            let after = coarse[(index + 1) % coarse.count] - coarse[index]
            let bend = before.length > 0 && after.length > 0 ? StrokeGeometry.turn(before, after) : 0
            coarseTotal += bend
            coarseAbsolute += abs(bend)
        }
        consistency = coarseAbsolute > 0 ? abs(coarseTotal) / coarseAbsolute : 0

        // Corners: peaks of the turning summed over a window of ±2 points (about 8% of the
        // perimeter), measured over ±4 so a rounded corner counts in full.
        func windowSum(_ center: Int, _ half: Int) -> Double {
            var sum = 0.0
            for offset in -half...half { sum += bends[(center + offset + n) % n] }
            return sum
        }
        let narrow = (0..<n).map { windowSum($0, 2) }
        sharpestBend = narrow.map { abs($0) }.max().map { $0 * 180 / .pi } ?? 0
        var found: [Corner] = []
        let threshold = 50.0 * .pi / 180
        for index in 0..<n where abs(narrow[index]) >= threshold {
            var isPeak = true
            for offset in -3...3 where offset != 0 {
                let other = abs(narrow[(index + offset + n) % n])
                if other > abs(narrow[index]) || (other == abs(narrow[index]) && offset < 0) { isPeak = false; break }
            }
            let angle = abs(windowSum(index, 4)) * 180 / .pi
            if isPeak && angle >= 35 { found.append(Corner(index: index, angle: angle)) }
        }
        corners = found
        var atCorners = 0.0
        var counted = Set<Int>()
        for corner in found {
            for offset in -4...4 {
                let index = (corner.index + offset + n) % n
                if counted.insert(index).inserted { atCorners += abs(bends[index]) }
            }
        }
        turningAtCorners = absolute > 0 ? atCorners / absolute : 0

        // Segment k runs from point k to point k + 1 of the closed outline; neighbours share a
        // point and never cross (the last segment and the first are neighbours too).
        let closed = outline + [outline[0]]
        var crossings = 0
        for i in 0..<(n - 2) {
            for j in (i + 2)...(i == 0 ? n - 2 : n - 1)
            where StrokeGeometry.segmentsCross(closed[i], closed[i + 1], closed[j], closed[j + 1]) {
                crossings += 1
            }
        }
        selfCrossings = crossings
    }

    /// Lengths of the outline between consecutive corners, relative to the perimeter.
    var sideShares: [Double] {
        guard corners.count > 1 else { return [] }
        let n = outline.count
        let indices = corners.map(\.index).sorted()
        return indices.indices.map { k in
            let a = indices[k], b = indices[(k + 1) % indices.count]
            return Double((b - a + n) % n) / Double(n)
        }
    }
}
