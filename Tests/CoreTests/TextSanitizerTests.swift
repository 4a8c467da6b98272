import Testing
@testable import Core

@Suite struct TextSanitizerTests {
    private func clean(_ s: String, _ max: Int = 120) -> String { TextSanitizer.clean(s, maxLength: max) }

    @Test func plainTextIsKept() {
        #expect(clean("It is certain") == "It is certain")
        #expect(clean("Безперечно, так!") == "Безперечно, так!")
        #expect(clean("Yes 👍🏽 café") == "Yes 👍🏽 café")
    }

    @Test func controlSequencesAreRemovedWithTheirParameters() {
        #expect(clean("\u{1B}[31mred\u{1B}[0m") == "red")
        #expect(clean("\u{1B}[2J\u{1B}[1;1HClear") == "Clear")
        #expect(clean("a\u{1B}[?25lb") == "ab")
        #expect(clean("\u{9B}31mEight-bit CSI") == "Eight-bit CSI")
    }

    @Test func stringSequencesAreRemovedWhole() {
        #expect(clean("\u{1B}]0;new title\u{07}Yes") == "Yes")
        #expect(clean("\u{1B}]8;;http://evil\u{1B}\\link\u{1B}]8;;\u{1B}\\") == "link")
        #expect(clean("\u{1B}Pq#0;2;0;0;0\u{1B}\\Done") == "Done")
        #expect(clean("\u{9D}0;title\u{9C}Yes") == "Yes")
        // An unterminated string swallows the rest rather than letting half of it through.
        #expect(clean("Yes\u{1B}]0;never ends") == "Yes")
    }

    @Test func shortAndLoneEscapesAreRemoved() {
        #expect(clean("\u{1B}7saved\u{1B}8") == "saved")
        #expect(clean("\u{1B}(Bascii") == "ascii")
        #expect(clean("lone\u{1B}") == "lone")
        #expect(clean("\u{1B}\u{1B}[1mbold") == "bold")
        #expect(clean("\u{1B}Жук") == "Жук")
    }

    @Test func controlCharactersAreRemoved() {
        #expect(clean("be\u{07}ep\u{08}\u{00}\u{7F}") == "beep")
        #expect(clean("c1\u{84}\u{90}x\u{9C}!") == "c1!")
        #expect(clean("abc\u{0}def") == "abcdef")
    }

    @Test func bidiOverridesAndInvisiblesAreRemoved() {
        #expect(clean("\u{202E}txt.exe\u{202C}") == "txt.exe")
        #expect(clean("a\u{2066}b\u{2069}c\u{200F}d\u{FEFF}e\u{200B}f") == "abcdef")
    }

    @Test func whitespaceIsCollapsedAndTrimmed() {
        #expect(clean("  Ask\t\tagain \n\r later  ") == "Ask again later")
        #expect(clean("a\u{2028}b\u{00A0}c") == "a b c")
        #expect(clean(" \t\n ") == "")
        #expect(clean("a \u{1B}[0m b") == "a b")
    }

    @Test func lengthIsCappedWithAnEllipsis() {
        #expect(clean("abcdef", 6) == "abcdef")
        #expect(clean("abcdefg", 6) == "abcde…")
        #expect(clean("abcd efgh", 6) == "abcd…")
        #expect(clean("👍🏽👍🏽👍🏽", 2) == "👍🏽…")
        #expect(clean("abc", 1) == "…")
        #expect(clean("abc", 0) == "")
        #expect(clean("abc", -5) == "")
        #expect(clean(String(repeating: "я", count: 500)).count == 120)
    }
}
