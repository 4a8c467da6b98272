import Core
import GadgetBase
import Hardware

/// Everything the 8-ball says, in every language Gadget speaks.
enum EightBallText {
    static let title = LocalizedString("Magic 8-ball", ru: "Магический шар", uk: "Магічна куля")
    static let callToShake = LocalizedString(
        "Shake the board for an answer", ru: "Встряхните плату, чтобы получить ответ",
        uk: "Струсніть плату, щоб отримати відповідь")
    static let thinking = LocalizedString("Thinking…", ru: "Думаю…", uk: "Думаю…")
    static let storedSource = LocalizedString("offline answer", ru: "ответ без сети", uk: "відповідь без мережі")
    /// Under the ball on every panel: a board's Enter opens the answers.
    static let hint = LocalizedString("Enter: answers", ru: "Enter: ответы", uk: "Enter: відповіді")
    /// The terminal's keys for the ball: shaking first, it is what the app is for.
    static let terminalHint = LocalizedString("s: shake · Enter: answers", ru: "s: встряхнуть · Enter: ответы",
                                              uk: "s: струснути · Enter: відповіді")
    static let calibrationHint = LocalizedString("s: shake · Esc: stop", ru: "s: встряхнуть · Esc: прервать",
                                                 uk: "s: струснути · Esc: перервати")
    /// Calibration over, its result in a dialog.
    static let calibrationResultHint = LocalizedString("Enter: OK", ru: "Enter: ОК", uk: "Enter: ОК")

    static let settingsTitle = LocalizedString("Answers", ru: "Ответы", uk: "Відповіді")
    static let addAnswer = LocalizedString("+ Add answer", ru: "+ Добавить ответ", uk: "+ Додати відповідь")
    static let restoreDefaults = LocalizedString(
        "Restore defaults", ru: "Вернуть стандартные", uk: "Відновити типові")
    /// The confirming button under "Restore defaults?" where its usual label is too wide.
    static let restore = LocalizedString("Restore", ru: "Вернуть", uk: "Відновити")
    static let edit = LocalizedString("Edit", ru: "Изменить", uk: "Змінити")
    static let delete = LocalizedString("Delete", ru: "Удалить", uk: "Видалити")
    static let cancel = LocalizedString("Cancel", ru: "Отмена", uk: "Скасувати")
    static let ok = LocalizedString("OK", ru: "ОК", uk: "ОК")
    static let newAnswer = LocalizedString("New answer", ru: "Новый ответ", uk: "Нова відповідь")
    static let editAnswer = LocalizedString("Edit answer", ru: "Изменить ответ", uk: "Змінити відповідь")
    static let placeholder = LocalizedString("Type an answer", ru: "Введите ответ", uk: "Введіть відповідь")
    static let placeholderShort = LocalizedString("An answer", ru: "Ответ", uk: "Відповідь")
    static let confirmDeleteTitle = LocalizedString("Delete answer?", ru: "Удалить ответ?", uk: "Видалити відповідь?")
    static let confirmResetTitle = LocalizedString(
        "Restore defaults?", ru: "Вернуть стандартные?", uk: "Відновити типові?")
    static let confirmResetMessage = LocalizedString(
        "Your own answers will be replaced by the original twenty.",
        ru: "Ваши ответы заменятся исходными двадцатью.",
        uk: "Ваші відповіді буде замінено початковими двадцятьма.")
    /// The same where a panel has room for a few words only.
    static let confirmResetMessageShort = LocalizedString(
        "Back to the original 20.", ru: "Вернутся исходные 20.", uk: "Повернуться початкові 20.")
    static let refusedTitle = LocalizedString("Not saved", ru: "Не сохранено", uk: "Не збережено")
    static let cannotDeleteTitle = LocalizedString("Cannot delete", ru: "Нельзя удалить", uk: "Не можна видалити")
    static let answerGoneTitle = LocalizedString(
        "Answer removed", ru: "Ответ удалён", uk: "Відповідь видалено")
    static let answerGone = LocalizedString(
        "It was removed meanwhile, perhaps from the command line. Your words are kept: save them as a new answer.",
        ru: "Его тем временем удалили, возможно из командной строки. Ваш текст сохранён: сохраните его как новый ответ.",
        uk: "Її тим часом видалили, можливо з командного рядка. Ваш текст збережено: збережіть його як нову відповідь.")
    static let storageErrorTitle = LocalizedString(
        "Storage problem", ru: "Проблема с хранилищем", uk: "Проблема зі сховищем")
}
