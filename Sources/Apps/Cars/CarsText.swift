import Core
import GadgetBase
import Hardware

/// What the Cars app says (field and body type names come from Core's CarText).
enum CarsText {
    static let title = LocalizedString("Cars", ru: "Автомобили", uk: "Автомобілі")
    static let all = LocalizedString("All", ru: "Все", uk: "Усі")
    static let addCar = LocalizedString("+ Add a car", ru: "+ Добавить автомобиль", uk: "+ Додати автомобіль")
    /// The same row where a panel is too narrow for it (a 128x128).
    static let addCarShort = LocalizedString("+ New car", ru: "+ Новый автомобиль", uk: "+ Новий автомобіль")
    static let newCar = LocalizedString("New car %ld/%ld", ru: "Новый автомобиль %ld/%ld", uk: "Новий автомобіль %ld/%ld")
    static let optional = LocalizedString("%@ (optional)", ru: "%@ (необязательно)", uk: "%@ (необов’язково)")
    static let optionalShort = LocalizedString("%@ (opt.)", ru: "%@ (необяз.)", uk: "%@ (необов.)")
    static let yearShort = LocalizedString("Year", ru: "Год", uk: "Рік")
    static let numberShort = LocalizedString("Reg. number", ru: "Номер", uk: "Номер")
    static let hint = LocalizedString(
        "←→ body type · Space: add", ru: "←→ тип кузова · Пробел: добавить", uk: "←→ тип кузова · Пробіл: додати")
    static let checkTitle = LocalizedString("Check this", ru: "Проверьте", uk: "Перевірте")
    static let storageTitle = LocalizedString("Not saved", ru: "Не сохранено", uk: "Не збережено")
    static let ok = LocalizedString("OK", ru: "ОК", uk: "ОК")
    static let notShownTitle = LocalizedString("Not shown", ru: "Не показаны", uk: "Не показано")
    static let notShown = LocalizedString(
        "%@ with a body type Gadget does not know (%@), written by another program or a newer Gadget.",
        ru: "Gadget не знает тип кузова (%2$@): такие записи оставила другая программа или более новый Gadget. В списке их нет: %1$@.",
        uk: "Gadget не знає тип кузова (%2$@): такі записи залишила інша програма або новіший Gadget. У списку їх немає: %1$@.")
    /// One stored body type, quoted as the language quotes.
    static let quoted = LocalizedString("“%@”", ru: "«%@»", uk: "«%@»")
    /// The same on a panel too small for the whole sentence.
    static let notShownShort = PluralString(
        en: .init(one: "%ld car: unknown body type", other: "%ld cars: unknown body type"),
        ru: .init(one: "%ld авто: кузов неизвестен", few: "%ld авто: кузов неизвестен", many: "%ld авто: кузов неизвестен"),
        uk: .init(one: "%ld авто: кузов невідомий", few: "%ld авто: кузов невідомий", many: "%ld авто: кузов невідомий"))
    static let cars = PluralString(
        en: .init(one: "%ld stored car", other: "%ld stored cars"),
        ru: .init(one: "%ld сохранённый автомобиль", few: "%ld сохранённых автомобиля", many: "%ld сохранённых автомобилей"),
        uk: .init(one: "%ld збережений автомобіль", few: "%ld збережені автомобілі", many: "%ld збережених автомобілів"))
    static let noCars = LocalizedString("No cars here yet.", ru: "Здесь пока нет автомобилей.",
                                        uk: "Тут поки немає автомобілів.")
}
