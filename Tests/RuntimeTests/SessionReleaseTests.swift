@testable import BoardProfiles
import Foundation
import GadgetBase
import Hardware
import Simulation
import TestSupport
import Testing

@testable import GadgetRuntime

private final class DiscardingDisplay: Display {
    let geometry: DisplayGeometry
    init(geometry: DisplayGeometry) { self.geometry = geometry }
    func present(_ frame: Frame, damage: PixelRect) throws {}
    func close() {}
}

/// A session nobody holds any more is gone, and its database closed with it. An app that kept
/// its host strongly made a cycle (session, its apps, the app's host), so every session a
/// process made stayed alive with its SQLite file open: a test process walking every screen
/// reached more than a thousand descriptors.
@Suite("A finished session lets go")
struct SessionReleaseTests {
    /// Runs `script`, then the walk `wander` (skipping what the open screen does not take), in a
    /// session of `app` on the desktop board, then drops it; returns weak references to the
    /// session and its database, nil once both are freed.
    private func runAndRelease(app: String, script: String, wander: String = "") throws -> (session: Session?, database: AnyObject?) {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        weak var releasedSession: Session?
        weak var releasedDatabase: AnyObject?
        try {
            let profile = try BoardCatalog.load(path: ScreenFitTests.boards + "/desktop.toml")
            let setup = try RunSetup(profile: profile, dataDirectory: data.path, endpoint: "http://127.0.0.1:9/m",
                                     language: "en", environment: [:])
            let clock = TestClock()
            let simulated = try SimulatedBoard(clock: clock, profile: profile)
            let session = try setup.makeSession(clock: clock, display: DiscardingDisplay(geometry: profile.display),
                                                accelerometer: simulated.accelerometer, motionWake: simulated.motionWake,
                                                randomSeed: 1, openApp: app == "launcher" ? nil : app, wake: nil,
                                                logger: .init(label: "release"))
            releasedSession = session
            releasedDatabase = setup.assembly.database
            let runner = ScriptRunner(session: session, clock: clock, board: simulated)
            try runner.run(Script(parsing: script, file: app))
            try runner.wander(Script(parsing: wander, file: "\(app) wander"))
        }()
        return (releasedSession, releasedDatabase)
    }

    @Test(arguments: ScreenFitTests.apps)
    func theSessionAndItsDatabaseAreReleased(app: String) throws {
        let released = try runAndRelease(app: app, script: try ScreenFitTests.tour(app) ?? "",
                                         wander: ScreenFitTests.wander(seed: 7, steps: 60, leaves: true))
        #expect(released.session == nil, "the \(app) session is still alive")
        #expect(released.database == nil, "the \(app) session's database is still open")
    }

    /// The 8-ball's shake calibration screen holds the session too (its host and where the
    /// result is kept) while it listens.
    @Test func aSessionLeftWhileCalibratingIsReleased() throws {
        let released = try runAndRelease(
            app: "eightball", script: "press select\npress up\npress select\nwait 1s\nexpect Shake the board\nshake 0.4g\nwait 1s")
        #expect(released.session == nil, "a session left on the calibration screen is still alive")
    }
}
