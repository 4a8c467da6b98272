import GadgetBase
import Hardware
import Testing
import UI

@testable import Apps

/// The showcase as a value: keys, turns, ticks and the drawing's measurements as actions;
/// animations, the spinner's timer and keys left for the shell as effects. No clock or display.
@Suite("Showcase state machine")
struct ShowcaseModelTests {
    let now = Instant.seconds(10)

    func opened(letters: OnScreenKeyboard.Layout = .latin) -> ShowcaseModel {
        var model = ShowcaseModel()
        #expect(model.reduce(.opened(letters: letters)) == [.scheduleSpinner])
        return model
    }

    func press(_ button: Button, _ model: inout ShowcaseModel) -> [ShowcaseModel.Effect] {
        model.reduce(.press(.button(button, .tap), at: now))
    }

    @Test func leftAndRightSwitchTabsAndOtherKeysArePassedOn() {
        var model = opened()
        #expect(press(.right, &model) == [])
        #expect(model.tab == .article)
        #expect(press(.left, &model) == [.scheduleSpinner], "back on the first tab its spinner turns again")
        #expect(press(.left, &model) == [] && model.tab == .login)
        _ = press(.right, &model)
        #expect(press(.back, &model) == [.passOn], "back on a tab leaves the app")
    }

    @Test func theSpinnerTurnsOnlyOnTheFirstTab() {
        var model = opened()
        #expect(model.reduce(.spinnerTicked) == [.scheduleSpinner])
        #expect(model.basics.spinnerStep == 1)
        _ = model.reduce(.select(.article))
        #expect(model.reduce(.spinnerTicked) == [])
        #expect(model.basics.spinnerStep == 1)
        #expect(model.reduce(.select(.basics)) == [.scheduleSpinner])
    }

    @Test func aPressedButtonLightsUpForItsLength() {
        var model = opened()
        _ = press(.down, &model)
        #expect(press(.select, &model) == [.animate(until: now + BasicsTab.pressLength)])
        #expect(model.basics.pressed == .rounded && model.basics.pressedUntil == now + BasicsTab.pressLength)
    }

    @Test func theDesktopStandInTurnsFromWhatWasDrawn() {
        var model = opened()
        _ = model.reduce(.select(.article))
        _ = model.reduce(.laidOut(.init(displayIsWide: true, articleStep: 20)))
        _ = model.reduce(.press(.button(.action, .longPress), at: now))
        #expect(model.orientation == .portrait && !model.isLandscape(displayIsWide: true))
        _ = model.reduce(.press(.button(.action, .longPress), at: now))
        #expect(model.orientation == .landscapeLeft)
        _ = model.reduce(.turned(.faceDown))
        #expect(model.orientation == .landscapeLeft, "lying flat keeps the last upright reading")
    }

    @Test func theArticleScrollsByTheMeasuredStepAndStopsAtItsEnd() {
        var model = opened()
        _ = model.reduce(.select(.article))
        _ = model.reduce(.laidOut(.init(displayIsWide: false, articleStep: 30, article: (content: 500, viewport: 200))))
        #expect(press(.down, &model) == [])
        #expect(model.article.scroll.offset == 30)
        for _ in 0..<20 { _ = press(.down, &model) }
        #expect(model.article.scroll.offset == 300)
    }

    @Test func theLoginWalksItsFieldsAndWelcomesByName() {
        var model = opened(letters: .ukrainian)
        _ = model.reduce(.select(.login))
        #expect(press(.select, &model) == [.animate(until: now + LoginTab.keyboardSlide)])
        #expect(model.acceptsText && model.login.entry?.keyboard.layout == .ukrainian)
        _ = model.reduce(.press(.text("alice"), at: now))
        #expect(press(.select, &model) == [])
        #expect(model.login.focus == .password && model.login.login == "alice")
        _ = model.reduce(.press(.text("pw"), at: now))
        #expect(press(.select, &model) == [.animate(until: now + LoginTab.keyboardSlide)])
        #expect(!model.acceptsText && model.login.focus == .enter)
        _ = press(.select, &model)
        #expect(model.login.message == .welcome("alice"))
        #expect(press(.right, &model) == [] && model.tab == .login, "the dialog takes every key")
        _ = press(.back, &model)
        #expect(model.login.message == nil)
    }

    @Test func anEmptyLoginIsRefused() {
        var model = opened()
        _ = model.reduce(.select(.login))
        _ = press(.up, &model)
        _ = press(.select, &model)
        #expect(model.login.message == .missing)
    }
}
