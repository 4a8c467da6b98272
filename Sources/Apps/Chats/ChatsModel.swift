import Core
import GadgetBase
import Hardware

/// The chats app as a value: what the load brought, the list's selection and scroll, the chat
/// opened and how far its message is scrolled, and how far a load error is scrolled. Pure: keys
/// arrive as actions, so does the load's result and what the drawing measured (how tall a page
/// is only the display knows); the load and the log leave as effects.
public struct ChatsModel: Equatable, Sendable {
    public enum Content: Equatable, Sendable {
        case loading
        case loaded(ChatList)
        case failed(ChatsLoadError)
    }

    /// The list once the chats are in: the selected row and where the list is scrolled to.
    struct ListState: Equatable, Sendable {
        fileprivate(set) var selected = 0
        fileprivate(set) var scroll = ListScroll()
        /// How many rows the last frame showed whole: left and right move by that much.
        fileprivate(set) var rowsPerPage = 1
    }

    /// One chat opened, its message scrolled.
    struct Detail: Equatable, Sendable {
        let chat: Chat
        fileprivate(set) var scroll = ScrollPosition()
        /// Two lines and about a screenful, as last measured.
        fileprivate(set) var lineStep = 10.0
        fileprivate(set) var pageStep = 40.0
    }

    /// What a frame measured, for the keys that follow it.
    enum Layout: Equatable, Sendable {
        case list(scroll: ListScroll, rowsPerPage: Int)
        case detail(content: Double, viewport: Double, lineStep: Double, pageStep: Double)
        case error(content: Double, viewport: Double, step: Double)
    }

    enum Action: Equatable, Sendable {
        /// The app was opened: the chats are loaded afresh.
        case opened
        /// The app was left: a load still running is of no use any more.
        case closed
        case loaded(generation: Int, Result<ChatList, ChatsLoadError>)
        /// Up or down the list, stopping at the ends.
        case moveSelection(by: Int)
        /// A page of rows up or down the list.
        case movePage(by: Int)
        /// Open the selected chat.
        case open
        /// Close the chat opened.
        case back
        /// The chat's message, by lines (two at a time).
        case scrollDetail(lines: Int)
        /// The chat's message, by about a screenful.
        case pageDetail(by: Int)
        /// The load error, by lines (two at a time).
        case scrollError(lines: Int)
        case laidOut(Layout)
    }

    enum Effect: Equatable, Sendable {
        /// Load the chats and send `.loaded` with this generation.
        case load(generation: Int)
        /// Tell the log what the data got wrong (the screen shows only how many entries were skipped).
        case reportWarnings(ChatList)
        case reportFailure(ChatsLoadError)
    }

    public private(set) var content = Content.loading
    private(set) var list: ListState?
    private(set) var detail: Detail?
    /// A load error can be longer than a small panel: it scrolls with up and down.
    private(set) var errorScroll = ScrollPosition()
    private var errorScrollStep = 10.0
    /// Each opening counts up, so a load that finishes after the app was left and reopened is dropped.
    private(set) var generation = 0

    public init() {}

    var chats: [Chat] {
        if case .loaded(let loaded) = content { return loaded.chats }
        return []
    }

    mutating func reduce(_ action: Action) -> [Effect] {
        switch action {
        case .opened:
            generation += 1
            content = .loading
            list = nil
            detail = nil
            return [.load(generation: generation)]
        case .closed:
            generation += 1
        case .loaded(let generation, let result):
            guard generation == self.generation else { return [] }
            switch result {
            case .success(let loaded):
                content = .loaded(loaded)
                list = ListState()
                return [.reportWarnings(loaded)]
            case .failure(let error):
                content = .failed(error)
                return [.reportFailure(error)]
            }
        case .moveSelection(let step):
            select((list?.selected ?? 0) + step)
        case .movePage(let step):
            select((list?.selected ?? 0) + step * (list?.rowsPerPage ?? 1))
        case .open:
            guard detail == nil, let selected = list?.selected, chats.indices.contains(selected) else { return [] }
            detail = Detail(chat: chats[selected])
        case .back:
            detail = nil
        case .scrollDetail(let lines):
            guard var opened = detail else { return [] }
            opened.scroll.scroll(by: Double(lines) * opened.lineStep)
            detail = opened
        case .pageDetail(let pages):
            guard var opened = detail else { return [] }
            opened.scroll.scroll(by: Double(pages) * opened.pageStep)
            detail = opened
        case .scrollError(let lines):
            guard case .failed = content else { return [] }
            errorScroll.scroll(by: Double(lines) * errorScrollStep)
        case .laidOut(let layout):
            laidOut(layout)
        }
        return []
    }

    private mutating func select(_ index: Int) {
        guard detail == nil, var state = list, !chats.isEmpty else { return }
        state.selected = min(max(0, index), chats.count - 1)
        list = state
    }

    private mutating func laidOut(_ layout: Layout) {
        switch layout {
        case .list(let scroll, let rowsPerPage):
            list?.scroll = scroll
            list?.rowsPerPage = rowsPerPage
        case .detail(let content, let viewport, let lineStep, let pageStep):
            detail?.scroll.update(content: content, viewport: viewport)
            detail?.lineStep = lineStep
            detail?.pageStep = pageStep
        case .error(let content, let viewport, let step):
            errorScroll.update(content: content, viewport: viewport)
            errorScrollStep = step
        }
    }
}
