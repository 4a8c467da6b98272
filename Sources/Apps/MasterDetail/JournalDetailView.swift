import Core
import GadgetBase
import Hardware
import UI

/// The page a row opens: its title in the navigation bar, its text (any length), then its two
/// pictures side by side with rounded corners and a shadow. Scrolls when it does not fit.
struct JournalDetailLayout {
    var text: Rect
    var pictures: (Rect, Rect)
    var height: Double

    init(entry: JournalEntry, width: Double, canvas: Canvas, localizer l: Localizer) {
        let theme = canvas.theme
        // Three pixels on a compact panel: the pictures' shadows need them.
        let margin = switch theme.sizeClass {
        case .compact: 3.0
        case .regular: theme.spacing
        }
        let textHeight = canvas.measure(l(entry.body), role: .body, width: width - margin * 2).height.rounded(.up)
        text = Rect(x: margin, y: margin, width: width - margin * 2, height: textHeight)
        let pictureWidth = ((width - margin * 3) / 2).rounded(.down)
        let pictureHeight = (pictureWidth * 0.7).rounded()
        let y = text.maxY + margin * 1.5
        pictures = (Rect(x: margin, y: y, width: pictureWidth, height: pictureHeight),
                    Rect(x: width - margin - pictureWidth, y: y, width: pictureWidth, height: pictureHeight))
        // Room below for the shadow.
        height = y + pictureHeight + margin * 2
    }
}

extension Canvas {
    /// Draws the detail page in `area`: navigation bar (with a back mark when the page was
    /// pushed over the list) and the scrolled content.
    func journalDetail(_ entry: JournalEntry, showsBack: Bool, scroll: inout ScrollPosition, in area: Rect,
                       localizer l: Localizer) {
        let theme = self.theme
        let (bar, body) = area.divided(atDistance: theme.headerHeight, from: .top)
        // The bar without a title, then the title beside the back mark, so a long one never
        // runs under it.
        header("", in: bar)
        let backMarkWidth = switch theme.sizeClass {
        case .compact: 8.0
        case .regular: theme.spacing * 2.5
        }
        let markWidth = showsBack ? backMarkWidth : 0
        let rule = theme.ruleWidth
        let titleArea = bar.inset(by: Insets(top: 0, left: markWidth + theme.smallGap, bottom: rule,
                                             right: markWidth + theme.smallGap))
        // An entry's title is the writer's: smaller type first, then an ellipsis (the page shows it whole).
        fittedText([l(entry.title)], in: titleArea, roles: [.title, .body], color: theme.foreground, maxLines: 1, bold: true,
                   mayShorten: true)
        if showsBack {
            text("‹", in: bar.insetBy(bottom: rule).divided(atDistance: markWidth, from: .left).slice,
                 role: .title, color: theme.isMonochrome ? theme.foreground : theme.accent, bold: true)
        }
        let (track, viewport) = body.divided(atDistance: theme.scrollIndicatorWidth, from: .right, gap: 1)
        let layout = JournalDetailLayout(entry: entry, width: viewport.width, canvas: self, localizer: l)
        scroll.update(content: layout.height, viewport: viewport.height)
        let dy = viewport.minY - scroll.offset.rounded()
        func place(_ rect: Rect) -> Rect { Rect(x: viewport.x + rect.x, y: rect.y + dy, width: rect.width, height: rect.height) }
        clipped(to: viewport) { canvas in
            canvas.text(l(entry.body), in: place(layout.text), role: .body, color: theme.foreground,
                        alignment: .leading, verticalAlignment: .top)
            let radius: Double = switch theme.sizeClass {
            case .compact: 3
            case .regular: 8
            }
            canvas.shadowedPicture(GeneratedPicture.picture(entry.pictures.0), in: place(layout.pictures.0), cornerRadius: radius)
            canvas.shadowedPicture(GeneratedPicture.picture(entry.pictures.1), in: place(layout.pictures.1), cornerRadius: radius)
        }
        scrollIndicator(in: track.insetBy(dx: 0, dy: 1), position: scroll)
    }
}
