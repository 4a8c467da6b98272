import CCairo
import GadgetBase
import Hardware

/// One frame's drawing context. Apps draw imperatively, UIKit drawRect-style, in display pixels
/// with y pointing down; a Renderer turns what they drew into the display's native pixels.
/// Not thread-safe: a canvas and its renderer belong to one thread.
public final class Canvas {
    public let bounds: Rect
    public let theme: Theme
    /// Every string drawn this frame, in drawing order: what scripts expect and screen readers say.
    public private(set) var drawnTexts: [String] = []
    /// The strings of this frame that were drawn shortened although they must be read whole:
    /// what the fit check of every screen looks for.
    public private(set) var cutTexts: [String] = []
    /// Which of `drawnTexts` is the highlighted row, key or button, the one Enter acts on: the
    /// terminal's caption marks it, since its one line of words cannot show the highlight.
    public private(set) var focusedTextIndex: Int?

    let surface: DrawingSurface
    let textEngine: TextEngine
    let imageCache: ImageCache
    var cr: OpaquePointer { surface.context }

    init(surface: DrawingSurface, theme: Theme) {
        self.surface = surface
        self.theme = theme
        bounds = Rect(x: 0, y: 0, width: Double(max(0, surface.geometry.width)),
                      height: Double(max(0, surface.geometry.height)))
        textEngine = TextEngine(theme: theme)
        imageCache = ImageCache()
    }

    func beginFrame() {
        drawnTexts.removeAll(keepingCapacity: true)
        cutTexts.removeAll(keepingCapacity: true)
        focusedTextIndex = nil
        surface.beginFrame()
        clear(theme.background)
    }

    func endFrame() {
        textEngine.endFrame()
        imageCache.endFrame()
        surface.endFrame()
    }

    func record(_ text: String) { drawnTexts.append(text) }

    /// Marks `text`, the last drawn with these words (a row's title before its detail), as the
    /// focused one. Apps that draw their own rows or buttons call it for the highlighted one.
    public func recordFocus(on text: String) {
        if let index = drawnTexts.lastIndex(of: text) { focusedTextIndex = index }
    }

    /// The texts drawn so far, handed over and forgotten: for an overlay to go first. The focus
    /// goes with them: what is under a dialog cannot be acted on.
    func takeDrawnTexts() -> [String] {
        defer {
            drawnTexts.removeAll(keepingCapacity: true)
            focusedTextIndex = nil
        }
        return drawnTexts
    }

    func appendDrawnTexts(_ texts: [String]) { drawnTexts += texts }

    func recordCut(_ text: String) { cutTexts.append(text) }

    // MARK: Shapes

    /// Paints every pixel (inside the current clip) with `color`, replacing what was there.
    public func clear(_ color: Color) {
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        setSource(color)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    public func fill(_ rect: Rect, color: Color, cornerRadius: Double = 0) {
        guard rect.isDrawable, cornerRadius.isFinite else { return }
        addRectPath(rect, cornerRadius: cornerRadius)
        setSource(color)
        cairo_fill(cr)
    }

    /// Strokes inside `rect`, so a bordered box never spills past the rect it was given.
    public func strokeRect(_ rect: Rect, color: Color, lineWidth: Double = 1, cornerRadius: Double = 0) {
        guard rect.isDrawable, lineWidth.isFinite, lineWidth > 0, cornerRadius.isFinite else { return }
        let inset = min(lineWidth, min(rect.width, rect.height)) / 2
        addRectPath(rect.insetBy(dx: inset, dy: inset), cornerRadius: max(0, cornerRadius - inset))
        setSource(color)
        cairo_set_line_width(cr, lineWidth)
        cairo_stroke(cr)
    }

    public func fillCircle(center: Point, radius: Double, color: Color) {
        guard center.isFinite, radius.isFinite, radius > 0 else { return }
        cairo_new_sub_path(cr)
        cairo_arc(cr, center.x, center.y, radius, 0, 2 * Double.pi)
        setSource(color)
        cairo_fill(cr)
    }

    public func strokeCircle(center: Point, radius: Double, color: Color, lineWidth: Double = 1) {
        guard center.isFinite, radius.isFinite, radius > 0, lineWidth.isFinite, lineWidth > 0 else { return }
        cairo_new_sub_path(cr)
        cairo_arc(cr, center.x, center.y, radius, 0, 2 * Double.pi)
        setSource(color)
        cairo_set_line_width(cr, lineWidth)
        cairo_stroke(cr)
    }

    public func fillPolygon(_ points: [Point], color: Color) {
        guard points.count >= 3, points.allSatisfy(\.isFinite) else { return }
        cairo_move_to(cr, points[0].x, points[0].y)
        for point in points.dropFirst() { cairo_line_to(cr, point.x, point.y) }
        cairo_close_path(cr)
        setSource(color)
        cairo_fill(cr)
    }

    /// Horizontal and vertical lines of odd width are moved onto pixel centres so they stay one
    /// crisp row or column instead of two half-lit ones.
    public func line(from start: Point, to end: Point, color: Color, width: Double = 1) {
        guard start.isFinite, end.isFinite, width.isFinite, width > 0 else { return }
        var a = start, b = end
        if Int(width.rounded()) % 2 == 1 {
            if a.y == b.y { a.y = a.y.rounded(.down) + 0.5; b.y = a.y }
            if a.x == b.x { a.x = a.x.rounded(.down) + 0.5; b.x = a.x }
        }
        cairo_move_to(cr, a.x, a.y)
        cairo_line_to(cr, b.x, b.y)
        setSource(color)
        cairo_set_line_width(cr, width)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        cairo_stroke(cr)
    }

    // MARK: Composition

    /// Draws `draw` as one layer: faded to `opacity` as a whole (overlaps do not double up) and
    /// scaled by `scale` about `anchor` (the centre of the canvas unless given). Nothing is drawn,
    /// and no text recorded, when the layer would be invisible.
    public func group(opacity: Double = 1, scale: Double = 1, around anchor: Point? = nil, _ draw: (Canvas) -> Void) {
        guard opacity.isFinite, scale.isFinite, opacity > 0, scale > 0 else { return }
        let pivot = anchor ?? bounds.center
        guard pivot.isFinite else { return }
        cairo_save(cr)
        if scale != 1 {
            cairo_translate(cr, pivot.x, pivot.y)
            cairo_scale(cr, scale, scale)
            cairo_translate(cr, -pivot.x, -pivot.y)
        }
        if opacity < 1 {
            cairo_push_group(cr)
            draw(self)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacity)
        } else {
            draw(self)
        }
        cairo_restore(cr)
    }

    /// Draws `draw` with everything outside `rect` left untouched.
    public func clipped(to rect: Rect, _ draw: (Canvas) -> Void) {
        guard rect.isDrawable else { return }
        cairo_save(cr)
        cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
        cairo_clip(cr)
        draw(self)
        cairo_restore(cr)
    }

    // MARK: Helpers

    func setSource(_ color: Color) {
        cairo_set_source_rgba(cr, color.r, color.g, color.b, color.a)
    }

    func addRectPath(_ rect: Rect, cornerRadius: Double) {
        let radius = min(max(0, cornerRadius), min(rect.width, rect.height) / 2)
        guard radius > 0 else {
            cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
            return
        }
        let half = Double.pi / 2
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - radius, rect.minY + radius, radius, -half, 0)
        cairo_arc(cr, rect.maxX - radius, rect.maxY - radius, radius, 0, half)
        cairo_arc(cr, rect.minX + radius, rect.maxY - radius, radius, half, 2 * half)
        cairo_arc(cr, rect.minX + radius, rect.minY + radius, radius, 2 * half, 3 * half)
        cairo_close_path(cr)
    }
}

extension Point {
    var isFinite: Bool { x.isFinite && y.isFinite }
}

extension Rect {
    /// Finite and with some area: anything else would put Cairo into an error state or draw nothing.
    var isDrawable: Bool {
        x.isFinite && y.isFinite && width.isFinite && height.isFinite && width > 0 && height > 0
    }
}
