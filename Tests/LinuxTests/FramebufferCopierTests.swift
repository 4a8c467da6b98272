import GadgetBase
import Hardware
import Testing
@testable import Linux

/// The copy/convert code on heap "framebuffers" with padded strides: the same code that writes
/// the mapped /dev/fbN (proven against vfb by kernel/run-kernel-tests.sh).
@Suite struct FramebufferCopierTests {
    @Test func matchingFormatCopiesExactBytesAndKeepsRowPadding() throws {
        let fb = HeapFramebuffer(info: .rgb565(width: 7, height: 5, stride: 20))
        let frame = patternFrame565(width: 7, height: 5)
        let written = try fb.copier().copy(frame, damage: PixelRect(x: 0, y: 0, width: 7, height: 5), to: fb.base)
        #expect(written == PixelRect(x: 0, y: 0, width: 7, height: 5))
        for y in 0..<5 { for x in 0..<7 { #expect(fb.value(x: x, y: y) == rgb565Value(frame, x: x, y: y)) } }
        #expect(fb.paddingIsUntouched())
    }

    @Test func onlyTheDamagedRectangleIsWritten() throws {
        let fb = HeapFramebuffer(info: .rgb565(width: 8, height: 6, stride: 18))
        let copier = try fb.copier()
        let first = patternFrame565(width: 8, height: 6, seed: 1)
        try copier.copy(first, damage: PixelRect(x: 0, y: 0, width: 8, height: 6), to: fb.base)
        let second = patternFrame565(width: 8, height: 6, seed: 2)
        let damage = PixelRect(x: 2, y: 1, width: 3, height: 4)
        try copier.copy(second, damage: damage, to: fb.base)
        for y in 0..<6 {
            for x in 0..<8 {
                let inside = x >= 2 && x < 5 && y >= 1 && y < 5
                let expected = rgb565Value(inside ? second : first, x: x, y: y)
                #expect(fb.value(x: x, y: y) == expected, "pixel (\(x), \(y))")
            }
        }
        #expect(fb.paddingIsUntouched())
    }

    @Test func rgb565FramesWidenTo32BitsWithOpaqueAlpha() throws {
        let fb = HeapFramebuffer(info: .argb8888(width: 5, height: 3, stride: 24))
        let frame = patternFrame565(width: 5, height: 3)
        try fb.copier().copy(frame, damage: PixelRect(x: 0, y: 0, width: 5, height: 3), to: fb.base)
        for y in 0..<3 {
            for x in 0..<5 {
                let color = frame.color(x: x, y: y)
                let expected = 0xFF00_0000 | UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
                #expect(fb.value(x: x, y: y) == expected)
            }
        }
        #expect(fb.paddingIsUntouched())
    }

    @Test func xrgbFramesNarrowTo565ByKeepingTheTopBits() throws {
        let fb = HeapFramebuffer(info: .rgb565(width: 2, height: 1, stride: 4))
        var frame = PixelBuffer(width: 2, height: 1, format: .xrgb8888)
        frame.bytes = [0x12, 0x34, 0xF6, 0x00, 0xFF, 0xFF, 0xFF, 0x00]  // B, G, R, X per pixel
        try fb.copier().copy(frame, damage: PixelRect(x: 0, y: 0, width: 2, height: 1), to: fb.base)
        #expect(fb.value(x: 0, y: 0) == UInt32(0xF6 >> 3) << 11 | UInt32(0x34 >> 2) << 5 | UInt32(0x12 >> 3))
        #expect(fb.value(x: 1, y: 0) == 0xFFFF)
    }

    @Test func twentyFourBitFramebuffersGetThreeBytesPerPixel() throws {
        let info = FramebufferInfo(path: "/dev/fb-test", width: 3, height: 2, bitsPerPixel: 24, stride: 12,
                                   visual: .trueColor, red: .init(offset: 16, length: 8),
                                   green: .init(offset: 8, length: 8), blue: .init(offset: 0, length: 8))
        let fb = HeapFramebuffer(info: info)
        var frame = PixelBuffer(width: 3, height: 2, format: .xrgb8888)
        for index in 0..<6 { frame.bytes[index * 4] = UInt8(index); frame.bytes[index * 4 + 2] = UInt8(200 + index) }
        try fb.copier().copy(frame, damage: PixelRect(x: 0, y: 0, width: 3, height: 2), to: fb.base)
        for y in 0..<2 {
            for x in 0..<3 {
                let index = y * 3 + x
                #expect(fb.value(x: x, y: y) == UInt32(200 + index) << 16 | UInt32(index))
            }
        }
        #expect(fb.paddingIsUntouched())
        #expect(try FramebufferPixelLayout(info).renderFormat == .xrgb8888)
    }

    @Test func bgrPanelsGetTheirChannelsSwapped() throws {
        let info = FramebufferInfo(path: "/dev/fb-test", width: 1, height: 1, bitsPerPixel: 16, stride: 2,
                                   visual: .trueColor, red: .init(offset: 0, length: 5),
                                   green: .init(offset: 5, length: 6), blue: .init(offset: 11, length: 5))
        let fb = HeapFramebuffer(info: info)
        var frame = PixelBuffer(width: 1, height: 1, format: .rgb565)
        frame.bytes = [0x00, 0xF8]  // pure red in RGB565
        try fb.copier().copy(frame, damage: PixelRect(x: 0, y: 0, width: 1, height: 1), to: fb.base)
        #expect(fb.value(x: 0, y: 0) == 0x001F)
    }

    @Test(arguments: [true, false])
    func monochromePanelsPackLeastSignificantBitFirst(oneIsWhite: Bool) throws {
        // 10 pixels need 2 bytes; the driver pads rows to 4.
        let info = FramebufferInfo(path: "/dev/fb-test", width: 10, height: 2, bitsPerPixel: 1, stride: 4,
                                   visual: oneIsWhite ? .monoOneIsWhite : .monoOneIsBlack)
        let fb = HeapFramebuffer(info: info)
        var frame = PixelBuffer(width: 10, height: 2, format: .rgb565)
        let litPixels: Set<[Int]> = [[0, 0], [3, 0], [9, 0], [8, 1]]
        for pixel in litPixels { frame.bytes[pixel[1] * frame.stride + pixel[0] * 2 + 1] = 0xFF }  // bright red-ish
        let copier = try fb.copier()
        copier.clear(fb.base)
        try copier.copy(frame, damage: PixelRect(x: 0, y: 0, width: 10, height: 2), to: fb.base)
        for y in 0..<2 {
            for x in 0..<10 {
                let lit = litPixels.contains([x, y])
                #expect(fb.bit(x: x, y: y) == (lit == oneIsWhite), "pixel (\(x), \(y))")
            }
        }
        #expect(fb.base.load(fromByteOffset: 0, as: UInt8.self) == (oneIsWhite ? 0b0000_1001 : 0b1111_0110))
        #expect(fb.paddingIsUntouched())
    }

    @Test func monoFramesReachMonochromePanelsBitForBit() throws {
        let info = FramebufferInfo(path: "/dev/fb-test", width: 16, height: 1, bitsPerPixel: 1, stride: 4,
                                   visual: .monoOneIsWhite)
        let fb = HeapFramebuffer(info: info)
        var frame = PixelBuffer(width: 16, height: 1, format: .mono1)
        frame.bytes = [0b1000_0001, 0b0100_0000]  // pixels 0, 7 and 9, most significant bit first
        try fb.copier().copy(frame, damage: PixelRect(x: 0, y: 0, width: 16, height: 1), to: fb.base)
        #expect(fb.base.load(fromByteOffset: 0, as: UInt8.self) == 0b1000_0001)
        #expect(fb.base.load(fromByteOffset: 1, as: UInt8.self) == 0b0000_0010)
        #expect(try FramebufferPixelLayout(info).renderFormat == .mono1)
    }

    @Test func damageIsClippedToTheFrameAndTheScreen() throws {
        let fb = HeapFramebuffer(info: .rgb565(width: 4, height: 3, stride: 10))
        let copier = try fb.copier()
        let big = patternFrame565(width: 9, height: 9)
        let written = try copier.copy(big, damage: PixelRect(x: -5, y: -5, width: 50, height: 50), to: fb.base)
        #expect(written == PixelRect(x: 0, y: 0, width: 4, height: 3))
        #expect(fb.paddingIsUntouched())
        let outside = try copier.copy(big, damage: PixelRect(x: 6, y: 0, width: 2, height: 2), to: fb.base)
        #expect(outside == nil)
    }

    @Test func framesWithTooFewBytesAreRefused() throws {
        let fb = HeapFramebuffer(info: .rgb565(width: 4, height: 4, stride: 8))
        var frame = PixelBuffer(width: 4, height: 4, format: .rgb565)
        frame.bytes.removeLast(3)
        let error = #expect(throws: FramebufferError.self) {
            try fb.copier().copy(frame, damage: PixelRect(x: 0, y: 0, width: 4, height: 4), to: fb.base)
        }
        #expect(error?.kind == .malformedFrame)
        #expect(fb.paddingIsUntouched())
    }

    @Test func clearingPaintsBlackAndLeavesPadding() throws {
        let fb = HeapFramebuffer(info: .argb8888(width: 3, height: 2, stride: 16))
        try fb.copier().clear(fb.base)
        for y in 0..<2 { for x in 0..<3 { #expect(fb.value(x: x, y: y) == 0) } }
        #expect(fb.paddingIsUntouched())
    }
}
