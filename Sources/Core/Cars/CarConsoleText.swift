import GadgetBase
import Hardware

/// What the console application says.
enum CarConsoleText {
    static let menuTitle = LocalizedString("Car catalogue", ru: "Каталог автомобилей", uk: "Каталог автомобілів")
    static let menuItems = [
        LocalizedString("Add a car", ru: "Добавить автомобиль", uk: "Додати автомобіль"),
        LocalizedString("List all cars", ru: "Показать все автомобили", uk: "Показати всі автомобілі"),
        LocalizedString("List cars by body type", ru: "Показать автомобили по типу кузова",
                        uk: "Показати автомобілі за типом кузова"),
    ]
    static let exit = LocalizedString("Exit", ru: "Выход", uk: "Вихід")
    static let choose = LocalizedString("Choose %ld-%ld: ", ru: "Выберите %ld–%ld: ", uk: "Виберіть %ld–%ld: ")
    static let newCar = LocalizedString("New car", ru: "Новый автомобиль", uk: "Новий автомобіль")
    static let yearPrompt = LocalizedString(
        "Year of issue (Enter if unknown): ", ru: "Год выпуска (Enter, если неизвестен): ",
        uk: "Рік випуску (Enter, якщо невідомий): ")
    static let numberPrompt = LocalizedString(
        "Registration number (Enter if none): ", ru: "Гос. номер (Enter, если нет): ",
        uk: "Держ. номер (Enter, якщо немає): ")
    static let saved = LocalizedString("Saved:", ru: "Сохранено:", uk: "Збережено:")
    static let carNotSaved = LocalizedString(
        "Input ended; the car being added was not saved.", ru: "Ввод закончился; автомобиль не сохранён.",
        uk: "Введення закінчилося; автомобіль не збережено.")
    static let goodbye = LocalizedString("Goodbye.", ru: "До свидания.", uk: "До побачення.")
    static let storageFailed = LocalizedString(
        "The catalogue could not be read or saved: %@", ru: "Не удалось прочитать или сохранить каталог: %@",
        uk: "Не вдалося прочитати або зберегти каталог: %@")
    static let cars = PluralString(
        en: .init(one: "%ld car", other: "%ld cars"),
        ru: .init(one: "%ld автомобиль", few: "%ld автомобиля", many: "%ld автомобилей"),
        uk: .init(one: "%ld автомобіль", few: "%ld автомобілі", many: "%ld автомобілів"))
    static let notShown = LocalizedString(
        "Not shown: %@ with a body type Gadget does not know (%@); the types it knows: %@",
        ru: "Не показано: %@ с типом кузова, которого Gadget не знает (%@); известные типы: %@",
        uk: "Не показано: %@ з типом кузова, якого Gadget не знає (%@); відомі типи: %@")
    static let carCount = PluralString(
        en: .init(one: "%ld car:", other: "%ld cars:"),
        ru: .init(one: "%ld автомобиль:", few: "%ld автомобиля:", many: "%ld автомобилей:"),
        uk: .init(one: "%ld автомобіль:", few: "%ld автомобілі:", many: "%ld автомобілів:"))
}
