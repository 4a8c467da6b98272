import GadgetBase
import Hardware
import UI

/// Draws a screen in the geometry it is laid out in and turns the frame onto the panel. The
/// sideways renderer (width and height swapped) is made the first time the board is turned and
/// kept, as Renderer's surface and font caches are worth keeping.
final class TurningRenderer {
    let panel: DisplayGeometry
    private let upright: Renderer
    private var sideways: Renderer?

    init(panel: DisplayGeometry) {
        self.panel = panel
        upright = Renderer(geometry: panel)
    }

    /// The frame as the panel shows it: drawn at `turn.appGeometry(panel:)`, then turned.
    func render(turn: DisplayTurn, _ draw: (Canvas) -> Void) -> Frame {
        let renderer: Renderer
        if turn.swapsAxes {
            let made = sideways ?? Renderer(geometry: turn.appGeometry(panel: panel))
            sideways = made
            renderer = made
        } else {
            renderer = upright
        }
        var frame = renderer.render(draw)
        if turn != .none { frame.pixels = turn.rotate(frame.pixels) }
        return frame
    }
}
