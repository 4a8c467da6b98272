@testable import BoardProfiles
import Apps
import Core
import Foundation
import GadgetBase
import Hardware
import Simulation
import TestSupport
import Testing
import UI

@testable import GadgetRuntime

/// The falling-squares game in the whole program on the desktop board, played from scripts on
/// the test clock, with PNG frames saved on the way.
@Suite("Falling-squares scenarios", .serialized)
struct FallingSquaresScenarioTests {
    struct Run {
        let runner: ScriptRunner
        let session: Session
        let data: TemporaryDirectory
        var app: FallingSquaresApp? { session.activeApp as? FallingSquaresApp }

        func play(_ script: String) throws {
            try runner.run(Script(parsing: script, file: "scenario"))
        }
    }

    /// The program as `gadget run --app fallingsquares` builds it.
    func start(board: BoardProfile = .desktop, data: TemporaryDirectory? = nil) throws -> Run {
        let data = try data ?? TemporaryDirectory()
        let setup = try RunSetup(profile: board, dataDirectory: data.path, endpoint: nil, language: "en",
                                 environment: [:])
        let clock = TestClock()
        let display = MemoryDisplay(geometry: board.display)
        let session = try setup.makeSession(clock: clock, display: display, accelerometer: nil,
                                            openApp: "fallingsquares", wake: nil, logger: .init(label: "test"))
        return Run(runner: ScriptRunner(session: session, clock: clock, board: nil), session: session, data: data)
    }

    /// The same, with the app's shuffles drawn from a seeded generator so the game repeats exactly.
    func startSeeded(seed: UInt64, display geometry: DisplayGeometry = BoardProfile.desktop.display,
                     framesPerSecond: Double = 30) throws -> Run {
        let data = try TemporaryDirectory()
        let clock = TestClock()
        let display = MemoryDisplay(geometry: geometry)
        let scores = BestScoreStore(database: try GadgetDatabase(directory: data.path), game: "fallingsquares")
        let app = FallingSquaresApp(scores: scores, randomSource: SeededGenerator(seed: seed))
        let session = Session(clock: clock, display: display, localizer: Localizer(language: .en), apps: [app],
                              accelerometer: nil, shakeSettings: .normal, framesPerSecond: framesPerSecond,
                              wake: nil, logger: .init(label: "test"))
        #expect(session.open(appNamed: "fallingsquares"))
        return Run(runner: ScriptRunner(session: session, clock: clock, board: nil), session: session, data: data)
    }

    @Test func aShortGameWithButtonsEndsWithTheScoreAndKeepsTheRecord() throws {
        let run = try start()
        defer { run.data.remove() }
        let frames = run.data.appending("frames")
        try run.play("""
            expect Enter: start
            screenshot \(frames)/00-help.png
            press select
            wait 2500ms
            # The tap square (column 0) goes back up once the double-tap window has passed;
            # then the double-tap one.
            press select
            wait 300ms
            press right
            double-tap select
            wait 300ms
            screenshot \(frames)/01-playing.png
            press action
            expect Paused
            screenshot \(frames)/02-paused.png
            wait 30s
            press action
            expect-not Paused
            wait 20s
            expect Game over
            expect New best!
            screenshot \(frames)/03-over.png
            """)
        let score = try #require(run.app?.model.game.score)
        // Untouched, the swipe-up square (6.5 s) lands first.
        #expect(score == .milliseconds(6500), "untouched, the swipe-up square lands at 6.5 s of play")
        #expect(try BestScoreStore(database: GadgetDatabase(directory: run.data.path), game: "fallingsquares").best()
            == score)
        let pngs = try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
        #expect(pngs == ["00-help.png", "01-playing.png", "02-paused.png", "03-over.png"])
        let sizes = Set(try pngs.map { try Data(contentsOf: URL(fileURLWithPath: "\(frames)/\($0)")) })
        #expect(sizes.count == 4, "four different pictures")

        let again = try start(data: run.data)
        try again.play("expect Best 6 s")
    }

    /// The paused screen's row is Resume, Restart: a press to the left (towards Resume, already
    /// focused) stays on Resume, so the game goes on where it was instead of starting again.
    @Test func aPressTowardsResumeNeverRestarts() throws {
        let run = try start()
        defer { run.data.remove() }
        try run.play("""
            press select
            wait 2s
            press action
            expect Paused
            press left
            press select
            expect-not Paused
            """)
        let app = try #require(run.app)
        #expect(app.model.playTime(at: run.session.clock.now()) >= .seconds(2), "the same game, not a fresh one")
    }

    @Test(arguments: [2024, 7] as [UInt64])
    func aPlayerWithButtonsAloneSurvivesSpeedUpsAndShuffles(seed: UInt64) throws {
        // The small panel at a few frames a second keeps a minute of play quick to run; the
        // game itself runs on its own timers, whatever the frame rate.
        let run = try startSeeded(seed: seed, display: DisplayGeometry(width: 128, height: 64, format: .mono1),
                                  framesPerSecond: 5)
        defer { run.data.remove() }
        let frames = run.data.appending("frames")
        try run.play("press select")
        let bot = ButtonPlayer(run: run)
        var nextFrame = Duration.seconds(5)
        while let app = run.app, app.model.phase == .running, bot.playTime < .seconds(65) {
            try bot.playOneMove()
            if bot.playTime >= nextFrame {
                try run.play("screenshot \(frames)/frame-\(Int(nextFrame.seconds)).png")
                nextFrame += .seconds(5)
            }
        }
        let model = try #require(run.app?.model)
        #expect(model.game.level >= 2, "survived past 60 s: two speed-ups and two shuffles")
        #expect(model.lastPenalty.isEmpty, "the player never aimed at the wrong square")
        #expect(try FileManager.default.contentsOfDirectory(atPath: frames).count >= 10)
    }

    @Test func aGestureIsOnScreenInTheFrameOfItsRelease() throws {
        let run = try startSeeded(seed: 1)
        defer { run.data.remove() }
        try run.play("press select\nwait 2s\npress right\npress right")
        // On 240x240 the field starts under a 25-pixel bar; lane 2 spans x 120..<178.
        let probe = (x: 149, y: 28)
        let before = try #require(run.session.lastFrame).pixels
        let presented = run.session.framesPresented
        // Press and release by hand, rendering exactly at the release instant.
        let clock = run.runner.clock
        run.session.inject(ButtonEdge(button: .up, isPressed: true, timestamp: clock.now()))
        clock.advance(by: .milliseconds(80))
        run.session.inject(ButtonEdge(button: .up, isPressed: false, timestamp: clock.now()))
        run.session.renderIfNeeded()
        #expect(run.session.framesPresented == presented + 1)
        let after = try #require(run.session.lastFrame).pixels
        #expect(before.rgb565(x: probe.x, y: probe.y) != after.rgb565(x: probe.x, y: probe.y),
                "the swipe-up square is back at the top of its lane in that very frame")
    }
}

/// Plays like a person with buttons: finds the square closest to landing, walks the cursor to
/// it (the short way round), makes its gesture, and pauses a human moment between moves. After
/// a single Enter it waits to see the square jump, as a player must.
final class ButtonPlayer {
    let run: FallingSquaresScenarioTests.Run
    static let thinkingTime = "250ms"

    init(run: FallingSquaresScenarioTests.Run) { self.run = run }

    var playTime: Duration {
        run.app.map { $0.model.playTime(at: run.runner.clock.now()) } ?? .zero
    }

    func playOneMove() throws {
        guard let model = run.app?.model else { return }
        let game = model.game
        // The squares are about to swap: wait for it rather than walk to where one was.
        let untilStep = game.rules.stepStart(level: game.level + 1) - playTime
        if untilStep < .seconds(1) {
            try run.play("wait \(untilStep.milliseconds + 50)ms")
            return
        }
        let target = SquareGesture.allCases.min { game.landingTime(of: $0) < game.landingTime(of: $1) }!
        var steps = (game.column(of: target) - model.cursor + 4) % 4
        var lines = ["wait \(Self.thinkingTime)"]
        let direction = steps <= 2 ? "right" : "left"
        if steps > 2 { steps = 4 - steps }
        lines += Array(repeating: "press \(direction)", count: steps)
        switch target {
        case .tap:
            // A second Enter inside the double-tap window would make a double tap of the two.
            lines += ["press select", "wait 300ms"]
        case .doubleTap: lines.append("double-tap select")
        case .swipeUp: lines.append("press up")
        case .swipeDown: lines.append("press down")
        }
        try run.play(lines.joined(separator: "\n"))
    }
}

extension PixelBuffer {
    func rgb565(x: Int, y: Int) -> UInt16 {
        let offset = y * stride + x * 2
        return UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }
}
