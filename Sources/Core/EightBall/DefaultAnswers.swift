import GadgetBase
import Hardware

/// The twenty answers of the classic Magic 8-Ball: ten affirmative, five neutral,
/// five contrary. The English wording is the canonical one; the translations are what
/// a reset in Russian or Ukrainian restores.
public enum DefaultAnswers {
    public struct Entry: Sendable, Hashable {
        public let text: LocalizedString
        public let type: AnswerType
    }

    public static let all: [Entry] = affirmative + neutral + contrary

    /// The defaults in one language, in their classic order.
    public static func texts(in language: Language) -> [(text: String, type: AnswerType)] {
        all.map { (text: $0.text.text(in: language), type: $0.type) }
    }

    /// How a stored answer reads in `language`: one of the classic answers, untouched, in any
    /// of Gadget's languages (restored in Russian, then read in Ukrainian, or stored in English
    /// by the first start) reads in `language`; any other text, the user's own, as it is.
    public static func shown(_ text: String, in language: Language) -> String {
        byText[text].map { all[$0].text.text(in: language) } ?? text
    }

    /// Whether `text` is one of the classic answers, in any language: Gadget's own words, which
    /// must show whole (a user's own answer may be too long for the ball and is cut).
    public static func isClassic(_ text: String) -> Bool { byText[text] != nil }

    /// Which classic answer `text` is, in any language and letter case ("бесспорно" is "It is
    /// certain", stored in English and shown as "Бесспорно"): what makes two answers the same.
    static func classicPosition(folding text: String) -> Int? { byFoldKey[AnswerSchema.foldKey(text)] }

    private static let byFoldKey: [String: Int] = {
        var index: [String: Int] = [:]
        for (text, position) in byText { index[AnswerSchema.foldKey(text)] = position }
        return index
    }()

    /// Every language's wording of each classic answer, to its place in `all`.
    private static let byText: [String: Int] = {
        var index: [String: Int] = [:]
        for (position, entry) in all.enumerated() {
            for language in Language.allCases { index[entry.text.text(in: language)] = position }
        }
        for (text, current) in formerWordings { index[text] = index[current] }
        return index
    }()

    /// Earlier translations, as a reset may have stored them, to the wording that replaced them
    /// (a word too long to show whole inside the ball on a small panel).
    private static let formerWordings = [
        "Сосредоточься и спроси снова": "Подумай и спроси снова",
        "Найімовірніше": "Швидше за все",
    ]

    private static func entry(_ type: AnswerType, _ en: String, ru: String, uk: String) -> Entry {
        Entry(text: LocalizedString(en, ru: ru, uk: uk), type: type)
    }

    private static let affirmative: [Entry] = [
        entry(.affirmative, "It is certain", ru: "Бесспорно", uk: "Безперечно"),
        entry(.affirmative, "It is decidedly so", ru: "Предрешено", uk: "Так судилося"),
        entry(.affirmative, "Without a doubt", ru: "Никаких сомнений", uk: "Жодних сумнівів"),
        entry(.affirmative, "Yes definitely", ru: "Определённо да", uk: "Безумовно так"),
        entry(.affirmative, "You may rely on it", ru: "Можешь на это рассчитывать", uk: "Можеш на це покластися"),
        entry(.affirmative, "As I see it, yes", ru: "Мне кажется, да", uk: "Як на мене, так"),
        entry(.affirmative, "Most likely", ru: "Вероятнее всего", uk: "Швидше за все"),
        entry(.affirmative, "Outlook good", ru: "Перспективы хорошие", uk: "Перспективи добрі"),
        entry(.affirmative, "Yes", ru: "Да", uk: "Так"),
        entry(.affirmative, "Signs point to yes", ru: "Знаки говорят «да»", uk: "Знаки кажуть «так»"),
    ]

    private static let neutral: [Entry] = [
        entry(.neutral, "Reply hazy, try again", ru: "Пока неясно, попробуй снова", uk: "Поки неясно, спробуй ще раз"),
        entry(.neutral, "Ask again later", ru: "Спроси позже", uk: "Запитай пізніше"),
        entry(.neutral, "Better not tell you now", ru: "Лучше пока не говорить", uk: "Краще поки не казати"),
        entry(.neutral, "Cannot predict now", ru: "Сейчас нельзя предсказать", uk: "Зараз не можу передбачити"),
        entry(.neutral, "Concentrate and ask again", ru: "Подумай и спроси снова", uk: "Зосередься й запитай знову"),
    ]

    private static let contrary: [Entry] = [
        entry(.contrary, "Don't count on it", ru: "Даже не надейся", uk: "Навіть не сподівайся"),
        entry(.contrary, "My reply is no", ru: "Мой ответ — нет", uk: "Моя відповідь — ні"),
        entry(.contrary, "My sources say no", ru: "Мои источники говорят «нет»", uk: "Мої джерела кажуть «ні»"),
        entry(.contrary, "Outlook not so good", ru: "Перспективы не очень", uk: "Перспективи не дуже"),
        entry(.contrary, "Very doubtful", ru: "Весьма сомнительно", uk: "Вельми сумнівно"),
    ]
}
