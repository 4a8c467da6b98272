import Apps
import Foundation
import GadgetBase
import Hardware
import Simulation
import Testing
import UI

@testable import GadgetRuntime

/// Strokes in progress through the whole program: a script's finger announces every point as
/// it reaches it (`.touch` began, then moved), then the finished stroke; on a turned panel the
/// points land where the app drew things; the playground shows the stroke growing.
@Suite("Strokes in progress", .serialized)
struct PlaygroundDragTests {
    func touches(_ app: RecorderApp) -> [(phase: TouchPhase, point: StrokePoint, at: Instant)] {
        app.events.compactMap { if case .touch(let phase, let point) = $0.event { (phase, point, $0.at) } else { nil } }
    }

    @Test func aScriptedStrokeAnnouncesEveryPointInOrderThenTheWholeStroke() throws {
        let app = RecorderApp()
        let run = try WiredRun(apps: [app], open: "recorder")
        let start = run.clock.now()
        try run.play("stroke 10,20 30,40 50,40 70,20")
        let strokeEvents = app.events.filter {
            switch $0.event {
            case .touch, .stroke: true
            default: false
            }
        }
        #expect(strokeEvents.count == 5)
        let seen = touches(app)
        #expect(seen.map(\.phase) == [.began, .moved, .moved, .moved])
        #expect(seen.map(\.point.x) == [10, 30, 50, 70])
        #expect(seen.map(\.point.timestamp) == (0..<4).map { start + .milliseconds(16 * $0) })
        #expect(seen.allSatisfy { $0.at == $0.point.timestamp }, "each point arrives when the finger reaches it")
        guard case .stroke(let stroke)? = strokeEvents.last?.event else {
            Issue.record("the finished stroke comes last: \(strokeEvents.map(\.event))")
            return
        }
        #expect(stroke == seen.map(\.point))
        #expect(strokeEvents.last?.at == start + .milliseconds(48))
    }

    @Test func dragKeepsTheFingerDownUntilLift() throws {
        let app = RecorderApp()
        let run = try WiredRun(apps: [app], open: "recorder")
        try run.play("drag 10,10 20,10\nwait 100ms\ndrag 30,10")
        #expect(touches(app).map(\.phase) == [.began, .moved, .moved])
        #expect(app.strokes.isEmpty, "no stroke while the finger is down")
        try run.play("lift")
        #expect(app.strokes.map { $0.map(\.x) } == [[10, 20, 30]])
        #expect(throws: ScriptError.self) { try run.play("lift") }
    }

    @Test func pointsInProgressOnATurnedPanelLandWhereTheAppDrewThings() throws {
        let app = RecorderApp(preferences: InputPreferences(allowsRotation: true))
        let run = try WiredRun(apps: [app], open: "recorder")
        try run.play("orient landscape-left\nstroke 230,10 230,100")
        // As the finished stroke: the panel's right edge is the app's top.
        #expect(touches(app).map(\.point.x) == [10, 100])
        #expect(touches(app).map(\.point.y) == [10, 10])
        #expect(app.strokes.last == touches(app).map(\.point))
    }

    @Test func theScriptFormatHasDragAndLift() throws {
        let script = try Script(parsing: "drag 10,10\ndrag 50%,50% 60%,50%\nlift", file: "t")
        #expect(script.steps.map(\.command) == [
            .drag([Point(x: 10, y: 10)], scaled: false), .drag([Point(x: 50, y: 50), Point(x: 60, y: 50)], scaled: true), .lift,
        ])
        #expect(throws: ScriptError.self) { try Script(parsing: "lift now", file: "t") }
        #expect(throws: ScriptError.self) { try Script(parsing: "drag", file: "t") }
    }

    @Test(arguments: PlaygroundScenarioTests.boards.map(\.display))
    func thePlaygroundShowsTheStrokeGrowingAndTheRecognizersStates(display: DisplayGeometry) throws {
        let run = try PlaygroundScenarioTests().start(display: display)
        let circle = PlaygroundScenarioTests().drawings(display).circle
        run.runner.advance(by: .zero)
        let empty = try #require(run.session.lastFrame).pixels
        let half = circle.prefix(circle.count / 2)
        try run.play("\(Drawing.step(Array(half)).replacingOccurrences(of: "stroke", with: "drag"))")
        let drawing = try #require(run.session.lastFrame)
        #expect(drawing.texts.contains { $0.contains("Drawing…") }, "\(drawing.texts)")
        if display.width >= 240 {
            // Three shapes in the same state share its word where the line is short.
            #expect(drawing.texts.contains { $0.contains("○ ◎ □ changed") || $0.contains("○ changed   ◎ changed   □ changed") },
                    "\(drawing.texts)")
        } else {
            #expect(drawing.texts.contains { $0.contains("○»") && $0.contains("□»") }, "\(drawing.texts)")
        }
        // The half circle is on screen: pixels changed along it, around its start point.
        let changed = changedPixels(empty, drawing.pixels, near: half[half.startIndex], radius: 3)
        #expect(changed > 0, "the first point of the stroke is drawn")
        let untouched = changedPixels(empty, drawing.pixels, near: circle[circle.count * 3 / 4], radius: 2)
        #expect(untouched == 0, "the part not drawn yet is not shown")
        let app = try #require(run.app)
        #expect(app.model.states.map(\.state) == [.changed, .changed, .changed])

        try run.play("\(Drawing.step(Array(circle.dropFirst(half.count))).replacingOccurrences(of: "stroke", with: "drag"))\nlift")
        #expect(app.model.strokes.count == 1 && app.model.strokes[0].count == circle.count)
        try run.play("expect-not Drawing…\nwait 1s\nexpect ○")
        #expect(app.model.verdict == .circle, "the stroke drawn in pieces is the circle it makes")
    }

    private func changedPixels(_ a: PixelBuffer, _ b: PixelBuffer, near point: Point, radius: Int) -> Int {
        var count = 0
        let cx = Int(point.x.rounded()), cy = Int(point.y.rounded())
        for y in max(0, cy - radius)...min(a.height - 1, cy + radius) {
            for x in max(0, cx - radius)...min(a.width - 1, cx + radius) where a.color(x: x, y: y) != b.color(x: x, y: y) {
                count += 1
            }
        }
        return count
    }
}
