import GadgetBase
import UI

/// Said on the panel over the first screen, until OK is pressed, when the saved data could not
/// be read and was moved aside for a fresh database. The terminal's message goes to the journal
/// under the service, where the person whose answers and scores just went back to the defaults
/// never looks. The kept file's name (gadget.sqlite.corrupt-<time>) is too long for one line of
/// a panel; the message on stderr (the journal, under the service) gives the whole path.
struct DataResetNotice {
    static let title = LocalizedString("Saved data reset", ru: "Данные сброшены", uk: "Дані скинуто")
    static let message = LocalizedString(
        "The saved data could not be read, so Gadget started afresh. The old file is kept in the data folder.",
        ru: "Сохранённые данные не читались, поэтому Gadget начал заново. Старый файл остался в папке данных.",
        uk: "Збережені дані не читалися, тому Gadget почав наново. Старий файл залишився в теці даних.")
    /// For a panel where the long one does not fit (128x64).
    static let shortMessage = LocalizedString(
        "Could not read it; the old file is kept.", ru: "Не читались; старый файл сохранён.",
        uk: "Не читалися; старий файл збережено.")
    static let ok = LocalizedString("OK", ru: "ОК", uk: "ОК")
    static let hint = LocalizedString("Enter: OK", ru: "Enter: ОК", uk: "Enter: ОК")

    func draw(on canvas: Canvas, localizer: Localizer) {
        canvas.dialog(title: localizer(Self.title), message: localizer(Self.message),
                      shortMessage: localizer(Self.shortMessage), buttons: [localizer(Self.ok)], focused: 0)
    }
}
