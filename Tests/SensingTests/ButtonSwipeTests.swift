import GadgetBase
import Hardware
import Sensing
import Testing

@Suite struct ButtonSwipeTests {
    func script(_ swipes: SwipeConfiguration, doubleTap: Set<Button> = []) -> ButtonScript {
        var script = ButtonScript(doubleTap: doubleTap)
        script.recognizer.swipes = swipes
        return script
    }

    @Test func withoutASwipeConfigurationDirectionsAreTaps() {
        var script = ButtonScript()
        script.press(.up, at: 100)
        script.release(.up, at: 160)
        #expect(script.events == [.button(.up, .tap)])
    }

    @Test func aJoystickFlickIsASwipeThatWay() {
        var script = script(.joystick)
        for (index, button) in [Button.up, .down, .left, .right].enumerated() {
            let start = Double(index) * 1000
            script.press(button, at: start)
            script.release(button, at: start + 90)
        }
        script.advance(to: 5000)
        #expect(script.events == [.swipe(.up), .swipe(.down), .swipe(.left), .swipe(.right)])
    }

    @Test func aHeldDirectionStillRepeatsAndIsNoSwipe() {
        var script = script(.joystick)
        script.press(.down, at: 0)
        script.advance(to: 800)
        script.release(.down, at: 820)
        #expect(script.events == [.button(.down, .longPress), .button(.down, .longPressRepeat)])
    }

    @Test func buttonsTheProfileMapsToDirectionsSwipe() {
        var script = script(SwipeConfiguration(directionButtons: [.action: .up, .back: .down]))
        script.press(.action, at: 0)
        script.release(.action, at: 80)
        script.press(.select, at: 500)
        script.release(.select, at: 580)
        #expect(script.events == [.swipe(.up), .button(.select, .tap)])
    }

    static let column = SwipeConfiguration(rows: [ButtonRow([.action, .select, .back], runs: .down)])

    @Test func slidingOntoTheNeighbourWhileHeldIsASwipeAndNoTaps() {
        var script = script(Self.column)
        script.press(.action, at: 0)
        script.press(.select, at: 70)       // first still held
        script.release(.action, at: 110)
        script.release(.select, at: 180)
        script.advance(to: 3000)
        #expect(script.events == [.swipe(.down)])
    }

    @Test func slidingJustAfterLettingGoIsASwipeToo() {
        var script = script(Self.column)
        script.press(.back, at: 0)
        script.release(.back, at: 60)
        #expect(script.events.isEmpty)      // held back for the slide window
        script.press(.select, at: 120)
        script.release(.select, at: 200)
        script.advance(to: 3000)
        #expect(script.events == [.swipe(.up)])
    }

    @Test func aTapOnARowButtonArrivesWhenTheSlideWindowCloses() {
        var script = script(Self.column)
        script.press(.select, at: 0)
        script.release(.select, at: 80)
        #expect(script.recognizer.nextDeadline == .milliseconds(250))
        script.advance(to: 249)
        #expect(script.events.isEmpty)
        script.advance(to: 250)
        #expect(script.events == [.button(.select, .tap)])
    }

    @Test func buttonsThatAreNotNeighboursOrTooSlowAreTwoTaps() {
        var script = script(Self.column)
        script.press(.action, at: 0)
        script.release(.action, at: 60)
        script.press(.back, at: 100)        // two apart: not neighbours
        script.release(.back, at: 160)
        script.press(.select, at: 1000)
        script.release(.select, at: 1060)
        script.press(.back, at: 1400)       // neighbour, but 400 ms after
        script.release(.back, at: 1460)
        script.advance(to: 5000)
        #expect(script.events == [.button(.action, .tap), .button(.back, .tap), .button(.select, .tap), .button(.back, .tap)])
    }

    @Test func aDoubleTapOnARowButtonIsStillADoubleTap() {
        var script = script(Self.column, doubleTap: [.select])
        script.press(.select, at: 0)
        script.release(.select, at: 70)
        script.press(.select, at: 200)
        script.release(.select, at: 260)
        script.advance(to: 3000)
        #expect(script.events == [.button(.select, .doubleTap)])
    }

    @Test func rowsNameTheirDirections() {
        let across = ButtonRow([.left, .select, .right], runs: .right)
        #expect(across.slide(from: .left, to: .select) == .right)
        #expect(across.slide(from: .right, to: .select) == .left)
        #expect(across.slide(from: .left, to: .right) == nil)
        #expect(across.slide(from: .up, to: .select) == nil)
    }

    @Test func timingsAreConfigurable() {
        var script = ButtonScript()
        script.recognizer = ButtonGestureRecognizer(timings: ButtonTimings(slideWindow: .milliseconds(500)))
        script.recognizer.swipes = Self.column
        script.press(.action, at: 0)
        script.release(.action, at: 100)
        script.press(.select, at: 450)
        script.release(.select, at: 500)
        script.advance(to: 3000)
        #expect(script.events == [.swipe(.down)])
    }
}
