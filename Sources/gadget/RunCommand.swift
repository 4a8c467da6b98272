import Core
import ArgumentParser
import Foundation
import Hardware
import Linux
import Logging
import GadgetRuntime
import Simulation

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Start Gadget: live in the terminal, or headless from a script.")

    @Option(help: "Board profile: a name from boards/ or a path to a .toml file.")
    var board = "desktop"

    @Option(help: "Open this app at once instead of the launcher (e.g. eightball).")
    var app: String?

    @Option(help: "Play this script on a test clock, headless, and exit (non-zero when an expectation fails).")
    var script: String?

    @Option(name: .customLong("data-dir"), help: "Where Gadget keeps its database (default: $XDG_DATA_HOME/gadget).")
    var dataDirectory: String?

    @Option(help: "The 8-ball's answer endpoint (also GADGET_EIGHTBALL_URL, or the profile's eightball.endpoint).")
    var endpoint: String?

    @Option(name: .customLong("imdb-url"), help: "The movie quiz's imdb-api.com-style service (also GADGET_IMDB_URL).")
    var imdbURL: String?

    @Option(name: .customLong("imdb-key"), help: "Its API key (also GADGET_IMDB_KEY); without one the quiz plays its bundled movies.")
    var imdbKey: String?

    @Option(name: .customLong("chats-data"),
            help: "The chats app's data: a data.plist-style property list or JSON file (default: the profile's [chats], then the built-in sample).")
    var chatsData: String?

    @Option(help: "Language: en, ru or uk (default: from LANG / LC_ALL, or the profile).")
    var language: String?

    @Option(help: "Seed for the simulated sensors' noise and, in scripts, the apps' random choices, so runs repeat exactly.")
    var seed: UInt64 = 1

    @Flag(help: "Print each script step as it runs.")
    var verbose = false

    @OptionGroup var root: RootPolicyOption

    func run() throws {
        try root.check()
        if let script {
            try runScript(path: script)
        } else {
            try runLive()
        }
    }

    private func setup() throws -> RunSetup {
        let setup = try RunSetup(boardName: board, dataDirectory: dataDirectory, endpoint: endpoint, language: language,
                                 imdbURL: imdbURL, imdbKey: imdbKey, chatsData: chatsData)
        // Before the terminal is taken over, so the warning is seen.
        if let warning = setup.profile.readableSecretWarning { TerminalOutput.error(warning.message(.current)) }
        return setup
    }

    private func runScript(path: String) throws {
        let setup = try setup()
        guard let bytes = try? FileSystem.contents(of: path), let text = String(validating: bytes, as: UTF8.self) else {
            throw ValidationError(Localizer.current(CLIText.cannotReadScript, path))
        }
        let script = try Script(parsing: text, file: path)
        var logger = Logger(label: "gadget")
        logger.logLevel = verbose ? .info : .warning
        let clock = TestClock()
        let display = MemoryDisplay(geometry: setup.profile.display)
        let board = try setup.profile.accelerometerKind.isSimulated
            ? SimulatedBoard(clock: clock, profile: setup.profile, seed: seed) : nil
        let session = try setup.makeSession(clock: clock, display: display, accelerometer: board?.accelerometer,
                                            motionWake: board?.motionWake, randomSeed: seed,
                                            openApp: app, wake: nil, logger: logger)
        let runner = ScriptRunner(session: session, clock: clock, board: board) { line in
            if verbose { TerminalOutput.line(line) }
        }
        do {
            try runner.run(script)
        } catch {
            TerminalOutput.error(GadgetErrors.message(error, localizer: Localizer(language: setup.language)))
            throw ExitCode(1)
        }
    }

    private func runLive() throws {
        // Signals are blocked before any other thread exists, so only the loop receives them.
        let signals = try SignalWatcher(signals: [SIGINT, SIGTERM, SIGHUP, SIGWINCH])
        let wakeup = try LoopWakeup()
        let setup = try setup()
        try FileManager.default.createDirectory(atPath: setup.dataDirectory, withIntermediateDirectories: true)
        LogDestination.redirect(toFile: setup.dataDirectory + "/gadget.log")
        var logger = Logger(label: "gadget")
        logger.logLevel = .info
        let clock = SystemClock()
        if setup.profile.usesRealHardware {
            // A real board: panel (or the terminal, with the reason), GPIO buttons, evdev, sensor.
            let hardware = try BoardHardware(profile: setup.profile, localizer: Localizer(language: setup.language), logger: logger)
            defer { hardware.close() }
            let session = try setup.makeSession(clock: clock, display: hardware.display, accelerometer: hardware.accelerometer,
                                                motionWake: hardware.motionWake,
                                                openApp: app, wake: { wakeup.signal() }, logger: logger)
            let status = BoardRunner(session: session, hardware: hardware, wakeup: wakeup, signals: signals).run()
            if status != 0 { throw ExitCode(status) }
            return
        }
        let board = try setup.profile.accelerometerKind.isSimulated
            ? SimulatedBoard(clock: clock, profile: setup.profile, seed: seed) : nil
        let terminal = try TerminalSession.begin()
        defer { terminal.restore() }
        let display = TerminalDisplay(
            geometry: setup.profile.display,
            colorMode: TerminalColorMode.detect(environment: ProcessEnvironment.current()))
        defer { display.close() }
        let session = try setup.makeSession(clock: clock, display: display,
                                            accelerometer: board?.accelerometer, motionWake: board?.motionWake,
                                            openApp: app, wake: { wakeup.signal() }, logger: logger)
        let status = LiveRunner(session: session, terminal: terminal, display: display, board: board,
                                wakeup: wakeup, signals: signals).run()
        if status != 0 { throw ExitCode(status) }
    }
}
