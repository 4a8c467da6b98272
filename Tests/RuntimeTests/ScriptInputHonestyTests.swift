import Testing

@testable import GadgetRuntime

/// A script does only what a person at the board could: it types into an open text field and
/// swipes where the screen asks for swipes, and says so where it cannot.
@Suite("A script's typing and swipes")
struct ScriptInputHonestyTests {
    @Test func typingWithNoFieldOpenIsRefusedWithTheLine() throws {
        let run = try SimulatedRun(open: "eightball")
        let script = try Script(parsing: "expect Shake the board\ntype Ask the cat", file: "ask.txt")
        #expect(throws: ScriptError.self) { try run.runner.run(script) }
        do {
            try run.runner.run(script)
        } catch {
            #expect(error.line == 2)
            #expect(error.message.contains("cannot type \"Ask the cat\": no text field is open"))
        }
    }

    @Test func typingIntoTheAnswerEditorWorks() throws {
        let run = try SimulatedRun(open: "eightball")
        try run.runner.run(Script(parsing: """
            press select
            press up
            press up
            press up
            press select
            type Ask the cat
            expect Ask the cat
            """, file: "editor.txt"))
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
        try run.runner.wander(Script(parsing: """
            type lost
            swipe up
            press select
            press up
            press up
            press up
            press select
            type kept
            """, file: "walk.txt"))
        try run.runner.run(Script(parsing: "expect kept\nexpect-not lost", file: "check.txt"))
    }
}
