import Core
import GadgetBase
import Hardware
import Sensing
import Testing
import UI

@testable import Apps

/// The playground fed a stroke point by point, as a touchscreen, the mouse and scripts send it:
/// the recognizers' states change as it is drawn and the finished stroke decides as a whole one does.
@Suite("Gesture playground, strokes in progress")
struct PlaygroundTouchTests {
    /// Feeds `stroke` as touches (began, moved...) then the finished stroke, recording the states after each.
    func drawLive(_ stroke: [StrokePoint], into app: PlaygroundApp) -> [[GestureRecognizerState]] {
        var seen: [[GestureRecognizerState]] = []
        for (index, point) in stroke.enumerated() {
            #expect(app.handle(.touch(index == 0 ? .began : .moved, point)) == .handled)
            seen.append(app.model.states.map(\.state))
        }
        #expect(app.handle(.stroke(stroke)) == .handled)
        return seen
    }

    @Test func theStatesGoFromPossibleToBeganToChangedAsTheStrokeGrows() {
        let host = PlaygroundTestHost()
        let app = PlaygroundApp()
        app.start(host: host)
        let circle = Hand.stroke(Hand.circle(), from: host.now)
        let before = host.displayRequests
        let seen = drawLive(circle, into: app)
        #expect(seen.first == [.possible, .possible, .possible], "a finger just down has not moved yet")
        #expect(seen.contains([.began, .began, .began]))
        #expect(seen.last == [.changed, .changed, .changed])
        // Once moving, a state never goes back.
        let order: [GestureRecognizerState] = [.possible, .began, .changed]
        for (earlier, later) in zip(seen, seen.dropFirst()) {
            #expect(zip(earlier, later).allSatisfy { order.firstIndex(of: $0)! <= order.firstIndex(of: $1)! })
        }
        #expect(host.displayRequests - before == circle.count + 1, "one redraw a point, one for the end")
        #expect(app.model.strokes == [circle])
        #expect(!app.model.isDrawing && app.model.isUndecided, "the circle waits for an aim's dot")
        host.advance(by: .seconds(2))
        #expect(app.model.verdict == .circle)
    }

    @Test func whileDrawingTheScreenSaysSoAndShowsTheStates() {
        let host = PlaygroundTestHost()
        let app = PlaygroundApp()
        app.start(host: host)
        let renderer = Renderer(geometry: DisplayGeometry(width: 240, height: 240, format: .rgb565))
        let square = Hand.stroke(Hand.square, from: host.now)
        for (index, point) in square.prefix(12).enumerated() { _ = app.handle(.touch(index == 0 ? .began : .moved, point)) }
        let texts = renderer.render(app.render).texts.joined(separator: " | ")
        #expect(texts.contains("Drawing…") && texts.contains("○ ◎ □ changed"), "\(texts)")
        #expect(app.model.isDrawing)
        _ = app.handle(.stroke(square))
        #expect(app.model.verdict == .square)
        #expect(renderer.render(app.render).texts.joined().contains("Square ✓"))
    }

    @Test func liveAndWholeStrokesDecideAlike() {
        for drawing in [Hand.circle(), Hand.square, Hand.triangle] {
            let host = PlaygroundTestHost()
            let live = PlaygroundApp(), whole = PlaygroundApp()
            live.start(host: host)
            whole.start(host: host)
            let stroke = Hand.stroke(drawing, from: host.now)
            _ = drawLive(stroke, into: live)
            _ = whole.handle(.stroke(stroke))
            #expect(live.model.states.map(\.state) == whole.model.states.map(\.state))
            host.advance(by: .seconds(2))
            #expect(live.model.verdict == whole.model.verdict)
            #expect(live.model.verdict != nil)
        }
    }

    @Test func aStrokeThatEndsWithPointsNotYetSeenGetsThemAll() {
        var model = PlaygroundModel()
        let square = Hand.stroke(Hand.square, from: .seconds(1))
        model.touchBegan(square[0])
        for point in square[1..<10] { model.touchMoved(point) }
        model.draw(square)
        #expect(model.strokes == [square])
        #expect(model.verdict == .square)
    }

    @Test func aDotDrawnLiveAfterACircleMakesAnAim() {
        let host = PlaygroundTestHost()
        let app = PlaygroundApp()
        app.start(host: host)
        _ = drawLive(Hand.stroke(Hand.circle(), from: host.now), into: app)
        host.advance(by: .milliseconds(200))
        _ = drawLive(Hand.stroke(Hand.dot(), from: host.now), into: app)
        #expect(app.model.verdict == .aim)
        #expect(host.pendingTimers == 0)
    }

    @Test func aCancelledStrokeWipesTheDrawingAndAMoveWithoutATouchIsIgnored() {
        let host = PlaygroundTestHost()
        let app = PlaygroundApp()
        app.start(host: host)
        let point = StrokePoint(x: 5, y: 5, timestamp: host.now)
        #expect(app.handle(.touch(.moved, point)) == .ignored, "no finger down")
        let circle = Hand.stroke(Hand.circle(), from: host.now)
        for (index, point) in circle.prefix(20).enumerated() { _ = app.handle(.touch(index == 0 ? .began : .moved, point)) }
        #expect(app.handle(.touch(.cancelled, circle[19])) == .handled)
        #expect(app.model.strokes.isEmpty && !app.model.isDrawing && app.model.verdict == nil)
        #expect(app.model.states.allSatisfy { $0.state == .possible })
        _ = app.handle(.stroke(Hand.stroke(Hand.square, from: host.now)))
        #expect(app.model.verdict == .square, "the next stroke starts afresh")
    }
}

/// Turning the board lays the screen out afresh; the drawing keeps its place about the centre,
/// so a 128x64 panel turned to 64x128 still shows all of it.
@Suite("Gesture playground, turned")
struct PlaygroundTurnTests {
    @Test func aTurnedPanelStillShowsTheWholeDrawing() {
        let host = PlaygroundTestHost()
        let app = PlaygroundApp()
        app.start(host: host)
        let landscape = Renderer(geometry: DisplayGeometry(width: 128, height: 64, format: .mono1))
        let portrait = Renderer(geometry: DisplayGeometry(width: 64, height: 128, format: .mono1))
        _ = landscape.render(app.render)
        // A 36 px square about the landscape panel's centre (64, 32).
        let square = [(46.0, 14.0), (82, 14), (82, 50), (46, 50), (46, 14)].enumerated().map { index, corner in
            StrokePoint(x: corner.0, y: corner.1, timestamp: host.now + .milliseconds(100 * index))
        }
        _ = app.handle(.stroke(square))
        _ = portrait.render(app.render)
        let moved = app.model.strokes.flatMap { $0 }
        #expect(moved.map(\.x) == [14, 50, 50, 14, 14] && moved.map(\.y) == [46, 46, 82, 82, 46],
                "about the portrait panel's centre (32, 64): \(moved)")
        _ = landscape.render(app.render)
        #expect(app.model.strokes == [square], "turned back, it is where it was drawn")
    }

    /// A square drawn about the middle of 160x128 has its bottom edge on the verdict's line, in
    /// the verdict's colour: the words sit on a plate of background, so no row of that line is
    /// one long stroke running through them.
    @Test func theVerdictStaysReadableOverASquaresBottomEdge() {
        let host = PlaygroundTestHost(language: .ru)
        let app = PlaygroundApp()
        app.start(host: host)
        let renderer = Renderer(geometry: DisplayGeometry(width: 160, height: 128, format: .rgb565))
        _ = renderer.render(app.render)
        let square = [(32.0, 26.0), (128, 26), (128, 102), (32, 102), (32, 26)].enumerated().map { index, corner in
            StrokePoint(x: corner.0, y: corner.1, timestamp: host.now + .milliseconds(100 * index))
        }
        _ = app.handle(.stroke(square))
        let frame = renderer.render(app.render)
        #expect(frame.texts.contains { $0.contains("Квадрат") })
        for y in 98...106 {
            let background = frame.pixels.color(x: 0, y: y)
            var longest = 0, run = 0
            for x in 0..<160 {
                run = frame.pixels.color(x: x, y: y) == background ? 0 : run + 1
                longest = max(longest, run)
            }
            #expect(longest < 40, "row \(y) has a \(longest) px run of ink")
        }
    }
}
