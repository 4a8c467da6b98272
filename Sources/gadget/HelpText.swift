import ArgumentParser
import GadgetBase

// `--help` in the reader's language. ArgumentParser reads a command's texts when it builds the
// command's help or parses it, which is after Gadget.main has read --language, so
// `Localizer.current` is already the language asked for (else LANG's). ArgumentParser's own
// headings and flag lines are translated in the printed help by `ParserHelpWords`.

extension ArgumentHelp {
    init(_ text: LocalizedString, valueName: String? = nil) {
        self.init(Localizer.current(text), valueName: valueName)
    }
}

extension LocalizedString {
    /// The text in this command's language, for a command's `abstract:` and `discussion:`.
    var current: String { Localizer.current(self) }
}

/// `gadget --help`.
enum RootHelpText {
    static let abstract = LocalizedString(
        "Small apps for Linux boards with an accelerometer, a few buttons and a small screen.",
        ru: "Маленькие приложения для плат с Linux, акселерометром, несколькими кнопками и маленьким экраном.",
        uk: "Маленькі застосунки для плат із Linux, акселерометром, кількома кнопками й маленьким екраном.")
    static let discussion = LocalizedString(
        """
        With no subcommand, Gadget starts in the terminal on the simulated desktop board: \
        arrows, Enter, Space and Esc are the board's buttons, `s` shakes it, `q` quits.
        """,
        ru: """
        Без подкоманды Gadget запускается в терминале на симулированной настольной плате: \
        стрелки, Enter, Space и Esc — кнопки платы, `s` встряхивает её, `q` — выход.
        """,
        uk: """
        Без підкоманди Gadget запускається в терміналі на симульованій настільній платі: \
        стрілки, Enter, Space і Esc — кнопки плати, `s` струшує її, `q` — вихід.
        """)
}

/// Help for the options several commands share.
enum SharedHelpText {
    static let dataDirectory = LocalizedString(
        "Where Gadget keeps its database (default: $XDG_DATA_HOME/gadget).",
        ru: "Где Gadget хранит свою базу данных (по умолчанию: $XDG_DATA_HOME/gadget).",
        uk: "Де Gadget зберігає свою базу даних (типово: $XDG_DATA_HOME/gadget).")
    static let language = LocalizedString(
        "Language of the messages: en, ru or uk (default: from LANG / LC_ALL).",
        ru: "Язык сообщений: en, ru или uk (по умолчанию: из LANG / LC_ALL).",
        uk: "Мова повідомлень: en, ru або uk (типово: з LANG / LC_ALL).")
    static let boardProfile = LocalizedString(
        "Board profile: a name from boards/ or a path to a .toml file.",
        ru: "Профиль платы: имя из boards/ или путь к файлу .toml.",
        uk: "Профіль плати: назва з boards/ або шлях до файлу .toml.")
    static let accelerometerRecording = LocalizedString(
        "An accelerometer recording.", ru: "Запись акселерометра.", uk: "Запис акселерометра.")
}

/// ArgumentParser's own words in a command's help: its headings and the lines of the flags it
/// adds itself, and the line pointing at `gadget help`. Only whole headings at a line's start,
/// whole lines' ends and that whole line are replaced, so nothing a command wrote is touched;
/// "(default: …)" and the "(default)" beside `run` stay, as ArgumentParser lays them out with
/// the text around them.
enum ParserHelpWords {
    static let headings: [(english: String, text: LocalizedString)] = [
        ("OVERVIEW:", LocalizedString("OVERVIEW:", ru: "ОПИСАНИЕ:", uk: "ОПИС:")),
        ("USAGE:", LocalizedString("USAGE:", ru: "ИСПОЛЬЗОВАНИЕ:", uk: "ВИКОРИСТАННЯ:")),
        ("ARGUMENTS:", LocalizedString("ARGUMENTS:", ru: "АРГУМЕНТЫ:", uk: "АРГУМЕНТИ:")),
        ("OPTIONS:", LocalizedString("OPTIONS:", ru: "ПАРАМЕТРЫ:", uk: "ПАРАМЕТРИ:")),
        ("SUBCOMMANDS:", LocalizedString("SUBCOMMANDS:", ru: "ПОДКОМАНДЫ:", uk: "ПІДКОМАНДИ:")),
    ]
    static let flagLines: [(english: String, text: LocalizedString)] = [
        ("Show help information.", LocalizedString("Show help information.", ru: "Показать справку.", uk: "Показати довідку.")),
        ("Show the version.", LocalizedString("Show the version.", ru: "Показать версию.", uk: "Показати версію.")),
        ("Show subcommand help information.",
         LocalizedString("Show subcommand help information.", ru: "Показать справку по подкоманде.",
                         uk: "Показати довідку щодо підкоманди.")),
    ]
    /// Under the subcommands: "  See 'gadget help sense <subcommand>' for detailed help."
    static let footer = (prefix: "  See '", suffix: "' for detailed help.",
                         text: LocalizedString("  See '%@' for detailed help.", ru: "  Подробнее: '%@'.",
                                               uk: "  Докладніше: '%@'."))

    /// `help` with ArgumentParser's words in the reader's language. The JSON of
    /// --experimental-dump-help is left as it is: tools read it.
    static func localized(_ help: String, _ localizer: Localizer) -> String {
        guard localizer.language != .en, !help.hasPrefix("{") else { return help }
        return help.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            for (english, text) in headings where line.hasPrefix(english) {
                return localizer(text) + line.dropFirst(english.count)
            }
            for (english, text) in flagLines where line.hasSuffix("  " + english) {
                return line.dropLast(english.count) + localizer(text)
            }
            if line.hasPrefix(footer.prefix), line.hasSuffix(footer.suffix),
               line.count > footer.prefix.count + footer.suffix.count {
                return localizer(footer.text, String(line.dropFirst(footer.prefix.count).dropLast(footer.suffix.count)))
            }
            return String(line)
        }.joined(separator: "\n")
    }
}
