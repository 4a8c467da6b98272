import CJPEG
#if canImport(Glibc)
import Glibc
#endif

/// JPEG reading (and writing) through libjpeg-turbo. Decoding can ask libjpeg to scale by 1/2,
/// 1/4 or 1/8 inside its inverse DCT: a 600x900 poster shown 130 pixels wide is decoded at a
/// quarter of the size for a fraction of the work, instead of decoded whole and shrunk after.
public enum JPEGFile {
    public struct Error: Swift.Error, CustomStringConvertible, Equatable {
        public let description: String
    }

    /// Pictures with more pixels than this are refused before decoding: a poster never needs
    /// them, and a hostile file could otherwise ask for gigabytes.
    public static let maximumPixels = 40_000_000

    /// The picture's size, read from its header alone.
    public static func dimensions(of data: [UInt8]) throws(Error) -> (width: Int, height: Int) {
        try dimensions(of: data, using: JPEGLibrary.calls())
    }

    private static func dimensions(of data: [UInt8], using api: UnsafePointer<gadget_jpeg_api>) throws(Error) -> (width: Int, height: Int) {
        var width: UInt32 = 0, height: UInt32 = 0
        var message = [CChar](repeating: 0, count: 200)
        let ok = data.withUnsafeBufferPointer { bytes in
            gadget_jpeg_dimensions(api, bytes.baseAddress, UInt(bytes.count), &width, &height, &message, message.count)
        }
        guard ok == 1 else { throw Error(description: "cannot read the JPEG header: \(text(message))") }
        return (Int(width), Int(height))
    }

    /// Decodes `data`, as small as DCT scaling allows while still at least `covering` in both
    /// directions (the whole picture when no size is given), as an opaque image. Callers that
    /// decode often on small boards (posters) pass a lower `maximumPixels`: a progressive JPEG
    /// keeps all its coefficients in memory, whatever the scaling.
    public static func decode(_ data: [UInt8], covering target: (width: Int, height: Int)? = nil,
                              maximumPixels: Int = JPEGFile.maximumPixels) throws(Error) -> RasterImage {
        let api = try JPEGLibrary.calls()
        let size = try dimensions(of: data, using: api)
        guard size.width > 0, size.height > 0 else { throw Error(description: "the JPEG has no pixels") }
        guard size.width * size.height <= maximumPixels else {
            throw Error(description: "the JPEG is \(size.width)x\(size.height), more than the \(maximumPixels) pixels Gadget decodes")
        }
        let denominator = target.map {
            scaleDenominator(width: size.width, height: size.height, coveringWidth: $0.width, coveringHeight: $0.height)
        } ?? 1
        let outWidth = (size.width + denominator - 1) / denominator
        let outHeight = (size.height + denominator - 1) / denominator
        var decodedWidth: UInt32 = 0, decodedHeight: UInt32 = 0
        var message = [CChar](repeating: 0, count: 200)
        var ok: Int32 = 0
        // BGRA bytes in memory are 0xAARRGGBB words on a little-endian CPU (every board Gadget
        // targets): Cairo's ARGB32, so the decoder writes the final pixels directly.
        let pixels = [UInt32](unsafeUninitializedCapacity: outWidth * outHeight) { buffer, count in
            ok = data.withUnsafeBufferPointer { bytes in
                gadget_jpeg_decode(api, bytes.baseAddress, UInt(bytes.count), UInt32(denominator),
                                   UnsafeMutableRawPointer(buffer.baseAddress!).assumingMemoryBound(to: UInt8.self),
                                   buffer.count * 4, &decodedWidth, &decodedHeight, &message, message.count)
            }
            if ok != 1 {
                // Whatever libjpeg wrote (or did not) is not handed out.
                buffer.initialize(repeating: 0)
            }
            count = buffer.count
        }
        guard ok == 1 else { throw Error(description: "cannot decode the JPEG: \(text(message))") }
        let count = Int(decodedWidth) * Int(decodedHeight)
        // Copied only when libjpeg gave fewer pixels than expected.
        return RasterImage(width: Int(decodedWidth), height: Int(decodedHeight),
                           argb: count == pixels.count ? pixels : Array(pixels.prefix(count)))
    }

    /// The largest of 8, 4, 2, 1 that still leaves the picture at least the covering size.
    static func scaleDenominator(width: Int, height: Int, coveringWidth: Int, coveringHeight: Int) -> Int {
        for denominator in [8, 4, 2] {
            let scaledWidth = (width + denominator - 1) / denominator
            let scaledHeight = (height + denominator - 1) / denominator
            if scaledWidth >= coveringWidth, scaledHeight >= coveringHeight { return denominator }
        }
        return 1
    }

    /// `image` as JPEG bytes (transparency is dropped), `quality` 1...100.
    public static func encode(_ image: RasterImage, quality: Int = 85) throws(Error) -> [UInt8] {
        guard image.width > 0, image.height > 0 else { throw Error(description: "cannot encode an empty image as JPEG") }
        let api = try JPEGLibrary.calls()
        var output: UnsafeMutablePointer<UInt8>?
        var outputSize: UInt = 0
        var message = [CChar](repeating: 0, count: 200)
        let ok = image.pixels.withUnsafeBytes { pixels in
            gadget_jpeg_encode(api, pixels.baseAddress!.assumingMemoryBound(to: UInt8.self),
                               UInt32(image.width), UInt32(image.height), Int32(min(100, max(1, quality))),
                               &output, &outputSize, &message, message.count)
        }
        defer { free(output) }
        guard ok == 1, let output else { throw Error(description: "cannot encode JPEG: \(text(message))") }
        return Array(UnsafeBufferPointer(start: output, count: Int(outputSize)))
    }

    private static func text(_ message: [CChar]) -> String {
        let bytes = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        let text = String(decoding: bytes, as: UTF8.self)
        return text.isEmpty ? "unknown libjpeg error" : text
    }
}
