import GadgetRuntime
import Core
import Foundation
import GadgetBase
import Hardware
import Sensing

/// One drawing from a labelled set, with what it must be recognized as.
public struct LabelledDrawing: Sendable {
    public var file: String
    /// The set's own name for what was drawn (`circle`, `pigtail`, `spiral`, ...).
    public var gesture: String
    public var shape: StrokeShape
    /// Who drew it (real sets; 0 for generated drawings).
    public var subject: Int
    public var strokes: [[StrokePoint]]
}

/// Reads the drawings the stroke model is fitted and judged on: the real $1 gesture logs
/// (`strokes/labels.csv` under the real data folder) and the generated sets (`labels.tsv`).
public enum StrokeTrainingData {
    /// The real strokes: `labels.csv` with the columns file, label, target_class, subject
    /// (others ignored), each file a `t_ms,x,y` CSV. target_class is circle, square or negative.
    public static func real(directory: String) throws -> [LabelledDrawing] {
        let path = directory + "/labels.csv"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw ConfigurationError(LocalizedMessage(SenseText.cannotReadRealStrokes, path))
        }
        let expected = "file,label,target_class,subject"
        guard let table = CSVTable(text), let columns = table.indices(of: ["file", "label", "target_class", "subject"]) else {
            throw ConfigurationError(LocalizedMessage(SenseText.expectedFields, path, 1, expected))
        }
        var drawings: [LabelledDrawing] = []
        for row in table.rows {
            guard let fields = row.fields(at: columns), let subject = Int(fields[3]),
                  let shape = fields[2] == "negative" ? StrokeShape.none : StrokeShape(rawValue: String(fields[2]))
            else { throw ConfigurationError(LocalizedMessage(SenseText.expectedFields, path, row.line, expected)) }
            let file = String(fields[0])
            drawings.append(LabelledDrawing(file: file, gesture: String(fields[1]), shape: shape, subject: subject,
                                            strokes: try parse(directory + "/" + file, listedIn: path)))
        }
        return drawings
    }

    /// A generated set (`labels.tsv`: file, label, kind, notes).
    public static func generated(directory: String) throws -> [LabelledDrawing] {
        let path = directory + "/labels.tsv"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw ConfigurationError(LocalizedMessage(SenseText.cannotReadDataset, path))
        }
        var drawings: [LabelledDrawing] = []
        for (index, line) in TextLines.split(text).enumerated() where index > 0 && !line.isEmpty {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 3, let shape = StrokeShape(rawValue: fields[1]) else {
                throw ConfigurationError(LocalizedMessage(SenseText.expectedFields, path, index + 1, "file, label, kind, notes"))
            }
            drawings.append(LabelledDrawing(file: fields[0], gesture: fields[2], shape: shape, subject: 0,
                                            strokes: try parse(directory + "/" + fields[0], listedIn: path)))
        }
        return drawings
    }

    /// The single strokes a drawing teaches the model: a one-stroke drawing as labelled; the
    /// ring of an aim, or of a circle with its dot off centre, as a circle. Other multi-stroke
    /// drawings (two-stroke arrows) teach nothing about single strokes and are left out.
    public static func examples(_ drawings: [LabelledDrawing]) -> [StrokeModelFitting.Example] {
        drawings.compactMap { drawing in
            let stroke: [StrokePoint], shape: StrokeShape
            if drawing.strokes.count == 1 {
                (stroke, shape) = (drawing.strokes[0], drawing.shape)
            } else if drawing.strokes.count == 2, drawing.shape == .aim || drawing.gesture == "farDotCircle" {
                stroke = drawing.strokes.max { $0.count < $1.count }!
                shape = .circle
            } else {
                return nil
            }
            return StrokeFeatures.measure(stroke).map { StrokeModelFitting.Example(features: $0, shape: shape) }
        }
    }

    /// How much the generated strokes of a class weigh together, against the real strokes of
    /// that class: half, so real hands decide where the two disagree, while the generated
    /// cases real data lacks (spirals, letters, mouse-cell strokes) are still learned.
    public static let generatedShare = 0.5

    /// Real and generated examples together, the generated ones weighed per class to
    /// `generatedShare` of the real ones.
    public static func combined(real: [StrokeModelFitting.Example], generated: [StrokeModelFitting.Example])
        -> [StrokeModelFitting.Example] {
        var realTotals: [StrokeShape: Double] = [:], generatedTotals: [StrokeShape: Double] = [:]
        for example in real { realTotals[example.shape, default: 0] += example.weight }
        for example in generated { generatedTotals[example.shape, default: 0] += example.weight }
        return real + generated.map { example in
            var weighed = example
            if let realTotal = realTotals[example.shape], let total = generatedTotals[example.shape], total > 0 {
                weighed.weight *= generatedShare * realTotal / total
            }
            return weighed
        }
    }

    static func parse(_ file: String, listedIn list: String) throws -> [[StrokePoint]] {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
            throw ConfigurationError(LocalizedMessage(SenseText.cannotReadListed, file, list))
        }
        do {
            return try StrokeCSV.parse(text)
        } catch {
            throw ConfigurationError(LocalizedMessage(SenseText.badListedFile, file, error.line, error.message))
        }
    }
}
