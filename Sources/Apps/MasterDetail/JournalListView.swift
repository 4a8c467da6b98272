import Core
import GadgetBase
import Hardware
import UI

/// The list's rows, each sized to its content: a bold title of up to two lines; under it a text
/// of up to two lines with the time on its right, the time's bottom on the text's bottom line;
/// without a time the text runs to the right edge.
struct JournalRowLayout {
    var frame: Rect
    var title: Rect
    var text: Rect?
    var time: Rect?

    /// The rows one under the other from y = 0, for a list `width` wide.
    static func rows(for entries: [JournalEntry], width: Double, canvas: Canvas, localizer l: Localizer) -> [JournalRowLayout] {
        let theme = canvas.theme
        let padding = theme.rowPadding
        let inner = width - padding * 2
        var y: Double = 0
        return entries.map { entry in
            let titleHeight = canvas.measure(l(entry.title), role: .body, width: inner, maxLines: 2, bold: true).height
            let title = Rect(x: padding, y: y + padding, width: inner, height: titleHeight.rounded(.up))
            var bottom = title.maxY
            var textRect: Rect?, timeRect: Rect?
            if let text = entry.text {
                var textWidth = inner
                if let time = entry.time {
                    let timeWidth = canvas.measure(time, role: .caption, width: 0).width.rounded(.up) + 1
                    textWidth = inner - timeWidth - padding
                    timeRect = Rect(x: padding + inner - timeWidth, y: 0, width: timeWidth, height: theme.lineHeight(.caption))
                }
                let textHeight = canvas.measure(l(text), role: .caption, width: textWidth, maxLines: 2).height.rounded(.up)
                textRect = Rect(x: padding, y: bottom + 1, width: textWidth, height: textHeight)
                bottom = textRect!.maxY
                // Bottoms aligned: the time sits on the text's last line.
                timeRect?.y = bottom - theme.lineHeight(.caption)
            }
            let frame = Rect(x: 0, y: y, width: width, height: bottom + padding - y)
            y = frame.maxY
            return JournalRowLayout(frame: frame, title: title, text: textRect, time: timeRect)
        }
    }
}

extension Canvas {
    /// Draws the journal list in `area`, scrolled by `offset`, with row `selected` highlighted
    /// (filled when the list has the focus, outlined when the detail beside it has).
    func journalList(_ entries: [JournalEntry], rows: [JournalRowLayout], selected: Int, listFocused: Bool,
                     offset: Double, in area: Rect, localizer l: Localizer) {
        clipped(to: area) { canvas in
            let theme = canvas.theme
            for (index, row) in rows.enumerated() {
                let dy = area.minY - offset
                func place(_ rect: Rect) -> Rect { Rect(x: area.x + rect.x, y: rect.y + dy, width: rect.width, height: rect.height) }
                let frame = place(row.frame)
                guard frame.maxY > area.minY, frame.minY < area.maxY else { continue }
                let isSelected = index == selected
                var primary = theme.foreground, secondary = theme.secondaryText
                if isSelected && listFocused {
                    canvas.fill(frame, color: theme.focus, cornerRadius: theme.isMonochrome ? 0 : theme.cornerRadius)
                    primary = theme.background
                    secondary = theme.isMonochrome ? theme.background : theme.surface
                } else if isSelected {
                    canvas.fill(frame, color: theme.isMonochrome ? theme.background : theme.surface)
                    canvas.strokeRect(frame, color: theme.isMonochrome ? theme.foreground : theme.accent,
                                      cornerRadius: theme.isMonochrome ? 0 : theme.cornerRadius)
                } else if index < rows.count - 1 {
                    canvas.fill(Rect(x: frame.x + theme.rowPadding, y: frame.maxY - 1,
                                     width: frame.width - theme.rowPadding, height: 1), color: theme.separator)
                }
                let entry = entries[index]
                canvas.text(l(entry.title), in: place(row.title), role: .body, color: primary, alignment: .leading,
                            verticalAlignment: .top, maxLines: 2, bold: true, mayShorten: true)
                if isSelected && listFocused { canvas.recordFocus(on: l(entry.title)) }
                if let text = entry.text, let rect = row.text {
                    canvas.text(l(text), in: place(rect), role: .caption, color: secondary, alignment: .leading,
                                verticalAlignment: .top, maxLines: 2, mayShorten: true)
                }
                if let time = entry.time, let rect = row.time {
                    canvas.text(time, in: place(rect), role: .caption, color: secondary, alignment: .trailing,
                                verticalAlignment: .bottom, maxLines: 1)
                }
            }
        }
    }
}
