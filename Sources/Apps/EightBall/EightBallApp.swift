import Core
import GadgetBase
import Hardware
import UI

/// The magic 8-ball app: the main screen (call to shake, the ball, the answer) and the
/// settings for the stored answers. Both screens only draw a value model; the app carries out
/// the models' effects (the network, timers, the answer store, the board's calibration).
public final class EightBallApp: GadgetApp {
    public let identifier = "eightball"
    public var title: LocalizedString { EightBallText.title }

    public private(set) var model: EightBallModel
    private let store: AnswerStore
    private let remote: any EightBallFetching
    private let service: EightBallService
    /// The settings, while they are open.
    private(set) var settings: AnswerSettingsModel?
    /// "Calibrate shake", opened from the settings, while it is open.
    private var calibrating: ShakeCalibrationScreen?
    private weak var host: (any AppHost)?
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
        InputPreferences(acceptsText: settings?.isEditing == true)
    }

    public var helpHint: LocalizedString? {
        if let calibrating {
            return calibrating.isShowingResult ? EightBallText.calibrationResultHint : EightBallText.calibrationHint
        }
        return settings == nil ? EightBallText.terminalHint : nil
    }

    public var buttonsLeftOutOfHelp: Set<Button> {
        if let calibrating {
            // Only Esc stops it; Enter (or Space) closes the result.
            return calibrating.isShowingResult ? [.up, .down, .left, .right, .action] : [.up, .down, .left, .right, .select, .action]
        }
        // The ball takes shakes, Enter (Space does the same) and Esc; the answers list takes every key.
        return settings == nil ? [.up, .down, .left, .right, .action] : []
    }

    public func start(host: any AppHost) {
        self.host = host
    }

    public func stop() {
        for token in deadlines.values { host?.cancelTimer(token) }
        deadlines.removeAll()
        settings = nil
        // Leaving the app mid-calibration (home) must stop the host keeping samples too.
        calibrating?.finish()
        calibrating = nil
    }

    public func handle(_ event: InputEvent) -> EventDisposition {
        guard let host else { return .ignored }
        if let calibrating {
            let disposition = calibrating.handle(event)
            if calibrating.isFinished {
                self.calibrating = nil
                sendSettings(.shakeCalibrationClosed)
            }
            host.setNeedsDisplay()
            return disposition
        }
        if let settings {
            if let action = AnswerSettingsScreen.action(for: event, in: settings.mode) { sendSettings(action) }
            if self.settings?.isFinished == true { self.settings = nil }
            host.setNeedsDisplay()
            return .handled
        }
        let now = host.clock.now()
        switch event {
        case .shake(.began): send(.shakeBegan(now))
        case .shake(.ended): send(.shakeEnded(now))
        case .shake(.cancelled): send(.shakeCancelled(now))
        case .button(.select, .tap), .button(.action, .tap):
            // The shake's end would reach the settings, not the ball, which would wobble on
            // "Thinking…" for ever: a shake the settings interrupt asks nothing.
            if case .shaking = model.phase { send(.shakeCancelled(now)) }
            settings = AnswerSettingsModel(language: host.localizer.language, offersShakeCalibration: shakeCalibration != nil)
            performSettings(.reload)
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
        if let calibrating {
            calibrating.render(canvas)
        } else if let settings {
            AnswerSettingsScreen(model: settings, localizer: host.localizer).draw(on: canvas)
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

    // MARK: - Settings

    /// The board's shake calibration, where the host offers one.
    private var shakeCalibration: (any ShakeCalibrationHost)? {
        (host as? any ShakeCalibrationHost).flatMap { $0.canCalibrateShake ? $0 : nil }
    }

    private func sendSettings(_ action: AnswerSettingsModel.Action) {
        guard var model = settings else { return }
        let effects = model.reduce(action)
        settings = model
        for effect in effects { performSettings(effect) }
    }

    /// Carries out what the settings ask of the store and the board, and tells them how it went.
    private func performSettings(_ effect: AnswerSettingsModel.Effect) {
        guard let host else { return }
        switch effect {
        case .add(let text):
            save { _ = try store.add(text) }
        case .update(let id, let text):
            save { try store.update(id: id, to: text) }
        case .remove(let id):
            change { try store.remove(id: id) }
        case .restoreDefaultAnswers(let language):
            change { try store.resetToDefaults(language: language) }
        case .restoreShakeDefault:
            guard let calibration = shakeCalibration else { return }
            if change({ try calibration.applyShakeCalibration(nil) }) { sendSettings(.shakeDefaultRestored) }
        case .openShakeCalibration:
            guard let calibration = shakeCalibration else { return }
            calibrating = ShakeCalibrationScreen(host: host, calibration: calibration, localizer: host.localizer)
        case .reload:
            do {
                sendSettings(.loaded(try store.all(), isShakeCalibrated: shakeCalibration?.isShakeCalibrated ?? false))
            } catch {
                // An empty list would look as if the answers were gone: say the database failed.
                sendSettings(.loadFailed(storageReason(error)))
            }
        }
    }

    private func save(_ write: () throws -> Void) {
        do {
            try write()
            sendSettings(.saved)
        } catch {
            sendSettings(.saveFailed(failure(error)))
        }
    }

    @discardableResult
    private func change(_ write: () throws -> Void) -> Bool {
        do {
            try write()
            return true
        } catch {
            sendSettings(.changeFailed(failure(error)))
            return false
        }
    }

    /// A refusal or a storage error in the reader's language.
    private func failure(_ error: any Error) -> AnswerSettingsModel.Failure {
        guard let localizer = host?.localizer else { return .storage("\(error)") }
        switch error {
        case let refusal as AnswerValidationError:
            if case .unknownAnswer = refusal { return .answerGone(refusal.message(localizer)) }
            return .refused(refusal)
        default:
            return .storage(storageReason(error))
        }
    }

    /// A panel's dialog has room for what went wrong and what to check, not for the path.
    private func storageReason(_ error: any Error) -> String {
        guard let localizer = host?.localizer else { return "\(error)" }
        return (error as? GadgetDatabaseError)?.screenMessage(localizer)
            ?? (error as? any UserFacingError)?.message(localizer) ?? "\(error)"
    }
}
