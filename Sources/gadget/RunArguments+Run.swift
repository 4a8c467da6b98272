import Core
import ArgumentParser
import Foundation
import Hardware
import Linux
import Logging
import GadgetRuntime
import Simulation

extension RunArguments {
    func run() throws {
        if let script {
            try runScript(path: script)
        } else {
            try refuseRootBeforeOpeningDevices()
            try runLive()
        }
    }

    /// A real board's devices are opened by a live run only; refused before anything is created.
    private func refuseRootBeforeOpeningDevices() throws {
        let profile = try BoardCatalog().load(board)
        guard profile.usesRealHardware else { return }
        try RootGuard().checkBeforeOpeningDevices(of: profile, allowFlag: allowRoot)
    }

    private func setup() throws -> RunSetup {
        let setup = try RunSetup(boardName: board, dataDirectory: dataDirectory, endpoint: endpoint, language: language,
                                 imdbURL: imdbURL, imdbKey: imdbKey, chatsData: chatsData)
        // Before the terminal is taken over, so the warning is seen.
        if let warning = setup.profile.readableSecretWarning { TerminalOutput.error(warning.message(.current)) }
        for missing in setup.missingData { TerminalOutput.error(missing.text(.current)) }
        return setup
    }

    private func runScript(path: String) throws {
        let setup = try setup()
        let text: String
        do {
            text = try TextFile.read(path)
        } catch {
            throw ValidationError(Localizer.current(CLIText.cannotReadScript, path, error.problem.text(.current)))
        }
        let script = try Script(parsing: text, file: path)
        var logger = Logger(label: "gadget")
        logger.logLevel = verbose ? .info : .warning
        let clock = TestClock()
        let memory = MemoryDisplay(geometry: setup.profile.display)
        let board = try setup.profile.usesSimulatedBoard
            ? SimulatedBoard(clock: clock, profile: setup.profile, seed: seed) : nil
        let display = board?.display(showingOn: memory, profile: setup.profile) ?? memory
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
        let board = try setup.profile.usesSimulatedBoard
            ? SimulatedBoard(clock: clock, profile: setup.profile, seed: seed) : nil
        let capabilities = TerminalCapabilities.detect(environment: ProcessEnvironment.current())
        let terminal = try TerminalSession.begin(capabilities: capabilities)
        defer { terminal.restore() }
        let display = TerminalDisplay(geometry: setup.profile.display, capabilities: capabilities)
        let shown = board?.display(showingOn: display, profile: setup.profile) ?? display
        defer { shown.close() }
        let session = try setup.makeSession(clock: clock, display: shown,
                                            accelerometer: board?.accelerometer, motionWake: board?.motionWake,
                                            openApp: app, wake: { wakeup.signal() }, logger: logger)
        let status = LiveRunner(session: session, terminal: terminal, display: display, board: board,
                                wakeup: wakeup, signals: signals).run()
        if status != 0 { throw ExitCode(status) }
    }
}
