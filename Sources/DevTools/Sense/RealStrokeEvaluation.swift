import Foundation
import GadgetBase
import Hardware
import Sensing

/// Gadget's stroke classifier beside the $1 recognizer on real people's strokes, leaving one
/// subject out: for each subject, both are fitted on the other subjects only (Gadget's model on
/// their strokes plus the generated tuning half; $1's templates and its score threshold on
/// theirs) and scored on the one left out, so the figures say what a stranger's hand gets.
public enum RealStrokeEvaluation {
    /// Counts for one subject (or all of them).
    struct Score {
        var circles = 0, circlesFound = 0, squares = 0, squaresFound = 0
        var negatives = 0, negativesAccepted = 0
        var acceptedByGesture: [String: Int] = [:]
        /// The files behind the mistakes: shapes missed, others accepted.
        var mistakes: [String] = []
        var aims = 0, aimsFound = 0, farDots = 0, farDotAims = 0

        mutating func count(_ drawing: LabelledDrawing, as label: StrokeShape) {
            switch drawing.shape {
            case .circle:
                circles += 1
                if label == .circle { circlesFound += 1 } else { mistakes.append("\(drawing.file) as \(label.rawValue)") }
            case .square:
                squares += 1
                if label == .square { squaresFound += 1 } else { mistakes.append("\(drawing.file) as \(label.rawValue)") }
            default:
                negatives += 1
                if label != .none {
                    negativesAccepted += 1
                    acceptedByGesture["\(drawing.gesture)->\(label.rawValue)", default: 0] += 1
                    mistakes.append("\(drawing.file) as \(label.rawValue)")
                }
            }
        }

        static func + (a: Score, b: Score) -> Score {
            Score(circles: a.circles + b.circles, circlesFound: a.circlesFound + b.circlesFound, squares: a.squares + b.squares,
                  squaresFound: a.squaresFound + b.squaresFound, negatives: a.negatives + b.negatives,
                  negativesAccepted: a.negativesAccepted + b.negativesAccepted,
                  acceptedByGesture: a.acceptedByGesture.merging(b.acceptedByGesture, uniquingKeysWith: +),
                  mistakes: a.mistakes + b.mistakes,
                  aims: a.aims + b.aims, aimsFound: a.aimsFound + b.aimsFound, farDots: a.farDots + b.farDots,
                  farDotAims: a.farDotAims + b.farDotAims)
        }
    }

    /// The report: `real` is the folder holding strokes/labels.csv, `generatedTuning` the
    /// generated tuning half the model is also fitted on.
    public static func report(real: String, generatedTuning: String) throws -> String {
        let drawings = try StrokeTrainingData.real(directory: real + "/strokes")
        let generated = StrokeTrainingData.examples(try StrokeTrainingData.generated(directory: generatedTuning))
        let subjects = Array(Set(drawings.map(\.subject))).sorted()
        var lines = ["# \(real)/strokes: \(drawings.count) real strokes by \(subjects.count) subjects, leave one subject out "
                     + "(each column fitted on the other subjects, scored on this one)", "",
                     "subject  circle: Gadget  $1      square: Gadget  $1      others accepted: Gadget  $1          "
                     + "aim (synthesized): Gadget  far dot taken for aim  $1 threshold"]
        var gadgetTotal = Score(), dollarTotal = Score()
        for subject in subjects {
            let test = drawings.filter { $0.subject == subject }
            let train = drawings.filter { $0.subject != subject }
            let model = StrokeModelFitting.fit(StrokeTrainingData.combined(real: StrokeTrainingData.examples(train), generated: generated))
            let gadget = scoreGadget(test, classifier: StrokeClassifier(model: model), seed: UInt64(subject))
            let dollar = DollarOneBaseline(training: train)
            var dollarScore = Score()
            for drawing in test { dollarScore.count(drawing, as: dollar.label(drawing.strokes)) }
            gadgetTotal = gadgetTotal + gadget
            dollarTotal = dollarTotal + dollarScore
            lines.append(row(String(format: "s%02d", subject), gadget, dollarScore) + String(format: "  %.3f", dollar.threshold))
        }
        lines.append(row("all", gadgetTotal, dollarTotal))
        lines.append("")
        lines.append("Gadget's accepted others: " + describe(gadgetTotal.acceptedByGesture))
        lines.append("$1's accepted others: " + describe(dollarTotal.acceptedByGesture))
        lines.append("Gadget's mistakes: " + (gadgetTotal.mistakes.isEmpty ? "none" : gadgetTotal.mistakes.joined(separator: ", ")))
        lines.append("$1's mistakes: " + (dollarTotal.mistakes.isEmpty ? "none" : dollarTotal.mistakes.joined(separator: ", ")))
        lines.append("aims: each real circle with a tap at its centroid (jitter up to 0.15 of its radius), the tap first "
                     + "for every other circle; far dots: the same with the tap 0.6 to 1.5 radii off centre")
        return lines.joined(separator: "\n") + "\n"
    }

    static func scoreGadget(_ test: [LabelledDrawing], classifier: StrokeClassifier, seed: UInt64) -> Score {
        var score = Score()
        var random = SeededRandomGenerator(seed: 0xA1_0000 + seed)
        for drawing in test {
            score.count(drawing, as: classifier.classify(drawing.strokes))
            guard drawing.shape == .circle, let ring = drawing.strokes.first else { continue }
            let first = score.aims.isMultiple(of: 2)
            score.aims += 1
            if classifier.classify(SyntheticAim.make(ring: ring, offset: Double.random(in: 0...0.15, using: &random),
                                                     dotFirst: first, random: &random)) == .aim {
                score.aimsFound += 1
            }
            score.farDots += 1
            if classifier.classify(SyntheticAim.make(ring: ring, offset: Double.random(in: 0.6...1.5, using: &random),
                                                     dotFirst: first, random: &random)) == .aim {
                score.farDotAims += 1
            }
        }
        return score
    }

    static func row(_ name: String, _ g: Score, _ d: Score) -> String {
        func share(_ found: Int, _ total: Int) -> String {
            String(format: "%d/%d %.1f%%", found, total, total == 0 ? 0 : 100 * Double(found) / Double(total))
        }
        func cell(_ text: String, _ width: Int) -> String { text.padding(toLength: width, withPad: " ", startingAt: 0) }
        return cell(name, 9) + cell(share(g.circlesFound, g.circles), 16) + cell(share(d.circlesFound, d.circles), 16)
            + cell(share(g.squaresFound, g.squares), 16) + cell(share(d.squaresFound, d.squares), 16)
            + cell(share(g.negativesAccepted, g.negatives), 18) + cell(share(d.negativesAccepted, d.negatives), 18)
            + cell(share(g.aimsFound, g.aims), 18) + cell("\(g.farDotAims)/\(g.farDots)", 10)
    }

    static func describe(_ counts: [String: Int]) -> String {
        counts.isEmpty ? "none" : counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    }
}

/// An aim made from a real circle: a tap (two points a pixel apart, as a finger lifts) at
/// the centroid of the circle's line moved `offset` radii in a random direction, 0.2-0.5 s before or after.
enum SyntheticAim {
    static func make(ring: [StrokePoint], offset: Double, dotFirst: Bool,
                     random: inout SeededRandomGenerator) -> [[StrokePoint]] {
        // The centroid of the line drawn, not of the points: a hand slowing down leaves more points.
        var length = 0.0, cx = 0.0, cy = 0.0
        for index in ring.indices.dropFirst() {
            let a = ring[index - 1], b = ring[index]
            let segment = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            length += segment
            cx += segment * (a.x + b.x) / 2
            cy += segment * (a.y + b.y) / 2
        }
        if length > 0 { cx /= length; cy /= length } else { cx = ring[0].x; cy = ring[0].y }
        let radius = ring.reduce(0) { $0 + (($1.x - cx) * ($1.x - cx) + ($1.y - cy) * ($1.y - cy)).squareRoot() } / Double(ring.count)
        let angle = Double.random(in: 0..<(2 * .pi), using: &random)
        let x = cx + offset * radius * cos(angle), y = cy + offset * radius * sin(angle)
        let pause = Duration.milliseconds(Int64.random(in: 200...500, using: &random))
        if dotFirst {
            let start = ring[0].timestamp + (Duration.zero - pause)
            let dot = [StrokePoint(x: x, y: y, timestamp: start), StrokePoint(x: x + 1, y: y, timestamp: start + .milliseconds(40))]
            return [dot, ring]
        }
        let start = ring[ring.count - 1].timestamp + pause
        return [ring, [StrokePoint(x: x, y: y, timestamp: start), StrokePoint(x: x, y: y + 1, timestamp: start + .milliseconds(40))]]
    }
}
