@testable import BoardProfiles
import GadgetBase
import Hardware
import Logging
import Simulation
import TestSupport
import Testing

@testable import GadgetRuntime

/// A panel that refuses its first frames, as an OLED does while its wire is loose.
private final class RefusingDisplay: Display {
    let geometry: DisplayGeometry
    var refusals: Int
    init(geometry: DisplayGeometry, refusals: Int) { self.geometry = geometry; self.refusals = refusals }
    func present(_ frame: Frame, damage: PixelRect) throws {
        guard refusals == 0 else {
            refusals -= 1
            throw DisplayRefusal()
        }
    }
    func close() {}
}

private struct DisplayRefusal: Error {}

/// Keeps what was logged, for the test to read.
private struct KeepingLogHandler: LogHandler {
    let lines: LockedValue<[String]>
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .info
    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }
    func log(event: LogEvent) { lines.withLock { $0.append("\(event.level) \(event.message)") } }
}

@Suite struct DisplayFailureLogTests {
    /// Every retry of a refused frame used to log an error; the log now says the failure once
    /// and the recovery once.
    @Test func aFailingPanelIsLoggedOnceAndSoIsItsRecovery() throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let profile = try BoardCatalog.load(path: ScreenFitTests.boards + "/desktop.toml")
        let setup = try RunSetup(profile: profile, dataDirectory: data.path, endpoint: "http://127.0.0.1:9/m",
                                 language: "en", environment: [:])
        let clock = TestClock()
        let simulated = try SimulatedBoard(clock: clock, profile: profile)
        let lines = LockedValue<[String]>([])
        let logger = Logger(label: "display") { _ in KeepingLogHandler(lines: lines) }
        let display = RefusingDisplay(geometry: profile.display, refusals: 6)
        let session = try setup.makeSession(clock: clock, display: display, accelerometer: simulated.accelerometer,
                                            motionWake: simulated.motionWake, randomSeed: 1, openApp: nil, wake: nil,
                                            logger: logger)
        try ScriptRunner(session: session, clock: clock, board: simulated).run(Script(parsing: "wait 10s", file: "wait"))
        #expect(display.refusals == 0, "the retries reached the panel")
        let logged = lines.withLock { $0 }
        #expect(logged.filter { $0.contains("display failed") }.count == 1, "\(logged)")
        #expect(logged.filter { $0.contains("display works again") }.count == 1, "\(logged)")
    }
}
