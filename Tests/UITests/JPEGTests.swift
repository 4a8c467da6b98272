import Testing

@testable import UI

/// JPEG decoding through libjpeg-turbo, DCT scaling, format sniffing and scale-to-fill.
@Suite("JPEG and picture decoding")
struct JPEGTests {
    /// A test card: left half red, right half blue, so scaling and cropping can be checked by colour.
    static func halves(width: Int, height: Int) -> RasterImage {
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width { pixels[y * width + x] = x < width / 2 ? 0xFFE0_2020 : 0xFF20_20E0 }
        }
        return RasterImage(width: width, height: height, argb: pixels)
    }

    static func isReddish(_ color: Color?) -> Bool { (color?.r ?? 0) > 0.7 && (color?.b ?? 1) < 0.3 }
    static func isBluish(_ color: Color?) -> Bool { (color?.b ?? 0) > 0.7 && (color?.r ?? 1) < 0.3 }

    /// libjpeg is opened on first use; without it, reading a JPEG fails with the package to install.
    @Test func aMissingLibraryNamesThePackage() {
        guard case .failure(let error) = JPEGLibrary.open("libgadget-no-such-jpeg.so.62") else {
            Issue.record("a library that does not exist was opened")
            return
        }
        #expect(error.description.contains("libjpeg62-turbo"))
        #expect(error.description.contains("libgadget-no-such-jpeg.so.62"))
    }

    @Test func roundTripKeepsSizeAndColours() throws {
        let bytes = try JPEGFile.encode(Self.halves(width: 60, height: 90), quality: 90)
        #expect(PictureDecoder.format(of: bytes) == .jpeg)
        let size = try JPEGFile.dimensions(of: bytes)
        #expect(size.width == 60 && size.height == 90)
        let image = try JPEGFile.decode(bytes)
        #expect(image.width == 60 && image.height == 90)
        #expect(Self.isReddish(image.color(x: 10, y: 45)))
        #expect(Self.isBluish(image.color(x: 50, y: 45)))
        #expect(image.color(x: 10, y: 45)?.a == 1)
    }

    @Test(arguments: [
        // (image, covering) -> denominator
        (600, 900, 124, 186, 4),
        (600, 900, 38, 56, 8),
        (600, 900, 160, 240, 2),
        (600, 900, 300, 451, 1),
        (128, 176, 124, 186, 1),
    ])
    func picksTheSmallestDCTScaleThatStillCovers(width: Int, height: Int, coverWidth: Int, coverHeight: Int, expected: Int) {
        #expect(JPEGFile.scaleDenominator(width: width, height: height, coveringWidth: coverWidth,
                                          coveringHeight: coverHeight) == expected)
    }

    @Test func decodesScaledInTheDCT() throws {
        let bytes = try JPEGFile.encode(Self.halves(width: 600, height: 900))
        let image = try JPEGFile.decode(bytes, covering: (124, 186))
        #expect(image.width == 150 && image.height == 225)
        #expect(Self.isReddish(image.color(x: 20, y: 100)))
        #expect(Self.isBluish(image.color(x: 130, y: 100)))
    }

    @Test func posterIsScaledToFillExactlyAndCentred() throws {
        // A wide picture in a tall frame: the middle is kept, both halves still show.
        let bytes = try JPEGFile.encode(Self.halves(width: 400, height: 200))
        let poster = try PictureDecoder.decode(bytes, filling: 60, 90)
        #expect(poster.width == 60 && poster.height == 90)
        #expect(Self.isReddish(poster.color(x: 5, y: 45)))
        #expect(Self.isBluish(poster.color(x: 55, y: 45)))
    }

    @Test func pngPostersDecodeToo() throws {
        let source = Self.halves(width: 40, height: 60)
        let renderer = Renderer(geometry: .init(width: 40, height: 60, format: .xrgb8888))
        let frame = renderer.render { canvas in canvas.image(source, in: canvas.bounds) }
        let png = try PNGFile.encode(frame.pixels)
        #expect(PictureDecoder.format(of: png) == .png)
        let poster = try PictureDecoder.decode(png, filling: 20, 30)
        #expect(poster.width == 20 && poster.height == 30)
        #expect(Self.isReddish(poster.color(x: 3, y: 15)))
    }

    @Test func truncatedJPEGIsAnErrorNotAGreyPicture() throws {
        let bytes = try JPEGFile.encode(Self.halves(width: 300, height: 450))
        #expect(throws: JPEGFile.Error.self) { try JPEGFile.decode(Array(bytes.prefix(bytes.count / 2))) }
        #expect(throws: PictureDecoder.Error.self) { try PictureDecoder.decode(Array(bytes.prefix(600)), filling: 10, 10) }
    }

    @Test(arguments: [
        [UInt8](),
        Array("<html>Not found</html>".utf8),
        [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10],
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13],
    ])
    func garbageIsRefusedWithAMessage(bytes: [UInt8]) {
        do {
            _ = try PictureDecoder.decode(bytes, filling: 50, 75)
            Issue.record("decoded garbage")
        } catch {
            #expect(!error.description.isEmpty)
        }
    }

    /// A small JPEG whose SOF0 header claims `width` x `height`, with no such image behind it.
    static func claiming(width: Int, height: Int) throws -> [UInt8] {
        var bytes = try JPEGFile.encode(halves(width: 16, height: 16))
        let sof = try #require((0..<(bytes.count - 8)).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 }, "no SOF0 marker")
        bytes[sof + 5] = UInt8(height >> 8); bytes[sof + 6] = UInt8(height & 0xFF)
        bytes[sof + 7] = UInt8(width >> 8); bytes[sof + 8] = UInt8(width & 0xFF)
        return bytes
    }

    @Test func hugeDimensionsAreRefusedBeforeDecoding() throws {
        // A valid header claiming 20000x20000 pixels, with no image data behind it.
        let bytes = try Self.claiming(width: 20000, height: 20000)
        let error = #expect(throws: JPEGFile.Error.self) { try JPEGFile.decode(bytes) }
        #expect(error?.description.contains("20000x20000") == true)
    }

    /// Progressive JPEGs keep every coefficient in memory whatever the scaling, so posters have
    /// a lower limit than other pictures.
    @Test func aPosterJPEGOverThePosterLimitIsRefused() throws {
        let bytes = try Self.claiming(width: 2000, height: 3001)
        #expect(throws: PictureDecoder.Error(description: "the JPEG is 2000x3001, more than the 6000000 pixels Gadget decodes")) {
            try PictureDecoder.decode(bytes, filling: 120, 180)
        }
    }
}
