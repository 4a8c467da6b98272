import GadgetRuntime
import Core
import Foundation
import GadgetBase
import Hardware
import Sensing

/// One labelled recording read back from a data set.
struct LabelledFile {
    struct Shake { var start: Double, end: Double, strength: Int, overlong: Bool }
    struct Knock { var time: Double, count: Int }
    var file: String
    var activity: String
    var rate: Double
    var gravityFree: Bool
    var duration: Double
    var shakes: [Shake]
    var knocks: [Knock]
    var samples: [AccelerationSample]
}

enum MotionLabelsReader {
    static let strengths = ["gentle", "normal", "firm"]

    static func read(directory: String) throws -> [LabelledFile] {
        let path = directory + "/labels.tsv"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw ConfigurationError(LocalizedMessage(SenseText.cannotReadDataset, path))
        }
        var files: [LabelledFile] = []
        for (index, line) in TextLines.split(text).enumerated() where index > 0 && !line.isEmpty {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 7 else {
                throw ConfigurationError(LocalizedMessage(SenseText.expectedFields, path, index + 1,
                                                        MotionLabels.header.replacingOccurrences(of: "\t", with: ", ")))
            }
            // A hand-edited list can say "nan" or "1e30", which Double reads: refused here, so
            // the tallies by rate never meet a rate that is no number of readings a second.
            func positive(_ field: String, name: String, below limit: Double) throws -> Double {
                guard let value = Double(field), value > 0, value < limit else {
                    throw ConfigurationError(LocalizedMessage(SenseText.notAPositiveNumber, path, index + 1, name, field))
                }
                return value
            }
            let rate = try positive(fields[2], name: "rate_hz", below: 100_000)
            let duration = try positive(fields[4], name: "duration_s", below: 1e7)
            let shakes = fields[5] == "-" ? [] : try fields[5].split(separator: " ").map { item -> LabelledFile.Shake in
                let parts = item.split(separator: ":").map(String.init)
                let times = parts.first?.split(separator: "-").compactMap { Double($0) }.filter(\.isFinite) ?? []
                guard parts.count >= 2, times.count == 2, times[0] <= times[1], let strength = strengths.firstIndex(of: parts[1]) else {
                    throw ConfigurationError(LocalizedMessage(SenseText.badShakeLabel, path, index + 1, String(item)))
                }
                return .init(start: times[0], end: times[1], strength: strength, overlong: parts.count > 2)
            }
            let knocks = fields[6] == "-" ? [] : try fields[6].split(separator: " ").map { item -> LabelledFile.Knock in
                let parts = item.split(separator: ":").map(String.init)
                guard parts.count == 2, let time = Double(parts[0]), time.isFinite, let count = Int(parts[1]), (1...9).contains(count) else {
                    throw ConfigurationError(LocalizedMessage(SenseText.badKnockLabel, path, index + 1, String(item)))
                }
                return .init(time: time, count: count)
            }
            files.append(LabelledFile(file: fields[0], activity: fields[1], rate: rate, gravityFree: fields[3] == "yes",
                                      duration: duration, shakes: shakes, knocks: knocks,
                                      samples: try RealMotionRecording.samples(directory + "/" + fields[0], listedIn: path)))
        }
        return files
    }
}

/// Precision, recall and timing of the shake detector on labelled recordings.
struct ShakeScore {
    var expected = 0, found = 0, truePositives = 0, falsePositives = 0, wrongEndings = 0
    var quietHours = 0.0, quietFalse = 0
    var beganLatencies: [Double] = [], endedLatencies: [Double] = []
    var byRate: [Double: (found: Int, expected: Int)] = [:]
    var gravityFree = (found: 0, expected: 0)
    var falseByActivity: [String: Int] = [:]

    /// Nil with nothing to measure it on (no shake found, none expected): "n/a", not 100 %.
    var precision: Double? { truePositives + falsePositives == 0 ? nil : Double(truePositives) / Double(truePositives + falsePositives) }
    var recall: Double? { expected == 0 ? nil : Double(found) / Double(expected) }
    var falsePerHour: Double? { quietHours > 0 ? Double(quietFalse) / quietHours : nil }

    /// Runs `settings` over every file; `presetLevel` is 0 gentle, 1 normal, 2 firm: shakes at
    /// least that strong are expected, weaker ones may be found or not.
    mutating func score(_ files: [LabelledFile], settings: ShakeSettings, presetLevel: Int) {
        for file in files {
            var detector = ShakeDetector(settings: settings)
            var events: [(phase: ShakePhase, ms: Double)] = []
            for sample in file.samples {
                if let phase = detector.process(sample) { events.append((phase, sample.timestamp.milliseconds)) }
            }
            score(file, events: events, presetLevel: presetLevel)
        }
    }

    /// Scores the shake events some detector produced for `file` (times in ms from its start).
    mutating func score(_ file: LabelledFile, events: [(phase: ShakePhase, ms: Double)], presetLevel: Int) {
        if file.shakes.isEmpty { quietHours += file.duration / 3600 }
        var used = Set<Int>()
        for shake in file.shakes {
            let isExpected = shake.strength >= presetLevel
            if isExpected { expected += 1 }
            let match = events.indices.first { i in
                !used.contains(i) && events[i].phase == .began && events[i].ms >= shake.start && events[i].ms <= shake.end + 500
            }
            if isExpected {
                var bucket = byRate[file.rate] ?? (0, 0)
                bucket.expected += 1
                if match != nil { bucket.found += 1 }
                byRate[file.rate] = bucket
                if file.gravityFree {
                    gravityFree.expected += 1
                    if match != nil { gravityFree.found += 1 }
                }
            }
            guard let i = match else { continue }
            used.insert(i)
            truePositives += 1
            if isExpected { found += 1; beganLatencies.append(events[i].ms - shake.start) }
            let next = i + 1 < events.count ? events[i + 1] : nil
            let wanted: ShakePhase = shake.overlong ? .cancelled : .ended
            if next?.phase != wanted { wrongEndings += 1 }
            if let next, next.phase == .ended, !shake.overlong { endedLatencies.append(next.ms - shake.end) }
            if next != nil { used.insert(i + 1) }
        }
        for (i, event) in events.enumerated() where event.phase == .began && !used.contains(i) {
            // A weaker shake than the preset asks for may be found or not; anything else is false.
            let insideAShake = file.shakes.contains { event.ms >= $0.start && event.ms <= $0.end + 500 }
            if insideAShake { continue }
            falsePositives += 1
            falseByActivity[file.activity, default: 0] += 1
            if file.shakes.isEmpty { quietFalse += 1 }
        }
    }
}

/// Precision and recall of a knock source on labelled recordings.
struct KnockScore {
    var expected = 0, found = 0, wrongCount = 0, falsePositives = 0, quietHours = 0.0, quietFalse = 0
    var precision: Double? { found + falsePositives + wrongCount == 0 ? nil : Double(found) / Double(found + falsePositives + wrongCount) }
    var recall: Double? { expected == 0 ? nil : Double(found) / Double(expected) }

    mutating func score(_ files: [LabelledFile], settings: KnockSettings) {
        for file in files where file.rate >= settings.minimumSampleRate && file.activity != "tableKnocks" {
            var detector = SoftwareKnockDetector(settings: settings)
            var events: [(count: Int, ms: Double)] = []
            func collect(_ produced: [InputEvent], _ ms: Double) {
                for case .knock(let count) in produced { events.append((count, ms)) }
            }
            for sample in file.samples { collect(detector.process(sample), sample.timestamp.milliseconds) }
            let end = (file.samples.last?.timestamp ?? .zero) + .seconds(2)
            collect(detector.advance(to: end), end.milliseconds)
            if file.knocks.isEmpty { quietHours += file.duration / 3600 }
            var used = Set<Int>()
            for knock in file.knocks {
                expected += 1
                guard let i = events.indices.first(where: { !used.contains($0) && events[$0].ms >= knock.time && events[$0].ms <= knock.time + 1200 })
                else { continue }
                used.insert(i)
                if events[i].count == knock.count { found += 1 } else { wrongCount += 1 }
            }
            let extra = events.count - used.count
            falsePositives += extra
            if file.knocks.isEmpty { quietFalse += extra }
        }
    }
}
