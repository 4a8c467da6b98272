import Foundation
import Hardware

/// Drawings as CSV: a header `t_ms,x,y` or `t_ms,x,y,stroke`, then one point a line (time in
/// milliseconds, pixels with y down, and for multi-stroke drawings the stroke's number).
public enum StrokeCSV {
    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        public var line: Int
        public var problem: String
        public var description: String { "stroke CSV line \(line): \(problem)" }
    }

    /// The strokes in order of their numbers; points keep the file's order within a stroke.
    public static func parse(_ text: String) throws(ParseError) -> [[StrokePoint]] {
        var columns: Int?
        var strokes: [Int: [StrokePoint]] = [:]
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = index + 1
            let line = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard let width = columns else {
                switch fields {
                case ["t_ms", "x", "y"]: columns = 3
                case ["t_ms", "x", "y", "stroke"]: columns = 4
                default: throw ParseError(line: lineNumber, problem: "expected the header \"t_ms,x,y\" or \"t_ms,x,y,stroke\", found \"\(line)\"")
                }
                continue
            }
            guard fields.count == width else {
                throw ParseError(line: lineNumber, problem: "expected \(width) fields, found \(fields.count)")
            }
            var numbers: [Double] = []
            for (name, field) in zip(["t_ms", "x", "y"], fields.prefix(3)) {
                guard let value = Double(field), value.isFinite, abs(value) < 1e12 else {
                    throw ParseError(line: lineNumber, problem: "\(name) \"\(field)\" is not a number in range")
                }
                numbers.append(value)
            }
            var stroke = 0
            if width == 4 {
                guard let value = Int(fields[3]), value >= 0, value < 10_000 else {
                    throw ParseError(line: lineNumber, problem: "stroke \"\(fields[3])\" is not a whole number from 0 to 9999")
                }
                stroke = value
            }
            strokes[stroke, default: []].append(StrokePoint(x: numbers[1], y: numbers[2], timestamp: .milliseconds(numbers[0])))
        }
        guard columns != nil else { throw ParseError(line: 1, problem: "the file is empty; expected the header \"t_ms,x,y\"") }
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
