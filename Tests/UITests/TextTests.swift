import GadgetBase
import Hardware
import Testing
@testable import UI
import CCairo

@Suite struct TextTests {
    static let long = "Signs point to yes, but ask again after you shake the board once more"
    static let ukrainian = "Встряхніть плату, щоб отримати відповідь"

    @Test(arguments: [mono128x64, rgb240, xrgb320])
    func themeLineHeightsMatchPango(geometry: DisplayGeometry) {
        _ = Renderer(geometry: geometry).render { canvas in
            for role in FontRole.allCases {
                #expect(canvas.measure("Ág Йй", role: role, width: 0).height == canvas.theme.lineHeight(role), "\(role)")
            }
        }
    }

    @Test func measureGrowsWithLinesAndMaxLinesCapsIt() {
        _ = Renderer(geometry: rgb240).render { canvas in
            let line = canvas.theme.lineHeight(.body)
            let oneLine = canvas.measure(Self.long, role: .body, width: 0)
            let wrapped = canvas.measure(Self.long, role: .body, width: 120)
            let twoLines = canvas.measure(Self.long, role: .body, width: 120, maxLines: 2)
            #expect(oneLine.height == line)
            #expect(wrapped.height >= 4 * line)
            #expect(wrapped.width <= 120)
            #expect(twoLines.height == 2 * line)
            #expect(canvas.measure(Self.long, role: .body, width: 120, maxLines: 1).height == line)
            #expect(canvas.measure("", role: .body, width: 120) == .zero)
            #expect(canvas.measure(Self.long, role: .body, width: 120, bold: true).width <= 120)
        }
    }

    @Test func wrapsAtWordBoundaries() {
        _ = Renderer(geometry: xrgb320).render { canvas in
            let width = canvas.measure("alpha beta", role: .body, width: 0).width + 2
            let layout = canvas.textEngine.layout(for: LayoutSpec(
                text: "alpha beta gamma", font: FontKey(size: canvas.theme.fontSize(.body), bold: false, italic: false),
                width: Canvas.pangoUnits(width), height: 0, alignment: .leading))
            #expect(canvas.textEngine.lineCount(of: layout) == 2)
            let firstLine = pango_layout_get_line_readonly(layout, 0)!.pointee
            #expect(firstLine.length == Int32("alpha beta ".utf8.count))
        }
    }

    @Test func textPastMaxLinesIsEllipsizedAndStaysInItsRect() {
        _ = Renderer(geometry: rgb240).render { canvas in
            let rect = Rect(x: 10, y: 10, width: 120, height: 200)
            let covered = canvas.text(Self.long, in: rect, role: .body, color: .white, maxLines: 2)
            #expect(covered.height == 2 * canvas.theme.lineHeight(.body))
            #expect(rect.intersection(covered) == covered)
            let spec = LayoutSpec(text: Self.long, font: FontKey(size: canvas.theme.fontSize(.body), bold: false, italic: false),
                                  width: Canvas.pangoUnits(120), height: -2, alignment: .center)
            #expect(canvas.textEngine.isEllipsized(canvas.textEngine.layout(for: spec)))
        }
    }

    @Test func aFrameListsTheTextsThatDidNotFitUnlessTheyMayShorten() {
        let frame = Renderer(geometry: rgb240).render { canvas in
            canvas.text("Fits", in: Rect(x: 0, y: 0, width: 200, height: 30), role: .body, color: .white)
            canvas.text(Self.long, in: Rect(x: 0, y: 40, width: 120, height: 60), role: .body, color: .white, maxLines: 1)
            // One long word in a narrow rect wraps between letters: broken inside the word.
            canvas.text("Встряхните", in: Rect(x: 0, y: 100, width: 40, height: 100), role: .body, color: .white)
            canvas.text(Self.ukrainian, in: Rect(x: 0, y: 200, width: 60, height: 20), role: .body, color: .white,
                        maxLines: 1, mayShorten: true)
        }
        #expect(frame.cutTexts == [Self.long, "Встряхните"])
        #expect(frame.texts.count == 4)
    }

    @Test func fittedTextTakesAShorterFormOrSmallerTypeBeforeItCuts() {
        let frame = Renderer(geometry: rgb240).render { canvas in
            let rect = Rect(x: 0, y: 0, width: canvas.measure("Restore defaults", role: .caption, width: 0).width + 2, height: 40)
            #expect(!canvas.fits("Restore defaults", in: rect, role: .body, maxLines: 1))
            #expect(canvas.fits("Restore defaults", in: rect, role: .caption, maxLines: 1))
            let smaller = canvas.fittedText(["Restore defaults"], in: rect, roles: [.body, .caption], color: .white, maxLines: 1)
            #expect(smaller.height == canvas.theme.lineHeight(.caption))
            canvas.fittedText([Self.long, "Reset"], in: rect, roles: [.body], color: .white, maxLines: 1)
        }
        #expect(frame.texts == ["Restore defaults", "Reset"])
        #expect(frame.cutTexts.isEmpty)
    }

    @Test func unlimitedTextTakesTheLinesThatFitTheRect() {
        _ = Renderer(geometry: rgb240).render { canvas in
            let line = canvas.theme.lineHeight(.body)
            let rect = Rect(x: 0, y: 0, width: 120, height: line * 3 + 2)
            let covered = canvas.text(Self.long, in: rect, role: .body, color: .white, verticalAlignment: .top)
            #expect(covered.height == line * 3)
            let tiny = Rect(x: 0, y: 100, width: 120, height: line / 2)
            let clipped = canvas.text(Self.long, in: tiny, role: .body, color: .white)
            #expect(tiny.intersection(clipped) == clipped)
        }
    }

    @Test func alignmentPlacesTheCoveredRect() {
        _ = Renderer(geometry: xrgb320).render { canvas in
            let rect = Rect(x: 0, y: 0, width: 300, height: 100)
            let leading = canvas.text("Hi", in: rect, role: .body, color: .white, alignment: .leading, verticalAlignment: .top)
            let trailing = canvas.text("Hi", in: rect, role: .body, color: .white, alignment: .trailing, verticalAlignment: .bottom)
            let centred = canvas.text("Hi", in: rect, role: .body, color: .white)
            #expect(leading.minX == 0 && leading.minY == 0)
            #expect(abs(trailing.maxX - 300) <= 1 && trailing.maxY == 100)
            #expect(abs(centred.midX - 150) <= 1 && abs(centred.midY - 50) <= 1)
        }
    }

    @Test(arguments: [mono128x64, rgb240])
    func cyrillicRendersWithRealGlyphs(geometry: DisplayGeometry) {
        let renderer = Renderer(geometry: geometry)
        var unknown = -1
        let frame = renderer.renderOnBlack { canvas in
            canvas.text(Self.ukrainian, in: canvas.bounds, role: .caption, color: .white)
            let spec = LayoutSpec(text: Self.ukrainian, font: FontKey(size: canvas.theme.fontSize(.caption), bold: false, italic: false),
                                  width: Canvas.pangoUnits(canvas.bounds.width), height: Canvas.pangoUnits(canvas.bounds.height),
                                  alignment: .center)
            unknown = canvas.textEngine.unknownGlyphCount(in: canvas.textEngine.layout(for: spec))
        }
        #expect(unknown == 0, "a font for Cyrillic (fonts-dejavu-core) must be installed")
        #expect(frame.pixels.litCount() > 150)
        #expect(frame.texts == [Self.ukrainian])
    }

    /// The chats sample's 🎄 and the marks Gadget draws come from a fallback font when DejaVu
    /// has no glyph for them, on colour and monochrome panels alike: never a missing-glyph box.
    @Test(arguments: [mono128x64, rgb240])
    func emojiAndSymbolsFallBackToAFontThatHasThem(geometry: DisplayGeometry) {
        let renderer = Renderer(geometry: geometry)
        for text in ["С Новым годом! 🎄", "🎉 👍 ☕", "✓ ~ ✗ ★ ⚠"] {
            var unknown = -1
            let frame = renderer.renderOnBlack { canvas in
                canvas.text(text, in: canvas.bounds, role: .caption, color: .white)
                let spec = LayoutSpec(text: text, font: FontKey(size: canvas.theme.fontSize(.caption), bold: false, italic: false),
                                      width: Canvas.pangoUnits(canvas.bounds.width), height: Canvas.pangoUnits(canvas.bounds.height),
                                      alignment: .center)
                unknown = canvas.textEngine.unknownGlyphCount(in: canvas.textEngine.layout(for: spec))
            }
            #expect(unknown == 0, "\(text): a font with emoji and symbols (fonts-symbola) must be installed")
            #expect(frame.pixels.litCount() > 0)
        }
    }

    @Test func monoTextIsCrispNotSpeckled() {
        // With antialiasing, glyph edges would come out as grey and threshold into broken strokes;
        // crisp text reads back the same from both the colour and the one-bit pass.
        let frame = Renderer(geometry: mono128x64).renderOnBlack { canvas in
            canvas.text("Hello", in: Rect(x: 0, y: 0, width: 64, height: 20), role: .body, color: .white)
        }
        var isolated = 0
        for y in 1..<19 {
            for x in 1..<63 where frame.pixels.color(x: x, y: y) == .white {
                let neighbours = [(-1, 0), (1, 0), (0, -1), (0, 1)].filter { frame.pixels.color(x: x + $0.0, y: y + $0.1) == .white }
                if neighbours.isEmpty { isolated += 1 }
            }
        }
        #expect(frame.pixels.litCount() > 40)
        #expect(isolated <= 2)
    }
}
