import Foundation
import GadgetBase
import Hardware
import Sensing
import Testing

/// Drawings made point by point, for exact cases.
enum Drawing {
    static func circle(centre: (Double, Double) = (100, 100), radius: Double = 50, from start: Double = 0,
                       sweep: Double = 2 * .pi, points: Int = 60, clockwise: Bool = false, t0: Double = 0) -> [StrokePoint] {
        (0...points).map { index in
            let angle = start + (clockwise ? -1 : 1) * sweep * Double(index) / Double(points)
            return StrokePoint(x: centre.0 + radius * cos(angle), y: centre.1 + radius * sin(angle),
                               timestamp: .milliseconds(t0 + Double(index) * 16))
        }
    }

    static func polygon(_ corners: [(Double, Double)], perSide: Int = 15, t0: Double = 0) -> [StrokePoint] {
        var points: [StrokePoint] = []
        for side in 0..<corners.count {
            let a = corners[side], b = corners[(side + 1) % corners.count]
            for step in 0..<perSide {
                let f = Double(step) / Double(perSide)
                points.append(StrokePoint(x: a.0 + (b.0 - a.0) * f, y: a.1 + (b.1 - a.1) * f,
                                          timestamp: .milliseconds(t0 + Double(points.count) * 16)))
            }
        }
        points.append(StrokePoint(x: corners[0].0, y: corners[0].1, timestamp: .milliseconds(t0 + Double(points.count) * 16)))
        return points
    }

    static func square(centre: (Double, Double) = (200, 200), side: Double = 100, turn degrees: Double = 0) -> [StrokePoint] {
        let angle = degrees * .pi / 180, h = side / 2
        // Rotated in separate steps: as one expression, Swift 6.2's type checker gives up on it.
        let corners = [(-h, -h), (h, -h), (h, h), (-h, h)].map { (x: Double, y: Double) -> (Double, Double) in
            let rotatedX: Double = x * cos(angle) - y * sin(angle)
            let rotatedY: Double = x * sin(angle) + y * cos(angle)
            return (centre.0 + rotatedX, centre.1 + rotatedY)
        }
        return polygon(corners)
    }

    static func dot(at point: (Double, Double), t: Double) -> [StrokePoint] {
        [StrokePoint(x: point.0, y: point.1, timestamp: .milliseconds(t))]
    }
}

@Suite struct StrokeClassifierTests {
    let classifier = StrokeClassifier()

    @Test(arguments: [0.0, 1, 2.5, 4])
    func aCircleIsACircleFromAnyStartEitherWay(start: Double) {
        #expect(classifier.classify([Drawing.circle(from: start)]) == .circle)
        #expect(classifier.classify([Drawing.circle(from: start, clockwise: true)]) == .circle)
    }

    @Test(arguments: [8.0, 40, 400, 2000])
    func sizeAndPlaceDoNotMatter(radius: Double) {
        #expect(classifier.classify([Drawing.circle(centre: (radius * 3, 17), radius: radius)]) == .circle)
        #expect(classifier.classify([Drawing.square(centre: (-500, radius), side: radius * 2)]) == .square)
    }

    @Test(arguments: [0.0, 10, 25, 44, -30])
    func aSquareTurnedUpTo45DegreesIsASquare(turn: Double) {
        #expect(classifier.classify([Drawing.square(turn: turn)]) == .square)
        #expect(classifier.classify([Array(Drawing.square(turn: turn).reversed())]) == .square)
    }

    @Test func aCircleThatStopsShortOrRunsOnStillCounts() {
        #expect(classifier.classify([Drawing.circle(sweep: 2 * .pi * 0.92)]) == .circle)
        #expect(classifier.classify([Drawing.circle(sweep: 2 * .pi * 1.1)]) == .circle)
    }

    @Test func anAimIsACircleAndADotNearItsCentreInEitherOrder() {
        let ring = Drawing.circle(centre: (100, 100), radius: 60)
        #expect(classifier.classify([ring, Drawing.dot(at: (104, 97), t: 2000)]) == .aim)
        #expect(classifier.classify([Drawing.dot(at: (95, 102), t: 0), Drawing.circle(centre: (100, 100), radius: 60, t0: 500)]) == .aim)
    }

    @Test func aCircleWithADotFarOffCentreIsNothing() {
        let ring = Drawing.circle(centre: (100, 100), radius: 60)
        #expect(classifier.classify([ring, Drawing.dot(at: (140, 100), t: 2000)]) == .none)
        #expect(classifier.classify([ring, Drawing.dot(at: (300, 100), t: 2000)]) == .none)
    }

    @Test func otherShapesAreNothing() {
        let triangle = Drawing.polygon([(100, 0), (187, 150), (13, 150)])
        let star = Drawing.polygon((0..<5).map { k in
            let a = Double(k) * 4 * .pi / 5 - .pi / 2
            return (100 + 80 * cos(a), 100 + 80 * sin(a))
        })
        let check = [(0.0, 50.0), (30, 90), (100, 0)].enumerated().map {
            StrokePoint(x: $0.element.0, y: $0.element.1, timestamp: .milliseconds(Double($0.offset) * 100))
        }
        let spiral = (0...200).map { index -> StrokePoint in
            let f = Double(index) / 200, angle = 6 * .pi * f
            return StrokePoint(x: 100 + (10 + 80 * f) * cos(angle), y: 100 + (10 + 80 * f) * sin(angle), timestamp: .milliseconds(Double(index) * 8))
        }
        let arc = Drawing.circle(sweep: .pi * 1.3)
        let rectangle = Drawing.polygon([(0, 0), (300, 0), (300, 60), (0, 60)])
        for drawing in [triangle, star, check, spiral, arc, rectangle] {
            #expect(classifier.classify([drawing]) == .none)
        }
        #expect(classifier.classify([Drawing.square(), Drawing.dot(at: (200, 200), t: 3000)]) == .none)
        #expect(classifier.classify([Drawing.circle(), Drawing.circle(t0: 2000), Drawing.dot(at: (100, 100), t: 4000)]) == .none)
    }

    @Test func degenerateInputIsNothingAndNeverCrashes() {
        #expect(classifier.classify([]) == .none)
        #expect(classifier.classify([[]]) == .none)
        #expect(classifier.classify([Drawing.dot(at: (5, 5), t: 0)]) == .none)
        let still = Array(repeating: StrokePoint(x: 3, y: 3, timestamp: .zero), count: 50)
        #expect(classifier.classify([still]) == .none)
        let broken = [StrokePoint(x: .nan, y: 1, timestamp: .zero), StrokePoint(x: .infinity, y: 2, timestamp: .zero)]
        #expect(classifier.classify([broken]) == .none)
        let line = (0..<30).map { StrokePoint(x: Double($0), y: 0, timestamp: .milliseconds(Double($0))) }
        #expect(classifier.classify([line]) == .none)
    }

    @Test func csvRoundTripsAndNamesBadLines() throws {
        let strokes = [Drawing.circle(points: 12), Drawing.dot(at: (100, 100), t: 900)]
        let parsed = try StrokeCSV.parse(StrokeCSV.format(strokes))
        #expect(parsed.count == 2)
        #expect(parsed[1] == strokes[1])
        #expect(try StrokeCSV.parse("t_ms,x,y\n0,1,2\n16,3,4\n") == [[StrokePoint(x: 1, y: 2, timestamp: .zero),
                                                                    StrokePoint(x: 3, y: 4, timestamp: .milliseconds(16))]])
        #expect(throws: StrokeCSV.ParseError.self) { try StrokeCSV.parse("x,y\n1,2\n") }
        do {
            _ = try StrokeCSV.parse("t_ms,x,y,stroke\n0,1,2,0\n5,a,2,0\n")
            Issue.record("a bad number was accepted")
        } catch {
            #expect(error.line == 3)
        }
        #expect(throws: StrokeCSV.ParseError.self) { try StrokeCSV.parse("t_ms,x,y,stroke\n0,1,2,-1\n") }
        #expect(throws: StrokeCSV.ParseError.self) { try StrokeCSV.parse("") }
    }

    /// The $1 logs as Python's csv module writes them: CRLF, and sometimes a byte-order mark.
    @Test func csvFromOtherToolsReadsTheSame() throws {
        let expected = [[StrokePoint(x: 1, y: 2, timestamp: .zero), StrokePoint(x: 3, y: 4, timestamp: .milliseconds(16))]]
        #expect(try StrokeCSV.parse("t_ms,x,y\r\n0,1,2\r\n16,3,4\r\n") == expected)
        #expect(try StrokeCSV.parse("\u{FEFF}t_ms,x,y\r\n\r\n0,1,2\r\n 16 ,3,4 \r\n") == expected)
        #expect(try StrokeCSV.parse("pressure,y,x,t_ms\n0.5,2,1,0\n0.7,4,3,16\n") == expected)
        do {
            _ = try StrokeCSV.parse("t_ms,x,y\r\n0,1,2\r\n16,three,4\r\n")
            Issue.record("a bad number was accepted")
        } catch {
            #expect(error.description == "line 3, column 2: x \"three\" is not a number")
        }
    }
}
