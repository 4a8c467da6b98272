import GadgetBase
/// The lines of a text file as other tools write it. Python's csv module, spreadsheets and
/// Windows editors end lines with CRLF, old Macs with CR, and some tools start the file with a
/// UTF-8 byte-order mark; all read the same here. Swift treats "\r\n" as one Character, so
/// splitting on "\n" alone would see a CRLF file as one long line.
public enum TextLines {
    /// Every line, empty ones included, so that a line's index plus one is the number an
    /// editor shows. The byte-order mark, if any, is dropped; line endings are not kept.
    public static func split(_ text: String) -> [Substring] {
        var body = Substring(text)
        if body.first == "\u{FEFF}" { body = body.dropFirst() }
        return body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    }
}

// Trimming by a plain list of characters, for the line-based readers (profiles, scripts).
extension String {
    package func trimmingCharacters(in set: String) -> String {
        var scalars = Substring(self)
        while let first = scalars.first, set.contains(first) { scalars.removeFirst() }
        while let last = scalars.last, set.contains(last) { scalars.removeLast() }
        return String(scalars)
    }
}

extension Substring {
    package func trimmingCharacters(in set: String) -> String { String(self).trimmingCharacters(in: set) }
}

/// An error in a board profile: which file, which line, which key, and what was expected.
public struct ProfileError: Error, Sendable, Equatable, CustomStringConvertible, UserFacingError {
    public var file: String
    public var line: Int
    public var key: String?
    /// What is wrong, in any language.
    public var text: LocalizedMessage

    public init(file: String, line: Int, key: String?, message: String) {
        self.init(file: file, line: line, key: key, .verbatim(message))
    }

    public init(file: String, line: Int, key: String?, _ text: LocalizedMessage) {
        self.file = file; self.line = line; self.key = key; self.text = text
    }

    /// What is wrong, in English.
    public var message: String { text.description }

    public var description: String { message(Localizer(language: .en)) }

    public func message(_ l: Localizer) -> String {
        let place = line > 0 ? "\(file):\(line)" : file
        if let key { return "\(place): \(key): \(text.text(l))" }
        return "\(place): \(text.text(l))"
    }
}
