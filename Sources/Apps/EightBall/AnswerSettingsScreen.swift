import Core
import GadgetBase
import Hardware
import UI

/// The 8-ball's settings: the stored answers, with add, edit, delete and restore defaults.
/// Every change goes straight to the database; a refused change says why and keeps the text.
final class AnswerSettingsScreen {
    enum Mode: Equatable {
        case list
        case actions(answer: StoredAnswer, focused: Int)
        case editor(TextEntry, editing: StoredAnswer?)
        case confirmDelete(StoredAnswer, focused: Int)
        case confirmReset(focused: Int)
        /// A message over the previous mode, which comes back after OK.
        indirect case message(title: String, text: String, then: Mode)
    }

    private(set) var mode: Mode = .list
    private(set) var answers: [StoredAnswer] = []
    private(set) var selected = 0
    private(set) var isFinished = false
    /// A new answer left unsaved with ✕: the next "Add answer" starts from it, so leaving the
    /// editor never throws away what was typed.
    private(set) var draft = ""
    private let store: AnswerStore
    private let localizer: Localizer
    private let host: (any AppHost)?
    /// The board's shake calibration, where the host offers one.
    private let calibration: (any ShakeCalibrationHost)?
    private var isShakeCalibrated = false
    /// "Calibrate shake", while it is open.
    private(set) var calibrating: ShakeCalibrationScreen?

    init(store: AnswerStore, localizer: Localizer, host: (any AppHost)? = nil, calibration: (any ShakeCalibrationHost)? = nil) {
        self.store = store
        self.localizer = localizer
        self.host = host
        self.calibration = calibration
        reload()
    }

    var inputPreferences: InputPreferences {
        if case .editor = mode { return InputPreferences(acceptsText: true) }
        return InputPreferences()
    }

    var helpHint: LocalizedString? { nil }

    /// Rows: every answer, then "add", then "restore defaults", then (with an accelerometer)
    /// "calibrate shake" and, once calibrated, "shake: restore default".
    private var rowCount: Int { answers.count + 2 + (calibration == nil ? 0 : 1) + (isShakeCalibrated ? 1 : 0) }
    private var addRow: Int { answers.count }
    private var resetRow: Int { answers.count + 1 }
    private var calibrateRow: Int? { calibration == nil ? nil : answers.count + 2 }
    private var restoreShakeRow: Int? { calibration != nil && isShakeCalibrated ? answers.count + 3 : nil }

    func handle(_ event: InputEvent) -> EventDisposition {
        if let calibrating {
            let disposition = calibrating.handle(event)
            if calibrating.isFinished {
                self.calibrating = nil
                reload()
            }
            return disposition
        }
        switch mode {
        case .list: handleList(event)
        case .actions(let answer, let focused):
            handleChoice(event, focused: focused, count: 3,
                         update: { .actions(answer: answer, focused: $0) }) { choice in
                switch choice {
                case 0: self.mode = .editor(TextEntry(text: shown(answer), maxLength: AnswerStore.maximumLength,
                                                      layout: self.keyboardLayout), editing: answer)
                case 1: self.mode = .confirmDelete(answer, focused: 1)
                default: self.mode = .list
                }
            }
        case .editor(var entry, let editing):
            switch entry.handle(event) {
            case .editing: mode = .editor(entry, editing: editing)
            case .cancelled:
                if editing == nil { draft = entry.text }
                mode = .list
            case .submitted(let text): save(text, entry: entry, editing: editing)
            }
        case .confirmDelete(let answer, let focused):
            handleChoice(event, focused: focused, count: 2, update: { .confirmDelete(answer, focused: $0) }) { choice in
                self.mode = .list
                if choice == 0 { self.attempt { try self.store.remove(id: answer.id) } }
            }
        case .confirmReset(let focused):
            handleChoice(event, focused: focused, count: 2, update: { .confirmReset(focused: $0) }) { choice in
                self.mode = .list
                if choice == 0 { self.attempt { try self.store.resetToDefaults(language: self.localizer.language) } }
            }
        case .message(_, _, let then):
            if case .button(let button, .tap) = event, [.select, .back, .action].contains(button) { mode = then }
        }
        return .handled
    }

    private func handleList(_ event: InputEvent) {
        switch event {
        case .button(.up, .tap), .button(.up, .longPressRepeat), .swipe(.up):
            selected = (selected - 1 + rowCount) % rowCount
        case .button(.down, .tap), .button(.down, .longPressRepeat), .swipe(.down):
            selected = (selected + 1) % rowCount
        case .button(.select, .tap), .button(.action, .tap):
            if selected == addRow {
                mode = .editor(TextEntry(text: draft, maxLength: AnswerStore.maximumLength, layout: keyboardLayout),
                               editing: nil)
            } else if selected == resetRow {
                mode = .confirmReset(focused: 1)
            } else if selected == calibrateRow, let calibration, let host {
                calibrating = ShakeCalibrationScreen(host: host, calibration: calibration, localizer: localizer)
            } else if selected == restoreShakeRow, let calibration {
                attempt { try calibration.applyShakeCalibration(nil) }
                if mode == .list {
                    mode = .message(title: localizer(ShakeCalibrationText.restoredTitle),
                                    text: localizer(ShakeCalibrationText.restored), then: .list)
                }
            } else {
                mode = .actions(answer: answers[selected], focused: 0)
            }
        case .button(.back, .tap):
            isFinished = true
        default:
            break
        }
    }

    /// Left/right (or up/down) moves between a dialog's buttons and stops at the ends, select
    /// chooses, back cancels.
    private func handleChoice(_ event: InputEvent, focused: Int, count: Int,
                              update: (Int) -> Mode, choose: (Int) -> Void) {
        switch event {
        case .button(.left, .tap), .button(.up, .tap), .swipe(.left):
            mode = update(ButtonRow.focus(focused, movedBy: -1, count: count))
        case .button(.right, .tap), .button(.down, .tap), .swipe(.right):
            mode = update(ButtonRow.focus(focused, movedBy: 1, count: count))
        case .button(.select, .tap), .button(.action, .tap):
            choose(focused)
        case .button(.back, .tap):
            mode = .list
        default:
            break
        }
    }

    private func save(_ text: String, entry: TextEntry, editing: StoredAnswer?) {
        do {
            if let editing {
                try store.update(id: editing.id, to: text)
            } else {
                _ = try store.add(text)
            }
            mode = .list
            reload()
            if editing == nil {
                draft = ""
                selected = max(0, answers.count - 1)
            }
        } catch AnswerValidationError.unknownAnswer {
            // Removed by another process while it was being edited: the list shows what is
            // stored now, and the words typed stay in the editor, to be saved as a new answer.
            reload()
            mode = .message(title: localizer(EightBallText.answerGoneTitle),
                            text: localizer(EightBallText.answerGone),
                            then: .editor(entry, editing: nil))
        } catch let refusal as AnswerValidationError {
            mode = .message(title: localizer(EightBallText.refusedTitle), text: refusal.message(localizer),
                            then: .editor(entry, editing: editing))
        } catch {
            mode = .message(title: localizer(EightBallText.storageErrorTitle), text: describe(error),
                            then: .editor(entry, editing: editing))
        }
    }

    private func attempt(_ change: () throws -> Void) {
        do {
            try change()
        } catch let refusal as AnswerValidationError {
            mode = .message(title: localizer(EightBallText.refusedTitle), text: refusal.message(localizer), then: .list)
        } catch {
            mode = .message(title: localizer(EightBallText.storageErrorTitle), text: describe(error), then: .list)
        }
        reload()
    }

    /// Storage errors explain themselves in the user's language.
    private func describe(_ error: any Error) -> String {
        (error as? any UserFacingError)?.message(localizer) ?? "\(error)"
    }

    private func reload() {
        answers = (try? store.all()) ?? []
        isShakeCalibrated = calibration?.isShakeCalibrated ?? false
        selected = min(selected, rowCount - 1)
    }

    private var keyboardLayout: OnScreenKeyboard.Layout {
        localizer.language == .en ? .latin : .cyrillic
    }

    // MARK: - Drawing

    func render(_ canvas: Canvas) {
        if let calibrating {
            calibrating.render(canvas)
            return
        }
        let theme = canvas.theme
        canvas.clear(theme.background)
        switch mode {
        case .editor(let entry, let editing):
            drawEditor(on: canvas, entry: entry, title: localizer(editing == nil ? EightBallText.newAnswer : EightBallText.editAnswer))
        default:
            drawList(on: canvas)
        }
        switch mode {
        case .actions(_, let focused):
            canvas.dialog(title: answers.indices.contains(selected) ? shown(answers[selected]) : "",
                          message: "", buttons: [localizer(EightBallText.edit), localizer(EightBallText.delete),
                                                 localizer(EightBallText.cancel)], focused: focused)
        case .confirmDelete(let answer, let focused):
            canvas.dialog(title: localizer(EightBallText.confirmDeleteTitle), message: shown(answer),
                          buttons: [localizer(EightBallText.delete), localizer(EightBallText.cancel)], focused: focused)
        case .confirmReset(let focused):
            canvas.dialog(title: localizer(EightBallText.confirmResetTitle),
                          message: localizer(EightBallText.confirmResetMessage),
                          shortMessage: localizer(EightBallText.confirmResetMessageShort),
                          buttons: [localizer(EightBallText.restoreDefaults), localizer(EightBallText.cancel)],
                          focused: focused)
        case .message(let title, let text, _):
            canvas.dialog(title: title, message: text, buttons: [localizer(EightBallText.ok)], focused: 0)
        default:
            break
        }
    }

    private func drawList(on canvas: Canvas) {
        let theme = canvas.theme
        let (headerRect, body) = canvas.bounds.divided(atDistance: theme.fontSize(.title) * 1.6, from: .top)
        canvas.header(theme.isCompact ? localizer(EightBallText.settingsTitle)
                                      : "\(localizer(EightBallText.settingsTitle)) (\(answers.count))", in: headerRect)
        var rows = answers.map { ListRow(title: shown($0), detail: nil, accessory: nil, mayShorten: true) }
        rows.append(ListRow(title: localizer(EightBallText.addAnswer), detail: nil, accessory: nil))
        rows.append(ListRow(title: localizer(EightBallText.restoreDefaults), detail: nil, accessory: nil))
        if calibrateRow != nil { rows.append(ListRow(title: localizer(ShakeCalibrationText.row), detail: nil, accessory: nil)) }
        if restoreShakeRow != nil { rows.append(ListRow(title: localizer(ShakeCalibrationText.restoreRow), detail: nil, accessory: nil)) }
        canvas.list(rows, selected: selected, in: body)
    }

    private func drawEditor(on canvas: Canvas, entry: TextEntry, title: String) {
        let theme = canvas.theme
        let keyboardHeight = Canvas.preferredKeyboardHeight(theme: theme)
        let (keyboardRect, top) = canvas.bounds.divided(atDistance: keyboardHeight, from: .bottom)
        let (headerRect, fieldArea) = top.divided(atDistance: theme.isCompact ? 0 : theme.fontSize(.title) * 1.6, from: .top)
        if !theme.isCompact { canvas.header(title, in: headerRect) }
        // How much of the limit is used, so the text is never cut short without a word.
        let counter = "\(entry.text.count)/\(entry.maxLength)"
        let counterColor = entry.text.count >= entry.maxLength ? theme.danger : theme.secondaryText
        let area = fieldArea.insetBy(dx: theme.spacing / 2, dy: theme.spacing / 4)
        let placeholder = localizer(EightBallText.placeholder)
        if area.height >= 2 * theme.lineHeight(.body) + theme.lineHeight(.caption) {
            // Room for lines: the answer wraps instead of scrolling sideways in a tall box.
            let (counterRect, box) = area.divided(atDistance: theme.lineHeight(.caption), from: .bottom)
            canvas.textArea(entry.text, placeholder: placeholder, focused: true, in: box)
            canvas.text(counter, in: counterRect, role: .caption, color: counterColor, alignment: .trailing, maxLines: 1)
        } else {
            let width = canvas.measure(counter, role: .caption, width: 0, maxLines: 1).width.rounded(.up) + theme.spacing / 2
            let (counterRect, box) = area.divided(atDistance: width, from: .right)
            canvas.textField(entry.text, placeholder: placeholder, focused: true, in: box)
            canvas.text(counter, in: counterRect, role: .caption, color: counterColor, alignment: .trailing, maxLines: 1)
        }
        canvas.keyboard(entry.keyboard, in: keyboardRect)
    }

    /// An answer as the reader sees it: the classic ones in the reader's language.
    private func shown(_ answer: StoredAnswer) -> String { DefaultAnswers.shown(answer.text, in: localizer.language) }
}
