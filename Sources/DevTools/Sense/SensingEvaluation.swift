import GadgetRuntime
import Core
import Foundation
import GadgetBase
import Hardware
import Sensing
import Simulation

/// Runs every recognizer over a labelled data set and reports precision and recall: what
/// `scripts/evaluate-sensing` prints.
public enum SensingEvaluation {
    public static func report(datasets root: String, split: String) throws -> String {
        var lines: [String] = []
        let motionDirectory = root + "/motion/" + split
        let files = try MotionLabelsReader.read(directory: motionDirectory)
        lines.append("# \(motionDirectory): \(files.count) recordings, "
                     + String(format: "%.1f", files.reduce(0) { $0 + $1.duration } / 60) + " minutes")
        lines.append("")
        lines.append("shake preset  expected  found  recall  precision  false/hour(no-shake motion)  wrong ending  began latency ms (median, 90%)  ended latency ms (median, 90%)")
        var normal = ShakeScore()
        for (level, name) in ShakeSettings.presetNames.enumerated() {
            var score = ShakeScore()
            score.score(files, settings: ShakeSettings.preset(named: name)!, presetLevel: level)
            if name == "normal" { normal = score }
            lines.append([name.padding(toLength: 12, withPad: " ", startingAt: 0), "\(score.expected)", "\(score.found)",
                          percent(score.recall), percent(score.precision),
                          (score.falsePerHour.map { String(format: "%.1f", $0) } ?? "n/a")
                            + String(format: " (%d in %.2f h)", score.quietFalse, score.quietHours),
                          "\(score.wrongEndings)", quantiles(score.beganLatencies), quantiles(score.endedLatencies)]
                .joined(separator: "  "))
        }
        lines.append("")
        lines.append("normal preset recall by sample rate: " + normal.byRate.keys.sorted().map { rate in
            let bucket = normal.byRate[rate]!
            return "\(Int(rate)) Hz \(bucket.found)/\(bucket.expected)"
        }.joined(separator: ", "))
        lines.append("normal preset recall on gravity-free input: \(normal.gravityFree.found)/\(normal.gravityFree.expected)")
        lines.append("normal preset false shakes by activity: "
                     + (normal.falseByActivity.isEmpty ? "none" : normal.falseByActivity.sorted { $0.key < $1.key }
                        .map { "\($0.key) \($0.value)" }.joined(separator: ", ")))
        lines.append("")

        var knocks = KnockScore()
        knocks.score(files, settings: KnockSettings())
        lines.append("knocks (software detector, recordings at 80 Hz or more, table knocks left out): expected \(knocks.expected), "
                     + "found \(knocks.found), wrong count \(knocks.wrongCount), false \(knocks.falsePositives) "
                     + String(format: "(%d in %.2f h without taps)", knocks.quietFalse, knocks.quietHours)
                     + ", recall \(percent(knocks.recall)), precision \(percent(knocks.precision))")
        lines.append("")
        lines += try strokeReport(directory: root + "/strokes/" + split)
        return lines.joined(separator: "\n") + "\n"
    }

    /// False shakes per hour on freshly generated motion that holds no shake (walking, running
    /// and stairs in hand and pocket, pick-ups and put-downs, table knocks), from seeds that
    /// neither data set uses: a longer run than the stored sets for the rate of rare mistakes.
    public static func generatedFalseShakes(hours: Double) -> String {
        let activities: [Simulation.MotionActivity] = [.walkHand, .walkPocket, .runHand, .runPocket, .stairsHand, .stairsPocket,
                                                       .pickUpPutDown, .tableKnocks]
        var seconds = 0.0, index: UInt64 = 0
        var falseShakes = Array(repeating: 0, count: ShakeSettings.presetNames.count)
        var byActivity: [String: Int] = [:]
        var gravityFreeFalse = 0, gravityFreeSeconds = 0.0
        while seconds < hours * 3600 {
            let activity = activities[Int(index % UInt64(activities.count))]
            let recording = MotionScenarios.make(activity, seed: 70_000_000 + index * 31)
            index += 1
            seconds += recording.duration
            if recording.sensor.gravityFree { gravityFreeSeconds += recording.duration }
            for (slot, name) in ShakeSettings.presetNames.enumerated() {
                var detector = ShakeDetector(settings: ShakeSettings.preset(named: name)!)
                for sample in recording.samples where detector.process(sample) == .began {
                    falseShakes[slot] += 1
                    if name == "normal" {
                        byActivity[activity.rawValue, default: 0] += 1
                        if recording.sensor.gravityFree { gravityFreeFalse += 1 }
                    }
                }
            }
        }
        let rates = zip(ShakeSettings.presetNames, falseShakes).map { name, count in
            String(format: "%@ %d (%.2f/h)", name, count, Double(count) / (seconds / 3600))
        }
        return String(format: "generated no-shake motion, %.1f h in %d recordings: false shakes ", seconds / 3600, Int(index))
            + rates.joined(separator: ", ") + "; normal by activity: "
            + (byActivity.isEmpty ? "none" : byActivity.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
            + String(format: "; normal on gravity-free input: %d in %.1f h", gravityFreeFalse, gravityFreeSeconds / 3600) + "\n"
    }

    static func strokeReport(directory: String) throws -> [String] {
        let path = directory + "/labels.tsv"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw ConfigurationError(LocalizedMessage(SenseText.cannotReadDataset, path))
        }
        let classifier = StrokeClassifier()
        var confusion: [String: [String: Int]] = [:]
        var falseAcceptsByKind: [String: (accepted: Int, total: Int)] = [:]
        var count = 0
        for (index, line) in TextLines.split(text).enumerated() where index > 0 && !line.isEmpty {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 3 else { throw ConfigurationError(LocalizedMessage(SenseText.expectedFields, path, index + 1, "file, label, kind, notes")) }
            let label = classifier.classify(try StrokeTrainingData.parse(directory + "/" + fields[0], listedIn: path)).rawValue
            confusion[fields[1], default: [:]][label, default: 0] += 1
            count += 1
            if fields[1] == "none" {
                var entry = falseAcceptsByKind[fields[2]] ?? (0, 0)
                entry.total += 1
                if label != "none" { entry.accepted += 1 }
                falseAcceptsByKind[fields[2]] = entry
            }
        }
        var lines = ["# \(directory): \(count) drawings", "", "stroke label  expected  recognized  recall  precision  (labelled as)"]
        for shape in ["circle", "aim", "square"] {
            let row = confusion[shape] ?? [:]
            let expected = row.values.reduce(0, +)
            let hits = row[shape] ?? 0
            let claimed = confusion.values.reduce(0) { $0 + ($1[shape] ?? 0) }
            let spread = row.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
            lines.append([shape.padding(toLength: 12, withPad: " ", startingAt: 0), "\(expected)", "\(hits)",
                          percent(expected == 0 ? nil : Double(hits) / Double(expected)),
                          percent(claimed == 0 ? nil : Double(hits) / Double(claimed)), "(\(spread))"].joined(separator: "  "))
        }
        let negatives = falseAcceptsByKind.values.reduce(0) { $0 + $1.total }
        let accepted = falseAcceptsByKind.values.reduce(0) { $0 + $1.accepted }
        lines.append("other drawings accepted as a shape: \(accepted) of \(negatives) ("
                     + falseAcceptsByKind.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.accepted)/\($0.value.total)" }
                        .joined(separator: ", ") + ")")
        return lines
    }

    /// "n/a" where there was nothing to count (no shake expected, none found): not a perfect 100 %.
    static func percent(_ value: Double?) -> String { value.map { String(format: "%.1f%%", $0 * 100) } ?? "n/a" }

    static func quantiles(_ values: [Double]) -> String {
        guard !values.isEmpty else { return "-" }
        let sorted = values.sorted()
        let median = sorted[sorted.count / 2], high = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.9))]
        return String(format: "%.0f, %.0f", median, high)
    }
}
