import Core
import GadgetBase
import Hardware
import UI

/// Sizes of a chat row on one display, from its theme.
struct ChatRowMetrics {
    let padding: Double
    let verticalPadding: Double
    let avatarDiameter: Double
    let gap: Double
    let nameLineHeight: Double
    let messageLineHeight: Double
    /// Long names wrap, but a name of a hundred characters should not take the whole row.
    let maximumNameLines: Int
    /// On narrow panels the date gets its own line under the name (with the unread badge), so
    /// the name can use the whole width instead of breaking mid-word beside the date.
    let dateBelowName: Bool

    init(theme: Theme) {
        padding = theme.padding
        verticalPadding = theme.rowPadding
        nameLineHeight = theme.lineHeight(.body)
        messageLineHeight = theme.lineHeight(.caption)
        switch theme.sizeClass {
        case .compact:
            avatarDiameter = 14
            gap = 3
            maximumNameLines = 2
            dateBelowName = true
        case .regular:
            avatarDiameter = ((nameLineHeight + messageLineHeight) * 0.9).rounded()
            gap = (theme.spacing * 0.75).rounded()
            maximumNameLines = 3
            dateBelowName = false
        }
    }
}

/// Where each part of one chat row goes, measured for a width. Rows are as tall as their
/// content (the whole name and message), but never taller than `maxHeight`, so a huge message
/// ends in "…" instead of a row nobody can scroll past.
struct ChatRowLayout {
    var height: Double
    var avatar: Rect
    var name: Rect
    var date: Rect
    var message: Rect
    var messageLines: Int
    var badge: Rect?
    var badgeText: String?
    var dateText: String
    var nameText: String
    /// The date on its own line under the name (always on a narrow panel; elsewhere when a word
    /// of the name would not fit beside it).
    var dateBelowName: Bool

    /// A badge stays a badge: past 99 it reads "99+" (the detail screen says the whole number).
    static func badgeText(unread: Int) -> String {
        unread > 99 ? "99+" : String(unread)
    }

    static func measure(_ chat: Chat, name: String, dateText: String, width: Double, maxHeight: Double,
                        canvas: Canvas, metrics m: ChatRowMetrics) -> ChatRowLayout {
        let columnX = m.padding + m.avatarDiameter + m.gap
        let columnWidth = max(8, width - columnX - m.padding)
        let top = m.verticalPadding
        let dateWidth = min(columnWidth, canvas.measure(dateText, role: .caption, width: 0, maxLines: 1).width.rounded(.up))
        let besideDate = max(8, columnWidth - dateWidth - m.gap)
        // A name word wider than the room beside the date ("Коваленко" beside "11:42 AM" on a
        // 160x128) would break mid-word: such a row puts the date under the name instead.
        // Words are measured only for a name that does not fit on one line there.
        let dateBelowName = m.dateBelowName
            || canvas.measure(name, role: .body, width: 0, maxLines: 1, bold: true).width > besideDate
            && name.split(whereSeparator: \.isWhitespace).contains { word in
                canvas.measure(String(word), role: .body, width: 0, maxLines: 1, bold: true).width > besideDate
            }
        let nameWidth = dateBelowName ? columnWidth : besideDate
        let nameHeight = max(m.nameLineHeight, canvas.measure(name, role: .body, width: nameWidth,
                                                              maxLines: m.maximumNameLines, bold: true).height.rounded(.up))
        // The date beside the name's first line, or on a line of its own under the name.
        let date = dateBelowName
            ? Rect(x: columnX, y: top + nameHeight, width: dateWidth, height: m.messageLineHeight)
            : Rect(x: width - m.padding - dateWidth, y: top, width: dateWidth, height: m.nameLineHeight)
        let messageTop = top + nameHeight + (dateBelowName ? m.messageLineHeight : 0)
        var badge: Rect?
        var badgeText: String?
        var messageWidth = columnWidth
        if chat.unreadCount > 0 {
            let text = Self.badgeText(unread: chat.unreadCount)
            let textWidth = canvas.measure(text, role: .caption, width: 0, maxLines: 1, bold: true).width
            let badgeHeight = m.messageLineHeight
            let badgeWidth = max(badgeHeight, (textWidth + badgeHeight * 0.7).rounded(.up))
            badge = Rect(x: width - m.padding - badgeWidth, y: dateBelowName ? date.y : messageTop,
                         width: badgeWidth, height: badgeHeight)
            badgeText = text
            if !dateBelowName { messageWidth -= badgeWidth + m.gap }
        }
        let room = maxHeight - 2 * m.verticalPadding - (messageTop - top)
        let maximumLines = max(1, Int(room / m.messageLineHeight))
        let messageHeight = chat.message.isEmpty ? 0
            : canvas.measure(chat.message, role: .caption, width: max(8, messageWidth), maxLines: maximumLines)
                .height.rounded(.up)
        let contentHeight = max(m.avatarDiameter, messageTop - top + messageHeight)
        return ChatRowLayout(
            height: (contentHeight + 2 * m.verticalPadding).rounded(.up),
            avatar: Rect(x: m.padding, y: top, width: m.avatarDiameter, height: m.avatarDiameter),
            name: Rect(x: columnX, y: top, width: nameWidth, height: nameHeight),
            date: date,
            message: Rect(x: columnX, y: messageTop, width: max(8, messageWidth), height: max(messageHeight, 1)),
            messageLines: maximumLines, badge: badge, badgeText: badgeText, dateText: dateText, nameText: name,
            dateBelowName: dateBelowName)
    }

    /// Draws the row with its top at `y`.
    func draw(_ chat: Chat, at y: Double, width: Double, on canvas: Canvas, palette: ChatsPalette,
              isSelected: Bool, isLast: Bool, avatarImage: RasterImage?, metrics m: ChatRowMetrics) {
        func shifted(_ r: Rect) -> Rect { Rect(x: r.x, y: r.y + y, width: r.width, height: r.height) }
        let row = Rect(x: 0, y: y, width: width, height: height)
        let textColor = isSelected ? palette.selectedText : palette.text
        let secondary = isSelected && palette.isMonochrome ? palette.selectedText : palette.secondaryText
        if isSelected { canvas.fill(row, color: palette.selection) }
        let avatarRect = shifted(avatar)
        if let avatarImage {
            canvas.image(avatarImage, in: avatarRect, contentMode: .fill, cornerRadius: avatarRect.width / 2)
        } else {
            canvas.fillCircle(center: avatarRect.center, radius: avatarRect.width / 2,
                              color: palette.isMonochrome ? textColor : ChatsPalette.placeholder)
        }
        canvas.text(nameText, in: shifted(name), role: .body, color: textColor, alignment: .leading,
                    verticalAlignment: .top, maxLines: m.maximumNameLines, bold: true, mayShorten: true)
        if isSelected { canvas.recordFocus(on: nameText) }
        canvas.text(dateText, in: shifted(date), role: .caption, color: secondary,
                    alignment: dateBelowName ? .leading : .trailing, maxLines: 1)
        if !chat.message.isEmpty {
            canvas.text(chat.message, in: shifted(message), role: .caption, color: secondary, alignment: .leading,
                        verticalAlignment: .top, maxLines: messageLines, mayShorten: true)
        }
        if let badge, let badgeText {
            let pill = shifted(badge)
            let invert = isSelected && palette.isMonochrome
            canvas.fill(pill, color: invert ? palette.selectedText : palette.accent, cornerRadius: pill.height / 2)
            canvas.text(badgeText, in: pill, role: .caption, color: invert ? palette.selection : palette.badgeText,
                        maxLines: 1, bold: true)
        }
        if !palette.isMonochrome && !isLast && !isSelected {
            canvas.fill(Rect(x: name.x, y: row.maxY - 1, width: width - name.x, height: 1), color: palette.separator)
        }
    }
}
