@testable import BoardProfiles
import Core
import Foundation
import GadgetBase
import Hardware
import Simulation
import TestSupport
import Testing

@testable import GadgetRuntime

/// The whole program on the desktop board, driven by scripts on the test clock: the real
/// MPU-6050 driver reads the simulated chip, the real shake detector fires, the real HTTP
/// client talks to a real server on loopback.
@Suite("8-ball scenarios", .serialized)
struct EightBallScenarioTests {
    struct Run {
        let runner: ScriptRunner
        let session: Session
        let display: MemoryDisplay
        let data: TemporaryDirectory
    }

    static let good = #"{"magic":{"question":"Will it work?","answer":"It is decidedly so","type":"Affirmative"}}"#

    func start(endpoint: URL, board: BoardProfile = .desktop, data: TemporaryDirectory? = nil,
               language: String = "en", budget: Double = 2, seed: UInt64? = nil) throws -> Run {
        let data = try data ?? TemporaryDirectory()
        var profile = board
        profile.eightBall.budget = budget
        let setup = try RunSetup(profile: profile, dataDirectory: data.path, endpoint: endpoint.absoluteString,
                                 language: language, environment: [:])
        let clock = TestClock()
        let display = MemoryDisplay(geometry: profile.display)
        let simulated = try SimulatedBoard(clock: clock, profile: profile)
        let session = try setup.makeSession(clock: clock, display: display, accelerometer: simulated.accelerometer,
                                            randomSeed: seed, openApp: "eightball", wake: nil, logger: .init(label: "test"))
        return Run(runner: ScriptRunner(session: session, clock: clock, board: simulated), session: session,
                   display: display, data: data)
    }

    func play(_ run: Run, _ script: String) throws {
        try run.runner.run(Script(parsing: script, file: "scenario"))
    }

    @Test func shakeBringsTheRemoteAnswer() throws {
        let server = try LoopbackHTTPServer(routes: ["/magic/Will%20it%20work%3F": .json(Self.good)])
        defer { server.stop() }
        let run = try start(endpoint: server.baseURL.appendingPathComponent("magic"))
        try play(run, """
            expect Shake the board
            shake
            expect It is decidedly so
            expect-not offline answer
            """)
        #expect(server.requestedPaths.count == 1)
    }

    @Test(arguments: [
        ("500", LoopbackHTTPServer.Reply.json("{}", status: 500)),
        ("wrong JSON", .json("{not json")),
        ("wrong types", .json(#"{"magic":{"answer":42,"type":"Affirmative"}}"#)),
        ("empty answer", .json(#"{"magic":{"answer":"   ","type":"Neutral"}}"#)),
        ("huge body", LoopbackHTTPServer.Reply(status: 200, body: [UInt8](repeating: 0x20, count: 200_000))),
        ("slow reply", .json(good, delay: .seconds(5))),
    ])
    func badEndpointsFallBackToAStoredAnswer(name: String, reply: LoopbackHTTPServer.Reply) throws {
        let server = try LoopbackHTTPServer(routes: ["/magic/Will%20it%20work%3F": reply])
        defer { server.stop() }
        let run = try start(endpoint: server.baseURL.appendingPathComponent("magic"), budget: 0.5)
        try play(run, "shake\nwait 1s\nexpect offline answer")
        let stored = try AnswerStore(database: GadgetDatabase(directory: run.data.path)).all().map(\.text)
        let texts = run.session.lastFrame?.texts ?? []
        #expect(texts.contains { stored.contains($0) }, "\(name): \(texts)")
    }

    /// A script with a seed repeats exactly, stored answers included (the README's pictures rely on it).
    @Test func aSeededRunPicksTheSameStoredAnswersEveryTime() throws {
        func answers() throws -> [[String]] {
            let run = try start(endpoint: URL(string: "http://127.0.0.1:9/magic")!, seed: 42)
            var seen: [[String]] = []
            for _ in 0..<4 {
                try play(run, "shake\nwait 1s\nexpect offline answer\nwait 3s")
                seen.append(run.session.lastFrame?.texts ?? [])
            }
            return seen
        }
        let first = try answers()
        #expect(try answers() == first)
        #expect(Set(first).count > 1, "four shakes should not all give one answer: \(first)")
    }

    @Test func escapeSequencesInTheAnswerNeverReachTheScreen() throws {
        let hostile = #"{"magic":{"answer":"Yes\u001b[2J\u001b]0;owned\u0007 indeed","type":"Affirmative"}}"#
        let server = try LoopbackHTTPServer(routes: ["/magic/Will%20it%20work%3F": .json(hostile)])
        defer { server.stop() }
        let run = try start(endpoint: server.baseURL.appendingPathComponent("magic"))
        try play(run, "shake\nexpect indeed")
        let texts = run.session.lastFrame?.texts ?? []
        #expect(!texts.joined().unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }

    @Test func offlineGivesAStoredAnswerNeverTheSameTwiceInARow() throws {
        let run = try start(endpoint: URL(string: "http://127.0.0.1:\(try LoopbackHTTPServer.closedPort())/magic")!)
        var previous: String?
        for _ in 0..<6 {
            try play(run, "shake\nwait 500ms\nexpect offline answer")
            let texts = run.session.lastFrame?.texts ?? []
            let answer = texts.first { $0 != "offline answer" && !$0.isEmpty }
            #expect(answer != nil)
            #expect(answer != previous)
            previous = answer
            try play(run, "press back\nexpect Shake the board")
        }
    }

    @Test func anAnswerAddedInSettingsSurvivesARestart() throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let endpoint = URL(string: "http://127.0.0.1:\(try LoopbackHTTPServer.closedPort())/magic")!
        let first = try start(endpoint: endpoint, data: data)
        try play(first, """
            press select
            expect Answers
            press up
            press up
            press up
            press select
            type Ask the cat
            press select
            expect Ask the cat
            """)
        let second = try start(endpoint: endpoint, data: data)
        try play(second, "press select\npress up\npress up\npress up\nexpect Ask the cat")
    }

    /// "Delete answer?" opens on Cancel, the right-hand button: a further press to the right
    /// stays there, so Enter cancels instead of deleting.
    @Test func aPressTowardsCancelNeverLandsOnDelete() throws {
        let run = try start(endpoint: URL(string: "http://127.0.0.1:\(try LoopbackHTTPServer.closedPort())/m")!)
        defer { run.data.remove() }
        let before = try AnswerStore(database: GadgetDatabase(directory: run.data.path)).all()
        try play(run, """
            press select
            expect Answers
            press select
            press right
            press select
            expect Delete answer?
            press right
            press select
            expect-not Delete answer?
            """)
        #expect(try AnswerStore(database: GadgetDatabase(directory: run.data.path)).all() == before)
    }

    /// Another process removes the answer being edited: the app says so in words (no internal
    /// number), shows the list as it is stored now, and keeps the words typed as a new answer.
    @Test func editingAnAnswerRemovedElsewhereSaysSoAndKeepsTheWords() throws {
        let run = try start(endpoint: URL(string: "http://127.0.0.1:\(try LoopbackHTTPServer.closedPort())/m")!)
        defer { run.data.remove() }
        let store = AnswerStore(database: try GadgetDatabase(directory: run.data.path))
        let first = try #require(try store.all().first)
        try play(run, """
            press select
            press select
            press select
            expect Edit answer
            """)
        try store.remove(id: first.id)
        try play(run, """
            type ?
            press select
            expect Answer removed
            press select
            expect New answer
            press select
            expect Answers (20)
            """)
        #expect(try store.all().map(\.text).contains(first.text + "?"))
    }

    /// The editor shows how much of the 120 characters is used, wraps a long answer in its box
    /// instead of scrolling it sideways, and ✕ leaves it without losing what was typed.
    @Test func theEditorCountsWrapsAndKeepsADraft() throws {
        let run = try start(endpoint: URL(string: "http://127.0.0.1:\(try LoopbackHTTPServer.closedPort())/m")!)
        defer { run.data.remove() }
        try play(run, """
            press select
            press up
            press up
            press up
            press select
            expect 0/120
            type Ask the cat
            expect 11/120
            press left
            press select
            expect Answers (20)
            press select
            expect Ask the cat
            expect 11/120
            type \(String(repeating: "x", count: 130))
            expect 120/120
            """)
        #expect(run.session.lastFrame?.texts.contains("Ask the cat" + String(repeating: "x", count: 109)) == true)
    }

    /// `o` on the desktop turns the board; in an app that stays upright (the 8-ball) a strip says
    /// for a moment which apps turn, and the one that turns (Gestures) shows no strip.
    @Test func turningTheBoardInAnUprightAppSaysWhichAppsTurn() throws {
        let run = try start(endpoint: URL(string: "http://127.0.0.1:\(try LoopbackHTTPServer.closedPort())/m")!)
        defer { run.data.remove() }
        try play(run, """
            orient landscape-left
            expect Turns with the board: Gestures
            wait 3s
            expect-not Turns with the board
            """)
        #expect(run.session.open(appNamed: "gestures"))
        try play(run, "orient portrait\nexpect-not Turns with the board")
        // On a 128x64 panel the short form, so the apps' names stay whole.
        var mono = BoardProfile.desktop
        mono.display = DisplayGeometry(width: 128, height: 64, format: .mono1)
        let small = try start(endpoint: URL(string: "http://127.0.0.1:9/m")!, board: mono)
        defer { small.data.remove() }
        try play(small, "orient landscape-left\nexpect Turns: Gestures")
        // Russian's long form would cut the app's name on 240 px: the short one, whole.
        let russian = try start(endpoint: URL(string: "http://127.0.0.1:9/m")!, language: "ru")
        defer { russian.data.remove() }
        try play(russian, "orient landscape-left\nexpect Поворот: Жесты")
    }

    @Test func aRefusedAnswerSaysWhyAndKeepsTheText() throws {
        let run = try start(endpoint: URL(string: "http://127.0.0.1:\(try LoopbackHTTPServer.closedPort())/m")!)
        try play(run, """
            press select
            press up
            press up
            press up
            press select
            type it is certain
            press select
            expect Not saved
            press select
            expect it is certain
            """)
    }

    @Test func theMonochromeBoardShowsTheSameAnswer() throws {
        let server = try LoopbackHTTPServer(routes: ["/magic/Will%20it%20work%3F": .json(Self.good)])
        defer { server.stop() }
        var mono = BoardProfile.desktop
        mono.display = DisplayGeometry(width: 128, height: 64, format: .mono1)
        let run = try start(endpoint: server.baseURL.appendingPathComponent("magic"), board: mono)
        try play(run, "shake\nexpect It is decidedly so")
        #expect(run.display.lastFrame?.pixels.format == .mono1)
    }

    @Test func russianAndUkrainian() throws {
        let endpoint = URL(string: "http://127.0.0.1:\(try LoopbackHTTPServer.closedPort())/m")!
        try play(try start(endpoint: endpoint, language: "ru"), "expect Встряхните плату")
        try play(try start(endpoint: endpoint, language: "uk"), "expect Струсніть плату")
    }

    /// A damaged database is moved aside and a fresh one made; the panel says so over the ball
    /// until OK, since under the service the terminal's message only reaches the journal. A
    /// shake meanwhile goes to the notice, not to the ball.
    @Test func aDataResetIsSaidOnThePanelUntilOK() throws {
        let endpoint = URL(string: "http://127.0.0.1:\(try LoopbackHTTPServer.closedPort())/m")!
        let data = try TemporaryDirectory()
        defer { data.remove() }
        try Data("a note somebody saved here".utf8).write(to: URL(fileURLWithPath: data.appending("gadget.sqlite")))
        let run = try start(endpoint: endpoint, data: data)
        #expect(try data.contents().contains { $0.hasPrefix("gadget.sqlite.corrupt-") })
        #expect(run.session.helpHint == "Enter: OK")
        try play(run, """
            expect Saved data reset
            expect the data folder
            shake
            wait 3s
            expect Saved data reset
            expect-not offline answer
            press select
            expect-not Saved data reset
            expect Shake the board
            shake
            expect offline answer
            """)
    }
}
