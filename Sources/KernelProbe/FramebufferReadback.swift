import Glibc
import GadgetBase
import Hardware
import Linux

/// The visible framebuffer as read() returns it: a view independent of the display's mapping,
/// so what is checked is what the device holds, not what the writer believes it wrote.
struct FramebufferReadback {
    let info: FramebufferInfo
    let bytes: [UInt8]

    init(_ info: FramebufferInfo) throws {
        self.info = info
        let fd = open(info.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw CheckFailure("cannot open \(info.path) for reading: \(String(cString: strerror(errno)))") }
        defer { close(fd) }
        let count = info.stride * info.height
        let start = info.yOffset * info.stride + info.xOffset * info.bitsPerPixel / 8
        var buffer = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let got = buffer.withUnsafeMutableBytes { raw in
                pread(fd, raw.baseAddress! + done, count - done, off_t(start + done))
            }
            guard got > 0 else { throw CheckFailure("reading \(info.path) stopped after \(done) of \(count) bytes") }
            done += got
        }
        bytes = buffer
    }

    /// The raw pixel value at a framebuffer position (1 bpp: the bit, leftmost pixel in bit 0).
    func value(x: Int, y: Int) -> UInt32 {
        if info.bitsPerPixel == 1 {
            return UInt32(bytes[y * info.stride + x / 8] >> UInt8(x % 8) & 1)
        }
        let size = info.bitsPerPixel / 8
        var result: UInt32 = 0
        for index in 0..<size { result |= UInt32(bytes[y * info.stride + x * size + index]) << UInt32(8 * index) }
        return result
    }

    /// Whether the pixel at a framebuffer position shows `color` as this framebuffer can: each
    /// channel's field holds the top bits of the 8-bit channel; a mono pixel is lit for bright colours.
    func shows(_ color: RGB, x: Int, y: Int) -> Bool {
        let value = value(x: x, y: y)
        if info.bitsPerPixel == 1 {
            let lit = color.luma >= 128
            return (value == 1) == (lit == (info.visual == .monoOneIsWhite))
        }
        func field(_ channel: FramebufferChannel) -> UInt32 { value >> UInt32(channel.offset) & (1 << UInt32(channel.length) - 1) }
        func top(_ component: UInt8, _ channel: FramebufferChannel) -> UInt32 { UInt32(component) >> UInt32(8 - channel.length) }
        return field(info.red) == top(color.r, info.red) && field(info.green) == top(color.g, info.green)
            && field(info.blue) == top(color.b, info.blue)
    }

    /// Whether this framebuffer stores two colours differently (a mono panel shows many colours alike).
    func distinguishes(_ first: RGB, _ second: RGB) -> Bool {
        if info.bitsPerPixel == 1 { return (first.luma >= 128) != (second.luma >= 128) }
        func top(_ component: UInt8, _ channel: FramebufferChannel) -> UInt32 { UInt32(component) >> UInt32(8 - channel.length) }
        return top(first.r, info.red) != top(second.r, info.red) || top(first.g, info.green) != top(second.g, info.green)
            || top(first.b, info.blue) != top(second.b, info.blue)
    }

    /// Where the frame's pixel (x, y) lives in the framebuffer, restated here from the rotation's
    /// definition (the frame turned clockwise by `rotation` on its way to the framebuffer).
    func physical(x: Int, y: Int, rotation: FramebufferRotation) -> (x: Int, y: Int) {
        switch rotation {
        case .none: (x, y)
        case .clockwise90: (info.width - 1 - y, x)
        case .upsideDown: (info.width - 1 - x, info.height - 1 - y)
        case .clockwise270: (y, info.height - 1 - x)
        }
    }

    /// Compares the frame's pixels in `region` with what the framebuffer holds; nil when all match,
    /// else the number of mismatches and the first one.
    func mismatch(with frame: PixelBuffer, in region: PixelRect, rotation: FramebufferRotation,
                  skipping hole: PixelRect? = nil) -> String? {
        var count = 0
        var first = ""
        for y in region.y..<region.maxY {
            for x in region.x..<region.maxX {
                if let hole, x >= hole.x, x < hole.maxX, y >= hole.y, y < hole.maxY { continue }
                let target = physical(x: x, y: y, rotation: rotation)
                let color = frame.color(x: x, y: y)
                if !shows(color, x: target.x, y: target.y) {
                    if count == 0 {
                        first = "frame (\(x), \(y)) = \(color) but \(info.path) (\(target.x), \(target.y)) holds 0x"
                            + String(value(x: target.x, y: target.y), radix: 16)
                    }
                    count += 1
                }
            }
        }
        return count == 0 ? nil : "\(count) pixels differ; first: \(first)"
    }

    /// Framebuffer pixels whose bytes differ between two readbacks of the same mode.
    func changedPixels(since earlier: FramebufferReadback) -> Int {
        var changed = 0
        for y in 0..<info.height {
            for x in 0..<info.width where value(x: x, y: y) != earlier.value(x: x, y: y) { changed += 1 }
        }
        return changed
    }
}
