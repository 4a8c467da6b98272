import Core
import Foundation
import GadgetBase
import Hardware
import Linux
import Logging
import Simulation

/// The two ways a run goes once the command line is read: which board, which display and which
/// input sources, wired here so the `gadget` executable only parses arguments.
extension RunSetup {
    /// A headless run of `script` on the test clock, with the board's simulated chips when it has
    /// them; `echo` gets every step as it is played.
    public func runScript(_ script: Script, app: String?, seed: UInt64, logger: Logger,
                          echo: @escaping (String) -> Void) throws {
        let clock = TestClock()
        let memory = MemoryDisplay(geometry: profile.display)
        let board = try profile.usesSimulatedBoard ? SimulatedBoard(clock: clock, profile: profile, seed: seed) : nil
        let display = board?.display(showingOn: memory, profile: profile) ?? memory
        let session = try makeSession(clock: clock, display: display, accelerometer: board?.accelerometer,
                                      motionWake: board?.motionWake, randomSeed: seed,
                                      openApp: app, wake: nil, logger: logger)
        try ScriptRunner(session: session, clock: clock, board: board, log: echo).run(script)
    }

    /// A live run until the user quits or a signal ends it; returns the exit status. A real board
    /// opens its panel (or the terminal, saying why), GPIO buttons, evdev devices and sensor; the
    /// desktop boards show the panel in this terminal with simulated chips behind it.
    /// `makeSetup` reads the profile and opens the data after the signal handlers are installed,
    /// so a Ctrl-C meanwhile is kept in the watcher's pipe and ends the loop as it starts.
    public static func runLive(_ makeSetup: () throws -> RunSetup, app: String?, seed: UInt64) throws -> Int32 {
        let signals = try SignalWatcher(signals: [SIGINT, SIGTERM, SIGHUP, SIGWINCH])
        let wakeup = try LoopWakeup()
        return try makeSetup().runLive(app: app, seed: seed, signals: signals, wakeup: wakeup)
    }

    private func runLive(app: String?, seed: UInt64, signals: SignalWatcher, wakeup: LoopWakeup) throws -> Int32 {
        try FileManager.default.createDirectory(atPath: dataDirectory, withIntermediateDirectories: true)
        if let reason = LogDestination.redirect(toFile: dataDirectory + "/gadget.log") {
            // Said before the screen is taken over, so it is there when Gadget ends.
            let l = Localizer(language: language)
            _ = DescriptorWriting.writeAll(Array((l(RuntimeText.logNotKept, dataDirectory + "/gadget.log", reason.text(l)) + "\n").utf8), to: STDERR_FILENO)
        }
        var logger = Logger(label: "gadget")
        logger.logLevel = .info
        let clock = SystemClock()
        if profile.usesRealHardware {
            let hardware = try BoardHardware(profile: profile, localizer: Localizer(language: language), logger: logger)
            defer { hardware.close() }
            let session = try makeSession(clock: clock, display: hardware.display, accelerometer: hardware.accelerometer,
                                          motionWake: hardware.motionWake,
                                          openApp: app, wake: { wakeup.signal() }, logger: logger)
            return BoardRunner(session: session, hardware: hardware, wakeup: wakeup, signals: signals).run()
        }
        let board = try profile.usesSimulatedBoard ? SimulatedBoard(clock: clock, profile: profile, seed: seed) : nil
        let capabilities = TerminalCapabilities.detect(environment: ProcessEnvironment.current())
        let terminal = try TerminalSession.begin(capabilities: capabilities)
        defer { terminal.restore() }
        let display = TerminalDisplay(geometry: profile.display, capabilities: capabilities)
        let shown = board?.display(showingOn: display, profile: profile) ?? display
        defer { shown.close() }
        let session = try makeSession(clock: clock, display: shown,
                                      accelerometer: board?.accelerometer, motionWake: board?.motionWake,
                                      openApp: app, wake: { wakeup.signal() }, logger: logger)
        return LiveRunner(session: session, terminal: terminal, display: display, board: board,
                          wakeup: wakeup, signals: signals).run()
    }
}
