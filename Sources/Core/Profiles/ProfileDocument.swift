import GadgetBase
import Hardware

/// A parsed board profile file: the small, strict subset of TOML that profiles use
/// (tables, `key = value`, strings, integers incl. 0x hex, floats, booleans, one-line arrays,
/// comments). Every value remembers its line so errors can point at it.
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
        for (index, rawLine) in TextLines.split(text).enumerated() {
            let lineNumber = index + 1
            let line = Self.stripComment(String(rawLine)).trimmingCharacters(in: " \t\r")
            if line.isEmpty { continue }
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
        var inString = false
        var escaped = false
        for (offset, character) in line.enumerated() {
            if escaped { escaped = false; continue }
            if character == "\\" && inString { escaped = true; continue }
            if character == "\"" { inString.toggle() }
            if character == "#" && !inString { return String(line.prefix(offset)) }
        }
        return line
    }

    private static func isValidKey(_ key: String, allowDots: Bool) -> Bool {
        !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || (allowDots && $0 == ".") }
    }
}
