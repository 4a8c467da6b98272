import CCairo
import Foundation
import GadgetBase
import Hardware

/// PNG reading and writing through Cairo's own PNG support (libpng underneath).
public enum PNGFile {
    public struct Error: Swift.Error, CustomStringConvertible, Equatable {
        public let description: String
    }

    /// Saves `buffer` as an RGB PNG (one-bit buffers as black and white). Written by Foundation,
    /// not Cairo, so a failure carries the system's reason (no such folder, permission denied)
    /// for the caller to say in the reader's language, rather than Cairo's "write error".
    public static func write(_ buffer: PixelBuffer, to path: String) throws {
        try Data(encode(buffer)).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// The PNG file's bytes for `buffer`, for captures that do not go straight to disk.
    public static func encode(_ buffer: PixelBuffer) throws -> [UInt8] {
        let surface = try makeSurface(buffer)
        defer { cairo_surface_destroy(surface) }
        let sink = ByteSink()
        let status = cairo_surface_write_to_png_stream(surface, { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
            let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else {
            throw Error(description: "cannot encode a \(buffer.width)x\(buffer.height) PNG: \(message(status))")
        }
        return sink.bytes
    }

    /// Loads a PNG as XRGB8888 pixels; transparent areas come out black.
    public static func read(path: String) throws -> PixelBuffer {
        let loaded = cairo_image_surface_create_from_png(path)!
        defer { cairo_surface_destroy(loaded) }
        let status = cairo_surface_status(loaded)
        guard status == CAIRO_STATUS_SUCCESS else {
            let reason = status == CAIRO_STATUS_FILE_NOT_FOUND ? "no such file" : message(status)
            throw Error(description: "cannot read PNG \(path): \(reason)")
        }
        let width = Int(cairo_image_surface_get_width(loaded)), height = Int(cairo_image_surface_get_height(loaded))
        let opaque = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(opaque) }
        let cr = cairo_create(opaque)!
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_paint(cr)
        cairo_set_source_surface(cr, loaded, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(opaque)
        return PixelExport.pixelBuffer(from: opaque, geometry: DisplayGeometry(width: width, height: height, format: .xrgb8888))
    }

    /// Pictures with more pixels than this are refused before decoding, as JPEGs are: a PNG of a
    /// few hundred kilobytes can declare 20000x20000 pixels of one colour, and decoding it would
    /// take gigabytes.
    public static let maximumPixels = JPEGFile.maximumPixels

    /// The size a PNG declares in its IHDR chunk (which the format puts first), or nil when the
    /// bytes do not start like a PNG.
    public static func declaredSize(of data: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= 24, data.starts(with: signature), data[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        func bigEndian(at offset: Int) -> Int { data[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (bigEndian(at: 16), bigEndian(at: 20))
    }

    /// Decodes PNG bytes into an image to draw, keeping transparency. Callers that decode often
    /// on small boards (posters) pass a lower `maximumPixels`.
    public static func decode(_ data: [UInt8], maximumPixels: Int = PNGFile.maximumPixels) throws -> RasterImage {
        // Divided, not multiplied: IHDR's sizes go up to 2^32 - 1, and their product past Int.max.
        if let size = declaredSize(of: data), size.height > 0, size.width > maximumPixels / size.height {
            throw Error(description: "the PNG is \(size.width)x\(size.height), more than the \(maximumPixels) pixels Gadget decodes")
        }
        let source = ByteSource(data)
        let loaded = cairo_image_surface_create_from_png_stream({ closure, target, length in
            guard let closure, let target else { return CAIRO_STATUS_READ_ERROR }
            let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
            return source.read(into: target, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
        }, Unmanaged.passUnretained(source).toOpaque())!
        defer { cairo_surface_destroy(loaded) }
        let status = cairo_surface_status(loaded)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw Error(description: "cannot decode PNG data (\(data.count) bytes): \(message(status))")
        }
        let width = Int(cairo_image_surface_get_width(loaded)), height = Int(cairo_image_surface_get_height(loaded))
        // 8-bit PNGs load as ARGB32 or RGB24 and are copied straight out; only other formats
        // (16-bit PNGs load as float) are painted into an ARGB32 surface first, a full-size
        // copy the common case does without.
        let format = cairo_image_surface_get_format(loaded)
        let direct = format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24
        let argb = direct ? loaded : cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        defer { if !direct { cairo_surface_destroy(argb) } }
        if !direct {
            let cr = cairo_create(argb)!
            cairo_set_source_surface(cr, loaded, 0, 0)
            cairo_paint(cr)
            cairo_destroy(cr)
        }
        cairo_surface_flush(argb)
        // RGB24 leaves the top byte undefined; it is made opaque.
        let alpha: UInt32 = format == CAIRO_FORMAT_RGB24 ? 0xFF00_0000 : 0
        var pixels = [UInt32](repeating: 0, count: width * height)
        if let bytes = cairo_image_surface_get_data(argb) {
            let stride = Int(cairo_image_surface_get_stride(argb))
            for y in 0..<height {
                let row = UnsafeRawPointer(bytes + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width { pixels[y * width + x] = row[x] | alpha }
            }
        }
        return RasterImage(width: width, height: height, argb: pixels)
    }

    /// An RGB24 surface showing `buffer`'s colours.
    private static func makeSurface(_ buffer: PixelBuffer) throws -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(clamping: buffer.width), Int32(clamping: buffer.height))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            let status = cairo_surface_status(surface)
            cairo_surface_destroy(surface)
            throw Error(description: "cannot make a \(buffer.width)x\(buffer.height) image for PNG: \(message(status))")
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<buffer.height {
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<buffer.width {
                let color = buffer.color(x: x, y: y)
                row[x] = 0xFF00_0000 | UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    private static func message(_ status: cairo_status_t) -> String {
        String(cString: cairo_status_to_string(status))
    }
}

private final class ByteSink {
    var bytes: [UInt8] = []
}

private final class ByteSource {
    private let data: [UInt8]
    private var offset = 0
    init(_ data: [UInt8]) { self.data = data }

    func read(into target: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count > 0 else { return true }
        guard count <= data.count - offset else { return false }
        data.withUnsafeBufferPointer { source in
            target.update(from: source.baseAddress! + offset, count: count)
        }
        offset += count
        return true
    }
}
