import Foundation
import GadgetBase
import Hardware

/// Drawings as CSV: a header `t_ms,x,y` or `t_ms,x,y,stroke`, then one point a line (time in
/// milliseconds, pixels with y down, and for multi-stroke drawings the stroke's number).
public enum StrokeCSV {
    public typealias ParseError = CSVParseError

    /// The strokes in order of their numbers; points keep the file's order within a stroke,
    /// and their times must not go backwards there.
    /// Read as AccelerometerCSV reads (CSVTable): CRLF, a byte-order mark, extra columns,
    /// quoted fields, `;` or tab separators with decimal commas.
    public static func parse(_ text: String) throws(ParseError) -> [[StrokePoint]] {
        guard let table = CSVTable(text) else {
            throw ParseError(line: 1, message: LocalizedMessage(CSVText.emptyFile, "t_ms,x,y"))
        }
        guard let columns = table.indices(of: ["t_ms", "x", "y"]) else {
            throw table.missingColumns(among: ["t_ms", "x", "y"], expected: "t_ms,x,y (,stroke)")
        }
        if let repeated = table.repeatedColumn(among: ["t_ms", "x", "y", "stroke"]) { throw repeated }
        let strokeColumn = table.indices(of: ["stroke"])?.first
        let needed = (columns + [strokeColumn ?? 0]).max()! + 1
        var strokes: [Int: [StrokePoint]] = [:]
        for row in table.rows {
            if let surplus = table.surplusFields(in: row) { throw surplus }
            guard row.fields.count >= needed else {
                throw ParseError(line: row.line, message: LocalizedMessage(
                    CSVText.tooFewFields, needed, table.columns.prefix(needed).joined(separator: ","), row.fields.count))
            }
            var numbers: [Double] = []
            for (name, column) in zip(["t_ms", "x", "y"], columns) {
                let field = row.fields[column]
                guard let value = table.number(field), value.isFinite else {
                    throw ParseError(line: row.line, column: column + 1, message: table.notANumber(name, field))
                }
                guard abs(value) < 1e12 else {
                    throw ParseError(line: row.line, column: column + 1, message: LocalizedMessage(
                        CSVText.outOfRange, name, String(field), "±10¹²"))
                }
                numbers.append(value)
            }
            var stroke = 0
            if let strokeColumn {
                let field = row.fields[strokeColumn]
                guard let value = Int(field), value >= 0, value < 10_000 else {
                    throw ParseError(line: row.line, column: strokeColumn + 1, message: LocalizedMessage(CSVText.strokeNumber, String(field)))
                }
                stroke = value
            }
            let point = StrokePoint(x: numbers[1], y: numbers[2], timestamp: .milliseconds(numbers[0]))
            // A recognizer reads speed and pauses from the times: a point dated before the one
            // drawn just before it is a mixed-up file, not a drawing.
            if let previous = strokes[stroke]?.last, point.timestamp < previous.timestamp {
                throw ParseError(line: row.line, column: columns[0] + 1, message: LocalizedMessage(
                    CSVText.pointTimeBackwards, AccelerometerCSV.formatNumber(numbers[0]),
                    AccelerometerCSV.formatNumber(previous.timestamp.milliseconds), stroke))
            }
            strokes[stroke, default: []].append(point)
        }
        return strokes.keys.sorted().map { strokes[$0]! }
    }

    public static func format(_ strokes: [[StrokePoint]]) -> String {
        var text = "t_ms,x,y,stroke\n"
        for (number, stroke) in strokes.enumerated() {
            for p in stroke {
                text += "\(compact(p.timestamp.milliseconds)),\(compact(p.x)),\(compact(p.y)),\(number)\n"
            }
        }
        return text
    }

    /// At most three decimals, no trailing zeros.
    static func compact(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
