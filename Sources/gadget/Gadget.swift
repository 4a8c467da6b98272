import Core
import Foundation
import ArgumentParser
import BoardProfiles
import GadgetRuntime
import GadgetBase
import Hardware

// Every command names itself (`commandName:`): ArgumentParser walks the whole command tree at
// each start, and a command without a name gets one from its type's name, which costs the
// runtime's demangler and reflection (about a fifth of the instructions from start to first frame).
@main
struct Gadget: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gadget",
        abstract: RootHelpText.abstract.current,
        discussion: RootHelpText.discussion.current,
        version: GadgetVersion.number,
        subcommands: [RunCommand.self, AnswersCommand.self, EightBallCommand.self, MovieQuizCommand.self, BoardsCommand.self,
                      DoctorCommand.self, SenseCommand.self, CarsCommand.self, DemoCommand.self,
                      SelftestCommand.self, PanelCommand.self],
        defaultSubcommand: RunCommand.self)

    static func main() {
        // A closed pipe (`gadget cars | head`) shows as EPIPE on write, which TerminalOutput
        // ends quietly on, instead of a signal that kills the process mid-sentence.
        signal(SIGPIPE, SIG_IGN)
        LogDestination.bootstrap()
        // Errors are said in the language a command's --language picked, once it is parsed.
        var localizer = Localizer.current
        let given = Array(CommandLine.arguments.dropFirst())
        // Before anything reads a command's configuration, whose help texts are then fixed.
        if let named = CommandLineCheck.language(in: given) {
            Localizer.chosenLanguage.withLock { $0 = named }
            localizer = Localizer(language: named)
        }
        let words = CommandLineCheck.withOptionsAfterCommands(
            CommandLineCheck.withHomeExpanded(given, home: ProcessEnvironment.current()["HOME"]))
        do {
            if let problem = BoardCatalog.customDirectoryProblem(environment: ProcessEnvironment.current()) {
                TerminalOutput.error(problem.text(localizer))
            }
            if let refusal = CommandLineCheck.unknownLanguage(in: given) ?? CommandLineCheck.refusal(for: words) {
                TerminalOutput.error(refusal)
                exit(withError: ExitCode.validationFailure)
            } else {
                var command = try parseAsRoot(words)
                if let chosen = (command as? any ChoosesLanguage)?.chosenLocalizer { localizer = chosen }
                try command.run()
            }
        } catch let refusal as ValidationError {
            // Thrown by a subcommand's run(), where ArgumentParser would print the root
            // command's usage under it: the refusal says what to do; usage would only bury it.
            TerminalOutput.error(refusal.message)
            exit(withError: ExitCode.validationFailure)
        } catch let error as any UserFacingError {
            // Gadget's own errors explain themselves in the user's language (a board's, once
            // a command adopted its profile's).
            TerminalOutput.error(error.message(Localizer.chosenLanguage.withLock { $0 }.map(Localizer.init(language:)) ?? localizer))
            exit(withError: ExitCode.failure)
        } catch {
            // ArgumentParser's (usage, --help, validation errors that may quote a file or a
            // reply) are formatted by it but printed through the same sanitizer.
            let message = ParserErrorWords.localized(
                CommandLineCheck.withOptionSuggestion(fullMessage(for: error), words: words, localizer: localizer), localizer)
            let code = exitCode(for: error)
            if !message.isEmpty {
                if code == .success {
                    // Help is Gadget's own text and may be long (--experimental-dump-help, the JSON
                    // completion generators read, is over 100,000 characters): capped only against runaway.
                    TerminalOutput.line(ParserHelpWords.localized(message, localizer), maxLength: 1 << 20)
                } else {
                    // An error may quote a file or a reply: the usual cap.
                    _ = DescriptorWriting.writeAll(Array((TerminalOutput.safe(message, maxLength: 100_000) + "\n").utf8), to: STDERR_FILENO)
                }
            }
            exit(withError: code)
        }
    }
}

/// `--language` for every command. Gadget.main reads it before parsing, so that even a parse
/// error is said in it and every message follows it (`Localizer.current`); declared here so
/// each command accepts it and its help lists it.
struct LanguageOption: ParsableArguments {
    @Option(help: ArgumentHelp(SharedHelpText.language))
    var language: String?

    func validate() throws {
        if let language, Language(named: language) == nil {
            throw ValidationError(Localizer.current(Language.unknownLanguageMessage, language))
        }
    }
}

/// A command with a `--language` option.
protocol ChoosesLanguage {
    var language: String? { get }
}

extension ChoosesLanguage {
    /// The language the option names; nil when it names none (LANG's language, or the profile's, applies).
    var chosenLocalizer: Localizer? { language.flatMap(Language.init(named:)).map { Localizer(language: $0) } }
}

/// Error text for the person at the terminal.
enum GadgetErrors {
    static func message(_ error: any Error, localizer: Localizer = .current) -> String {
        (error as? any UserFacingError)?.message(localizer) ?? "\(error)"
    }
}
