import Glibc
import Linux

/// A screen as the host's `gadget run --script` captured it (a PNG, turned into a binary PPM on
/// the host, since the guest has no PNG decoder), compared with what /dev/fb0 holds.
struct ExpectedScreen {
    let name: String
    let width: Int
    let height: Int
    /// 8-bit R, G, B per pixel, rows top to bottom.
    let rgb: [UInt8]

    init(name: String, width: Int, height: Int, rgb: [UInt8]) {
        self.name = name
        self.width = width
        self.height = height
        self.rgb = rgb
    }

    /// A black panel, as a cleared framebuffer shows.
    static func black(width: Int, height: Int) -> ExpectedScreen {
        ExpectedScreen(name: "black", width: width, height: height, rgb: [UInt8](repeating: 0, count: width * height * 3))
    }

    /// Reads a binary PPM ("P6 W H 255" and the pixels).
    init(ppm path: String, name: String) throws {
        guard let file = fopen(path, "rb") else { throw CheckFailure("cannot open \(path): \(String(cString: strerror(errno)))") }
        defer { fclose(file) }
        var data: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count <= 0 { break }
            data += chunk[0..<count]
        }
        // Four whitespace-separated header fields, then one whitespace byte, then the pixels.
        var fields: [String] = [], index = 0
        while fields.count < 4, index < data.count {
            while index < data.count, data[index] == 0x20 || data[index] == 0x0A { index += 1 }
            let start = index
            while index < data.count, data[index] != 0x20, data[index] != 0x0A { index += 1 }
            fields.append(String(decoding: data[start..<index], as: UTF8.self))
        }
        index += 1
        guard fields.count == 4, fields[0] == "P6", let width = Int(fields[1]), let height = Int(fields[2]),
              fields[3] == "255", data.count - index == width * height * 3
        else { throw CheckFailure("\(path) is not a 8-bit binary PPM (header \(fields))") }
        self.init(name: name, width: width, height: height, rgb: Array(data[index...]))
    }

    /// The largest difference of any channel of any pixel, in steps of the framebuffer's fields.
    func largestDifference(in readback: FramebufferReadback) -> Int {
        var worst = 0
        for y in 0..<min(height, readback.info.height) {
            for x in 0..<min(width, readback.info.width) { worst = max(worst, difference(readback, x: x, y: y)) }
        }
        return worst
    }

    private func difference(_ readback: FramebufferReadback, x: Int, y: Int) -> Int {
        let info = readback.info, value = readback.value(x: x, y: y), offset = (y * width + x) * 3
        var difference = 0
        for (component, channel) in [(rgb[offset], info.red), (rgb[offset + 1], info.green), (rgb[offset + 2], info.blue)] {
            let field = Int(value >> UInt32(channel.offset) & (1 << UInt32(channel.length) - 1))
            difference = max(difference, abs(field - Int(component) >> (8 - channel.length)))
        }
        return difference
    }

    /// Nil when every pixel of the framebuffer shows this screen's colour, each channel within
    /// `tolerance` steps of the framebuffer's own field (5 or 6 bits at 16 bpp), whatever order
    /// the bitfields put the channels in; else how many pixels differ, where, and the first.
    func mismatch(in readback: FramebufferReadback, tolerance: Int = 1) -> String? {
        let info = readback.info
        guard info.width == width, info.height == height, info.bitsPerPixel >= 8 else {
            return "\(info.path) is \(info.width)x\(info.height) at \(info.bitsPerPixel) bpp, the screen \(width)x\(height)"
        }
        var count = 0, worst = 0
        var box = (minX: width, minY: height, maxX: -1, maxY: -1)
        var first = ""
        for y in 0..<height {
            for x in 0..<width {
                let difference = difference(readback, x: x, y: y)
                worst = max(worst, difference)
                guard difference > tolerance else { continue }
                if count == 0 {
                    let offset = (y * width + x) * 3, value = readback.value(x: x, y: y)
                    first = "(\(x), \(y)) should be #" + hex(rgb[offset]) + hex(rgb[offset + 1]) + hex(rgb[offset + 2])
                        + ", holds 0x" + String(value, radix: 16)
                }
                count += 1
                box = (min(box.minX, x), min(box.minY, y), max(box.maxX, x), max(box.maxY, y))
            }
        }
        guard count > 0 else { return nil }
        return "\(count) of \(width * height) pixels differ from the \(name) capture (largest channel difference \(worst) steps) "
            + "in x \(box.minX)...\(box.maxX), y \(box.minY)...\(box.maxY); first \(first)"
    }

    private func hex(_ byte: UInt8) -> String { byte < 16 ? "0" + String(byte, radix: 16) : String(byte, radix: 16) }
}
