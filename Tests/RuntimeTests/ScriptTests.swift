import GadgetBase
import Hardware
import Testing

@testable import GadgetRuntime

@Suite("Script format")
struct ScriptTests {
    @Test func parsesEveryVerb() throws {
        let script = try Script(parsing: """
            # a comment
            wait 1.5s
            wait 200ms
            press select
            tap back
            double-tap up
            long-press action
            swipe left
            shake
            stroke 10,10 20,20 30,10
            type Hello, world
            home
            expect Shake the board
            expect-not Thinking
            screenshot out/answer.png
            """, file: "s.txt")
        #expect(script.steps.map(\.command) == [
            .wait(.milliseconds(1500)), .wait(.milliseconds(200)),
            .button(.select, .tap), .button(.back, .tap), .button(.up, .doubleTap), .button(.action, .longPress),
            .swipe(.left), .shake(peak: nil),
            .stroke([Point(x: 10, y: 10), Point(x: 20, y: 20), Point(x: 30, y: 10)]),
            .type("Hello, world"), .home, .expect("Shake the board"), .expectNot("Thinking"),
            .screenshot("out/answer.png"),
        ])
        #expect(script.steps.first?.line == 2)
    }

    @Test(arguments: [
        ("wait soon", "not a duration"),
        ("press jump", "unknown button"),
        ("swipe sideways", "swipe goes up, down, left or right"),
        ("stroke 1,2", "at least two points"),
        ("stroke 1;2 3,4", "is not a point"),
        ("screenshot out.jpg", "PNG"),
        ("dance", "unknown step"),
        ("shkae", "unknown step \"shkae\"; did you mean shake?"),
        ("press entr", "unknown button \"entr\"; did you mean enter?"),
        ("expect", "needs"),
        ("shake hard", "`shake` takes nothing (the usual shake) or the swings' peak"),
        ("shake 20g", "from 0.1g to 8g"),
        ("home now", "takes nothing"),
    ])
    func refusesBadLinesWithTheLineNumber(line: String, message: String) {
        do {
            _ = try Script(parsing: "wait 1s\n" + line, file: "bad.txt")
            Issue.record("\(line) should not parse")
        } catch {
            #expect(error.line == 2)
            #expect(error.description.hasPrefix("bad.txt:2: "))
            #expect(error.message.contains(message))
        }
    }

    @Test func aShakeMayNameItsPeak() throws {
        let script = try Script(parsing: "shake 0.4g\nshake 2\nshake", file: "s.txt")
        #expect(script.steps.map(\.command) == [.shake(peak: 0.4), .shake(peak: 2), .shake(peak: nil)])
    }

    /// "Did you mean" suggests from `Script.verbs`: each of them must be a step the parser knows.
    @Test(arguments: Script.verbs.sorted())
    func everySuggestedVerbIsAStep(verb: String) {
        do {
            _ = try Script(parsing: verb, file: "s.txt")
        } catch {
            #expect(!error.message.contains("unknown step"))
        }
    }

    /// The README's own example has comments after its steps; a `#` in quotes or inside a word is text.
    /// A no-break space on screen ("6:05 PM" kept on one line) is a space to whoever types
    /// the script; an expectation that writes one asks for exactly that.
    @Test func aNoBreakSpaceOnScreenMatchesATypedSpace() {
        #expect(ScriptRunner.shows("Dec 25, 6:05\u{00A0}PM", "6:05 PM"))
        #expect(ScriptRunner.shows("0,40\u{00A0}g", "0,40\u{00A0}g"))
        #expect(!ScriptRunner.shows("0,40 g", "0,40\u{00A0}g"))
    }

    @Test func aCommentMayFollowAStep() throws {
        let script = try Script(parsing: """
            wait 1.5s                   # or 250ms
            press select               # also: tap
            type "Round #3 "           # quoted: the # and the trailing space are text
            type C#
            expect "# of rounds"
            expect-not Thinking\t# a tab before the comment
            """, file: "s.txt")
        #expect(script.steps.map(\.command) == [
            .wait(.milliseconds(1500)), .button(.select, .tap), .type("Round #3 "), .type("C#"),
            .expect("# of rounds"), .expectNot("Thinking"),
        ])
        #expect(throws: ScriptError.self) { _ = try Script(parsing: "shake#typo", file: "s.txt") }
    }

    /// Scripts saved by Windows editors: CRLF line endings and a byte-order mark.
    @Test func aScriptWithCRLFAndAByteOrderMarkIsRead() throws {
        let script = try Script(parsing: "\u{FEFF}# saved on Windows\r\npress select\r\nexpect Answers\r\n", file: "w.txt")
        #expect(script.steps.map(\.command) == [.button(.select, .tap), .expect("Answers")])
        #expect(script.steps.map(\.line) == [2, 3])
        let bad = #expect(throws: ScriptError.self) { _ = try Script(parsing: "\u{FEFF}dance\r\n", file: "w.txt") }
        #expect(bad?.message.contains("\"dance\"") == true || bad?.message.contains("dance") == true)
        #expect(bad?.message.contains("\u{FEFF}") == false)
    }
}
