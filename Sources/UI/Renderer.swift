import CCairo
import GadgetBase
import Hardware

/// Turns drawing code into frames for one display. Owns the Cairo surface, context, Pango font
/// map and caches, all reused from frame to frame; create one per display and keep it.
/// Not thread-safe: render on one thread.
public final class Renderer {
    public let geometry: DisplayGeometry
    public var theme: Theme { canvas.theme }
    private let surface: DrawingSurface
    private let canvas: Canvas

    public convenience init(geometry: DisplayGeometry) {
        self.init(geometry: geometry, theme: Theme(geometry: geometry))
    }

    /// A renderer with an adjusted theme (its geometry should match `geometry`).
    public init(geometry: DisplayGeometry, theme: Theme) {
        self.geometry = geometry
        surface = DrawingSurface(geometry: geometry)
        canvas = Canvas(surface: surface, theme: theme)
    }

    /// Runs `draw` on a canvas cleared to the theme's background and returns the frame in the
    /// display's pixel format, with every string that was drawn.
    /// Renderers on other threads wait meanwhile (see CairoFontLock).
    public func render(_ draw: (Canvas) -> Void) -> Frame {
        CairoFontLock.withLock {
            canvas.beginFrame()
            draw(canvas)
            canvas.endFrame()
        }
        let pixels = PixelExport.pixelBuffer(from: surface.surface, geometry: geometry)
        return Frame(pixels: pixels, texts: canvas.drawnTexts, cutTexts: canvas.cutTexts, focusedText: canvas.focusedTextIndex)
    }
}
