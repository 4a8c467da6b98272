/// Writes cells at arbitrary positions with as few bytes as it can: no cursor move when the
/// next cell is the one after the last, a short forward move across a gap on the same row,
/// and no colour escape when the colours are already set.
struct CellWriter {
    let colorMode: TerminalColorMode
    let terminalColumns: Int
    private(set) var bytes = EscapeBuffer()

    /// Where the cursor is after the last cell written; nil when unknown (at the start, or in
    /// the pending-wrap state after the last column).
    private var cursor: (row: Int, column: Int)?
    /// The colours the terminal currently draws with; nil when unknown.
    private var currentColors: CellPaint?

    init(colorMode: TerminalColorMode, terminalColumns: Int) {
        self.colorMode = colorMode
        self.terminalColumns = terminalColumns
    }

    mutating func draw(_ paint: CellPaint, row: Int, column: Int) {
        moveCursor(row: row, column: column)
        switch colorMode {
        case .trueColor, .palette256, .palette16:
            if currentColors != paint {
                bytes.append(colorEscape(paint))
                currentColors = paint
            }
            bytes.append("▀")
        case .monochrome:
            bytes.append(Self.monochromeGlyph(paint))
        }
        cursor = column + 1 < terminalColumns ? (row, column + 1) : nil
    }

    private mutating func moveCursor(row: Int, column: Int) {
        if let cursor, cursor.row == row, cursor.column == column { return }
        if let cursor, cursor.row == row, cursor.column < column {
            bytes.moveCursorForward(column - cursor.column)
        } else {
            bytes.moveCursor(row: row, column: column)
        }
    }

    private func colorEscape(_ paint: CellPaint) -> String {
        switch colorMode {
        case .trueColor:
            "\u{1B}[38;2;\(Self.rgbParameters(paint.upper));48;2;\(Self.rgbParameters(paint.lower))m"
        case .palette256:
            "\u{1B}[38;5;\(paint.upper);48;5;\(paint.lower)m"
        case .palette16:
            "\u{1B}[\(Palette16.parameter(paint.upper, background: false));\(Palette16.parameter(paint.lower, background: true))m"
        case .monochrome:
            ""
        }
    }

    private static func rgbParameters(_ packed: UInt32) -> String {
        "\(packed >> 16 & 0xFF);\(packed >> 8 & 0xFF);\(packed & 0xFF)"
    }

    /// Lit pixels take the terminal's own foreground colour, dark ones its background.
    static func monochromeGlyph(_ paint: CellPaint) -> String {
        switch (paint.upper != 0, paint.lower != 0) {
        case (true, true): "█"
        case (true, false): "▀"
        case (false, true): "▄"
        case (false, false): " "
        }
    }
}
