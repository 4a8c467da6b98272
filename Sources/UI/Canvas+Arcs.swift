import CCairo
import Hardware

/// Circles and rounded corners as quarter-circle Béziers built from exact unit vectors.
///
/// `cairo_arc` draws the same curves for radii from about 5.5 px to 360 px (beyond any board's
/// display): it splits a circle into quarters and draws each as one cubic Bézier; below that it
/// draws halves, less round than these. But it finds the control points with sin, cos and tan,
/// which page in about 200 KiB of libm's tables before the first frame, for curves whose every
/// coordinate is a radius times 0, ±1 or the constant below. The pixels are the same (ArcTests).
extension Canvas {
    /// The quarters of a circle, clockwise on screen (y points down) from 3 o'clock.
    enum Quarter: Int, CaseIterable {
        case lowerRight, lowerLeft, upperLeft, upperRight

        /// Where the quarter starts, as a unit vector from the centre.
        var start: (x: Double, y: Double) {
            switch self {
            case .lowerRight: (1, 0)
            case .lowerLeft: (0, 1)
            case .upperLeft: (-1, 0)
            case .upperRight: (0, -1)
            }
        }

        /// Where it ends: the next quarter's start.
        var end: (x: Double, y: Double) {
            Quarter(rawValue: (rawValue + 1) % 4)!.start
        }
    }

    /// How far a quarter's control points sit along the tangents, as a share of the radius:
    /// 4/3 · tan(π/8), which makes the curve meet the circle at its middle as well as its ends.
    static let quarterHandle = 4.0 / 3.0 * (2.0.squareRoot() - 1)

    /// Adds a line to the quarter's start (a move when the path has no current point), then
    /// the quarter itself.
    func addQuarterArc(_ quarter: Quarter, center: Point, radius: Double) {
        let start = quarter.start, end = quarter.end, handle = Self.quarterHandle * radius
        cairo_line_to(cr, center.x + radius * start.x, center.y + radius * start.y)
        cairo_curve_to(cr,
                       center.x + radius * start.x - handle * start.y, center.y + radius * start.y + handle * start.x,
                       center.x + radius * end.x + handle * end.y, center.y + radius * end.y - handle * end.x,
                       center.x + radius * end.x, center.y + radius * end.y)
    }

    /// Left open at 3 o'clock, as `cairo_arc` leaves a full circle: filling closes it anyway.
    func addCirclePath(center: Point, radius: Double) {
        cairo_new_sub_path(cr)
        for quarter in Quarter.allCases { addQuarterArc(quarter, center: center, radius: radius) }
    }
}
