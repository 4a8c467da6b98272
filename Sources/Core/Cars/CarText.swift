import GadgetBase
import Hardware

/// Field names and the words the console and the board share about cars.
public enum CarText {
    public static let manufacturer = LocalizedString("Manufacturer", ru: "Производитель", uk: "Виробник")
    public static let model = LocalizedString("Model", ru: "Модель", uk: "Модель")
    public static let body = LocalizedString("Body type", ru: "Тип кузова", uk: "Тип кузова")
    public static let yearOfIssue = LocalizedString("Year of issue", ru: "Год выпуска", uk: "Рік випуску")
    public static let carNumber = LocalizedString("Registration number", ru: "Гос. номер", uk: "Держ. номер")
    public static let noCars = LocalizedString("No cars yet.", ru: "Автомобилей пока нет.", uk: "Автомобілів поки немає.")
    public static let noCarsOfBody = LocalizedString(
        "No cars with the body type %@.", ru: "Нет автомобилей с типом кузова «%@».",
        uk: "Немає автомобілів із типом кузова «%@».")
}
