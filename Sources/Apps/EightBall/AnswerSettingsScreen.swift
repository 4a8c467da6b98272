import Core
import GadgetBase
import Hardware
import UI

/// The 8-ball's settings on screen: draws an `AnswerSettingsModel` and turns keys into its
/// actions. It holds nothing and changes nothing; the app carries out what the model asks.
struct AnswerSettingsScreen {
    let model: AnswerSettingsModel
    let localizer: Localizer

    /// The action a key means on what is shown: the list moves its selection (held keys repeat),
    /// a dialog moves between its buttons, the editor takes every key.
    static func action(for event: InputEvent, in mode: AnswerSettingsModel.Mode) -> AnswerSettingsModel.Action? {
        switch (mode, event) {
        case (.editor, _):
            return .type(event)
        case (.list, .button(.up, .tap)), (.list, .button(.up, .longPressRepeat)), (.list, .swipe(.up)):
            return .moveSelection(by: -1)
        case (.list, .button(.down, .tap)), (.list, .button(.down, .longPressRepeat)), (.list, .swipe(.down)):
            return .moveSelection(by: 1)
        case (.list, _), (.message, _):
            break
        case (_, .button(.left, .tap)), (_, .button(.up, .tap)), (_, .swipe(.left)):
            return .moveFocus(by: -1)
        case (_, .button(.right, .tap)), (_, .button(.down, .tap)), (_, .swipe(.right)):
            return .moveFocus(by: 1)
        default:
            break
        }
        switch event {
        case .button(.select, .tap), .button(.action, .tap): return .choose
        case .button(.back, .tap): return .back
        default: return nil
        }
    }

    // MARK: - Drawing

    func draw(on canvas: Canvas) {
        let theme = canvas.theme
        canvas.clear(theme.background)
        switch model.mode {
        case .editor(let entry, let editing):
            drawEditor(on: canvas, entry: entry, title: localizer(editing == nil ? EightBallText.newAnswer : EightBallText.editAnswer))
        default:
            drawList(on: canvas)
        }
        let answers = model.answers
        switch model.mode {
        case .actions(_, let focused):
            canvas.dialog(title: answers.indices.contains(model.selected) ? model.shown(answers[model.selected]) : "",
                          message: "", buttons: [localizer(EightBallText.edit), localizer(EightBallText.delete),
                                                 localizer(EightBallText.cancel)], focused: focused, showsUserText: true)
        case .confirmDelete(let answer, let focused):
            canvas.dialog(title: localizer(EightBallText.confirmDeleteTitle), message: model.shown(answer),
                          buttons: [localizer(EightBallText.delete), localizer(EightBallText.cancel)], focused: focused,
                          showsUserText: true)
        case .confirmReset(let focused):
            canvas.dialog(title: localizer(EightBallText.confirmResetTitle),
                          message: localizer(EightBallText.confirmResetMessage),
                          shortMessage: localizer(EightBallText.confirmResetMessageShort),
                          buttons: [localizer(EightBallText.restoreDefaults), localizer(EightBallText.cancel)],
                          shortButtons: [localizer(EightBallText.restore), localizer(EightBallText.cancel)],
                          focused: focused)
        case .message(let notice, _):
            let (title, text) = words(for: notice)
            let refusal: AnswerValidationError? = if case .refused(let refusal) = notice { refusal } else { nil }
            let quotesAnAnswer = if case .duplicate = refusal { true } else { false }
            canvas.dialog(title: title, message: text, shortMessage: refusal?.shortMessage(localizer),
                          buttons: [localizer(EightBallText.ok)], focused: 0, showsUserText: quotesAnAnswer)
        default:
            break
        }
    }

    private func words(for notice: AnswerSettingsModel.Notice) -> (title: String, text: String) {
        switch notice {
        case .answerGone: (localizer(EightBallText.answerGoneTitle), localizer(EightBallText.answerGone))
        case .removedMeanwhile(let reason): (localizer(EightBallText.answerGoneTitle), reason)
        case .refused(let refusal):
            (localizer(refusal == .lastAnswer ? EightBallText.cannotDeleteTitle : EightBallText.refusedTitle),
             refusal.message(localizer))
        case .storageError(let reason): (localizer(EightBallText.storageErrorTitle), reason)
        case .shakeDefaultRestored: (localizer(ShakeCalibrationText.restoredTitle), localizer(ShakeCalibrationText.restored))
        }
    }

    private func drawList(on canvas: Canvas) {
        let theme = canvas.theme
        let (headerRect, body) = canvas.bounds.divided(atDistance: theme.fontSize(.title) * 1.6, from: .top)
        let heading = switch theme.sizeClass {
        case .compact: localizer(EightBallText.settingsTitle)
        case .regular: "\(localizer(EightBallText.settingsTitle)) (\(model.answers.count))"
        }
        canvas.header(heading, in: headerRect)
        // An answer is the user's own text: it may end in an ellipsis; the other rows may not.
        let rows = model.rows.map { row -> ListRow in
            if case .answer = row { return ListRow(title: title(of: row), detail: nil, accessory: nil, mayShorten: true) }
            return ListRow(title: title(of: row), shorterTitles: shorterTitles(of: row).map { localizer($0) })
        }
        canvas.list(rows, selected: model.selected, in: body)
    }

    private func title(of row: AnswerSettingsModel.Row) -> String {
        switch row {
        case .answer(let answer): model.shown(answer)
        case .addAnswer: localizer(EightBallText.addAnswer)
        case .restoreDefaults: localizer(EightBallText.restoreDefaults)
        case .calibrateShake: localizer(ShakeCalibrationText.row)
        case .restoreShakeDefault: localizer(ShakeCalibrationText.restoreRow)
        }
    }

    /// Fewer words for a row too wide for a small panel in any size.
    private func shorterTitles(of row: AnswerSettingsModel.Row) -> [LocalizedString] {
        switch row {
        case .answer, .addAnswer, .restoreDefaults: []
        case .calibrateShake: [ShakeCalibrationText.rowShort]
        case .restoreShakeDefault: [ShakeCalibrationText.restoreRowShort]
        }
    }

    private func drawEditor(on canvas: Canvas, entry: TextEntry, title: String) {
        let theme = canvas.theme
        let keyboardHeight = Canvas.preferredKeyboardHeight(theme: theme)
        let (keyboardRect, top) = canvas.bounds.divided(atDistance: keyboardHeight, from: .bottom)
        // A compact panel has no room for a title bar over the keyboard.
        let fieldArea: Rect
        switch theme.sizeClass {
        case .compact:
            fieldArea = top
        case .regular:
            let headerRect: Rect
            (headerRect, fieldArea) = top.divided(atDistance: theme.fontSize(.title) * 1.6, from: .top)
            canvas.header(title, in: headerRect)
        }
        // How much of the limit is used, so the text is never cut short without a word.
        let counter = "\(entry.length)/\(entry.maxLength)"
        let counterColor = entry.length >= entry.maxLength ? theme.danger : theme.secondaryText
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
            canvas.textField(entry.text, placeholder: placeholder, shorterPlaceholders: [localizer(EightBallText.placeholderShort)],
                             focused: true, in: box)
            canvas.text(counter, in: counterRect, role: .caption, color: counterColor, alignment: .trailing, maxLines: 1)
        }
        canvas.keyboard(entry.keyboard, in: keyboardRect)
    }
}
