@testable import DevTools
import Foundation
import GadgetBase
import Hardware
import Sensing
import Testing
import TestSupport

@testable import GadgetRuntime

/// The yardstick ($1), the model fitting and the real-stroke evaluation's parts.
@Suite struct StrokeEvaluationTests {
    typealias Point = DollarOneRecognizer.Point

    static func circle(radius: Double = 80, centre: Point = Point(x: 200, y: 150), start: Double = 0, squash: Double = 1,
                       clockwise: Bool = false, count: Int = 50) -> [Point] {
        (0...count).map { index in
            let angle = start + (clockwise ? -1 : 1) * 2 * .pi * Double(index) / Double(count)
            return Point(x: centre.x + radius * cos(angle), y: centre.y + squash * radius * sin(angle))
        }
    }

    static func polygon(_ corners: [Point], perSide: Int = 12) -> [Point] {
        var points: [Point] = []
        for side in corners.indices {
            let a = corners[side], b = corners[(side + 1) % corners.count]
            for step in 0..<perSide {
                let f = Double(step) / Double(perSide)
                points.append(Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f))
            }
        }
        return points + [corners[0]]
    }

    static let triangle = polygon([Point(x: 0, y: 100), Point(x: 50, y: 0), Point(x: 100, y: 100)])
    static let square = polygon([Point(x: 0, y: 0), Point(x: 100, y: 0), Point(x: 100, y: 100), Point(x: 0, y: 100)])

    @Test func resamplingGivesSixtyFourEvenlySpacedPoints() {
        // Unevenly spaced input along a line: the output is evenly spaced, ends included.
        let line = [0.0, 1, 5, 30, 31, 100].map { Point(x: $0, y: 2 * $0) }
        let points = DollarOneRecognizer.resample(line, count: 64)
        #expect(points.count == 64)
        let gaps = points.indices.dropFirst().map { DollarOneRecognizer.distance(points[$0 - 1], points[$0]) }
        let step = 100 * 5.0.squareRoot() / 63
        #expect(gaps.allSatisfy { abs($0 - step) < 1e-6 })
        #expect(points.first == line.first && DollarOneRecognizer.distance(points[63], line[5]) < 1e-6)
    }

    @Test func normalizingCentresScalesAndRotatesToTheIndicativeAngle() throws {
        let points = try #require(DollarOneRecognizer.normalized(Self.circle(start: 1)))
        let centre = DollarOneRecognizer.centroid(points)
        #expect(abs(centre.x) < 1e-9 && abs(centre.y) < 1e-9)
        #expect(abs(DollarOneRecognizer.indicativeAngle(points)) < 0.05)
        let xs = points.map(\.x), ys = points.map(\.y)
        #expect(abs(xs.max()! - xs.min()! - 250) < 1e-6 && abs(ys.max()! - ys.min()! - 250) < 1e-6)
        #expect(DollarOneRecognizer.normalized([Point(x: 0, y: 0), Point(x: 100, y: 0)]) == nil)  // a line has no height
        #expect(DollarOneRecognizer.normalized([Point(x: 5, y: 5)]) == nil)
    }

    @Test func theNearestTemplateWinsWhateverTheSizePlaceAndStartingAngle() throws {
        var recognizer = DollarOneRecognizer()
        recognizer.addTemplate(name: "circle", stroke: Self.circle())
        recognizer.addTemplate(name: "triangle", stroke: Self.triangle)
        recognizer.addTemplate(name: "rectangle", stroke: Self.square)
        let circle = try #require(recognizer.recognize(Self.circle(radius: 15, centre: Point(x: -40, y: 900), start: 0.5, squash: 0.9)))
        #expect(circle.name == "circle")
        #expect(circle.score > 0.9)
        let tilted = Self.square.map { Point(x: $0.x * cos(0.3) - $0.y * sin(0.3), y: $0.x * sin(0.3) + $0.y * cos(0.3)) }
        #expect(recognizer.recognize(tilted)?.name == "rectangle")
        #expect(recognizer.recognize(Self.triangle.map { Point(x: $0.x * 3, y: $0.y * 2) })?.name == "triangle")
        #expect(DollarOneRecognizer().recognize(Self.circle()) == nil)
    }

    @Test func theGoldenSectionSearchFindsTheBestAngleWithinTheRange() throws {
        let template = try #require(DollarOneRecognizer.normalized(Self.triangle))
        let turned = DollarOneRecognizer.rotate(template, by: 0.4)
        let best = DollarOneRecognizer.distanceAtBestAngle(turned, template)
        #expect(best < DollarOneRecognizer.distanceAtAngle(turned, template, 0) / 10)
        #expect(best <= DollarOneRecognizer.distanceAtAngle(turned, template, -0.4) + 1)
    }

    @Test func theThresholdLetsThroughNoMoreThanTheTargetShareOfNegatives() {
        func match(_ name: String, _ score: Double) -> DollarOneRecognizer.Match { DollarOneRecognizer.Match(name: name, score: score) }
        // 400 negatives, two of them nearest a circle template: at 0.5 % two may pass, so none need turning away.
        var scored: [(shape: StrokeShape, match: DollarOneRecognizer.Match?)] = (0..<398).map { _ in (.none, match("star", 0.9)) }
        scored += [(.none, match("circle", 0.85)), (.none, match("rectangle", 0.8)), (.circle, match("circle", 0.9))]
        #expect(DollarOneBaseline.fitThreshold(scored) == 0)
        // A third one must go: the threshold lands just above the third highest.
        scored[0] = (.none, match("circle", 0.7))
        #expect(DollarOneBaseline.fitThreshold(scored) == 0.7.nextUp)
    }

    @Test func fittingSeparatesClassesAndIsDeterministic() {
        let names = StrokeFeatures.names.count
        var random = SeededRandomGenerator(seed: 7)
        var examples: [StrokeModelFitting.Example] = []
        for index in 0..<300 {
            let shape = StrokeModel.classes[index % 3]
            // The first measure tells circles (low) from squares (high); the rest is noise.
            var features = (0..<names).map { _ in Double.random(in: 0...1, using: &random) }
            features[0] = shape == .circle ? Double.random(in: 0...0.3, using: &random)
                : shape == .square ? Double.random(in: 0.7...1, using: &random) : Double.random(in: 0.4...0.6, using: &random)
            examples.append(StrokeModelFitting.Example(features: features, shape: shape))
        }
        let model = StrokeModelFitting.fit(examples)
        let right = examples.filter { model.shape($0.features) == $0.shape }.count
        #expect(right >= 290, "\(right) of 300")
        #expect(StrokeModelFitting.fit(examples) == model)
        #expect(model.weights[2].allSatisfy { $0 == 0 })
        let p = model.probabilities(examples[0].features)
        #expect(abs(p.reduce(0, +) - 1) < 1e-12)
    }

    @Test func theLinearSolverSolvesAndRefusesASingularSystem() throws {
        let x = try #require(StrokeModelFitting.solve([2, 1, 0, 1, 3, 1, 0, 1, 4], [3, 5, 5], size: 3))
        #expect(zip(x, [1.0, 1, 1]).allSatisfy { abs($0 - $1) < 1e-12 })
        #expect(StrokeModelFitting.solve([1, 2, 2, 4], [1, 2], size: 2) == nil)
    }

    @Test func theWrittenWeightsReadBackAsTheSameDoubles() {
        let count = StrokeFeatures.names.count
        let model = StrokeModel(means: (0..<count).map { 0.1 * Double($0) + 1.0 / 3 }, scales: Array(repeating: 2.0 / 3, count: count),
                                lows: Array(repeating: -1, count: count), highs: Array(repeating: 1, count: count),
                                weights: [Array(repeating: -1.0 / 7, count: 1 + StrokeModel.inputsPerMeasure * count), Array(repeating: 1e-17, count: 1 + StrokeModel.inputsPerMeasure * count),
                                          Array(repeating: 0, count: 1 + StrokeModel.inputsPerMeasure * count)])
        let source = StrokeModelFitting.swiftSource(model, fittedOn: "a test")
        let numbers = source.split(whereSeparator: { "[], \n".contains($0) }).compactMap { Double($0) }
        #expect(numbers.contains(1.0 / 3) && numbers.contains(-1.0 / 7) && numbers.contains(1e-17))
        #expect(source.contains("public static let fitted = StrokeModel("))
    }

    @Test func aSyntheticAimPutsItsTapAtTheRingsCentroidBeforeOrAfter() {
        let ring = Self.circle(radius: 50, centre: Point(x: 100, y: 100)).enumerated().map {
            StrokePoint(x: $1.x, y: $1.y, timestamp: .milliseconds(Double($0) * 10))
        }
        var random = SeededRandomGenerator(seed: 3)
        let after = SyntheticAim.make(ring: ring, offset: 0, dotFirst: false, random: &random)
        #expect(after.count == 2 && after[0] == ring)
        #expect(abs(after[1][0].x - 100) < 2 && abs(after[1][0].y - 100) < 2)
        #expect(after[1][0].timestamp > ring.last!.timestamp)
        let before = SyntheticAim.make(ring: ring, offset: 1, dotFirst: true, random: &random)
        #expect(before[1] == ring && before[0][0].timestamp < ring[0].timestamp)
        let off = ((before[0][0].x - 100) * (before[0][0].x - 100) + (before[0][0].y - 100) * (before[0][0].y - 100)).squareRoot()
        #expect(abs(off - 50) < 3)
    }

    @Test func realLabelsAreReadAsOtherToolsWriteThemAndBadOnesAreNamed() throws {
        let folder = try TemporaryDirectory()
        let strokes = folder.path + "/strokes"
        try FileManager.default.createDirectory(atPath: strokes + "/csv", withIntermediateDirectories: true)
        try "\u{FEFF}t_ms,x,y\r\n0,0,0\r\n10,5,1\r\n20,9,8\r\n".write(toFile: strokes + "/csv/a.csv", atomically: true, encoding: .utf8)
        try "file,label,target_class,subject,speed\r\ncsv/a.csv,rectangle,square,3,fast\r\n\r\n"
            .write(toFile: strokes + "/labels.csv", atomically: true, encoding: .utf8)
        let drawings = try StrokeTrainingData.real(directory: strokes)
        #expect(drawings.count == 1)
        #expect(drawings[0].shape == .square && drawings[0].subject == 3 && drawings[0].gesture == "rectangle")
        #expect(drawings[0].strokes.first?.count == 3)

        try "file,label,target_class,subject\ncsv/a.csv,star,sideways,3\n".write(toFile: strokes + "/labels.csv", atomically: true, encoding: .utf8)
        #expect(throws: ConfigurationError.self) { try StrokeTrainingData.real(directory: strokes) }
        do {
            _ = try StrokeTrainingData.real(directory: folder.path + "/missing")
            Issue.record("a missing folder must be refused")
        } catch let error as ConfigurationError {
            #expect(error.description.contains("--real"))
        }
    }

    @Test func generatedAimsTeachTheirRingAsACircle() {
        let ring = Self.circle().enumerated().map { StrokePoint(x: $1.x, y: $1.y, timestamp: .milliseconds(Double($0) * 10)) }
        let dot = [StrokePoint(x: 200, y: 150, timestamp: .milliseconds(900))]
        let drawings = [
            LabelledDrawing(file: "a", gesture: "aim", shape: .aim, subject: 0, strokes: [dot, ring]),
            LabelledDrawing(file: "b", gesture: "farDotCircle", shape: .none, subject: 0, strokes: [ring, dot]),
            LabelledDrawing(file: "c", gesture: "arrow", shape: .none, subject: 0, strokes: [ring, ring]),
            LabelledDrawing(file: "d", gesture: "square", shape: .square, subject: 0, strokes: [ring]),
        ]
        #expect(StrokeTrainingData.examples(drawings).map(\.shape) == [.circle, .circle, .square])
    }
}
