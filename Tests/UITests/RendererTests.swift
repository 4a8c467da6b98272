import GadgetBase
import Hardware
import Testing
@testable import UI

@Suite struct RendererTests {
    @Test(arguments: [PixelFormat.rgb565, .xrgb8888])
    func filledRectReadsBackItsColours(format: PixelFormat) {
        let renderer = Renderer(geometry: DisplayGeometry(width: 40, height: 30, format: format))
        let frame = renderer.renderOnBlack { canvas in
            canvas.fill(Rect(x: 2, y: 3, width: 10, height: 5), color: Color(hex: 0xFF0000))
            canvas.fill(Rect(x: 20, y: 3, width: 10, height: 5), color: Color(hex: 0x00FF00))
            canvas.fill(Rect(x: 2, y: 20, width: 10, height: 5), color: Color(hex: 0x0000FF))
            canvas.fill(Rect(x: 20, y: 20, width: 10, height: 5), color: .white)
        }
        #expect(frame.pixels.format == format)
        #expect(frame.pixels.stride == format.minimumStride(width: 40))
        #expect(frame.pixels.color(x: 2, y: 3) == RGB(r: 255, g: 0, b: 0))
        #expect(frame.pixels.color(x: 11, y: 7) == RGB(r: 255, g: 0, b: 0))
        #expect(frame.pixels.color(x: 25, y: 5) == RGB(r: 0, g: 255, b: 0))
        #expect(frame.pixels.color(x: 5, y: 22) == RGB(r: 0, g: 0, b: 255))
        #expect(frame.pixels.color(x: 29, y: 24) == .white)
        #expect(frame.pixels.color(x: 12, y: 3) == .black)
        #expect(frame.pixels.color(x: 2, y: 8) == .black)
        #expect(frame.pixels.color(x: 1, y: 2) == .black)
    }

    @Test func midToneSurvivesEachFormat() {
        let colour = Color(hex: 0x336699)
        for format in [PixelFormat.rgb565, .xrgb8888] {
            let frame = Renderer(geometry: DisplayGeometry(width: 4, height: 4, format: format)).render { $0.clear(colour) }
            let pixel = frame.pixels.color(x: 1, y: 1)
            #expect(abs(Int(pixel.r) - 0x33) <= 4 && abs(Int(pixel.g) - 0x66) <= 4 && abs(Int(pixel.b) - 0x99) <= 4, "\(format): \(pixel)")
        }
    }

    @Test func oddWidthsSurviveCairoRowPadding() {
        // Cairo pads rows to four bytes; the buffer's rows are packed.
        for format in PixelFormat.allCases {
            let renderer = Renderer(geometry: DisplayGeometry(width: 13, height: 5, format: format))
            let frame = renderer.renderOnBlack { $0.fill(Rect(x: 12, y: 2, width: 1, height: 1), color: .white) }
            #expect(frame.pixels.bytes.count == format.minimumStride(width: 13) * 5)
            #expect(frame.pixels.litCount() == 1, "\(format)")
            #expect(frame.pixels.color(x: 12, y: 2) == .white, "\(format)")
        }
    }

    @Test func monoPacksLitPixelsMostSignificantBitFirst() {
        let frame = Renderer(geometry: DisplayGeometry(width: 16, height: 2, format: .mono1)).renderOnBlack { canvas in
            canvas.fill(Rect(x: 0, y: 0, width: 1, height: 1), color: .white)
            canvas.fill(Rect(x: 9, y: 1, width: 2, height: 1), color: .white)
        }
        #expect(frame.pixels.bytes == [0x80, 0x00, 0x00, 0x60])
    }

    @Test func monoThresholdKeepsBlackAndWhiteExactAndPatternsGreys() {
        let renderer = Renderer(geometry: DisplayGeometry(width: 32, height: 32, format: .mono1))
        #expect(renderer.render { $0.clear(.white) }.pixels.litCount() == 32 * 32)
        #expect(renderer.render { $0.clear(.black) }.pixels.litCount() == 0)
        #expect(renderer.render { $0.clear(Color(hex: 0x0A0A0A)) }.pixels.litCount() == 0)
        #expect(renderer.render { $0.clear(Color(hex: 0xF8F8F8)) }.pixels.litCount() == 32 * 32)
        let half = renderer.render { $0.clear(Color(r: 0.5, g: 0.5, b: 0.5)) }.pixels.litCount()
        #expect(half >= 32 * 32 * 2 / 5 && half <= 32 * 32 * 3 / 5)
        let quarter = renderer.render { $0.clear(Color(r: 0.25, g: 0.25, b: 0.25)) }.pixels.litCount()
        #expect(quarter > 32 * 32 / 8 && quarter < half)
    }

    @Test func monoThemeColoursAreAllBlackOrWhite() {
        let theme = Theme(geometry: mono128x64)
        let colours = [theme.background, theme.surface, theme.foreground, theme.secondaryText, theme.separator,
                       theme.accent, theme.focus, theme.affirmative, theme.neutral, theme.contrary, theme.danger]
        for colour in colours { #expect(colour == .black || colour == .white) }
        #expect(theme.background != theme.foreground)
        #expect(theme.sizeClass == .compact && theme.isMonochrome)
        #expect(Theme(geometry: rgb240).sizeClass == .regular && !Theme(geometry: xrgb320).isMonochrome)
    }

    @Test func themeScalesWithTheDisplay() {
        let small = Theme(geometry: mono128x64), large = Theme(geometry: rgb240)
        for role in FontRole.allCases {
            #expect(small.fontSize(role) < large.fontSize(role))
        }
        #expect((8...9).contains(small.fontSize(.caption)))
        #expect((10...11).contains(small.fontSize(.body)))
        #expect(small.fontSize(.display) > small.fontSize(.title))
        #expect(small.spacing < large.spacing)
    }

    @Test func drawnTextsListEveryStringInOrder() {
        let renderer = Renderer(geometry: xrgb320)
        let frame = renderer.render { canvas in
            canvas.header("Movies", in: Rect(x: 0, y: 0, width: 320, height: 30))
            canvas.text("First", in: Rect(x: 0, y: 40, width: 100, height: 20), role: .body, color: .white)
            canvas.text("", in: Rect(x: 0, y: 60, width: 100, height: 20), role: .body, color: .white)
            canvas.group(opacity: 0) { $0.text("Invisible", in: canvas.bounds, role: .body, color: .white) }
            canvas.button("OK", in: Rect(x: 0, y: 80, width: 100, height: 30), focused: true)
        }
        #expect(frame.texts == ["Movies", "First", "OK"])
        #expect(renderer.render { _ in }.texts.isEmpty)
    }

    @Test func groupOpacityBlendsTheLayerAsAWhole() {
        let renderer = Renderer(geometry: DisplayGeometry(width: 20, height: 20, format: .xrgb8888))
        let frame = renderer.renderOnBlack { canvas in
            canvas.group(opacity: 0.5) { layer in
                layer.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: .white)
                layer.fill(Rect(x: 5, y: 5, width: 10, height: 10), color: .white)
            }
        }
        let overlap = frame.pixels.color(x: 7, y: 7), single = frame.pixels.color(x: 2, y: 2)
        #expect(abs(Int(single.r) - 128) <= 2)
        #expect(overlap == single, "overlapping shapes in one layer must not add up")
        #expect(frame.pixels.color(x: 18, y: 18) == .black)
    }

    @Test func groupScalesAboutItsAnchor() {
        let renderer = Renderer(geometry: DisplayGeometry(width: 40, height: 40, format: .xrgb8888))
        let frame = renderer.renderOnBlack { canvas in
            canvas.group(scale: 2) { $0.fill(Rect(x: 15, y: 15, width: 10, height: 10), color: .white) }
        }
        #expect(frame.pixels.color(x: 11, y: 11) == .white)
        #expect(frame.pixels.color(x: 29, y: 29) == .white)
        #expect(frame.pixels.color(x: 9, y: 9) == .black)
        #expect(frame.pixels.color(x: 31, y: 20) == .black)
    }

    @Test func clippedDrawingStaysInsideItsRect() {
        let renderer = Renderer(geometry: DisplayGeometry(width: 20, height: 20, format: .rgb565))
        let frame = renderer.renderOnBlack { canvas in
            canvas.clipped(to: Rect(x: 5, y: 5, width: 4, height: 3)) { $0.clear(.white) }
        }
        #expect(frame.pixels.litCount() == 12)
        #expect(frame.pixels.color(x: 5, y: 5) == .white && frame.pixels.color(x: 9, y: 5) == .black)
    }

    @Test func strokedRectStaysInsideItsRect() {
        let renderer = Renderer(geometry: DisplayGeometry(width: 20, height: 20, format: .xrgb8888))
        let frame = renderer.renderOnBlack { $0.strokeRect(Rect(x: 4, y: 4, width: 10, height: 10), color: .white, lineWidth: 2) }
        #expect(frame.pixels.litCount() == 100 - 36)
        #expect(frame.pixels.color(x: 3, y: 4) == .black && frame.pixels.color(x: 4, y: 4) == .white)
    }

    @Test func oneBitShapesHaveHardEdges() {
        let renderer = Renderer(geometry: DisplayGeometry(width: 64, height: 64, format: .mono1))
        let frame = renderer.renderOnBlack { canvas in
            canvas.fillCircle(center: Point(x: 32, y: 32), radius: 20, color: .white)
        }
        // A disc of radius 20 covers about pi * 400 pixels; antialiased edges would dither into speckle.
        #expect(abs(frame.pixels.litCount() - 1257) < 40)
        #expect(frame.pixels.color(x: 32, y: 32) == .white && frame.pixels.color(x: 2, y: 2) == .black)
    }

    @Test func badGeometryAndBadNumbersNeverCrash() {
        let renderer = Renderer(geometry: DisplayGeometry(width: 24, height: 24, format: .rgb565))
        let frame = renderer.renderOnBlack { canvas in
            canvas.fill(Rect(x: .nan, y: 0, width: 5, height: 5), color: .white)
            canvas.fill(Rect(x: 0, y: 0, width: -5, height: 5), color: .white)
            canvas.fillCircle(center: Point(x: 3, y: 3), radius: .infinity, color: .white)
            canvas.line(from: .zero, to: Point(x: .nan, y: 1), color: .white)
            canvas.fillPolygon([Point(x: 0, y: 0), Point(x: 1, y: 1)], color: .white)
            canvas.group(opacity: .nan, scale: 0) { $0.clear(.white) }
            canvas.text("x", in: Rect(x: 0, y: 0, width: .infinity, height: 10), role: .body, color: .white)
            canvas.image(RasterImage(width: -3, height: 2, argb: [1, 2, 3]), in: canvas.bounds)
            canvas.list([], selected: 7, in: canvas.bounds)
            canvas.fill(Rect(x: 0, y: 0, width: 2, height: 2), color: Color(r: .nan, g: 2, b: -1))
        }
        #expect(frame.pixels.color(x: 1, y: 1) == RGB(r: 0, g: 255, b: 0))
        #expect(frame.pixels.litCount() == 4)
        for geometry in [DisplayGeometry(width: 0, height: 0, format: .mono1), DisplayGeometry(width: -4, height: 3, format: .rgb565)] {
            let empty = Renderer(geometry: geometry).render { $0.dialog(title: "T", message: "M", buttons: ["OK"], focused: 0) }
            #expect(empty.pixels.bytes.isEmpty)
        }
    }

    @Test func framesAreIndependentValues() {
        let renderer = Renderer(geometry: DisplayGeometry(width: 8, height: 8, format: .xrgb8888))
        let first = renderer.render { $0.clear(.white) }
        let second = renderer.render { $0.clear(.black) }
        #expect(first.pixels.color(x: 0, y: 0) == .white)
        #expect(second.pixels.damage(comparedTo: first.pixels) == PixelRect(x: 0, y: 0, width: 8, height: 8))
    }

    @Test func layoutCacheStaysBoundedWhenTextChangesEveryFrame() {
        let renderer = Renderer(geometry: xrgb320)
        var cached = 0
        for i in 0..<300 {
            _ = renderer.render { canvas in
                canvas.text("Frame \(i)", in: canvas.bounds, role: .body, color: .white)
                cached = canvas.textEngine.cachedLayoutCount
            }
        }
        #expect(cached <= 66)
    }
}
