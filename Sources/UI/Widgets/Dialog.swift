import GadgetBase
import Hardware

extension Canvas {
    /// An alert over whatever was drawn: dims the screen and centres a card with a title, a
    /// message and a row of buttons (`focused` is the index of the focused one). The card sizes
    /// itself to its text, shrinks the message to the lines that fit, and always stays inside
    /// the screen, down to 128x64.
    public func dialog(title: String, message: String, buttons: [String], focused: Int) {
        guard bounds.isDrawable else { return }
        fill(bounds, color: theme.dimming)
        let layout = dialogLayout(title: title, message: message, buttonCount: buttons.count)

        fill(layout.card, color: theme.isMonochrome ? theme.background : theme.surface, cornerRadius: theme.cornerRadius)
        strokeRect(layout.card, color: theme.isMonochrome ? theme.foreground : theme.separator,
                   lineWidth: 1, cornerRadius: theme.cornerRadius)
        if !title.isEmpty {
            text(title, in: layout.title, role: .title, color: theme.foreground, maxLines: layout.titleLines, bold: true)
        }
        if !message.isEmpty {
            text(message, in: layout.message, role: layout.messageRole, color: theme.foreground,
                 maxLines: layout.messageLines)
        }
        for (index, buttonTitle) in buttons.enumerated() {
            button(buttonTitle, in: layout.buttons[index], focused: index == focused)
        }
    }

    struct DialogLayout {
        var card: Rect
        var title: Rect
        var titleLines: Int
        var message: Rect
        var messageRole: FontRole
        var messageLines: Int
        var buttons: [Rect]
    }

    /// Where every part of a dialog goes. Kept apart from drawing so the fit can be checked.
    func dialogLayout(title: String, message: String, buttonCount: Int) -> DialogLayout {
        let compact = theme.isCompact
        let margin = compact ? 2 : theme.spacing * 2
        let padding = compact ? 3 : theme.spacing
        let gap = compact ? 2 : theme.spacing
        let cardWidth = compact ? bounds.width - 2 * margin
            : min(bounds.width - 2 * margin, (bounds.width * 0.82).rounded())
        let innerWidth = cardWidth - 2 * padding
        let maxInnerHeight = bounds.height - 2 * margin - 2 * padding

        let buttonHeight = buttonCount > 0 ? (compact ? theme.lineHeight(.body) + 2 : theme.buttonHeight) : 0
        let titleLines = title.isEmpty ? 0 : (compact ? 1 : 2)
        let titleHeight = title.isEmpty ? 0
            : min(measure(title, role: .title, width: innerWidth, maxLines: titleLines, bold: true).height,
                  Double(titleLines) * theme.lineHeight(.title))
        let fixed = titleHeight + (title.isEmpty ? 0 : gap) + (buttonCount > 0 ? buttonHeight + gap : 0)
        let messageSpace = max(0, maxInnerHeight - fixed)

        // Body text when it fits; on a small screen a long message drops to caption size before
        // it is cut short, since two small lines say more than one big one.
        var role = FontRole.body
        var lines = max(1, Int(messageSpace / theme.lineHeight(.body)))
        var messageHeight = message.isEmpty ? 0 : measure(message, role: role, width: innerWidth, maxLines: lines).height
        if compact, !message.isEmpty,
           measure(message, role: .body, width: innerWidth).height > messageHeight {
            role = .caption
            lines = max(1, Int(messageSpace / theme.lineHeight(.caption)))
            messageHeight = measure(message, role: role, width: innerWidth, maxLines: lines).height
        }
        messageHeight = min(messageHeight, messageSpace)

        let cardHeight = min(fixed + messageHeight + 2 * padding, bounds.height - 2 * margin)
        let card = Rect(x: ((bounds.width - cardWidth) / 2).rounded(), y: ((bounds.height - cardHeight) / 2).rounded(),
                        width: cardWidth, height: cardHeight)

        var rest = card.insetBy(dx: padding, dy: padding)
        let titleRect: Rect
        (titleRect, rest) = rest.divided(atDistance: titleHeight, from: .top)
        if !title.isEmpty { rest = rest.divided(atDistance: gap, from: .top).remainder }
        let buttonRow: Rect
        (buttonRow, rest) = rest.divided(atDistance: buttonHeight, from: .bottom)
        if buttonCount > 0 { rest = rest.divided(atDistance: gap, from: .bottom).remainder }

        var buttonRects: [Rect] = []
        if buttonCount > 0 {
            let width = ((buttonRow.width - gap * Double(buttonCount - 1)) / Double(buttonCount)).rounded(.down)
            for index in 0..<buttonCount {
                buttonRects.append(Rect(x: buttonRow.x + Double(index) * (width + gap), y: buttonRow.y,
                                        width: width, height: buttonRow.height))
            }
        }
        return DialogLayout(card: card, title: titleRect, titleLines: max(1, titleLines), message: rest,
                            messageRole: role, messageLines: lines, buttons: buttonRects)
    }
}
