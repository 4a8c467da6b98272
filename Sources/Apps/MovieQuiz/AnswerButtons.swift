import Core
import GadgetBase
import Hardware

/// Which two of the board's buttons answer Yes and No (the profile's [moviequiz] yes_button and
/// no_button; right and left unless it says otherwise).
public struct AnswerButtons: Sendable, Equatable {
    public let yes: Button
    public let no: Button

    public static let standard = AnswerButtons(validYes: .right, no: .left)

    /// Nil when both are the same button or either is `back`, which always leaves the app.
    public init?(yes: Button, no: Button) {
        guard yes != no, yes != .back, no != .back else { return nil }
        self.init(validYes: yes, no: no)
    }

    private init(validYes yes: Button, no: Button) {
        self.yes = yes
        self.no = no
    }

    /// true for Yes, false for No, nil for any other button.
    public func answer(for button: Button) -> Bool? {
        button == yes ? true : button == no ? false : nil
    }

    /// Whether Yes is drawn on the left: only when its button is to the left of No's.
    var yesOnLeft: Bool {
        Self.column(yes) < Self.column(no)
    }

    /// Left-to-right order of the buttons on a board; No goes first when the keys have no sides.
    private static func column(_ button: Button) -> Int {
        switch button {
        case .left: 0
        case .right: 2
        default: 1
        }
    }

    /// The mark that tells which key presses an on-screen button.
    static func mark(for button: Button, _ l: Localizer) -> String {
        switch button {
        case .left: "◀"
        case .right: "▶"
        case .up: "▲"
        case .down: "▼"
        case .select: l(MovieQuizText.selectKey)
        case .action: l(MovieQuizText.actionKey)
        case .back: "⌫"
        }
    }

    /// "◀ No" for a key on the left, "Yes ▶" on the right, "No (OK)" otherwise.
    func label(answer: Bool, _ l: Localizer) -> String {
        let button = answer ? yes : no
        let word = l(answer ? MovieQuizText.yes : MovieQuizText.no)
        switch button {
        case .left: return "\(Self.mark(for: button, l)) \(word)"
        case .right: return "\(word) \(Self.mark(for: button, l))"
        default: return "\(word) (\(Self.mark(for: button, l)))"
        }
    }
}
