import GadgetBase
import Hardware
import Sensing
import Testing

/// Plays edges and time steps into a recognizer and collects what it reports.
struct ButtonScript {
    var recognizer: ButtonGestureRecognizer
    var events: [InputEvent] = []

    init(doubleTap: Set<Button> = []) {
        recognizer = ButtonGestureRecognizer()
        recognizer.doubleTapButtons = doubleTap
    }

    mutating func press(_ button: Button = .select, at ms: Double) {
        events += recognizer.handle(ButtonEdge(button: button, isPressed: true, timestamp: .milliseconds(ms)))
    }

    mutating func release(_ button: Button = .select, at ms: Double) {
        events += recognizer.handle(ButtonEdge(button: button, isPressed: false, timestamp: .milliseconds(ms)))
    }

    mutating func advance(to ms: Double) {
        events += recognizer.advance(to: .milliseconds(ms))
    }
}

@Suite struct ButtonGestureRecognizerTests {
    @Test func aPressAndReleaseIsATapAtOnce() {
        var script = ButtonScript()
        script.press(at: 100)
        #expect(script.events.isEmpty)
        script.release(at: 180)
        #expect(script.events == [.button(.select, .tap)])
        script.advance(to: 5000)
        #expect(script.events == [.button(.select, .tap)])
        #expect(script.recognizer.nextDeadline == nil)
    }

    /// Edges arrive debounced (at the GPIO line, once), so the recognizer believes every one:
    /// presses a moment apart, even at the same instant (three keys in one terminal read), are
    /// each a press.
    @Test func everyPressIsAPressHoweverCloseToTheLast() {
        var script = ButtonScript()
        for ms in [100.0, 100, 100, 103, 104] {
            script.press(.down, at: ms)
            script.release(.down, at: ms)
        }
        script.advance(to: 1000)
        #expect(script.events == Array(repeating: .button(.down, .tap), count: 5))
    }

    @Test func aDoubleTapIsOneDoubleTapAndNoTaps() {
        var script = ButtonScript(doubleTap: [.select])
        script.press(at: 100)
        script.release(at: 180)
        #expect(script.events.isEmpty)
        #expect(script.recognizer.nextDeadline == .milliseconds(480))
        script.press(at: 300)
        script.release(at: 380)
        script.advance(to: 2000)
        #expect(script.events == [.button(.select, .doubleTap)])
    }

    @Test func aSingleTapOnADoubleTapButtonWaitsForTheWindow() {
        var script = ButtonScript(doubleTap: [.select])
        script.press(at: 100)
        script.release(at: 180)
        script.advance(to: 479)
        #expect(script.events.isEmpty)
        script.advance(to: 480)
        #expect(script.events == [.button(.select, .tap)])
    }

    @Test func twoTapsFurtherApartThanTheWindowAreTwoTaps() {
        var script = ButtonScript(doubleTap: [.select])
        script.press(at: 100)
        script.release(at: 180)
        script.press(at: 600)
        script.release(at: 680)
        script.advance(to: 2000)
        #expect(script.events == [.button(.select, .tap), .button(.select, .tap)])
    }

    @Test func withoutDoubleTapPreferenceTwoQuickTapsAreTwoTaps() {
        var script = ButtonScript()
        script.press(at: 100)
        script.release(at: 180)
        script.press(at: 300)
        script.release(at: 380)
        #expect(script.events == [.button(.select, .tap), .button(.select, .tap)])
    }

    @Test func holdingIsALongPressThenRepeatsAndNoTap() {
        var script = ButtonScript()
        script.press(.down, at: 1000)
        script.advance(to: 1599)
        #expect(script.events.isEmpty)
        script.advance(to: 1600)
        #expect(script.events == [.button(.down, .longPress)])
        #expect(script.recognizer.nextDeadline == .milliseconds(1750))
        script.advance(to: 2060)
        #expect(script.events == [.button(.down, .longPress)]
            + Array(repeating: .button(.down, .longPressRepeat), count: 3))
        script.release(.down, at: 2100)
        script.advance(to: 5000)
        #expect(script.events.count == 4)
        #expect(!script.events.contains(.button(.down, .tap)))
    }

    @Test func aSecondPressHeldLongIsATapThenALongPress() {
        var script = ButtonScript(doubleTap: [.select])
        script.press(at: 100)
        script.release(at: 180)
        script.press(at: 300)
        script.advance(to: 900)
        script.release(at: 950)
        script.advance(to: 2000)
        #expect(script.events == [.button(.select, .tap), .button(.select, .longPress)])
    }

    @Test func buttonsAreIndependentAndEventsComeInTimeOrder() {
        var script = ButtonScript(doubleTap: [.action])
        script.press(.action, at: 100)
        script.release(.action, at: 150)      // tap pending until 450
        script.press(.up, at: 200)            // long press due at 800
        script.advance(to: 1000)
        #expect(script.events == [.button(.action, .tap), .button(.up, .longPress), .button(.up, .longPressRepeat)])
    }

    @Test func aStalledLoopCatchesUpWithAFewRepeatsOnly() {
        var script = ButtonScript()
        script.press(at: 0)
        script.advance(to: 3_600_000)
        let repeats = script.events.filter { $0 == .button(.select, .longPressRepeat) }.count
        #expect(repeats >= 1 && repeats <= 12)
    }

    @Test func aDuplicateEdgeIsHarmless() {
        var script = ButtonScript()
        script.press(at: 100)
        script.press(at: 200)
        script.release(at: 300)
        script.release(at: 400)
        #expect(script.events == [.button(.select, .tap)])
    }
}
