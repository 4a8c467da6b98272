import Core
import Apps
import GadgetBase
import Hardware
import Linux

/// What a key on the desktop keyboard means for the board.
enum KeyIntent: Equatable {
    case button(Button)
    case text(String)
    /// Esc while typing: leave the field.
    case cancelTyping
    case shake
    /// Turn the desktop board a quarter anticlockwise (`o`).
    case turn
    /// Knock on the desktop board's case (`k`).
    case knock
    case home
    case quit
    case ignore
}

/// The desktop board's keys: arrows, Enter, Space and Esc/Backspace are the board's buttons,
/// `s` shakes it, `o` turns it, `k` knocks on it, `h` goes home, `q` or Ctrl-C quits. When the screen takes text (an answer
/// being typed), letters are text instead, Esc leaves the field (Backspace deletes), and only Ctrl-C quits.
struct KeyMapper {
    static func intent(for key: KeyPress, acceptsText: Bool) -> KeyIntent {
        switch key {
        case .up: return .button(.up)
        case .down: return .button(.down)
        case .left: return .button(.left)
        case .right: return .button(.right)
        case .enter: return .button(.select)
        case .escape: return acceptsText ? .cancelTyping : .button(.back)
        case .backspace: return .button(.back)
        case .space: return acceptsText ? .text(" ") : .button(.action)
        case .tab: return .ignore
        case .control(let c): return c == "c" || c == "d" ? .quit : .ignore
        case .mouse: return .ignore
        case .character(let c):
            if acceptsText { return .text(String(c)) }
            switch c {
            case "s", "S": return .shake
            case "o", "O": return .turn
            case "k", "K": return .knock
            case "h", "H": return .home
            case "q", "Q": return .quit
            default: return .ignore
            }
        }
    }

    /// One item of the help line: the board buttons it is about (none for the terminal's own
    /// keys, which work everywhere) and its words.
    private struct HelpItem {
        let buttons: [Button]
        let words: LocalizedString
    }

    private static let boardKeys = [
        HelpItem(buttons: [.left, .up, .down, .right], words: RuntimeText.helpArrows),
        HelpItem(buttons: [.select], words: RuntimeText.helpSelect),
        HelpItem(buttons: [.back], words: RuntimeText.helpBack),
        HelpItem(buttons: [], words: RuntimeText.helpShake),
        HelpItem(buttons: [.action], words: RuntimeText.helpAction),
        HelpItem(buttons: [], words: RuntimeText.helpKnock),
        HelpItem(buttons: [], words: RuntimeText.helpTurn),
        HelpItem(buttons: [], words: RuntimeText.helpHome),
        HelpItem(buttons: [], words: RuntimeText.helpQuit),
    ]

    private static let arrows: [Button: String] = [.left: "←", .up: "↑", .down: "↓", .right: "→"]

    /// The app's own keys first, then the terminal's, leaving out a terminal key the app has
    /// already named for what it does here ("Esc: back" once, not beside "Esc back") and the
    /// board buttons the screen leaves out (they do nothing there).
    static func helpLine(acceptsText: Bool, appHint: String?, leavingOut: Set<Button> = [],
                         localizer: Localizer = Localizer(language: .en)) -> String {
        let base: [String]
        if acceptsText {
            base = localizer(RuntimeText.helpTyping).components(separatedBy: " · ")
        } else {
            base = boardKeys.compactMap { item in
                let kept = item.buttons.filter { !leavingOut.contains($0) }
                if !item.buttons.isEmpty, kept.isEmpty { return nil }
                if item.words == RuntimeText.helpArrows { return localizer(item.words, kept.compactMap { arrows[$0] }.joined()) }
                return localizer(item.words)
            }
        }
        guard let appHint, !appHint.isEmpty else { return base.joined(separator: " · ") }
        let appItems = appHint.components(separatedBy: " · ")
        let named = Set(appItems.map { key(of: $0) })
        let rest = base.filter { !named.contains(key(of: $0)) }
        return (appItems + rest).joined(separator: " · ")
    }

    /// "Esc" for "Esc: back" and "Esc back": the key an item of the help is about.
    private static func key(of item: String) -> String {
        String(item.prefix { $0 != " " && $0 != ":" })
    }
}
