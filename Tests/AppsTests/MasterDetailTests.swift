import Core
import GadgetBase
import Hardware
import Testing
import UI

@testable import Apps

@Suite("Master/detail")
struct MasterDetailTests {
    func open() -> (MasterDetailApp, FocusAppHost) {
        let host = FocusAppHost()
        let app = MasterDetailApp()
        app.start(host: host)
        return (app, host)
    }

    @Test func splitOnlyOnLandscapeDisplaysAtLeast320Wide() {
        #expect(MasterDetailApp.usesSplitView(width: 320, height: 240))
        #expect(MasterDetailApp.usesSplitView(width: 480, height: 320))
        #expect(!MasterDetailApp.usesSplitView(width: 240, height: 320))
        #expect(!MasterDetailApp.usesSplitView(width: 240, height: 240))
        #expect(!MasterDetailApp.usesSplitView(width: 128, height: 64))
        #expect(!MasterDetailApp.usesSplitView(width: 320, height: 320))
    }

    @Test func wideDisplaysShowTheFirstRowsPageFromTheStart() {
        let (app, host) = open()
        defer { withExtendedLifetime(host) {} }  // apps hold their host weakly
        let texts = app.frame(on: DisplayGeometry(width: 320, height: 240, format: .xrgb8888)).texts
        #expect(texts.contains("Journal") && texts.contains("Dawn"))
        #expect(texts.contains("The lake was still when we came down to the shore."))
        _ = app.handle(.button(.down, .tap))
        #expect(app.frame(on: DisplayGeometry(width: 320, height: 240, format: .xrgb8888)).texts
            .contains { $0.hasPrefix("We walked the whole northern shore") })
    }

    @Test func smallDisplaysPushThePageAndBackPopsIt() {
        let (app, host) = open()
        defer { withExtendedLifetime(host) {} }  // apps hold their host weakly
        let small = DisplayGeometry(width: 240, height: 240, format: .rgb565)
        #expect(!app.frame(on: small).texts.contains { $0.hasPrefix("The lake was still") })
        _ = app.handle(.button(.down, .tap))
        _ = app.handle(.button(.down, .tap))
        _ = app.handle(.button(.select, .tap))
        let page = app.frame(on: small).texts
        #expect(page.contains("Harbour") && page.contains("‹") && !page.contains("Journal"))
        #expect(app.handle(.button(.back, .tap)) == .handled)
        #expect(app.frame(on: small).texts.contains("Journal"))
        #expect(app.handle(.button(.back, .tap)) == .ignored, "back on the list leaves the app")
    }

    /// At the list's widths: a whole 240 px display, and the list pane of a 320 px split view.
    @Test(arguments: [240.0, 134.0])
    func rowsFollowTheDesign(width: Double) {
        _ = Renderer(geometry: DisplayGeometry(width: 320, height: 240, format: .xrgb8888)).render { canvas in
            let theme = canvas.theme
            let rows = JournalRowLayout.rows(for: MasterDetailText.entries, width: width, canvas: canvas,
                                             localizer: Localizer(language: .en))
            let line = theme.lineHeight(.body), small = theme.lineHeight(.caption)
            // 1: one-line title, one-line text, a time on the text's line.
            #expect(rows[0].title.height <= line + 1 && rows[0].text!.height <= small + 1 && rows[0].time != nil)
            // 2: a two-line title.
            #expect(rows[1].title.height > line * 1.5 && rows[1].title.height <= line * 2 + 1)
            // 3: no time, so the text reaches the right edge.
            #expect(rows[2].time == nil && rows[2].text!.maxX == rows[2].title.maxX)
            // 4: a two-line text, the time's bottom on its bottom.
            #expect(rows[3].text!.height > small * 1.5)
            #expect(rows[3].time!.maxY == rows[3].text!.maxY)
            #expect(rows[0].time!.maxY == rows[0].text!.maxY)
            // 5: the title alone.
            #expect(rows[4].text == nil && rows[4].time == nil)
            for (a, b) in zip(rows, rows.dropFirst()) { #expect(a.frame.maxY == b.frame.minY) }
        }
    }

    @Test func aLongPageScrollsToItsEnd() {
        let (app, host) = open()
        defer { withExtendedLifetime(host) {} }  // apps hold their host weakly
        let small = DisplayGeometry(width: 240, height: 240, format: .rgb565)
        _ = app.handle(.button(.down, .tap))
        _ = app.handle(.button(.select, .tap))
        let top = app.frame(on: small)
        for _ in 0..<50 { _ = app.handle(.button(.down, .tap)) }
        _ = app.frame(on: small)
        let bottom = app.frame(on: small)
        #expect(top.pixels != bottom.pixels)
    }

    @Test(arguments: GoldenDisplay.all.filter { !$0.isSquareDuplicate })
    func goldens(display: GoldenDisplay) throws {
        let (app, host) = open()
        defer { withExtendedLifetime(host) {} }  // apps hold their host weakly
        let name = "masterdetail-%@-\(display)"
        try Golden.check(app.frame(on: display.geometry), named: name.replacingOccurrences(of: "%@", with: "list"))
        _ = app.handle(.button(.down, .tap))
        _ = app.handle(.button(.select, .tap))
        try Golden.check(app.frame(on: display.geometry), named: name.replacingOccurrences(of: "%@", with: "detail"))
    }
}
