import GadgetBase
import Hardware

/// Why the answer store refused a change. Every case explains itself to the user.
public enum AnswerValidationError: Error, Equatable, CustomStringConvertible {
    /// Nothing left after trimming whitespace and control characters.
    case empty
    /// Longer than `AnswerStore.maximumLength` after trimming, counted as the database counts
    /// (code points: a flag emoji is two).
    case tooLong(length: Int, limit: Int)
    /// Another answer already reads the same, ignoring letter case.
    case duplicate(of: String)
    /// Removing this answer would leave the ball with nothing to say.
    case lastAnswer
    /// No answer has this id (it may have been removed meanwhile).
    case unknownAnswer(id: Int64)

    public var description: String { message(Localizer(language: .en)) }

    public func message(_ l: Localizer) -> String {
        switch self {
        case .empty:
            l(Texts.empty)
        case let .tooLong(length, limit):
            l(Texts.tooLong, l.plural(Texts.characters, count: length), limit)
        case let .duplicate(existing):
            // As the reader sees it in the list: a classic answer in the reader's language.
            l(Texts.duplicate, DefaultAnswers.shown(existing, in: l.language))
        case .lastAnswer:
            l(Texts.lastAnswer)
        case .unknownAnswer:
            // The id is the database's, never shown anywhere: a person knows the answer by its words.
            l(Texts.unknownAnswer)
        }
    }

    /// The fix alone, for a panel with room for two short lines (128x64).
    public func shortMessage(_ l: Localizer) -> String {
        switch self {
        case let .tooLong(_, limit): l(Texts.tooLongShort, limit)
        case let .duplicate(existing): l(Texts.duplicateShort, DefaultAnswers.shown(existing, in: l.language))
        case .lastAnswer: l(Texts.lastAnswerShort)
        case .empty, .unknownAnswer: message(l)
        }
    }

    enum Texts {
        static let tooLongShort = LocalizedString(
            "At most %ld characters.", ru: "Не больше %ld символов.", uk: "Не більше %ld символів.")
        static let duplicateShort = LocalizedString("Already there: “%@”.", ru: "Уже есть: «%@».", uk: "Уже є: «%@».")
        static let lastAnswerShort = LocalizedString(
            "Add another answer first.", ru: "Сначала добавьте другой ответ.", uk: "Спершу додайте іншу відповідь.")
        static let empty = LocalizedString(
            "An answer cannot be empty.",
            ru: "Ответ не может быть пустым.",
            uk: "Відповідь не може бути порожньою."
        )
        static let tooLong = LocalizedString(
            "This answer is too long: it has %@, and the limit is %ld.",
            ru: "Ответ слишком длинный: в нём %@, а допустимо не больше %ld.",
            uk: "Відповідь задовга: у ній %@, а можна не більше ніж %ld."
        )
        static let characters = PluralString(
            en: .init(one: "%ld character", other: "%ld characters"),
            ru: .init(one: "%ld символ", few: "%ld символа", many: "%ld символов"),
            uk: .init(one: "%ld символ", few: "%ld символи", many: "%ld символів")
        )
        static let duplicate = LocalizedString(
            "“%@” is already among the answers (letter case does not matter).",
            ru: "«%@» уже есть среди ответов (регистр букв не учитывается).",
            uk: "«%@» уже є серед відповідей (регістр літер не враховується)."
        )
        static let lastAnswer = LocalizedString(
            "The last answer cannot be removed: the ball needs at least one. Add another answer first.",
            ru: "Нельзя удалить последний ответ: шару нужен хотя бы один. Сначала добавьте другой.",
            uk: "Не можна видалити останню відповідь: кулі потрібна хоча б одна. Спершу додайте іншу."
        )
        static let unknownAnswer = LocalizedString(
            "This answer is no longer stored: it was removed meanwhile, perhaps from the command line.",
            ru: "Этого ответа больше нет: его удалили тем временем, возможно из командной строки.",
            uk: "Цієї відповіді більше немає: її тим часом видалили, можливо з командного рядка."
        )
    }
}
