import GadgetBase
import Hardware
import Testing
@testable import Linux

@Suite struct TerminalCapabilitiesTests {
    private func detect(_ environment: [String: String]) -> TerminalCapabilities {
        TerminalCapabilities.detect(environment: environment)
    }

    @Test func theLinuxConsoleGetsSixteenColoursAndNoMouseOrAlternateScreen() {
        let console = detect(["TERM": "linux"])
        #expect(console.colorMode == .palette16)
        #expect(!console.mouse && !console.alternateScreen && !console.synchronizedOutput)
        #expect(console.cursorAddressing)
        #expect(detect(["TERM": "linux", "COLORTERM": "truecolor"]).colorMode == .trueColor)
    }

    @Test func aVT100IsMonochromeWithoutXtermModes() {
        for term in ["vt100", "vt220", "VT102"] {
            let vt = detect(["TERM": term])
            #expect(vt.colorMode == .monochrome, "\(term)")
            #expect(!vt.mouse && !vt.alternateScreen && !vt.synchronizedOutput, "\(term)")
        }
        // COLORTERM does not make a terminal without colour show it.
        #expect(detect(["TERM": "vt100", "COLORTERM": "truecolor"]).colorMode == .monochrome)
    }

    @Test func aDumbTerminalIsRefusedWithTheFix() {
        let dumb = detect(["TERM": "dumb", "COLORTERM": "truecolor"])
        #expect(!dumb.cursorAddressing && !dumb.mouse && !dumb.alternateScreen)
        let error = #expect(throws: TerminalError.self) { try dumb.requireDrawing() }
        #expect(error?.description.hasPrefix("TERM=dumb cannot move the cursor") == true)
        #expect(error?.description.contains("gadget run --script") == true)
        #expect(error?.message(Localizer(language: .ru)).hasPrefix("TERM=dumb не умеет перемещать курсор") == true)
        #expect(throws: Never.self) { try detect(["TERM": "xterm"]).requireDrawing() }
    }

    @Test func emulatorsKeepEveryFeature() {
        for term in ["xterm-256color", "tmux-256color", "screen", "rxvt-unicode", ""] {
            let emulator = detect(term.isEmpty ? [:] : ["TERM": term])
            #expect(emulator.colorMode == .palette256, "\(term)")
            #expect(emulator.mouse && emulator.alternateScreen && emulator.synchronizedOutput, "\(term)")
        }
        #expect(detect(["TERM": "xterm-direct"]).colorMode == .trueColor)
    }

    @Test func noColorWinsOnEveryColourTerminal() {
        #expect(detect(["TERM": "linux", "NO_COLOR": ""]).colorMode == .monochrome)
        #expect(detect(["TERM": "xterm-direct", "NO_COLOR": "1"]).colorMode == .monochrome)
        // ... and leaves the other features as they are.
        #expect(detect(["TERM": "xterm", "NO_COLOR": "1"]).mouse)
    }

    @Test func sixteenColoursMapToTheirSGRParameters() {
        #expect(Palette16.index(nearest: .black) == 0)
        #expect(Palette16.index(nearest: .white) == 15)
        #expect(Palette16.index(nearest: RGB(r: 200, g: 10, b: 10)) == 1)
        #expect(Palette16.index(nearest: RGB(r: 250, g: 240, b: 20)) == 11)
        #expect(Palette16.parameter(1, background: false) == 31)
        #expect(Palette16.parameter(1, background: true) == 41)
        #expect(Palette16.parameter(15, background: false) == 97)
        #expect(Palette16.parameter(8, background: true) == 100)
    }
}
