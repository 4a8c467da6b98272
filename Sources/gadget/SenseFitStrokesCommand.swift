import DevTools
import ArgumentParser
import Foundation
import GadgetBase
import Hardware
import GadgetRuntime
import Sensing
import Core

extension SenseCommand {
    struct FitStrokes: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "fit-strokes",
            abstract: "Fit the stroke model on every real stroke and the generated tuning half, and write its weights as Swift.",
            discussion: "The written file is Sources/Sensing/Strokes/StrokeModelWeights.swift; rebuild to use it. "
                + "`gadget sense evaluate` shows how the same fitting does on subjects it was not fitted on.")
        @Option(help: "The real data folder (holding strokes/labels.csv).") var real = "../shared/datasets/real"
        @Option(help: "The generated data set folder (its strokes/tuning half is used).") var datasets = "datasets"
        @Option(help: "Where to write the Swift source.") var out = "Sources/Sensing/Strokes/StrokeModelWeights.swift"
        @OptionGroup var languageChoice: LanguageOption

        func run() throws {
            let realDrawings = try StrokeTrainingData.real(directory: real + "/strokes")
            let generated = try StrokeTrainingData.generated(directory: datasets + "/strokes/tuning")
            let examples = StrokeTrainingData.combined(real: StrokeTrainingData.examples(realDrawings),
                                                      generated: StrokeTrainingData.examples(generated))
            let model = StrokeModelFitting.fit(examples)
            let summary = "\(realDrawings.count) real strokes of \(Set(realDrawings.map(\.subject)).count) subjects "
                + "($1 gesture logs) and \(generated.count) generated drawings (datasets/strokes/tuning), \(examples.count) single strokes"
            do {
                try StrokeModelFitting.swiftSource(model, fittedOn: summary).write(toFile: out, atomically: true, encoding: .utf8)
            } catch {
                throw CommandError(LocalizedMessage(SenseCommandText.cannotWrite, out, fileErrorReason(error)))
            }
            TerminalOutput.error(Localizer.current(SenseCommandText.fittedStrokes, String(realDrawings.count), String(generated.count), String(examples.count), out))
        }
    }
}
