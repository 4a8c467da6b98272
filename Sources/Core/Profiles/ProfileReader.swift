import Foundation
import GadgetBase
import Hardware

/// Typed, validated access to a profile document that remembers which keys were read, so
/// anything left over (a typo) is reported with a suggestion.
package struct ProfileReader {
    package let document: ProfileDocument
    private var known: [String: Set<String>] = [:]

    package init(document: ProfileDocument) { self.document = document }

    package func allowTables(_ names: Set<String>) throws(ProfileError) {
        for table in document.tables.keys.sorted() where !names.contains(table) {
            let known = names.filter { !$0.isEmpty }.sorted().map { "[\($0)]" }.joined(separator: ", ")
            let text = NearestWord.closest(table, among: names.filter { !$0.isEmpty })
                .map { LocalizedMessage(ProfileFormatText.unknownTableHint, table, $0, known) }
                ?? LocalizedMessage(ProfileFormatText.unknownTable, table, known)
            throw ProfileError(file: document.file, line: document.tableLines[table] ?? 0, key: nil, text)
        }
    }

    /// A file with no key and no table (an editor saved it empty) would quietly be the desktop board.
    package func refuseEmptyDocument() throws(ProfileError) {
        guard document.tables.count == 1, document.tables[""]?.isEmpty == true else { return }
        throw ProfileError(file: document.file, line: 0, key: nil, LocalizedMessage(ProfileFormatText.emptyProfile))
    }

    package mutating func entry(_ table: String, _ key: String) -> ProfileDocument.Entry? {
        known[table, default: []].insert(key)
        return document.tables[table]?[key]
    }

    package mutating func string(_ table: String, _ key: String) throws(ProfileError) -> String? {
        guard let entry = entry(table, key) else { return nil }
        guard case .string(let value) = entry.value else { throw typeError(table, key, entry, expected: ProfileFormatText.textInQuotes) }
        return value
    }

    /// A device file, such as an I2C bus: its path, as the kernel names it under /dev. The name
    /// alone ("i2c-1", as i2cdetect -l lists it) would be looked for in the current folder.
    package mutating func devicePath(_ table: String, _ key: String) throws(ProfileError) -> String? {
        guard let value = try string(table, key) else { return nil }
        guard !value.hasPrefix("/") else { return value }
        let line = document.tables[table]?[key]?.line ?? 0
        let text = value.contains("/") ? LocalizedMessage(ProfileFormatText.devicePath, value)
            : LocalizedMessage(ProfileFormatText.deviceName, value, "/dev/" + value)
        throw ProfileError(file: document.file, line: line, key: qualified(table, key), text)
    }

    /// A service's address: http or https with a host, as the apps will need it at start; the
    /// check is here so `boards validate` finds it with the file and line.
    package mutating func webAddress(_ table: String, _ key: String) throws(ProfileError) -> String? {
        guard let value = try string(table, key) else { return nil }
        let scheme = value.prefix { $0 != ":" }.lowercased()
        guard scheme == "http" || scheme == "https", let host = URL(string: value)?.host, !host.isEmpty else {
            let line = document.tables[table]?[key]?.line ?? 0
            throw ProfileError(file: document.file, line: line, key: qualified(table, key),
                               LocalizedMessage(ProfileFormatText.notWebAddress, value))
        }
        return value
    }

    package mutating func oneOf(_ table: String, _ key: String, _ choices: [String]) throws(ProfileError) -> String? {
        guard let value = try string(table, key) else { return nil }
        guard choices.contains(value) else {
            let line = document.tables[table]?[key]?.line ?? 0
            let listed = choices.map { "\"\($0)\"" }.joined(separator: ", ")
            let text = NearestWord.closest(value, among: Set(choices)).map { LocalizedMessage(ProfileFormatText.notOneOfHint, value, listed, $0) }
                ?? LocalizedMessage(ProfileFormatText.notOneOf, value, listed)
            throw ProfileError(file: document.file, line: line, key: qualified(table, key), text)
        }
        return value
    }

    /// A language as `--language` takes it ("uk", "UK", "uk_UA.UTF-8"), kept as written.
    package mutating func language(_ table: String, _ key: String) throws(ProfileError) -> String? {
        guard let value = try string(table, key) else { return nil }
        guard Language(named: value) == nil else { return value }
        let line = document.tables[table]?[key]?.line ?? 0
        throw ProfileError(file: document.file, line: line, key: qualified(table, key),
                           LocalizedMessage(Language.unknownLanguageMessage, value))
    }

    /// How a whole number is written back in an error: as the profile writes it (an I2C
    /// address is 0x3c there, not 60).
    package enum NumberStyle: Sendable {
        case decimal, hexadecimal

        func text(_ value: Int) -> String {
            switch self {
            case .decimal: String(value)
            case .hexadecimal: value < 0 ? String(value) : "0x" + (value < 16 ? "0" : "") + String(value, radix: 16)
            }
        }
    }

    package mutating func integer(_ table: String, _ key: String, in range: ClosedRange<Int>,
                                  shownAs style: NumberStyle = .decimal) throws(ProfileError) -> Int? {
        guard let entry = entry(table, key) else { return nil }
        guard case .integer(let value) = entry.value else { throw typeError(table, key, entry, expected: ProfileFormatText.aWholeNumber) }
        guard range.contains(value) else {
            throw ProfileError(file: document.file, line: entry.line, key: qualified(table, key), LocalizedMessage(
                ProfileFormatText.outOfRange, style.text(value), style.text(range.lowerBound), style.text(range.upperBound)))
        }
        return value
    }

    package mutating func integer(_ table: String, _ key: String, oneOf choices: [Int],
                                  shownAs style: NumberStyle = .decimal) throws(ProfileError) -> Int? {
        guard let entry = entry(table, key) else { return nil }
        guard case .integer(let value) = entry.value, choices.contains(value) else {
            let found = if case .integer(let value) = entry.value { style.text(value) } else { "\(entry.value)" }
            throw ProfileError(file: document.file, line: entry.line, key: qualified(table, key),
                               LocalizedMessage(ProfileFormatText.expectedOneOf, choices.map(style.text).joined(separator: ", "), found))
        }
        return value
    }

    package mutating func number(_ table: String, _ key: String, in range: ClosedRange<Double>) throws(ProfileError) -> Double? {
        guard let entry = entry(table, key) else { return nil }
        let value: Double
        switch entry.value {
        case .integer(let i): value = Double(i)
        case .float(let d): value = d
        default: throw typeError(table, key, entry, expected: ProfileFormatText.aNumber)
        }
        guard range.contains(value) else {
            throw ProfileError(file: document.file, line: entry.line, key: qualified(table, key),
                               LocalizedMessage(ProfileFormatText.outOfRange, "\(value)", "\(range.lowerBound)", "\(range.upperBound)"))
        }
        return value
    }

    /// Any key nobody asked for is a typo or a setting this version does not have.
    package func refuseUnreadKeys() throws(ProfileError) {
        guard let first = leftovers.min(by: { $0.line < $1.line }) else { return }
        if !first.table.isEmpty, known[""]?.contains(first.key) == true {
            // `language = "uk"` written at the end of the file lands in the last table.
            throw ProfileError(file: document.file, line: first.line, key: qualified(first.table, first.key),
                               LocalizedMessage(ProfileFormatText.topLevelKeyInTable, first.key))
        }
        throw unknownKey(first)
    }

    /// When reading stopped at `error`: a key nobody read that is a misspelling of one that was
    /// asked for and is not there, which is likely the cause (`widht` leaves the width at its
    /// default, which a check further on refuses), so it is said first.
    package func typoBehind(_ error: ProfileError) -> ProfileError {
        let typos = leftovers.filter { leftover in
            guard let meant = NearestWord.closest(leftover.key, among: known[leftover.table] ?? []) else { return false }
            return document.tables[leftover.table]?[meant] == nil
        }
        return typos.min(by: { $0.line < $1.line }).map(unknownKey) ?? error
    }

    private var leftovers: [(table: String, key: String, line: Int)] {
        document.tables.flatMap { table, entries in
            entries.filter { !(known[table] ?? []).contains($0.key) }.map { (table, $0.key, $0.value.line) }
        }
    }

    private func unknownKey(_ first: (table: String, key: String, line: Int)) -> ProfileError {
        let choices = known[first.table] ?? []
        let keys = choices.sorted().joined(separator: ", ")
        let text = NearestWord.closest(first.key, among: choices).map { LocalizedMessage(ProfileFormatText.unknownKeyHint, $0, keys) }
            ?? LocalizedMessage(ProfileFormatText.unknownKey, keys)
        return ProfileError(file: document.file, line: first.line, key: qualified(first.table, first.key), text)
    }

    /// "expected EXPECTED, found TYPE (VALUE)" for `table.key`, in the reader's language.
    public func typeError(_ table: String, _ key: String, _ entry: ProfileDocument.Entry,
                          expected: LocalizedString) -> ProfileError {
        ProfileError(file: document.file, line: entry.line, key: qualified(table, key),
                     LocalizedMessage(ProfileFormatText.typeError, expected, entry.value.typeName, "\(entry.value)"))
    }

    private func qualified(_ table: String, _ key: String) -> String { table.isEmpty ? key : "\(table).\(key)" }
}
