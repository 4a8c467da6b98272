import BoardProfiles
import ArgumentParser
import Core
import Foundation
import GadgetBase
import GadgetRuntime
import Synchronization

struct MovieQuizCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "moviequiz", abstract: DataHelpText.MovieQuiz.abstract.current,
        subcommands: [Stats.self, Movies.self])

    struct Stats: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "stats",
            abstract: DataHelpText.MovieQuiz.stats.current)
        @OptionGroup var data: DataDirectoryOption
        @OptionGroup var languageChoice: LanguageOption

        func run() throws {
            let stats = try QuizStatisticsStore(database: data.openDatabase(readOnly: true)).statistics()
            TerminalOutput.line("rounds\t\(stats.roundsPlayed)")
            TerminalOutput.line("correct\t\(stats.correctAnswers)/\(stats.questionsAsked)")
            // No questions yet: no accuracy, rather than a 0.00 % nobody scored.
            TerminalOutput.line("accuracy\t" + (stats.questionsAsked == 0 ? "-" : "\(stats.formattedAccuracy(in: .en))%"))
            if let best = stats.best {
                TerminalOutput.line("record\t\(best.correct)/\(best.total)\t\(ISO8601DateFormatter().string(from: best.date))")
            }
        }
    }

    struct Movies: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "movies",
            abstract: DataHelpText.MovieQuiz.movies.current,
            discussion: DataHelpText.MovieQuiz.moviesDiscussion.current)
        @Option(help: ArgumentHelp(DataHelpText.MovieQuiz.board)) var board = "desktop"
        @Option(name: .customLong("imdb-url"), help: ArgumentHelp(DataHelpText.MovieQuiz.url)) var url: String?
        @Option(name: .customLong("imdb-key"), help: ArgumentHelp(DataHelpText.MovieQuiz.key)) var key: String?
        @OptionGroup var languageChoice: LanguageOption

        func run() throws {
            let environment = ProcessEnvironment.current()
            let profile = try BoardCatalog(environment: environment).load(board)
            Localizer.adoptLanguage(of: profile)
            if let warning = profile.readableSecretWarning { TerminalOutput.error(warning.message(.current)) }
            let configuration = try AppAssembly.resolveMovieQuiz(profile: profile, environment: environment,
                                                                 urlFlag: url, keyFlag: key)
            // A service named without a key is never contacted: say so, or the bundled movies
            // pass for the service's.
            if configuration.apiKey == nil, configuration.baseURLSource != nil {
                TerminalOutput.error(Localizer.current(CLIText.serviceWithoutKey, configuration.baseURL.absoluteString))
            }
            let loader = configuration.makeLoader()
            let outcome = Mutex<Result<[Movie], MovieLoadError>?>(nil)
            let done = DispatchSemaphore(value: 0)
            Task {
                let result = await loader.loadMovies()
                outcome.withLock { $0 = result }
                done.signal()
            }
            done.wait()
            switch outcome.withLock({ $0 }) {
            case .success(let movies):
                for movie in movies { TerminalOutput.line("\(movie.title)\t\(movie.year.map(String.init) ?? "")\t\(movie.rating)") }
            case .failure(let error):
                throw error  // a dead network or a refused key is not a usage error: exit 1
            case nil:
                throw ExitCode(1)
            }
        }
    }
}
