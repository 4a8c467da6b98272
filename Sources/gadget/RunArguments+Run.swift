import BoardProfiles
import Core
import ArgumentParser
import Foundation
import GadgetBase
import Hardware
import Logging
import GadgetRuntime

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
                                 imdbURL: imdbURL, imdbKey: imdbKey, chatsData: chatsData, openApp: app)
        // Before the terminal is taken over, so the warning is seen.
        announceWarnings(of: setup)
        return setup
    }

    private func announceWarnings(of setup: RunSetup) {
        let l = Localizer(language: setup.language)
        if let warning = setup.profile.readableSecretWarning { TerminalOutput.error(warning.message(l)) }
        for missing in setup.missingData { TerminalOutput.error(missing.text(l)) }
    }

    private func runScript(path: String) throws {
        let setup = try RunSetup(boardName: board, dataDirectory: dataDirectory, endpoint: endpoint, language: language,
                                 imdbURL: imdbURL, imdbKey: imdbKey, chatsData: chatsData, openApp: app)
        // Every error from here on is said in the language --language picked, not only LANG's.
        let l = Localizer(language: setup.language)
        let text: String
        do {
            text = try TextFile.read(path)
        } catch {
            // A file that cannot be read is a failed run (1), as a recording's is, not a usage error (64).
            TerminalOutput.error(l(CLIText.cannotReadScript, path, error.problem.text(l)))
            throw ExitCode(1)
        }
        var logger = Logger(label: "gadget")
        logger.logLevel = verbose ? .info : .warning
        do {
            let script = try Script(parsing: text, file: path)
            // An empty file (a wrong path, a redirect that truncated it) would otherwise pass.
            guard !script.steps.isEmpty else { throw EmptyScript(path: path) }
            // A script that cannot be read or parsed is said alone; what the run goes without
            // (avatars, a readable secret) is said only for a script that runs.
            announceWarnings(of: setup)
            try setup.runScript(script, app: app, seed: seed, logger: logger) { line in
                if verbose { TerminalOutput.line(line) }
            }
        } catch {
            TerminalOutput.error(GadgetErrors.message(error, localizer: l))
            throw ExitCode(1)
        }
    }

    private func runLive() throws {
        let status = try RunSetup.runLive(setup, app: app, seed: seed)
        if status != 0 { throw ExitCode(status) }
    }
}

/// A script file with no steps, only blank lines or comments.
private struct EmptyScript: UserFacingError {
    let path: String
    func message(_ l: Localizer) -> String { l(CLIText.emptyScript, path) }
}
