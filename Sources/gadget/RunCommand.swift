import Core
import ArgumentParser
import Foundation
import GadgetBase
import Hardware
import GadgetRuntime

struct RunCommand: ParsableCommand, ChoosesLanguage {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Start Gadget: live in the terminal, or headless from a script.")

    @Option(help: ArgumentHelp(SharedHelpText.boardProfile))
    var board = "desktop"

    @Option(help: "Open this app at once instead of the launcher (e.g. eightball).")
    var app: String?

    @Option(help: "Play this script on a test clock, headless, and exit (non-zero when an expectation fails).")
    var script: String?

    @Option(name: .customLong("data-dir"), help: ArgumentHelp(SharedHelpText.dataDirectory))
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
        // A usage mistake like any other option's (exit 64), as `gadget cars --language` says it.
        if let language, Language(named: language) == nil {
            throw ValidationError(Localizer.current(Language.unknownLanguageMessage, language))
        }
        try arguments.run()
    }

    /// What was parsed, as the plain value that runs it.
    var arguments: RunArguments {
        RunArguments(board: board, app: app, script: script, dataDirectory: dataDirectory, endpoint: endpoint,
                     imdbURL: imdbURL, imdbKey: imdbKey, chatsData: chatsData, language: language, seed: seed,
                     verbose: verbose, allowRoot: root.allowRoot)
    }
}
