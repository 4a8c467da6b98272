import Core
import GadgetBase
import Hardware
import UI

/// The second tab: a picture, a title and a long text, laid out one way in portrait (picture
/// across the whole width, title under it, text under that) and another in landscape (picture
/// top left with margins all round, title centred beside it, text under both). All of it
/// scrolls with up and down.
struct ArticleTab: Equatable, Sendable {
    var scroll = ScrollPosition()

    mutating func handle(_ event: InputEvent, step: Double) -> Bool {
        scroll.follow(event, step: step)
    }

    static func scrollStep(_ theme: Theme) -> Double { theme.lineHeight(.body) * 2 }

    /// Draws the article in `area`; returns how tall it turned out and how tall its viewport is,
    /// so scrolling stops at its end.
    func draw(on canvas: Canvas, in area: Rect, landscape: Bool, localizer l: Localizer) -> (content: Double, viewport: Double) {
        let theme = canvas.theme
        let (bar, viewport) = area.divided(atDistance: theme.scrollIndicatorWidth, from: .right, gap: 1)
        let layout = ArticleLayout(canvas: canvas, width: viewport.width, viewportHeight: viewport.height,
                                   landscape: landscape, localizer: l)
        var scroll = self.scroll
        scroll.update(content: layout.height, viewport: viewport.height)
        let dy = viewport.minY - scroll.offset.rounded()
        func place(_ rect: Rect) -> Rect { Rect(x: viewport.minX + rect.x, y: rect.y + dy, width: rect.width, height: rect.height) }
        canvas.clipped(to: viewport) { canvas in
            canvas.image(GeneratedPicture.picture(5), in: place(layout.picture), contentMode: .fill,
                         cornerRadius: landscape ? theme.cornerRadius : 0)
            canvas.text(l(ArticleText.title), in: place(layout.title), role: .title, color: theme.foreground,
                        alignment: .center, maxLines: 3, bold: true)
            for (index, rect) in layout.paragraphs.enumerated() where place(rect).intersection(viewport) != .zero {
                canvas.text(l(ArticleText.paragraphs[index]), in: place(rect), role: .body, color: theme.foreground,
                            alignment: .leading, verticalAlignment: .top)
            }
        }
        canvas.scrollIndicator(in: bar.insetBy(dx: 0, dy: 1), position: scroll)
        return (layout.height, viewport.height)
    }
}

/// The article's pieces in content coordinates (0,0 at the top left of the scrolled column).
struct ArticleLayout {
    var picture = Rect.zero
    var title = Rect.zero
    var paragraphs: [Rect] = []
    var height: Double = 0

    init(canvas: Canvas, width: Double, viewportHeight: Double, landscape: Bool, localizer l: Localizer) {
        let theme = canvas.theme
        let margin = theme.padding
        let titleText = l(ArticleText.title)
        var y: Double
        if landscape {
            let pictureWidth = (width * 0.42).rounded()
            picture = Rect(x: margin, y: margin, width: pictureWidth, height: (pictureWidth * 0.66).rounded())
            let titleWidth = width - picture.maxX - margin * 2
            let titleHeight = canvas.measure(titleText, role: .title, width: titleWidth, maxLines: 3, bold: true).height
            // Centred on the picture's middle, beside it.
            title = Rect(x: picture.maxX + margin, y: (picture.midY - titleHeight / 2).rounded(), width: titleWidth,
                         height: titleHeight.rounded(.up))
            y = max(picture.maxY, title.maxY) + margin
        } else {
            // Across the width, but on a wide panel held as portrait no more than half the
            // view, cropped: the first screen shows the title and the text's start, not only sky.
            picture = Rect(x: 0, y: 0, width: width, height: min(width * 0.56, viewportHeight * 0.5).rounded())
            let titleHeight = canvas.measure(titleText, role: .title, width: width - margin * 2, maxLines: 3, bold: true).height
            title = Rect(x: margin, y: picture.maxY + margin, width: width - margin * 2, height: titleHeight.rounded(.up))
            y = title.maxY + margin
        }
        for paragraph in ArticleText.paragraphs {
            let textHeight = canvas.measure(l(paragraph), role: .body, width: width - margin * 2).height.rounded(.up)
            paragraphs.append(Rect(x: margin, y: y, width: width - margin * 2, height: textHeight))
            y += textHeight + margin
        }
        height = y
    }
}
