import Core
import GadgetBase
import Hardware
import Testing

@testable import Apps

/// The chats app as a value: keys, the load's result and the drawing's measurements as actions,
/// the load and the log as effects. No source, clock or display is involved.
@Suite("Chats state machine")
struct ChatsModelTests {
    let chats = (1...20).map { ChatsFixtures.chat($0, name: "Person \($0)", unread: $0 % 3) }

    /// The app past its opening with `chats` loaded.
    func loaded(_ chats: [Chat]? = nil) -> ChatsModel {
        var model = ChatsModel()
        #expect(model.reduce(.opened) == [.load(generation: 1)])
        let list = ChatList(chats: chats ?? self.chats)
        #expect(model.reduce(.loaded(generation: 1, .success(list))) == [.reportWarnings(list)])
        return model
    }

    @Test func aLoadFromAnEarlierOpeningIsDropped() {
        var model = ChatsModel()
        _ = model.reduce(.opened)
        _ = model.reduce(.closed)
        #expect(model.reduce(.opened) == [.load(generation: 3)])
        let late = ChatList(chats: [ChatsFixtures.chat(1)])
        #expect(model.reduce(.loaded(generation: 1, .success(late))) == [])
        #expect(model.content == .loading && model.list == nil)
        let current = ChatList(chats: chats)
        _ = model.reduce(.loaded(generation: 3, .success(current)))
        #expect(model.content == .loaded(current) && model.list?.selected == 0)
    }

    @Test func theSelectionStopsAtTheEndsAndPagesByWhatTheLastFrameShowed() {
        var model = loaded()
        _ = model.reduce(.moveSelection(by: -1))
        #expect(model.list?.selected == 0)
        _ = model.reduce(.moveSelection(by: 50))
        #expect(model.list?.selected == 19)
        _ = model.reduce(.movePage(by: -1))
        #expect(model.list?.selected == 18, "before any frame a page is one row")
        let scroll = ListScroll(first: 14, offset: 6)
        _ = model.reduce(.laidOut(.list(scroll: scroll, rowsPerPage: 4)))
        _ = model.reduce(.movePage(by: -1))
        #expect(model.list?.selected == 14 && model.list?.scroll == scroll)
        _ = model.reduce(.movePage(by: -5))
        #expect(model.list?.selected == 0)
    }

    @Test func aChatOpensAsLoadedAndBackReturnsToItsRow() {
        var model = loaded()
        _ = model.reduce(.moveSelection(by: 4))
        _ = model.reduce(.open)
        #expect(model.detail?.chat == chats[4])
        // Reading a chat does not mark it read: the count is the source's.
        #expect(model.detail?.chat.unreadCount == 2)
        _ = model.reduce(.moveSelection(by: 1))
        #expect(model.list?.selected == 4, "the list stays put under the chat")
        _ = model.reduce(.back)
        #expect(model.detail == nil && model.list?.selected == 4)
        #expect(model.chats[4].unreadCount == 2)
    }

    @Test func theMessageScrollsByWhatTheDrawingMeasured() {
        var model = loaded()
        _ = model.reduce(.open)
        _ = model.reduce(.scrollDetail(lines: 1))
        #expect(model.detail?.scroll.offset == 0, "nothing to scroll until the message is measured")
        _ = model.reduce(.laidOut(.detail(content: 500, viewport: 100, lineStep: 20, pageStep: 80)))
        _ = model.reduce(.scrollDetail(lines: 2))
        #expect(model.detail?.scroll.offset == 40)
        _ = model.reduce(.pageDetail(by: 10))
        #expect(model.detail?.scroll.offset == 400, "stops at the end")
        _ = model.reduce(.scrollDetail(lines: -1))
        #expect(model.detail?.scroll.offset == 380)
        _ = model.reduce(.back)
        _ = model.reduce(.open)
        #expect(model.detail?.scroll.offset == 0, "a chat opens at its top")
    }

    @Test func aLoadErrorIsReportedAndScrolls() {
        var model = ChatsModel()
        _ = model.reduce(.opened)
        let error = ChatsLoadError.cannotRead(path: "/nowhere/data.plist", reason: .noSuchFile)
        #expect(model.reduce(.loaded(generation: 1, .failure(error))) == [.reportFailure(error)])
        #expect(model.content == .failed(error) && model.list == nil)
        _ = model.reduce(.laidOut(.error(content: 100, viewport: 40, step: 10)))
        _ = model.reduce(.scrollError(lines: 3))
        #expect(model.errorScroll.offset == 30)
        _ = model.reduce(.scrollError(lines: 9))
        #expect(model.errorScroll.offset == 60)
        _ = model.reduce(.open)
        #expect(model.detail == nil)
    }

    @Test func anEmptyListHasNothingToSelectOrOpen() {
        var model = loaded([])
        _ = model.reduce(.moveSelection(by: 1))
        _ = model.reduce(.open)
        #expect(model.list?.selected == 0 && model.detail == nil)
    }

    @Test func keysMeanWhatTheScreenShows() {
        var model = loaded()
        #expect(ChatsKeys.action(for: .swipe(.up), in: model) == .moveSelection(by: 1))
        #expect(ChatsKeys.action(for: .button(.right, .longPressRepeat), in: model) == .movePage(by: 1))
        #expect(ChatsKeys.action(for: .button(.action, .tap), in: model) == .open)
        #expect(ChatsKeys.action(for: .button(.back, .tap), in: model) == nil, "back on the list leaves the app")
        _ = model.reduce(.open)
        #expect(ChatsKeys.action(for: .button(.left, .tap), in: model) == .pageDetail(by: -1))
        #expect(ChatsKeys.action(for: .swipe(.down), in: model) == .scrollDetail(lines: -1))
        #expect(ChatsKeys.action(for: .button(.back, .tap), in: model) == .back)
        var failed = ChatsModel()
        _ = failed.reduce(.opened)
        _ = failed.reduce(.loaded(generation: 1, .failure(.cannotRead(path: "/x", reason: .noSuchFile))))
        #expect(ChatsKeys.action(for: .button(.down, .tap), in: failed) == .scrollError(lines: 1))
        #expect(ChatsKeys.action(for: .button(.select, .tap), in: failed) == nil)
    }
}
