import Foundation
import GadgetBase
import Hardware
import Sensing

/// The $1 recognizer set up as the yardstick for circles and squares: templates of all 16
/// gestures from the training subjects (the first of each gesture at each speed, per subject:
/// 15 a gesture with five subjects, more than the paper's best case of 9), and a threshold on
/// the score below which a stroke is no shape, fitted on the training subjects by leaving
/// each of them out in turn, as high as it must be to keep their other gestures at or below
/// the target rate of 0.5 % taken for a shape, and no higher.
struct DollarOneBaseline {
    static let targetFalseAcceptRate = 0.005
    /// The $1 logs call a square a rectangle.
    static let shapes = ["circle": StrokeShape.circle, "rectangle": .square]

    let recognizer: DollarOneRecognizer
    let threshold: Double

    init(training: [LabelledDrawing]) {
        let templates = training.filter { $0.file.hasSuffix("01.csv") && $0.strokes.count == 1 }
        recognizer = Self.recognizer(templates)
        // Scores of the training strokes against the other training subjects' templates.
        var scored: [(shape: StrokeShape, match: DollarOneRecognizer.Match?)] = []
        for subject in Set(training.map(\.subject)) {
            let others = Self.recognizer(templates.filter { $0.subject != subject })
            for drawing in training where drawing.subject == subject {
                scored.append((drawing.shape, drawing.strokes.count == 1 ? others.recognize(Self.points(drawing.strokes[0])) : nil))
            }
        }
        threshold = Self.fitThreshold(scored)
    }

    func label(_ strokes: [[StrokePoint]]) -> StrokeShape {
        guard strokes.count == 1, let match = recognizer.recognize(Self.points(strokes[0])),
              let shape = Self.shapes[match.name], match.score >= threshold else { return .none }
        return shape
    }

    /// The lowest threshold at which no more than the target share of negatives is accepted.
    static func fitThreshold(_ scored: [(shape: StrokeShape, match: DollarOneRecognizer.Match?)]) -> Double {
        let negatives = scored.filter { $0.shape == .none }
        let acceptedScores = negatives.compactMap { item -> Double? in
            guard let match = item.match, shapes[match.name] != nil else { return nil }
            return match.score
        }.sorted(by: >)
        let allowed = Int((targetFalseAcceptRate * Double(negatives.count)).rounded(.down))
        guard acceptedScores.count > allowed else { return 0 }
        // Just above the score of the first negative that must be turned away.
        return acceptedScores[allowed].nextUp
    }

    static func recognizer(_ drawings: [LabelledDrawing]) -> DollarOneRecognizer {
        var recognizer = DollarOneRecognizer()
        for drawing in drawings { recognizer.addTemplate(name: drawing.gesture, stroke: points(drawing.strokes[0])) }
        return recognizer
    }

    static func points(_ stroke: [StrokePoint]) -> [DollarOneRecognizer.Point] {
        stroke.map { DollarOneRecognizer.Point(x: $0.x, y: $0.y) }
    }
}
