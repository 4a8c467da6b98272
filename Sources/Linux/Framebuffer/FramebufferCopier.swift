import GadgetBase
import Hardware

/// Copies the damaged part of a Gadget frame into framebuffer memory, converting the pixel
/// format and rotating on the way. It writes through a plain pointer, so the same code fills the
/// mapped device and, in tests, a heap buffer with a padded stride.
public struct FramebufferCopier {
    let layout: FramebufferPixelLayout
    let rotation: FramebufferRotation
    /// The visible framebuffer, in its own orientation.
    let physicalWidth: Int
    let physicalHeight: Int
    /// Bytes from one framebuffer row to the next.
    let stride: Int

    /// The frame size this copier expects (the panel as the user holds it).
    var logicalWidth: Int { rotation.logicalSize(physicalWidth: physicalWidth, physicalHeight: physicalHeight).width }
    var logicalHeight: Int { rotation.logicalSize(physicalWidth: physicalWidth, physicalHeight: physicalHeight).height }

    /// Bytes of memory the visible area spans, from its first byte.
    public var byteCount: Int { stride * physicalHeight }

    public init(info: FramebufferInfo, rotation: FramebufferRotation) throws(FramebufferError) {
        layout = try FramebufferPixelLayout(info)
        self.rotation = rotation
        physicalWidth = info.width
        physicalHeight = info.height
        stride = info.stride
        guard physicalWidth > 0, physicalHeight > 0 else {
            throw FramebufferError(.deviceFailed, device: info.path, LocalizedMessage(
                FramebufferText.emptyScreen, info.path, physicalWidth, physicalHeight))
        }
        let rowBytes = (physicalWidth * layout.bitsPerPixel + 7) / 8
        guard stride >= rowBytes else {
            throw FramebufferError(.deviceFailed, device: info.path, LocalizedMessage(
                FramebufferText.strideTooSmall, info.path, stride, physicalWidth, layout.bitsPerPixel))
        }
    }

    /// Copies `damage` (in frame coordinates, clipped to the frame and the screen) from `frame`
    /// into the framebuffer at `base`. Returns the framebuffer rectangle written, nil if none.
    @discardableResult
    public func copy(_ frame: PixelBuffer, damage: PixelRect, to base: UnsafeMutableRawPointer) throws(FramebufferError) -> PixelRect? {
        guard frame.width >= 0, frame.height >= 0, frame.stride >= frame.format.minimumStride(width: frame.width),
              frame.bytes.count >= frame.stride * frame.height
        else {
            throw FramebufferError(.malformedFrame, device: "frame", LocalizedMessage(
                FramebufferText.malformedFrame, frame.width, frame.height, frame.format.rawValue, frame.stride, frame.bytes.count))
        }
        let x0 = max(0, damage.x), y0 = max(0, damage.y)
        let x1 = min(damage.maxX, frame.width, logicalWidth), y1 = min(damage.maxY, frame.height, logicalHeight)
        guard x1 > x0, y1 > y0 else { return nil }
        let rect = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)

        frame.bytes.withUnsafeBytes { source in
            let pixels = SourcePixels(base: source.baseAddress!, format: frame.format, stride: frame.stride)
            if rotation == .none, layout.storesExactly(frame.format) {
                copyRows(pixels, rect, to: base)
            } else {
                convert(pixels, rect, to: base)
            }
        }
        return rotation.physicalRect(rect, physicalWidth: physicalWidth, physicalHeight: physicalHeight)
    }

    /// Paints the whole visible area black.
    func clear(_ base: UnsafeMutableRawPointer) {
        let rowBytes = (physicalWidth * layout.bitsPerPixel + 7) / 8
        // Black is all zero bits, except on panels where a set bit means black.
        var black: UInt8 = 0
        if case .mono(oneIsLit: false) = layout.encoding { black = 0xFF }
        for row in 0..<physicalHeight {
            (base + row * stride).initializeMemory(as: UInt8.self, repeating: black, count: rowBytes)
        }
    }

    /// The fast path: formats match and nothing turns, so each damaged row is one memcpy.
    private func copyRows(_ source: SourcePixels, _ rect: PixelRect, to base: UnsafeMutableRawPointer) {
        let bytesPerPixel = layout.bitsPerPixel / 8
        let rowBytes = rect.width * bytesPerPixel
        for y in rect.y..<rect.maxY {
            let from = source.base + y * source.stride + rect.x * bytesPerPixel
            (base + y * stride + rect.x * bytesPerPixel).copyMemory(from: from, byteCount: rowBytes)
        }
    }

    private func convert(_ source: SourcePixels, _ rect: PixelRect, to base: UnsafeMutableRawPointer) {
        switch layout.encoding {
        case .packed(let bytesPerPixel, let red, let green, let blue, let transparency):
            let encoder = PackedPixelEncoder(red: red, green: green, blue: blue, transparency: transparency)
            for y in rect.y..<rect.maxY {
                for x in rect.x..<rect.maxX {
                    let value = encoder.encode(source.color(x: x, y: y))
                    let target = rotation.physicalPoint(x: x, y: y, physicalWidth: physicalWidth, physicalHeight: physicalHeight)
                    store(value, bytes: bytesPerPixel, at: base + target.y * stride + target.x * bytesPerPixel)
                }
            }
        case .mono(let oneIsLit):
            for y in rect.y..<rect.maxY {
                for x in rect.x..<rect.maxX {
                    let lit = source.isLit(x: x, y: y)
                    let target = rotation.physicalPoint(x: x, y: y, physicalWidth: physicalWidth, physicalHeight: physicalHeight)
                    let byte = (base + target.y * stride + target.x / 8).assumingMemoryBound(to: UInt8.self)
                    let mask = UInt8(1) << UInt8(target.x % 8)
                    byte.pointee = lit == oneIsLit ? byte.pointee | mask : byte.pointee & ~mask
                }
            }
        }
    }

    /// Framebuffer memory is in the CPU's byte order; every board Gadget targets is little-endian.
    @inline(__always)
    private func store(_ value: UInt32, bytes: Int, at address: UnsafeMutableRawPointer) {
        switch bytes {
        case 2: address.storeBytes(of: UInt16(truncatingIfNeeded: value).littleEndian, as: UInt16.self)
        case 4: address.storeBytes(of: value.littleEndian, as: UInt32.self)
        default:
            for index in 0..<bytes {
                address.storeBytes(of: UInt8(truncatingIfNeeded: value >> UInt32(8 * index)), toByteOffset: index, as: UInt8.self)
            }
        }
    }
}

/// Reads pixels of a Gadget PixelBuffer through its raw bytes (the conversion loop's hot path,
/// so no array bounds checks; the copier validated the buffer's size first).
struct SourcePixels {
    let base: UnsafeRawPointer
    let format: PixelFormat
    let stride: Int

    @inline(__always)
    func color(x: Int, y: Int) -> RGB {
        let row = base + y * stride
        switch format {
        case .rgb565:
            let value = UInt16(littleEndian: row.loadUnaligned(fromByteOffset: x * 2, as: UInt16.self))
            let r5 = UInt8(truncatingIfNeeded: value >> 11), g6 = UInt8(truncatingIfNeeded: value >> 5) & 0x3F
            let b5 = UInt8(truncatingIfNeeded: value) & 0x1F
            // Replicating the top bits maps full scale to 255, as PixelBuffer.color does.
            return RGB(r: r5 << 3 | r5 >> 2, g: g6 << 2 | g6 >> 4, b: b5 << 3 | b5 >> 2)
        case .xrgb8888:
            let pixel = row + x * 4
            return RGB(r: pixel.load(fromByteOffset: 2, as: UInt8.self), g: pixel.load(fromByteOffset: 1, as: UInt8.self),
                       b: pixel.load(as: UInt8.self))
        case .mono1:
            return isLit(x: x, y: y) ? .white : .black
        }
    }

    /// Whether the pixel shows as lit on a monochrome panel: mid-grey and brighter.
    @inline(__always)
    func isLit(x: Int, y: Int) -> Bool {
        switch format {
        case .mono1:
            let byte = (base + y * stride).load(fromByteOffset: x / 8, as: UInt8.self)
            return byte & (0x80 >> UInt8(x % 8)) != 0
        case .rgb565, .xrgb8888:
            return color(x: x, y: y).luma >= 128
        }
    }
}
