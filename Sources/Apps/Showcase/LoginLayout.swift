import GadgetBase
import Hardware
import UI

/// Where the login tab's fields, Enter button and keyboard go. With the keyboard down the
/// fields sit at the top and the button 8 px above the tab bar; with it up the button rises to
/// 8 px above the keyboard. A panel too short for both fields over the keyboard (128x64) shows
/// just the field being typed in, with the button beside it.
struct LoginLayout {
    let margin: Double
    let fieldHeight: Double
    let buttonHeight: Double
    let keyboardHeight: Double
    let area: Rect
    let bounds: Rect
    let resting: (login: Rect, password: Rect, button: Rect)
    /// Both fields and the raised button do not fit above the keyboard.
    let isCramped: Bool

    init(theme: Theme, area: Rect, bounds: Rect) {
        self.area = area
        self.bounds = bounds
        margin = BasicsLayout.margin(theme)
        switch theme.sizeClass {
        case .compact:
            // One body line and the outline: the usual control heights would not leave room for the keyboard.
            fieldHeight = theme.lineHeight(.body) + 1
            buttonHeight = theme.lineHeight(.body) + 1
        case .regular:
            fieldHeight = theme.textFieldHeight
            buttonHeight = theme.buttonHeight
        }
        keyboardHeight = Canvas.preferredKeyboardHeight(theme: theme)
        let gap = theme.gap
        let width = min(area.width - margin * 2, 260)
        let x = (area.midX - width / 2).rounded()
        let login = Rect(x: x, y: area.minY + margin, width: width, height: fieldHeight)
        let password = Rect(x: x, y: login.maxY + gap, width: width, height: fieldHeight)
        let buttonWidth = min(width, max(60, (width * 0.5).rounded()))
        let button = Rect(x: (area.midX - buttonWidth / 2).rounded(), y: area.maxY - margin - buttonHeight,
                          width: buttonWidth, height: buttonHeight)
        resting = (login, password, button)
        isCramped = bounds.maxY - keyboardHeight - margin - buttonHeight < password.maxY + gap
    }

    /// The keyboard sliding up from the bottom edge: fully out of sight at 0, resting at 1.
    func keyboard(progress: Double) -> Rect {
        Rect(x: bounds.minX, y: (bounds.maxY - keyboardHeight * progress).rounded(), width: bounds.width,
             height: keyboardHeight)
    }

    func fields(keyboardUp: Bool, editing: LoginTab.Field) -> (login: Rect, password: Rect) {
        guard keyboardUp, isCramped else { return (resting.login, resting.password) }
        let row = crampedRow
        let hidden = Rect(x: row.field.x, y: bounds.minY - fieldHeight - 1, width: row.field.width, height: fieldHeight)
        return editing == .password ? (hidden, row.field) : (row.field, hidden)
    }

    /// The Enter button's frame at keyboard `progress`: its bottom edge moves with the keyboard's top.
    func enterButton(progress: Double) -> Rect {
        let raised = isCramped ? crampedRow.button
            : Rect(x: resting.button.x, y: bounds.maxY - keyboardHeight - margin - buttonHeight,
                   width: resting.button.width, height: buttonHeight)
        func mix(_ a: Double, _ b: Double) -> Double { (a + (b - a) * progress).rounded() }
        let from = resting.button
        return Rect(x: mix(from.x, raised.x), y: mix(from.y, raised.y), width: mix(from.width, raised.width),
                    height: mix(from.height, raised.height))
    }

    /// The one row above the keyboard on a cramped panel: the field, then the button.
    private var crampedRow: (field: Rect, button: Rect) {
        let top = bounds.maxY - keyboardHeight
        let height = min(fieldHeight, top - 1)
        let y = max(bounds.minY, top - 1 - height)
        let buttonWidth = (bounds.width * 0.34).rounded()
        return (Rect(x: bounds.minX + 1, y: y, width: bounds.width - buttonWidth - 3, height: height),
                Rect(x: bounds.maxX - buttonWidth - 1, y: y, width: buttonWidth, height: height))
    }
}
