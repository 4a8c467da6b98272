import Core
import GadgetBase
import Hardware
import UI

/// The 8-ball's settings as a value: the stored answers with add, edit, delete and restore
/// defaults, and (with an accelerometer) calibrate shake. Pure: keys arrive as actions, and every
/// change to the database leaves as an effect, whose outcome comes back as an action. A refused
/// change says why and keeps the text.
struct AnswerSettingsModel: Equatable, Sendable {
    enum Mode: Equatable, Sendable {
        case list
        case actions(answer: StoredAnswer, focused: Int)
        case editor(TextEntry, editing: StoredAnswer?)
        case confirmDelete(StoredAnswer, focused: Int)
        case confirmReset(focused: Int)
        /// A notice over the previous mode, which comes back after OK.
        indirect case message(Notice, then: Mode)
    }

    /// What a message says.
    enum Notice: Equatable, Sendable {
        /// The answer being edited was removed by another process.
        case answerGone
        /// The answer to be changed was removed by another process; the store's words for it.
        case removedMeanwhile(String)
        /// The store refused the change, and why.
        case refused(AnswerValidationError)
        /// The database failed; the reason as the reader reads it.
        case storageError(String)
        case shakeDefaultRestored
    }

    /// The list's rows, top to bottom.
    enum Row: Equatable, Sendable {
        case answer(StoredAnswer)
        case addAnswer
        case restoreDefaults
        case calibrateShake
        case restoreShakeDefault
    }

    /// Why the store refused a change, as the host reports it.
    enum Failure: Equatable, Sendable {
        /// No answer has the id (another process removed it); the store's words for it.
        case answerGone(String)
        case refused(AnswerValidationError)
        case storage(String)
    }

    enum Action: Equatable, Sendable {
        /// Up or down the list, wrapping around.
        case moveSelection(by: Int)
        /// Between a dialog's buttons, stopping at the ends.
        case moveFocus(by: Int)
        /// Select: the row, the focused button, or OK.
        case choose
        case back
        /// A key or a keyboard tap for the editor.
        case type(InputEvent)
        /// The answers and calibration as stored now.
        case loaded([StoredAnswer], isShakeCalibrated: Bool)
        /// The answers could not be read; the reason as the reader reads it.
        case loadFailed(String)
        /// The new or edited answer is stored.
        case saved
        case saveFailed(Failure)
        /// A delete, a restore of the defaults or of the shake preset failed.
        case changeFailed(Failure)
        case shakeDefaultRestored
        /// "Calibrate shake" was left, calibrated or not.
        case shakeCalibrationClosed
    }

    enum Effect: Equatable, Sendable {
        case add(String)
        case update(id: Int64, to: String)
        case remove(id: Int64)
        case restoreDefaultAnswers(Language)
        /// Forget this board's calibration: the profile's preset is in force again.
        case restoreShakeDefault
        case openShakeCalibration
        /// Read the answers and calibration again and send `.loaded`.
        case reload
    }

    private(set) var mode: Mode = .list
    private(set) var answers: [StoredAnswer] = []
    private(set) var isShakeCalibrated = false
    private(set) var selected = 0
    private(set) var isFinished = false
    /// A new answer left unsaved with ✕: the next "Add answer" starts from it, so leaving the
    /// editor never throws away what was typed.
    private(set) var draft = ""
    /// The reader's language: the classic answers are shown in it, and the editor's keyboard follows it.
    let language: Language
    /// Whether the host can calibrate shake (the board has an accelerometer and a database).
    let offersShakeCalibration: Bool
    /// Set when a new answer is saved: once the list is read again, its last row is selected.
    private var selectsLastAnswerOnLoad = false
    /// Whether the answers were read at least once since the settings opened. Until they are, a
    /// message over the list closes the settings after OK, instead of showing a list with no
    /// answers in it as if all were deleted.
    private var hasReadAnswers = false

    init(language: Language, offersShakeCalibration: Bool) {
        self.language = language
        self.offersShakeCalibration = offersShakeCalibration
    }

    /// Every answer, then "add", then "restore defaults", then (with an accelerometer)
    /// "calibrate shake" and, once calibrated, "shake: restore default".
    var rows: [Row] {
        var rows = answers.map(Row.answer) + [.addAnswer, .restoreDefaults]
        if offersShakeCalibration {
            rows.append(.calibrateShake)
            if isShakeCalibrated { rows.append(.restoreShakeDefault) }
        }
        return rows
    }

    var isEditing: Bool {
        if case .editor = mode { return true }
        return false
    }

    /// An answer as the reader sees it: the classic ones in the reader's language.
    func shown(_ answer: StoredAnswer) -> String { DefaultAnswers.shown(answer.text, in: language) }

    mutating func reduce(_ action: Action) -> [Effect] {
        switch action {
        case .moveSelection(let step):
            guard mode == .list else { return [] }
            let count = rows.count
            selected = ((selected + step) % count + count) % count
        case .moveFocus(let step):
            moveFocus(by: step)
        case .choose:
            return choose()
        case .back:
            switch mode {
            case .list: isFinished = true
            case .actions, .confirmDelete, .confirmReset: mode = .list
            case .message(_, let then): dismissMessage(then: then)
            case .editor: break
            }
        case .type(let event):
            return type(event)
        case .loaded(let answers, let isShakeCalibrated):
            self.answers = answers
            self.isShakeCalibrated = isShakeCalibrated
            hasReadAnswers = true
            selected = selectsLastAnswerOnLoad ? max(0, answers.count - 1) : min(selected, rows.count - 1)
            selectsLastAnswerOnLoad = false
        case .loadFailed(let reason):
            // Whatever was on screen (a message, the words being typed) comes back after it. A
            // change that failed has just said the same (a delete, then the list read again).
            if case .message(.storageError, _) = mode { break }
            mode = .message(.storageError(reason), then: mode)
        case .saved:
            guard case .editor(_, let editing) = mode else { return [] }
            mode = .list
            if editing == nil {
                draft = ""
                selectsLastAnswerOnLoad = true
            }
            return [.reload]
        case .saveFailed(let failure):
            guard case .editor(let entry, let editing) = mode else { return [] }
            switch failure {
            case .answerGone:
                // The list shows what is stored now, and the words typed stay in the editor, to
                // be saved as a new answer.
                mode = .message(.answerGone, then: .editor(entry, editing: nil))
                return [.reload]
            case .refused(let reason):
                mode = .message(.refused(reason), then: .editor(entry, editing: editing))
            case .storage(let reason):
                mode = .message(.storageError(reason), then: .editor(entry, editing: editing))
            }
        case .changeFailed(let failure):
            switch failure {
            case .answerGone(let reason): mode = .message(.removedMeanwhile(reason), then: .list)
            case .refused(let reason): mode = .message(.refused(reason), then: .list)
            case .storage(let reason): mode = .message(.storageError(reason), then: .list)
            }
        case .shakeDefaultRestored:
            if mode == .list { mode = .message(.shakeDefaultRestored, then: .list) }
        case .shakeCalibrationClosed:
            return [.reload]
        }
        return []
    }

    /// OK or back on a message: what it covered comes back, or the settings close.
    private mutating func dismissMessage(then: Mode) {
        mode = then
        if !hasReadAnswers, then == .list { isFinished = true }
    }

    private mutating func choose() -> [Effect] {
        switch mode {
        case .list:
            return chooseRow()
        case .actions(let answer, let focused):
            switch focused {
            case 0: mode = .editor(TextEntry(text: shown(answer), maxLength: AnswerStore.maximumLength,
                                             layout: keyboardLayout), editing: answer)
            case 1: mode = .confirmDelete(answer, focused: 1)
            default: mode = .list
            }
        case .confirmDelete(let answer, let focused):
            mode = .list
            if focused == 0 { return [.remove(id: answer.id), .reload] }
        case .confirmReset(let focused):
            mode = .list
            if focused == 0 { return [.restoreDefaultAnswers(language), .reload] }
        case .message(_, let then):
            dismissMessage(then: then)
        case .editor:
            break
        }
        return []
    }

    private mutating func chooseRow() -> [Effect] {
        let rows = rows
        guard rows.indices.contains(selected) else { return [] }
        switch rows[selected] {
        case .answer(let answer):
            mode = .actions(answer: answer, focused: 0)
        case .addAnswer:
            mode = .editor(TextEntry(text: draft, maxLength: AnswerStore.maximumLength, layout: keyboardLayout),
                           editing: nil)
        case .restoreDefaults:
            mode = .confirmReset(focused: 1)
        case .calibrateShake:
            return [.openShakeCalibration]
        case .restoreShakeDefault:
            return [.restoreShakeDefault, .reload]
        }
        return []
    }

    private mutating func moveFocus(by step: Int) {
        switch mode {
        case .actions(let answer, let focused):
            mode = .actions(answer: answer, focused: ButtonRow.focus(focused, movedBy: step, count: 3))
        case .confirmDelete(let answer, let focused):
            mode = .confirmDelete(answer, focused: ButtonRow.focus(focused, movedBy: step, count: 2))
        case .confirmReset(let focused):
            mode = .confirmReset(focused: ButtonRow.focus(focused, movedBy: step, count: 2))
        case .list, .editor, .message:
            break
        }
    }

    private mutating func type(_ event: InputEvent) -> [Effect] {
        guard case .editor(var entry, let editing) = mode else { return [] }
        switch entry.handle(event) {
        case .editing:
            mode = .editor(entry, editing: editing)
        case .cancelled:
            if editing == nil { draft = entry.text }
            mode = .list
        case .submitted(let text):
            // The editor stays open until the store answers, so a refusal returns to the words typed.
            mode = .editor(entry, editing: editing)
            if let editing { return [.update(id: editing.id, to: text)] }
            return [.add(text)]
        }
        return []
    }

    private var keyboardLayout: OnScreenKeyboard.Layout { .letters(for: language) }
}
