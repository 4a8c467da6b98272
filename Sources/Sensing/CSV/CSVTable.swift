import GadgetBase
import Hardware

/// A CSV file with a header line, read the way Gadget's recordings, drawings and label lists
/// are: columns found by name (extra columns ignored, in any order), fields trimmed of spaces,
/// blank lines and `#` comment lines skipped, any line ending and a byte-order mark accepted
/// (TextLines).
///
/// Whatever wrote the file: fields may be quoted as RFC 4180 says (`"a, b"`, `""` for a quote,
/// a line break inside quotes), as R, pandas and spreadsheets quote names and notes. The
/// separator is the header's: a comma, or a semicolon or tab, which spreadsheets set to a
/// language with decimal commas write; with those, numbers may have a decimal comma (`0,5`).
public struct CSVTable: Sendable {
    public struct Row: Sendable {
        /// The line number an editor shows (where the row starts).
        public var line: Int
        public var fields: [Substring]

        /// The fields in these columns, in this order; nil when the row is too short for one.
        public func fields(at columns: [Int]) -> [Substring]? {
            columns.allSatisfy { $0 < fields.count } ? columns.map { fields[$0] } : nil
        }
    }

    /// The header's names, trimmed and unquoted, in the file's order.
    public var columns: [String]
    public var rows: [Row]
    /// The line the header was on (1 unless comments or blank lines come first).
    public var headerLine: Int
    /// `,` unless the header separates its names with `;` or a tab instead.
    public var separator: Character

    /// nil when the text holds no header line at all (an empty file, or only comments).
    public init?(_ text: String) {
        let lines = TextLines.split(text)
        var header: (line: Int, names: [String])?
        var rows: [Row] = []
        var separator: Character = ","
        var index = 0
        while index < lines.count {
            let start = index
            let line = lines[index]
            index += 1
            let content = line.trimmingSpaces
            if content.isEmpty || content.hasPrefix("#") { continue }
            if header == nil { separator = Self.separator(of: content) }
            let fields = Self.fields(startingWith: line, separator: separator, lines: lines, next: &index)
            // A spreadsheet saves an empty row as ",,,": no reading, so no line to refuse.
            if header != nil, fields.allSatisfy(\.isEmpty) { continue }
            if header == nil {
                header = (start + 1, fields.map(String.init))
            } else {
                rows.append(Row(line: start + 1, fields: fields))
            }
        }
        guard let header else { return nil }
        columns = header.names
        headerLine = header.line
        self.rows = rows
        self.separator = separator
    }

    /// Where each of `names` is in a row, or nil when one is missing from the header. Case does
    /// not matter (`T_MS`, `AX_G` from a spreadsheet that capitalised the header).
    public func indices(of names: [String]) -> [Int]? {
        var found: [Int] = []
        for name in names {
            guard let index = columns.firstIndex(where: { Self.same($0, name) }) else { return nil }
            found.append(index)
        }
        return found
    }

    /// Why the header cannot be read as `expected` says: the file's header, and which of
    /// `names` it lacks (a header of `t_ms,ax_g,az_g` from a two-axis logger is one name short,
    /// and the name is what to fix).
    public func missingColumns(among names: [String], expected: String) -> CSVParseError {
        let missing = names.filter { name in !columns.contains { Self.same($0, name) } }
        return CSVParseError(line: headerLine, message: LocalizedMessage(
            CSVText.expectedHeader, expected, columns.joined(separator: String(separator)), missing.joined(separator: ", ")))
    }

    private static func same(_ column: String, _ name: String) -> Bool {
        column.lowercased() == name.lowercased()
    }

    /// Why the header cannot say which column to read: one of `names` is there twice (two
    /// exports pasted side by side, a spreadsheet's copied column). Reading the first would
    /// silently drop the other.
    public func repeatedColumn(among names: [String]) -> CSVParseError? {
        for name in names {
            let places = columns.indices.filter { Self.same(columns[$0], name) }
            guard places.count > 1 else { continue }
            return CSVParseError(line: headerLine, column: places[1] + 1, message: LocalizedMessage(
                CSVText.repeatedColumn, name, places[0] + 1, places[1] + 1))
        }
        return nil
    }

    /// Why `row` cannot be trusted: more values than the header has names. In a comma-separated
    /// file that is almost always decimal commas (`0,5,0,98` read as four numbers), which would
    /// otherwise shift every column silently. Empty trailing fields (a trailing comma) are fine.
    public func surplusFields(in row: Row) -> CSVParseError? {
        guard row.fields.count > columns.count,
              let extra = row.fields[columns.count...].firstIndex(where: { !$0.isEmpty }) else { return nil }
        let text = separator == "," ? CSVText.moreFieldsDecimalComma : CSVText.moreFields
        return CSVParseError(line: row.line, column: extra + 1, message: LocalizedMessage(text, row.fields.count, columns.count))
    }

    /// The field as a number: `12.5`, `-3e-2`, and `12,5` where the separator is not a comma.
    public func number(_ field: Substring) -> Double? {
        if let value = Double(field) { return value }
        guard separator != ",", field.filter({ $0 == "," }).count == 1 else { return nil }
        return Double(field.replacing(",", with: "."))
    }

    /// Why `field` of the column `name` is not a number: a decimal comma in a comma-separated
    /// file gets the two ways to fix it.
    func notANumber(_ name: String, _ field: Substring) -> LocalizedMessage {
        let decimalComma = separator == "," && field.contains(",") && Double(field.replacing(",", with: ".")) != nil
        return LocalizedMessage(decimalComma ? CSVText.decimalComma : CSVText.notANumber, name, String(field))
    }

    /// The most used of comma, semicolon and tab outside quotes in the header; a comma when
    /// there is none (a single column) or a tie.
    private static func separator(of header: Substring) -> Character {
        var commas = 0, semicolons = 0, tabs = 0
        var quoted = false
        for character in header {
            switch character {
            case "\"": quoted.toggle()
            case "," where !quoted: commas += 1
            case ";" where !quoted: semicolons += 1
            case "\t" where !quoted: tabs += 1
            default: break
            }
        }
        guard max(semicolons, tabs) > commas else { return "," }
        return semicolons >= tabs ? ";" : "\t"
    }

    /// The fields of the row that starts with `line`. A quoted field that runs past the end of
    /// a line takes in the following ones (`next` moves past them); one never closed ends with
    /// the file.
    private static func fields(startingWith line: Substring, separator: Character, lines: [Substring],
                               next: inout Int) -> [Substring] {
        /// Spaces around a field are not part of it, and neither are tabs unless they separate.
        func trimmed(_ text: Substring) -> Substring {
            var text = text
            while let first = text.first, first == " " || (first == "\t" && separator != "\t") { text.removeFirst() }
            while let last = text.last, last == " " || (last == "\t" && separator != "\t") { text.removeLast() }
            return text
        }
        var fields: [Substring] = []
        var rest = line
        while true {
            rest = trimmed(rest)
            guard rest.first == "\"" else {
                let end = rest.firstIndex(of: separator) ?? rest.endIndex
                fields.append(trimmed(rest[..<end]))
                guard end < rest.endIndex else { return fields }
                rest = rest[rest.index(after: end)...]
                continue
            }
            var value = ""
            rest = rest.dropFirst()
            while true {
                if let quote = rest.firstIndex(of: "\"") {
                    value += rest[..<quote]
                    rest = rest[rest.index(after: quote)...]
                    guard rest.first == "\"" else { break }
                    value += "\""
                    rest = rest.dropFirst()
                } else if next < lines.count {
                    value += rest + "\n"
                    rest = lines[next]
                    next += 1
                } else {
                    value += rest
                    rest = ""
                    break
                }
            }
            // Anything between the closing quote and the separator belongs to the field too.
            let end = rest.firstIndex(of: separator) ?? rest.endIndex
            value += trimmed(rest[..<end])
            fields.append(Substring(value))
            guard end < rest.endIndex else { return fields }
            rest = rest[rest.index(after: end)...]
        }
    }
}

extension Substring {
    /// Without spaces and tabs at either end (line endings are already gone).
    var trimmingSpaces: Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }
}
