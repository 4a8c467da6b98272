import Core
import GadgetBase
import Hardware
import Sensing
import UI

/// The falling-squares game (the lesson-9 exercise): four squares fall at four speeds and each
/// goes back up on its own gesture. Buttons aim with a cursor (←→) and make the gestures
/// (Enter tap, Enter double tap, ↑ and ↓ swipes); on a touchscreen or with a mouse the
/// gesture goes to the square under the finger.
///
/// While a game runs the app keeps one timer on the host's clock (the next step, landing or
/// heartbeat) and asks for frames until then; a paused or finished game keeps none.
public final class FallingSquaresApp: GadgetApp {
    public static let gameIdentifier = "fallingsquares"
    public let identifier = FallingSquaresApp.gameIdentifier
    public var title: LocalizedString { FallingSquaresText.title }

    public private(set) var model: FallingSquaresModel
    /// How long after its release a single tap on a double-tap button arrives (the runtime's
    /// recognizer uses the standard button timings).
    static let singleTapDelay = ButtonTimings().doubleTapWindow
    private let scores: BestScoreStore?
    private var randomSource: any RandomNumberGenerator
    private weak var host: (any AppHost)?
    private var wakeTimer: TimerToken?
    private var touchTimer: TimerToken?
    private var touches: TouchGestureReader?
    private var layout: FallingSquaresLayout?
    private var storageProblem: String?

    public init(scores: BestScoreStore?, rules: FallingSquaresRules = .standard,
                randomSource: any RandomNumberGenerator = SystemRandomNumberGenerator()) {
        self.scores = scores
        self.randomSource = randomSource
        model = FallingSquaresModel(rules: rules)
    }

    /// While playing, Enter's single tap waits for a possible second one (the double-tap gesture).
    public var inputPreferences: InputPreferences {
        model.phase == .running ? InputPreferences(doubleTapButtons: [.select]) : InputPreferences()
    }

    public var helpHint: LocalizedString? {
        switch model.phase {
        case .ready: FallingSquaresText.hintReady
        case .running: FallingSquaresText.hintPlaying
        case .paused, .over: nil
        }
    }

    /// Before a game ←→ aim and Enter starts; during one the hint names every key (Esc pauses
    /// like Space); after it Enter plays again. The pause dialog takes every key.
    public var buttonsLeftOutOfHelp: Set<Button> {
        switch model.phase {
        case .ready: [.up, .down, .action]
        case .running: [.up, .down, .left, .right, .select, .action, .back]
        case .paused: []
        case .over: [.up, .down, .left, .right, .action]
        }
    }

    /// Whether a timer is pending: false whenever the game is not running.
    public var isScheduled: Bool { wakeTimer != nil || touchTimer != nil }

    public func start(host: any AppHost) {
        self.host = host
        do {
            send(.bestLoaded(try scores?.best()))
        } catch {
            storageProblem = describe(error, localizer: host.localizer)
        }
        host.setNeedsDisplay()
    }

    /// Leaving mid-game pauses it, so coming back finds it where it was.
    public func stop() {
        if let host { send(.pause(host.clock.now())) }
        cancelTimers()
    }

    public func handle(_ event: InputEvent) -> EventDisposition {
        guard let host else { return .ignored }
        let now = host.clock.now()
        let disposition: EventDisposition
        switch model.phase {
        case .ready: disposition = handleReady(event, now: now)
        case .running: disposition = handleRunning(event, now: now)
        case .paused: disposition = handlePaused(event, now: now)
        case .over: disposition = handleOver(event, now: now)
        }
        if disposition == .handled { host.setNeedsDisplay() }
        return disposition
    }

    public func render(_ canvas: Canvas) {
        guard let host else { return }
        if layout?.bounds != canvas.bounds {
            let fresh = FallingSquaresLayout(bounds: canvas.bounds, theme: canvas.theme)
            layout = fresh
            touches = TouchGestureReader(settings: fresh.touchSettings())
        }
        guard let layout else { return }
        FallingSquaresScreen(model: model, layout: layout, now: host.clock.now(), localizer: host.localizer,
                             storageProblem: storageProblem).draw(on: canvas)
    }

    // MARK: - Events by phase

    private func handleReady(_ event: InputEvent, now: Instant) -> EventDisposition {
        switch event {
        case .button(.select, .tap), .button(.select, .doubleTap), .button(.action, .tap):
            send(.start(now))
        case .button(.left, .tap), .button(.left, .longPressRepeat): send(.moveCursor(by: -1, at: now))
        case .button(.right, .tap), .button(.right, .longPressRepeat): send(.moveCursor(by: 1, at: now))
        case .stroke(let points) where !points.isEmpty: send(.start(now))
        default: return .ignored
        }
        return .handled
    }

    private func handleRunning(_ event: InputEvent, now: Instant) -> EventDisposition {
        switch event {
        case .button(.left, .tap), .button(.left, .longPressRepeat): send(.moveCursor(by: -1, at: now))
        case .button(.right, .tap), .button(.right, .longPressRepeat): send(.moveCursor(by: 1, at: now))
        case .button(.select, .tap):
            // Delivered a double-tap window after the release: aim where the cursor was then.
            send(.gesture(.tap, aim: .cursor(asOf: now.advanced(by: .zero - Self.singleTapDelay)), at: now))
        case .button(.select, .doubleTap): send(.gesture(.doubleTap, aim: .cursor(asOf: now), at: now))
        case .button(.up, .tap), .swipe(.up): send(.gesture(.swipeUp, aim: .cursor(asOf: now), at: now))
        case .button(.down, .tap), .swipe(.down): send(.gesture(.swipeDown, aim: .cursor(asOf: now), at: now))
        case .button(.action, .tap), .button(.back, .tap): pause(at: now)
        case .stroke(let points): handleStroke(points, now: now)
        default: return .ignored
        }
        return .handled
    }

    private func handlePaused(_ event: InputEvent, now: Instant) -> EventDisposition {
        switch event {
        // The row stops at its ends: a press towards Resume never lands on Restart.
        case .button(.left, .tap), .button(.up, .tap): send(.focusPauseChoice(.resume))
        case .button(.right, .tap), .button(.down, .tap): send(.focusPauseChoice(.restart))
        case .button(.select, .tap), .button(.select, .doubleTap): send(.confirmPauseChoice(now))
        case .button(.action, .tap), .stroke: send(.resume(now))
        default: return .ignored  // back leaves the app; the game stays paused
        }
        return .handled
    }

    private func handleOver(_ event: InputEvent, now: Instant) -> EventDisposition {
        switch event {
        case .button(.select, .tap), .button(.select, .doubleTap), .button(.action, .tap), .stroke:
            send(.restart(now))
        default: return .ignored
        }
        return .handled
    }

    private func handleStroke(_ points: [StrokePoint], now: Instant) {
        guard let layout, var reader = touches, let first = points.first else { return }
        if layout.topBar.contains(Point(x: first.x, y: first.y)) {
            touches?.reset()
            pause(at: now)
            return
        }
        let gestures = reader.read(points)
        touches = reader
        deliver(gestures, now: now)
        scheduleTouchDeadline()
    }

    private func deliver(_ gestures: [TouchGestureReader.AimedGesture], now: Instant) {
        guard let layout else { return }
        for aimed in gestures {
            guard let column = layout.column(at: aimed.point) else { continue }
            send(.gesture(aimed.gesture, aim: .column(column), at: now))
        }
    }

    private func pause(at now: Instant) {
        touches?.reset()
        send(.pause(now))
    }

    // MARK: - Effects

    private func send(_ action: FallingSquaresModel.Action) {
        for effect in model.reduce(action, using: &randomSource) { perform(effect) }
    }

    private func perform(_ effect: FallingSquaresModel.Effect) {
        guard let host else { return }
        switch effect {
        case .wake(let due):
            if let wakeTimer { host.cancelTimer(wakeTimer) }
            wakeTimer = host.schedule(after: max(.zero, due - host.clock.now())) { [weak self] in
                guard let self, let host = self.host else { return }
                self.wakeTimer = nil
                self.send(.tick(host.clock.now()))
            }
            host.animate(until: due)
        case .sleep:
            cancelTimers()
            host.setNeedsDisplay()
        case .saveScore(let score):
            save(score)
        }
    }

    private func scheduleTouchDeadline() {
        guard let host else { return }
        if let touchTimer { host.cancelTimer(touchTimer) }
        touchTimer = nil
        guard let deadline = touches?.nextDeadline else { return }
        touchTimer = host.schedule(after: max(.zero, deadline - host.clock.now())) { [weak self] in
            guard let self, let host = self.host, var reader = self.touches else { return }
            self.touchTimer = nil
            let now = host.clock.now()
            let gestures = reader.advance(to: now)
            self.touches = reader
            self.deliver(gestures, now: now)
            host.setNeedsDisplay()
        }
    }

    private func cancelTimers() {
        if let wakeTimer { host?.cancelTimer(wakeTimer) }
        if let touchTimer { host?.cancelTimer(touchTimer) }
        wakeTimer = nil
        touchTimer = nil
    }

    /// Saved right away, on the runtime thread: the game is over, nothing is moving, and a
    /// synced SQLite commit (a few milliseconds on an SD card) delays only the game-over frame.
    private func save(_ score: Duration) {
        guard let host, let scores else { return }
        do {
            try scores.record(score, at: host.clock.wallTime())
            storageProblem = nil
        } catch {
            storageProblem = describe(error, localizer: host.localizer)
        }
    }

    private func describe(_ error: any Error, localizer: Localizer) -> String {
        (error as? GadgetDatabaseError)?.screenMessage(localizer) ?? "\(error)"
    }
}
