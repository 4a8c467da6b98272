import Core
import GadgetBase
import Hardware

/// The movie quiz's state machine: splash, questions, feedback, the round's end. Pure: time
/// arrives in actions, and loading, randomness, storage and timers leave as effects, so a test
/// plays a whole round in microseconds and sees every state.
public struct MovieQuizModel: Equatable, Sendable {
    public static let questionsPerRound = 10
    public static let feedbackDuration: Duration = .seconds(1)

    /// The round in progress.
    public struct Round: Equatable, Sendable {
        public let questions: [MovieQuestion]
        /// The question on screen (0-based).
        public var index: Int
        public var correct: Int

        public var question: MovieQuestion { questions[index] }
        /// 1-based, for "3/10".
        public var number: Int { index + 1 }
        public var isLastQuestion: Bool { index == questions.count - 1 }
    }

    /// How the round ended, for the alert.
    public struct Summary: Equatable, Sendable {
        public let correct: Int
        public let total: Int
        /// The statistics including this round; nil when they could not be saved.
        public let statistics: QuizStatistics?
        /// Why saving failed, for the alert.
        public let saveFailure: String?
    }

    public enum Phase: Equatable, Sendable {
        /// The splash, while the movies load and for at least `splashMinimum`.
        case splash(request: Int, minimumPassed: Bool)
        /// The movies could not be loaded: the alert with "Try again".
        case loadFailed(MovieLoadError)
        /// A question waits for Yes or No.
        case asking(Round)
        /// The answer's verdict: the poster's frame is green or red and answers are ignored.
        case feedback(Round, answeredCorrectly: Bool)
        /// The last answer is in; the round is being written to the statistics.
        case saving(Round, answeredCorrectly: Bool)
        /// The "Round over" alert.
        case roundOver(Summary)
    }

    public enum Action: Sendable {
        case start
        case splashMinimumPassed
        case moviesLoaded(request: Int, Result<[Movie], MovieLoadError>)
        case roundPrepared([MovieQuestion])
        case answered(Bool)
        case feedbackEnded
        case saved(Result<QuizStatistics, QuizSaveFailure>)
        case retry
        case playAgain
        /// The app was closed: a round in progress is kept for the next visit, and a last answer
        /// already given is saved.
        case left
    }

    public enum Effect: Equatable, Sendable {
        case loadMovies(request: Int)
        case waitForSplash(Duration)
        /// Make a round of `count` questions from `movies` and send `.roundPrepared`.
        case prepareRound(from: [Movie], count: Int)
        case waitForFeedback(Duration)
        case saveRound(correct: Int, total: Int)
    }

    public private(set) var phase: Phase = .splash(request: 0, minimumPassed: false)
    public private(set) var movies: [Movie] = []
    /// A round left half-way, taken up again at the next `.start`.
    public private(set) var keptRound: Round?
    public let splashMinimum: Duration
    private var nextRequest = 1

    public init(splashMinimum: Duration = .milliseconds(600)) {
        self.splashMinimum = splashMinimum
    }

    public mutating func reduce(_ action: Action) -> [Effect] {
        switch action {
        case .start:
            if let kept = keptRound, !movies.isEmpty {
                keptRound = nil
                phase = .asking(kept)
                return []
            }
            let request = takeRequest()
            phase = .splash(request: request, minimumPassed: false)
            return [.loadMovies(request: request), .waitForSplash(splashMinimum)]

        case .splashMinimumPassed:
            guard case .splash(let request, false) = phase else { return [] }
            phase = .splash(request: request, minimumPassed: true)
            return movies.isEmpty ? [] : [prepareRound]

        case .moviesLoaded(let request, let result):
            guard case .splash(request, let minimumPassed) = phase else { return [] }
            switch result {
            case .success(let loaded) where !loaded.isEmpty:
                movies = loaded
                return minimumPassed ? [prepareRound] : []
            case .success:
                phase = .loadFailed(.noMovies)
            case .failure(let error):
                phase = .loadFailed(error)
            }
            return []

        case .roundPrepared(let questions):
            switch phase {
            case .splash, .roundOver: break
            default: return []
            }
            guard !questions.isEmpty else {
                phase = .loadFailed(.noMovies)
                return []
            }
            phase = .asking(Round(questions: questions, index: 0, correct: 0))
            return []

        case .answered(let answer):
            // Only a question on screen takes an answer: during feedback both buttons do nothing.
            guard case .asking(var round) = phase else { return [] }
            let right = round.question.isCorrect(answer)
            if right { round.correct += 1 }
            phase = .feedback(round, answeredCorrectly: right)
            return [.waitForFeedback(Self.feedbackDuration)]

        case .feedbackEnded:
            guard case .feedback(var round, let right) = phase else { return [] }
            if round.isLastQuestion {
                phase = .saving(round, answeredCorrectly: right)
                return [.saveRound(correct: round.correct, total: round.questions.count)]
            }
            round.index += 1
            phase = .asking(round)
            return []

        case .saved(let result):
            guard case .saving(let round, _) = phase else { return [] }
            switch result {
            case .success(let statistics):
                phase = .roundOver(Summary(correct: round.correct, total: round.questions.count,
                                           statistics: statistics, saveFailure: nil))
            case .failure(let failure):
                phase = .roundOver(Summary(correct: round.correct, total: round.questions.count,
                                           statistics: nil, saveFailure: failure.message))
            }
            return []

        case .retry:
            guard case .loadFailed = phase else { return [] }
            let request = takeRequest()
            // No splash minimum the second time: the user is waiting for the list, not a logo.
            phase = .splash(request: request, minimumPassed: true)
            return [.loadMovies(request: request)]

        case .playAgain:
            guard case .roundOver = phase else { return [] }
            return [prepareRound]

        case .left:
            switch phase {
            case .asking(let round):
                keptRound = round
            case .feedback(var round, let right):
                // The answer is counted; the next visit opens on the next question.
                if round.isLastQuestion {
                    phase = .saving(round, answeredCorrectly: right)
                    return [.saveRound(correct: round.correct, total: round.questions.count)]
                }
                round.index += 1
                keptRound = round
            default:
                break
            }
            return []
        }
    }

    /// The round in progress, whatever its phase.
    public var round: Round? {
        switch phase {
        case .asking(let round), .feedback(let round, _), .saving(let round, _): round
        default: nil
        }
    }

    private var prepareRound: Effect { .prepareRound(from: movies, count: Self.questionsPerRound) }

    private mutating func takeRequest() -> Int {
        defer { nextRequest += 1 }
        return nextRequest
    }
}

/// Why a finished round could not be saved, in words for the alert.
public struct QuizSaveFailure: Error, Equatable, Sendable {
    public let message: String
    public init(message: String) { self.message = message }
}
