import GadgetBase
import Hardware
import Testing

@testable import Core

/// Finger and mouse strokes read as the game's four gestures.
@Suite("Falling-squares touch gestures")
struct GameTouchTests {
    let settings = TouchGestureReader.Settings(tapSlop: 4, swipeDistance: 20, doubleTapWindow: .milliseconds(300),
                                               doubleTapSlop: 10)

    func stroke(_ points: [(Double, Double)], at start: Instant) -> [StrokePoint] {
        points.enumerated().map { index, point in
            StrokePoint(x: point.0, y: point.1, timestamp: start + .milliseconds(16 * Int64(index)))
        }
    }

    @Test func aShortStrokeIsATapOnceTheDoubleTapWindowHasPassed() {
        var reader = TouchGestureReader(settings: settings)
        #expect(reader.read(stroke([(50, 80), (52, 81)], at: .seconds(1))).isEmpty, "it could still become a double tap")
        let released = Instant.seconds(1) + .milliseconds(16)
        #expect(reader.nextDeadline == released + .milliseconds(300))
        #expect(reader.advance(to: released + .milliseconds(299)).isEmpty)
        #expect(reader.advance(to: released + .milliseconds(300))
            == [.init(gesture: .tap, point: Point(x: 50, y: 80))])
        #expect(reader.nextDeadline == nil)
    }

    @Test func twoTapsCloseTogetherAreOneDoubleTap() {
        var reader = TouchGestureReader(settings: settings)
        _ = reader.read(stroke([(50, 80), (50, 80)], at: .seconds(1)))
        #expect(reader.read(stroke([(55, 84), (55, 84)], at: .seconds(1) + .milliseconds(200)))
            == [.init(gesture: .doubleTap, point: Point(x: 50, y: 80))])
        #expect(reader.nextDeadline == nil, "and no single tap afterwards")
    }

    @Test func aSecondTapTooLateOrTooFarIsItsOwnTap() {
        var reader = TouchGestureReader(settings: settings)
        _ = reader.read(stroke([(50, 80), (50, 80)], at: .seconds(1)))
        #expect(reader.read(stroke([(50, 80), (50, 80)], at: .seconds(2)))
            == [.init(gesture: .tap, point: Point(x: 50, y: 80))])
        #expect(reader.read(stroke([(150, 80), (150, 80)], at: .seconds(2) + .milliseconds(100)))
            == [.init(gesture: .tap, point: Point(x: 50, y: 80))], "far away: the first tap stands alone")
        #expect(reader.nextDeadline != nil, "the second tap waits for its own window")
    }

    @Test func verticalStrokesAreSwipesAimedWhereTheyBegan() {
        var reader = TouchGestureReader(settings: settings)
        #expect(reader.read(stroke([(30, 120), (31, 100), (32, 90)], at: .seconds(1)))
            == [.init(gesture: .swipeUp, point: Point(x: 30, y: 120))])
        #expect(reader.read(stroke([(30, 60), (28, 85)], at: .seconds(2)))
            == [.init(gesture: .swipeDown, point: Point(x: 30, y: 60))])
    }

    @Test func aSwipeReportsAWaitingTapFirst() {
        var reader = TouchGestureReader(settings: settings)
        _ = reader.read(stroke([(50, 80), (50, 80)], at: .seconds(1)))
        #expect(reader.read(stroke([(90, 100), (90, 60)], at: .seconds(1) + .milliseconds(50))) == [
            .init(gesture: .tap, point: Point(x: 50, y: 80)),
            .init(gesture: .swipeUp, point: Point(x: 90, y: 100)),
        ])
    }

    @Test func sidewaysShortOrBrokenStrokesAreNothing() {
        var reader = TouchGestureReader(settings: settings)
        #expect(reader.read(stroke([(10, 50), (60, 55)], at: .seconds(1))).isEmpty, "sideways")
        #expect(reader.read(stroke([(10, 50), (10, 60)], at: .seconds(2))).isEmpty, "between a tap and a swipe")
        #expect(reader.read([]).isEmpty)
        #expect(reader.read(stroke([(.nan, 50), (10, 50)], at: .seconds(3))).isEmpty)
        #expect(reader.nextDeadline == nil)
    }

    @Test func resetForgetsAWaitingTap() {
        var reader = TouchGestureReader(settings: settings)
        _ = reader.read(stroke([(50, 80), (50, 80)], at: .seconds(1)))
        reader.reset()
        #expect(reader.advance(to: .seconds(5)).isEmpty)
    }
}
