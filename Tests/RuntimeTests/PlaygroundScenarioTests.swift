@testable import BoardProfiles
import Apps
import Foundation
import GadgetBase
import Hardware
import Sensing
import Simulation
import TestSupport
import Testing
import UI

@testable import GadgetRuntime

/// The gesture playground in the whole program on the desktop boards: strokes from scripts go
/// through the session to the app's circle, aim and square recognizers, and the screen says
/// what they made of them. PNG frames are saved on the way.
@Suite("Gesture playground scenarios", .serialized)
struct PlaygroundScenarioTests {
    static let boards: [(name: String, display: DisplayGeometry)] = [
        ("desktop-mono", DisplayGeometry(width: 128, height: 64, format: .mono1)),
        ("desktop", DisplayGeometry(width: 240, height: 240, format: .rgb565)),
        ("desktop-wide", DisplayGeometry(width: 320, height: 240, format: .xrgb8888)),
    ]

    struct Run {
        let runner: ScriptRunner
        let session: Session
        let data: TemporaryDirectory
        var app: PlaygroundApp? { session.activeApp as? PlaygroundApp }

        func play(_ script: String) throws { try runner.run(Script(parsing: script, file: "playground")) }
    }

    /// The program as `gadget run --app gestures` builds it, on the simulated board.
    func start(display: DisplayGeometry, language: String = "en") throws -> Run {
        let data = try TemporaryDirectory()
        var profile = BoardProfile.desktop
        profile.display = display
        profile.swipes = .joystick
        let setup = try RunSetup(profile: profile, dataDirectory: data.path, endpoint: "http://127.0.0.1:9/magic",
                                 language: language, environment: [:])
        let clock = TestClock()
        let board = try SimulatedBoard(clock: clock, profile: profile)
        let session = try setup.makeSession(clock: clock, display: MemoryDisplay(geometry: display),
                                            accelerometer: board.accelerometer, openApp: "gestures", wake: nil,
                                            logger: .init(label: "test"))
        return Run(runner: ScriptRunner(session: session, clock: clock, board: board), session: session, data: data)
    }

    /// Drawings in the middle of `display`, sized to its shorter side.
    func drawings(_ display: DisplayGeometry) -> (circle: [Point], dot: [Point], square: [Point], triangle: [Point]) {
        let centre = Point(x: Double(display.width) / 2, y: Double(display.height) / 2)
        let size = Double(min(display.width, display.height))
        return (Drawing.circle(centre: centre, radius: size * 0.3), [centre, Point(x: centre.x + 1, y: centre.y + 1)],
                Drawing.square(centre: centre, half: size * 0.26), Drawing.triangle(centre: centre, radius: size * 0.3))
    }

    @Test(arguments: boards.map(\.display))
    func circleAimAndSquareAreRecognizedAndATriangleIsNot(display: DisplayGeometry) throws {
        let run = try start(display: display)
        let drawn = drawings(display)
        let shots = run.data.appending("shots")
        let size = "\(display.width)x\(display.height)"
        try run.play("""
            \(Drawing.step(drawn.circle))
            screenshot \(shots)/waiting-\(size).png
            wait 1s
            expect Circle ✓
            \(Drawing.step(drawn.circle))
            \(Drawing.step(drawn.dot))
            expect Aim ✓
            screenshot \(shots)/aim-\(size).png
            wait 1s
            \(Drawing.step(drawn.square))
            expect Square ✓
            screenshot \(shots)/square-\(size).png
            wait 1s
            \(Drawing.step(drawn.triangle))
            expect-not ✓
            screenshot \(shots)/triangle-\(size).png
            """)
        let app = try #require(run.app)
        #expect(app.model.verdict == StrokeShape.none)
        #expect(app.model.history.prefix(4) == [.shape(.none), .shape(.square), .shape(.aim), .shape(.circle)])
        for name in ["waiting", "aim", "square", "triangle"] {
            let png = try #require(FileManager.default.contents(atPath: "\(shots)/\(name)-\(size).png"))
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(name) is a PNG")
        }
    }

    @Test func aCircleShowsTheRecognizersWaitingForADot() throws {
        let display = Self.boards[1].display
        let run = try start(display: display)
        try run.play("""
            expect Draw a circle, an aim or a square
            expect ○ ◎ □ possible
            \(Drawing.step(drawings(display).circle))
            expect Add a dot for an aim
            expect ○ changed
            wait 800ms
            expect Circle ✓
            expect ○ recognized
            press select
            expect Draw a circle
            expect-not History
            """)
    }

    @Test func theDocumentedScriptRunsOnEveryDesktopBoard() throws {
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../docs/scripts/gestures.txt").standardized.path
        let text = try String(contentsOfFile: script, encoding: .utf8)
        for board in Self.boards {
            let run = try start(display: board.display)
            let shots = run.data.appending("screens")
            try run.runner.run(Script(parsing: text.replacingOccurrences(of: "BOARD", with: board.name)
                .replacingOccurrences(of: "docs/screens", with: shots), file: script))
            let saved = try FileManager.default.contentsOfDirectory(atPath: shots).sorted()
            #expect(saved == ["aim", "square", "turned", "waiting"].map { "playground-\($0)-\(board.name).png" })
            #expect(run.app?.model.history.isEmpty == true, "Enter cleared the page")
        }
    }

    @Test func russianAndUkrainianScreensSayItInTheirLanguage() throws {
        for (language, circle) in [("ru", "Круг ✓"), ("uk", "Коло ✓")] {
            let display = Self.boards[2].display
            let run = try start(display: display, language: language)
            try run.play("\(Drawing.step(drawings(display).circle))\nwait 1s\nexpect \(circle)")
        }
    }

    @Test func scaledStrokesKeepTheirShapeOnEveryPanel() throws {
        let script = try Script(parsing: "stroke 50%,20% 80%,50% 50%,80%", file: "t")
        #expect(script.steps.first?.command == .scaledStroke([Point(x: 50, y: 20), Point(x: 80, y: 50), Point(x: 50, y: 80)]))
        #expect(throws: ScriptError.self) { try Script(parsing: "stroke 50%,20% 80,50", file: "t") }
        let recorder = RecorderApp()
        var wide = BoardProfile.desktop
        wide.display = DisplayGeometry(width: 320, height: 240, format: .xrgb8888)
        let run = try WiredRun(apps: [recorder], profile: wide, open: "recorder")
        try run.runner.run(script)
        let stroke = try #require(recorder.strokes.first)
        #expect(stroke.map(\.x) == [160, 232, 160])
        #expect(stroke.map(\.y) == [48, 120, 192])
    }
}
