import Foundation
import GadgetBase
import Hardware
@testable import Sensing
import Testing

/// Strokes drawn by real people (RealStrokes/README.md says whose, under what terms, and why
/// these): read as they were written, and recognized as what they are.
@Suite struct RealStrokeTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("RealStrokes").path

    static func strokes(_ name: String) throws -> [[StrokePoint]] {
        try StrokeCSV.parse(try String(contentsOfFile: folder + "/" + name + ".csv", encoding: .utf8))
    }

    static let expected: [(String, StrokeShape)] = [
        ("s02-fast-circle09", .circle), ("s04-medium-circle09", .circle),
        ("s03-fast-rectangle01", .square), ("s06-slow-rectangle02", .square),
        ("s03-medium-triangle05", .none), ("s05-slow-left_sq_bracket03", .none),
        ("s06-fast-pigtail04", .none), ("s01-medium-question_mark02", .none),
    ]

    @Test func theFilesAreReadAsWrittenWithCRLFLineEndings() throws {
        let raw = try String(contentsOfFile: Self.folder + "/s02-fast-circle09.csv", encoding: .utf8)
        #expect(raw.utf8.contains(13), "the copy keeps the source's CRLF, so the reader is tested on it")
        let strokes = try Self.strokes("s02-fast-circle09")
        #expect(strokes.count == 1)
        #expect(strokes[0].count == raw.split(whereSeparator: \.isNewline).count - 1)
    }

    @Test(arguments: expected)
    func eachIsRecognizedAsWhatItIs(name: String, shape: StrokeShape) throws {
        #expect(StrokeClassifier().classify(try Self.strokes(name)) == shape)
    }

    @Test(arguments: expected)
    func theRecognizersAgreeWithTheClassifierPointByPoint(name: String, shape: StrokeShape) throws {
        let stroke = try Self.strokes(name)[0]
        for target in [StrokeShape.circle, .square] {
            var recognizer = ShapeGestureRecognizer(shape: target)
            recognizer.waitsForAim = false
            recognizer.touchBegan(stroke[0])
            for point in stroke.dropFirst().dropLast() { recognizer.touchMoved(point) }
            recognizer.touchEnded(stroke[stroke.count - 1])
            #expect(recognizer.state == (shape == target ? .recognized : .failed), "\(target)")
        }
    }

    /// The model sees only a stroke's form: a tap whose point wandered a pixel or two, or a real
    /// circle shrunk below a fingertip, is no shape; the same circle a fifth of its size still is.
    @Test func aTapThatWanderedIsNoShape() throws {
        let wobble = [(100.0, 100.0), (101, 100), (101, 101), (100, 101), (100, 100)].enumerated().map {
            StrokePoint(x: $0.element.0, y: $0.element.1, timestamp: .milliseconds(Double($0.offset * 16)))
        }
        #expect(StrokeClassifier().classify([wobble]) == .none)
        let circle = try Self.strokes("s02-fast-circle09")[0]
        func scaled(_ factor: Double) -> [StrokePoint] {
            circle.map { StrokePoint(x: $0.x * factor, y: $0.y * factor, timestamp: $0.timestamp) }
        }
        #expect(StrokeClassifier().classify([scaled(0.2)]) == .circle)
        #expect(StrokeClassifier().classify([scaled(0.08)]) == .none)
        // A tap at the tiny ring's centre makes no aim either; at a fifth of the size it does.
        func aim(_ factor: Double) -> StrokeShape {
            let ring = scaled(factor)
            let xs = ring.map(\.x), ys = ring.map(\.y)
            let tap = StrokePoint(x: (xs.min()! + xs.max()!) / 2, y: (ys.min()! + ys.max()!) / 2,
                                  timestamp: ring[ring.count - 1].timestamp + .milliseconds(300))
            return StrokeClassifier().classify([ring, [tap]])
        }
        #expect(aim(0.2) == .aim)
        #expect(aim(0.08) == .none)
        #expect(StrokeClassifier().explain([wobble]).contains("smaller than 12 px across: a tap, not a shape"))
        #expect(StrokeClassifier().explain([wobble], localizer: Localizer(language: .ru))
            .contains("меньше 12 px в поперечнике: касание, а не фигура"))
    }

    /// The explanation's table names every measure in the reader's language, in a column as
    /// wide for each of them, so the numbers line up.
    @Test func theExplanationNamesTheMeasuresInTheReadersLanguage() throws {
        let circle = try Self.strokes("s02-fast-circle09")
        for (language, named) in [(Language.en, "sharpest bend"), (.ru, "самый острый изгиб"), (.uk, "найгостріший вигин")] {
            let lines = StrokeClassifier().explain(circle, localizer: Localizer(language: language)).split(separator: "\n")
            let rows = lines.dropFirst(3).prefix(StrokeFeatures.names.count + 1)
            #expect(rows.contains { $0.hasPrefix("  " + named + " ") }, "\(language): \(lines)")
            // The value column: a space then a digit after the 22 characters of indent and name.
            let values = rows.dropLast().map { String($0.dropFirst(22).prefix(8)) }
            #expect(values.allSatisfy { $0.hasPrefix(" ") && $0.last?.isNumber == true }, "\(language): \(values)")
            // A longer name would be cut to the column.
            let tooLong = StrokeExplainText.measures.map { $0.text(in: language) }.filter { $0.count > 20 }
            #expect(StrokeExplainText.measures.map { $0.text(in: .en) } == StrokeFeatures.names && tooLong.isEmpty, "\(tooLong)")
        }
    }

    @Test func aRealCircleWithATapAtItsCentreIsAnAimAndWithATapOffItIsNot() throws {
        for name in ["s02-fast-circle09", "s04-medium-circle09"] {
            let ring = try Self.strokes(name)[0]
            let xs = ring.map(\.x), ys = ring.map(\.y)
            let cx = (xs.min()! + xs.max()!) / 2, cy = (ys.min()! + ys.max()!) / 2
            let radius = (xs.max()! - xs.min()! + ys.max()! - ys.min()!) / 4
            let end = ring[ring.count - 1].timestamp
            func tap(_ x: Double, _ y: Double) -> [StrokePoint] {
                [StrokePoint(x: x, y: y, timestamp: end + .milliseconds(300))]
            }
            #expect(StrokeClassifier().classify([ring, tap(cx + 0.05 * radius, cy)]) == .aim, "\(name)")
            #expect(StrokeClassifier().classify([tap(cx, cy - 0.05 * radius).map {
                StrokePoint(x: $0.x, y: $0.y, timestamp: ring[0].timestamp + .milliseconds(-300)) }, ring]) == .aim, "\(name)")
            #expect(StrokeClassifier().classify([ring, tap(cx + 0.7 * radius, cy)]) == .none, "\(name)")
            #expect(StrokeClassifier().classify([ring, tap(cx, cy + 1.2 * radius)]) == .none, "\(name)")
        }
    }
}
