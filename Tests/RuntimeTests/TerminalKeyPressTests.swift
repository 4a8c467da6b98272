import GadgetBase
import Hardware
import Linux
import Testing

@testable import GadgetRuntime

/// Terminal keys take the road the live loops give them: bytes -> `KeyDecoder` -> `KeyMapper` ->
/// `TerminalKeyPresses` -> the session's gesture recognizer -> the open app.
@Suite("Keys: every key that arrives is one press")
struct TerminalKeyPressTests {
    final class Keyboard {
        let run: WiredRun
        let app = RecorderApp()
        var decoder = KeyDecoder()
        let presses: TerminalKeyPresses

        init() throws {
            run = try WiredRun(apps: [app], open: "recorder")
            presses = TerminalKeyPresses(session: run.session)
        }

        /// One read() of the terminal.
        func read(_ text: String) {
            for key in decoder.decode(Array(text.utf8)) {
                guard case .button(let button) = KeyMapper.intent(for: key, acceptsText: false) else { continue }
                presses.press(button)
            }
            run.session.advance()
        }

        func taps(_ button: Button) -> Int {
            app.events.filter { $0.event == .button(button, .tap) }.count
        }
    }

    static let down = "\u{1B}[B"

    @Test func threeArrowsInOneReadAreThreePresses() throws {
        let keyboard = try Keyboard()
        keyboard.read(Self.down + Self.down + Self.down)
        keyboard.run.runner.advance(by: .seconds(1))
        #expect(keyboard.taps(.down) == 3)
    }

    /// Key auto-repeat and a slow link deliver arrows 20-40 ms apart, closer than a key's press.
    @Test(arguments: [20, 25, 30, 35, 40])
    func arrowsAFewMillisecondsApartAreEachAPress(gap: Int) throws {
        let keyboard = try Keyboard()
        for _ in 0..<40 {
            keyboard.read(Self.down)
            keyboard.run.runner.advance(by: .milliseconds(Int64(gap)))
        }
        keyboard.run.runner.advance(by: .seconds(1))
        #expect(keyboard.taps(.down) == 40)
    }

    @Test func differentArrowsInOneReadKeepTheirOrder() throws {
        let keyboard = try Keyboard()
        keyboard.read(Self.down + "\u{1B}[A" + Self.down + "\r")
        keyboard.run.runner.advance(by: .seconds(1))
        let taps = keyboard.app.events.map(\.event).filter { if case .button = $0 { true } else { false } }
        #expect(taps == [.button(.down, .tap), .button(.up, .tap), .button(.down, .tap), .button(.select, .tap)])
    }

    /// While text is typed, Esc leaves the field and Backspace deletes; otherwise both are Back.
    @Test func escLeavesTypingAndBackspaceDeletes() {
        #expect(KeyMapper.intent(for: .escape, acceptsText: true) == .cancelTyping)
        #expect(KeyMapper.intent(for: .backspace, acceptsText: true) == .button(.back))
        #expect(KeyMapper.intent(for: .escape, acceptsText: false) == .button(.back))
    }

    @Test func aLoneKeyIsStillAPressOfAKeysLength() throws {
        let keyboard = try Keyboard()
        keyboard.read(Self.down)
        keyboard.run.runner.advance(by: TerminalKeyPresses.length - .milliseconds(1))
        #expect(keyboard.taps(.down) == 0, "released only when the key's press ends")
        keyboard.run.runner.advance(by: .milliseconds(1))
        #expect(keyboard.taps(.down) == 1)
    }
}
