import CCairo

/// Turns downloaded picture bytes (JPEG or PNG, told apart by their first bytes, never by a URL
/// or a server's word) into an image of exactly the size it will be shown at.
public enum PictureDecoder {
    public enum Format: String, Sendable {
        case jpeg = "JPEG", png = "PNG"
    }

    public struct Error: Swift.Error, CustomStringConvertible, Equatable {
        public let description: String
    }

    /// Posters with more pixels than this are refused (the quiz shows its title card): a
    /// poster is shown a few hundred pixels wide, and decoding a huge one, with two loading at
    /// once, took close to a gigabyte on boards with 512 MB. 6 million is 2000x3000.
    public static let maximumPixels = 6_000_000

    public static func format(of data: [UInt8]) -> Format? {
        if data.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        return nil
    }

    /// Decodes `data` and scales it to fill `width`x`height`, centred, cropping what overflows
    /// (a poster keeps its proportions and leaves no empty bands). JPEGs are decoded
    /// DCT-scaled close to the target first, so big posters cost little.
    public static func decode(_ data: [UInt8], filling width: Int, _ height: Int) throws(Error) -> RasterImage {
        guard width > 0, height > 0 else { throw Error(description: "cannot fit a picture into \(width)x\(height) pixels") }
        let decoded: RasterImage
        switch format(of: data) {
        case .jpeg:
            do {
                decoded = try JPEGFile.decode(data, covering: (width, height), maximumPixels: maximumPixels)
            } catch {
                throw Error(description: error.description)
            }
        case .png:
            do {
                decoded = try PNGFile.decode(data, maximumPixels: maximumPixels)
            } catch {
                throw Error(description: "\(error)")
            }
        case nil:
            let start = data.prefix(4).map { String($0, radix: 16, uppercase: true) }.joined(separator: " ")
            throw Error(description: data.isEmpty ? "the picture is empty (0 bytes)"
                        : "the picture is neither JPEG nor PNG (it starts with \(start))")
        }
        guard decoded.width > 0, decoded.height > 0 else { throw Error(description: "the picture has no pixels") }
        return decoded.scaledToFill(width: width, height: height)
    }
}

extension RasterImage {
    /// This image scaled (keeping proportions) to cover `width`x`height`, centred, with the
    /// overflow cropped. Cairo's GOOD filter averages when shrinking, so detail does not alias.
    public func scaledToFill(width targetWidth: Int, height targetHeight: Int) -> RasterImage {
        guard targetWidth > 0, targetHeight > 0, width > 0, height > 0 else {
            return RasterImage(width: max(0, targetWidth), height: max(0, targetHeight), argb: [])
        }
        if width == targetWidth, height == targetHeight { return self }
        let source = ImageCache.makeSurface(self)
        defer { cairo_surface_destroy(source) }
        let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(clamping: targetWidth),
                                                Int32(clamping: targetHeight))!
        defer { cairo_surface_destroy(target) }
        let scale = max(Double(targetWidth) / Double(width), Double(targetHeight) / Double(height))
        let cr = cairo_create(target)!
        cairo_translate(cr, (Double(targetWidth) - Double(width) * scale) / 2,
                        (Double(targetHeight) - Double(height) * scale) / 2)
        cairo_scale(cr, scale, scale)
        if setSourceSurface(cr, source, x: 0, y: 0) {
            setSourceSampling(cr, filter: CAIRO_FILTER_GOOD, extend: CAIRO_EXTEND_PAD)
            cairo_paint(cr)
        }
        cairo_destroy(cr)
        cairo_surface_flush(target)
        guard let data = cairo_image_surface_get_data(target) else {
            return RasterImage(width: targetWidth, height: targetHeight, argb: [])
        }
        let stride = Int(cairo_image_surface_get_stride(target))
        let pixels = [UInt32](unsafeUninitializedCapacity: targetWidth * targetHeight) { buffer, count in
            for y in 0..<targetHeight {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<targetWidth { buffer[y * targetWidth + x] = row[x] }
            }
            count = targetWidth * targetHeight
        }
        return RasterImage(width: targetWidth, height: targetHeight, argb: pixels)
    }
}
