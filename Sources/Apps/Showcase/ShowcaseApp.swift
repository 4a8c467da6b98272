import Core
import GadgetBase
import Hardware
import UI

/// Three screens in a tab bar, switched with left and right: the basics (labels, buttons, a
/// picture with a spinner), an article laid out for portrait or landscape, and a pretend login
/// whose Enter button rides above the on-screen keyboard.
public final class ShowcaseApp: GadgetApp {
    public enum Tab: Int, CaseIterable, Sendable { case basics, article, login }

    public let identifier = "showcase"
    public var title: LocalizedString { ShowcaseText.title }

    public private(set) var tab: Tab = .basics
    /// What the board last said about how it is held; nil until it says anything, when the
    /// display's own shape decides.
    public private(set) var orientation: Orientation?
    private(set) var basics = BasicsTab()
    private(set) var article = ArticleTab()
    private(set) var login = LoginTab()
    private var host: (any AppHost)?
    private var spinnerTimer: TimerToken?
    private var scrollStep: Double = 20

    public init() {}

    public var inputPreferences: InputPreferences {
        InputPreferences(acceptsText: tab == .login && login.entry != nil)
    }

    public var helpHint: LocalizedString? { tab == .article ? ShowcaseText.articleHint : ShowcaseText.hint }

    public func start(host: any AppHost) {
        self.host = host
        scheduleSpinner()
    }

    public func stop() {
        if let spinnerTimer { host?.cancelTimer(spinnerTimer) }
        spinnerTimer = nil
        host = nil
    }

    /// Landscape when the board says it is on its side; otherwise the display's shape decides.
    public func isLandscape(displayIsWide: Bool) -> Bool {
        switch orientation {
        case .landscapeLeft, .landscapeRight: true
        case .portrait, .upsideDown: false
        case .faceUp, .faceDown, nil: displayIsWide
        }
    }

    public func handle(_ event: InputEvent) -> EventDisposition {
        guard let host else { return .ignored }
        let now = host.clock.now()
        defer { host.setNeedsDisplay() }
        if case .orientation(let turned) = event {
            // Lying flat says nothing about which way is up: keep the last upright reading.
            if turned != .faceUp && turned != .faceDown { orientation = turned }
            return .handled
        }
        switch tab {
        case .basics:
            if basics.handle(event, now: now) {
                host.animate(until: now + BasicsTab.pressLength)
                return .handled
            }
        case .article:
            if case .button(.action, .longPress) = event {
                // The desktop has no accelerometer to turn: a long press on action stands in.
                let wide = isLandscape(displayIsWide: lastDisplayWasWide)
                orientation = wide ? .portrait : .landscapeLeft
                return .handled
            }
            if article.handle(event, step: scrollStep) { return .handled }
        case .login:
            let (handled, until) = login.handle(event, now: now, localizer: host.localizer, layout: keyboardLayout)
            if let until { host.animate(until: until) }
            if handled { return .handled }
            if case .button(.back, .tap) = event, login.isKeyboardShown { return .handled }
        }
        switch event {
        case .button(.left, .tap), .swipe(.right):
            select(Tab(rawValue: (tab.rawValue + Tab.allCases.count - 1) % Tab.allCases.count)!)
        case .button(.right, .tap), .swipe(.left):
            select(Tab(rawValue: (tab.rawValue + 1) % Tab.allCases.count)!)
        default:
            return .ignored
        }
        return .handled
    }

    /// Opens `tab` directly (as the tab bar does).
    public func select(_ tab: Tab) {
        self.tab = tab
        scheduleSpinner()
        host?.setNeedsDisplay()
    }

    private var lastDisplayWasWide = false

    public func render(_ canvas: Canvas) {
        guard let host else { return }
        let l = host.localizer
        let theme = canvas.theme
        let now = host.clock.now()
        lastDisplayWasWide = canvas.bounds.width > canvas.bounds.height
        scrollStep = ArticleTab.scrollStep(theme)
        canvas.clear(theme.background)
        let (bar, area) = canvas.bounds.divided(atDistance: ShowcaseTabBar.height(theme), from: .bottom)
        switch tab {
        case .basics:
            basics.draw(on: canvas, in: area, now: now, localizer: l)
        case .article:
            canvas.clipped(to: area) { canvas in
                article.draw(on: canvas, in: area, landscape: isLandscape(displayIsWide: lastDisplayWasWide), localizer: l)
            }
        case .login:
            break
        }
        ShowcaseTabBar.draw(on: canvas, titles: ShowcaseText.tabs.map { l($0) }, selected: tab.rawValue, in: bar)
        // The login tab's keyboard slides up over the tab bar, as a phone's does.
        if tab == .login { login.draw(on: canvas, in: area, bounds: canvas.bounds, now: now, localizer: l) }
    }

    private var keyboardLayout: OnScreenKeyboard.Layout {
        host?.localizer.language == .en ? .latin : .cyrillic
    }

    /// The spinner turns only while the first tab is on screen: no wake-ups for a hidden one.
    private func scheduleSpinner() {
        guard let host, tab == .basics, spinnerTimer == nil else { return }
        spinnerTimer = host.schedule(after: ActivityIndicator.stepInterval) { [weak self] in
            guard let self else { return }
            self.spinnerTimer = nil
            guard self.tab == .basics else { return }
            self.basics.spinnerStep = (self.basics.spinnerStep + 1) % ActivityIndicator.spokeCount
            self.host?.setNeedsDisplay()
            self.scheduleSpinner()
        }
    }
}
