import Foundation
import GRDB
import GadgetBase
import Hardware
import TestSupport
import Testing
import UI

@testable import Apps
@testable import Core

/// The app on a test host: timers on the host's clock, frames, touch, and the saved record.
@Suite("Falling-squares app", .serialized)
final class FallingSquaresAppTests {
    let host = FallingSquaresTestHost()
    let data: TemporaryDirectory
    let scores: BestScoreStore
    let app: FallingSquaresApp
    let renderer = Renderer(geometry: DisplayGeometry(width: 240, height: 240, format: .rgb565))

    init() throws {
        data = try TemporaryDirectory()
        scores = BestScoreStore(database: try GadgetDatabase(directory: data.path), game: "fallingsquares")
        app = FallingSquaresApp(scores: scores, randomSource: SeededGenerator(seed: 11))
    }

    deinit { data.remove() }

    @discardableResult
    func draw() -> [String] { renderer.render { app.render($0) }.texts }

    func send(_ event: InputEvent) { _ = app.handle(event) }

    func startGame() {
        app.start(host: host)
        draw()
        send(.button(.select, .tap))
        #expect(app.model.phase == .running)
    }

    @Test func theHelpShowsEveryGestureAndItsButton() {
        app.start(host: host)
        let texts = draw()
        for expected in ["tap", "double tap", "swipe up", "swipe down", "Enter", "Enter ×2", "↑", "↓", "Enter: start"] {
            #expect(texts.contains(expected), "\(expected) in \(texts)")
        }
        #expect(app.inputPreferences.doubleTapButtons.isEmpty, "Enter starts at once")
        #expect(!app.isScheduled)
    }

    @Test func whilePlayingOneTimerDrivesTheGameAndFramesKeepComing() {
        startGame()
        #expect(app.inputPreferences.doubleTapButtons == [.select])
        #expect(host.pendingTimers == 1)
        for _ in 0..<10 {
            host.advance(by: .milliseconds(300))
            #expect(host.pendingTimers == 1)
            #expect(host.isAnimating(at: host.now))
        }
    }

    @Test func aPausedGameKeepsNoTimerAndStopsDrawing() {
        startGame()
        host.advance(by: .seconds(1))
        send(.button(.action, .tap))
        #expect(app.model.phase == .paused(.resume))
        #expect(host.pendingTimers == 0)
        #expect(!app.isScheduled)
        #expect(!host.isAnimating(at: host.now + FallingSquaresModel.heartbeat))
        let requests = host.displayRequests
        host.advance(by: .seconds(3600))
        #expect(host.displayRequests == requests, "an hour paused: not one frame asked for")
        #expect(draw().contains("Paused"))
        send(.button(.action, .tap))
        #expect(app.model.phase == .running)
        #expect(app.model.playTime(at: host.now) == .seconds(1))
    }

    @Test func backPausesAndASecondBackLeaves() {
        startGame()
        #expect(app.handle(.button(.back, .tap)) == .handled)
        #expect(app.model.phase == .paused(.resume))
        #expect(app.handle(.button(.back, .tap)) == .ignored, "the runtime takes an ignored back home")
    }

    @Test func leavingMidGamePausesIt() {
        startGame()
        host.advance(by: .seconds(2))
        app.stop()
        #expect(app.model.phase == .paused(.resume))
        #expect(host.pendingTimers == 0)
    }

    @Test func theGameEndsOnTheHostClockAndTheRecordIsSaved() throws {
        startGame()
        host.advance(by: .seconds(10))
        #expect(app.model.phase == .over)
        #expect(app.model.game.score == .seconds(4))
        #expect(host.pendingTimers == 0)
        #expect(try scores.best() == .seconds(4))
        let texts = draw()
        #expect(texts.contains("Game over"))
        #expect(texts.contains { $0.contains("You lasted 4\u{00A0}s.") && $0.contains("New best!") })
        send(.button(.select, .tap))
        #expect(app.model.phase == .running)
        #expect(draw().contains("Best 4 s"))
    }

    @Test func theBestScoreIsShownFromTheStart() throws {
        try scores.record(.milliseconds(57_900), at: host.clock.wallTime())
        app.start(host: host)
        #expect(draw().contains("Best 57 s"))
    }

    @Test func buttonsAimWithTheCursor() {
        startGame()
        host.advance(by: .seconds(2))
        send(.button(.right, .tap))
        send(.button(.right, .tap))
        send(.button(.up, .tap))
        #expect(app.model.game.position(of: .swipeUp, at: app.model.playTime(at: host.now)) == 0)
        send(.button(.right, .tap))
        send(.swipe(.down))
        #expect(app.model.game.position(of: .swipeDown, at: app.model.playTime(at: host.now)) == 0)
        send(.button(.left, .tap))
        send(.button(.select, .doubleTap))
        #expect(app.model.lastPenalty[.swipeUp] != nil, "a double tap on the swipe-up square pushes it down")
    }

    func stroke(_ points: [(Double, Double)]) -> InputEvent {
        .stroke(points.enumerated().map { index, point in
            StrokePoint(x: point.0, y: point.1, timestamp: host.now + .milliseconds(16 * Int64(index)))
        })
    }

    @Test func touchAimsAtTheSquareUnderTheFinger() {
        startGame()
        host.advance(by: .seconds(2))
        // Lanes are 58 or 59 pixels wide from x = 4 on a 240-pixel panel.
        send(stroke([(33, 120), (34, 121)]))
        #expect(app.model.game.position(of: .tap, at: app.model.playTime(at: host.now)) > 0, "waits for a second tap")
        host.advance(by: .milliseconds(400))
        #expect(app.model.game.position(of: .tap, at: .seconds(2)) == 0)

        send(stroke([(90, 100), (90, 100)]))
        host.advance(by: .milliseconds(100))
        send(stroke([(92, 102), (92, 102)]))
        #expect(app.model.game.position(of: .doubleTap, at: app.model.playTime(at: host.now)) == 0)
        #expect(app.model.cursor == 1)

        send(stroke([(150, 200), (150, 160), (151, 120)]))
        send(stroke([(210, 60), (210, 100), (209, 140)]))
        let now = app.model.playTime(at: host.now)
        #expect(app.model.game.position(of: .swipeUp, at: now) == 0)
        #expect(app.model.game.position(of: .swipeDown, at: now) == 0)
        #expect(app.model.lastPenalty.isEmpty)

        send(stroke([(120, 8), (120, 9)]))
        #expect(app.model.phase == .paused(.resume), "a touch on the top bar pauses")
    }

    @Test func everyScreenDrawsOnEveryPanel() {
        let geometries = [DisplayGeometry(width: 128, height: 64, format: .mono1),
                          DisplayGeometry(width: 240, height: 240, format: .rgb565),
                          DisplayGeometry(width: 320, height: 240, format: .xrgb8888)]
        for geometry in geometries {
            let renderer = Renderer(geometry: geometry)
            let app = FallingSquaresApp(scores: nil, randomSource: SeededGenerator(seed: 1))
            let host = FallingSquaresTestHost()
            app.start(host: host)
            #expect(renderer.render { app.render($0) }.texts.contains("Enter: start"))
            _ = app.handle(.button(.select, .tap))
            host.advance(by: .seconds(2))
            #expect(renderer.render { app.render($0) }.texts.contains("2 s"))
            _ = app.handle(.button(.action, .tap))
            host.advance(by: .seconds(60))
            #expect(renderer.render { app.render($0) }.texts.contains("Paused"))
            _ = app.handle(.button(.action, .tap))
            host.advance(by: .seconds(60))
            #expect(renderer.render { app.render($0) }.texts.contains("Game over"), "\(geometry)")
        }
    }

    @Test func eachStepIsAnnouncedForAMoment() {
        let slow = FallingSquaresRules(fallTimes: Array(repeating: .seconds(100), count: 4), stepInterval: .seconds(30),
                                       speedUpFactor: 1.25, penalty: 0.15)
        let app = FallingSquaresApp(scores: nil, rules: slow, randomSource: SeededGenerator(seed: 5))
        app.start(host: host)
        _ = app.handle(.button(.select, .tap))
        host.advance(by: .milliseconds(30_500))
        #expect(app.model.game.level == 1)
        #expect(renderer.render { app.render($0) }.texts.contains("Faster! Shuffled!"))
        host.advance(by: .seconds(2))
        #expect(!renderer.render { app.render($0) }.texts.contains("Faster! Shuffled!"))
    }
}

@Suite("Falling-squares app storage")
struct FallingSquaresStorageTests {
    @Test func aRecordThatCannotBeSavedIsExplainedOnTheGameOverScreen() throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let database = try GadgetDatabase(directory: data.path)
        let app = FallingSquaresApp(scores: BestScoreStore(database: database, game: "fallingsquares"),
                                    randomSource: SeededGenerator(seed: 1))
        let host = FallingSquaresTestHost()
        app.start(host: host)
        // The table vanishes behind the program's back (a damaged or foreign file).
        try database.queue.write { try $0.execute(sql: "DROP TABLE best_score") }
        _ = app.handle(.button(.select, .tap))
        host.advance(by: .seconds(5))
        let renderer = Renderer(geometry: DisplayGeometry(width: 320, height: 240, format: .xrgb8888))
        let message = renderer.render { app.render($0) }.texts.first { $0.contains("cannot be kept") }
        // SQLite's reason and what to do; the path is the log's (a panel has no room for it).
        #expect(message?.contains("damaged (no such table: best_score); restart Gadget.") == true,
                "\(String(describing: message))")
    }
}
