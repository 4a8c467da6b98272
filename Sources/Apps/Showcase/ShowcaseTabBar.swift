import GadgetBase
import Hardware
import UI

/// The tab bar along the bottom: one item per tab, the selected one marked (accent colour and
/// a bar on top on colour panels, inverted on one-bit ones).
enum ShowcaseTabBar {
    static func height(_ theme: Theme) -> Double {
        let room: Double = switch theme.sizeClass {
        case .compact: 1
        case .regular: theme.spacing
        }
        return theme.lineHeight(.caption) + room
    }

    static func draw(on canvas: Canvas, titles: [String], selected: Int, in rect: Rect) {
        let theme = canvas.theme
        if !theme.isMonochrome { canvas.fill(rect, color: theme.surface) }
        canvas.fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), color: theme.separator)
        // Measured in bold, as the selected tab is drawn, so the items stay put as the selection
        // moves; a pixel either side is the inset the title is drawn in.
        let needed = titles.map { canvas.measure($0, role: .caption, width: 0, bold: true).width + 2 }
        let widths = itemWidths(needed: needed, total: rect.width)
        var x = rect.x
        for (index, title) in titles.enumerated() {
            let item = Rect(x: x, y: rect.y + 1, width: index == titles.count - 1 ? rect.maxX - x : widths[index],
                            height: rect.height - 1)
            x += widths[index]
            var color = theme.secondaryText
            if index == selected {
                if theme.isMonochrome {
                    canvas.fill(item, color: theme.foreground)
                    color = theme.background
                } else {
                    canvas.fill(Rect(x: item.x + theme.spacing, y: item.y, width: item.width - theme.spacing * 2,
                                     height: 2), color: theme.accent)
                    color = theme.accent
                }
            }
            // Too narrow for the word: the tab's number says which it is without an ellipsis.
            let fits = needed[index] <= item.width
            canvas.text(fits ? title : "\(index + 1)", in: item.insetBy(dx: 1, dy: 0), role: .caption, color: color,
                        maxLines: 1, bold: index == selected)
        }
    }

    /// The tabs' widths across `total`: equal where every title fits an equal share; otherwise
    /// each title's `needed` width and an equal part of what is left, so a long word ("Основы"
    /// on 128x128) borrows from its shorter neighbours instead of turning into its number.
    /// Equal shares again when the titles do not fit together even so.
    static func itemWidths(needed: [Double], total: Double) -> [Double] {
        guard !needed.isEmpty else { return [] }
        let equal = (total / Double(needed.count)).rounded(.down)
        // Whole pixels, so the items' edges and the selection bar fall on pixels.
        let whole = needed.map { $0.rounded(.up) }
        let sum = whole.reduce(0, +)
        guard needed.contains(where: { $0 > equal }), sum <= total else {
            return Array(repeating: equal, count: needed.count)
        }
        let share = ((total - sum) / Double(needed.count)).rounded(.down)
        return whole.map { $0 + share }
    }
}
