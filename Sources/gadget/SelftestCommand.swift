import ArgumentParser
import Core
import Foundation
import GadgetBase
import Hardware

/// Checks of Gadget's own guarantees that need the real binary (scripts/kill-test).
struct SelftestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "selftest",
        abstract: BoardHelpText.Selftest.abstract.current,
        // A tool for the kill test, not for people: kept out of `gadget --help`.
        shouldDisplay: false,
        subcommands: [Writes.self])

    struct Writes: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "writes",
            abstract: BoardHelpText.Selftest.writesAbstract.current,
            discussion: BoardHelpText.Selftest.writesDiscussion.current)
        @Option(name: .customLong("data-dir"), help: ArgumentHelp(BoardHelpText.Selftest.dataDirectory))
        var dataDirectory: String
        @Option(name: .customLong("run"), help: ArgumentHelp(BoardHelpText.Selftest.run))
        var runNumber = 0
        @Option(help: ArgumentHelp(BoardHelpText.Selftest.count)) var count = 1000

        func validate() throws {
            guard (1...1_000_000).contains(count) else { throw ValidationError(Localizer.current(SelftestText.count)) }
            try Self.refuseUserData(dataDirectory, environment: ProcessEnvironment.current())
        }

        /// The exercise fills a database with thousands of made-up answers, cars and rounds: the
        /// user's own data directory is refused however it is spelled.
        static func refuseUserData(_ directory: String, environment: [String: String]) throws {
            let userData = GadgetDatabase.defaultDirectory(environment: environment)
            let resolved = { (path: String) in URL(fileURLWithPath: path).resolvingSymlinksInPath().path }
            if resolved(directory) == resolved(userData) {
                throw ValidationError(LocalizedMessage(SelftestText.userData, userData).text(.current))
            }
        }

        func run() throws {
            let exercise = WriteExercise(database: try GadgetDatabase(directory: dataDirectory),
                                         run: runNumber)
            try exercise.perform(count: count) { acknowledgement in
                // One write(2) per line, straight to the descriptor: nothing waits in a buffer
                // that a kill would throw away, and a line is never half-written into the pipe.
                FileHandle.standardOutput.write(Data((acknowledgement.line + "\n").utf8))
            }
        }
    }
}

enum SelftestText {
    static let count = LocalizedString(
        "--count is a number of writes between 1 and 1000000",
        ru: "--count — это число записей от 1 до 1000000",
        uk: "--count — це кількість записів від 1 до 1000000")
    static let userData = LocalizedString(
        "%@ holds your own data; give selftest writes a directory of its own with --data-dir",
        ru: "В %@ лежат ваши собственные данные; дайте selftest writes отдельный каталог через --data-dir",
        uk: "У %@ лежать ваші власні дані; дайте selftest writes окремий каталог через --data-dir")
}
