import Core
import Foundation
import GadgetBase
import Hardware
import UI

/// One chat opened: who, when, and the whole message, scrolled as `ChatsModel.Detail` says.
struct ChatDetailScreen {
    let detail: ChatsModel.Detail

    var chat: Chat { detail.chat }

    /// Draws the chat; returns what the model needs to scroll it: the message's height, the
    /// viewport's, and how far two lines and a page are.
    func render(on canvas: Canvas, environment env: ChatsListScreen.Environment, fullDate: String) -> ChatsModel.Layout {
        let theme = canvas.theme
        let palette = ChatsPalette(theme: theme)
        canvas.clear(palette.background)
        let name = chat.fullName.isEmpty ? env.localizer(ChatsText.unnamed) : chat.fullName
        let body = ChatsHeader.drawIfRoom("‹ " + name, on: canvas, palette: palette, mayShorten: true)
        let padding = theme.padding
        let barWidth = theme.scrollIndicatorWidth
        let avatarSide = switch theme.sizeClass {
        case .compact: 16.0
        case .regular: (theme.lineHeight(.body) * 2.6).rounded()
        }
        let column = body.insetBy(top: ChatsHeader.contentTop(theme), left: padding, bottom: 0, right: padding + barWidth)
        let textX = column.x + avatarSide + padding
        let textWidth = max(8, column.maxX - textX)
        let nameHeight = canvas.measure(name, role: .body, width: textWidth, bold: true).height.rounded(.up)
        // The date wraps rather than lose its time on a narrow panel, as the unread count does.
        let dateHeight = canvas.measure(fullDate, role: .caption, width: textWidth).height.rounded(.up)
        let unread = chat.unreadCount > 0 ? env.localizer.plural(ChatsText.unread, count: chat.unreadCount) : nil
        let unreadHeight = unread == nil ? 0 : canvas.measure(unread!, role: .caption, width: textWidth).height.rounded(.up)
        let headHeight = max(avatarSide, nameHeight + dateHeight + unreadHeight)
        let messageTop = headHeight + padding
        let messageHeight = canvas.measure(chat.message, role: .body, width: column.width).height.rounded(.up)
        let contentHeight = messageTop + messageHeight + padding
        let viewport = body.maxY - column.y
        var scroll = detail.scroll
        scroll.update(content: contentHeight, viewport: viewport)
        let lineStep = theme.lineHeight(.body) * 2
        let pageStep = max(lineStep, viewport - theme.lineHeight(.body))

        let top = column.y - scroll.offset
        canvas.clipped(to: body) { canvas in
            let avatar = Rect(x: column.x, y: top, width: avatarSide, height: avatarSide)
            if let url = chat.avatarURL, let image = env.avatar(url) {
                canvas.image(image, in: avatar, contentMode: .fill, cornerRadius: avatarSide / 2)
            } else {
                canvas.fillCircle(center: avatar.center, radius: avatarSide / 2,
                                  color: palette.isMonochrome ? palette.text : ChatsPalette.placeholder)
            }
            canvas.text(name, in: Rect(x: textX, y: top, width: textWidth, height: nameHeight), role: .body,
                        color: palette.text, alignment: .leading, verticalAlignment: .top, bold: true)
            canvas.text(fullDate, in: Rect(x: textX, y: top + nameHeight, width: textWidth, height: dateHeight),
                        role: .caption, color: palette.secondaryText, alignment: .leading, verticalAlignment: .top)
            if let unread {
                canvas.text(unread, in: Rect(x: textX, y: top + nameHeight + dateHeight, width: textWidth,
                                             height: unreadHeight),
                            role: .caption, color: palette.accent, alignment: .leading, verticalAlignment: .top)
            }
            canvas.text(chat.message, in: Rect(x: column.x, y: top + messageTop, width: column.width,
                                               height: messageHeight),
                        role: .body, color: palette.text, alignment: .leading, verticalAlignment: .top)
        }
        canvas.scrollIndicator(in: body.divided(atDistance: barWidth, from: .right).slice,
                               position: scroll, color: palette.secondaryText)
        return .detail(content: contentHeight, viewport: viewport, lineStep: lineStep, pageStep: pageStep)
    }
}
