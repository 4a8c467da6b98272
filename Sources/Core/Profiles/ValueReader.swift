import GadgetBase
import Hardware

/// Reads one profile value from the text after `=`.
struct ValueReader {
    private let characters: [Character]
    private var position = 0
    /// How many lists the reader is inside. Profiles nest two deep at most (rows of buttons);
    /// the limit keeps a line of thousands of [ from exhausting the stack.
    private var depth = 0
    static let maximumDepth = 8
    let file: String
    let line: Int
    let key: String

    init(text: String, file: String, line: Int, key: String) {
        self.characters = Array(text)
        self.file = file
        self.line = line
        self.key = key
    }

    mutating func readValue() throws(ProfileError) -> ProfileDocument.Value {
        skipSpaces()
        guard position < characters.count else { throw failure(LocalizedMessage(ProfileFormatText.valueMissing)) }
        switch characters[position] {
        case "\"": return .string(try readString())
        case "'": return .string(try readLiteralString())
        case "[": return .array(try readArray())
        default: return try readBare()
        }
    }

    mutating func expectEnd() throws(ProfileError) {
        skipSpaces()
        if position < characters.count {
            throw failure(LocalizedMessage(ProfileFormatText.unexpectedText, String(characters[position...])))
        }
    }

    private mutating func readString() throws(ProfileError) -> String {
        position += 1
        var result = ""
        while position < characters.count {
            let c = characters[position]
            position += 1
            switch c {
            case "\"": return result
            case "\\":
                guard position < characters.count else { break }
                let escaped = characters[position]
                position += 1
                switch escaped {
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "\"": result.append("\"")
                case "\\": result.append("\\")
                default: throw failure(LocalizedMessage(ProfileFormatText.unknownEscape, String(escaped)))
                }
            default: result.append(c)
            }
        }
        throw failure(LocalizedMessage(ProfileFormatText.missingQuote))
    }

    /// TOML's 'literal string': no escapes, so a path or a pattern with backslashes reads as written.
    private mutating func readLiteralString() throws(ProfileError) -> String {
        position += 1
        guard let end = characters[position...].firstIndex(of: "'") else {
            throw failure(LocalizedMessage(ProfileFormatText.missingQuote))
        }
        defer { position = end + 1 }
        return String(characters[position..<end])
    }

    private mutating func readArray() throws(ProfileError) -> [ProfileDocument.Value] {
        guard depth < Self.maximumDepth else {
            throw failure(LocalizedMessage(ProfileFormatText.nestedTooDeep, Self.maximumDepth))
        }
        depth += 1
        defer { depth -= 1 }
        position += 1
        var items: [ProfileDocument.Value] = []
        while true {
            skipSpaces()
            guard position < characters.count else { throw failure(LocalizedMessage(ProfileFormatText.missingBracket)) }
            if characters[position] == "]" { position += 1; return items }
            items.append(try readValue())
            skipSpaces()
            guard position < characters.count else { throw failure(LocalizedMessage(ProfileFormatText.missingBracket)) }
            if characters[position] == "," { position += 1 } else if characters[position] != "]" {
                throw failure(LocalizedMessage(ProfileFormatText.commas))
            }
        }
    }

    private mutating func readBare() throws(ProfileError) -> ProfileDocument.Value {
        var token = ""
        while position < characters.count, !" \t,]".contains(characters[position]) {
            token.append(characters[position])
            position += 1
        }
        switch token {
        case "true": return .boolean(true)
        case "false": return .boolean(false)
        default: break
        }
        let digits = token.replacingUnderscores()
        if digits.lowercased().hasPrefix("0x"), let value = Int(digits.dropFirst(2), radix: 16) { return .integer(value) }
        if let value = Int(digits) { return .integer(value) }
        if let value = Double(digits), value.isFinite { return .float(value) }
        throw failure(LocalizedMessage(ProfileFormatText.notAValue, token, token))
    }

    private mutating func skipSpaces() {
        while position < characters.count, characters[position] == " " || characters[position] == "\t" { position += 1 }
    }

    private func failure(_ message: LocalizedMessage) -> ProfileError {
        ProfileError(file: file, line: line, key: key, message)
    }
}

extension String {
    fileprivate func replacingUnderscores() -> String { String(filter { $0 != "_" }) }
}
