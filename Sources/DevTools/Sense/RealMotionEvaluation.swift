import Foundation
import GadgetBase
import Hardware
import Sensing

/// Gadget's shake detector on real people's accelerometer recordings (`accel/` of the real
/// recordings), beside seismic's rule as a yardstick: per subject, and per fifth of the long
/// phone recording (a fixed detector learns nothing, so leaving a part out means nothing; the
/// fifths show how the figures spread over time instead).
///
/// - phone: a labelled shake is found when a `began` falls between 500 ms before its start and
///   500 ms after its end; any other `began` is false, counted per hour of the time outside
///   the labelled shakes.
/// - Wiimote: a shake file is found when anything begins in it; a pick-up file with anything
///   beginning in it is a false shake.
/// - pocket: every `began` is false, per hour of recording.
public enum RealMotionEvaluation {
    /// A shake detector as the evaluation sees it: the times (ms) at which shakes begin.
    typealias Detector = @Sendable ([AccelerationSample]) -> [Double]

    /// How far outside a labelled shake a `began` still counts as finding it (ms).
    static let slack = 500.0

    /// Whether a `began` at `time` (ms) finds the labelled `shake`.
    static func finds(_ time: Double, _ shake: (start: Double, end: Double)) -> Bool {
        time >= shake.start - slack && time <= shake.end + slack
    }
    /// The long phone recording is reported in this many parts.
    static let phoneParts = 5

    /// One line of the table: which recordings, and what is counted.
    struct Row: Hashable {
        enum Measure: Hashable { case found, falsePerHour }
        var dataset: String, subject: String, what: String, measure: Measure
    }

    /// A count out of a total (`found`) or a count in hours of recording (`falsePerHour`).
    struct Cell {
        var count = 0, total = 0, hours = 0.0

        func text(_ measure: Row.Measure) -> String {
            switch measure {
            case .found:
                String(format: "%d/%d %.1f%%", count, total, total == 0 ? 0 : 100 * Double(count) / Double(total))
            case .falsePerHour:
                String(format: "%d in %.2f h %.1f/h", count, hours, hours > 0 ? Double(count) / hours : 0)
            }
        }
    }

    static func gadget(_ preset: String) -> Detector { detector(ShakeSettings.preset(named: preset)!) }

    static func detector(_ settings: ShakeSettings) -> Detector {
        { samples in
            var detector = ShakeDetector(settings: settings)
            return samples.compactMap { detector.process($0) == .began ? $0.timestamp.milliseconds : nil }
        }
    }

    static let seismic: Detector = { samples in
        var detector = SeismicShakeDetector()
        return samples.compactMap { detector.process($0) ? $0.timestamp.milliseconds : nil }
    }

    /// The report for the real recordings in `real` (the folder holding accel/labels.csv).
    public static func report(real: String) throws -> String {
        let recordings = try RealMotionRecording.read(directory: real + "/accel")
        let detectors: [(name: String, detect: Detector)] = [("Gadget normal", gadget("normal")), ("seismic", seismic),
                                                             ("Gadget gentle", gadget("gentle")), ("Gadget firm", gadget("firm"))]
        let rows = layout(recordings)
        let columns = detectors.map { tally(recordings, detector: $0.detect) }
        let hours = recordings.reduce(0) { $0 + $1.duration } / 3600
        func cell(_ text: String, _ width: Int) -> String { text.padding(toLength: max(width, text.count + 2), withPad: " ", startingAt: 0) }
        var lines = ["# \(real)/accel: \(recordings.count) real recordings, " + String(format: "%.2f h", hours)
                     + "; shakes found by Gadget's detector beside seismic's rule (13 m/s², 3/4 of 0.5 s)", "",
                     cell("dataset", 9) + cell("subject", 18) + cell("measure", 27) + detectors.map { cell($0.name, 24) }.joined()]
        for row in rows {
            lines.append(cell(row.dataset, 9) + cell(row.subject, 18) + cell(row.what, 27)
                         + columns.map { cell(($0[row] ?? Cell()).text(row.measure), 24) }.joined())
        }
        lines.append("")
        lines += RealMotionMistakes.report(recordings, detector: detectors[0].detect, name: detectors[0].name)
        lines.append("")
        lines.append("phone: a shake is found by a began from 0.5 s before its label to 0.5 s after; other begans are false, "
                     + "per hour outside the labels. Wiimote: a file is taken for a shake when anything begins in it. "
                     + "pocket: every began is false. Targets: phone recall 90%, phone false 10/h, Wiimote 80%, pocket 1/h")
        return lines.joined(separator: "\n") + "\n\n" + ShakeLeaveOneOut.report(recordings) + "\n"
            + ShakeCalibrationOnRealMotion.report(recordings)
    }

    /// The rows, in the order they are printed.
    static func layout(_ recordings: [RealMotionRecording]) -> [Row] {
        func subjects(_ source: RealMotionRecording.Source) -> [String] {
            Array(Set(recordings.filter { $0.source == source }.map(\.subject))).sorted() + ["all"]
        }
        var rows: [Row] = []
        if let long = longestPhoneRecording(recordings) {
            for part in phoneParts(long).map(\.name) + ["all"] {
                rows.append(Row(dataset: "phone", subject: part, what: "shakes found", measure: .found))
                rows.append(Row(dataset: "phone", subject: part, what: "false shakes", measure: .falsePerHour))
            }
        }
        if recordings.contains(where: { $0.source == .wiimote }) {
            rows += subjects(.wiimote).map { Row(dataset: "wiimote", subject: $0, what: "shake files found", measure: .found) }
            rows += subjects(.wiimote).map { Row(dataset: "wiimote", subject: $0, what: "pick-ups taken for shakes", measure: .found) }
        }
        rows += recordings.contains { $0.source == .pocket }
            ? subjects(.pocket).map { Row(dataset: "pocket", subject: $0, what: "false shakes", measure: .falsePerHour) } : []
        return rows
    }

    static func longestPhoneRecording(_ recordings: [RealMotionRecording]) -> RealMotionRecording? {
        recordings.filter { $0.source == .phone }.max { $0.duration < $1.duration }
    }

    /// The fifths of the long phone recording: their names and where they end (ms).
    static func phoneParts(_ recording: RealMotionRecording) -> [(name: String, end: Double)] {
        let length = (recording.samples.last?.timestamp.milliseconds ?? 0)
        let stem = ((recording.file as NSString).lastPathComponent as NSString).deletingPathExtension
        return (0..<phoneParts).map { part in
            let from = length * Double(part) / Double(phoneParts), to = length * Double(part + 1) / Double(phoneParts)
            return (String(format: "%@ %.0f-%.0f s", stem, from / 1000, to / 1000), to)
        }
    }

    /// Runs `detector` over every recording and counts what each row counts.
    static func tally(_ recordings: [RealMotionRecording], detector: Detector) -> [Row: Cell] {
        var cells: [Row: Cell] = [:]
        let long = longestPhoneRecording(recordings)
        let parts = long.map(phoneParts) ?? []
        for recording in recordings {
            let began = detector(recording.samples)
            switch recording.source {
            case .phone:
                /// The part of the long recording a time falls in, nil for the short recordings.
                func part(_ ms: Double) -> String? {
                    guard recording.file == long?.file else { return nil }
                    return (parts.first { ms < $0.end } ?? parts.last)?.name
                }
                for shake in recording.shakes {
                    let found = began.contains { finds($0, shake) }
                    for subject in [part(shake.start), "all"].compactMap({ $0 }) {
                        cells[Row(dataset: "phone", subject: subject, what: "shakes found", measure: .found), default: Cell()]
                            .add(found: found)
                        cells[Row(dataset: "phone", subject: subject, what: "false shakes", measure: .falsePerHour), default: Cell()]
                            .hours -= (shake.end - shake.start) / 3_600_000
                    }
                }
                for time in began where !recording.shakes.contains(where: { finds(time, $0) }) {
                    for subject in [part(time), "all"].compactMap({ $0 }) {
                        cells[Row(dataset: "phone", subject: subject, what: "false shakes", measure: .falsePerHour), default: Cell()]
                            .count += 1
                    }
                }
                cells[Row(dataset: "phone", subject: "all", what: "false shakes", measure: .falsePerHour), default: Cell()]
                    .hours += recording.duration / 3600
                if recording.file == long?.file {
                    for (index, part) in parts.enumerated() {
                        let start = index == 0 ? 0 : parts[index - 1].end
                        cells[Row(dataset: "phone", subject: part.name, what: "false shakes", measure: .falsePerHour), default: Cell()]
                            .hours += (part.end - start) / 3_600_000
                    }
                }
            case .wiimote:
                let what: String
                if recording.labels.contains("shake") { what = "shake files found" }
                else if recording.labels.contains("pickup") { what = "pick-ups taken for shakes" }
                else { continue }
                for subject in [recording.subject, "all"] {
                    cells[Row(dataset: "wiimote", subject: subject, what: what, measure: .found), default: Cell()].add(found: !began.isEmpty)
                }
            case .pocket:
                for subject in [recording.subject, "all"] {
                    cells[Row(dataset: "pocket", subject: subject, what: "false shakes", measure: .falsePerHour), default: Cell()]
                        .add(count: began.count, hours: recording.duration / 3600)
                }
            }
        }
        return cells
    }
}

extension RealMotionEvaluation.Cell {
    mutating func add(found: Bool) {
        total += 1
        if found { count += 1 }
    }

    mutating func add(count: Int, hours: Double) {
        self.count += count
        self.hours += hours
    }
}
