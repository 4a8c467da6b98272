import ArgumentParser
import Core
import Foundation
import GadgetRuntime
import Synchronization
import GadgetBase
import Hardware

struct EightBallCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "eightball", abstract: DataHelpText.EightBall.abstract.current, subcommands: [Ask.self])

    struct Ask: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "ask",
            abstract: DataHelpText.EightBall.ask.current)
        @Argument(help: ArgumentHelp(DataHelpText.EightBall.question))
        var question: [String] = []
        @OptionGroup var data: DataDirectoryOption
        @Option(help: ArgumentHelp(DataHelpText.EightBall.endpoint))
        var endpoint: String?
        @Option(help: ArgumentHelp(DataHelpText.EightBall.budget))
        var budget = 2.0
        @OptionGroup var languageChoice: LanguageOption

        func run() throws {
            let environment = ProcessEnvironment.current()
            let url = try AppAssembly.resolveEndpoint(flag: endpoint, environment: environment, profile: .desktop)
            guard budget > 0, budget <= 60 else { throw ValidationError(Localizer.current(CLIText.budgetRange)) }
            // Asking only reads the stored answers: a data folder this user cannot write will do.
            let store = try AnswerStore(database: data.openDatabase(readOnly: true))
            let client = EightBallClient(endpoint: url, budget: .milliseconds(Int64(budget * 1000)))
            // Unquoted words are one question, as the shell split them (`ask Will it rain`).
            let question = self.question.isEmpty ? "Will it work?" : self.question.joined(separator: " ")
            let service = EightBallService(client: client, store: store)
            let outcome = Outcome()
            let done = DispatchSemaphore(value: 0)
            Task {
                var generator = SystemRandomNumberGenerator()
                switch await client.fetch(question: question) {
                case .success(let answer):
                    outcome.set(answer)
                case .failure(let error):
                    // Said on stderr, so a maker trying their own endpoint learns why; stdout
                    // keeps its one line for scripts.
                    TerminalOutput.error(Localizer.current(CLIText.storedAnswerBecause, error.message(.current)))
                    outcome.set(service.storedAnswer(excluding: nil, using: &generator))
                }
                done.signal()
            }
            done.wait()
            guard let answer = outcome.get() else { throw ExitCode(1) }
            // A stored classic answer in the reader's language, as `answers list` and the board show it.
            TerminalOutput.line("\(answer.text(in: Localizer.current.language))\t\(answer.type.rawValue)\t\(answer.source.rawValue)")
        }
    }
}

/// Carries the async result back to the synchronous command.
private final class Outcome: Sendable {
    private let value = Mutex<EightBallAnswer?>(nil)
    func set(_ answer: EightBallAnswer) { value.withLock { $0 = answer } }
    func get() -> EightBallAnswer? { value.withLock { $0 } }
}
