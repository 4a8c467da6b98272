import GadgetBase
import Hardware
import UI

/// Where the question screen's parts go on a display: the poster at the left at 2:3, the count
/// and the question beside it, the two answer buttons along the bottom. Kept apart from drawing
/// so the poster's pixel size is known before a poster is decoded.
struct QuizLayout: Equatable {
    var poster: Rect
    var counter: Rect
    var question: Rect
    var buttons: Rect
    /// Width of the feedback frame around the poster.
    var frameWidth: Double

    init(bounds: Rect, theme: Theme) {
        let content = bounds.insetBy(dx: theme.padding, dy: theme.padding)
        switch theme.sizeClass {
        case .compact:
            frameWidth = 2
            let buttonRow = theme.lineHeight(.caption) + 3
            let (row, upper) = content.divided(atDistance: buttonRow, from: .bottom, gap: 2)
            let column: Rect
            if Self.poster(in: upper).width >= Self.poster(in: content).width {
                // A square panel: a row of its own under everything costs the poster nothing,
                // and the buttons get the panel's width instead of the narrow column's.
                buttons = row
                poster = Self.poster(in: upper)
                column = Self.column(beside: poster, in: upper, gap: 3)
            } else {
                // A short one: the poster takes the full height; the buttons go under the text beside it.
                poster = Self.poster(in: content)
                (buttons, column) = Self.column(beside: poster, in: content, gap: 3)
                    .divided(atDistance: buttonRow, from: .bottom)
            }
            (counter, question) = column.divided(atDistance: theme.lineHeight(.caption) + 2, from: .top)
        case .regular:
            // The buttons run along the bottom under both the poster and the text.
            frameWidth = max(3, (theme.spacing / 2).rounded())
            let upper: Rect
            (buttons, upper) = content.divided(atDistance: theme.buttonHeight, from: .bottom, gap: theme.gap)
            poster = Self.poster(in: upper)
            (counter, question) = Self.column(beside: poster, in: upper, gap: theme.gap)
                .divided(atDistance: theme.lineHeight(.body) + 2, from: .top)
        }
    }

    /// At 2:3, as tall as `area` allows but no wider than a little over half of it, centred down its left edge.
    private static func poster(in area: Rect) -> Rect {
        let posterWidth = min((area.height * 2 / 3).rounded(), (area.width * 0.55).rounded())
        let posterHeight = min(area.height, (posterWidth * 1.5).rounded())
        return Rect(x: area.x, y: area.y + ((area.height - posterHeight) / 2).rounded(),
                    width: posterWidth, height: posterHeight)
    }

    /// What `area` has right of the poster.
    private static func column(beside poster: Rect, in area: Rect, gap: Double) -> Rect {
        Rect(x: poster.maxX + gap, y: area.y, width: area.maxX - poster.maxX - gap, height: area.height)
    }

    /// The poster picture's size in whole pixels: inside the feedback frame.
    var pictureSize: (width: Int, height: Int) {
        let inner = pictureRect
        return (max(1, Int(inner.width.rounded())), max(1, Int(inner.height.rounded())))
    }

    var pictureRect: Rect {
        poster.insetBy(dx: frameWidth, dy: frameWidth)
    }
}
