import Core
import GadgetBase
import Hardware
import UI

/// Three screens in a tab bar, switched with left and right: the basics (labels, buttons, a
/// picture with a spinner), an article laid out for portrait or landscape, and a pretend login
/// whose Enter button rides above the on-screen keyboard. What is shown lives in a
/// `ShowcaseModel`; the app turns input into its actions, runs its timers and animations, and draws it.
public final class ShowcaseApp: GadgetApp {
    public typealias Tab = ShowcaseModel.Tab

    public let identifier = "showcase"
    public var title: LocalizedString { ShowcaseText.title }

    public private(set) var model = ShowcaseModel()
    private weak var host: (any AppHost)?
    private var spinnerTimer: TimerToken?

    public init() {}

    public var tab: Tab { model.tab }
    /// What the board last said about how it is held; nil until it says anything.
    public var orientation: Orientation? { model.orientation }
    var basics: BasicsTab { model.basics }
    var article: ArticleTab { model.article }
    var login: LoginTab { model.login }

    public var inputPreferences: InputPreferences { InputPreferences(acceptsText: model.acceptsText) }

    /// For the terminal's key help: while the keyboard is up the arrows move on it, not between tabs.
    public var helpHint: LocalizedString? {
        if model.acceptsText { return nil }
        return model.tab == .article ? ShowcaseText.articleHint : ShowcaseText.hint
    }

    /// The hint names what the arrows do on a tab (←→) and in the article (↑↓). An article has
    /// nothing to select or act on (a long press turns it, which the hint names as `o`).
    public var buttonsLeftOutOfHelp: Set<Button> {
        if model.acceptsText { return [] }
        return model.tab == .article ? [.up, .down, .left, .right, .select, .action] : [.left, .right]
    }

    public func start(host: any AppHost) {
        self.host = host
        send(.opened(letters: .letters(for: host.localizer.language)))
    }

    public func stop() {
        if let spinnerTimer { host?.cancelTimer(spinnerTimer) }
        spinnerTimer = nil
        host = nil
    }

    /// Landscape when the board says it is on its side; otherwise the display's shape decides.
    public func isLandscape(displayIsWide: Bool) -> Bool { model.isLandscape(displayIsWide: displayIsWide) }

    public func handle(_ event: InputEvent) -> EventDisposition {
        guard let host else { return .ignored }
        defer { host.setNeedsDisplay() }
        if case .orientation(let turned) = event {
            send(.turned(turned))
            return .handled
        }
        return send(.press(event, at: host.clock.now())) ? .handled : .ignored
    }

    /// Opens `tab` directly (as the tab bar does).
    public func select(_ tab: Tab) {
        send(.select(tab))
        host?.setNeedsDisplay()
    }

    // MARK: - Effects

    /// Returns false when the model passed the key on.
    @discardableResult
    private func send(_ action: ShowcaseModel.Action) -> Bool {
        var taken = true
        for effect in model.reduce(action) {
            switch effect {
            case .animate(let until): host?.animate(until: until)
            case .scheduleSpinner: scheduleSpinner()
            case .passOn: taken = false
            }
        }
        return taken
    }

    private func scheduleSpinner() {
        guard let host, spinnerTimer == nil else { return }
        spinnerTimer = host.schedule(after: ActivityIndicator.stepInterval) { [weak self] in
            guard let self else { return }
            self.spinnerTimer = nil
            self.send(.spinnerTicked)
            self.host?.setNeedsDisplay()
        }
    }

    // MARK: - Drawing

    public func render(_ canvas: Canvas) {
        guard let host else { return }
        let l = host.localizer
        let theme = canvas.theme
        let now = host.clock.now()
        let displayIsWide = canvas.bounds.width > canvas.bounds.height
        canvas.clear(theme.background)
        let (bar, area) = canvas.bounds.divided(atDistance: ShowcaseTabBar.height(theme), from: .bottom)
        var article: (content: Double, viewport: Double)?
        switch model.tab {
        case .basics:
            model.basics.draw(on: canvas, in: area, now: now, localizer: l)
        case .article:
            canvas.clipped(to: area) { canvas in
                article = model.article.draw(on: canvas, in: area, landscape: isLandscape(displayIsWide: displayIsWide),
                                             localizer: l)
            }
        case .login:
            break
        }
        ShowcaseTabBar.draw(on: canvas, titles: ShowcaseText.tabs.map { l($0) }, selected: model.tab.rawValue, in: bar)
        // The login tab's keyboard slides up over the tab bar, as a phone's does.
        if model.tab == .login { model.login.draw(on: canvas, in: area, bounds: canvas.bounds, now: now, localizer: l) }
        send(.laidOut(.init(displayIsWide: displayIsWide, articleStep: ArticleTab.scrollStep(theme), article: article)))
    }
}
