import CCairo
import Hardware
import Testing
@testable import UI

/// Circles and rounded corners are drawn from exact quarter-circle Béziers, not `cairo_arc`,
/// which would need libm's tables; the pixels must be the ones `cairo_arc` gives.
@Suite struct ArcTests {
    let renderer = Renderer(geometry: xrgb320)

    /// What `cairo_arc` draws for the same circle.
    func cairoCircle(_ canvas: Canvas, center: Point, radius: Double) {
        cairo_new_sub_path(canvas.cr)
        cairo_arc(canvas.cr, center.x, center.y, radius, 0, 2 * Double.pi)
    }

    @Test(arguments: [6.0, 9.5, 24.25, 60.0, 119.5])
    func filledCirclesMatchCairosArcs(radius: Double) {
        let center = Point(x: 160.3, y: 120.6)
        let ours = renderer.renderOnBlack { $0.fillCircle(center: center, radius: radius, color: .white) }
        let cairos = renderer.renderOnBlack { canvas in
            cairoCircle(canvas, center: center, radius: radius)
            canvas.setSource(.white)
            cairo_fill(canvas.cr)
        }
        #expect(ours.pixels.litCount() > 0)
        #expect(ours.pixels == cairos.pixels)
    }

    @Test(arguments: [6.0, 40.5, 110.0])
    func strokedCirclesMatchCairosArcs(radius: Double) {
        let center = Point(x: 160, y: 120)
        let ours = renderer.renderOnBlack { $0.strokeCircle(center: center, radius: radius, color: .white, lineWidth: 3) }
        let cairos = renderer.renderOnBlack { canvas in
            cairoCircle(canvas, center: center, radius: radius)
            canvas.setSource(.white)
            cairo_set_line_width(canvas.cr, 3)
            cairo_stroke(canvas.cr)
        }
        #expect(ours.pixels == cairos.pixels)
    }

    @Test(arguments: [3.0, 8.5, 30.0])
    func roundedRectanglesMatchCairosArcs(cornerRadius: Double) {
        let rect = Rect(x: 20.5, y: 30, width: 200, height: 90)
        let ours = renderer.renderOnBlack { $0.fill(rect, color: .white, cornerRadius: cornerRadius) }
        let cairos = renderer.renderOnBlack { canvas in
            let cr = canvas.cr, r = cornerRadius, half = Double.pi / 2
            cairo_new_sub_path(cr)
            cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -half, 0)
            cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, half)
            cairo_arc(cr, rect.minX + r, rect.maxY - r, r, half, 2 * half)
            cairo_arc(cr, rect.minX + r, rect.minY + r, r, 2 * half, 3 * half)
            cairo_close_path(cr)
            canvas.setSource(.white)
            cairo_fill(cr)
        }
        #expect(ours.pixels == cairos.pixels)
    }
}
