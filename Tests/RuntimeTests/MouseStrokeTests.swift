import Foundation
import Glibc
import GadgetBase
import Hardware
import Linux
import Testing

@testable import GadgetRuntime

/// The terminal's mouse drawing strokes: SGR reports, decoded as the live runner decodes them,
/// placed on the panel by the terminal display, gathered press to release.
@Suite("Mouse strokes")
struct MouseStrokeTests {
    func report(_ kind: MouseReport.Kind, _ x: Int, _ y: Int, button: Int = 0) -> MouseReport {
        MouseReport(kind: kind, x: x, y: y, button: button)
    }

    /// Each report's cell stands for the panel point (cell x, cell y) times ten, in these tests.
    func take(_ reports: [MouseReport], into strokes: inout MouseStrokes, startingAt start: Int = 0) -> [[StrokePoint]] {
        var finished: [[StrokePoint]] = []
        for (index, report) in reports.enumerated() {
            let position = report.x > 0 ? Point(x: Double(report.x * 10), y: Double(report.y * 10)) : nil
            if let stroke = strokes.take(report, at: position, time: .milliseconds(Double(16 * (start + index)))) {
                finished.append(stroke)
            }
        }
        return finished
    }

    @Test func pressDragReleaseIsOneStroke() {
        var strokes = MouseStrokes()
        let found = take([report(.press, 1, 1), report(.drag, 2, 1), report(.drag, 2, 1), report(.drag, 3, 2),
                          report(.release, 4, 2)], into: &strokes)
        #expect(found.count == 1)
        #expect(found.first?.map(\.x) == [10, 20, 30, 40], "a repeated cell adds no point")
        #expect(found.first?.map(\.timestamp) == [.zero, .milliseconds(16), .milliseconds(48), .milliseconds(64)])
    }

    @Test func pressAndDragsAreAnnouncedAsTouchesThenTheStrokeOnRelease() {
        var strokes = MouseStrokes()
        var events: [InputEvent] = []
        for (index, (kind, x)) in [(MouseReport.Kind.press, 1), (.drag, 2), (.drag, 2), (.drag, 3), (.release, 4)].enumerated() {
            events += strokes.events(for: report(kind, x, 1), at: Point(x: Double(x * 10), y: 10),
                                     time: .milliseconds(Double(16 * index)))
        }
        let points = [(10.0, 0.0), (20, 16), (30, 48), (40, 64)].map {
            StrokePoint(x: $0.0, y: 10, timestamp: .milliseconds($0.1))
        }
        #expect(events == [.touch(.began, points[0]), .touch(.moved, points[1]), .touch(.moved, points[2]),
                           .touch(.moved, points[3]), .stroke(points)], "a repeated cell announces nothing")
        #expect(strokes.events(for: report(.release, 4, 1), at: Point(x: 40, y: 10), time: .seconds(1)).isEmpty)
        // A release on the last point's cell adds no point: the stroke follows the last move.
        let click = strokes.events(for: report(.press, 5, 5), at: Point(x: 50, y: 50), time: .seconds(2))
            + strokes.events(for: report(.release, 5, 5), at: Point(x: 50, y: 50), time: .seconds(3))
        let dot = StrokePoint(x: 50, y: 50, timestamp: .seconds(2))
        #expect(click == [.touch(.began, dot), .stroke([dot])])
    }

    @Test func aClickIsADotAndTwoStrokesStaySeparate() {
        var strokes = MouseStrokes()
        let found = take([report(.press, 5, 5), report(.drag, 9, 5), report(.release, 9, 5),
                          report(.press, 7, 5), report(.release, 7, 5)], into: &strokes)
        #expect(found.map(\.count) == [2, 1])
        #expect(found.last?.first?.x == 70)
    }

    @Test func otherButtonsAndTheWheelDrawNothing() {
        var strokes = MouseStrokes()
        let found = take([report(.press, 1, 1, button: 2), report(.drag, 2, 2, button: 2), report(.release, 3, 3, button: 2),
                          report(.press, 1, 1, button: 64), report(.press, 1, 1, button: 1), report(.release, 1, 1, button: 1)],
                         into: &strokes)
        #expect(found.isEmpty)
    }

    @Test func outsideThePanelNothingStartsAndDraggingOutSkipsPoints() {
        var strokes = MouseStrokes()
        #expect(take([report(.press, 0, 0), report(.drag, 2, 2), report(.release, 3, 3)], into: &strokes).isEmpty)
        let found = take([report(.press, 1, 1), report(.drag, 0, 0), report(.drag, 2, 2), report(.release, 0, 0)], into: &strokes)
        #expect(found.first?.map(\.x) == [10, 20], "the stroke ends where the button went up, outside or not")
    }

    @Test func theOldEncodingsReleaseEndsTheStroke() {
        var strokes = MouseStrokes()
        let found = take([report(.press, 1, 1), report(.drag, 2, 1), report(.release, 2, 1, button: 3)], into: &strokes)
        #expect(found.count == 1)
    }

    @Test func sgrReportsFromTheTerminalBecomePanelStrokes() throws {
        let sink = open("/dev/null", O_WRONLY)
        defer { close(sink) }
        let panel = DisplayGeometry(width: 240, height: 240, format: .rgb565)
        let display = TerminalDisplay(geometry: panel, output: sink, colorMode: .trueColor, terminalSize: { (100, 62) })
        #expect(display.pixelPosition(of: report(.press, 50, 10)) == nil, "nothing is placed before the first frame")
        try display.present(Frame(pixels: PixelBuffer(width: 240, height: 240, format: .rgb565), texts: []),
                            damage: panel.bounds)
        var decoder = KeyDecoder()
        let bytes = Array("\u{1B}[<0;30;10M\u{1B}[<32;40;12M\u{1B}[<32;50;20M\u{1B}[<0;50;20m".utf8)
        var strokes = MouseStrokes()
        var found: [[StrokePoint]] = []
        for case .mouse(let mouse) in decoder.decode(bytes) {
            if let stroke = strokes.take(mouse, at: display.pixelPosition(of: mouse), time: .zero) { found.append(stroke) }
        }
        let stroke = try #require(found.first)
        #expect(found.count == 1 && stroke.count == 3)
        #expect(stroke.allSatisfy { (0..<240).contains($0.x) && (0..<240).contains($0.y) })
        #expect(stroke[0].x < stroke[1].x && stroke[1].x < stroke[2].x && stroke[0].y < stroke[2].y)
        // Twenty columns to the right is twenty cells of the panel's scale further along.
        let cell = try #require(display.pixelPosition(of: report(.press, 31, 10)))
        #expect(abs((stroke[2].x - stroke[0].x) - 20 * (cell.x - stroke[0].x)) < 1e-9)
    }
}
