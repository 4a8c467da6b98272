import GadgetBase
import Hardware
@testable import Linux

/// Framebuffer memory on the heap, with padding bytes at the end of every row and a guard area
/// after the last row, all filled with a sentinel so stray writes show up.
final class HeapFramebuffer {
    static let sentinel: UInt8 = 0xA5
    static let guardBytes = 64

    let info: FramebufferInfo
    let base: UnsafeMutableRawPointer
    private let totalBytes: Int

    init(info: FramebufferInfo) {
        self.info = info
        totalBytes = info.stride * info.height + Self.guardBytes
        base = .allocate(byteCount: totalBytes, alignment: 16)
        base.initializeMemory(as: UInt8.self, repeating: Self.sentinel, count: totalBytes)
    }

    deinit { base.deallocate() }

    var bytesPerPixel: Int { info.bitsPerPixel / 8 }

    func copier(rotation: FramebufferRotation = .none) throws(FramebufferError) -> FramebufferCopier {
        try FramebufferCopier(info: info, rotation: rotation)
    }

    /// The raw little-endian pixel value at a framebuffer position.
    func value(x: Int, y: Int) -> UInt32 {
        var result: UInt32 = 0
        for index in 0..<bytesPerPixel {
            let byte = base.load(fromByteOffset: y * info.stride + x * bytesPerPixel + index, as: UInt8.self)
            result |= UInt32(byte) << UInt32(8 * index)
        }
        return result
    }

    /// A 1 bpp pixel, leftmost pixel in the least significant bit.
    func bit(x: Int, y: Int) -> Bool {
        base.load(fromByteOffset: y * info.stride + x / 8, as: UInt8.self) & (1 << UInt8(x % 8)) != 0
    }

    func bytes() -> [UInt8] {
        Array(UnsafeRawBufferPointer(start: base, count: totalBytes))
    }

    /// True when every byte outside the visible pixels (row padding, guard area) still holds the sentinel.
    func paddingIsUntouched() -> Bool {
        let rowBytes = (info.width * info.bitsPerPixel + 7) / 8
        let all = bytes()
        for row in 0..<info.height where all[(row * info.stride + rowBytes)..<((row + 1) * info.stride)]
            .contains(where: { $0 != Self.sentinel }) {
            return false
        }
        return all[(info.height * info.stride)...].allSatisfy { $0 == Self.sentinel }
    }
}

extension FramebufferInfo {
    static func rgb565(width: Int, height: Int, stride: Int) -> FramebufferInfo {
        FramebufferInfo(path: "/dev/fb-test", width: width, height: height, bitsPerPixel: 16, stride: stride,
                        visual: .trueColor, red: .init(offset: 11, length: 5), green: .init(offset: 5, length: 6),
                        blue: .init(offset: 0, length: 5))
    }

    /// vfb's and the Raspberry Pi firmware's 32 bpp layout: alpha in the top byte.
    static func argb8888(width: Int, height: Int, stride: Int) -> FramebufferInfo {
        FramebufferInfo(path: "/dev/fb-test", width: width, height: height, bitsPerPixel: 32, stride: stride,
                        visual: .trueColor, red: .init(offset: 16, length: 8), green: .init(offset: 8, length: 8),
                        blue: .init(offset: 0, length: 8), transparency: .init(offset: 24, length: 8))
    }
}

/// An RGB565 frame where neighbouring pixels differ in every channel.
func patternFrame565(width: Int, height: Int, seed: Int = 0) -> PixelBuffer {
    var buffer = PixelBuffer(width: width, height: height, format: .rgb565)
    for y in 0..<height {
        for x in 0..<width {
            let value = UInt16(truncatingIfNeeded: (x &* 2731) ^ (y &* 40503) ^ (seed &* 9973) ^ 0x5A5A)
            buffer.bytes[y * buffer.stride + x * 2] = UInt8(truncatingIfNeeded: value)
            buffer.bytes[y * buffer.stride + x * 2 + 1] = UInt8(truncatingIfNeeded: value >> 8)
        }
    }
    return buffer
}

func rgb565Value(_ buffer: PixelBuffer, x: Int, y: Int) -> UInt32 {
    UInt32(buffer.bytes[y * buffer.stride + x * 2]) | UInt32(buffer.bytes[y * buffer.stride + x * 2 + 1]) << 8
}
