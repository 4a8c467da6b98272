import GadgetBase
import Hardware
import UI

/// A line of text being typed, with the on-screen keyboard that types it. Buttons move the
/// keyboard's highlight and press keys; a real keyboard (desktop, USB) types directly.
public struct TextEntry: Equatable, Sendable {
    public enum Outcome: Equatable, Sendable {
        case editing
        case submitted(String)
        case cancelled
    }

    public private(set) var text: String
    public var keyboard: OnScreenKeyboard
    /// The most `length` may be.
    public let maxLength: Int

    /// The text's length in code points, the unit the stores' limits count (SQLite's length()):
    /// a flag or a toned emoji is two, so an entry that fits here is never refused as too long.
    public var length: Int { text.unicodeScalars.count }

    public init(text: String = "", maxLength: Int, layout: OnScreenKeyboard.Layout = .latin) {
        self.text = text
        self.maxLength = maxLength
        self.keyboard = OnScreenKeyboard(layout: layout)
        trimToMaxLength()
        // Text already there (an answer being edited, a draft kept from before) is ready to
        // save: Enter on a desktop keyboard saves it instead of typing the first key's letter.
        if !self.text.isEmpty { keyboard.highlightDone() }
    }

    public mutating func handle(_ event: InputEvent) -> Outcome {
        switch event {
        case .text(let typed):
            insert(typed)
            keyboard.highlightDone()
        case .button(.up, .tap), .button(.up, .longPressRepeat), .swipe(.up): keyboard.move(.up)
        case .button(.down, .tap), .button(.down, .longPressRepeat), .swipe(.down): keyboard.move(.down)
        case .button(.left, .tap), .button(.left, .longPressRepeat), .swipe(.left): keyboard.move(.left)
        case .button(.right, .tap), .button(.right, .longPressRepeat), .swipe(.right): keyboard.move(.right)
        case .button(.select, .tap):
            return apply(keyboard.press())
        case .button(.action, .tap), .button(.action, .longPressRepeat):
            deleteBackward()
        case .button(.back, .tap):
            // Back deletes while there is text (Backspace on a desktop); on an empty field it leaves.
            if text.isEmpty { return .cancelled }
            deleteBackward()
        case .cancelTyping:
            return .cancelled
        default:
            break
        }
        return .editing
    }

    private mutating func apply(_ action: OnScreenKeyboard.Action?) -> Outcome {
        switch action {
        case .insert(let string): insert(string)
        case .deleteBackward: deleteBackward()
        case .done: return .submitted(text)
        case .cancel: return .cancelled
        case nil: break
        }
        return .editing
    }

    private mutating func insert(_ typed: String) {
        // Typed text never carries control characters into the model.
        let printable = typed.unicodeScalars.filter { !$0.properties.generalCategory.isControl }
        text.append(contentsOf: String(String.UnicodeScalarView(printable)))
        trimToMaxLength()
    }

    /// Whole characters off the end until the length fits: never half a flag.
    private mutating func trimToMaxLength() {
        while length > maxLength { text.removeLast() }
    }

    private mutating func deleteBackward() {
        if !text.isEmpty { text.removeLast() }
    }
}

extension Unicode.GeneralCategory {
    fileprivate var isControl: Bool {
        switch self {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}
