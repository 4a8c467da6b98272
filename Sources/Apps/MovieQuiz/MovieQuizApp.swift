import Core
import Foundation
import GadgetBase
import Hardware
import UI

/// The movie quiz: a splash, ten questions about movies' IMDb ratings answered with two
/// buttons, a verdict for a second after each, and the statistics at the end of the round.
public final class MovieQuizApp: GadgetApp {
    public let identifier = "moviequiz"
    public var title: LocalizedString { MovieQuizText.title }

    public private(set) var model: MovieQuizModel
    private let loader: any MovieLoading
    private let statistics: QuizStatisticsStore
    private let buttons: AnswerButtons
    /// Resolved when the record's date is first drawn (ICU's zone data; see ChatsApp.timeZone).
    private lazy var timeZone: TimeZone = resolveTimeZone()
    private let resolveTimeZone: () -> TimeZone
    private let splashMinimum: Duration
    private var randomSource: any RandomNumberGenerator
    let posters: PosterShelf
    private weak var host: (any AppHost)?
    private var timers: [TimerToken] = []
    /// The service failed and the person chose the films that ship with Gadget instead.
    private var playsBundledMovies = false
    /// The focused button of the "Something went wrong" alert: 0 Try again, 1 the built-in films.
    private var failureFocus = 0
    /// A service that can fail offers the built-in films beside "Try again".
    /// When the round's result came up: an answer button pressed in the moment after (a last
    /// answer given twice, a quick finger) must not sweep the result away unread.
    private var roundOverSince: Instant?
    static let resultReadingTime: Duration = .seconds(1)
    private var offersBundledMovies: Bool { !(loader is BundledMovies) && !playsBundledMovies }

    public init(
        loader: any MovieLoading, statistics: QuizStatisticsStore, posters: PosterDownloader,
        buttons: AnswerButtons = .standard, splashMinimum: Duration = .milliseconds(600),
        randomSource: any RandomNumberGenerator = SystemRandomNumberGenerator(), timeZone: @autoclosure @escaping () -> TimeZone = .current
    ) {
        self.loader = loader
        self.statistics = statistics
        self.posters = PosterShelf(downloader: posters)
        self.buttons = buttons
        self.splashMinimum = splashMinimum
        self.model = MovieQuizModel(splashMinimum: splashMinimum)
        self.randomSource = randomSource
        self.resolveTimeZone = timeZone
    }

    public var helpHint: LocalizedString? {
        switch model.phase {
        case .roundOver: return MovieQuizText.playAgainHint
        case .splash, .loadFailed: return nil
        case .asking, .feedback, .saving: break
        }
        let yes = MovieQuizText.yes, no = MovieQuizText.no
        func hint(_ language: Language) -> String {
            let l = Localizer(language: language)
            return "\(AnswerButtons.mark(for: buttons.no, l)) \(no.text(in: language)) · "
                + "\(AnswerButtons.mark(for: buttons.yes, l)) \(yes.text(in: language))"
        }
        return LocalizedString(hint(.en), ru: hint(.ru), uk: hint(.uk))
    }

    /// The hint names the two answer keys (which the profile chooses) and Enter where they do
    /// something; the failure's dialog moves between its buttons with ←→ (or ↑↓, left out of
    /// the hint) when it has two.
    public var buttonsLeftOutOfHelp: Set<Button> {
        let allButBack: Set<Button> = [.up, .down, .left, .right, .select, .action]
        guard case .loadFailed = model.phase else { return allButBack }
        return offersBundledMovies ? [.up, .down, .action] : [.up, .down, .left, .right, .action]
    }

    public func start(host: any AppHost) {
        self.host = host
        // A round left half-way goes on where it was; anything else starts with the splash.
        if model.keptRound == nil {
            model = MovieQuizModel(splashMinimum: splashMinimum)
            playsBundledMovies = false
        }
        failureFocus = 0
        send(.start)
    }

    public func stop() {
        for token in timers { host?.cancelTimer(token) }
        timers.removeAll()
        posters.forgetAll()
        // Leaving keeps a round in progress for the next visit (a last answer given is saved).
        for effect in model.reduce(.left) { perform(effect) }
    }

    public func handle(_ event: InputEvent) -> EventDisposition {
        guard host != nil, case .button(let button, .tap) = event else { return .ignored }
        let answer = buttons.answer(for: button)
        let confirms = answer != nil || button == .select || button == .action
        switch model.phase {
        case .asking:
            guard let answer else { return .ignored }
            send(.answered(answer))
        case .feedback, .saving:
            // Both answers are ignored until the next question is on screen.
            guard answer != nil else { return .ignored }
        case .roundOver:
            guard confirms else { return .ignored }
            if answer != nil, button != .select, button != .action, let since = roundOverSince, let host,
               host.clock.now() - since < Self.resultReadingTime {
                return .handled
            }
            send(.playAgain)
        case .loadFailed:
            // Up and down move too: a board wired without left and right answers with them. Down
            // comes back round from the last button: the Mini PiTFT's two are select and down.
            if offersBundledMovies, [.left, .right, .up, .down].contains(button) {
                failureFocus = button == .down && failureFocus == 1 ? 0
                    : ButtonRow.focus(failureFocus, movedBy: button == .left || button == .up ? -1 : 1, count: 2)
                host?.setNeedsDisplay()
                return .handled
            }
            guard confirms else { return .ignored }
            if offersBundledMovies, failureFocus == 1 { playsBundledMovies = true }
            failureFocus = 0
            send(.retry)
        case .splash:
            return .ignored
        }
        return .handled
    }

    public func render(_ canvas: Canvas) {
        guard let host else { return }
        let layout = QuizLayout(bounds: canvas.bounds, theme: canvas.theme)
        posters.pictureSize = layout.pictureSize
        switch model.phase {
        case .splash(_, let minimumPassed):
            SplashScreen(loading: minimumPassed, localizer: host.localizer).draw(on: canvas)
        case .loadFailed(let error):
            LoadFailedView(error: error, offersBundledMovies: offersBundledMovies, focused: failureFocus,
                           localizer: host.localizer).draw(on: canvas)
        case .asking(let round):
            drawQuestion(round, verdict: nil, on: canvas)
        case .feedback(let round, let right), .saving(let round, let right):
            drawQuestion(round, verdict: right, on: canvas)
        case .roundOver(let summary):
            RoundOverView(summary: summary, localizer: host.localizer, timeZone: timeZone).draw(on: canvas)
        }
    }

    private func drawQuestion(_ round: MovieQuizModel.Round, verdict: Bool?, on canvas: Canvas) {
        guard let host else { return }
        let movie = round.question.movie
        QuestionScreen(round: round, verdict: verdict, poster: posters.state(of: movie), buttons: buttons,
                       localizer: host.localizer).draw(on: canvas)
    }

    // MARK: - Effects

    private func send(_ action: MovieQuizModel.Action) {
        let wasOver = if case .roundOver = model.phase { true } else { false }
        for effect in model.reduce(action) { perform(effect) }
        if case .roundOver = model.phase {
            if !wasOver { roundOverSince = host?.clock.now() }
        } else {
            roundOverSince = nil
        }
        if let round = model.round, let host {
            // The poster on screen and the next one load while the question is shown.
            let upcoming = round.questions[round.index...].prefix(2).map(\.movie)
            posters.keep(only: upcoming, host: host) { [weak self] in self?.host?.setNeedsDisplay() }
        }
        host?.setNeedsDisplay()
    }

    private func perform(_ effect: MovieQuizModel.Effect) {
        guard let host else { return }
        switch effect {
        case .loadMovies(let request):
            let loader: any MovieLoading = playsBundledMovies ? BundledMovies() : self.loader
            host.perform({ await loader.loadMovies() }) { [weak self] result in
                self?.send(.moviesLoaded(request: request, result))
            }
        case .waitForSplash(let delay):
            schedule(after: delay) { $0.send(.splashMinimumPassed) }
        case .prepareRound(let movies, let count):
            send(.roundPrepared(QuestionMaker.round(from: movies, count: count, using: &randomSource)))
        case .waitForFeedback(let delay):
            schedule(after: delay) { $0.send(.feedbackEnded) }
        case .saveRound(let correct, let total):
            let store = statistics, date = host.clock.wallTime(), localizer = host.localizer
            host.perform({ () -> Result<QuizStatistics, QuizSaveFailure> in
                do {
                    return .success(try store.record(correct: correct, total: total, at: date))
                } catch let error as GadgetDatabaseError {
                    return .failure(QuizSaveFailure(message: error.screenMessage(localizer)))
                } catch {
                    return .failure(QuizSaveFailure(message: "\(error)"))
                }
            }) { [weak self] result in
                self?.send(.saved(result))
            }
        }
    }

    private func schedule(after delay: Duration, _ action: @escaping (MovieQuizApp) -> Void) {
        guard let host else { return }
        var token: TimerToken?
        token = host.schedule(after: delay) { [weak self] in
            guard let self else { return }
            self.timers.removeAll { $0 == token }
            action(self)
        }
        if let token { timers.append(token) }
    }
}
