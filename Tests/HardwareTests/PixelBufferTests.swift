import GadgetBase
import Hardware
import Testing

@Suite("Pixel buffers")
struct PixelBufferTests {
    @Test func identicalBuffersHaveNoDamage() {
        let a = PixelBuffer(width: 10, height: 4, format: .rgb565)
        #expect(a.damage(comparedTo: a) == nil)
    }

    @Test func noPreviousFrameOrAnotherShapeIsWholeFrameDamage() {
        let a = PixelBuffer(width: 10, height: 4, format: .xrgb8888)
        #expect(a.damage(comparedTo: nil) == PixelRect(x: 0, y: 0, width: 10, height: 4))
        #expect(a.damage(comparedTo: PixelBuffer(width: 10, height: 5, format: .xrgb8888))
            == PixelRect(x: 0, y: 0, width: 10, height: 4))
    }

    @Test(arguments: [PixelFormat.rgb565, .xrgb8888, .mono1])
    func damageIsTheSmallestRectangleAroundChangedPixels(format: PixelFormat) {
        let old = PixelBuffer(width: 40, height: 20, format: format)
        var new = old
        let bytesPerPixel = max(1, format.bitsPerPixel / 8)
        func touch(x: Int, y: Int) {
            let index = y * new.stride + (format == .mono1 ? x / 8 : x * bytesPerPixel)
            new.bytes[index] ^= format == .mono1 ? 0x80 >> UInt8(x % 8) : 0xFF
        }
        touch(x: 17, y: 3)
        touch(x: 25, y: 11)
        let damage = new.damage(comparedTo: old)
        #expect(damage != nil)
        if let damage {
            #expect(damage.y == 3 && damage.maxY == 12)
            #expect(damage.x <= 17 && damage.maxX >= 26)
            // Byte granularity: at most one byte's worth of pixels wider on each side.
            let slack = format == .mono1 ? 8 : 1
            #expect(damage.x > 17 - slack && damage.maxX < 26 + slack)
        }
    }

    @Test func colorsReadBackFromEachFormat() {
        var rgb565 = PixelBuffer(width: 2, height: 1, format: .rgb565)
        rgb565.bytes[0] = 0x00
        rgb565.bytes[1] = 0xF8  // pure red
        #expect(rgb565.color(x: 0, y: 0) == RGB(r: 255, g: 0, b: 0))
        var xrgb = PixelBuffer(width: 1, height: 1, format: .xrgb8888)
        xrgb.bytes = [0x30, 0x20, 0x10, 0x00]
        #expect(xrgb.color(x: 0, y: 0) == RGB(r: 0x10, g: 0x20, b: 0x30))
        var mono = PixelBuffer(width: 9, height: 1, format: .mono1)
        mono.bytes[1] = 0x80
        #expect(mono.color(x: 8, y: 0) == .white)
        #expect(mono.color(x: 7, y: 0) == .black)
    }
}

@Suite("Instants and durations")
struct InstantTests {
    @Test func arithmetic() {
        let t = Instant.milliseconds(1500)
        #expect((t + .milliseconds(250)).milliseconds == 1750)
        #expect((Instant.seconds(3) - t) == .milliseconds(1500))
        #expect(Duration.milliseconds(1500).seconds == 1.5)
        #expect(Duration.seconds(-2).nanoseconds == -2_000_000_000)
    }
}
