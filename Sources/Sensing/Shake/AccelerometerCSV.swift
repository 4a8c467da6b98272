import Foundation
import Hardware

/// Accelerometer recordings as CSV: a header `t_ms,ax_g,ay_g,az_g`, then one sample a line,
/// time in milliseconds, acceleration in g. The format `gadget` records to and replays from,
/// and the one spreadsheet tools and plotting scripts read directly.
public enum AccelerometerCSV {
    public static let header = "t_ms,ax_g,ay_g,az_g"

    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        public var line: Int
        public var problem: String
        public var description: String { "accelerometer CSV line \(line): \(problem)" }
    }

    /// Parses a recording. Blank lines and lines starting with `#` are skipped; anything else
    /// wrong stops the parse with the line number. Times must not go backwards.
    public static func parse(_ text: String) throws(ParseError) -> [AccelerationSample] {
        var samples: [AccelerationSample] = []
        var sawHeader = false
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = index + 1
            let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard sawHeader else {
                let columns = line.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                guard columns == header.split(separator: ",").map(String.init) else {
                    throw ParseError(line: lineNumber, problem: "expected the header \"\(header)\", found \"\(line)\"")
                }
                sawHeader = true
                continue
            }
            let sample = try parseRow(line, lineNumber: lineNumber)
            if let previous = samples.last, sample.timestamp < previous.timestamp {
                throw ParseError(line: lineNumber, problem: "time \(formatNumber(sample.timestamp.milliseconds)) ms "
                    + "is before the previous sample's \(formatNumber(previous.timestamp.milliseconds)) ms")
            }
            samples.append(sample)
        }
        guard sawHeader else { throw ParseError(line: 1, problem: "the file is empty; expected the header \"\(header)\"") }
        return samples
    }

    /// The recording as CSV text, header included, with enough digits to read back exactly
    /// what a 16-bit accelerometer measures.
    public static func format(_ samples: [AccelerationSample]) -> String {
        var text = header + "\n"
        for sample in samples {
            let a = sample.acceleration
            text += [sample.timestamp.milliseconds, a.x, a.y, a.z].map(formatNumber).joined(separator: ",") + "\n"
        }
        return text
    }

    private static func parseRow(_ line: String, lineNumber: Int) throws(ParseError) -> AccelerationSample {
        let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard fields.count == 4 else {
            throw ParseError(line: lineNumber, problem: "expected 4 fields (\(header)), found \(fields.count)")
        }
        let names = header.split(separator: ",")
        var values: [Double] = []
        for (name, field) in zip(names, fields) {
            guard let value = Double(field), value.isFinite else {
                throw ParseError(line: lineNumber, problem: "\(name) \"\(field)\" is not a number")
            }
            values.append(value)
        }
        // Beyond ±10^12 ms (about 30 years) the nanosecond timeline would overflow.
        guard abs(values[0]) < 1e12 else {
            throw ParseError(line: lineNumber, problem: "t_ms \(fields[0]) is out of range")
        }
        return AccelerationSample(timestamp: .milliseconds(values[0]),
                                  acceleration: Vector3(x: values[1], y: values[2], z: values[3]))
    }

    /// Shortest text that reads back as the same number ("12.5", not "12.500000").
    private static func formatNumber(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}
