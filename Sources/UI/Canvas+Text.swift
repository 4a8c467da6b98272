import CCairo
import GadgetBase
import Hardware

extension Canvas {
    /// Draws `string` inside `rect`, wrapped at word boundaries (long words break between
    /// characters). With `maxLines` > 0 the text stops after that many lines with an ellipsis;
    /// with 0 it takes as many lines as fit the rect and ends in an ellipsis if it still does not
    /// fit. Returns the rectangle the text actually covers.
    ///
    /// Text is meant to be read whole: one shortened (ellipsized, clipped, or wrapped inside a
    /// word) is noted in `cutTexts`, which the fit check of every screen fails on. Pass
    /// `mayShorten` for text whose length the user chose (an answer, a message, a film's title):
    /// there an ellipsis is the design.
    @discardableResult
    public func text(
        _ string: String, in rect: Rect, role: FontRole, color: Color,
        alignment: TextAlignment = .center, verticalAlignment: VerticalAlignment = .center,
        maxLines: Int = 0, bold: Bool = false, mayShorten: Bool = false
    ) -> Rect {
        drawText(string, in: rect, font: FontKey(size: theme.fontSize(role), bold: bold, italic: false), color: color,
                 alignment: alignment, verticalAlignment: verticalAlignment, maxLines: maxLines, mayShorten: mayShorten)
    }

    /// Draws the first of `forms` (longest first, then shorter wordings) that fits `rect` whole
    /// in the first of `roles` (largest first) that holds it: smaller type and shorter words
    /// before any cut. When nothing fits, the last form in the last role is drawn, shortened
    /// (and noted in `cutTexts` unless `mayShorten`). Returns the rectangle the text covers.
    @discardableResult
    public func fittedText(
        _ forms: [String], in rect: Rect, roles: [FontRole], color: Color,
        alignment: TextAlignment = .center, verticalAlignment: VerticalAlignment = .center,
        maxLines: Int = 0, bold: Bool = false, mayShorten: Bool = false
    ) -> Rect {
        let roles = roles.isEmpty ? [.body] : roles
        for string in forms {
            for role in roles where fits(string, in: rect, role: role, maxLines: maxLines, bold: bold) {
                return text(string, in: rect, role: role, color: color, alignment: alignment,
                            verticalAlignment: verticalAlignment, maxLines: maxLines, bold: bold)
            }
        }
        return text(forms.last ?? "", in: rect, role: roles.last!, color: color, alignment: alignment,
                    verticalAlignment: verticalAlignment, maxLines: maxLines, bold: bold, mayShorten: mayShorten)
    }

    /// Whether `string` shows whole in `rect`: no ellipsis, no word broken across lines, no line
    /// below the rect, within `maxLines` lines (0: as many as the rect holds).
    public func fits(_ string: String, in rect: Rect, role: FontRole, maxLines: Int = 0, bold: Bool = false) -> Bool {
        guard !string.isEmpty else { return true }
        guard rect.isDrawable else { return false }
        let layout = textEngine.layout(for: LayoutSpec(
            text: string, font: FontKey(size: theme.fontSize(role), bold: bold, italic: false),
            width: Canvas.pangoUnits(rect.width),
            // As drawText lays it out, so that what fits here is never ellipsized there.
            height: maxLines > 0 ? -Int32(clamping: maxLines) : Canvas.pangoUnits(rect.height), alignment: .leading))
        return !textEngine.isEllipsized(layout) && !textEngine.breaksInsideAWord(layout, text: string)
            && textEngine.extents(of: layout).height <= rect.height + 0.5
    }

    /// The size `string` takes when wrapped to `width` (no wrapping when `width` is 0 or less).
    public func measure(_ string: String, role: FontRole, width: Double, maxLines: Int = 0, bold: Bool = false) -> Size {
        guard !string.isEmpty else { return .zero }
        let spec = LayoutSpec(
            text: string, font: FontKey(size: theme.fontSize(role), bold: bold, italic: false),
            width: width.isFinite && width > 0 ? Canvas.pangoUnits(width) : -1,
            height: maxLines > 0 ? -Int32(clamping: maxLines) : 0,
            alignment: .leading
        )
        let extents = textEngine.extents(of: textEngine.layout(for: spec))
        return Size(width: extents.width, height: extents.height)
    }

    func drawText(
        _ string: String, in rect: Rect, font: FontKey, color: Color,
        alignment: TextAlignment, verticalAlignment: VerticalAlignment, maxLines: Int, records: Bool = true,
        mayShorten: Bool = false
    ) -> Rect {
        guard !string.isEmpty, rect.isDrawable else {
            return Rect(x: rect.x.isFinite ? rect.x : 0, y: rect.y.isFinite ? rect.y : 0, width: 0, height: 0)
        }
        var spec = LayoutSpec(
            text: string, font: font, width: Canvas.pangoUnits(rect.width),
            height: maxLines > 0 ? -Int32(clamping: maxLines) : Canvas.pangoUnits(rect.height),
            alignment: alignment
        )
        var layout = textEngine.layout(for: spec)
        var extents = textEngine.extents(of: layout)
        if maxLines > 0, extents.height > rect.height {
            // The rect is shorter than maxLines lines: cut at what fits rather than mid-glyph.
            spec.height = Canvas.pangoUnits(rect.height)
            layout = textEngine.layout(for: spec)
            extents = textEngine.extents(of: layout)
        }
        let originX = rect.minX.rounded()
        let top: Double
        switch verticalAlignment {
        case .top: top = rect.minY
        case .center: top = rect.minY + (rect.height - extents.height) / 2
        case .bottom: top = rect.maxY - extents.height
        }
        let originY = (top - extents.minY).rounded()
        let covered = Rect(x: originX + extents.minX, y: originY + extents.minY,
                           width: extents.width, height: extents.height)
        // Pango keeps at least one line even when the rect is shorter than a line.
        let overflows = covered.minY < rect.minY || covered.maxY > rect.maxY
        if overflows {
            cairo_save(cr)
            cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
            cairo_clip(cr)
        }
        setSource(color)
        cairo_move_to(cr, originX, originY)
        pango_cairo_show_layout(cr, layout)
        cairo_new_path(cr)
        if overflows { cairo_restore(cr) }
        if records { record(string) }
        if records, !mayShorten,
           overflows && inkLeaves(rect, layout, at: Point(x: originX, y: originY))
            || textEngine.isEllipsized(layout) || textEngine.breaksInsideAWord(layout, text: string) {
            recordCut(string)
        }
        return overflows ? covered.intersection(rect) : covered
    }

    /// Whether any glyph's pixels fall outside `rect`: a line box taller than the rect (a symbol
    /// from a fallback font with a taller line) cuts nothing as long as the glyphs stay inside.
    private func inkLeaves(_ rect: Rect, _ layout: OpaquePointer, at origin: Point) -> Bool {
        let ink = textEngine.inkExtents(of: layout)
        guard ink.width > 0, ink.height > 0 else { return false }
        return origin.y + ink.minY < rect.minY - 0.5 || origin.y + ink.maxY > rect.maxY + 0.5
    }

    /// One unwrapped line in `font`: for text fields, which scroll instead of wrapping.
    func singleLineLayout(_ string: String, font: FontKey) -> (layout: OpaquePointer, extents: Rect) {
        let layout = textEngine.layout(for: LayoutSpec(text: string, font: font, width: -1, height: 0, alignment: .leading))
        return (layout, textEngine.extents(of: layout))
    }

    func show(_ layout: OpaquePointer, at origin: Point, color: Color) {
        setSource(color)
        cairo_move_to(cr, origin.x.rounded(), origin.y.rounded())
        pango_cairo_show_layout(cr, layout)
        cairo_new_path(cr)
    }

    static func pangoUnits(_ pixels: Double) -> Int32 {
        Int32(clamping: Int((max(0, min(pixels, 1_000_000)) * Double(PANGO_SCALE)).rounded()))
    }
}
