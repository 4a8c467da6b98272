import GadgetBase
import Hardware
import Testing

@testable import Apps

/// The journal as a value: keys and the drawing's measurements as actions. No display is involved.
@Suite("Journal state machine")
struct JournalModelTests {
    @Test func theListOpensAPageAndBackReturnsToTheSameRow() {
        var model = JournalModel(entryCount: 5)
        model.reduce(.moveSelection(by: 2))
        model.reduce(.open)
        #expect(model.showsDetail && model.selected == 2)
        model.reduce(.moveSelection(by: 1))
        #expect(model.selected == 2, "keys on the page do not move the list")
        model.reduce(.back)
        #expect(!model.showsDetail && model.selected == 2)
    }

    @Test func theSelectionStopsAtTheEnds() {
        var model = JournalModel(entryCount: 5)
        model.reduce(.moveSelection(by: -1))
        #expect(model.selected == 0)
        model.reduce(.moveSelection(by: 9))
        #expect(model.selected == 4)
    }

    @Test func thePageScrollsByWhatTheDrawingMeasuredAndOpensAtItsTop() {
        var model = JournalModel(entryCount: 5)
        model.reduce(.open)
        model.reduce(.detailLaidOut(content: 300, viewport: 100, lineStep: 30))
        model.reduce(.scrollDetail(lines: 3))
        #expect(model.detailScroll.offset == 90)
        model.reduce(.scrollDetail(lines: 10))
        #expect(model.detailScroll.offset == 200, "stops at the end")
        model.reduce(.back)
        model.reduce(.open)
        #expect(model.detailScroll.offset == 0)
    }

    @Test func anotherRowsPageStartsAtItsTopInASplitView() {
        var model = JournalModel(entryCount: 5)
        // Beside the list the page is drawn (and scrolled) while the list has the focus.
        model.reduce(.open)
        model.reduce(.detailLaidOut(content: 300, viewport: 100, lineStep: 30))
        model.reduce(.scrollDetail(lines: 1))
        model.reduce(.back)
        #expect(model.detailScroll.offset == 30, "back keeps the page where it was")
        model.reduce(.moveSelection(by: 1))
        #expect(model.detailScroll.offset == 0)
        model.reduce(.listLaidOut(offset: 42))
        #expect(model.listOffset == 42)
    }

    @Test func keysMeanWhatTheScreenShows() {
        var model = JournalModel(entryCount: 5)
        #expect(MasterDetailApp.action(for: .swipe(.left), in: model) == .open)
        #expect(MasterDetailApp.action(for: .button(.down, .longPressRepeat), in: model) == .moveSelection(by: 1))
        #expect(MasterDetailApp.action(for: .button(.back, .tap), in: model) == nil, "back on the list leaves the app")
        model.reduce(.open)
        #expect(MasterDetailApp.action(for: .swipe(.up), in: model) == .scrollDetail(lines: 1))
        #expect(MasterDetailApp.action(for: .button(.left, .tap), in: model) == .back)
        #expect(MasterDetailApp.action(for: .button(.select, .tap), in: model) == nil)
    }
}
