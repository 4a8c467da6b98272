import Testing

@testable import GadgetRuntime

/// A script does only what a person at the board could: it types into an open text field and
/// swipes where the screen asks for swipes, and says so where it cannot.
@Suite("A script's typing and swipes")
struct ScriptInputHonestyTests {
    /// From the 8-ball, the keys a person presses to reach the answer editor (Enter opens the
    /// stored answers).
    static let openTheAnswerEditor = """
        press select
        press up
        press up
        press up
        press select
        """

    @Test func typingWithNoFieldOpenIsRefusedWithTheLine() throws {
        let run = try SimulatedRun(open: "eightball")
        let script = try Script(parsing: "expect Shake the board\ntype Ask the cat", file: "ask.txt")
        let error = #expect(throws: ScriptError.self) { try run.runner.run(script) }
        #expect(error?.line == 2)
        #expect(error?.message.contains("cannot type \"Ask the cat\": no text field is open") == true)
    }

    @Test func typingIntoTheAnswerEditorWorks() throws {
        let run = try SimulatedRun(open: "eightball")
        let script = Self.openTheAnswerEditor + "\ntype Ask the cat\nexpect Ask the cat"
        try run.runner.run(Script(parsing: script, file: "editor.txt"))
    }

    @Test func aSwipeWhereButtonsTapIsRefused() throws {
        let run = try SimulatedRun(open: "eightball")
        #expect(throws: ScriptError.self) { try run.runner.run(Script(parsing: "swipe up", file: "swipe.txt")) }
        #expect(run.runner.screenTakes(.swipe(.up)) == false)
    }

    @Test func theGesturesAppTakesSwipes() throws {
        let run = try SimulatedRun(open: "gestures")
        #expect(run.runner.screenTakes(.swipe(.left)))
        try run.runner.run(Script(parsing: "swipe left\nwait 500ms", file: "swipe.txt"))
    }

    /// A random walk passes over what the open screen does not take, and still types once a
    /// field is open.
    @Test func aWanderSkipsWhatTheScreenDoesNotTake() throws {
        let run = try SimulatedRun(open: "eightball")
        let walk = "type lost\nswipe up\n" + Self.openTheAnswerEditor + "\ntype kept"
        try run.runner.wander(Script(parsing: walk, file: "walk.txt"))
        try run.runner.run(Script(parsing: "expect kept\nexpect-not lost", file: "check.txt"))
    }
}
