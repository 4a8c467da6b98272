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
    static let noCars = LocalizedString("No cars here yet.", ru: "Здесь пока нет автомобилей.",
                                        uk: "Тут поки немає автомобілів.")
}
