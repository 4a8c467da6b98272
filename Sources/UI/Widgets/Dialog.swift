import GadgetBase
import Hardware

extension Canvas {
    /// An alert over whatever was drawn: dims the screen and centres a card with a title, a
    /// message and a row of buttons (`focused` is the index of the focused one). The card sizes
    /// itself to its text, shrinks the message to the lines that fit, and always stays inside
    /// the screen, down to 128x64.
    /// `shortMessage` says the same in fewer words, for a panel where the message does not fit;
    /// `shortButtons` (one for each of `buttons`) the same for a label too wide for the card.
    /// `showsUserText` when the title or message is the user's own text (an answer being
    /// deleted), which may end in an ellipsis.
    public func dialog(title: String, message: String, shortMessage: String? = nil, buttons: [String],
                       shortButtons: [String]? = nil, focused: Int, showsUserText: Bool = false) {
        guard bounds.isDrawable else { return }
        // What the dialog covers is read after it: the terminal's one caption line and a screen
        // reader start with the question being asked, not with the list dimmed behind it.
        let behind = takeDrawnTexts()
        defer { appendDrawnTexts(behind) }
        fill(bounds, color: theme.dimming)
        let layout = dialogLayout(title: title, message: message, shortMessage: shortMessage, buttons: buttons,
                                  shortButtons: shortButtons, showsUserText: showsUserText)

        fill(layout.card, color: theme.isMonochrome ? theme.background : theme.surface, cornerRadius: theme.cornerRadius)
        strokeRect(layout.card, color: theme.isMonochrome ? theme.foreground : theme.separator,
                   lineWidth: 1, cornerRadius: theme.cornerRadius)
        if !title.isEmpty {
            text(title, in: layout.title, role: layout.titleRole, color: theme.foreground, maxLines: layout.titleLines, bold: true,
                 mayShorten: showsUserText)
        }
        if !layout.messageText.isEmpty {
            text(layout.messageText, in: layout.message, role: layout.messageRole, color: theme.foreground,
                 maxLines: layout.messageLines, mayShorten: showsUserText)
        }
        for (index, buttonTitle) in layout.buttonTitles.enumerated() {
            button(buttonTitle, in: layout.buttons[index], focused: index == focused, role: layout.buttonRole)
        }
    }

    struct DialogLayout {
        var card: Rect
        var title: Rect
        var titleRole: FontRole
        var titleLines: Int
        /// The message or, where it does not fit, its shorter wording.
        var messageText: String
        /// The whole message shows, in its own words, uncut.
        var showsWholeMessage: Bool
        /// The title fits its lines in some size.
        var titleFits: Bool
        var message: Rect
        var messageRole: FontRole
        var messageLines: Int
        var buttons: [Rect]
        /// The buttons' labels, each in the shorter wording where the long one does not fit.
        var buttonTitles: [String]
        var buttonRole: FontRole
    }

    /// Where every part of a dialog goes. Kept apart from drawing so the fit can be checked.
    func dialogLayout(title: String, message: String, shortMessage: String? = nil, buttons: [String],
                      shortButtons: [String]? = nil, showsUserText: Bool = false) -> DialogLayout {
        // A compact panel gives the card all of the screen it can and one line of title (two
        // for a title of the app's own words that no size holds on one, "Вернуть стандартные?"
        // on a 128x128; a user's text keeps to one line and its ellipsis, as in a list); a
        // regular one keeps a margin round a narrower card and lets the title take two lines,
        // unless the whole message then does not fit while a card like a compact one's holds it
        // (two stacked buttons under a Russian title leave room only for the short wording).
        func layout(_ shape: CardShape) -> DialogLayout {
            dialogLayout(title: title, message: message, shortMessage: shortMessage, buttons: buttons,
                         shortButtons: shortButtons, shape: shape)
        }
        guard theme.sizeClass == .regular else {
            let oneLine = layout(CardShape(margin: 2, padding: 3, maxTitleLines: 1, usualShare: nil))
            guard !oneLine.titleFits, !showsUserText else { return oneLine }
            let twoLines = layout(CardShape(margin: 2, padding: 3, maxTitleLines: 2, usualShare: nil))
            return twoLines.titleFits ? twoLines : oneLine
        }
        let usual = layout(CardShape(margin: theme.spacing * 2, padding: theme.spacing, maxTitleLines: 2, usualShare: 0.82))
        guard !usual.showsWholeMessage else { return usual }
        let roomy = layout(CardShape(margin: theme.spacing / 2, padding: theme.spacing, maxTitleLines: 1, usualShare: nil))
        return roomy.showsWholeMessage && roomy.titleFits ? roomy : usual
    }

    private struct CardShape {
        var margin: Double
        var padding: Double
        var maxTitleLines: Int
        /// The card's usual share of the screen's width, or nil for all of it.
        var usualShare: Double?
    }

    private func dialogLayout(title: String, message: String, shortMessage: String?, buttons: [String],
                              shortButtons: [String]?, shape: CardShape) -> DialogLayout {
        let buttonCount = buttons.count
        let gap = theme.gap, buttonGap = theme.smallGap
        let (margin, padding, maxTitleLines, usualShare) = (shape.margin, shape.padding, shape.maxTitleLines, shape.usualShare)
        let widest = bounds.width - 2 * margin
        let roomForButtons = widest - 2 * padding
        // A label too wide for the card even alone and in small type ("Вернуть стандартные" on a
        // 128x128) takes its shorter wording.
        let buttons = if let shortButtons, shortButtons.count == buttonCount {
            zip(buttons, shortButtons).map { buttonWidth($0, role: .caption) <= roomForButtons ? $0 : $1 }
        } else {
            buttons
        }
        // The buttons decide the card's width: the usual width when their labels fit it in a
        // row, the whole screen when they need it, smaller type when even that is too narrow,
        // and one button under another when a row cannot hold them at all; a label is never
        // cut ("Can…" could be Cancel or anything). Apps move along stacked buttons with the
        // same presses (left/up, right/down).
        func rowWidth(_ role: FontRole) -> Double {
            buttons.reduce(0) { $0 + buttonWidth($1, role: role) } + gap * Double(max(0, buttonCount - 1))
        }
        let usual = usualShare.map { min(widest, (bounds.width * $0).rounded()) } ?? widest
        let stacked = buttonCount > 1 && rowWidth(.caption) > roomForButtons
        // Stacked on a small panel, body-size buttons would push the title off the card.
        let buttonRole: FontRole = if stacked {
            theme.sizeClass == .regular && buttons.allSatisfy { buttonWidth($0, role: .body) <= roomForButtons } ? .body : .caption
        } else {
            rowWidth(.body) <= roomForButtons ? .body : .caption
        }
        let cardWidth = stacked ? widest : min(widest, max(usual, rowWidth(buttonRole) + 2 * padding))
        let innerWidth = cardWidth - 2 * padding
        let maxInnerHeight = bounds.height - 2 * margin - 2 * padding

        let oneButtonHeight = switch theme.sizeClass {
        case .compact: theme.lineHeight(buttonRole) + 2
        case .regular: theme.buttonHeight
        }
        let buttonHeight = buttonCount == 0 ? 0
            : stacked ? Double(buttonCount) * oneButtonHeight + Double(buttonCount - 1) * buttonGap : oneButtonHeight
        let titleLines = title.isEmpty ? 0 : maxTitleLines
        // A title too long for its lines ("Видалити відповідь?" on 128 px) takes smaller type.
        let fittingTitleRole = [FontRole.title, .body, .caption].first {
            fits(title, in: Rect(x: 0, y: 0, width: innerWidth, height: bounds.height), role: $0, maxLines: titleLines, bold: true)
        }
        let titleRole = fittingTitleRole ?? .caption
        let titleHeight = title.isEmpty ? 0
            : min(measure(title, role: titleRole, width: innerWidth, maxLines: titleLines, bold: true).height,
                  Double(titleLines) * theme.lineHeight(titleRole))
        let fixed = titleHeight + (title.isEmpty ? 0 : gap) + (buttonCount > 0 ? buttonHeight + gap : 0)
        let messageSpace = max(0, maxInnerHeight - fixed)

        // Body text when it fits; a long message drops to caption size, then to its shorter
        // wording, before it is cut short: two small lines say more than one big one.
        var shownMessage = message, role = FontRole.body, fitted = false
        let space = Rect(x: 0, y: 0, width: innerWidth, height: messageSpace)
        search: for form in [message] + (shortMessage.map { [$0] } ?? []) {
            for candidate in [FontRole.body, .caption] {
                (shownMessage, role) = (form, candidate)
                if fits(form, in: space, role: candidate, maxLines: max(1, Int(messageSpace / theme.lineHeight(candidate)))) {
                    fitted = true
                    break search
                }
            }
        }
        let lines = max(1, Int(messageSpace / theme.lineHeight(role)))
        let messageHeight = shownMessage.isEmpty ? 0
            : min(measure(shownMessage, role: role, width: innerWidth, maxLines: lines).height, messageSpace)

        let cardHeight = min(fixed + messageHeight + 2 * padding, bounds.height - 2 * margin)
        let card = Rect(x: ((bounds.width - cardWidth) / 2).rounded(), y: ((bounds.height - cardHeight) / 2).rounded(),
                        width: cardWidth, height: cardHeight)

        let inside = card.inset(by: .all(padding))
        let (titleRect, belowTitle) = inside.divided(atDistance: titleHeight, from: .top, gap: title.isEmpty ? 0 : gap)
        let (buttonRow, rest) = belowTitle.divided(atDistance: buttonHeight, from: .bottom, gap: buttonCount > 0 ? gap : 0)

        return DialogLayout(card: card, title: titleRect, titleRole: titleRole, titleLines: max(1, titleLines),
                            messageText: shownMessage, showsWholeMessage: fitted && shownMessage == message,
                            titleFits: title.isEmpty || fittingTitleRole != nil, message: rest,
                            messageRole: role, messageLines: lines,
                            buttons: stacked ? stackedButtonRects(buttonCount, in: buttonRow, height: oneButtonHeight, gap: buttonGap)
                                : buttonRects(buttons, in: buttonRow, gap: gap, role: buttonRole),
                            buttonTitles: buttons, buttonRole: buttonRole)
    }

    private func stackedButtonRects(_ count: Int, in column: Rect, height: Double, gap: Double) -> [Rect] {
        (0..<count).map { Rect(x: column.x, y: column.y + Double($0) * (height + gap), width: column.width, height: height) }
    }

    /// Equal buttons across `row` when every label fits an equal share; otherwise each gets what
    /// its label needs and the room left over is shared out evenly.
    private func buttonRects(_ buttons: [String], in row: Rect, gap: Double, role: FontRole) -> [Rect] {
        guard !buttons.isEmpty else { return [] }
        let space = row.width - gap * Double(buttons.count - 1)
        let needs = buttons.map { buttonWidth($0, role: role) }
        let equal = (space / Double(buttons.count)).rounded(.down)
        let widths = needs.allSatisfy { $0 <= equal } ? needs.map { _ in equal }
            : needs.map { ($0 + max(0, space - needs.reduce(0, +)) / Double(buttons.count)).rounded(.down) }
        var x = row.x
        return widths.map { width in
            defer { x += width + gap }
            return Rect(x: x, y: row.y, width: width, height: row.height)
        }
    }
}
