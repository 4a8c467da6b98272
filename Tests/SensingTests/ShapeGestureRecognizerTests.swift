import GadgetBase
import Hardware
import Sensing
import Testing

@Suite struct ShapeGestureRecognizerTests {
    /// Feeds strokes as touches; returns the states seen after each call, without repeats.
    func play(_ recognizer: inout ShapeGestureRecognizer, _ strokes: [[StrokePoint]]) -> [GestureRecognizerState] {
        var states: [GestureRecognizerState] = [recognizer.state]
        func note() { if states.last != recognizer.state { states.append(recognizer.state) } }
        for stroke in strokes {
            guard let first = stroke.first else { continue }
            recognizer.touchBegan(first); note()
            for point in stroke.dropFirst().dropLast() { recognizer.touchMoved(point); note() }
            recognizer.touchEnded(stroke.last ?? first); note()
        }
        return states
    }

    @Test func aSquareGoesPossibleBeganChangedRecognized() {
        var recognizer = ShapeGestureRecognizer(shape: .square)
        #expect(play(&recognizer, [Drawing.square()]) == [.possible, .began, .changed, .recognized])
    }

    @Test func aCircleRecognizerFailsOnASquare() {
        var recognizer = ShapeGestureRecognizer(shape: .circle)
        #expect(play(&recognizer, [Drawing.square()]).last == .failed)
    }

    @Test func aCircleWaitsForAPossibleAimDotThenRecognizes() {
        var recognizer = ShapeGestureRecognizer(shape: .circle)
        let circle = Drawing.circle()
        _ = play(&recognizer, [circle])
        #expect(recognizer.state == .changed)
        let end = circle.last!.timestamp
        #expect(recognizer.nextDeadline == end + .milliseconds(700))
        recognizer.advance(to: end + .milliseconds(699))
        #expect(recognizer.state == .changed)
        recognizer.advance(to: end + .milliseconds(700))
        #expect(recognizer.state == .recognized)
    }

    @Test func aCircleGivesWayToAnAim() {
        var circle = ShapeGestureRecognizer(shape: .circle)
        var aim = ShapeGestureRecognizer(shape: .aim)
        let strokes = [Drawing.circle(), Drawing.dot(at: (100, 100), t: 1300)]
        _ = play(&circle, strokes)
        _ = play(&aim, strokes)
        #expect(circle.state == .failed)
        #expect(aim.state == .recognized)
    }

    @Test func anAimMayStartWithItsDot() {
        var aim = ShapeGestureRecognizer(shape: .aim)
        var circle = ShapeGestureRecognizer(shape: .circle)
        let strokes = [Drawing.dot(at: (100, 100), t: 0), Drawing.circle(t0: 300)]
        _ = play(&aim, strokes)
        _ = play(&circle, strokes)
        #expect(aim.state == .recognized)
        #expect(circle.state == .failed)
    }

    @Test func anAimWhoseDotNeverComesFails() {
        var aim = ShapeGestureRecognizer(shape: .aim)
        _ = play(&aim, [Drawing.circle()])
        #expect(aim.state == .changed)
        aim.advance(to: .seconds(60))
        #expect(aim.state == .failed)
    }

    @Test func aNewGestureAfterAnOutcomeStartsAfresh() {
        var recognizer = ShapeGestureRecognizer(shape: .square)
        _ = play(&recognizer, [Drawing.circle()])
        #expect(recognizer.state == .failed)
        _ = play(&recognizer, [Drawing.square()])
        #expect(recognizer.state == .recognized)
        #expect(recognizer.currentStrokes.count == 1)
    }

    @Test func withoutWaitingACircleIsRecognizedAtOnce() {
        var recognizer = ShapeGestureRecognizer(shape: .circle)
        recognizer.waitsForAim = false
        _ = play(&recognizer, [Drawing.circle()])
        #expect(recognizer.state == .recognized)
    }
}
