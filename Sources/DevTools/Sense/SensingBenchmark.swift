import GadgetRuntime
import Foundation
import GadgetBase
import Hardware
import Sensing
import Simulation

/// Figures for the README: how fast the shake detector and the stroke classifier run on one
/// core. Wall-clock timing is fine here; tests never time anything.
public enum SensingBenchmark {
    public static func run(datasets root: String) throws -> String {
        var lines: [String] = []
        // Read first: a bad list is said at once, not after the shake detector's timing.
        let directory = root + "/strokes/heldout"
        let list = directory + "/labels.tsv"
        let text = try String(contentsOfFile: list, encoding: .utf8)
        // The list's first field names each drawing; a blank row (a spreadsheet's empty line,
        // only tabs) names none.
        let files = TextLines.split(text).dropFirst().compactMap { row in
            row.split(separator: "\t", omittingEmptySubsequences: false).first.map(String.init).flatMap { $0.isEmpty ? nil : $0 }
        }
        guard !files.isEmpty else { throw ConfigurationError(LocalizedMessage(SenseText.noDrawingsListed, list)) }
        let drawings = try files.map { try StrokeTrainingData.parse(directory + "/" + $0, listedIn: list) }
        let clock = ContinuousClock()
        // A realistic mix: walking, stopping, a shake, walking on, at 1 kHz.
        let recording = MotionScenarios.make(.walkThenShake, seed: 4242, rate: 1000)
        let samples = recording.samples
        var phases = 0
        var processed = 0
        let shakeTime = clock.measure {
            while processed < 20_000_000 {
                var detector = ShakeDetector()
                for sample in samples where detector.process(sample) != nil { phases += 1 }
                processed += samples.count
            }
        }
        let seconds = Double(shakeTime.components.seconds) + Double(shakeTime.components.attoseconds) / 1e18
        lines.append(String(format: "shake detector: %.1f million samples/s on one core (%d samples of walking and shaking "
                            + "at 1 kHz, %d phases reported)", Double(processed) / seconds / 1e6, processed, phases))

        let points = drawings.reduce(0) { $0 + $1.reduce(0) { $0 + $1.count } }
        let classifier = StrokeClassifier()
        var labels = 0
        let rounds = 50
        let strokeTime = clock.measure {
            for _ in 0..<rounds {
                for drawing in drawings where classifier.classify(drawing) != .none { labels += 1 }
            }
        }
        let strokeSeconds = Double(strokeTime.components.seconds) + Double(strokeTime.components.attoseconds) / 1e18
        lines.append(String(format: "stroke classifier: %.1f µs per drawing on average (%d drawings of %.0f points on "
                            + "average, %d rounds, %d shapes found)", strokeSeconds / Double(rounds * drawings.count) * 1e6,
                            drawings.count, Double(points) / Double(drawings.count), rounds, labels / rounds))
        return lines.joined(separator: "\n") + "\n"
    }
}
