import Core
import GadgetBase
import Hardware
import Testing
import UI

@testable import Apps

@Suite("Showcase")
struct ShowcaseTests {
    func open(_ tab: ShowcaseApp.Tab = .basics, language: Language = .en) -> (ShowcaseApp, FocusAppHost) {
        let host = FocusAppHost(language: language)
        let app = ShowcaseApp()
        app.start(host: host)
        app.select(tab)
        return (app, host)
    }

    func basicsLayout(_ width: Int, _ height: Int, format: PixelFormat = .xrgb8888) -> (BasicsLayout, Rect, Rect) {
        var result: (BasicsLayout, Rect, Rect)?
        _ = Renderer(geometry: DisplayGeometry(width: width, height: height, format: format)).render { canvas in
            let (bar, area) = canvas.bounds.divided(atDistance: ShowcaseTabBar.height(canvas.theme), from: .bottom)
            result = (BasicsLayout(canvas: canvas, area: area, localizer: Localizer(language: .en)), bar, canvas.bounds)
        }
        return result!
    }

    @Test(arguments: [(240, 240), (320, 240), (240, 320), (480, 320)])
    func firstLabelEightFromTheTopAndPictureEightAboveTheTabBar(width: Int, height: Int) {
        let (layout, bar, bounds) = basicsLayout(width, height)
        #expect(layout.labels[0].minY == 8)
        #expect(layout.picture.maxY == bar.minY - 8)
        let items = layout.labels + [layout.roundButton, layout.roundedButton, layout.picture]
        for item in items { #expect(bounds.intersection(item) == item, "\(item) leaves \(width)x\(height)") }
        #expect(layout.roundButton.width == layout.roundButton.height)
        #expect(layout.labels[2].height == 2 * layout.labels[1].height)
    }

    @Test func gapsGrowWithTheDisplay() {
        #expect(basicsLayout(240, 320).0.gap > basicsLayout(240, 240).0.gap)
        #expect(basicsLayout(320, 480).0.gap > basicsLayout(240, 320).0.gap)
    }

    @Test(arguments: [(128, 64), (64, 128)])
    func compactPanelsKeepEverythingOnScreenAndApart(width: Int, height: Int) {
        let (layout, bar, bounds) = basicsLayout(width, height, format: .mono1)
        let items = layout.labels + [layout.roundButton, layout.roundedButton, layout.picture]
        for item in items {
            #expect(bounds.intersection(item) == item && item.maxY <= bar.minY, "\(item) on \(width)x\(height)")
        }
        for (i, a) in items.enumerated() {
            for b in items[(i + 1)...] { #expect(a.intersection(b) == .zero, "\(a) overlaps \(b)") }
        }
    }

    @Test func theSpinnerTurnsOnlyOnTheFirstTab() {
        let (app, host) = open()
        host.advance(by: ActivityIndicator.stepInterval * 3)
        #expect(app.basics.spinnerStep == 3)
        app.select(.article)
        host.advance(by: .seconds(1))
        #expect(app.basics.spinnerStep == 3)
        app.select(.basics)
        host.advance(by: ActivityIndicator.stepInterval)
        #expect(app.basics.spinnerStep == 4)
    }

    @Test func leftAndRightSwitchTabsAndWrap() {
        let (app, host) = open()
        defer { withExtendedLifetime(host) {} }  // apps hold their host weakly
        #expect(app.handle(.button(.right, .tap)) == .handled)
        #expect(app.tab == .article)
        _ = app.handle(.button(.right, .tap))
        _ = app.handle(.button(.right, .tap))
        #expect(app.tab == .basics)
        _ = app.handle(.button(.left, .tap))
        #expect(app.tab == .login)
        #expect(app.handle(.button(.back, .tap)) == .ignored)
    }

    @Test func theArticleFollowsTheBoardsOrientationAndTheDesktopStandIn() {
        let (app, host) = open(.article)
        defer { withExtendedLifetime(host) {} }  // apps hold their host weakly
        #expect(!app.isLandscape(displayIsWide: false) && app.isLandscape(displayIsWide: true))
        _ = app.handle(.orientation(.landscapeRight))
        #expect(app.isLandscape(displayIsWide: false))
        _ = app.handle(.orientation(.faceUp))
        #expect(app.isLandscape(displayIsWide: false), "lying flat keeps the last upright reading")
        _ = app.handle(.orientation(.portrait))
        #expect(!app.isLandscape(displayIsWide: true))
        _ = app.handle(.button(.action, .longPress))
        #expect(app.isLandscape(displayIsWide: true))
        let portrait = app.frame(on: DisplayGeometry(width: 240, height: 240, format: .rgb565))
        _ = app.handle(.button(.action, .longPress))
        let landscape = app.frame(on: DisplayGeometry(width: 240, height: 240, format: .rgb565))
        #expect(portrait.pixels != landscape.pixels)
    }

    @Test func theArticleScrollsAndStopsAtItsEnds() {
        let (app, host) = open(.article)
        defer { withExtendedLifetime(host) {} }  // apps hold their host weakly
        let geometry = DisplayGeometry(width: 320, height: 240, format: .xrgb8888)
        _ = app.frame(on: geometry)
        _ = app.handle(.button(.up, .tap))
        #expect(app.article.scroll.offset == 0)
        for _ in 0..<100 { _ = app.handle(.button(.down, .tap)) }
        _ = app.frame(on: geometry)
        #expect(app.article.scroll.offset > 0 && app.article.scroll.offset == app.article.scroll.maximum)
    }

    @Test func loginHidesThePasswordAndMovesEnterAboveTheKeyboard() throws {
        let (app, host) = open(.login)
        let geometry = DisplayGeometry(width: 240, height: 240, format: .rgb565)
        let layout = Theme(geometry: geometry)
        let idle = app.frame(on: geometry)
        #expect(idle.texts.contains("Login") && idle.texts.contains("Password"))
        _ = app.handle(.button(.select, .tap))
        #expect(app.inputPreferences.acceptsText)
        #expect(host.animationDeadline == host.clock.now() + LoginTab.keyboardSlide)
        _ = app.handle(.text("alice"))
        _ = app.handle(.button(.select, .tap))  // OK on the keyboard: on to the password
        _ = app.handle(.text("s3cret"))
        let typing = app.frame(on: geometry)
        // "Login" stays only as the tab's title: the field's placeholder has gone.
        #expect(typing.texts.contains("alice") && typing.texts.filter { $0 == "Login" }.count == 1)
        #expect(typing.texts.contains("******") && !typing.texts.joined().contains("s3cret"))

        let rest = LoginLayout(theme: layout, area: Rect(x: 0, y: 0, width: 240, height: 240 - ShowcaseTabBar.height(layout)),
                               bounds: Rect(x: 0, y: 0, width: 240, height: 240))
        #expect(rest.enterButton(progress: 1).maxY == rest.keyboard(progress: 1).minY - 8)
        #expect(rest.enterButton(progress: 0).maxY == 240 - ShowcaseTabBar.height(layout) - 8)
        let halfway = rest.enterButton(progress: 0.5).minY
        #expect(halfway < rest.enterButton(progress: 0).minY && halfway > rest.enterButton(progress: 1).minY)

        host.advance(by: .milliseconds(100))
        #expect(app.login.keyboardProgress(at: host.clock.now()) > 0 && app.login.keyboardProgress(at: host.clock.now()) < 1)
        host.advance(by: .seconds(1))
        #expect(app.login.keyboardProgress(at: host.clock.now()) == 1)
        _ = app.handle(.button(.select, .tap))  // OK on the password: the keyboard goes
        #expect(!app.inputPreferences.acceptsText && app.login.focus == .enter)
        host.advance(by: .seconds(1))
        #expect(app.login.keyboardProgress(at: host.clock.now()) == 0)
        _ = app.handle(.button(.select, .tap))
        #expect(app.frame(on: geometry).texts.contains("Welcome, alice!"))
    }

    @Test func backOnAnEmptyFieldDismissesTheKeyboardAndAnEmptyFormIsRefused() {
        let (app, host) = open(.login)
        _ = app.handle(.button(.select, .tap))
        _ = app.handle(.button(.back, .tap))
        #expect(!app.login.isKeyboardShown)
        host.advance(by: .seconds(1))
        _ = app.handle(.button(.up, .tap))  // wraps to Enter
        _ = app.handle(.button(.select, .tap))
        #expect(app.frame(on: DisplayGeometry(width: 128, height: 64, format: .mono1)).texts
            .contains("Type a login and a password first."))
    }

    /// On 128x128 "Основы" in bold is wider than a third of the bar: it borrows from the
    /// shorter tabs beside it and reads as a word, not as the tab's number.
    @Test(arguments: [Language.ru, .uk, .en])
    func everyTabIsNamedInWordsOnTheSquarePanel(language: Language) {
        let (app, host) = open(language: language)
        let texts = app.frame(on: DisplayGeometry(width: 128, height: 128, format: .rgb565)).texts
        withExtendedLifetime(host) {}
        let names = ShowcaseText.tabs.map { Localizer(language: language)($0) }
        for name in names { #expect(texts.contains(name), "\(name) in \(texts)") }
        #expect(!texts.contains("1"))
    }

    @Test func tabsShareTheBarEquallyUnlessAWordNeedsMore() {
        #expect(ShowcaseTabBar.itemWidths(needed: [30, 30, 30], total: 128) == [42, 42, 42])
        // 44 + 38 + 28 = 110: the 18 pixels left are shared, 6 each.
        #expect(ShowcaseTabBar.itemWidths(needed: [43.5, 38, 28], total: 128) == [50, 44, 34])
        // Too wide together: equal shares, and the numbers stand in for what does not fit.
        #expect(ShowcaseTabBar.itemWidths(needed: [60, 50, 40], total: 128) == [42, 42, 42])
    }

    @Test(arguments: GoldenDisplay.all)
    func goldens(display: GoldenDisplay) throws {
        let (app, host) = open()
        _ = app.handle(.orientation(display.orientation))
        let name = "showcase-%@-\(display)"
        if !display.isSquareDuplicate {
            try Golden.check(app.frame(on: display.geometry), named: name.replacingOccurrences(of: "%@", with: "basics"))
        }
        app.select(.article)
        try Golden.check(app.frame(on: display.geometry), named: name.replacingOccurrences(of: "%@", with: "article"))
        guard !display.isSquareDuplicate else { return }
        app.select(.login)
        try Golden.check(app.frame(on: display.geometry), named: name.replacingOccurrences(of: "%@", with: "login"))
        _ = app.handle(.button(.select, .tap))
        _ = app.handle(.text("alice"))
        host.advance(by: .seconds(1))
        try Golden.check(app.frame(on: display.geometry), named: name.replacingOccurrences(of: "%@", with: "login-keyboard"))
    }
}
