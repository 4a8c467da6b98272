import Core
import ArgumentParser
import Foundation
import GadgetBase
import Hardware
import GadgetRuntime

struct RunCommand: ParsableCommand, ChoosesLanguage {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: BoardHelpText.Run.abstract.current)

    @Option(help: ArgumentHelp(SharedHelpText.boardProfile))
    var board = "desktop"

    @Option(help: ArgumentHelp(BoardHelpText.Run.app))
    var app: String?

    @Option(help: ArgumentHelp(BoardHelpText.Run.script))
    var script: String?

    @Option(name: .customLong("data-dir"), help: ArgumentHelp(SharedHelpText.dataDirectory))
    var dataDirectory: String?

    @Option(help: ArgumentHelp(BoardHelpText.Run.endpoint))
    var endpoint: String?

    @Option(name: .customLong("imdb-url"), help: ArgumentHelp(BoardHelpText.Run.imdbURL))
    var imdbURL: String?

    @Option(name: .customLong("imdb-key"), help: ArgumentHelp(BoardHelpText.Run.imdbKey))
    var imdbKey: String?

    @Option(name: .customLong("chats-data"),
            help: ArgumentHelp(BoardHelpText.Run.chatsData))
    var chatsData: String?

    @Option(help: ArgumentHelp(BoardHelpText.Run.language))
    var language: String?

    @Option(help: ArgumentHelp(BoardHelpText.Run.seed))
    var seed: UInt64 = 1

    @Flag(help: ArgumentHelp(BoardHelpText.Run.verbose))
    var verbose = false

    @OptionGroup var root: RootPolicyOption

    func run() throws {
        // A usage mistake like any other option's (exit 64), as `gadget cars --language` says it.
        if let language, Language(named: language) == nil {
            throw ValidationError(Localizer.current(Language.unknownLanguageMessage, language))
        }
        // Standard input is read once: the second reader would get nothing and blame its file.
        if board == "-", script == "-" { throw ValidationError(Localizer.current(CLIText.oneStandardInput)) }
        try arguments.run()
    }

    /// What was parsed, as the plain value that runs it.
    var arguments: RunArguments {
        RunArguments(board: board, app: app, script: script, dataDirectory: dataDirectory, endpoint: endpoint,
                     imdbURL: imdbURL, imdbKey: imdbKey, chatsData: chatsData, language: language, seed: seed,
                     verbose: verbose, allowRoot: root.allowRoot)
    }
}
