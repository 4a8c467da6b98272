import BoardProfiles
import Apps
import Core
import GadgetBase
import Hardware
import Logging
import Sensing
import UI

/// One run of Gadget: the launcher and the open app, the timers, the gesture and shake
/// pipelines, and the display. It never reads a clock by itself and never blocks: a driver
/// (the live poll loop, or a script on a test clock) feeds it input and tells it the time.
public final class Session: AppHost {
    public let clock: any GadgetClock
    public let localizer: Localizer
    public let display: any Display
    public private(set) var lastFrame: Frame?
    public private(set) var framesPresented = 0
    public private(set) var quitRequested = false

    private let launcher: LauncherApp
    package private(set) var activeApp: (any GadgetApp)?
    private let renderer: TurningRenderer
    private var timers = TimerQueue()
    private let work: PendingWork
    private var completions: [Int: (any Sendable) -> Void] = [:]
    private var nextWorkID = 1
    private var gestures: ButtonGestureRecognizer
    let motion: MotionPipeline?
    /// Where this board's shake calibration is kept, and the profile's preset it starts from;
    /// set by the run's setup (nil: the 8-ball offers no calibration).
    public var shakeCalibration: (store: ShakeCalibrationStore, preset: ShakeSettings)?
    /// Whether the frame on screen shows the accelerometer as lost.
    private var showsSensorLost = false
    /// The one pending read of the accelerometer (or look at it while it sleeps): waking
    /// replaces it, so two reads never run side by side.
    private var motionTimer: Int?
    private var needsDisplay = true
    /// The display lost what it showed: present the next frame whole, changed or not.
    private var needsWholePresent = false
    /// Set while a retry of a frame the display refused is scheduled.
    private var displayRetryPending = false
    /// The panel refused the last frame: its failure is logged once, and its recovery, rather
    /// than every retry (two a second, thirty while animating) onto the SD card.
    private var displayFailing = false
    private var animationDeadline: Instant?
    private let frameInterval: Duration
    private var lastRenderAt: Instant?
    private let inputWiring: InputWiring
    /// How the board is held, as the accelerometer last said (nil before it has said).
    public private(set) var deviceOrientation: Orientation?
    /// The turn that keeps the picture upright for that; used while the open app allows rotation.
    private var uprightTurn = DisplayTurn.none
    /// Until when the frame says which apps turn with the board: the board was turned while one
    /// that stays upright was open.
    private var turnNoticeUntil: Instant?
    /// Over every screen until OK: the saved data was moved aside (see `DataResetNotice`).
    private var dataResetNotice: DataResetNotice?
    let logger: Logger

    public init(
        clock: any GadgetClock, display: any Display, localizer: Localizer, apps: [any GadgetApp],
        accelerometer: (any Accelerometer)?, motionWake: (any MotionWakeSource)? = nil,
        shakeSettings: ShakeSettings, buttonTimings: ButtonTimings = .init(), input: InputWiring = .init(),
        framesPerSecond: Double = 30, wake: (@Sendable () -> Void)?, logger: Logger
    ) {
        self.clock = clock
        self.display = display
        self.localizer = localizer
        self.launcher = LauncherApp(apps: apps)
        self.renderer = TurningRenderer(panel: display.geometry)
        self.inputWiring = input
        self.work = PendingWork(wake: wake)
        self.gestures = ButtonGestureRecognizer(timings: buttonTimings)
        self.motion = accelerometer.map {
            MotionPipeline(accelerometer: $0, settings: shakeSettings, knocks: input.knocks, wakeSource: motionWake,
                           clock: clock, logger: logger)
        }
        self.frameInterval = .nanoseconds(Int64(1_000_000_000 / framesPerSecond))
        self.logger = logger
        if motion != nil { scheduleMotionSample(at: clock.now()) }
    }

    // MARK: - Driving the session

    /// Opens an app by identifier, as if chosen on the launcher.
    public func open(appNamed identifier: String) -> Bool {
        guard let app = launcher.app(named: identifier) else { return false }
        open(app)
        return true
    }

    /// A raw button edge from GPIO, a key, or a script.
    public func inject(_ edge: ButtonEdge) {
        for event in gestures.handle(edge) { route(event) }
    }

    /// An event that needs no recognising (typed text, a stroke, a shake from elsewhere).
    /// Strokes are in panel pixels, as a touchscreen or the mouse sees them.
    public func inject(_ event: InputEvent) {
        switch event {
        case .stroke(let points):
            route(.stroke(displayTurn.appStroke(points, panel: display.geometry)))
        case .touch(let phase, let point):
            guard let turned = displayTurn.appStroke([point], panel: display.geometry).first else { return }
            route(.touch(phase, turned))
        default:
            route(event)
        }
    }

    /// How far the picture is turned on the panel now: the upright turn while the open app
    /// allows rotation, none otherwise.
    public var displayTurn: DisplayTurn { inputPreferences.allowsRotation ? uprightTurn : .none }

    public func requestQuit() { quitRequested = true }

    /// The accelerometer's motion interrupt fired (a GPIO edge, or the simulated chip's line):
    /// sampling starts again if it had stopped.
    public func motionInterrupt(at timestamp: Instant) {
        if motion?.wake(at: timestamp) == true { scheduleMotionSample(at: clock.now()) }
    }

    /// The motion interrupt's line can no longer be read: the accelerometer is polled from now on.
    public func motionInterruptLost(at timestamp: Instant) {
        if motion?.pollInsteadOfInterrupt(at: timestamp) == true { scheduleMotionSample(at: clock.now()) }
    }

    /// Says over the first screen, until OK is pressed, that the saved data was damaged and the
    /// old file kept beside the new one; presses and shakes meanwhile go to the notice only.
    public func showDataReset() {
        dataResetNotice = DataResetNotice()
        needsDisplay = true
    }

    /// Whether the accelerometer is asleep, waiting for its motion interrupt.
    public var isMotionAsleep: Bool { motion?.isAsleep ?? false }

    /// Go home from anywhere.
    public func goHome() {
        guard let app = activeApp else { return }
        close(app)
    }

    /// Fires everything due at the clock's current time: timers, gesture deadlines, sampling.
    public func advance() {
        let now = clock.now()
        for event in gestures.advance(to: now) { route(event) }
        while let action = timers.popDue(at: now) { action() }
        deliverFinishedWork()
    }

    /// The next instant the session needs to run, or nil if it can sleep until input.
    public var nextDeadline: Instant? {
        var candidates = [timers.nextDue, gestures.nextDeadline].compactMap { $0 }
        if let animationDeadline {
            let nextFrame = (lastRenderAt ?? clock.now()) + frameInterval
            candidates.append(min(animationDeadline, nextFrame))
        }
        return candidates.min()
    }

    @discardableResult
    public func settleWork() -> Bool {
        let settled = work.settle()
        deliverFinishedWork()
        return settled
    }

    /// Draws and presents the screen if anything changed or an animation is running.
    public func renderIfNeeded() {
        let now = clock.now()
        var frameDue = false
        if let deadline = animationDeadline {
            frameDue = lastRenderAt.map { now >= $0 + frameInterval } ?? true
            if now >= deadline {
                animationDeadline = nil  // draw the resting frame, then sleep
                frameDue = true
            }
        }
        guard needsDisplay || frameDue else { return }
        needsDisplay = false
        lastRenderAt = now
        let frame = renderer.render(turn: displayTurn) { canvas in
            if let app = activeApp {
                app.render(canvas)
            } else {
                launcher.render(canvas, localizer: localizer)
            }
            dataResetNotice?.draw(on: canvas, localizer: localizer)
            if showsSensorLost {
                SensorStatusBadge.draw(on: canvas, localizer: localizer)
            } else if turnNoticeUntil != nil {
                SensorStatusBadge.drawTurnNotice(on: canvas, localizer: localizer,
                                                 turningApps: launcherApps.filter { $0.inputPreferences.allowsRotation })
            }
        }
        let whole = needsWholePresent
        needsWholePresent = false
        let everything = PixelRect(x: 0, y: 0, width: frame.pixels.width, height: frame.pixels.height)
        let damage = whole ? everything : frame.pixels.damage(comparedTo: lastFrame?.pixels)
        let textsChanged = frame.texts != lastFrame?.texts
        lastFrame = frame
        guard damage != nil || textsChanged else { return }
        do {
            try display.present(frame, damage: damage ?? PixelRect(x: 0, y: 0, width: 0, height: 0))
            framesPresented += 1
            if displayFailing {
                displayFailing = false
                logger.notice("display works again")
            }
        } catch {
            if !displayFailing {
                displayFailing = true
                logger.error("display failed; retrying until it takes a frame", metadata: ["error": "\(error)"])
            }
            retryDisplayLater()
        }
    }

    /// A panel that did not take the frame (an OLED that stopped acknowledging) gets it again a
    /// moment later, whole, even when the screen is idle, so it comes back without a key press.
    private func retryDisplayLater() {
        guard !displayRetryPending else { return }
        displayRetryPending = true
        _ = schedule(after: Self.displayRetryDelay) { [weak self] in
            self?.displayRetryPending = false
            self?.setNeedsWholePresent()
        }
    }

    static let displayRetryDelay: Duration = .milliseconds(500)

    /// The help line for the current screen.
    public var helpHint: String? {
        if dataResetNotice != nil { return localizer(DataResetNotice.hint) }
        if let app = activeApp { return app.helpHint.map { localizer($0) } }
        return localizer(LauncherApp.hint)
    }

    /// The board buttons the help line leaves out for the current screen.
    public var buttonsLeftOutOfHelp: Set<Button> {
        if dataResetNotice != nil { return Set(Button.allCases).subtracting([.select]) }
        return activeApp?.buttonsLeftOutOfHelp ?? LauncherApp.buttonsLeftOutOfHelp
    }

    public var inputPreferences: InputPreferences { activeApp?.inputPreferences ?? InputPreferences() }

    /// The accelerometer stopped answering (the screen says so until it answers again).
    public var isSensorLost: Bool { motion?.isSensorLost ?? false }

    // MARK: - AppHost

    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> TimerToken {
        TimerToken(timers.schedule(at: clock.now() + delay, action))
    }

    public func cancelTimer(_ token: TimerToken) {
        timers.cancel(token.rawValue)
    }

    public func perform<Result: Sendable>(_ work: @escaping @Sendable () async -> Result, then: @escaping (Result) -> Void) {
        let id = nextWorkID
        nextWorkID += 1
        completions[id] = { value in
            if let result = value as? Result { then(result) }
        }
        self.work.start(id: id, work)
    }

    public func setNeedsDisplay() { needsDisplay = true }

    /// The display lost what it showed (a resized terminal clears and re-fits): the next frame
    /// is presented whole even when nothing in it changed, instead of at the next key press.
    public func setNeedsWholePresent() {
        needsDisplay = true
        needsWholePresent = true
    }

    public func animate(until deadline: Instant) {
        animationDeadline = max(animationDeadline ?? deadline, deadline)
        needsDisplay = true
    }

    // MARK: - Internals

    private func route(_ event: InputEvent) {
        // A stroke in progress comes a point at a time: only an app that shows it asks to redraw.
        if case .touch = event {} else { needsDisplay = true }
        var turned = false
        if case .orientation(let held) = event {
            deviceOrientation = held
            let turn = DisplayTurn(holding: held, current: uprightTurn)
            turned = turn != uprightTurn && !inputPreferences.allowsRotation
            uprightTurn = turn
        }
        if dataResetNotice != nil {
            switch event {
            case .button(.select, .tap), .button(.action, .tap), .button(.back, .tap): dataResetNotice = nil
            default: break
            }
            return
        }
        if case .button(.back, .longPress) = event, activeApp != nil {
            goHome()
            return
        }
        if let app = activeApp {
            let disposition = app.handle(event)
            if disposition == .ignored, case .button(.back, .tap) = event { close(app) }
            // An app that does something with the turn itself (the showcase's article) needs no word.
            if turned, disposition == .ignored { showTurnNotice() }
        } else if let app = launcher.handle(event) {
            open(app)
        } else if turned {
            showTurnNotice()
        }
        adoptInputPreferences()
    }

    /// Recognizes gestures and reads sensors the way the open app wants.
    private func adoptInputPreferences() {
        gestures.adopt(inputPreferences, wiring: inputWiring)
        motion?.knocksWanted = inputPreferences.wantsKnocks
        // Knocks are over before a motion interrupt could wake the sampler: be awake already.
        if inputPreferences.wantsKnocks, isMotionAsleep { motionInterrupt(at: clock.now()) }
    }

    private func open(_ app: any GadgetApp) {
        if let current = activeApp { close(current) }
        activeApp = app
        app.start(host: self)
        adoptInputPreferences()
        needsDisplay = true
    }

    private func close(_ app: any GadgetApp) {
        // A shake that was going on belongs to the app being left.
        if let event = motion?.interrupt(at: clock.now()) { _ = app.handle(event) }
        motion?.recording = nil
        app.stop()
        activeApp = nil
        adoptInputPreferences()
        needsDisplay = true
    }

    /// The picture stays upright in most apps: when the board turns in one of them, a strip
    /// says for a moment which apps do turn, so the turn is not mistaken for a fault.
    private func showTurnNotice() {
        let until = clock.now() + SensorStatusBadge.turnNoticeDuration
        turnNoticeUntil = until
        _ = timers.schedule(at: until) { [weak self] in
            guard let self, self.turnNoticeUntil == until else { return }
            self.turnNoticeUntil = nil
            self.needsDisplay = true
        }
    }

    private func scheduleMotionSample(at due: Instant) {
        if let pending = motionTimer { timers.cancel(pending) }
        motionTimer = timers.schedule(at: due) { [weak self] in
            guard let self, let motion = self.motion else { return }
            self.motionTimer = nil
            let (events, next) = motion.sample(at: self.clock.now())
            for event in events { self.route(event) }
            if motion.isSensorLost != self.showsSensorLost {
                self.showsSensorLost.toggle()
                self.needsDisplay = true
            }
            if let next { self.scheduleMotionSample(at: next) }
        }
    }

    private func deliverFinishedWork() {
        for (id, result) in work.takeFinished() {
            completions.removeValue(forKey: id)?(result)
        }
    }
}

extension Session {
    var launcherApps: [any GadgetApp] { launcher.apps }
}

extension LauncherApp {
    /// The app a person named: its identifier (`moviequiz`) or the title the launcher shows, in
    /// any of Gadget's languages (`"Movie quiz"`, `жесты`), letter case, spaces and hyphens aside.
    func app(named name: String) -> (any GadgetApp)? {
        apps.first { $0.identifier == name } ?? apps.first { Self.name(name, means: $0.identifier, titled: $0.title) }
    }

    /// Whether `name` names the app with this identifier and title.
    static func name(_ name: String, means identifier: String, titled title: LocalizedString) -> Bool {
        let wanted = folded(name)
        return folded(identifier) == wanted || Language.allCases.contains { folded(title.text(in: $0)) == wanted }
    }

    private static func folded(_ name: String) -> String {
        String(name.lowercased().filter { !" -_.".contains($0) })
    }
}
