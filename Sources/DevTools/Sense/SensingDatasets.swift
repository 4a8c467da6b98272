import Foundation
import GadgetBase
import Hardware
import Sensing
import Simulation

/// Writes the labelled test sets under datasets/: accelerometer recordings (shakes, the
/// motions that must not be shakes, taps on the case) and drawings (shapes and the things
/// that must not pass for them), each split into a tuning half and a held-out half made from
/// disjoint seeds. See datasets/README.md for the models behind them.
public enum SensingDatasets {
    public enum Split: String, CaseIterable, Sendable {
        case tuning, heldout
        /// Seeds far apart, so no recording in one half shares dice with the other.
        var seedBase: UInt64 { self == .tuning ? 1_000 : 9_000_000 }
    }

    /// How many recordings of each activity one split holds.
    public static let motionPlan: [(MotionActivity, Int)] = [
        (.shake, 48), (.longShake, 6), (.walkThenShake, 10),
        (.walkHand, 6), (.walkPocket, 6), (.runHand, 5), (.runPocket, 5), (.stairsHand, 5), (.stairsPocket, 5),
        (.pickUpPutDown, 12), (.tableKnocks, 8), (.caseTaps, 30),
    ]

    public static let strokePlan: [(StrokeKind, Int)] = [
        (.circle, 40), (.square, 40), (.aim, 30), (.triangle, 12), (.star, 10), (.check, 10), (.arrow, 10),
        (.letter, 24), (.bracket, 12), (.spiral, 12), (.farDotCircle, 12),
    ]

    public static func writeMotion(split: Split, to directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var labels = MotionLabels.header + "\n"
        var serial = 0
        for (activity, count) in motionPlan {
            for index in 0..<count {
                serial += 1
                let seed = split.seedBase + UInt64(serial) * 7919 + UInt64(index)
                let recording = MotionScenarios.make(activity, seed: seed)
                let name = String(format: "%03d-%@.csv", serial, activity.rawValue)
                try compactCSV(recording.samples).write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
                labels += MotionLabels.line(file: name, recording: recording) + "\n"
            }
        }
        try labels.write(toFile: directory + "/labels.tsv", atomically: true, encoding: .utf8)
    }

    public static func writeStrokes(split: Split, to directory: String) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var labels = "file\tlabel\tkind\tnotes\n"
        var serial = 0
        for (kind, count) in strokePlan {
            for index in 0..<count {
                serial += 1
                let drawing = StrokeScenarios.make(kind, seed: split.seedBase + UInt64(serial) * 104_729 + UInt64(index))
                let name = String(format: "%03d-%@.csv", serial, kind.rawValue)
                try StrokeCSV.format(drawing.strokes).write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
                labels += "\(name)\t\(kind.expectedLabel)\t\(kind.rawValue)\t\(drawing.notes)\n"
            }
        }
        try labels.write(toFile: directory + "/labels.tsv", atomically: true, encoding: .utf8)
    }

    /// The accelerometer CSV format, to 1 mg and 0.1 ms (finer than the detectors care about,
    /// coarser than the chips' noise) to keep the files small.
    static func compactCSV(_ samples: [AccelerationSample]) -> String {
        var text = AccelerometerCSV.header + "\n"
        text.reserveCapacity(samples.count * 34)
        for sample in samples {
            let a = sample.acceleration
            text += fixed(sample.timestamp.milliseconds, 1) + "," + fixed(a.x, 3) + "," + fixed(a.y, 3) + "," + fixed(a.z, 3) + "\n"
        }
        return text
    }

    static func fixed(_ value: Double, _ decimals: Int) -> String {
        var text = String(format: "%.\(decimals)f", value)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}

/// The labels of a motion recording, one tab-separated line each.
enum MotionLabels {
    static let header = "file\tactivity\trate_hz\tgravity_free\tduration_s\tshakes\tknocks\tnotes"

    /// Shakes as `start_ms-end_ms:strength[:overlong]`, knocks as `time_ms:count`, space-separated.
    static func line(file: String, recording: LabelledRecording) -> String {
        let shakes = recording.shakes.map { shake in
            "\(Int(shake.start.milliseconds))-\(Int(shake.end.milliseconds)):\(shake.strength.rawValue)"
                + (shake.overlong ? ":overlong" : "")
        }.joined(separator: " ")
        let knocks = recording.knocks.map { "\(Int($0.time.milliseconds)):\($0.count)" }.joined(separator: " ")
        return [file, recording.activity.rawValue, SensingDatasets.fixed(recording.sensor.rate, 1),
                recording.sensor.gravityFree ? "yes" : "no", SensingDatasets.fixed(recording.duration, 2),
                shakes.isEmpty ? "-" : shakes, knocks.isEmpty ? "-" : knocks, recording.notes].joined(separator: "\t")
    }
}
