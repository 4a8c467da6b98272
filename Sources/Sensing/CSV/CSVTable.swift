import GadgetBase
import Hardware

/// A CSV file with a header line, read the way Gadget's recordings and drawings are: columns
/// found by name (extra columns ignored, in any order), fields trimmed of spaces, blank lines
/// and `#` comment lines skipped, any line ending and a byte-order mark accepted (TextLines).
/// No quoting: recordings hold numbers only.
struct CSVTable {
    struct Row {
        /// The line number an editor shows.
        var line: Int
        var fields: [Substring]
    }

    /// The header's names, trimmed, in the file's order.
    var columns: [String]
    var rows: [Row]
    /// The line the header was on (1 unless comments or blank lines come first).
    var headerLine: Int

    /// nil when the text holds no header line at all (an empty file, or only comments).
    init?(_ text: String) {
        var header: (line: Int, names: [String])?
        var rows: [Row] = []
        for (index, raw) in TextLines.split(text).enumerated() {
            let line = raw.trimmingSpaces
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(\.trimmingSpaces)
            if header == nil {
                header = (index + 1, fields.map(String.init))
            } else {
                rows.append(Row(line: index + 1, fields: fields))
            }
        }
        guard let header else { return nil }
        columns = header.names
        headerLine = header.line
        self.rows = rows
    }

    /// Where each of `names` is in a row, or nil when one is missing from the header.
    func indices(of names: [String]) -> [Int]? {
        var found: [Int] = []
        for name in names {
            guard let index = columns.firstIndex(of: name) else { return nil }
            found.append(index)
        }
        return found
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
