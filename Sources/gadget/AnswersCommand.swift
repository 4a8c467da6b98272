import ArgumentParser
import BoardProfiles
import Synchronization
import Core
import Foundation
import GadgetBase
import Hardware

struct DataDirectoryOption: ParsableArguments {
    @Option(name: .customLong("data-dir"), help: ArgumentHelp(SharedHelpText.dataDirectory))
    var dataDirectory: String?

    /// - Parameter readOnly: the command only reads, so a directory this user cannot write will do.
    func openDatabase(readOnly: Bool = false) throws -> GadgetDatabase {
        // A mistyped --data-dir would otherwise go unnoticed: a new, empty database answers.
        let isNew = dataDirectory.map { !FileManager.default.fileExists(atPath: $0) } ?? false
        let database = if let dataDirectory {
            try GadgetDatabase(directoryFromFlag: dataDirectory, readOnly: readOnly)
        } else {
            try GadgetDatabase(directory: GadgetDatabase.defaultDirectory(environment: ProcessEnvironment.current()),
                               readOnly: readOnly)
        }
        if let recovery = database.recovery {
            TerminalOutput.error(recovery.text(.current))
        }
        if isNew, let dataDirectory { TerminalOutput.error(Localizer.current(CLIText.newDataDirectory, dataDirectory)) }
        return database
    }
}

struct AnswersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "answers",
        abstract: DataHelpText.Answers.abstract.current,
        subcommands: [List.self, Add.self, Remove.self, Reset.self])

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: DataHelpText.Answers.list.current)
        @OptionGroup var data: DataDirectoryOption
        @OptionGroup var languageChoice: LanguageOption

        func run() throws {
            for answer in try AnswerStore(database: data.openDatabase(readOnly: true)).all() {
                TerminalOutput.line(DefaultAnswers.shown(answer.text, in: Localizer.current.language))
            }
        }
    }

    struct Add: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add", abstract: DataHelpText.Answers.add.current)
        @OptionGroup var data: DataDirectoryOption
        @Argument(help: ArgumentHelp(DataHelpText.Answers.words)) var words: [String]
        @OptionGroup var languageChoice: LanguageOption

        func run() throws {
            let text = words.joined(separator: " ")
            // Bytes that are not UTF-8 reach Swift as U+FFFD: stored, they would show as "�" for good.
            if text.contains("\u{FFFD}") { throw ValidationError(Localizer.current(CLIText.answerNotUTF8)) }
            let store = try AnswerStore(database: data.openDatabase())
            do {
                let added = try store.add(text)
                TerminalOutput.line(added.text)
            } catch let refusal as AnswerValidationError {
                throw ValidationError(refusal.message(.current))
            }
        }
    }

    struct Remove: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove", abstract: DataHelpText.Answers.remove.current)
        @OptionGroup var data: DataDirectoryOption
        @Argument(help: ArgumentHelp(DataHelpText.Answers.words)) var words: [String]
        @OptionGroup var languageChoice: LanguageOption

        func run() throws {
            let store = try AnswerStore(database: data.openDatabase())
            let text = words.joined(separator: " ")
            // The text as stored, or as `list` shows it in the reader's language.
            guard let match = try store.answer(matching: text, language: Localizer.current.language) else {
                // The command was right; the answer is not there, as `rm` says of a missing file (status 1).
                TerminalOutput.error(Localizer.current(CLIText.noSuchAnswer, TextSanitizer.clean(text, maxLength: 200)))
                throw ExitCode(1)
            }
            do {
                try store.remove(id: match.id)
            } catch let refusal as AnswerValidationError {
                throw ValidationError(refusal.message(.current))
            }
            let shown = DefaultAnswers.shown(match.text, in: Localizer.current.language)
            TerminalOutput.line(Localizer.current(CLIText.answerRemoved, shown))
        }
    }

    struct Reset: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "reset", abstract: DataHelpText.Answers.reset.current)
        @OptionGroup var data: DataDirectoryOption
        @OptionGroup var languageChoice: LanguageOption

        func run() throws {
            let store = try AnswerStore(database: data.openDatabase())
            try store.resetToDefaults(language: Localizer.current.language)
            TerminalOutput.line(Localizer.current(CLIText.answersReset, String(try store.all().count)))
        }
    }
}

extension Localizer {
    /// The language a command's --language named, else the environment's Gadget was started in.
    static var current: Localizer {
        Localizer(language: chosenLanguage.withLock { $0 } ?? Language.fromEnvironment(ProcessEnvironment.current()))
    }

    /// Set once the command line is parsed, so every message of the command (notices about the
    /// data folder, errors thrown deep inside) speaks the language asked for.
    static let chosenLanguage = Mutex<Language?>(nil)

    /// A command about one board speaks the board profile's `language` when --language named
    /// none, as the board's own screen does.
    static func adoptLanguage(of profile: BoardProfile) {
        guard let language = profile.language.flatMap(Language.init(named:)) else { return }
        chosenLanguage.withLock { chosen in if chosen == nil { chosen = language } }
    }
}
