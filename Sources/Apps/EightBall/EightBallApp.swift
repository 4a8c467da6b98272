import Core
import GadgetBase
import Hardware
import UI

/// The magic 8-ball app: the main screen (call to shake, the ball, the answer) and the
/// settings screen for the stored answers.
public final class EightBallApp: GadgetApp {
    public let identifier = "eightball"
    public var title: LocalizedString { EightBallText.title }

    public private(set) var model: EightBallModel
    private let store: AnswerStore
    private let remote: any EightBallFetching
    private let service: EightBallService
    private var settings: AnswerSettingsScreen?
    private var host: (any AppHost)?
    private var deadlines: [Int: TimerToken] = [:]
    private var randomSource: any RandomNumberGenerator

    public init(
        store: AnswerStore, remote: any EightBallFetching, budget: Duration,
        randomSource: any RandomNumberGenerator = SystemRandomNumberGenerator()
    ) {
        self.store = store
        self.remote = remote
        self.service = EightBallService(client: remote, store: store)
        self.model = EightBallModel(budget: budget)
        self.randomSource = randomSource
    }

    public var inputPreferences: InputPreferences {
        settings?.inputPreferences ?? InputPreferences()
    }

    public var helpHint: LocalizedString? { settings == nil ? EightBallText.hint : settings?.helpHint }

    public func start(host: any AppHost) {
        self.host = host
    }

    public func stop() {
        for token in deadlines.values { host?.cancelTimer(token) }
        deadlines.removeAll()
        settings = nil
    }

    public func handle(_ event: InputEvent) -> EventDisposition {
        guard let host else { return .ignored }
        if let settings {
            let disposition = settings.handle(event)
            if settings.isFinished { self.settings = nil }
            host.setNeedsDisplay()
            return disposition
        }
        let now = host.clock.now()
        switch event {
        case .shake(.began): send(.shakeBegan(now))
        case .shake(.ended): send(.shakeEnded(now))
        case .shake(.cancelled): send(.shakeCancelled(now))
        case .button(.select, .tap), .button(.action, .tap):
            let calibration = (host as? any ShakeCalibrationHost).flatMap { $0.canCalibrateShake ? $0 : nil }
            settings = AnswerSettingsScreen(store: store, localizer: host.localizer, host: host, calibration: calibration)
        case .button(.back, .tap):
            guard case .answered = model.phase else { return .ignored }
            send(.dismiss)
        default:
            return .ignored
        }
        host.setNeedsDisplay()
        return .handled
    }

    public func render(_ canvas: Canvas) {
        guard let host else { return }
        if let settings {
            settings.render(canvas)
        } else {
            EightBallScreen(model: model, now: host.clock.now(), localizer: host.localizer).draw(on: canvas)
        }
    }

    // MARK: - Effects

    private func send(_ action: EightBallModel.Action) {
        for effect in model.reduce(action) { perform(effect) }
        host?.setNeedsDisplay()
    }

    private func perform(_ effect: EightBallModel.Effect) {
        guard let host else { return }
        switch effect {
        case .fetchRemote(let request):
            let remote = self.remote
            host.perform({ await remote.fetch(question: "Will it work?") }) { [weak self] result in
                guard let self, let host = self.host else { return }
                self.cancelDeadline(request)
                self.send(.remoteAnswered(request: request, result, at: host.clock.now()))
            }
        case .startDeadline(let request, let delay):
            deadlines[request] = host.schedule(after: delay) { [weak self] in
                guard let self, let host = self.host else { return }
                self.deadlines[request] = nil
                self.send(.deadlinePassed(request: request, at: host.clock.now()))
            }
        case .pickStoredAnswer(let request, let previous):
            cancelDeadline(request)
            send(.storedAnswerPicked(request: request, storedAnswer(excluding: previous), at: host.clock.now()))
        case .animate(let deadline):
            host.animate(until: deadline)
        }
    }

    private func cancelDeadline(_ request: Int) {
        if let token = deadlines.removeValue(forKey: request) { host?.cancelTimer(token) }
    }

    private func storedAnswer(excluding previous: String?) -> EightBallAnswer {
        service.storedAnswer(excluding: previous, using: &randomSource)
    }
}
