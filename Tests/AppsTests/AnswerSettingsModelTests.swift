import Core
import GadgetBase
import Hardware
import Testing

@testable import Apps

/// The 8-ball's settings as a value: every key as an action, every database change as an
/// effect, the store's answers as actions. No database is opened.
@Suite("8-ball settings state machine")
struct AnswerSettingsModelTests {
    let yes = StoredAnswer(id: 1, text: "Yes", type: .affirmative)
    let no = StoredAnswer(id: 2, text: "No", type: .contrary)
    let select = InputEvent.button(.select, .tap)

    /// The settings as opened: the two answers read from the store.
    func opened(offersShakeCalibration: Bool = false, calibrated: Bool = false, language: Language = .en) -> AnswerSettingsModel {
        var model = AnswerSettingsModel(language: language, offersShakeCalibration: offersShakeCalibration)
        #expect(model.reduce(.loaded([yes, no], isShakeCalibrated: calibrated)) == [])
        return model
    }

    @Test func theListEndsWithAddRestoreAndTheShakeRowsTheBoardOffers() {
        #expect(opened().rows == [.answer(yes), .answer(no), .addAnswer, .restoreDefaults])
        #expect(opened(offersShakeCalibration: true).rows
            == [.answer(yes), .answer(no), .addAnswer, .restoreDefaults, .calibrateShake])
        #expect(opened(offersShakeCalibration: true, calibrated: true).rows.suffix(2) == [.calibrateShake, .restoreShakeDefault])
        // A calibration stored elsewhere shows no row on a board that cannot calibrate.
        #expect(opened(calibrated: true).rows.last == .restoreDefaults)
    }

    @Test func theSelectionWrapsAroundTheList() {
        var model = opened()
        #expect(model.reduce(.moveSelection(by: -1)) == [])
        #expect(model.selected == 3)
        _ = model.reduce(.moveSelection(by: 1))
        #expect(model.selected == 0)
    }

    @Test func aNewAnswerIsAddedAndSelectedOnceStored() {
        var model = opened()
        _ = model.reduce(.moveSelection(by: 2))
        #expect(model.reduce(.choose) == [])
        #expect(model.isEditing)
        _ = model.reduce(.type(.text("Ask the cat")))
        #expect(model.reduce(.type(select)) == [.add("Ask the cat")])
        // The editor stays until the store answers.
        #expect(model.isEditing)
        #expect(model.reduce(.saved) == [.reload])
        #expect(model.mode == .list)
        _ = model.reduce(.loaded([yes, no, StoredAnswer(id: 3, text: "Ask the cat", type: .neutral)], isShakeCalibrated: false))
        #expect(model.selected == 2)
    }

    @Test func leavingTheEditorKeepsADraftForTheNextAdd() throws {
        var model = opened()
        _ = model.reduce(.moveSelection(by: 2))
        _ = model.reduce(.choose)
        _ = model.reduce(.type(.text("Ask")))
        _ = model.reduce(.type(.button(.left, .tap)))   // from Done to ✕
        #expect(model.reduce(.type(select)) == [])
        #expect(model.mode == .list)
        #expect(model.draft == "Ask")
        _ = model.reduce(.choose)
        guard case .editor(let entry, editing: nil) = model.mode else {
            Issue.record("expected the editor, got \(model.mode)")
            return
        }
        #expect(entry.text == "Ask")
        // The kept words are ready to save: select (Enter) on the reopened field saves them.
        #expect(entry.keyboard.highlightedKey.kind == .done)
    }

    /// Esc on a real keyboard leaves the field at once, whatever is typed (Backspace deletes),
    /// and the words wait as the draft, as with ✕.
    @Test func escOnARealKeyboardLeavesTheEditorKeepingTheDraft() {
        var model = opened()
        _ = model.reduce(.moveSelection(by: 2))
        _ = model.reduce(.choose)
        _ = model.reduce(.type(.text("Ask again later")))
        _ = model.reduce(.type(.cancelTyping))
        #expect(model.mode == .list)
        #expect(model.draft == "Ask again later")
    }

    @Test func anAnswerIsEditedThroughItsActions() {
        var model = opened()
        _ = model.reduce(.moveSelection(by: 1))
        _ = model.reduce(.choose)
        #expect(model.mode == .actions(answer: no, focused: 0))
        _ = model.reduce(.choose)
        guard case .editor(let entry, editing: no) = model.mode else {
            Issue.record("expected the editor on No, got \(model.mode)")
            return
        }
        #expect(entry.text == "No")
        _ = model.reduce(.type(.text("pe")))
        #expect(model.reduce(.type(select)) == [.update(id: 2, to: "Nope")])
        #expect(model.reduce(.saved) == [.reload])
        _ = model.reduce(.loaded([yes, StoredAnswer(id: 2, text: "Nope", type: .contrary)], isShakeCalibrated: false))
        #expect(model.selected == 1)
    }

    @Test func aRefusedSaveSaysWhyAndReturnsToTheWordsTyped() throws {
        var model = opened()
        _ = model.reduce(.moveSelection(by: 2))
        _ = model.reduce(.choose)
        _ = model.reduce(.type(.text("yes")))
        _ = model.reduce(.type(select))
        let editor = model.mode
        #expect(model.reduce(.saveFailed(.refused(.duplicate(of: "Yes")))) == [])
        #expect(model.mode == .message(.refused(.duplicate(of: "Yes")), then: editor))
        _ = model.reduce(.choose)
        #expect(model.mode == editor)
        _ = model.reduce(.type(select))
        _ = model.reduce(.saveFailed(.storage("disk full")))
        #expect(model.mode == .message(.storageError("disk full"), then: editor))
    }

    @Test func editingAnAnswerRemovedElsewhereKeepsTheWordsAsANewAnswer() throws {
        var model = opened()
        _ = model.reduce(.choose)
        _ = model.reduce(.choose)
        _ = model.reduce(.type(.text("!")))
        #expect(model.reduce(.type(select)) == [.update(id: 1, to: "Yes!")])
        guard case .editor(let entry, _) = model.mode else {
            Issue.record("expected the editor, got \(model.mode)")
            return
        }
        #expect(model.reduce(.saveFailed(.answerGone("no answer 1"))) == [.reload])
        #expect(model.mode == .message(.answerGone, then: .editor(entry, editing: nil)))
        _ = model.reduce(.loaded([no], isShakeCalibrated: false))
        _ = model.reduce(.back)
        #expect(model.reduce(.type(select)) == [.add("Yes!")])
    }

    /// A list that cannot be read says so, keeps the answers last read, and loses no words typed.
    @Test func answersThatCannotBeReadAreAStorageProblemThatLosesNothing() throws {
        var model = opened()
        _ = model.reduce(.loadFailed("The database is locked."))
        #expect(model.mode == .message(.storageError("The database is locked."), then: .list))
        #expect(model.answers == [yes, no])
        _ = model.reduce(.back)
        _ = model.reduce(.choose)
        _ = model.reduce(.choose)
        _ = model.reduce(.type(.text("!")))
        _ = model.reduce(.type(select))
        guard case .editor(let entry, _) = model.mode else {
            Issue.record("expected the editor, got \(model.mode)")
            return
        }
        _ = model.reduce(.saveFailed(.answerGone("no answer 1")))
        _ = model.reduce(.loadFailed("The database is locked."))
        _ = model.reduce(.back)
        #expect(model.mode == .message(.answerGone, then: .editor(entry, editing: nil)))
        _ = model.reduce(.back)
        #expect(model.reduce(.type(select)) == [.add("Yes!")])
    }

    /// Answers that cannot be read when the settings open: after the message the settings close,
    /// rather than show a list without answers as if every one were deleted.
    @Test func settingsThatCannotReadTheAnswersAtAllCloseAfterSaying() {
        for dismiss in [AnswerSettingsModel.Action.back, .choose] {
            var model = AnswerSettingsModel(language: .en, offersShakeCalibration: false)
            _ = model.reduce(.loadFailed("The database is locked."))
            #expect(model.mode == .message(.storageError("The database is locked."), then: .list))
            #expect(!model.isFinished)
            _ = model.reduce(dismiss)
            #expect(model.isFinished)
        }
    }

    /// A delete that fails and the list read after it say the storage failed once, not twice.
    @Test func aFailedChangeAndTheReadAfterItSayItOnce() {
        var model = opened()
        _ = model.reduce(.changeFailed(.storage("The database is locked.")))
        _ = model.reduce(.loadFailed("The database is locked."))
        #expect(model.mode == .message(.storageError("The database is locked."), then: .list))
    }

    @Test func deleteOpensOnCancelAndDeletesOnlyWhenChosen() {
        var model = opened()
        _ = model.reduce(.choose)
        _ = model.reduce(.moveFocus(by: 1))
        #expect(model.reduce(.choose) == [])
        #expect(model.mode == .confirmDelete(yes, focused: 1))
        _ = model.reduce(.moveFocus(by: 1))
        #expect(model.mode == .confirmDelete(yes, focused: 1), "the focus stops at Cancel")
        #expect(model.reduce(.choose) == [])
        #expect(model.mode == .list)

        _ = model.reduce(.choose)
        _ = model.reduce(.moveFocus(by: 1))
        _ = model.reduce(.choose)
        _ = model.reduce(.moveFocus(by: -1))
        #expect(model.reduce(.choose) == [.remove(id: 1), .reload])
        #expect(model.mode == .list)
        #expect(model.reduce(.changeFailed(.refused(.lastAnswer))) == [])
        #expect(model.mode == .message(.refused(.lastAnswer), then: .list))
    }

    @Test func restoringTheDefaultsAsksFirstInTheReadersLanguage() {
        var model = opened(language: .uk)
        _ = model.reduce(.moveSelection(by: 3))
        _ = model.reduce(.choose)
        #expect(model.mode == .confirmReset(focused: 1))
        _ = model.reduce(.moveFocus(by: -1))
        #expect(model.reduce(.choose) == [.restoreDefaultAnswers(.uk), .reload])
    }

    @Test func theShakeRowsAskTheBoard() {
        var model = opened(offersShakeCalibration: true, calibrated: true)
        _ = model.reduce(.moveSelection(by: 4))
        #expect(model.reduce(.choose) == [.openShakeCalibration])
        #expect(model.mode == .list)
        #expect(model.reduce(.shakeCalibrationClosed) == [.reload])
        _ = model.reduce(.moveSelection(by: 1))
        #expect(model.reduce(.choose) == [.restoreShakeDefault, .reload])
        _ = model.reduce(.shakeDefaultRestored)
        #expect(model.mode == .message(.shakeDefaultRestored, then: .list))
        _ = model.reduce(.loaded([yes, no], isShakeCalibrated: false))
        #expect(model.selected == 4, "the row gone, the selection moves up to the last one")
        _ = model.reduce(.back)
        #expect(model.mode == .list)
    }

    @Test func backLeavesDialogsThenTheSettings() {
        var model = opened()
        _ = model.reduce(.choose)
        _ = model.reduce(.back)
        #expect(model.mode == .list)
        #expect(!model.isFinished)
        _ = model.reduce(.back)
        #expect(model.isFinished)
    }

    @Test func keysMeanWhatTheScreenShows() {
        let list = AnswerSettingsModel.Mode.list
        let dialog = AnswerSettingsModel.Mode.confirmReset(focused: 1)
        let editor = AnswerSettingsModel.Mode.editor(TextEntry(maxLength: 10), editing: nil)
        let message = AnswerSettingsModel.Mode.message(.answerGone, then: .list)
        func action(_ event: InputEvent, _ mode: AnswerSettingsModel.Mode) -> AnswerSettingsModel.Action? {
            AnswerSettingsScreen.action(for: event, in: mode)
        }
        #expect(action(.button(.up, .longPressRepeat), list) == .moveSelection(by: -1))
        #expect(action(.swipe(.down), list) == .moveSelection(by: 1))
        #expect(action(.button(.left, .tap), list) == nil)
        #expect(action(.button(.up, .tap), dialog) == .moveFocus(by: -1))
        #expect(action(.button(.down, .tap), dialog) == .moveFocus(by: 1))
        #expect(action(.button(.up, .longPressRepeat), dialog) == nil)
        #expect(action(.button(.action, .tap), dialog) == .choose)
        #expect(action(.button(.back, .tap), editor) == .type(.button(.back, .tap)))
        #expect(action(.button(.up, .tap), message) == nil)
        #expect(action(.button(.back, .tap), message) == .back)
    }
}
