@testable import BoardProfiles
import Apps
import Core
import Foundation
import GadgetBase
import Hardware
import Sensing
import Simulation
import TestSupport
import UI

@testable import GadgetRuntime

/// An app that keeps every event it is given with the time it came, and asks for whatever
/// input preferences a test sets: the probe for the runtime's wiring.
final class RecorderApp: GadgetApp {
    let identifier: String
    let title = LocalizedString("Recorder", ru: "Запись", uk: "Запис")
    var inputPreferences: InputPreferences
    private(set) var events: [(event: InputEvent, at: Instant)] = []
    private var host: (any AppHost)?

    init(identifier: String = "recorder", preferences: InputPreferences = .init()) {
        self.identifier = identifier
        self.inputPreferences = preferences
    }

    func start(host: any AppHost) { self.host = host }

    func handle(_ event: InputEvent) -> EventDisposition {
        events.append((event, host?.clock.now() ?? .zero))
        return .handled
    }

    /// Something that depends on the canvas it gets, so a turned screen shows.
    func render(_ canvas: Canvas) {
        canvas.fill(Rect(x: 0, y: 0, width: canvas.bounds.width, height: 10), color: .white)
        canvas.fill(Rect(x: 0, y: 0, width: 10, height: canvas.bounds.height), color: Color(r: 1, g: 0, b: 0))
    }

    var orientations: [Orientation] { events.compactMap { if case .orientation(let o) = $0.event { o } else { nil } } }
    var knocks: [Int] { events.compactMap { if case .knock(let count) = $0.event { count } else { nil } } }
    var strokes: [[StrokePoint]] { events.compactMap { if case .stroke(let points) = $0.event { points } else { nil } } }
    var gestures: [InputEvent] {
        events.map(\.event).filter {
            switch $0 {
            case .button, .swipe: true
            default: false
            }
        }
    }
}

/// A session on the simulated desktop board with `apps`, driven by scripts on a test clock.
struct WiredRun {
    let runner: ScriptRunner
    let session: Session
    let board: SimulatedBoard
    let clock: TestClock

    init(apps: [any GadgetApp], profile: BoardProfile = .desktop, open: String? = nil, sleeps: Bool = false) throws {
        clock = TestClock()
        board = try SimulatedBoard(clock: clock, profile: profile)
        session = Session(
            clock: clock, display: MemoryDisplay(geometry: profile.display), localizer: Localizer(language: .en),
            apps: apps, accelerometer: board.accelerometer, motionWake: sleeps ? board.motionWake : nil,
            shakeSettings: .normal, input: profile.inputWiring, wake: nil, logger: .init(label: "test"))
        if let open { _ = session.open(appNamed: open) }
        runner = ScriptRunner(session: session, clock: clock, board: board)
    }

    func play(_ script: String) throws {
        try runner.run(Script(parsing: script, file: "wiring"))
    }
}

/// Simple drawings in a box, as script steps.
enum Drawing {
    static func circle(centre: Point, radius: Double, points: Int = 36) -> [Point] {
        (0...points).map { index in
            let angle = 0.3 + 2 * Double.pi * Double(index) / Double(points)
            return Point(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
        }
    }

    static func polygon(_ corners: [Point], pointsPerSide: Int = 8) -> [Point] {
        var points: [Point] = []
        for (a, b) in zip(corners, corners.dropFirst() + corners.prefix(1)) {
            for step in 0..<pointsPerSide {
                let t = Double(step) / Double(pointsPerSide)
                points.append(Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
            }
        }
        return points + corners.prefix(1)
    }

    static func square(centre: Point, half: Double) -> [Point] {
        polygon([Point(x: centre.x - half, y: centre.y - half), Point(x: centre.x + half, y: centre.y - half),
                 Point(x: centre.x + half, y: centre.y + half), Point(x: centre.x - half, y: centre.y + half)])
    }

    static func triangle(centre: Point, radius: Double) -> [Point] {
        polygon([Point(x: centre.x, y: centre.y - radius), Point(x: centre.x + radius * 0.95, y: centre.y + radius * 0.7),
                 Point(x: centre.x - radius * 0.95, y: centre.y + radius * 0.7)], pointsPerSide: 10)
    }

    static func step(_ points: [Point]) -> String {
        "stroke " + points.map { "\(Int($0.x.rounded())),\(Int($0.y.rounded()))" }.joined(separator: " ")
    }
}
