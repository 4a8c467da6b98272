import Core
import GadgetBase
import Hardware

/// Readers for the wiring tables: booleans, lists of names, and "name or offset" lines.
extension ProfileReader {
    mutating func boolean(_ table: String, _ key: String) throws(ProfileError) -> Bool? {
        guard let entry = entry(table, key) else { return nil }
        guard case .boolean(let value) = entry.value else {
            throw typeError(table, key, entry, expected: ProfileText.trueOrFalse)
        }
        return value
    }

    /// One string or a list of strings: `chip = "pinctrl-rp1"` or `chip = ["pinctrl-rp1", "pinctrl-bcm2711"]`.
    mutating func strings(_ table: String, _ key: String) throws(ProfileError) -> [String]? {
        guard let entry = entry(table, key) else { return nil }
        switch entry.value {
        case .string(let value):
            return [value]
        case .array(let items):
            var values: [String] = []
            for item in items {
                guard case .string(let value) = item else {
                    throw typeError(table, key, entry, expected: ProfileText.textOrList)
                }
                values.append(value)
            }
            guard !values.isEmpty else { throw typeError(table, key, entry, expected: ProfileText.atLeastOneName) }
            return values
        default:
            throw typeError(table, key, entry, expected: ProfileText.textOrList)
        }
    }

    /// A GPIO line: its name in quotes ("GPIO17") or its offset on the chip (17).
    mutating func line(_ table: String, _ key: String) throws(ProfileError) -> GPIOLineSelector? {
        guard let entry = entry(table, key) else { return nil }
        switch entry.value {
        case .string(let name) where !name.isEmpty:
            return .name(name)
        case .integer(let offset) where (0...1023).contains(offset):
            return .offset(offset)
        default:
            throw typeError(table, key, entry, expected: ProfileText.lineNameOrOffset)
        }
    }

    /// The line each key of `table` names, in key order, for keys among `choices`.
    mutating func lines(in table: String, keys choices: [String]) throws(ProfileError) -> [(key: String, line: GPIOLineSelector)] {
        var found: [(key: String, line: GPIOLineSelector)] = []
        for key in choices {
            if let line = try line(table, key) { found.append((key, line)) }
        }
        return found
    }

    /// Where a table starts, for errors about the table as a whole.
    func tableLine(_ table: String) -> Int { document.tableLines[table] ?? 0 }

    func hasTable(_ table: String) -> Bool { document.tables[table] != nil }
}
