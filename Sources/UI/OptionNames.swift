/// Where a text names a command-line option: "--" and a word of letters, digits and inner
/// hyphens ("--chats-data"), as UTF-8 byte offsets, the unit Pango's attributes count in.
enum OptionNames {
    /// Longer names may still break: a line must be able to hold what may not be broken.
    static let longest = 24

    static func byteRanges(in text: String) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        let bytes = Array(text.utf8)
        var index = 0
        while index + 2 < bytes.count {
            let startsAWord = index == 0 || !isNameByte(bytes[index - 1])
            guard startsAWord, bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: "-"),
                  isLetterOrDigit(bytes[index + 2]) else {
                index += 1
                continue
            }
            var end = index + 2
            while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
            // A trailing hyphen is punctuation ("--seed-"), not part of the name.
            while bytes[end - 1] == UInt8(ascii: "-") { end -= 1 }
            if end - index <= longest { ranges.append(index..<end) }
            index = end
        }
        return ranges
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isNameByte(_ byte: UInt8) -> Bool { isLetterOrDigit(byte) || byte == UInt8(ascii: "-") }
}
