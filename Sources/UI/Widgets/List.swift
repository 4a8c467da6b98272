import GadgetBase
import Hardware

/// One row of a list: a title, an optional detail line under it and an optional accessory at
/// the trailing edge (a count, a value, "›").
public struct ListRow: Sendable, Hashable {
    public var title: String
    /// The title in fewer words, longest first, for a row too narrow for it in any size.
    public var shorterTitles: [String]
    public var detail: String?
    public var accessory: String?
    /// The row shows the user's own text (an answer, a name): an ellipsis is fine there.
    public var mayShorten: Bool

    public init(title: String, shorterTitles: [String] = [], detail: String? = nil, accessory: String? = nil,
                mayShorten: Bool = false) {
        self.title = title; self.shorterTitles = shorterTitles; self.detail = detail; self.accessory = accessory
        self.mayShorten = mayShorten
    }

    /// The accessory of a row that opens something. Drawn only: it says nothing to a script or
    /// to the terminal's caption ("Gadget · › · Magic 8-ball" read worse than without it).
    public static let disclosure = "›"
}

extension Canvas {
    /// A list with the selected row highlighted. Stateless: it scrolls so the selected row sits
    /// in the middle of the visible rows where possible, and shows a scroll bar when the rows
    /// do not all fit.
    public func list(_ rows: [ListRow], selected: Int?, in rect: Rect) {
        guard rect.isDrawable, !rows.isEmpty else { return }
        let window = Canvas.listWindow(rowCount: rows.count, selected: selected, height: rect.height,
                                       rowHeight: theme.rowHeight(hasDetail: rows.contains { $0.detail != nil }))
        var content = rect
        if window.overflows {
            let bar: Rect
            (bar, content) = rect.divided(atDistance: theme.scrollBarWidth, from: .right, gap: theme.smallGap)
            scrollBar(in: bar, first: window.first, visible: window.visibleCount, total: rows.count)
        }
        for index in window.first..<min(rows.count, window.first + window.visibleCount) {
            let rowRect = Rect(x: content.x, y: content.y + Double(index - window.first) * window.rowHeight,
                               width: content.width, height: window.rowHeight)
            listRow(rows[index], in: rowRect, isSelected: index == selected,
                    isLast: index == rows.count - 1 || index == window.first + window.visibleCount - 1)
        }
    }

    /// Which rows are visible: as many whole rows as fit, stretched to fill the rect exactly when
    /// the list scrolls, so the last visible row ends at the bottom edge.
    static func listWindow(rowCount: Int, selected: Int?, height: Double, rowHeight: Double)
        -> (first: Int, visibleCount: Int, rowHeight: Double, overflows: Bool)
    {
        let fitting = max(1, Int(height / max(1, rowHeight)))
        guard rowCount > fitting else { return (0, rowCount, rowHeight, false) }
        let target = min(max(selected ?? 0, 0), rowCount - 1)
        let first = min(max(0, target - (fitting - 1) / 2), rowCount - fitting)
        return (first, fitting, (height / Double(fitting)).rounded(.down), true)
    }

    private func listRow(_ row: ListRow, in rect: Rect, isSelected: Bool, isLast: Bool) {
        let padding = theme.padding
        let primary: Color, secondary: Color
        if isSelected {
            fill(rect, color: theme.focus, cornerRadius: theme.isMonochrome ? 0 : theme.cornerRadius)
            primary = theme.background
            secondary = theme.isMonochrome ? theme.background : theme.surface
        } else {
            primary = theme.foreground
            secondary = theme.secondaryText
            if !theme.isMonochrome && !isLast {
                fill(Rect(x: rect.x + padding, y: rect.maxY - 1, width: rect.width - padding, height: 1),
                     color: theme.separator)
            }
        }
        var textArea = rect.insetBy(dx: padding, dy: 0)
        if let accessory = row.accessory, !accessory.isEmpty {
            let size = measure(accessory, role: .body, width: textArea.width / 2, maxLines: 1)
            let slot: Rect
            (slot, textArea) = textArea.divided(atDistance: size.width.rounded(.up) + 1, from: .right, gap: padding)
            _ = drawText(accessory, in: slot, font: FontKey(size: theme.fontSize(.body), bold: false, italic: false),
                         color: secondary, alignment: .trailing, verticalAlignment: .center, maxLines: 1,
                         records: accessory != ListRow.disclosure)
        }
        // Where the title lands among the frame's texts, whichever of its wordings is drawn.
        let titleIndex = drawnTexts.count
        if let detail = row.detail, !detail.isEmpty {
            let titleHeight = theme.lineHeight(.body), detailHeight = theme.lineHeight(.caption)
            let block = Rect(x: textArea.x, y: (textArea.midY - (titleHeight + detailHeight) / 2).rounded(),
                             width: textArea.width, height: titleHeight + detailHeight)
            let (titleRect, detailRect) = block.divided(atDistance: titleHeight, from: .top)
            text(row.title, in: titleRect, role: .body, color: primary, alignment: .leading, maxLines: 1,
                 mayShorten: row.mayShorten)
            text(detail, in: detailRect, role: .caption, color: secondary, alignment: .leading, maxLines: 1,
                 mayShorten: row.mayShorten)
        } else {
            // A label too long for the row ("Налаштувати струшування" on 128 px) takes the smaller
            // type, then its shorter wording where even that is too wide (on a 128x128 panel).
            fittedText([row.title] + row.shorterTitles, in: textArea, roles: [.body, .caption], color: primary,
                       alignment: .leading, maxLines: 1, mayShorten: row.mayShorten)
        }
        if isSelected, !row.title.isEmpty, drawnTexts.indices.contains(titleIndex) { recordFocus(on: drawnTexts[titleIndex]) }
    }

    private func scrollBar(in rect: Rect, first: Int, visible: Int, total: Int) {
        let trackWidth: Double = 1
        let track = Rect(x: (rect.midX - trackWidth / 2).rounded(.down), y: rect.y, width: trackWidth, height: rect.height)
        fill(track, color: theme.isMonochrome ? theme.foreground : theme.separator)
        let thumbHeight = max(rect.width * 2, (rect.height * Double(visible) / Double(total)).rounded())
        let travel = rect.height - thumbHeight
        let offset = total > visible ? travel * Double(first) / Double(total - visible) : 0
        fill(Rect(x: rect.x, y: (rect.y + offset).rounded(), width: rect.width, height: thumbHeight),
             color: theme.isMonochrome ? theme.foreground : theme.secondaryText,
             cornerRadius: theme.isMonochrome ? 0 : rect.width / 2)
    }
}
