import Core
import GadgetBase
import Hardware
import UI

/// Where everything of the game goes on one display: the top bar, the four lanes, the floor
/// and the cursor strip under it. Computed once per display and reused every frame; also
/// answers which lane a touch landed in.
struct FallingSquaresLayout: Equatable {
    let bounds: Rect
    let sizeClass: SizeClass
    /// Time and best score; a touch here pauses.
    let topBar: Rect
    /// Where squares fall: a square touching its bottom edge has landed.
    let field: Rect
    /// Under the floor: the floor line and the cursor's bar.
    let strip: Rect
    let lanes: [Rect]
    let squareSide: Double

    init(bounds: Rect, theme: Theme) {
        self.bounds = bounds
        sizeClass = theme.sizeClass
        // A compact panel gives the lanes every pixel it can: a bar of bare caption text, no side
        // margins, a thin strip; its squares are a larger share of the short field.
        let barHeight: Double, stripHeight: Double, sideMargin: Double, squareShare: Double
        switch sizeClass {
        case .compact:
            (barHeight, stripHeight, sideMargin, squareShare) = (theme.lineHeight(.caption), 4, 0, 0.25)
        case .regular:
            (barHeight, stripHeight, sideMargin, squareShare) = (theme.lineHeight(.body) + (theme.spacing * 0.75).rounded(),
                                                                 theme.spacing, (theme.spacing / 2).rounded(), 0.2)
        }
        (topBar, _) = bounds.divided(atDistance: barHeight, from: .top)
        (strip, _) = bounds.divided(atDistance: stripHeight, from: .bottom)
        let field = Rect(x: bounds.minX + sideMargin, y: topBar.maxY, width: bounds.width - 2 * sideMargin,
                         height: max(1, strip.minY - topBar.maxY))
        self.field = field
        let count = FallingSquaresGame.columnCount
        let laneWidth = field.width / Double(count)
        lanes = (0..<count).map { column in
            let minX = (field.minX + laneWidth * Double(column)).rounded()
            let maxX = (field.minX + laneWidth * Double(column + 1)).rounded()
            return Rect(x: minX, y: field.minY, width: maxX - minX, height: field.height)
        }
        squareSide = max(4, min(laneWidth * 0.72, field.height * squareShare).rounded(.down))
    }

    /// The square in `column`, `position` of the way down, on whole pixels (so a frame in which
    /// nothing moved a whole pixel comes out identical and is never sent to the panel).
    func squareRect(column: Int, position: Double) -> Rect {
        let lane = lanes[min(max(0, column), lanes.count - 1)]
        let travel = field.height - squareSide
        let y = field.minY + (min(max(0, position), 1) * travel).rounded()
        return Rect(x: (lane.midX - squareSide / 2).rounded(), y: y, width: squareSide, height: squareSide)
    }

    /// The lane under `point`, if it is in the field (or the strip under it).
    func column(at point: Point) -> Int? {
        guard point.y >= field.minY, point.y < bounds.maxY else { return nil }
        return lanes.firstIndex { point.x >= $0.minX && point.x < $0.maxX }
    }

    func touchSettings() -> TouchGestureReader.Settings {
        let laneWidth = lanes.first?.width ?? 1
        return TouchGestureReader.Settings(
            tapSlop: max(3, squareSide * 0.3), swipeDistance: max(6, squareSide * 0.6),
            doubleTapSlop: max(4, laneWidth * 0.4))
    }
}
