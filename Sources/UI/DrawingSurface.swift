import CCairo
import GadgetBase
import Hardware

/// The Cairo image surface and context one renderer draws every frame into, in the format
/// closest to the display's: RGB16_565 for RGB565 panels, RGB24 for XRGB8888 and for one-bit
/// panels (thresholded afterwards).
final class DrawingSurface {
    let geometry: DisplayGeometry
    let surface: OpaquePointer
    private(set) var context: OpaquePointer
    let isMonochrome: Bool

    init(geometry: DisplayGeometry) {
        self.geometry = geometry
        isMonochrome = geometry.format.isMonochrome
        let format: cairo_format_t = geometry.format == .rgb565 ? CAIRO_FORMAT_RGB16_565 : CAIRO_FORMAT_RGB24
        surface = cairo_image_surface_create(format, Int32(clamping: max(0, geometry.width)),
                                             Int32(clamping: max(0, geometry.height)))
        context = cairo_create(surface)
        configure()
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// Puts the context back to a known state for a new frame. A context that went into an error
    /// state (Cairo errors are sticky) is replaced, so one bad frame cannot blank all later ones.
    func beginFrame() {
        if cairo_status(context) != CAIRO_STATUS_SUCCESS {
            cairo_destroy(context)
            context = cairo_create(surface)
            configure()
        }
        cairo_reset_clip(context)
        cairo_identity_matrix(context)
        cairo_set_operator(context, CAIRO_OPERATOR_OVER)
        cairo_new_path(context)
    }

    func endFrame() {
        cairo_surface_flush(surface)
    }

    private func configure() {
        // Hard edges on one-bit panels: an antialiased edge would threshold into ragged pixels.
        cairo_set_antialias(context, isMonochrome ? CAIRO_ANTIALIAS_NONE : CAIRO_ANTIALIAS_DEFAULT)
    }
}
