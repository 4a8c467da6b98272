import CCairo
import GadgetBase
import Hardware

extension Canvas {
    /// A text box of several lines: the text wraps at the box's width, and when it is longer
    /// than the box its end (where typing happens) stays in view, the first lines scrolling up
    /// out of it. Drawn like `textField` (outline, placeholder, caret after the last character).
    public func textArea(_ text: String, placeholder: String, focused: Bool, in rect: Rect) {
        guard rect.isDrawable else { return }
        let radius = theme.cornerRadius
        if !theme.isMonochrome { fill(rect, color: theme.surface, cornerRadius: radius) }
        let border = focused ? theme.focusBorderWidth : 1
        if theme.isMonochrome && !focused {
            dottedOutline(rect)
        } else {
            strokeRect(rect, color: focused ? theme.focus : theme.separator, lineWidth: border, cornerRadius: radius)
        }
        let padding = theme.controlPadding + border
        let area = rect.insetBy(dx: padding, dy: padding)
        guard area.isDrawable else { return }
        let caretWidth = theme.caretWidth
        let content = text.isEmpty ? placeholder : text
        let font = FontKey(size: theme.fontSize(.body), bold: false, italic: text.isEmpty)
        let layout = textEngine.layout(for: LayoutSpec(text: content, font: font,
                                                       width: Canvas.pangoUnits(area.width - caretWidth - 1),
                                                       height: 0, alignment: .leading))
        let extents = textEngine.extents(of: layout)
        // Longer than the box: the last lines show, the first ones scroll up out of view.
        let shift = !text.isEmpty && extents.maxY > area.height ? extents.maxY - area.height : 0
        let origin = Point(x: area.minX, y: area.minY - shift)
        clipped(to: area) { canvas in
            canvas.show(layout, at: origin, color: text.isEmpty ? canvas.theme.secondaryText : canvas.theme.foreground)
        }
        record(content)
        guard focused else { return }
        var caret = PangoRectangle()
        pango_layout_index_to_pos(layout, text.isEmpty ? 0 : Int32(clamping: content.utf8.count), &caret)
        let x = origin.x.rounded() + Double(caret.x) / Double(PANGO_SCALE)
        let y = origin.y.rounded() + Double(caret.y) / Double(PANGO_SCALE)
        let height = min(area.height, Double(caret.height) / Double(PANGO_SCALE))
        fill(Rect(x: min(x + 1, area.maxX - caretWidth), y: max(area.minY, min(y, area.maxY - height)),
                  width: caretWidth, height: height), color: theme.isMonochrome ? theme.foreground : theme.accent)
    }
}
