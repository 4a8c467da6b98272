import GadgetBase
import Hardware

/// A parsed board profile file: the small, strict subset of TOML that profiles use
/// (tables, `key = value`, "basic" and 'literal' strings, integers incl. 0x hex, floats,
/// booleans, arrays on one line or several, comments). Every value remembers its line so
/// errors can point at it.
public struct ProfileDocument: Sendable {
    public enum Value: Sendable, Equatable, CustomStringConvertible {
        case string(String)
        case integer(Int)
        case float(Double)
        case boolean(Bool)
        case array([Value])

        public var description: String {
            switch self {
            case .string(let s): "\"\(s)\""
            case .integer(let i): String(i)
            case .float(let d): String(d)
            case .boolean(let b): String(b)
            case .array(let a): "[" + a.map(\.description).joined(separator: ", ") + "]"
            }
        }

        var typeName: LocalizedString {
            switch self {
            case .string: ProfileFormatText.aString
            case .integer: ProfileFormatText.anInteger
            case .float: ProfileFormatText.aNumber
            case .boolean: ProfileFormatText.trueOrFalse
            case .array: ProfileFormatText.aList
            }
        }
    }

    public struct Entry: Sendable, Equatable {
        public var value: Value
        public var line: Int
    }

    /// Table name ("" for the top level) -> key -> entry, plus where each table started.
    public private(set) var tables: [String: [String: Entry]] = ["": [:]]
    public private(set) var tableLines: [String: Int] = ["": 0]
    public let file: String

    public init(parsing text: String, file: String) throws(ProfileError) {
        self.file = file
        var current = ""
        let lines = TextLines.split(text).map { Self.stripComment(String($0)).trimmingCharacters(in: " \t\r") }
        var index = 0
        while index < lines.count {
            let lineNumber = index + 1
            var line = lines[index]
            index += 1
            if line.isEmpty { continue }
            // An array may go on over the next lines until its brackets close, as TOML allows.
            if !line.hasPrefix("["), line.contains("=") {
                while Self.openBrackets(in: line) > 0, index < lines.count, !Self.isTableHeader(lines[index]) {
                    line += " " + lines[index]
                    index += 1
                }
            }
            if line.hasPrefix("[") {
                guard line.hasSuffix("]"), line.count > 2 else {
                    throw ProfileError(file: file, line: lineNumber, key: nil,
                                       LocalizedMessage(ProfileFormatText.tableHeader, line))
                }
                current = String(line.dropFirst().dropLast()).trimmingCharacters(in: " \t")
                guard Self.isValidKey(current, allowDots: true) else {
                    throw ProfileError(file: file, line: lineNumber, key: nil, LocalizedMessage(ProfileFormatText.invalidTableName, current))
                }
                if tables[current] != nil {
                    throw ProfileError(file: file, line: lineNumber, key: nil,
                                       LocalizedMessage(ProfileFormatText.tableTwice, current, tableLines[current] ?? 0))
                }
                tables[current] = [:]
                tableLines[current] = lineNumber
                continue
            }
            guard let equals = line.firstIndex(of: "=") else {
                throw ProfileError(file: file, line: lineNumber, key: nil,
                                   LocalizedMessage(ProfileFormatText.expectedKeyValue, line))
            }
            let key = line[..<equals].trimmingCharacters(in: " \t")
            guard Self.isValidKey(key, allowDots: false) else {
                throw ProfileError(file: file, line: lineNumber, key: key, LocalizedMessage(ProfileFormatText.invalidKeyName, key))
            }
            let valueText = line[line.index(after: equals)...].trimmingCharacters(in: " \t")
            var reader = ValueReader(text: valueText, file: file, line: lineNumber, key: key)
            let value = try reader.readValue()
            try reader.expectEnd()
            if let previous = tables[current]?[key] {
                throw ProfileError(file: file, line: lineNumber, key: key,
                                   LocalizedMessage(ProfileFormatText.setTwice, previous.line))
            }
            tables[current, default: [:]][key] = Entry(value: value, line: lineNumber)
        }
    }

    private static func stripComment(_ line: String) -> String {
        var quote: Character?
        var escaped = false
        for (offset, character) in line.enumerated() {
            if escaped { escaped = false; continue }
            if character == "\\" && quote == "\"" { escaped = true; continue }
            if character == "\"" || character == "'" {
                if quote == nil { quote = character } else if quote == character { quote = nil }
            }
            if character == "#" && quote == nil { return String(line.prefix(offset)) }
        }
        return line
    }

    /// `[display]`, not a row of a nested array (`["up", "down"],`): an array left open stops there.
    private static func isTableHeader(_ line: String) -> Bool {
        line.hasPrefix("[") && line.dropFirst().first.map { $0.isLetter || $0 == "_" } == true
    }

    /// How many `[` of a value's arrays are still open at the end of `line` (outside strings).
    private static func openBrackets(in line: String) -> Int {
        var quote: Character?
        var escaped = false
        var open = 0
        for character in line.drop(while: { $0 != "=" }) {
            if escaped { escaped = false; continue }
            if character == "\\" && quote == "\"" { escaped = true; continue }
            if character == "\"" || character == "'" {
                if quote == nil { quote = character } else if quote == character { quote = nil }
                continue
            }
            guard quote == nil else { continue }
            if character == "[" { open += 1 } else if character == "]" { open -= 1 }
        }
        return open
    }

    private static func isValidKey(_ key: String, allowDots: Bool) -> Bool {
        !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || (allowDots && $0 == ".") }
    }
}
