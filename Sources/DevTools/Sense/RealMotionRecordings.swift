import GadgetRuntime
import Core
import Foundation
import GadgetBase
import Hardware
import Sensing

/// One real accelerometer recording and what its labels say (`accel/labels.csv` of the real
/// recordings: `file,start_ms,end_ms,label,...`, one row per labelled span).
struct RealMotionRecording {
    /// Which collection it is from, told by its folder.
    enum Source: Int, CaseIterable {
        /// One person's phone in the hand, gravity-free, 10 Hz, with labelled shake spans.
        case phone
        /// Wiimote gestures, Z axis only, gravity included: one shake or one pick-up a file.
        case wiimote
        /// Phones in trouser pockets (walking, stairs, sitting, standing): no shake anywhere.
        case pocket

        var name: String { ["phone", "wiimote", "pocket"][rawValue] }

        init?(folder: String) {
            if folder.contains("cijogeorge") { self = .phone } else if folder.contains("wiimote") { self = .wiimote }
            else if folder.contains("difronzo") { self = .pocket } else { return nil }
        }
    }

    var file: String
    var source: Source
    /// `subj01` for a Wiimote file, `user01` for a pocket one: the end of the name. Empty for the phone.
    var subject: String
    /// The labels of its spans (`shake`, `pickup`, `recording`, `WALKING`...).
    var labels: Set<String>
    /// Its `shake` spans in ms.
    var shakes: [(start: Double, end: Double)]
    var samples: [AccelerationSample]

    /// From the first sample to the last, in seconds.
    var duration: Double {
        guard let first = samples.first, let last = samples.last else { return 0 }
        return (last.timestamp - first.timestamp).seconds
    }

    /// Seconds outside the labelled shakes: where any shake found is a false one.
    var unannotated: Double { duration - shakes.reduce(0) { $0 + ($1.end - $1.start) / 1000 } }

    /// Reads every recording `directory/labels.csv` lists, in the order of their names.
    /// Recordings in folders of other kinds are left out.
    static func read(directory: String) throws -> [RealMotionRecording] {
        let path = directory + "/labels.csv"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw ConfigurationError(LocalizedMessage(SenseText.cannotReadRealMotion, path))
        }
        let expected = "file,start_ms,end_ms,label"
        guard let table = CSVTable(text), let columns = table.indices(of: ["file", "start_ms", "end_ms", "label"]) else {
            throw ConfigurationError(LocalizedMessage(SenseText.expectedFields, path, 1, expected))
        }
        var byFile: [String: (labels: Set<String>, shakes: [(start: Double, end: Double)])] = [:]
        for row in table.rows {
            guard let fields = row.fields(at: columns), let start = table.number(fields[1]), let end = table.number(fields[2]) else {
                throw ConfigurationError(LocalizedMessage(SenseText.expectedFields, path, row.line, expected))
            }
            let file = String(fields[0]), label = String(fields[3])
            var entry = byFile[file] ?? ([], [])
            entry.labels.insert(label)
            if label == "shake" { entry.shakes.append((start, end)) }
            byFile[file] = entry
        }
        return try byFile.keys.sorted().compactMap { file in
            let folder = (file as NSString).deletingLastPathComponent
            guard let source = Source(folder: folder) else { return nil }
            let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            let subject = source == .phone ? "" : String(name.split(separator: "_").last ?? "")
            let entry = byFile[file]!
            return RealMotionRecording(file: file, source: source, subject: subject, labels: entry.labels,
                                       shakes: entry.shakes, samples: try samples(directory + "/" + file, listedIn: path))
        }
    }

    static func samples(_ file: String, listedIn list: String) throws -> [AccelerationSample] {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
            throw ConfigurationError(LocalizedMessage(SenseText.cannotReadListed, file, list))
        }
        do {
            return try AccelerometerCSV.parse(text)
        } catch {
            throw ConfigurationError(LocalizedMessage(SenseText.badListedFile, file, error.line, error.message))
        }
    }
}
