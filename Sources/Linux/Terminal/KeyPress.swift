/// One key (or mouse report) as a terminal in raw mode delivers it.
///
/// The runtime maps these onto the board's `Button`s and `InputEvent.text`; nothing above the
/// Linux layer sees a KeyPress.
public enum KeyPress: Hashable, Sendable {
    case up, down, left, right
    case enter, space, escape, backspace, tab
    /// A printable character, including multibyte UTF-8 text (Cyrillic, accents).
    case character(Character)
    /// A key pressed with Ctrl, named by its lowercase letter: Ctrl-C is `control("c")`.
    case control(Character)
    case mouse(MouseReport)
}

/// A mouse event in SGR (1006) form: where, which button, and whether it went down, moved or up.
public struct MouseReport: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case press, drag, release
    }

    public var kind: Kind
    /// Terminal cell column, 1-based as the terminal reports it.
    public var x: Int
    /// Terminal cell row, 1-based.
    public var y: Int
    /// 0 left, 1 middle, 2 right, 3 none (motion with no button held), 64/65 wheel up/down.
    /// Modifier bits (Shift, Alt, Ctrl) are removed.
    public var button: Int

    public init(kind: Kind, x: Int, y: Int, button: Int) {
        self.kind = kind; self.x = x; self.y = y; self.button = button
    }

    /// Decodes the button field of a mouse report: the low bits name the button, 32 marks
    /// motion, 4/8/16 are modifiers.
    init(buttonCode: Int, x: Int, y: Int, released: Bool) {
        let isMotion = buttonCode & 32 != 0
        let button = buttonCode & ~(4 | 8 | 16 | 32)
        let kind: Kind = released ? .release : (isMotion ? .drag : .press)
        self.init(kind: kind, x: x, y: y, button: button)
    }
}
