import Core
import Foundation
import GadgetBase
import Hardware
import TestSupport
import Testing

@testable import GadgetRuntime

@Suite("Showcase scenarios", .serialized)
struct ShowcaseScenarioTests {
    @Test func tabsLoginAndTheKeyboard() throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let (runner, session) = try CarsScenarioTests.start(app: "showcase", data: data)
        try runner.run(Script(parsing: """
            expect A standard label
            expect Two lines,
            press right
            expect Lakes of the North
            press right
            expect Password
            press select
            type bob
            press select
            type hunter2
            expect *******
            expect-not hunter2
            press select
            wait 300ms
            press select
            expect Welcome, bob!
            """, file: "showcase"))
        #expect(!session.inputPreferences.acceptsText)
    }

    @Test func theRuntimesOrientationEventsReachTheArticle() throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let (runner, session) = try CarsScenarioTests.start(app: "showcase", data: data)
        try runner.run(Script(parsing: "press right\nexpect Lakes of the North", file: "article"))
        let portrait = try #require(session.lastFrame).pixels
        session.inject(.orientation(.landscapeLeft))
        runner.advance(by: .milliseconds(50))
        let landscape = try #require(session.lastFrame).pixels
        #expect(portrait != landscape)
        try runner.run(Script(parsing: "long-press action", file: "turn-back"))
        #expect(session.lastFrame?.pixels == portrait)
    }
}
