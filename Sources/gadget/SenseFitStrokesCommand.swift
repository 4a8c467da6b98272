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
            abstract: SenseHelpText.FitStrokes.abstract.current,
            discussion: SenseHelpText.FitStrokes.discussion.current)
        @Option(help: ArgumentHelp(SenseHelpText.FitStrokes.real)) var real = "../shared/datasets/real"
        @Option(help: ArgumentHelp(SenseHelpText.FitStrokes.datasets)) var datasets = "datasets"
        @Option(help: ArgumentHelp(SenseHelpText.FitStrokes.out)) var out = "Sources/Sensing/Strokes/StrokeModelWeights.swift"
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
