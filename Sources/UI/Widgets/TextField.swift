import CCairo
import GadgetBase
import Hardware

extension Canvas {
    /// A one-line text box. Long text in a focused field scrolls so its end (where typing
    /// happens) stays visible; once the field is left, its beginning shows, as a name is read;
    /// the placeholder shows, slanted, only while the text is empty; a focused field has a
    /// thicker outline and a caret. Secure fields show one '*' per character and record only
    /// the stars, so a password never reaches a capture or a script. `shorterPlaceholders` say
    /// the placeholder in fewer words, for a field too narrow for it (the first that fits shows).
    /// `namesWhileTyped`: a field with no label beside it (on 128x64 the placeholder is its only
    /// name) keeps the first of these that fits, small and slanted, at its right end once text
    /// hides the placeholder, as long as the text leaves room for it.
    public func textField(_ text: String, placeholder: String, shorterPlaceholders: [String] = [],
                          namesWhileTyped: [String] = [], focused: Bool, secure: Bool = false, in rect: Rect) {
        guard rect.isDrawable else { return }
        let radius = theme.cornerRadius
        if !theme.isMonochrome { fill(rect, color: theme.surface, cornerRadius: radius) }
        // A small panel has no pixel to spare for a thick border: there an unfocused one-bit
        // field gets a dotted outline instead, and the caret marks the focused one.
        let border = focused ? theme.focusBorderWidth : 1
        if theme.isMonochrome && !focused {
            dottedOutline(rect)
        } else {
            strokeRect(rect, color: focused ? theme.focus : theme.separator, lineWidth: border, cornerRadius: radius)
        }

        let padding = theme.controlPadding + border
        let area = rect.insetBy(dx: padding, dy: border)
        guard area.isDrawable else { return }
        let caretWidth = theme.caretWidth
        let shown = secure ? String(repeating: "*", count: text.count) : text
        let font = FontKey(size: theme.fontSize(.body), bold: false, italic: shown.isEmpty)
        let room = area.width - caretWidth - 1
        let content = shown.isEmpty
            ? ([placeholder] + shorterPlaceholders).first { singleLineLayout($0, font: font).1.width <= room }
                ?? shorterPlaceholders.last ?? placeholder
            : shown
        var textEnd = area.minX

        clipped(to: area) { canvas in
            guard !content.isEmpty else { return }
            let (layout, extents) = canvas.singleLineLayout(content, font: font)
            // Scroll only real text being typed; a placeholder too long even in its shortest
            // wording, and a left field's text, are cut at the edge.
            let shift = focused && !shown.isEmpty && extents.width > room ? extents.width - room : 0
            let origin = Point(x: area.minX - shift, y: (area.midY - extents.height / 2 - extents.minY).rounded())
            canvas.show(layout, at: origin, color: shown.isEmpty ? canvas.theme.secondaryText : canvas.theme.foreground)
            canvas.record(content)
            if focused { canvas.recordFocus(on: content) }
            if shown.isEmpty, extents.width > room { canvas.recordCut(content) }
            if !shown.isEmpty { textEnd = origin.x.rounded() + extents.maxX }
        }
        if !shown.isEmpty {
            let nameFont = FontKey(size: theme.fontSize(.caption), bold: false, italic: true)
            let room = area.maxX - (textEnd + caretWidth + 1 + theme.smallGap * 2)
            if let name = namesWhileTyped.lazy.map({ ($0, self.singleLineLayout($0, font: nameFont)) })
                .first(where: { $0.1.extents.width <= room }) {
                let extents = name.1.extents
                show(name.1.layout, at: Point(x: area.maxX - extents.maxX, y: (area.midY - extents.height / 2 - extents.minY).rounded()),
                     color: theme.secondaryText)
                record(name.0)
            }
        }
        if focused {
            let height = min(area.height, theme.lineHeight(.body))
            fill(Rect(x: min(textEnd + 1, area.maxX - caretWidth), y: (area.midY - height / 2).rounded(),
                      width: caretWidth, height: height), color: theme.isMonochrome ? theme.foreground : theme.accent)
        }
    }
}

extension Canvas {
    /// A one-pixel outline with every other pixel lit.
    func dottedOutline(_ rect: Rect) {
        var dashes: [Double] = [1, 1]
        cairo_save(cr)
        cairo_set_dash(cr, &dashes, 2, 0)
        strokeRect(rect, color: theme.foreground)
        cairo_restore(cr)
    }
}
