import GadgetBase
import Hardware
import Testing
@testable import Linux

/// A 4x4 panel in a 6x4 terminal is drawn pixel for pixel: 4 columns from column 2 (1-based),
/// 2 rows of cells, then the caption (row 3) and help (row 4) lines.
@Suite struct TerminalDisplayTests {
    let output = CapturedOutput()
    let geometry = DisplayGeometry(width: 4, height: 4, format: .xrgb8888)
    let everything = PixelRect(x: 0, y: 0, width: 4, height: 4)

    private func display(_ mode: TerminalColorMode, columns: Int = 6, rows: Int = 4) -> TerminalDisplay {
        let display = TerminalDisplay(geometry: geometry, output: output.writeEnd, colorMode: mode) { (columns, rows) }
        display.helpLine = "q quit"
        return display
    }

    private var redOverBlue: Frame {
        TestFrames.frame(width: 4, height: 4, pixels: (0..<4).flatMap { x in
            [(x: x, y: 0, color: TestFrames.red), (x: x, y: 1, color: TestFrames.blue)]
        })
    }

    @Test func firstPresentDrawsHalfBlocksInTrueColour() throws {
        let display = display(.trueColor)
        try display.present(redOverBlue, damage: everything)
        let written = output.take()
        #expect(written.contains("\u{1B}[2J"))
        #expect(written.contains("\u{1B}[1;2H\u{1B}[38;2;255;0;0;48;2;0;0;255m▀▀▀▀"))
        #expect(written.occurrences(of: "▀") == 8)
        #expect(written.contains("\u{1B}[4;1H\u{1B}[0m\u{1B}[2K\u{1B}[2m"))
    }

    @Test func sixteenColoursForTheLinuxConsoleWithoutSynchronizedOutput() throws {
        let display = TerminalDisplay(geometry: geometry, output: output.writeEnd, colorMode: .palette16,
                                      synchronizedOutput: false) { (6, 4) }
        try display.present(redOverBlue, damage: everything)
        let written = output.take()
        #expect(written.contains("\u{1B}[1;2H\u{1B}[91;44m▀▀▀▀"))
        #expect(!written.contains("2026"))
    }

    @Test func aTerminalWithoutColourAsksForTheMonochromeLook() {
        #expect(display(.monochrome).geometry.format == .mono1)
        #expect(display(.palette16).geometry.format == .xrgb8888)
        #expect(display(.monochrome).geometry.width == 4)
    }

    @Test func secondIdenticalPresentWritesNothing() throws {
        let display = display(.trueColor)
        try display.present(redOverBlue, damage: everything)
        _ = output.take()
        try display.present(redOverBlue, damage: everything)
        #expect(output.take() == "")
    }

    @Test func aChangedPixelRewritesOnlyItsCell() throws {
        let display = display(.trueColor)
        try display.present(redOverBlue, damage: everything)
        _ = output.take()
        var changed = redOverBlue
        TestFrames.set(&changed.pixels, x: 2, y: 3, .white)
        // Full damage on purpose: the display finds the one changed cell itself.
        try display.present(changed, damage: everything)
        let written = output.take()
        #expect(written.occurrences(of: "▀") == 1)
        #expect(written.contains("\u{1B}[2;4H\u{1B}[38;2;0;0;0;48;2;255;255;255m▀"))
        #expect(written.count < 60)
    }

    @Test func narrowDamageStillFindsTheChange() throws {
        let display = display(.trueColor)
        try display.present(redOverBlue, damage: everything)
        _ = output.take()
        var changed = redOverBlue
        TestFrames.set(&changed.pixels, x: 0, y: 0, .white)
        try display.present(changed, damage: PixelRect(x: 0, y: 0, width: 1, height: 1))
        let written = output.take()
        #expect(written.occurrences(of: "▀") == 1)
        #expect(written.contains("\u{1B}[1;2H\u{1B}[38;2;255;255;255;48;2;0;0;255m▀"))
    }

    @Test func palette256UsesTheNearestIndices() throws {
        let display = display(.palette256)
        try display.present(redOverBlue, damage: everything)
        let written = output.take()
        #expect(written.contains("\u{1B}[38;5;196;48;5;21m▀▀▀▀"))
        #expect(!written.contains("38;2;"))
    }

    @Test func monochromeWritesNoColourEscapes() throws {
        let display = display(.monochrome)
        // Column 0 fully lit, top row lit, pixel (3, 3) lit.
        var lit: [(x: Int, y: Int, color: RGB)] = (0..<4).map { (x: 0, y: $0, color: RGB.white) }
        lit += (1..<4).map { (x: $0, y: 0, color: RGB.white) }
        lit.append((x: 3, y: 3, color: RGB(r: 200, g: 200, b: 200)))
        try display.present(TestFrames.frame(width: 4, height: 4, pixels: lit), damage: everything)
        let written = output.take()
        #expect(!written.contains("\u{1B}[38;"))
        #expect(!written.contains("\u{1B}[48;"))
        #expect(written.contains("\u{1B}[1;2H█▀▀▀"))
        #expect(written.contains("\u{1B}[2;2H█  ▄"))
    }

    @Test func downscalingAveragesTheCoveredArea() throws {
        // 2x4 panel in one column: each terminal pixel averages a 2x2 block.
        let panel = TestFrames.frame(width: 2, height: 4, pixels: [
            (x: 0, y: 0, color: TestFrames.red), (x: 1, y: 0, color: TestFrames.blue),
            (x: 0, y: 1, color: TestFrames.red), (x: 1, y: 1, color: TestFrames.blue),
        ])
        let display = TerminalDisplay(
            geometry: panel.pixels.geometry, output: output.writeEnd, colorMode: .trueColor) { (1, 4) }
        try display.present(panel, damage: panel.pixels.geometry.bounds)
        #expect(output.take().contains("\u{1B}[38;2;128;0;128;48;2;0;0;0m▀"))
    }

    @Test func a240PanelFitsAn80x24Terminal() throws {
        let layout = TerminalLayout(panelWidth: 240, panelHeight: 240, columns: 80, rows: 24)
        #expect(layout.imageWidth <= 80 && layout.cellRows <= 22)
        #expect(layout.imageWidth == 44 && layout.imageHeight == 44)
        #expect(layout.originColumn == 18 && layout.originRow == 0)

        let panel = TestFrames.frame(width: 240, height: 240, fill: TestFrames.blue, texts: ["Ask again later"])
        let display = TerminalDisplay(
            geometry: panel.pixels.geometry, output: output.writeEnd, colorMode: .trueColor) { (80, 24) }
        try display.present(panel, damage: panel.pixels.geometry.bounds)
        let written = output.take()
        #expect(written.occurrences(of: "▀") == 44 * 22)
        #expect(written.contains("\u{1B}[22;19H") && !written.contains("\u{1B}[23;19H"))
        #expect(written.contains("\u{1B}[23;1H"))
        #expect(written.contains("Ask again later"))
    }

    @Test func aSmallPanelIsMagnifiedByAWholeFactorAndCentred() {
        let layout = TerminalLayout(panelWidth: 128, panelHeight: 64, columns: 300, rows: 100)
        #expect(layout.imageWidth == 256 && layout.imageHeight == 128)
        #expect(layout.originColumn == 22 && layout.originRow == 17)
        let exact = TerminalLayout(panelWidth: 128, panelHeight: 64, columns: 128, rows: 34)
        #expect(exact.imageWidth == 128 && exact.imageHeight == 64)
    }

    @Test func aTinyTerminalShowsOnlyWhatFits() throws {
        let display = display(.trueColor, columns: 10, rows: 1)
        try display.present(TestFrames.frame(width: 4, height: 4, texts: ["Yes"]), damage: everything)
        let written = output.take()
        #expect(!written.contains("▀"))
        #expect(written.contains("Yes"))
    }

    @Test func captionShowsTheTextsWithoutEscapes() throws {
        let display = display(.trueColor, columns: 40, rows: 6)
        let texts = ["Hello", "\u{1B}[31mWorld\u{1B}[0m", "two\nlines", "", "  ", "\u{1B}]0;title\u{07}ok"]
        try display.present(TestFrames.frame(width: 4, height: 4, texts: texts), damage: everything)
        let written = output.take()
        #expect(written.contains("Hello · World · two lines · ok"))
        #expect(!written.contains("[31m"))
        #expect(!written.contains("title"))

        try display.present(TestFrames.frame(width: 4, height: 4, texts: texts), damage: everything)
        #expect(output.take() == "")
        try display.present(TestFrames.frame(width: 4, height: 4, texts: ["Bye"]), damage: everything)
        let next = output.take()
        #expect(next.contains("Bye") && !next.contains("Hello") && !next.contains("▀"))
    }

    /// The key help drops the items before its last one until it fits, so "q quit" is always shown.
    @Test func keyHelpKeepsItsLastItemInANarrowTerminal() {
        let help = "Enter: answers · ←↑↓→ move · Enter select · Esc back · s shake · Space action · k knock · o turn · h home · q quit"
        #expect(TerminalText.fittedList(help, toColumns: 79)
                == "Enter: answers · ←↑↓→ move · Enter select · Esc back · s shake · q quit")
        #expect(TerminalText.fittedList(help, toColumns: 200) == help)
        #expect(TerminalText.fittedList("first item · q quit", toColumns: 10) == "first…")
    }

    @Test func captionIsCutToTheTerminalWidth() throws {
        let display = display(.trueColor, columns: 12, rows: 6)
        try display.present(TestFrames.frame(width: 4, height: 4, texts: ["abcdefghijklmnopqrstuvwxyz"]), damage: everything)
        #expect(output.take().contains("abcdefghij…"))
        #expect(TerminalText.truncated("Привет мир", toColumns: 5) == "Прив…")
        #expect(TerminalText.truncated("日本語テキスト", toColumns: 7) == "日本語…")
        #expect(TerminalText.columns(of: "日本") == 4)
    }

    @Test func captionIsCutBetweenWordsWhenItCanBe() {
        #expect(TerminalText.truncated("Shake the board to ask the ball", toColumns: 20) == "Shake the board to…")
        #expect(TerminalText.truncated("Movie quiz · Round over · Again", toColumns: 16) == "Movie quiz…")
        #expect(TerminalText.truncated("Встряхните плату, чтобы спросить", toColumns: 18) == "Встряхните плату…")
        // No boundary in the second half: the long word is cut as before.
        #expect(TerminalText.truncated("a extraordinarily long word", toColumns: 12) == "a extraordi…")
    }

    /// The caption cannot show the highlight, so it marks the focused text; down a long list the
    /// texts between the title and the highlighted row give way, so the mark stays in sight.
    @Test func captionMarksTheFocusedTextAndKeepsItInSight() throws {
        let apps = ["Gadget", "Magic 8-ball", "Chats", "Movie quiz", "Falling squares", "Gestures", "Cars", "Journal"]
        #expect(TerminalText.caption(apps, focused: 1) == "Gadget · ▸ Magic 8-ball · Chats · Movie quiz · Falling squares · Gestures · Cars · Journal")
        #expect(TerminalText.caption(apps, focused: 6, width: 40).hasPrefix("Gadget · Magic 8-ball · Chats… · ▸ Cars"))
        #expect(TerminalText.caption(apps, focused: 1, width: 40).hasPrefix("Gadget · ▸ Magic 8-ball · Chats"))
        // A dialog keeps its title and the start of its message before the focused button.
        let dialog = ["Not saved", "“It is certain” is already among the answers (letter case does not matter).", "OK", "Answers (20)"]
        #expect(TerminalText.caption(dialog, focused: 2, width: 50).hasPrefix("Not saved · “It is certain” is already… · ▸ OK"))
        // No room before the focused text: it comes first.
        #expect(TerminalText.caption(apps, focused: 4, width: 30) == "Gadget… · ▸ Falling squares")
        #expect(TerminalText.caption(apps, focused: 0, width: 30) == "▸ Gadget · Magic 8-ball…")
        #expect(TerminalText.caption(apps, focused: 4, width: 12) == "▸ Falling squares")
        // What a dialog covers gives way to its focused button, however long the message.
        let notice = ["Saved data reset", "The saved data could not be read, so Gadget started afresh. The old file is kept in the data folder.",
                      "OK", "Gadget", "Magic 8-ball", "Chats", "Movie quiz"]
        for width in 40...110 {
            let caption = TerminalText.caption(notice, focused: 2, width: width)
            #expect(caption.contains("▸ OK") && TerminalText.columns(of: caption) <= width, "\(width): \(caption)")
        }
        // Lines of one text: a separator after a finished line, a space inside a phrase.
        #expect(TerminalText.caption(["Round over", "Your result: 4/10\nQuizzes played: 1\nRecord: 4/10 (29 Nov)\nAverage: 40%"])
            == "Round over · Your result: 4/10 · Quizzes played: 1 · Record: 4/10 (29 Nov) · Average: 40%")
        #expect(TerminalText.caption(["Two lines,\nalways", "Two\nlines"]) == "Two lines, always · Two lines")
        // An empty text before the focused one moves nothing.
        #expect(TerminalText.caption(["Title", "", "Yes", "No"], focused: 3) == "Title · Yes · ▸ No")

        let display = display(.trueColor, columns: 41, rows: 6)
        try display.present(Frame(pixels: TestFrames.frame(width: 4, height: 4, texts: []).pixels, texts: apps, focusedText: 7),
                            damage: everything)
        #expect(output.take().contains("… · ▸ Journal"))
    }

    @Test func resizeRedrawsEverything() throws {
        final class Size { var value = (columns: 6, rows: 4) }
        let size = Size()
        let display = TerminalDisplay(geometry: geometry, output: output.writeEnd, colorMode: .trueColor) { size.value }
        try display.present(redOverBlue, damage: everything)
        _ = output.take()

        display.terminalResized()
        try display.present(redOverBlue, damage: PixelRect(x: 0, y: 0, width: 0, height: 0))
        let redrawn = output.take()
        #expect(redrawn.hasPrefix("\u{1B}[?2026h\u{1B}[0m\u{1B}[2J"))
        #expect(redrawn.occurrences(of: "▀") == 8)

        size.value = (columns: 10, rows: 4)  // noticed even without terminalResized()
        try display.present(redOverBlue, damage: everything)
        let bigger = output.take()
        #expect(bigger.contains("\u{1B}[2J"))
        #expect(bigger.contains("\u{1B}[1;4H"))  // 4 columns centred in 10
    }

    @Test func mouseCellsMapBackToPanelPixels() throws {
        let display = display(.trueColor)
        #expect(display.pixelPosition(of: MouseReport(kind: .press, x: 2, y: 1, button: 0)) == nil)  // before any present
        try display.present(redOverBlue, damage: everything)
        #expect(display.pixelPosition(of: MouseReport(kind: .press, x: 2, y: 1, button: 0)) == Point(x: 0.5, y: 1))
        #expect(display.pixelPosition(of: MouseReport(kind: .drag, x: 5, y: 2, button: 0)) == Point(x: 3.5, y: 3))
        #expect(display.pixelPosition(of: MouseReport(kind: .press, x: 1, y: 1, button: 0)) == nil)
        #expect(display.pixelPosition(of: MouseReport(kind: .press, x: 2, y: 3, button: 0)) == nil)

        let magnified = TerminalLayout(panelWidth: 128, panelHeight: 64, columns: 300, rows: 100)
        #expect(magnified.panelPoint(column: 23, row: 18) == Point(x: 0.25, y: 0.5))
        #expect(magnified.panelPoint(column: 278, row: 81) == Point(x: 127.75, y: 63.5))
        let oddHeight = TerminalLayout(panelWidth: 3, panelHeight: 3, columns: 3, rows: 4)
        #expect(oddHeight.panelPoint(column: 2, row: 2) == Point(x: 1.5, y: 2.5))  // only an upper half
    }

    @Test func helpLineChangesAreShown() throws {
        let display = display(.trueColor, columns: 20)
        try display.present(redOverBlue, damage: everything)
        _ = output.take()
        display.helpLine = "Esc back"
        try display.present(redOverBlue, damage: everything)
        let written = output.take()
        #expect(written.contains("\u{1B}[4;1H\u{1B}[0m\u{1B}[2K\u{1B}[2m     Esc back\u{1B}[22m"))
        #expect(!written.contains("▀"))
    }

    @Test func closeResetsAndClears() throws {
        let display = display(.trueColor)
        try display.present(redOverBlue, damage: everything)
        _ = output.take()
        display.close()
        #expect(output.take() == "\u{1B}[0m\u{1B}[2J\u{1B}[H")
    }
}
