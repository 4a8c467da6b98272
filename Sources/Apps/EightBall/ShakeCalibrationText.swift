import GadgetBase
import Hardware

/// What "Calibrate shake" says, in every language Gadget speaks.
enum ShakeCalibrationText {
    static let row = LocalizedString("Calibrate shake", ru: "Настроить встряхивание", uk: "Налаштувати струшування")
    static let restoreRow = LocalizedString(
        "Shake: restore default", ru: "Встряхивание: по умолчанию", uk: "Струшування: типове")
    /// The two rows where a panel is too narrow for them (a 128x128).
    static let rowShort = LocalizedString("Shaking", ru: "Встряхивание", uk: "Струшування")
    static let restoreRowShort = LocalizedString("Shake: reset", ru: "Встряхивание: сброс", uk: "Струшування: скинути")
    static let title = LocalizedString("Calibrate shake", ru: "Встряхивание", uk: "Струшування")
    static let shake = LocalizedString(
        "Shake the board as you would for an answer: %@ of %@",
        ru: "Встряхните плату, как для ответа: %@ из %@", uk: "Струсніть плату, як для відповіді: %@ з %@")
    /// The same for a small panel.
    static let shakeShort = LocalizedString("Shake it: %@ of %@", ru: "Встряхните: %@ из %@", uk: "Струсніть: %@ з %@")
    static let holdStill = LocalizedString(
        "Now hold the board still", ru: "Теперь держите плату неподвижно", uk: "Тепер тримайте плату нерухомо")
    static let holdStillShort = LocalizedString("Hold it still", ru: "Не двигайте", uk: "Не рухайте")
    static let recognized = LocalizedString("recognized", ru: "распознано", uk: "розпізнано")
    static let tooGentle = LocalizedString(
        "too gentle: shake harder", ru: "слишком слабо: сильнее", uk: "надто слабко: сильніше")
    static let tooShort = LocalizedString(
        "too short: a few swings back and forth", ru: "слишком коротко: несколько раз туда-сюда",
        uk: "надто коротко: кілька разів туди-сюди")
    /// The three verdicts in a word each, for a small panel.
    static let tooGentleShort = LocalizedString("too gentle", ru: "слишком слабо", uk: "надто слабко")
    static let tooShortShort = LocalizedString("too short", ru: "слишком коротко", uk: "надто коротко")
    /// A shake while the screen asks for stillness: it only puts the still moment off.
    static let movedWhileStill = LocalizedString(
        "moved: keep it still a moment", ru: "движение: подержите неподвижно", uk: "рух: потримайте нерухомо")
    static let movedWhileStillShort = LocalizedString("moved", ru: "движение", uk: "рух")
    static let doneTitle = LocalizedString("Shake calibrated", ru: "Готово", uk: "Готово")
    static let unchanged = LocalizedString(
        "Your shakes suit the board's preset: nothing changed.",
        ru: "Ваши встряхивания подходят к предустановке платы: ничего не изменилось.",
        uk: "Ваші струшування пасують до типового налаштування плати: нічого не змінилося.")
    static let unchangedShort = LocalizedString("Nothing changed.", ru: "Ничего не изменилось.", uk: "Нічого не змінилося.")
    static let swing = LocalizedString("swing", ru: "размах", uk: "розмах")
    static let quiet = LocalizedString("stillness", ru: "покой", uk: "спокій")
    static let burst = LocalizedString("burst", ru: "рывок", uk: "ривок")
    static let failedTitle = LocalizedString("Not calibrated", ru: "Не настроено", uk: "Не налаштовано")
    static let needsMoreShakes = LocalizedString(
        "%@ of %@ shakes were recognized; try again.", ru: "Распознано встряхиваний: %@ из %@; попробуйте снова.",
        uk: "Розпізнано струшувань: %@ з %@; спробуйте знову.")
    static let needsMoreShakesShort = LocalizedString(
        "%@ of %@ shakes; try again.", ru: "Распознано %@ из %@; ещё раз.", uk: "Розпізнано %@ з %@; ще раз.")
    static let notStill = LocalizedString(
        "The board did not keep still afterwards; try again with it resting.",
        ru: "Плата не лежала спокойно после встряхиваний; попробуйте снова, положив её.",
        uk: "Плата не лежала спокійно після струшувань; спробуйте знову, поклавши її.")
    static let notStillShort = LocalizedString(
        "It moved; try again.", ru: "Плата двигалась; ещё раз.", uk: "Плата рухалася; ще раз.")
    static let restored = LocalizedString(
        "Shake sensitivity is the board's preset again.", ru: "Чувствительность снова как в предустановке платы.",
        uk: "Чутливість знову як у типовому налаштуванні плати.")
    static let restoredTitle = LocalizedString("Restored", ru: "Восстановлено", uk: "Відновлено")
}
