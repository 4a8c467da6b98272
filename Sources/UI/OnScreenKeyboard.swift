import GadgetBase
import Hardware

/// A keyboard typed with buttons: arrows move a highlight over the keys, select presses the
/// highlighted one. A pure value, so an app keeps it in its state and tests drive it directly.
/// Rows are laid out on a grid of equal units; moving up or down lands on the key under the
/// centre of the current one, so the highlight travels straight even across rows of different
/// lengths. Every move wraps around.
public struct OnScreenKeyboard: Sendable, Hashable {
    public enum Layout: Sendable, Hashable, CaseIterable {
        case latin
        /// ЙЦУКЕН as Russian keyboards have it (ы, э, ъ, ё).
        case russian
        /// ЙЦУКЕН as Ukrainian keyboards have it (і, ї, є, ґ and the apostrophe in place of ы, э, ъ, ё).
        case ukrainian
        case symbols

        /// The letters a reader of `language` types.
        public static func letters(for language: Language) -> Layout {
            switch language {
            case .en: .latin
            case .ru: .russian
            case .uk: .ukrainian
            }
        }

        var isCyrillic: Bool { self == .russian || self == .ukrainian }
    }

    public enum Action: Sendable, Hashable {
        case insert(String), deleteBackward, done, cancel
    }

    public struct Key: Sendable, Hashable {
        public enum Kind: Sendable, Hashable {
            case character(String)
            case space, shift, switchLetters, symbols, letters, deleteBackward, cancel, done
        }
        public let kind: Kind
        /// Width in grid units (a letter key is 1).
        public let width: Double
        public let label: String
    }

    public var layout: Layout
    public var row: Int
    public var column: Int
    /// The next letter typed is upper case; it resets after one letter, as on a phone.
    public private(set) var isShifted = false
    /// The letters to return to from the symbols layout.
    private var letterLayout: Layout
    /// The Cyrillic letters the switch key reaches from Latin: the reader's own, Russian for an
    /// English reader.
    private let cyrillicLetters: Layout

    public init(layout: Layout = .latin) {
        self.layout = layout
        letterLayout = layout == .symbols ? .latin : layout
        cyrillicLetters = layout.isCyrillic ? layout : .russian
        row = 0
        column = 0
    }

    /// The keys of the current layout, top row first, labels already in the current case.
    public var rows: [[Key]] {
        let letters: [String]
        switch layout {
        case .latin: letters = ["qwertyuiop", "asdfghjkl'", "zxcvbnm,.-"]
        case .russian: letters = ["йцукенгшщзх", "фывапролджэ", "ячсмитьбюъё", "',.-?!:;()"]
        case .ukrainian: letters = ["йцукенгшщзх", "фівапролджє", "ячсмитьбюїґ", "',.-?!:;()"]
        case .symbols: letters = ["1234567890", "@#$%&*()+=", "!?.,:;\"/_-"]
        }
        var result = letters.map { line in
            line.map { character -> Key in
                let text = isShifted ? String(character).uppercased() : String(character)
                return Key(kind: .character(text), width: 1, label: text)
            }
        }
        result.append(controlRow)
        return result
    }

    /// Grid units across: the length of the longest row.
    public var columns: Int { layout.isCyrillic ? 11 : 10 }

    /// The highlighted key (row and column are clamped first, so any values are safe).
    public var highlightedKey: Key {
        let keys = rows
        let r = Self.clamp(row, count: keys.count)
        return keys[r][Self.clamp(column, count: keys[r].count)]
    }

    public mutating func move(_ direction: SwipeDirection) {
        let keys = rows
        row = Self.clamp(row, count: keys.count)
        column = Self.clamp(column, count: keys[row].count)
        switch direction {
        case .left: column = (column - 1 + keys[row].count) % keys[row].count
        case .right: column = (column + 1) % keys[row].count
        case .up, .down:
            let centre = Self.centre(of: column, in: keys[row], columns: Double(columns))
            row = (row + (direction == .down ? 1 : keys.count - 1)) % keys.count
            column = Self.column(under: centre, in: keys[row], columns: Double(columns))
        }
    }

    /// Presses the highlighted key. Keys that only change the keyboard (shift, layout switches)
    /// return nil.
    public mutating func press() -> Action? {
        switch highlightedKey.kind {
        case .character(let text):
            isShifted = false
            return .insert(text)
        case .space: return .insert(" ")
        case .deleteBackward: return .deleteBackward
        case .cancel: return .cancel
        case .done: return .done
        case .shift:
            isShifted.toggle()
            return nil
        case .switchLetters:
            switchLayout(to: layout.isCyrillic ? .latin : cyrillicLetters, keeping: .switchLetters)
            return nil
        case .symbols:
            switchLayout(to: .symbols, keeping: .letters)
            return nil
        case .letters:
            switchLayout(to: letterLayout, keeping: .symbols)
            return nil
        }
    }

    /// Puts the highlight on Done, so Enter on a real keyboard finishes the text.
    public mutating func highlightDone() {
        highlight(.done)
    }

    // MARK: Layout

    private var controlRow: [Key] {
        // Weights sum to 10 and are stretched to the layout's width.
        let weights: [(Key.Kind, Double, String)]
        let otherLetters = letterLayout.isCyrillic ? "AB" : "АБ"
        if layout == .symbols {
            let back = letterLayout.isCyrillic ? "АБ" : "AB"
            weights = [(.letters, 2.5, back), (.space, 2.5, "␣"), (.deleteBackward, 1.5, "⌫"),
                       (.cancel, 1.5, "✕"), (.done, 2, "OK")]
        } else {
            // ⌫ is wider than a letter (a letter's width cramps it on 128 pixels); the space
            // bar gives up the room, its ␣ being narrow.
            weights = [(.shift, 1, "⇧"), (.switchLetters, 1.5, otherLetters), (.symbols, 1.5, "123"),
                       (.space, 1.5, "␣"), (.deleteBackward, 1.5, "⌫"), (.cancel, 1, "✕"), (.done, 2, "OK")]
        }
        let stretch = Double(columns) / 10
        return weights.map { Key(kind: $0.0, width: $0.1 * stretch, label: $0.2) }
    }

    private mutating func switchLayout(to newLayout: Layout, keeping kind: Key.Kind) {
        if newLayout != .symbols { letterLayout = newLayout }
        layout = newLayout
        isShifted = false
        highlight(kind)
    }

    private mutating func highlight(_ kind: Key.Kind) {
        for (r, keys) in rows.enumerated() {
            if let c = keys.firstIndex(where: { $0.kind == kind }) {
                row = r
                column = c
                return
            }
        }
    }

    /// Where a row starts: shorter rows sit centred on the grid.
    static func leadingOffset(of keys: [Key], columns: Double) -> Double {
        (columns - keys.reduce(0) { $0 + $1.width }) / 2
    }

    private static func centre(of column: Int, in keys: [Key], columns: Double) -> Double {
        var x = leadingOffset(of: keys, columns: columns)
        for key in keys.prefix(column) { x += key.width }
        return x + keys[column].width / 2
    }

    private static func column(under x: Double, in keys: [Key], columns: Double) -> Int {
        var start = leadingOffset(of: keys, columns: columns)
        var nearest = 0, nearestDistance = Double.infinity
        for (index, key) in keys.enumerated() {
            if x >= start && x < start + key.width { return index }
            let distance = abs(start + key.width / 2 - x)
            if distance < nearestDistance { nearest = index; nearestDistance = distance }
            start += key.width
        }
        return nearest
    }

    private static func clamp(_ index: Int, count: Int) -> Int { min(max(0, index), count - 1) }
}
