import GadgetBase
import Hardware
import UI

/// The showcase as a value: the tab shown, how the board is held, and each tab's own state (the
/// basics' buttons and spinner, the article's scroll, the login form). Pure: keys, turns, timer
/// ticks and what the drawing measured arrive as actions; animations, the spinner's timer and a
/// key left for the shell leave as effects.
public struct ShowcaseModel: Equatable, Sendable {
    public enum Tab: Int, CaseIterable, Sendable { case basics, article, login }

    /// What a frame measured, for the keys that follow it.
    struct Layout: Equatable, Sendable {
        /// The desktop's stand-in for turning the board flips from what is drawn now.
        var displayIsWide: Bool
        /// Two lines of the article's text.
        var articleStep: Double
        /// The article's height and its viewport's, when the article was drawn.
        var article: (content: Double, viewport: Double)?

        static func == (a: Layout, b: Layout) -> Bool {
            a.displayIsWide == b.displayIsWide && a.articleStep == b.articleStep
                && a.article?.content == b.article?.content && a.article?.viewport == b.article?.viewport
        }
    }

    enum Action: Equatable, Sendable {
        /// The app was opened; the login's keyboard types in `letters`.
        case opened(letters: OnScreenKeyboard.Layout)
        /// A key (or touch gesture) at `now`: the tab shown takes it first, then left and right switch tabs.
        case press(InputEvent, at: Instant)
        /// The board says how it is held.
        case turned(Orientation)
        /// The tab bar opened a tab directly.
        case select(Tab)
        /// The spinner's timer fired.
        case spinnerTicked
        case laidOut(Layout)
    }

    enum Effect: Equatable, Sendable {
        /// Draw every frame until then (a pressed button, the keyboard sliding).
        case animate(until: Instant)
        /// Turn the spinner one step after its interval (unless a tick is already due).
        case scheduleSpinner
        /// Nothing here uses the key: the shell may (back leaves the app).
        case passOn
    }

    public private(set) var tab: Tab = .basics
    /// What the board last said about how it is held; nil until it says anything, when the
    /// display's own shape decides.
    public private(set) var orientation: Orientation?
    private(set) var basics = BasicsTab()
    private(set) var article = ArticleTab()
    private(set) var login = LoginTab()
    private var letters: OnScreenKeyboard.Layout = .latin
    private var layout = Layout(displayIsWide: false, articleStep: 20)

    public init() {}

    /// Landscape when the board says it is on its side; otherwise the display's shape decides.
    public func isLandscape(displayIsWide: Bool) -> Bool {
        switch orientation {
        case .landscapeLeft, .landscapeRight: true
        case .portrait, .upsideDown: false
        case .faceUp, .faceDown, nil: displayIsWide
        }
    }

    var acceptsText: Bool { tab == .login && login.entry != nil }

    mutating func reduce(_ action: Action) -> [Effect] {
        switch action {
        case .opened(let letters):
            self.letters = letters
            return spinner
        case .press(let event, let now):
            return press(event, at: now)
        case .turned(let turned):
            // Lying flat says nothing about which way is up: keep the last upright reading.
            if turned != .faceUp && turned != .faceDown { orientation = turned }
        case .select(let tab):
            self.tab = tab
            return spinner
        case .spinnerTicked:
            // The spinner turns only while the first tab is on screen: no wake-ups for a hidden one.
            guard tab == .basics else { return [] }
            basics.spinnerStep = (basics.spinnerStep + 1) % ActivityIndicator.spokeCount
            return [.scheduleSpinner]
        case .laidOut(let layout):
            self.layout = layout
            if let measured = layout.article { article.scroll.update(content: measured.content, viewport: measured.viewport) }
        }
        return []
    }

    private var spinner: [Effect] { tab == .basics ? [.scheduleSpinner] : [] }

    private mutating func press(_ event: InputEvent, at now: Instant) -> [Effect] {
        switch tab {
        case .basics:
            if basics.handle(event, now: now) { return [.animate(until: now + BasicsTab.pressLength)] }
        case .article:
            if case .button(.action, .longPress) = event {
                // The desktop has no accelerometer to turn: a long press on action stands in.
                orientation = isLandscape(displayIsWide: layout.displayIsWide) ? .portrait : .landscapeLeft
                return []
            }
            if article.handle(event, step: layout.articleStep) { return [] }
        case .login:
            let (handled, until) = login.handle(event, now: now, layout: letters)
            let animation = until.map { [Effect.animate(until: $0)] } ?? []
            if handled { return animation }
            // Back while the keyboard is up is the keyboard's, never the shell's.
            if case .button(.back, .tap) = event, login.isKeyboardShown { return animation }
        }
        switch event {
        case .button(.left, .tap), .swipe(.right):
            return reduce(.select(Tab(rawValue: (tab.rawValue + Tab.allCases.count - 1) % Tab.allCases.count)!))
        case .button(.right, .tap), .swipe(.left):
            return reduce(.select(Tab(rawValue: (tab.rawValue + 1) % Tab.allCases.count)!))
        default:
            return [.passOn]
        }
    }
}
