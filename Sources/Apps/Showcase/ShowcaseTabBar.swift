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
        let itemWidth = (rect.width / Double(max(1, titles.count))).rounded(.down)
        for (index, title) in titles.enumerated() {
            let item = Rect(x: rect.x + Double(index) * itemWidth, y: rect.y + 1,
                            width: index == titles.count - 1 ? rect.maxX - rect.x - Double(index) * itemWidth : itemWidth,
                            height: rect.height - 1)
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
            let fits = canvas.measure(title, role: .caption, width: 0, bold: true).width <= item.width - 2
            canvas.text(fits ? title : "\(index + 1)", in: item.insetBy(dx: 1, dy: 0), role: .caption, color: color,
                        maxLines: 1, bold: index == selected)
        }
    }
}
