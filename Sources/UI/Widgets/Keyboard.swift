import GadgetBase
import Hardware

extension Canvas {
    /// Height that gives each of the keyboard's rows (five at most) room for a legible label.
    public static func preferredKeyboardHeight(theme: Theme) -> Double {
        theme.keyboardRowHeight * 5
    }

    /// Draws `keyboard` in `rect` with its highlighted key filled (inverted on one-bit panels).
    /// Only the highlighted key's label is recorded in `drawnTexts`: it is what a person is
    /// looking at, and forty one-letter strings would drown every other text on the screen.
    public func keyboard(_ keyboard: OnScreenKeyboard, in rect: Rect) {
        guard rect.isDrawable else { return }
        let rows = keyboard.rows
        let columns = Double(keyboard.columns)
        let rowHeight = (rect.height / Double(rows.count)).rounded(.down)
        let unit = rect.width / columns
        let gap = theme.keyGap
        let selectedRow = min(max(0, keyboard.row), rows.count - 1)
        let top = rect.maxY - rowHeight * Double(rows.count)

        if theme.isMonochrome {
            // Bare labels on one bit; a rule sets the function keys apart from the letters.
            let ruleY = top + rowHeight * Double(rows.count - 1)
            fill(Rect(x: rect.minX, y: ruleY - 1, width: rect.width, height: 1), color: theme.foreground)
        }
        for (r, keys) in rows.enumerated() {
            var x = rect.minX + OnScreenKeyboard.leadingOffset(of: keys, columns: columns) * unit
            let selectedColumn = min(max(0, keyboard.column), keys.count - 1)
            for (c, key) in keys.enumerated() {
                let cell = Rect(x: x.rounded(), y: top + Double(r) * rowHeight,
                                width: (x + key.width * unit).rounded() - x.rounded(), height: rowHeight)
                x += key.width * unit
                drawKey(key, in: Self.keyFace(of: cell, gap: gap),
                        highlighted: r == selectedRow && c == selectedColumn,
                        active: key.kind == .shift && keyboard.isShifted)
            }
        }
        record(keyboard.highlightedKey.label)
        recordFocus(on: keyboard.highlightedKey.label)
    }

    /// Clear pixels kept between a function key's label and the edge of its face.
    static let keyLabelMargin: Double = 1
    /// Below this a function key's label stops being legible, so it is clipped instead.
    static let smallestFunctionKeyLabel: Double = 7

    /// The face of a key in its grid cell: the gap split into whole pixels (the odd one after
    /// the key), so neighbouring faces stay apart by a sharp line of background even at a
    /// one-pixel gap instead of blurring into each other at half-pixel edges.
    static func keyFace(of cell: Rect, gap: Double) -> Rect {
        let whole = max(1, gap.rounded())
        let before = (whole / 2).rounded(.down)
        return Rect(x: cell.minX + before, y: cell.minY + before,
                    width: cell.width - whole, height: cell.height - whole)
    }

    private func drawKey(_ key: OnScreenKeyboard.Key, in rect: Rect, highlighted: Bool, active: Bool) {
        guard rect.isDrawable else { return }
        let radius = theme.isMonochrome ? 1 : theme.cornerRadius / 2
        let isCharacter: Bool
        if case .character = key.kind { isCharacter = true } else { isCharacter = false }
        var labelColor = theme.foreground
        if highlighted {
            fill(rect, color: theme.focus, cornerRadius: radius)
            labelColor = theme.background
        } else if !theme.isMonochrome {
            fill(rect, color: isCharacter ? theme.surface : theme.separator, cornerRadius: radius)
            if active || key.kind == .done { labelColor = theme.accent }
        }
        if active && !highlighted {
            let mark = rect.divided(atDistance: 1, from: .bottom).slice.insetBy(dx: 2, dy: 0)
            fill(mark, color: theme.isMonochrome ? theme.foreground : theme.accent)
        }
        let font = FontKey(size: isCharacter ? theme.keyLabelSize : theme.functionKeyLabelSize,
                           bold: key.kind == .done, italic: false)
        var (layout, _) = singleLineLayout(key.label, font: font)
        var ink = textEngine.inkExtents(of: layout)
        // A word on a narrow key ("АБ", "123" on 128 pixels) would touch its neighbour's word and
        // read as one ("АБ123"): smaller type when that leaves a pixel of key on either side.
        // Where no legible size does (64 pixels across), the label keeps its size and is clipped,
        // as shrunk labels there would run together all the more.
        let room = rect.width - 2 * Self.keyLabelMargin
        if !isCharacter && ink.width > room {
            var size = font.size - 1
            while size >= Self.smallestFunctionKeyLabel {
                let smaller = singleLineLayout(key.label, font: FontKey(size: size, bold: font.bold, italic: font.italic)).0
                let smallerInk = textEngine.inkExtents(of: smaller)
                if smallerInk.width <= room {
                    (layout, ink) = (smaller, smallerInk)
                    break
                }
                size -= 1
            }
        }
        // Centred across by ink, so a lone glyph sits in the middle of its key. Letters share one
        // baseline (cap height centred) so a row does not jitter; symbols are centred by ink.
        let top = isCharacter ? (rect.midY + font.size * 0.36).rounded() - textEngine.baseline(of: layout)
            : (rect.midY - ink.height / 2 - ink.minY).rounded()
        let origin = Point(x: (rect.midX - ink.width / 2 - ink.minX).rounded(), y: top)
        let inked = Rect(x: origin.x + ink.minX, y: origin.y + ink.minY, width: ink.width, height: ink.height)
        if inked.intersection(rect) == inked {
            show(layout, at: origin, color: labelColor)
        } else {
            clipped(to: rect) { canvas in canvas.show(layout, at: origin, color: labelColor) }
        }
    }
}
