import GadgetBase
import Hardware

/// Why a value typed for a car was refused. Each message says what is wrong and what to type.
public enum CarInputError: Error, Equatable, Sendable, CustomStringConvertible {
    case empty(field: LocalizedString)
    case tooLong(field: LocalizedString, limit: Int)
    case yearNotANumber(String)
    case yearOutOfRange(Int, latest: Int)
    case numberCharacters(String)
    case menuChoice(String, range: ClosedRange<Int>)

    public var description: String { message(Localizer(language: .en)) }

    public func message(_ l: Localizer) -> String {
        switch self {
        case .empty(let field): l(Texts.empty, l(field))
        case .tooLong(let field, let limit): l(Texts.tooLong, l(field), limit)
        case .yearNotANumber(let text): l(Texts.yearNotANumber, text)
        case .yearOutOfRange(let year, let latest): l(Texts.yearOutOfRange, year, CarValidator.earliestYear, latest)
        case .numberCharacters(let text): l(Texts.numberCharacters, text)
        case .menuChoice(let text, let range): l(Texts.menuChoice, text, range.lowerBound, range.upperBound)
        }
    }

    enum Texts {
        static let empty = LocalizedString(
            "%@ cannot be empty; type it, please.", ru: "Поле «%@» не может быть пустым; введите значение.",
            uk: "Поле «%@» не може бути порожнім; введіть значення.")
        static let tooLong = LocalizedString(
            "%@ is too long: at most %ld characters.", ru: "Поле «%@» слишком длинное: не больше %ld символов.",
            uk: "Поле «%@» задовге: не більше %ld символів.")
        static let yearNotANumber = LocalizedString(
            "“%@” is not a year; type four digits such as 2015, or leave it empty if unknown.",
            ru: "«%@» — не год; введите четыре цифры, например 2015, или оставьте пустым, если год неизвестен.",
            uk: "«%@» — не рік; введіть чотири цифри, наприклад 2015, або залиште порожнім, якщо рік невідомий.")
        static let yearOutOfRange = LocalizedString(
            "%ld is not a possible year of issue; type a year from %ld to %ld, or leave it empty.",
            ru: "%ld — невозможный год выпуска; введите год от %ld до %ld или оставьте пустым.",
            uk: "%ld — неможливий рік випуску; введіть рік від %ld до %ld або залиште порожнім.")
        static let numberCharacters = LocalizedString(
            "“%@” is not a registration number; use letters, digits, spaces and hyphens, or leave it empty.",
            ru: "«%@» — не гос. номер; используйте буквы, цифры, пробелы и дефисы или оставьте пустым.",
            uk: "«%@» — не держ. номер; використовуйте літери, цифри, пропуски й дефіси або залиште порожнім.")
        static let menuChoice = LocalizedString(
            "“%@” is not on the menu; type a number from %ld to %ld.",
            ru: "«%@» нет в меню; введите число от %ld до %ld.",
            uk: "«%@» немає в меню; введіть число від %ld до %ld.")
    }
}
