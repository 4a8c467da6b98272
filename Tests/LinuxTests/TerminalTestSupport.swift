import Glibc
import GadgetBase
import Hardware
@testable import Linux

/// A pipe standing in for the terminal: the display writes into one end, the test reads
/// everything written from the other.
final class CapturedOutput {
    let readEnd: Int32
    let writeEnd: Int32

    init() {
        var ends: [Int32] = [-1, -1]
        precondition(pipe(&ends) == 0, "pipe failed")
        readEnd = ends[0]
        writeEnd = ends[1]
        _ = fcntl(readEnd, F_SETFL, fcntl(readEnd, F_GETFL) | O_NONBLOCK)
        // F_SETPIPE_SZ (1031): room for a whole full-screen frame without a reader.
        _ = fcntl(writeEnd, 1031, Int32(1 << 20))
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Everything written since the last call.
    func take() -> String {
        String(decoding: WakeupPipe.drain(readEnd), as: UTF8.self)
    }
}

enum TestFrames {
    /// An xrgb8888 frame filled with `fill`, with `pixels` set on top.
    static func frame(
        width: Int, height: Int, fill: RGB = .black, pixels: [(x: Int, y: Int, color: RGB)] = [],
        texts: [String] = []
    ) -> Frame {
        var buffer = PixelBuffer(width: width, height: height, format: .xrgb8888)
        for y in 0..<height {
            for x in 0..<width { set(&buffer, x: x, y: y, fill) }
        }
        for pixel in pixels { set(&buffer, x: pixel.x, y: pixel.y, pixel.color) }
        return Frame(pixels: buffer, texts: texts)
    }

    static func set(_ buffer: inout PixelBuffer, x: Int, y: Int, _ color: RGB) {
        let i = y * buffer.stride + x * 4
        buffer.bytes[i] = color.b
        buffer.bytes[i + 1] = color.g
        buffer.bytes[i + 2] = color.r
        buffer.bytes[i + 3] = 0
    }

    static let red = RGB(r: 255, g: 0, b: 0)
    static let blue = RGB(r: 0, g: 0, b: 255)
}

extension String {
    func occurrences(of needle: String) -> Int {
        var count = 0
        var rest = self[...]
        while let found = rest.firstRange(of: needle) {
            count += 1
            rest = rest[found.upperBound...]
        }
        return count
    }
}
