@testable import BoardProfiles
import Foundation
import GadgetBase
import Hardware
import Simulation
import TestSupport
import Testing

@testable import GadgetRuntime

/// Keeps every text a frame had to shorten, with the frame's first words to say where it was.
private final class CutCollectingDisplay: Display {
    let geometry: DisplayGeometry
    private(set) var cuts: [String: String] = [:]

    init(geometry: DisplayGeometry) { self.geometry = geometry }

    func present(_ frame: Frame, damage: PixelRect) throws {
        for text in frame.cutTexts where cuts[text] == nil {
            cuts[text] = frame.texts.prefix(3).joined(separator: " | ")
        }
    }

    func close() {}
}

/// Every screen of every app, in every language, on the smallest, the square and the wide
/// desktop panel: a text that must be read whole (a label, a number, a button, an alert's key
/// fact) is never ellipsized, clipped or broken inside a word. Each app is walked by its own
/// tour (the screens a person opens) and then by a seeded wander of presses and shakes that
/// reaches the states nobody thought to list. Each board and language is its own case, so the
/// cases (the longest-running tests of the suite) spread over every core.
@Suite("Every screen fits")
struct ScreenFitTests {
    static let boards = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../boards").path
    static let tours = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../docs/scripts").path

    /// The apps the README has pictures of, each played by its script in docs/scripts.
    static let pictured: Set = ["eightball", "gestures", "fallingsquares", "chats"]

    /// The README's picture scripts as tours, in any language: their screenshots and their
    /// English expectations left out. A pictured app whose script is missing is an error, not
    /// an app left without a tour.
    static func tour(_ app: String) throws -> String? {
        if let own = ownTours[app] { return own }
        guard pictured.contains(app) else { return nil }
        let text = try String(contentsOfFile: tours + "/\(app).txt", encoding: .utf8)
        return text.split(separator: "\n").filter { !$0.hasPrefix("screenshot") && !$0.hasPrefix("expect") }
            .joined(separator: "\n")
    }
    /// Tours for apps the README has no pictures of: every step of a form, every page.
    static let ownTours = [
        "cars": """
            press action
            type Audi
            press select
            type A6
            press select
            press down
            press select
            type 2015
            press select
            type A123BC
            press select
            wait 500ms
            press down
            press select
            press back
            press action
            type Lada
            press select
            type Niva
            press select
            press select
            type 1800
            press select
            press select
            press back
            press back
            press back
            press back
            press select
            type A@1
            press select
            press select
            press back
            press back
            press back
            type A1
            press select
            """,
    ]
    static let apps = ["launcher", "eightball", "cars", "journal", "showcase", "gestures", "fallingsquares", "chats", "moviequiz"]

    /// A seeded wander: presses, long presses, shakes, typing, knocks and pauses. `leaves` lets
    /// it press back, which sooner or later takes it out of the app to the launcher and on.
    static func wander(seed: UInt64, steps: Int, leaves: Bool) -> String {
        var random = SeededRandomGenerator(seed: seed)
        let moves = ["press up", "press down", "press down", "press left", "press right", "press select", "press select",
                     "press action", "long-press select", "shake", "knock", "type Ab 12", "wait 1s", "wait 3s"]
            + (leaves ? ["press back"] : [])
        return (0..<steps).map { _ in moves.randomElement(using: &random)! + "\nwait 200ms" }.joined(separator: "\n")
    }

    /// Plays `script` (the steps a `wander` can take, then `wander` as a walk that skips what the
    /// open screen does not take) and returns the texts the panel shortened.
    func cuts(app: String, board: String, language: String, script: String, wander: String = "",
              damagedData: Bool = false) throws -> [String: String] {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        if damagedData {
            try Data("not a database".utf8).write(to: URL(fileURLWithPath: data.appending("gadget.sqlite")))
        }
        let profile = try BoardCatalog.load(path: Self.boards + "/\(board).toml")
        let setup = try RunSetup(profile: profile, dataDirectory: data.path, endpoint: "http://127.0.0.1:9/m",
                                 language: language, environment: [:])
        let clock = TestClock()
        let simulated = try SimulatedBoard(clock: clock, profile: profile)
        let display = CutCollectingDisplay(geometry: profile.display)
        let session = try setup.makeSession(clock: clock, display: display, accelerometer: simulated.accelerometer,
                                            motionWake: simulated.motionWake, randomSeed: 1,
                                            openApp: app == "launcher" ? nil : app, wake: nil, logger: .init(label: "fit"))
        let runner = ScriptRunner(session: session, clock: clock, board: simulated)
        try runner.run(Script(parsing: script, file: "\(app) tour"))
        try runner.wander(Script(parsing: wander, file: "\(app) wander"))
        return display.cuts
    }

    @Test(arguments: ["desktop-mono", "desktop", "desktop-wide", "desktop-128x128", "desktop-160x128"], ["en", "ru", "uk"])
    func everyTextFits(board: String, language: String) throws {
        var report: [String] = []
        for (index, app) in Self.apps.enumerated() {
            let tours = try Self.tour(app).map { [(tour: $0, wander: "")] } ?? []
            let wanders = [false, true].map { (tour: "", wander: Self.wander(seed: UInt64(index + 1), steps: 120, leaves: $0)) }
            for run in tours + wanders {
                let found = try cuts(app: app, board: board, language: language, script: run.tour, wander: run.wander)
                for (text, context) in found.sorted(by: { $0.key < $1.key }) {
                    report.append("\(board) \(language) \(app): «\(text)» on [\(context)]")
                }
            }
        }
        #expect(report.isEmpty, "\(report.count) texts shortened:\n\(report.joined(separator: "\n"))")
    }

    /// The notice that the saved data was reset, over the launcher and over an app opened
    /// directly, with the kept file's long name or its shorter wording.
    @Test(arguments: ["desktop-mono", "desktop", "desktop-wide"])
    func theDataResetNoticeFits(board: String) throws {
        var report: [String] = []
        for language in ["en", "ru", "uk"] {
            for app in ["launcher", "eightball"] {
                let found = try cuts(app: app, board: board, language: language, script: "wait 1s\npress select\nwait 1s",
                                     damagedData: true)
                report += found.map { "\(board) \(language) \(app): «\($0.key)» on [\($0.value)]" }
            }
        }
        #expect(report.isEmpty, "\(report.joined(separator: "\n"))")
    }
}
