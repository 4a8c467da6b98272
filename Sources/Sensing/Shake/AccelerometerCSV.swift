import Foundation
import GadgetBase
import Hardware

/// Accelerometer recordings as CSV: a header naming `t_ms,ax_g,ay_g,az_g`, then one sample a
/// line, time in milliseconds, acceleration in g. The format `gadget` records to and replays
/// from, and the one spreadsheet tools and plotting scripts read directly.
///
/// Files from other tools read as they are (CSVTable): CRLF, a byte-order mark, blank lines,
/// spaces, extra columns, quoted fields, `;` or tab separators with decimal commas. An axis the
/// device did not record is empty on every line and reads as 0 g.
public enum AccelerometerCSV {
    public static let header = "t_ms,ax_g,ay_g,az_g"
    public typealias ParseError = CSVParseError
    /// Values beyond this are no accelerometer's (the widest chips measure ±400 g): a unit
    /// mix-up or a corrupt file, refused before it can reach a detector.
    public static let largestAcceleration = 1000.0
    private static let axisNames = ["ax_g", "ay_g", "az_g"]

    /// Parses a recording. Times must not go backwards.
    public static func parse(_ text: String) throws(ParseError) -> [AccelerationSample] {
        var cut: Int?
        return try parse(text, allowingCut: false, cutLine: &cut)
    }

    /// The same, except that a last line with too few fields (a serial log cut off when the
    /// board was unplugged, a logger's "stopped" trailer) is left out rather than refused;
    /// `cutLine` is then its line number, for the caller to say so.
    public static func parse(_ text: String, leavingOutCutLastLine cutLine: inout Int?) throws(ParseError) -> [AccelerationSample] {
        try parse(text, allowingCut: true, cutLine: &cutLine)
    }

    private static func parse(_ text: String, allowingCut: Bool, cutLine: inout Int?) throws(ParseError) -> [AccelerationSample] {
        guard let table = CSVTable(text) else {
            throw ParseError(line: 1, message: LocalizedMessage(CSVText.emptyFile, header))
        }
        guard let columns = table.indices(of: ["t_ms"] + axisNames) else {
            throw table.missingColumns(among: ["t_ms"] + axisNames, expected: header)
        }
        if let repeated = table.repeatedColumn(among: ["t_ms"] + axisNames) { throw repeated }
        var samples: [AccelerationSample] = []
        samples.reserveCapacity(table.rows.count)
        /// Which axes the recording has, decided by its first sample.
        var recorded: [Bool]?
        for row in table.rows {
            if let surplus = table.surplusFields(in: row) { throw surplus }
            let needed = columns.max()! + 1
            guard row.fields.count >= needed else {
                if allowingCut, row.line == table.rows.last?.line, !samples.isEmpty {
                    cutLine = row.line
                    break
                }
                throw ParseError(line: row.line, message: LocalizedMessage(
                    CSVText.tooFewFields, needed, table.columns.prefix(needed).joined(separator: ","), row.fields.count))
            }
            let time = try number(row, column: columns[0], in: table, name: "t_ms", limit: 1e12, limitText: CSVText.beyondThirtyYears)
            var values = [0.0, 0.0, 0.0]
            var present = [false, false, false]
            for axis in 0..<3 where !row.fields[columns[axis + 1]].isEmpty {
                present[axis] = true
                values[axis] = try number(row, column: columns[axis + 1], in: table, name: axisNames[axis], limit: largestAcceleration,
                                          limitText: LocalizedMessage(CSVText.beyondAccelerometers, "1000"))
            }
            if let recorded {
                // "20,0.01,0.02," is cut as surely as "20,0.01,0.02": the logger stopped mid-line.
                let cutShort = (0..<3).contains { recorded[$0] && !present[$0] }
                if cutShort, allowingCut, row.line == table.rows.last?.line {
                    cutLine = row.line
                    break
                }
                for axis in 0..<3 where recorded[axis] != present[axis] {
                    throw ParseError(line: row.line, column: columns[axis + 1] + 1, message: LocalizedMessage(
                        recorded[axis] ? CSVText.axisMissingHere : CSVText.axisAppears, axisNames[axis]))
                }
            } else {
                guard present.contains(true) else {
                    throw ParseError(line: row.line, column: columns[1] + 1, message: LocalizedMessage(CSVText.noAxis))
                }
                recorded = present
            }
            let sample = AccelerationSample(timestamp: .milliseconds(time),
                                            acceleration: Vector3(x: values[0], y: values[1], z: values[2]))
            if let previous = samples.last, sample.timestamp < previous.timestamp {
                throw ParseError(line: row.line, column: columns[0] + 1, message: LocalizedMessage(
                    CSVText.timeBackwards, formatNumber(sample.timestamp.milliseconds), formatNumber(previous.timestamp.milliseconds)))
            }
            samples.append(sample)
        }
        return samples
    }

    /// The recording as CSV text, header included, with enough digits to read back exactly
    /// what a 16-bit accelerometer measures.
    public static func format(_ samples: [AccelerationSample]) -> String {
        header + "\n" + samples.map(row).joined()
    }

    /// One sample's line, its end of line included.
    public static func row(_ sample: AccelerationSample) -> String {
        let a = sample.acceleration
        return [sample.timestamp.milliseconds, a.x, a.y, a.z].map(formatNumber).joined(separator: ",") + "\n"
    }

    private static func number(_ row: CSVTable.Row, column: Int, in table: CSVTable, name: String, limit: Double,
                               limitText: any LocalizableArgument) throws(ParseError) -> Double {
        let field = row.fields[column]
        guard let value = table.number(field), value.isFinite else {
            throw ParseError(line: row.line, column: column + 1, message: table.notANumber(name, field))
        }
        guard abs(value) < limit else {
            throw ParseError(line: row.line, column: column + 1, message: LocalizedMessage(
                CSVText.outOfRange, name, String(field), limitText))
        }
        return value
    }

    /// Shortest text that reads back as the same number ("12.5", not "12.500000").
    static func formatNumber(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}
