import CCairo
import GadgetBase
import Hardware

/// Cairo surfaces made from RasterImages, kept between frames so a picture shown on every frame
/// is copied (and, on one-bit panels, scaled and dithered) once.
final class ImageCache {
    struct Key: Hashable {
        var identity: UInt64
        /// Target size for pre-scaled (dithered) surfaces; zero for the image at its own size.
        var width: Int
        var height: Int
    }

    private var surfaces: [Key: (surface: OpaquePointer, lastUsed: UInt64)] = [:]
    private var frameNumber: UInt64 = 0
    private let capacity = 8

    deinit {
        for entry in surfaces.values { cairo_surface_destroy(entry.surface) }
    }

    func surface(for key: Key, make: () -> OpaquePointer) -> OpaquePointer {
        if let entry = surfaces[key] {
            surfaces[key] = (entry.surface, frameNumber)
            return entry.surface
        }
        let surface = make()
        surfaces[key] = (surface, frameNumber)
        return surface
    }

    func endFrame() {
        if surfaces.count > capacity {
            for (key, entry) in surfaces where entry.lastUsed != frameNumber {
                cairo_surface_destroy(entry.surface)
                surfaces[key] = nil
            }
        }
        frameNumber &+= 1
    }

    /// An ARGB32 surface holding a copy of the image's pixels.
    static func makeSurface(_ image: RasterImage) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(clamping: image.width), Int32(clamping: image.height))!
        guard let data = cairo_image_surface_get_data(surface) else { return surface }
        let stride = Int(cairo_image_surface_get_stride(surface))
        image.pixels.withUnsafeBytes { source in
            for y in 0..<image.height {
                let row = UnsafeRawBufferPointer(rebasing: source[(y * image.width * 4)..<((y + 1) * image.width * 4)])
                UnsafeMutableRawPointer(data + y * stride).copyMemory(from: row.baseAddress!, byteCount: row.count)
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// The image scaled to `width`x`height` with Cairo's good filter, read back as pixels.
    static func scaled(_ image: RasterImage, width: Int, height: Int) -> RasterImage {
        let source = makeSurface(image)
        defer { cairo_surface_destroy(source) }
        let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(clamping: width), Int32(clamping: height))!
        defer { cairo_surface_destroy(target) }
        let cr = cairo_create(target)!
        cairo_scale(cr, Double(width) / Double(image.width), Double(height) / Double(image.height))
        if setSourceSurface(cr, source, x: 0, y: 0) {
            setSourceSampling(cr, filter: CAIRO_FILTER_GOOD, extend: CAIRO_EXTEND_PAD)
            cairo_paint(cr)
        }
        cairo_destroy(cr)
        cairo_surface_flush(target)
        guard let data = cairo_image_surface_get_data(target) else {
            return RasterImage(width: width, height: height, argb: [])
        }
        let stride = Int(cairo_image_surface_get_stride(target))
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { pixels[y * width + x] = row[x] }
        }
        return RasterImage(width: width, height: height, argb: pixels)
    }
}

extension Canvas {
    /// Draws `image` into `rect`: `.fill` covers the rect (cropping the overflow), `.fit` shows
    /// all of it (centred). On one-bit panels the image is first scaled to its on-screen pixel
    /// size and dithered there, so its shading survives as dots instead of thresholded blobs.
    public func image(_ image: RasterImage, in rect: Rect, contentMode: ContentMode = .fill, cornerRadius: Double = 0) {
        guard rect.isDrawable, image.width > 0, image.height > 0, cornerRadius.isFinite else { return }
        let scaleX = rect.width / Double(image.width), scaleY = rect.height / Double(image.height)
        let scale = contentMode == .fill ? max(scaleX, scaleY) : min(scaleX, scaleY)
        let drawnWidth = Double(image.width) * scale, drawnHeight = Double(image.height) * scale
        let origin = Point(x: rect.midX - drawnWidth / 2, y: rect.midY - drawnHeight / 2)

        let visible = rect.intersection(Rect(origin: origin, size: Size(width: drawnWidth, height: drawnHeight)))
        guard visible.isDrawable else { return }

        cairo_save(cr)
        addRectPath(visible, cornerRadius: cornerRadius)
        cairo_clip(cr)
        if theme.isMonochrome {
            let width = max(1, Int(drawnWidth.rounded())), height = max(1, Int(drawnHeight.rounded()))
            let key = ImageCache.Key(identity: image.identity, width: width, height: height)
            let surface = imageCache.surface(for: key) {
                ImageCache.makeSurface(ImageCache.scaled(image, width: width, height: height).dithered())
            }
            // Whole-pixel placement at 1:1 so every dithered dot lands on exactly one panel pixel.
            if setSourceSurface(cr, surface, x: origin.x.rounded(), y: origin.y.rounded()) {
                setSourceSampling(cr, filter: CAIRO_FILTER_NEAREST)
                cairo_paint(cr)
            }
        } else {
            let key = ImageCache.Key(identity: image.identity, width: 0, height: 0)
            let surface = imageCache.surface(for: key) { ImageCache.makeSurface(image) }
            cairo_translate(cr, origin.x, origin.y)
            cairo_scale(cr, scale, scale)
            if setSourceSurface(cr, surface, x: 0, y: 0) {
                setSourceSampling(cr, filter: CAIRO_FILTER_GOOD, extend: CAIRO_EXTEND_PAD)
                cairo_paint(cr)
            }
        }
        cairo_restore(cr)
    }
}

/// Makes `surface` the source of `cr`, unless Cairo could not make the surface (an image too large
/// for it): a source from such a surface leaks the error pattern Cairo creates for it (seen in the
/// FuzzPNG long run), and nothing would be drawn from it anyway. False when nothing was set.
func setSourceSurface(_ cr: OpaquePointer, _ surface: OpaquePointer, x: Double, y: Double) -> Bool {
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return false }
    cairo_set_source_surface(cr, surface, x, y)
    return true
}

/// Sets how `cr`'s source is sampled. On a context in an error state (a source surface too large
/// for Cairo, say) cairo_get_source hands out a new error pattern that nobody frees: the FuzzPNG
/// long run leaked 18,276 of them. Nothing is drawn from such a context anyway, so nothing is set.
func setSourceSampling(_ cr: OpaquePointer, filter: cairo_filter_t, extend: cairo_extend_t? = nil) {
    guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else { return }
    let pattern = cairo_get_source(cr)
    cairo_pattern_set_filter(pattern, filter)
    if let extend { cairo_pattern_set_extend(pattern, extend) }
}
