import Foundation
import GadgetBase
import Hardware
import Testing
@testable import UI

@Suite struct ImageTests {
    static func gradient(width: Int, height: Int) -> RasterImage {
        var pixels: [UInt32] = []
        for _ in 0..<height {
            for x in 0..<width {
                let v = UInt32(x * 255 / max(1, width - 1))
                pixels.append(0xFF00_0000 | v << 16 | v << 8 | v)
            }
        }
        return RasterImage(width: width, height: height, argb: pixels)
    }

    static func averageLuma(_ image: RasterImage) -> Double {
        var total = 0.0
        for y in 0..<image.height { for x in 0..<image.width { total += image.color(x: x, y: y)!.luma } }
        return total / Double(image.width * image.height)
    }

    func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("ui-tests-\(UUID().uuidString)-\(name)").path
    }

    @Test(arguments: PixelFormat.allCases)
    func pngWriteThenReadRoundTripsPixels(format: PixelFormat) throws {
        let renderer = Renderer(geometry: DisplayGeometry(width: 37, height: 21, format: format))
        let frame = renderer.render { canvas in
            canvas.fill(Rect(x: 3, y: 3, width: 20, height: 10), color: Color(hex: 0xE04020))
            canvas.fillCircle(center: Point(x: 28, y: 12), radius: 7, color: .white)
            canvas.text("Hi", in: canvas.bounds, role: .body, color: canvas.theme.accent)
        }
        let path = temporaryPath("round-trip.png")
        defer { try? FileManager.default.removeItem(atPath: path) }
        try PNGFile.write(frame.pixels, to: path)
        let read = try PNGFile.read(path: path)
        #expect(read.width == 37 && read.height == 21 && read.format == .xrgb8888)
        for y in 0..<21 { for x in 0..<37 { #expect(read.color(x: x, y: y) == frame.pixels.color(x: x, y: y)) } }
    }

    @Test func pngBytesDecodeToTheSameColours() throws {
        let frame = Renderer(geometry: DisplayGeometry(width: 9, height: 4, format: .rgb565)).render { canvas in
            canvas.clear(Color(hex: 0x10A0F0))
            canvas.fill(Rect(x: 0, y: 0, width: 3, height: 4), color: .black)
        }
        let bytes = try PNGFile.encode(frame.pixels)
        #expect(Array(bytes.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        let image = try PNGFile.decode(bytes)
        #expect(image.width == 9 && image.height == 4)
        let expected = frame.pixels.color(x: 5, y: 2), decoded = image.color(x: 5, y: 2)!
        #expect(abs(decoded.r * 255 - Double(expected.r)) < 1 && abs(decoded.b * 255 - Double(expected.b)) < 1)
        #expect(image.color(x: 1, y: 1) == Color.black)
    }

    @Test func unreadablePNGsGiveErrorsThatNameTheFile() {
        let missing = temporaryPath("missing.png")
        #expect(throws: PNGFile.Error.self) { try PNGFile.read(path: missing) }
        do { _ = try PNGFile.read(path: missing) } catch { #expect("\(error)".contains(missing)) }
        #expect(throws: PNGFile.Error.self) { try PNGFile.decode([1, 2, 3, 4, 5]) }
        #expect(throws: PNGFile.Error.self) { try PNGFile.decode([]) }
        let frame = Renderer(geometry: DisplayGeometry(width: 2, height: 2, format: .mono1)).render { _ in }
        // Writing fails with the system's reason, which the caller says in the reader's language.
        do {
            try PNGFile.write(frame.pixels, to: "/nonexistent-folder/x.png")
            Issue.record("wrote into a folder that does not exist")
        } catch {
            #expect((error as? CocoaError)?.code == .fileNoSuchFile, "\(error)")
        }
    }

    /// Found by Fuzz/FuzzPNG with a seed whose IHDR declares 20000x20000: 389 KB of PNG made the
    /// decoder allocate more than 3 GB (Cairo's surface, then two copies). The declared size is
    /// now checked first, against the limit JPEGs already had.
    @Test func aPNGDeclaringTooManyPixelsIsRefusedBeforeDecoding() throws {
        var bytes = try PNGFile.encode(PixelBuffer(width: 4, height: 3, format: .rgb565))
        #expect(PNGFile.declaredSize(of: bytes)! == (4, 3))
        // IHDR's width and height (bytes 16–23) become 20000x20000, with the chunk's CRC redone.
        for (offset, value) in [(16, UInt32(20_000)), (20, UInt32(20_000))] {
            bytes.replaceSubrange(offset..<(offset + 4), with: withUnsafeBytes(of: value.bigEndian) { Array($0) })
        }
        bytes.replaceSubrange(29..<33, with: withUnsafeBytes(of: Self.crc32(bytes[12..<29]).bigEndian) { Array($0) })
        #expect(throws: PNGFile.Error(description: "the PNG is 20000x20000, more than the 40000000 pixels Gadget decodes")) {
            try PNGFile.decode(bytes)
        }
        #expect(throws: PictureDecoder.Error.self) { try PictureDecoder.decode(bytes, filling: 10, 10) }
        // Found by the fuzzer in that check: 0xFFFFFFFF by 0xFFFFFFFF overflowed the product and trapped.
        bytes.replaceSubrange(16..<24, with: [UInt8](repeating: 0xFF, count: 8))
        #expect(throws: PNGFile.Error(description: "the PNG is 4294967295x4294967295, more than the 40000000 pixels Gadget decodes")) {
            try PNGFile.decode(bytes)
        }
    }

    /// A 131 KB 6000x6600 PNG poster took about a gigabyte with two posters loading; posters have
    /// a lower limit than the program's own pictures.
    @Test func aPosterPNGOverThePosterLimitIsRefused() throws {
        var bytes = try PNGFile.encode(PixelBuffer(width: 4, height: 3, format: .rgb565))
        for (offset, value) in [(16, UInt32(2000)), (20, UInt32(3001))] {
            bytes.replaceSubrange(offset..<(offset + 4), with: withUnsafeBytes(of: value.bigEndian) { Array($0) })
        }
        bytes.replaceSubrange(29..<33, with: withUnsafeBytes(of: Self.crc32(bytes[12..<29]).bigEndian) { Array($0) })
        #expect(throws: PictureDecoder.Error(description: "the PNG is 2000x3001, more than the 6000000 pixels Gadget decodes")) {
            try PictureDecoder.decode(bytes, filling: 120, 180)
        }
        // Elsewhere (a screenshot, the program's own pictures) the general limit still applies.
        let error = #expect(throws: PNGFile.Error.self) { try PNGFile.decode(bytes) }
        #expect(error?.description.contains("more than") == false)
    }

    /// PNG's chunk checksum (CRC-32, the zlib polynomial).
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    @Test func ditheringGivesOnlyBlackAndWhiteAndKeepsBrightness() {
        let source = Self.gradient(width: 64, height: 32)
        let dithered = source.dithered()
        #expect(dithered.width == 64 && dithered.height == 32)
        #expect(Set(dithered.pixels).isSubset(of: [0xFFFF_FFFF, 0xFF00_0000]))
        #expect(abs(Self.averageLuma(dithered) - Self.averageLuma(source)) < 0.03)
        // Shading survives as density: the dark end is mostly black, the light end mostly white.
        func litRows(atColumn x: Int) -> Int {
            var count = 0
            for y in 0..<32 where dithered.pixels[y * 64 + x] == 0xFFFF_FFFF { count += 1 }
            return count
        }
        let left = litRows(atColumn: 2), right = litRows(atColumn: 61)
        #expect(left < 4 && right > 28)
    }

    @Test func ditheringKeepsTransparentPixelsTransparent() {
        let image = RasterImage(width: 2, height: 1, argb: [0x0000_0000, 0x80FF_FFFF])
        #expect(image.dithered().pixels == [0, 0xFFFF_FFFF])
    }

    @Test func malformedImagesArePaddedNotFatal() {
        let image = RasterImage(width: 2, height: 2, argb: [0xFFFF_FFFF])
        #expect(image.pixels == [0xFFFF_FFFF, 0, 0, 0])
        #expect(RasterImage(width: 1, height: 1, argb: [1, 2, 3]).pixels == [1])
        #expect(image.color(x: 5, y: 0) == nil)
    }

    @Test func imagesAreDitheredOnMonoPanels() {
        let grey = RasterImage(width: 8, height: 8, argb: [UInt32](repeating: 0xFF80_8080, count: 64))
        let frame = Renderer(geometry: mono128x64).renderOnBlack { canvas in
            canvas.image(grey, in: Rect(x: 0, y: 0, width: 32, height: 32))
        }
        let lit = frame.pixels.litCount(in: PixelRect(x: 0, y: 0, width: 32, height: 32))
        #expect(lit > 32 * 32 * 2 / 5 && lit < 32 * 32 * 3 / 5)
        #expect(frame.pixels.litCount(in: PixelRect(x: 32, y: 0, width: 96, height: 64)) == 0)
    }

    @Test func fitLetterboxesAndFillCrops() {
        let red = RasterImage(width: 20, height: 10, argb: [UInt32](repeating: 0xFFFF_0000, count: 200))
        let renderer = Renderer(geometry: DisplayGeometry(width: 40, height: 40, format: .xrgb8888))
        let fit = renderer.renderOnBlack { $0.image(red, in: $0.bounds, contentMode: .fit) }
        #expect(fit.pixels.color(x: 20, y: 20) == RGB(r: 255, g: 0, b: 0))
        #expect(fit.pixels.color(x: 20, y: 5) == .black, "fit leaves bars above and below")
        let fill = renderer.renderOnBlack { $0.image(red, in: Rect(x: 10, y: 10, width: 20, height: 20), contentMode: .fill) }
        #expect(fill.pixels.color(x: 11, y: 11) == RGB(r: 255, g: 0, b: 0))
        #expect(fill.pixels.color(x: 5, y: 20) == .black, "fill is cropped to its rect")
        #expect(fill.pixels.color(x: 35, y: 20) == .black)
    }
}
