import Testing
@testable import Core
import GadgetBase
import Hardware

@Suite struct LocalizationTests {
    @Test(arguments: [
        (["LANG": "ru_RU.UTF-8"], Language.ru),
        (["LANG": "uk_UA"], .uk),
        (["LANG": "uk"], .uk),
        (["LANG": "en_GB.UTF-8"], .en),
        (["LANG": "de_DE.UTF-8"], .en),
        (["LANG": "C"], .en),
        ([:], .en),
        (["LANG": "ru_RU.UTF-8", "LC_MESSAGES": "uk_UA.UTF-8"], .uk),
        (["LANG": "ru_RU.UTF-8", "LC_MESSAGES": "uk_UA.UTF-8", "LC_ALL": "C"], .en),
        (["LANG": "uk_UA.UTF-8", "LC_ALL": "ru_RU@euro"], .ru),
        (["LANG": "ru_RU.UTF-8", "LC_ALL": ""], .ru),
        (["LANG": "RU_ru"], .ru),
    ])
    func languageFromEnvironment(env: [String: String], expected: Language) {
        #expect(Language.fromEnvironment(env) == expected)
    }

    static let answers = PluralString(
        en: .init(one: "%ld answer", other: "%ld answers"),
        ru: .init(one: "%ld ответ", few: "%ld ответа", many: "%ld ответов"),
        uk: .init(one: "%ld відповідь", few: "%ld відповіді", many: "%ld відповідей")
    )

    @Test(arguments: [
        (1, "1 ответ", "1 відповідь"),
        (2, "2 ответа", "2 відповіді"),
        (5, "5 ответов", "5 відповідей"),
        (11, "11 ответов", "11 відповідей"),
        (21, "21 ответ", "21 відповідь"),
        (22, "22 ответа", "22 відповіді"),
        (25, "25 ответов", "25 відповідей"),
        (111, "111 ответов", "111 відповідей"),
        (0, "0 ответов", "0 відповідей"),
        (12, "12 ответов", "12 відповідей"),
        (104, "104 ответа", "104 відповіді"),
    ])
    func eastSlavicPlurals(count: Int, russian: String, ukrainian: String) {
        #expect(Localizer(language: .ru).plural(Self.answers, count: count) == russian)
        #expect(Localizer(language: .uk).plural(Self.answers, count: count) == ukrainian)
    }

    @Test func englishPlurals() {
        let l = Localizer(language: .en)
        #expect(l.plural(Self.answers, count: 1) == "1 answer")
        #expect(l.plural(Self.answers, count: 0) == "0 answers")
        #expect(l.plural(Self.answers, count: 21) == "21 answers")
    }

    /// "2 байта", not "2 байт": a byte count inside an error takes the form its number needs.
    @Test func byteCountsInErrorsAgreeWithTheirNumber() {
        func shortRead(_ asked: Int) -> LocalizedMessage {
            LocalizedMessage(I2CText.shortRead, PluralString.bytes.message(count: asked), "0x28", 1)
        }
        #expect(shortRead(2).text(Localizer(language: .en)) == "asked for 2 bytes from register 0x28, got 1")
        #expect(shortRead(2).text(Localizer(language: .ru)) == "запрошено 2 байта из регистра 0x28, получено 1")
        #expect(shortRead(2).text(Localizer(language: .uk)) == "запитано 2 байти із регістра 0x28, отримано 1")
        #expect(shortRead(6).text(Localizer(language: .uk)) == "запитано 6 байтів із регістра 0x28, отримано 1")
        #expect(Localizer(language: .ru).plural(.bytes, count: 21) == "21 байт")
    }

    @Test func pluralCategoriesFollowCLDR() {
        #expect([1, 21, 101, 1001].allSatisfy { PluralCategory.of($0, in: .ru) == .one })
        #expect([2, 3, 4, 22, 34, 102].allSatisfy { PluralCategory.of($0, in: .uk) == .few })
        #expect([0, 5, 11, 12, 13, 14, 19, 100, 111, 112].allSatisfy { PluralCategory.of($0, in: .ru) == .many })
        #expect(PluralCategory.of(-1, in: .ru) == .one)
        #expect(PluralCategory.of(1, in: .en) == .one && PluralCategory.of(2, in: .en) == .other)
        #expect(PluralCategory.of(.min, in: .uk) == .many)
    }

    @Test func everyLanguageHasItsOwnText() {
        let greeting = LocalizedString("Shake to ask", ru: "Встряхните, чтобы спросить", uk: "Струсніть, щоб запитати")
        let texts = Language.allCases.map { Localizer(language: $0)(greeting) }
        #expect(texts == ["Shake to ask", "Встряхните, чтобы спросить", "Струсніть, щоб запитати"])
    }

    @Test func formattingArguments() {
        let moved = LocalizedString("%@ moved to %@ (%ld)", ru: "%@ перемещён в %@ (%ld)", uk: "%@ переміщено до %@ (%ld)")
        #expect(Localizer(language: .uk)(moved, "а.txt", "/tmp/б", 3) == "а.txt переміщено до /tmp/б (3)")
        #expect(Localizer(language: .en)(moved, "a", "b", 42) == "a moved to b (42)")
    }

    /// String(format:) read a `%@` argument as an object and crashed when given an Int; the
    /// placeholders take whatever they are given, shown as text.
    @Test func placeholdersTakeAnyArgumentAsText() {
        let removed = LocalizedString("Removed %@ (%ld left)", ru: "Удалено %@ (осталось %ld)", uk: "Видалено %@ (лишилося %ld)")
        #expect(Localizer(language: .en)(removed, 7, "three") == "Removed 7 (three left)")
        #expect(Localizer(language: .ru)(removed, 2.5, 3) == "Удалено 2.5 (осталось 3)")
        #expect(LocalizedMessage(removed, 12, "x").text(Localizer(language: .uk)) == "Видалено 12 (лишилося x)")
    }

    @Test func positionalPercentAndMissingPlaceholders() {
        let swapped = LocalizedString("%2$@ before %1$@, 100%% sure", ru: "%2$@ перед %1$@, на 100%%", uk: "%2$@ перед %1$@, на 100%%")
        #expect(Localizer(language: .en)(swapped, "a", "b") == "b before a, 100% sure")
        let two = LocalizedString("%@ and %@ at 5%x", ru: "%@ и %@ при 5%x", uk: "%@ і %@ при 5%x")
        #expect(Localizer(language: .en)(two, "one") == "one and %@ at 5%x", "a missing argument leaves its placeholder")
        let files = PluralString(en: .init(one: "%ld file", other: "%ld files"),
                                 ru: .init(one: "%ld файл", few: "%ld файла", many: "%ld файлов"),
                                 uk: .init(one: "%ld файл", few: "%ld файли", many: "%ld файлів"))
        #expect(Localizer(language: .ru).plural(files, count: 22) == "22 файла")
    }

    /// The user-visible texts Core defines, each with a Russian and a Ukrainian translation
    /// that differ from the English and keep its placeholders.
    @Test func coreTextsAreTranslated() {
        let texts: [LocalizedString] = [
            AnswerValidationError.Texts.empty, AnswerValidationError.Texts.tooLong,
            AnswerValidationError.Texts.duplicate, AnswerValidationError.Texts.lastAnswer,
            AnswerValidationError.Texts.unknownAnswer,
            GadgetDatabaseError.Texts.cannotCreateDirectory, GadgetDatabaseError.Texts.fileInTheWay, GadgetDatabaseError.Texts.readOnly,
            GadgetDatabaseError.Texts.cannotOpen, GadgetDatabaseError.Texts.cannotMoveAside,
            GadgetDatabaseError.Texts.accessFailed, GadgetDatabaseError.Texts.recovered,
            GadgetDatabaseError.Texts.damagedInUse, GadgetDatabaseError.Texts.damaged, GadgetDatabaseError.Texts.damagedScreen, GadgetDatabaseError.Texts.foreignDatabase, GadgetDatabaseError.Texts.newerSchema,
            GadgetDatabaseError.Texts.diskFull, GadgetDatabaseError.Texts.readOnlyFileSystem,
            GadgetDatabaseError.Texts.notARegularFile, GadgetDatabaseError.Texts.busy,
            AnswerValidationError.Texts.tooLongShort, AnswerValidationError.Texts.duplicateShort,
            AnswerValidationError.Texts.lastAnswerShort,
            EightBallFetchError.Texts.timedOut, EightBallFetchError.Texts.network,
            EightBallFetchError.Texts.httpStatus, EightBallFetchError.Texts.notJSON,
        ] + DefaultAnswers.all.map(\.text)
        for text in texts {
            #expect(!text.ru.isEmpty && !text.uk.isEmpty)
            #expect(text.ru != text.en && text.uk != text.en && text.ru != text.uk, "\(text.en)")
            #expect(Self.placeholders(text.ru) == Self.placeholders(text.en), "\(text.en)")
            #expect(Self.placeholders(text.uk) == Self.placeholders(text.en), "\(text.en)")
        }
    }

    /// The conversion specifications in a format string, in order: "%@ (%ld)" -> ["@", "ld"].
    private static func placeholders(_ s: String) -> [String] {
        var found: [String] = []
        var rest = Substring(s)
        while let percent = rest.firstIndex(of: "%") {
            let after = rest[rest.index(after: percent)...]
            let modifiers = after.prefix { "0123456789.l".contains($0) }
            let conversion = after.dropFirst(modifiers.count).prefix(1)
            found.append(String(modifiers + conversion))
            rest = after.dropFirst(modifiers.count + conversion.count)
        }
        return found
    }
}
