import GadgetBase
import Hardware
import Testing
@testable import UI

@Suite struct KeyboardTests {
    private func label(_ keyboard: OnScreenKeyboard) -> String { keyboard.highlightedKey.label }

    private func moveTo(_ kind: OnScreenKeyboard.Key.Kind, in keyboard: inout OnScreenKeyboard) {
        for (r, keys) in keyboard.rows.enumerated() {
            if let c = keys.firstIndex(where: { $0.kind == kind }) {
                keyboard.row = r
                keyboard.column = c
                return
            }
        }
        Issue.record("no \(kind) key in \(keyboard.layout)")
    }

    @Test func startsOnTheFirstLetterAndMovesAcrossARow() {
        var keyboard = OnScreenKeyboard()
        #expect(label(keyboard) == "q")
        keyboard.move(.right)
        keyboard.move(.right)
        #expect(label(keyboard) == "e")
        keyboard.move(.down)
        #expect(label(keyboard) == "d")
    }

    @Test func movesWrapAroundEveryEdge() {
        var keyboard = OnScreenKeyboard()
        keyboard.move(.left)
        #expect(label(keyboard) == "p")
        keyboard.move(.right)
        #expect(label(keyboard) == "q")
        keyboard.move(.up)
        #expect(keyboard.row == keyboard.rows.count - 1)
        keyboard.move(.down)
        #expect(keyboard.row == 0)
        for _ in 0..<keyboard.rows.count { keyboard.move(.down) }
        #expect(keyboard.row == 0)
    }

    @Test func verticalMovesKeepTheHorizontalPosition() {
        var keyboard = OnScreenKeyboard()
        keyboard.column = 9
        keyboard.move(.down)
        #expect(label(keyboard) == "'")
        keyboard.move(.down)
        keyboard.move(.down)
        #expect(keyboard.highlightedKey.kind == .done)
        keyboard.move(.down)
        #expect(label(keyboard) == "p")
    }

    @Test func pressingKeysProducesActions() {
        var keyboard = OnScreenKeyboard()
        #expect(keyboard.press() == .insert("q"))
        moveTo(.space, in: &keyboard)
        #expect(keyboard.press() == .insert(" "))
        moveTo(.deleteBackward, in: &keyboard)
        #expect(keyboard.press() == .deleteBackward)
        moveTo(.cancel, in: &keyboard)
        #expect(keyboard.press() == .cancel)
        moveTo(.done, in: &keyboard)
        #expect(keyboard.press() == .done)
    }

    @Test func shiftCapitalisesTheNextLetterOnly() {
        var keyboard = OnScreenKeyboard(layout: .ukrainian)
        moveTo(.shift, in: &keyboard)
        #expect(keyboard.press() == nil)
        #expect(keyboard.isShifted)
        moveTo(.character("Ґ"), in: &keyboard)
        #expect(keyboard.press() == .insert("Ґ"))
        #expect(!keyboard.isShifted)
        #expect(keyboard.press() == .insert("ґ"))
    }

    @Test func layoutKeysSwitchBetweenLatinCyrillicAndSymbols() {
        var keyboard = OnScreenKeyboard()
        moveTo(.switchLetters, in: &keyboard)
        #expect(keyboard.press() == nil)
        #expect(keyboard.layout == .russian, "an English reader's Cyrillic is Russian")
        let letters = keyboard.rows.flatMap { $0 }.map(\.label)
        for letter in ["ы", "э", "ъ", "ё", "й", "щ"] { #expect(letters.contains(letter), "\(letter)") }
        // The highlight stays on the switch key, so pressing again goes straight back.
        #expect(keyboard.highlightedKey.kind == .switchLetters)
        moveTo(.symbols, in: &keyboard)
        #expect(keyboard.press() == nil)
        #expect(keyboard.layout == .symbols)
        #expect(keyboard.rows[0].map(\.label).joined() == "1234567890")
        #expect(keyboard.highlightedKey.kind == .letters)
        #expect(keyboard.press() == nil)
        #expect(keyboard.layout == .russian, "symbols return to the letters they came from")
        moveTo(.switchLetters, in: &keyboard)
        _ = keyboard.press()
        #expect(keyboard.layout == .latin)
    }

    @Test func eachReaderTypesTheirOwnAlphabet() {
        let ukrainian = OnScreenKeyboard(layout: .letters(for: .uk)).rows.flatMap { $0 }.map(\.label)
        for letter in ["і", "ї", "є", "ґ", "'"] { #expect(ukrainian.contains(letter), "\(letter)") }
        for letter in ["ы", "э", "ъ", "ё"] { #expect(!ukrainian.contains(letter), "\(letter) is not Ukrainian") }
        let russian = OnScreenKeyboard(layout: .letters(for: .ru)).rows.flatMap { $0 }.map(\.label)
        for letter in ["і", "ї", "є", "ґ"] { #expect(!russian.contains(letter), "\(letter) is not Russian") }
        #expect(OnScreenKeyboard.Layout.letters(for: .en) == .latin)
        // From Latin and back, a Ukrainian reader returns to Ukrainian letters.
        var keyboard = OnScreenKeyboard(layout: .ukrainian)
        moveTo(.switchLetters, in: &keyboard)
        _ = keyboard.press()
        #expect(keyboard.layout == .latin)
        _ = keyboard.press()
        #expect(keyboard.layout == .ukrainian)
    }

    @Test func highlightDoneMovesToDone() {
        for layout in OnScreenKeyboard.Layout.allCases {
            var keyboard = OnScreenKeyboard(layout: layout)
            keyboard.highlightDone()
            #expect(keyboard.highlightedKey.kind == .done)
            #expect(keyboard.press() == .done)
        }
    }

    @Test func everyKeyIsReachableByArrowsAlone() {
        for layout in OnScreenKeyboard.Layout.allCases {
            var keyboard = OnScreenKeyboard(layout: layout)
            var seen = Set<[Int]>()
            for _ in 0..<keyboard.rows.count {
                for _ in 0..<keyboard.rows[keyboard.row].count {
                    seen.insert([keyboard.row, keyboard.column])
                    keyboard.move(.right)
                }
                keyboard.move(.down)
            }
            #expect(seen.count == keyboard.rows.map(\.count).reduce(0, +), "\(layout)")
        }
    }

    @Test func outOfRangePositionsAreClampedNotFatal() {
        var keyboard = OnScreenKeyboard(layout: .symbols)
        keyboard.row = 99
        keyboard.column = -5
        #expect(keyboard.highlightedKey == keyboard.rows.last!.first!)
        keyboard.move(.up)
        #expect(keyboard.row == keyboard.rows.count - 2)
        keyboard.row = -3
        _ = keyboard.press()
    }

    @Test func rowsFitTheGridWidth() {
        for layout in OnScreenKeyboard.Layout.allCases {
            let keyboard = OnScreenKeyboard(layout: layout)
            for row in keyboard.rows {
                #expect(row.reduce(0) { $0 + $1.width } <= Double(keyboard.columns) + 1e-9)
            }
        }
    }

    /// Neighbouring keys ("АБ" and "123" on 128 pixels) must not read as one: their faces keep
    /// a gap of whole pixels, sharp rather than two half-covered columns.
    @Test(arguments: [1.0, 2, 3])
    func neighbouringKeyFacesStayApartByWholePixels(gap: Double) {
        let left = Canvas.keyFace(of: Rect(x: 0, y: 0, width: 19, height: 10), gap: gap)
        let right = Canvas.keyFace(of: Rect(x: 19, y: 0, width: 19, height: 10), gap: gap)
        #expect(right.minX - left.maxX >= 1)
        for edge in [left.minX, left.maxX, left.minY, left.maxY, right.minX, right.maxX] {
            #expect(edge == edge.rounded(), "edge at \(edge)")
        }
    }

    @Test func deleteIsWiderThanALetter() {
        for layout in OnScreenKeyboard.Layout.allCases {
            let keyboard = OnScreenKeyboard(layout: layout)
            let delete = keyboard.rows.last!.first { $0.kind == .deleteBackward }!
            #expect(delete.width > 1, "\(layout)")
        }
    }
}
