import Core
import GadgetBase
import Hardware
import Sensing
import Testing
import UI

@testable import Apps

@Suite("Gesture playground")
struct PlaygroundModelTests {
    func states(_ model: PlaygroundModel) -> [GestureRecognizerState] { model.states.map(\.state) }

    @Test func aCircleWaitsForADotThenIsACircle() {
        var model = PlaygroundModel()
        let start = Instant.seconds(1)
        let circle = Hand.stroke(Hand.circle(), from: start)
        model.draw(circle)
        #expect(states(model) == [.changed, .changed, .failed], "circle and aim wait for a dot; square gave up")
        #expect(model.verdict == nil && model.isUndecided)
        #expect(model.nextDeadline == circle.last!.timestamp + .milliseconds(700))
        model.advance(to: circle.last!.timestamp + .milliseconds(699))
        #expect(model.verdict == nil)
        model.advance(to: circle.last!.timestamp + .milliseconds(700))
        #expect(model.verdict == .circle)
        #expect(states(model) == [.recognized, .failed, .failed])
        #expect(model.history == [.shape(.circle)])
        #expect(model.nextDeadline == nil)
    }

    @Test func aCircleAndADotInEitherOrderAreAnAim() {
        for dotFirst in [false, true] {
            var model = PlaygroundModel()
            let first = Hand.stroke(dotFirst ? Hand.dot() : Hand.circle(), from: .seconds(1))
            model.draw(first)
            #expect(model.verdict == nil)
            model.draw(Hand.stroke(dotFirst ? Hand.circle() : Hand.dot(), from: first.last!.timestamp + .milliseconds(200)))
            #expect(model.verdict == .aim, "dot first: \(dotFirst)")
            #expect(states(model) == [.failed, .recognized, .failed])
            #expect(model.strokes.count == 2)
        }
    }

    @Test func aDotTooLateIsANewDrawing() {
        var model = PlaygroundModel()
        let circle = Hand.stroke(Hand.circle(), from: .seconds(1))
        model.draw(circle)
        model.advance(to: circle.last!.timestamp + .seconds(1))
        #expect(model.verdict == .circle)
        model.draw(Hand.stroke(Hand.dot(), from: circle.last!.timestamp + .seconds(1)))
        #expect(model.strokes.count == 1, "the decided circle was wiped for the new drawing")
        #expect(model.verdict == nil)
    }

    @Test func aSquareAtOnceATriangleIsNothing() {
        var model = PlaygroundModel()
        model.draw(Hand.stroke(Hand.square, from: .seconds(1)))
        #expect(model.verdict == .square)
        #expect(states(model) == [.failed, .failed, .recognized])
        model.draw(Hand.stroke(Hand.triangle, from: .seconds(3)))
        #expect(model.verdict == StrokeShape.none)
        #expect(states(model) == [.failed, .failed, .failed])
        #expect(model.history == [.shape(.none), .shape(.square)])
    }

    @Test func aLoneDotIsNothingOnceTheWaitRunsOut() {
        var model = PlaygroundModel()
        let dot = Hand.stroke(Hand.dot(), from: .seconds(1))
        model.draw(dot)
        #expect(model.verdict == nil)
        model.advance(to: dot.last!.timestamp + .milliseconds(700))
        #expect(model.verdict == StrokeShape.none)
    }

    @Test func theHistoryIsShortNewestFirstAndClearWipesEverything() {
        var model = PlaygroundModel()
        model.note(.knock(count: 1))
        for direction in SwipeDirection.allCases { model.note(.swipe(direction)) }
        model.note(.shake)
        model.note(.orientation(.landscapeLeft))
        #expect(model.history.count == PlaygroundModel.historyLength)
        #expect(model.history.first == .orientation(.landscapeLeft))
        #expect(!model.history.contains(.knock(count: 1)), "the oldest went first")
        model.draw(Hand.stroke(Hand.circle(), from: .seconds(1)))
        model.clear()
        #expect(model.history.isEmpty && model.strokes.isEmpty && model.verdict == nil && model.nextDeadline == nil)
        #expect(states(model) == [.possible, .possible, .possible])
        model.draw([])
        #expect(model.strokes.isEmpty, "an empty stroke draws nothing")
    }
}

@Suite("Gesture playground app")
struct PlaygroundAppTests {
    @Test func asksForSwipesKnocksAndRotation() {
        let preferences = PlaygroundApp().inputPreferences
        #expect(preferences.wantsSwipes && preferences.wantsKnocks && preferences.allowsRotation)
        #expect(!preferences.acceptsText && preferences.doubleTapButtons.isEmpty)
        #expect(PlaygroundApp().identifier == "gestures")
    }

    @Test func aCircleIsDecidedByTheHostsTimer() {
        let host = PlaygroundTestHost()
        let app = PlaygroundApp()
        app.start(host: host)
        #expect(app.handle(.stroke(Hand.stroke(Hand.circle(), from: host.now))) == .handled)
        #expect(host.pendingTimers == 1)
        host.advance(by: .seconds(2))
        #expect(app.model.verdict == .circle)
        #expect(host.pendingTimers == 0)
        #expect(app.handle(.button(.select, .tap)) == .handled)
        #expect(app.model.verdict == nil && app.model.history.isEmpty)
        #expect(app.handle(.button(.back, .tap)) == .ignored, "back leaves")
    }

    @Test func otherGesturesGoToTheHistory() {
        let host = PlaygroundTestHost()
        host.deviceOrientation = .faceUp
        let app = PlaygroundApp()
        app.start(host: host)
        defer { withExtendedLifetime(host) {} }  // the app holds its host weakly
        for event: InputEvent in [.swipe(.up), .knock(count: 2), .shake(.began), .shake(.ended), .orientation(.upsideDown)] {
            _ = app.handle(event)
        }
        #expect(app.model.history == [.orientation(.upsideDown), .shake, .knock(count: 2), .swipe(.up)])
    }

    /// The accelerometer's first settled orientation says how the board lies; only a change
    /// after it is a turn, whether the app was open for the first one or not.
    @Test func theFirstOrientationIsNoTurn() {
        let host = PlaygroundTestHost()
        let app = PlaygroundApp()
        app.start(host: host)
        defer { withExtendedLifetime(host) {} }
        _ = app.handle(.orientation(.faceUp))
        #expect(app.model.history.isEmpty)
        _ = app.handle(.orientation(.landscapeLeft))
        #expect(app.model.history == [.orientation(.landscapeLeft)])

        let later = PlaygroundApp()
        host.deviceOrientation = .faceUp
        later.start(host: host)
        _ = later.handle(.orientation(.portrait))
        #expect(later.model.history == [.orientation(.portrait)])
    }

    @Test func leavingMidWaitDecidesAndCancelsTheTimer() {
        let host = PlaygroundTestHost()
        let app = PlaygroundApp()
        app.start(host: host)
        _ = app.handle(.stroke(Hand.stroke(Hand.circle(), from: host.now)))
        app.stop()
        #expect(host.pendingTimers == 0)
        #expect(app.model.verdict == .circle)
    }

    @Test(arguments: [
        (DisplayGeometry(width: 128, height: 64, format: .mono1), Language.en),
        (DisplayGeometry(width: 64, height: 128, format: .mono1), Language.uk),
        (DisplayGeometry(width: 240, height: 240, format: .rgb565), Language.ru),
        (DisplayGeometry(width: 320, height: 240, format: .xrgb8888), Language.uk),
        (DisplayGeometry(width: 240, height: 320, format: .xrgb8888), Language.en),
    ])
    func everyScreenSizeShowsTheVerdictAndStates(geometry: DisplayGeometry, language: Language) {
        let host = PlaygroundTestHost(language: language)
        let app = PlaygroundApp()
        app.start(host: host)
        let renderer = Renderer(geometry: geometry)
        let prompt = renderer.render(app.render).texts
        #expect(!prompt.isEmpty)
        let scale = Double(min(geometry.width, geometry.height)) / 240
        let small = Hand.square.map { Point(x: $0.x * scale, y: $0.y * scale) }
        _ = app.handle(.stroke(Hand.stroke(small, from: host.now)))
        #expect(app.model.verdict == .square)
        let texts = renderer.render(app.render).texts.joined(separator: " | ")
        let square = PlaygroundText.name(of: .square).text(in: language)
        #expect(texts.contains(square), "\(geometry): \(texts)")
        #expect(texts.contains("□"), "\(geometry): the states are shown: \(texts)")
    }
}
