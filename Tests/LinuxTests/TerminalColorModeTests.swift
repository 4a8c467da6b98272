import GadgetBase
import Hardware
import Testing
@testable import Linux

@Suite struct TerminalColorModeTests {
    @Test func noColorWinsWhateverItsValue() {
        #expect(TerminalCapabilities.detect(environment: ["NO_COLOR": "", "COLORTERM": "truecolor"]).colorMode == .monochrome)
        #expect(TerminalCapabilities.detect(environment: ["NO_COLOR": "1", "TERM": "xterm-256color"]).colorMode == .monochrome)
    }

    @Test func colortermAnnouncesTrueColor() {
        #expect(TerminalCapabilities.detect(environment: ["COLORTERM": "truecolor"]).colorMode == .trueColor)
        #expect(TerminalCapabilities.detect(environment: ["COLORTERM": "24bit", "TERM": "xterm"]).colorMode == .trueColor)
        #expect(TerminalCapabilities.detect(environment: ["COLORTERM": "yes", "TERM": "xterm"]).colorMode == .palette256)
    }

    @Test func otherwiseThePalette() {
        #expect(TerminalCapabilities.detect(environment: ["TERM": "tmux-256color"]).colorMode == .palette256)
        #expect(TerminalCapabilities.detect(environment: ["TERM": "xterm"]).colorMode == .palette256)
        #expect(TerminalCapabilities.detect(environment: [:]).colorMode == .palette256)
    }

    @Test func paletteMapsToTheNearestCubeColourOrGrey() {
        #expect(Palette256.index(nearest: RGB(r: 255, g: 0, b: 0)) == 196)
        #expect(Palette256.index(nearest: RGB(r: 0, g: 0, b: 255)) == 21)
        #expect(Palette256.index(nearest: .white) == 231)
        #expect(Palette256.index(nearest: .black) == 16)
        #expect(Palette256.index(nearest: RGB(r: 128, g: 128, b: 128)) == 244)  // grey 128, exact
        #expect(Palette256.index(nearest: RGB(r: 95, g: 135, b: 175)) == 67)    // cube (1, 2, 3), exact
        #expect(Palette256.index(nearest: RGB(r: 250, g: 100, b: 10)) == 202)   // orange: (5, 1, 0)
    }

    @Test func everyPaletteColourMapsToItself() {
        for index in UInt8(16)...UInt8(255) {
            let color = Palette256.color(ofIndex: index)
            #expect(Palette256.color(ofIndex: Palette256.index(nearest: color)) == color)
        }
    }
}
