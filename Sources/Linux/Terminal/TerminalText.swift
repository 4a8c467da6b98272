/// Text for the caption and help lines: made safe to print and cut to the terminal's width.
enum TerminalText {
    /// The words on the screen as one line. Escape sequences and control characters are
    /// removed whole, so a text can never move the cursor or recolour the terminal.
    /// The focused text (the highlighted row, key or button) is marked with "▸"; when the line
    /// is wider than `width` columns before it, what comes before is cut short ("…") to make
    /// room, so the highlight stays in sight as it moves down a long list, and a dialog still
    /// begins with its title and the start of its message.
    static func caption(_ texts: [String], focused: Int? = nil, width: Int = .max) -> String {
        var items: [String] = []
        var focusedItem: Int?
        for (index, text) in texts.enumerated() {
            let shown = sanitized(joiningLines(text))
            guard !shown.isEmpty else { continue }
            if index == focused { focusedItem = items.count }
            items.append(index == focused ? focusMark + shown : shown)
        }
        func line(_ parts: some Collection<String>) -> String { parts.joined(separator: " · ") }
        guard let focusedItem, columns(of: line(items)) > width else { return line(items) }
        let marked = items[focusedItem]
        var head = line(items[...focusedItem])
        if focusedItem > 0, columns(of: head) > width {
            // Room for the words before the focused text: the line less it and its separator.
            let room = width - columns(of: marked) - 3
            head = room >= 8 ? truncated(line(items[..<focusedItem]), toColumns: room) + " · " + marked : marked
        }
        // What follows (a list behind a dialog) gets what is left, so a cut never falls in the
        // focused text itself.
        let after = items[(focusedItem + 1)...]
        let rest = width - columns(of: head) - 3
        guard !after.isEmpty, rest >= 8 else { return head }
        return head + " · " + truncated(line(after), toColumns: rest)
    }

    static let focusMark = "▸ "

    /// A text's own line breaks on one line: after a line that ends a thought (a number, a
    /// sentence: "Your result: 4/10" over "Quizzes played: 1") a separator, inside a phrase
    /// broken on purpose ("Two lines,\nalways") a space.
    static func joiningLines(_ text: String) -> String {
        guard text.contains("\n") else { return text }
        var joined = ""
        for line in text.split(separator: "\n") {
            let line = line.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty else { continue }
            if let last = joined.last { joined += last.isLetter || last == "," || last == "-" ? " " : " · " }
            joined += line
        }
        return joined
    }

    static func sanitized(_ text: String) -> String {
        var result = ""
        var scalars = text.unicodeScalars.makeIterator()
        var lastWasSpace = true
        while let scalar = scalars.next() {
            if scalar == "\u{1B}" {
                skipEscapeSequence(&scalars)
                continue
            }
            let isSpace = scalar.properties.isWhitespace
            if isSpace {
                if !lastWasSpace { result.unicodeScalars.append(" ") }
                lastWasSpace = true
                continue
            }
            let category = scalar.properties.generalCategory
            // Format characters include the bidi overrides that could reorder the rest of the line.
            if category == .control || category == .format || category == .surrogate || category == .unassigned {
                continue
            }
            result.unicodeScalars.append(scalar)
            lastWasSpace = false
        }
        while result.last == " " { result.removeLast() }
        return result
    }

    /// Drops the rest of a sequence that began with ESC: CSI up to its final byte, OSC/DCS up
    /// to BEL or ST, otherwise the one character that follows.
    private static func skipEscapeSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
        guard let introducer = scalars.next() else { return }
        switch introducer {
        case "[":
            while let next = scalars.next(), !(0x40...0x7E).contains(next.value) {}
        case "]", "P", "_", "^":
            var previous: Unicode.Scalar = " "
            while let next = scalars.next() {
                if next == "\u{07}" || (previous == "\u{1B}" && next == "\\") { break }
                previous = next
            }
        default:
            break
        }
    }

    /// Columns a character takes: two for wide East Asian characters and emoji, one otherwise.
    static func columns(of character: Character) -> Int {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        if scalar.properties.isEmojiPresentation { return 2 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }

    static func columns(of text: String) -> Int { text.reduce(0) { $0 + columns(of: $1) } }

    /// `text` cut to at most `width` columns, ending in "…" when something was cut. The cut
    /// falls between words when a word boundary lies in the second half of the line, so a
    /// reader does not have to guess a word from its first letters.
    static func truncated(_ text: String, toColumns width: Int) -> String {
        guard width > 0 else { return "" }
        if columns(of: text) <= width { return text }
        var end = text.startIndex
        var used = 0
        var lastWordEnd: String.Index?
        while end < text.endIndex {
            let needed = columns(of: text[end])
            if used + needed > width - 1 { break }
            if text[end] == " ", used >= width / 2 { lastWordEnd = end }
            used += needed
            end = text.index(after: end)
        }
        var result = text[..<end]
        if let lastWordEnd, text[end] != " " { result = text[..<lastWordEnd] }
        // A cut right after a separator or a comma would leave a dangling " ·" or ",".
        while let last = result.last, " ·,;:".contains(last) { result.removeLast() }
        return String(result) + "…"
    }

    /// A " · " list (the key help) fitted to `width` columns by leaving out the items just before
    /// the last, so the way out (`q quit`) stays in sight; the list is written most important
    /// first. Cut like `truncated` if even the first and the last are too wide.
    static func fittedList(_ text: String, toColumns width: Int) -> String {
        var items = text.components(separatedBy: " · ")
        while items.count > 2, columns(of: items.joined(separator: " · ")) > width { items.remove(at: items.count - 2) }
        return truncated(items.joined(separator: " · "), toColumns: width)
    }

    /// `text` fitted to `width` columns and centred with leading spaces.
    static func centred(_ text: String, inColumns width: Int, keepingTheLastItem: Bool = false) -> String {
        let fitted = keepingTheLastItem ? fittedList(text, toColumns: width) : truncated(text, toColumns: width)
        let padding = max(0, (width - columns(of: fitted)) / 2)
        return String(repeating: " ", count: padding) + fitted
    }
}
