import CCairo
import GadgetBase
import Hardware

/// Copies a Cairo image surface into a display's PixelBuffer.
enum PixelExport {
    /// RGB565 and XRGB8888 surfaces already hold the display's bytes; only the row stride can
    /// differ. RGB24 surfaces for one-bit panels are thresholded through a 4x4 Bayer matrix:
    /// pure black and white (all a mono theme draws) come out exact, while deliberate greys
    /// (a dimmed backdrop, a fading group) become an ordered pattern instead of vanishing.
    static func pixelBuffer(from surface: OpaquePointer, geometry: DisplayGeometry) -> PixelBuffer {
        let width = max(0, geometry.width), height = max(0, geometry.height)
        let stride = geometry.format.minimumStride(width: width)
        let sourceStride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0, let source = cairo_image_surface_get_data(surface),
              Int(cairo_image_surface_get_width(surface)) == width,
              Int(cairo_image_surface_get_height(surface)) == height
        else {
            return PixelBuffer(width: width, height: height, format: geometry.format)
        }
        let bytes = [UInt8](unsafeUninitializedCapacity: stride * height) { target, initialized in
            let targetBase = target.baseAddress!
            switch geometry.format {
            case .rgb565, .xrgb8888:
                for y in 0..<height {
                    (targetBase + y * stride).update(from: source + y * sourceStride, count: stride)
                }
                #if _endian(big)
                swapToLittleEndian(targetBase, count: stride * height, format: geometry.format)
                #endif
            case .mono1:
                for y in 0..<height {
                    let row = UnsafeRawPointer(source + y * sourceStride).assumingMemoryBound(to: UInt32.self)
                    threshold(row: row, width: width, y: y, into: targetBase + y * stride)
                }
            }
            initialized = stride * height
        }
        return PixelBuffer(width: width, height: height, format: geometry.format, stride: stride, bytes: bytes)
    }

    /// Thresholds span 24...234 rather than the whole range, so colours within a few percent of
    /// black or white (a colour theme's near-black background) stay solid instead of speckling.
    private static let bayer: [UInt32] = [0, 8, 2, 10, 12, 4, 14, 6, 3, 11, 1, 9, 15, 7, 13, 5].map { 24 + $0 * 14 }

    private static func threshold(row: UnsafePointer<UInt32>, width: Int, y: Int, into target: UnsafeMutablePointer<UInt8>) {
        bayer.withUnsafeBufferPointer { matrix in
            let thresholds = matrix.baseAddress! + (y & 3) * 4
            var byte: UInt8 = 0
            for x in 0..<width {
                let pixel = row[x]
                let luma = (((pixel >> 16) & 0xFF) * 77 + ((pixel >> 8) & 0xFF) * 150 + (pixel & 0xFF) * 29) >> 8
                if luma >= thresholds[x & 3] { byte |= 0x80 >> UInt8(x & 7) }
                if x & 7 == 7 {
                    target[x >> 3] = byte
                    byte = 0
                }
            }
            if width & 7 != 0 { target[width >> 3] = byte }
        }
    }

    #if _endian(big)
    private static func swapToLittleEndian(_ bytes: UnsafeMutablePointer<UInt8>, count: Int, format: PixelFormat) {
        let size = format.bitsPerPixel / 8
        var i = 0
        while i + size <= count {
            for k in 0..<size / 2 { swap(&bytes[i + k], &bytes[i + size - 1 - k]) }
            i += size
        }
    }
    #endif
}
