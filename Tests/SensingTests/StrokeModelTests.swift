import Foundation
import GadgetBase
import Hardware
import Sensing
import Testing

/// The stroke model's arithmetic, and the measures it reads.
@Suite struct StrokeModelTests {
    static let count = StrokeFeatures.names.count

    static func model(weights: [[Double]]) -> StrokeModel {
        StrokeModel(means: Array(repeating: 1, count: count), scales: Array(repeating: 2, count: count),
                    lows: Array(repeating: -3, count: count), highs: Array(repeating: 9, count: count), weights: weights)
    }

    @Test func eachMeasureGivesItsStandardizedValueAndHowFarItIsPastEachKnot() {
        let m = Self.model(weights: Array(repeating: Array(repeating: 0, count: 1 + StrokeModel.inputsPerMeasure * Self.count), count: 3))
        var features = Array(repeating: 1.0, count: Self.count)
        features[0] = 4  // z = 1.5: past the knots at -1, 0 and 1 by 2.5, 1.5 and 0.5
        features[1] = -0.5  // z = -0.75: past -1 by 0.25 only
        features[2] = 100  // beyond the fitted range: taken at its edge, 9, so z = 4
        let inputs = m.inputs(features)
        #expect(StrokeModel.knots == [-1, 0, 1])
        #expect(Array(inputs[0..<4]) == [1.5, 2.5, 1.5, 0.5])
        #expect(Array(inputs[4..<8]) == [-0.75, 0.25, 0, 0])
        #expect(Array(inputs[8..<12]) == [4, 5, 4, 3])
        #expect(Array(inputs[12..<16]) == [0, 1, 0, 0])
    }

    @Test func theMostProbableClassWinsAndContributionsAddUpToTheLogOdds() {
        var circle = Array(repeating: 0.0, count: 1 + StrokeModel.inputsPerMeasure * Self.count)
        circle[0] = -1  // bias
        circle[1] = 2  // slope of the first measure
        var square = Array(repeating: 0.0, count: circle.count)
        square[0] = -2
        let m = Self.model(weights: [circle, square, Array(repeating: 0, count: circle.count)])
        var features = Array(repeating: 1.0, count: Self.count)
        #expect(m.shape(features) == .none)  // z = 0: only the bias, -1, for a circle
        features[0] = 3  // z = 1: 2 - 1 = +1 for a circle
        #expect(m.shape(features) == .circle)
        let p = m.probabilities(features)
        #expect(abs(log(p[0] / p[2]) - 1) < 1e-12)
        let parts = (0..<Self.count).map { m.contribution(ofMeasure: $0, features)[0] }
        #expect(abs(parts.reduce(circle[0], +) - 1) < 1e-12)
    }

    @Test func theMeasuresDoNotCareForSizePlaceTurnDirectionOrSpeed() throws {
        let stroke = Drawing.circle(radius: 40, sweep: 2 * .pi * 1.1)
        let base = try #require(StrokeFeatures.measure(stroke))
        let moved = stroke.enumerated().map { index, p in
            StrokePoint(x: 3 * (p.x * cos(0.7) - p.y * sin(0.7)) + 900, y: 3 * (p.x * sin(0.7) + p.y * cos(0.7)) - 50,
                        timestamp: .milliseconds(Double(index) * 40))
        }
        let other = try #require(StrokeFeatures.measure(moved))
        for (index, name) in StrokeFeatures.names.enumerated() {
            #expect(abs(base[index] - other[index]) < 0.02, "\(name)")
        }
        #expect(StrokeFeatures.measure(Drawing.dot(at: (3, 3), t: 0)) == nil)
    }

    @Test func crossingsCountWhereTheClosedOutlineCrossesItself() throws {
        func crossings(_ point: (Double) -> (Double, Double)) throws -> Double {
            let stroke = (0...120).map { index -> StrokePoint in
                let (x, y) = point(2 * .pi * Double(index) / 120)
                return StrokePoint(x: 100 + x, y: 100 + y, timestamp: .milliseconds(Double(index) * 10))
            }
            let features = try #require(StrokeFeatures.measure(stroke))
            return features[try #require(StrokeFeatures.names.firstIndex(of: "crossings"))]
        }
        #expect(try crossings { (50 * cos($0), 50 * sin($0)) } == 0)
        // A figure eight crosses at its waist; x = sin t, y = sin 4t crosses where sin 4t = 0 and
        // x is 0 or ±0.71: three times.
        #expect(try crossings { (50 * sin($0), 30 * sin(2 * $0)) } == 1)
        #expect(try crossings { (60 * sin($0), 30 * sin(4 * $0)) } == 3)
    }

    @Test func anOverdrawnCircleWithAHookIsMeasuredOnItsLoop() throws {
        // A hook in from outside, then a turn and a fifth drifting outwards, so the run-on
        // crosses the hook: the outline is the loop between the crossings.
        let hook = (0..<6).map { StrokePoint(x: 175 - Double($0) * 5, y: 100, timestamp: .milliseconds(Double($0) * 16)) }
        let ring = (1...72).map { index -> StrokePoint in
            let turn = 1.2 * Double(index) / 72, radius = 50 + 6 * turn
            return StrokePoint(x: 100 + radius * cos(2 * .pi * turn), y: 100 + radius * sin(2 * .pi * turn),
                               timestamp: .milliseconds(100 + Double(index) * 16))
        }
        let features = try #require(StrokeFeatures.measure(hook + ring))
        let named = Dictionary(uniqueKeysWithValues: zip(StrokeFeatures.names, features))
        #expect(named["closure gap"]! < 0.05)
        #expect(named["run-on"]! > 0.08)
        #expect(named["lead-in"]! > 0)
        #expect(named["turns off one"]! < 0.1)
        #expect(StrokeClassifier().classify([hook + ring]) == .circle)
    }
}
