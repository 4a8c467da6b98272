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
        let compact = theme.isCompact
        let margin = compact ? 2 : theme.spacing
        let gap = compact ? 3 : theme.spacing
        let content = bounds.insetBy(dx: margin, dy: margin)
        let buttonHeight = compact ? theme.lineHeight(.caption) + 3 : theme.buttonHeight
        frameWidth = compact ? 2 : max(3, (theme.spacing / 2).rounded())

        // The poster takes the full height on a small panel; on bigger ones the buttons run
        // along the bottom under both the poster and the text.
        var buttonRow = Rect(x: 0, y: 0, width: 0, height: 0)
        var upper = content
        if !compact {
            (buttonRow, upper) = content.divided(atDistance: buttonHeight, from: .bottom)
            upper = upper.divided(atDistance: gap, from: .bottom).remainder
        }
        let posterWidth = min((upper.height * 2 / 3).rounded(), (upper.width * 0.55).rounded())
        let posterHeight = min(upper.height, (posterWidth * 1.5).rounded())
        poster = Rect(x: upper.x, y: upper.y + ((upper.height - posterHeight) / 2).rounded(),
                      width: posterWidth, height: posterHeight)
        var column = Rect(x: poster.maxX + gap, y: upper.y, width: upper.maxX - poster.maxX - gap, height: upper.height)
        if compact {
            (buttonRow, column) = column.divided(atDistance: buttonHeight, from: .bottom)
        }
        buttons = buttonRow
        (counter, question) = column.divided(atDistance: theme.lineHeight(compact ? .caption : .body) + 2, from: .top)
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
