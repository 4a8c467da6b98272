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

    /// The fix alone, for a panel with room for two short lines (128x64): what to type.
    public func shortMessage(_ l: Localizer) -> String {
        switch self {
        case .empty(let field): l(Texts.emptyShort, l(field))
        case .tooLong(_, let limit): l(Texts.tooLongShort, limit)
        case .yearNotANumber: l(Texts.yearNotANumberShort)
        case .yearOutOfRange(_, let latest): l(Texts.yearOutOfRangeShort, CarValidator.earliestYear, latest)
        case .numberCharacters: l(Texts.numberCharactersShort)
        case .menuChoice(_, let range): l(Texts.menuChoiceShort, range.lowerBound, range.upperBound)
        }
    }

    enum Texts {
        static let emptyShort = LocalizedString("Fill in: %@.", ru: "Заполните: %@.", uk: "Заповніть: %@.")
        static let tooLongShort = LocalizedString(
            "At most %ld characters.", ru: "Не больше %ld символов.", uk: "Не більше %ld символів.")
        static let yearNotANumberShort = LocalizedString(
            "A year is four digits, or empty.", ru: "Год — четыре цифры или пусто.", uk: "Рік — чотири цифри або порожньо.")
        static let yearOutOfRangeShort = LocalizedString(
            "A year from %ld to %ld, or empty.", ru: "Год от %ld до %ld или пусто.", uk: "Рік від %ld до %ld або порожньо.")
        static let numberCharactersShort = LocalizedString(
            "Letters, digits, spaces, hyphens.", ru: "Буквы, цифры, пробелы, дефисы.", uk: "Літери, цифри, пропуски, дефіси.")
        static let menuChoiceShort = LocalizedString(
            "A number from %ld to %ld.", ru: "Число от %ld до %ld.", uk: "Число від %ld до %ld.")

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
