import Testing
@testable import Linux

@Suite struct TerminalKeyDecoderTests {
    private func decodeAll(_ text: String) -> [KeyPress] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(text.utf8))
    }

    /// Feeds one byte per read: every sequence split at every possible point.
    private func decodeByteByByte(_ bytes: [UInt8]) -> [KeyPress] {
        var decoder = KeyDecoder()
        return bytes.flatMap { decoder.decode([$0]) }
    }

    @Test func arrowsInBothCSIAndSS3Forms() {
        #expect(decodeAll("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(decodeAll("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD") == [.up, .down, .right, .left])
        #expect(decodeAll("\u{1B}[1;5A") == [.up])  // Ctrl-Up still moves up
    }

    @Test func controlKeys() {
        #expect(decodeAll("\r\n\t \u{7F}\u{08}") == [.enter, .enter, .tab, .space, .backspace, .backspace])
        #expect(decodeAll("\u{03}\u{11}\u{1A}") == [.control("c"), .control("q"), .control("z")])
        #expect(decodeAll("\u{1B}OM") == [.enter])  // keypad Enter in application mode
    }

    @Test func printableCharacters() {
        #expect(decodeAll("qS1~") == [.character("q"), .character("S"), .character("1"), .character("~")])
    }

    @Test func cyrillicTextWholeAndSplitAcrossReads() {
        let word = "Привет"
        let expected = word.map { KeyPress.character($0) }
        #expect(decodeAll(word) == expected)
        #expect(decodeByteByByte(Array(word.utf8)) == expected)
        #expect(decodeByteByByte(Array("ё€😀".utf8)) == [.character("ё"), .character("€"), .character("😀")])
    }

    @Test func loneEscapeWaitsForTheCallerToFlush() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.hasPendingEscape)
        #expect(decoder.flushPendingEscape() == [.escape])
        #expect(!decoder.hasPendingEscape)
        #expect(decoder.flushPendingEscape().isEmpty)
    }

    @Test func escapeFollowedByTheRestOfASequenceInALaterRead() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B]).isEmpty)
        #expect(decoder.decode(Array("[".utf8)).isEmpty)
        #expect(decoder.hasPendingEscape)
        #expect(decoder.decode(Array("B".utf8)) == [.down])
        #expect(!decoder.hasPendingEscape)
    }

    @Test func flushingAnUnfinishedSequenceGivesEscapeThenTheTypedCharacters() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[".utf8)).isEmpty)
        #expect(decoder.flushPendingEscape() == [.escape, .character("[")])
    }

    @Test func escapeThenALetterIsEscapeAndTheLetter() {
        #expect(decodeAll("\u{1B}q") == [.escape, .character("q")])
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B, 0x1B]) == [.escape])
        #expect(decoder.hasPendingEscape)
    }

    @Test func sgrMouseReports() {
        let keys = decodeAll("\u{1B}[<0;12;5M\u{1B}[<32;13;6M\u{1B}[<0;13;6m\u{1B}[<64;1;1M\u{1B}[<18;3;4M")
        #expect(keys == [
            .mouse(MouseReport(kind: .press, x: 12, y: 5, button: 0)),
            .mouse(MouseReport(kind: .drag, x: 13, y: 6, button: 0)),
            .mouse(MouseReport(kind: .release, x: 13, y: 6, button: 0)),
            .mouse(MouseReport(kind: .press, x: 1, y: 1, button: 64)),
            .mouse(MouseReport(kind: .press, x: 3, y: 4, button: 2)),  // Ctrl (16) removed
        ])
    }

    @Test func legacyMouseReport() {
        let bytes: [UInt8] = [0x1B, 0x5B, 0x4D, 32 + 0, 32 + 10, 32 + 3]
        #expect(decodeByteByByte(bytes) == [.mouse(MouseReport(kind: .press, x: 10, y: 3, button: 0))])
    }

    @Test func everyKindSplitAtEveryByte() {
        let stream = "a\u{1B}[A\u{1B}OD\u{1B}[<2;40;20M\rЖ\u{7F}\u{1B}[15~b"
        let whole = decodeAll(stream)
        #expect(whole == [
            .character("a"), .up, .left, .mouse(MouseReport(kind: .press, x: 40, y: 20, button: 2)),
            .enter, .character("Ж"), .backspace, .character("b"),
        ])
        #expect(decodeByteByByte(Array(stream.utf8)) == whole)
    }

    @Test func unknownSequencesAreSwallowed() {
        #expect(decodeAll("\u{1B}[15~\u{1B}[1;5P\u{1B}OP\u{1B}[Z\u{1B}[200~x") == [.character("x")])
        #expect(decodeAll("\u{1B}[<1;2M") == [])  // mouse report with a missing field
        #expect(decodeAll("\u{1B}[<1;;2Mz") == [.character("z")])  // empty field
        #expect(decodeAll("\u{1B}[<1;99999999999999999999;2Mz") == [.character("z")])  // overflow
    }

    @Test func brokenAndOverlongSequencesDoNotStallTheDecoder() {
        var decoder = KeyDecoder()
        let garbage = "\u{1B}[" + String(repeating: "1;", count: 40)
        #expect(decoder.decode(Array(garbage.utf8)).isEmpty)
        #expect(!decoder.hasPendingEscape)
        // The overlong sequence's final byte ends it; what follows is typing again.
        #expect(decoder.decode(Array("Ak".utf8)) == [.character("k")])
        // A control byte inside a sequence ends it; the byte counts on its own.
        #expect(decodeAll("\u{1B}[12\r") == [.enter])
        #expect(decoder.decode(Array((garbage + "\r").utf8)) == [.enter])
    }

    /// Found by Fuzz/FuzzKeyDecoder: a sequence longer than the limit was dropped when it came
    /// in one read but, split across reads, only its first part was dropped and the rest typed
    /// as digits and semicolons. Now it is dropped whole however the reads are cut.
    @Test func anOverlongSequenceIsDroppedWholeHoweverTheReadsAreCut() {
        let bytes = Array(("\u{1B}[" + String(repeating: "1", count: 40) + "Ax").utf8)
        #expect(decodeAll(String(decoding: bytes, as: UTF8.self)) == [.character("x")])
        #expect(decodeByteByByte(bytes) == [.character("x")])
        for cut in 1..<bytes.count {
            var decoder = KeyDecoder()
            let keys = decoder.decode(Array(bytes[..<cut])) + decoder.decode(Array(bytes[cut...]))
            #expect(keys == [.character("x")], "cut after \(cut) bytes")
        }
    }

    @Test func invalidUTF8IsDropped() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0xFF, 0x41, 0xD0, 0x42, 0x80]) == [.character("A"), .character("B")])
        #expect(decoder.decode([0xC2, 0x85]) == [])  // U+0085, a C1 control, is not text
        #expect(!decoder.hasPendingEscape)
    }
}
