import Core
import Foundation
import GadgetBase
import Hardware
import UI

/// The chats list: one row per chat, as tall as its content, the list scrolled just enough to
/// keep the selection in view. What is selected lives in `ChatsModel`; this keeps only the rows
/// measured for the current width, so a frame measures no row twice.
final class ChatsListScreen {
    /// Rows measured for the current width and viewport, by index.
    private var layouts: [Int: ChatRowLayout] = [:]
    private var measuredFor: (width: Double, viewport: Double) = (0, 0)

    struct Environment {
        let localizer: Localizer
        let dateText: (Date) -> String
        /// The avatar if it is ready; asking starts its download.
        let avatar: (URL) -> RasterImage?
    }

    /// Draws `list` with the row `state` selects; returns where the list ended up scrolled and how
    /// many rows a page holds, or nil when there are no rows.
    func render(_ list: ChatList, state: ChatsModel.ListState, on canvas: Canvas,
                environment env: Environment) -> ChatsModel.Layout? {
        let chats = list.chats
        let theme = canvas.theme
        let palette = ChatsPalette(theme: theme)
        canvas.clear(palette.background)
        var body = ChatsHeader.drawIfRoom(env.localizer(ChatsText.title), on: canvas, palette: palette)
        if list.skippedCount > 0 {
            let (footer, rest) = body.divided(atDistance: theme.lineHeight(.caption) + 2, from: .bottom)
            canvas.text(env.localizer.plural(ChatsText.skipped, count: list.skippedCount), in: footer, role: .caption,
                        color: palette.secondaryText, maxLines: 1)
            body = rest
        }
        guard !chats.isEmpty else {
            canvas.text(env.localizer(ChatsText.noChats), in: body, role: .body, color: palette.secondaryText)
            return nil
        }
        return drawRows(chats, selected: state.selected, scroll: state.scroll, in: body, on: canvas, palette: palette,
                        environment: env)
    }

    private func drawRows(_ chats: [Chat], selected: Int, scroll: ListScroll, in body: Rect, on canvas: Canvas,
                          palette: ChatsPalette, environment env: Environment) -> ChatsModel.Layout {
        let metrics = ChatRowMetrics(theme: canvas.theme)
        // The rows leave a pixel's gap before the scroll indicator's track at the right edge.
        let (track, rowsArea) = body.divided(atDistance: canvas.theme.scrollIndicatorWidth, from: .right, gap: 1)
        let width = rowsArea.width
        if measuredFor != (width, body.height) {
            layouts.removeAll()
            measuredFor = (width, body.height)
        }
        func layout(_ index: Int) -> ChatRowLayout {
            if let cached = layouts[index] { return cached }
            let chat = chats[index]
            let made = ChatRowLayout.measure(
                chat, name: chat.fullName.isEmpty ? env.localizer(ChatsText.unnamed) : chat.fullName,
                dateText: env.dateText(chat.sendingDate), width: width, maxHeight: body.height,
                canvas: canvas, metrics: metrics)
            layouts[index] = made
            return made
        }
        let scroll = scroll.keeping(selected, visibleIn: body.height) { layout($0).height }
        var y = body.minY - scroll.offset
        var index = scroll.first
        canvas.clipped(to: body) { canvas in
            while index < chats.count, y < body.maxY {
                let row = layout(index)
                let chat = chats[index]
                row.draw(chat, at: y, width: width, on: canvas, palette: palette, isSelected: index == selected,
                         isLast: index == chats.count - 1, avatarImage: chat.avatarURL.flatMap(env.avatar),
                         metrics: metrics)
                y += row.height
                index += 1
            }
        }
        let rowsPerPage = max(1, index - scroll.first - 1)
        let overflows = scroll.first > 0 || scroll.offset > 0 || y > body.maxY || index < chats.count
        if overflows {
            canvas.scrollIndicator(in: track,
                                   visibleShare: Double(index - scroll.first) / Double(chats.count),
                                   progress: Double(selected) / Double(max(1, chats.count - 1)),
                                   color: palette.secondaryText)
        }
        return .list(scroll: scroll, rowsPerPage: rowsPerPage)
    }
}

/// The app's title bar: bold title over an orange rule (a white one on one-bit panels).
enum ChatsHeader {
    /// `mayShorten` when the title is a person's name, which can be any length.
    static func draw(_ title: String, in rect: Rect, on canvas: Canvas, palette: ChatsPalette, mayShorten: Bool = false) {
        let (ruleRect, bar) = rect.divided(atDistance: canvas.theme.ruleWidth, from: .bottom)
        canvas.fill(ruleRect, color: palette.accent)
        canvas.fittedText([title], in: bar.insetBy(dx: canvas.theme.padding, dy: 0), roles: [.title, .body], color: palette.text,
                          maxLines: 1, bold: true, mayShorten: mayShorten)
    }

    /// Room above a page's content: under the title bar the usual padding, at the top edge of a
    /// compact screen (which has no bar) one pixel.
    static func contentTop(_ theme: Theme) -> Double {
        switch theme.sizeClass {
        case .compact: 1
        case .regular: theme.padding
        }
    }

    /// The title bar at the top of a regular panel; a compact one has no row to spare for it.
    /// Returns the room left under it.
    static func drawIfRoom(_ title: String, on canvas: Canvas, palette: ChatsPalette, mayShorten: Bool = false) -> Rect {
        switch canvas.theme.sizeClass {
        case .compact:
            return canvas.bounds
        case .regular:
            let (headerRect, rest) = canvas.bounds.divided(atDistance: canvas.theme.headerHeight, from: .top)
            draw(title, in: headerRect, on: canvas, palette: palette, mayShorten: mayShorten)
            return rest
        }
    }
}
