import Core
import GadgetBase
import Hardware
import UI

/// What the app knows about one movie's poster.
enum PosterState: Equatable, Sendable {
    case loading
    case ready(RasterImage)
    /// No URL, a failed download or a picture that would not decode: the card is drawn.
    case missing(reason: String)
}

/// Draws the poster frame: the picture, or a card with the title and year while there is none,
/// and around it the feedback frame (green or red; on one-bit panels a thick white one).
struct PosterView {
    let movie: Movie
    let state: PosterState
    /// nil while unanswered; the verdict during feedback.
    let verdict: Bool?

    static let rightColor = Color(hex: 0x60C28E)
    static let wrongColor = Color(hex: 0xF56B6C)

    func draw(on canvas: Canvas, layout: QuizLayout) {
        let theme = canvas.theme
        let picture = layout.pictureRect
        switch state {
        case .ready(let image):
            canvas.image(image, in: picture, contentMode: .fill)
        case .loading, .missing:
            drawCard(on: canvas, in: picture)
        }
        let frameColor: Color
        let width: Double
        switch verdict {
        case .some(let right):
            frameColor = theme.isMonochrome ? .white : (right ? Self.rightColor : Self.wrongColor)
            width = layout.frameWidth
        case .none:
            frameColor = theme.isMonochrome ? .white : theme.separator
            width = 1
        }
        if verdict == false, theme.isMonochrome {
            // Right and wrong look the same in one bit: a wrong answer's frame is dashed by
            // drawing it solid and then cutting gaps into it.
            canvas.strokeRect(layout.poster, color: frameColor, lineWidth: width)
            cutGaps(on: canvas, around: layout.poster, width: width)
        } else {
            canvas.strokeRect(layout.poster, color: frameColor, lineWidth: width)
        }
    }

    private func drawCard(on canvas: Canvas, in rect: Rect) {
        let theme = canvas.theme
        canvas.fill(rect, color: theme.isMonochrome ? .black : theme.surface)
        let inner = rect.insetBy(dx: theme.smallGap, dy: theme.smallGap)
        let yearHeight = movie.year == nil ? 0 : theme.lineHeight(.caption)
        let (yearRect, titleRect) = inner.divided(atDistance: yearHeight, from: .bottom)
        // A long one-word title ("Armageddon") takes smaller type rather than break mid-word.
        let (roles, bold): ([FontRole], Bool) = switch theme.sizeClass {
        case .compact: ([.caption], false)
        case .regular: ([.body, .caption], true)
        }
        canvas.fittedText([movie.title], in: titleRect, roles: roles, color: theme.foreground, bold: bold, mayShorten: true)
        if let year = movie.year {
            canvas.text(String(year), in: yearRect, role: .caption, color: theme.secondaryText)
        }
    }

    private func cutGaps(on canvas: Canvas, around rect: Rect, width: Double) {
        let step = 6.0
        var x = rect.minX + step
        while x < rect.maxX - step {
            canvas.fill(Rect(x: x, y: rect.minY, width: 3, height: width), color: .black)
            canvas.fill(Rect(x: x, y: rect.maxY - width, width: 3, height: width), color: .black)
            x += step
        }
        var y = rect.minY + step
        while y < rect.maxY - step {
            canvas.fill(Rect(x: rect.minX, y: y, width: width, height: 3), color: .black)
            canvas.fill(Rect(x: rect.maxX - width, y: y, width: width, height: 3), color: .black)
            y += step
        }
    }
}
