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
