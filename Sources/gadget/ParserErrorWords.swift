import GadgetBase
import Hardware

/// ArgumentParser's error messages in the reader's language. It writes them in English only;
/// their shapes are few and fixed (`Error: Missing value for '--x <x>'`), so each known line is
/// said again in the chosen language with the quoted parts kept, and a line of another shape is
/// left as it is. A decimal comma where a number was expected gets the form the parser reads.
enum ParserErrorWords {
    static func localized(_ message: String, _ localizer: Localizer) -> String {
        var lines: [String] = []
        for line in message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            lines.append(localizer.language == .en ? line : translated(line, localizer))
            if let value = line.firstMatch(of: /^Error: The value '(-?[0-9]+),([0-9]+)' is invalid/) {
                lines.append(localizer(ParserErrorText.decimalPoint, "\(value.1).\(value.2)"))
            }
        }
        return lines.joined(separator: "\n")
    }

    private static func translated(_ line: String, _ localizer: Localizer) -> String {
        if let match = line.wholeMatch(of: /Error: (.*)/) {
            return localizer(ParserErrorText.error, sentence(String(match.1), localizer))
        }
        if let match = line.wholeMatch(of: /Help:  (.*)/) { return localizer(ParserErrorText.help, String(match.1)) }
        if let match = line.wholeMatch(of: /Usage: (.*)/) { return localizer(ParserErrorText.usage, String(match.1)) }
        if let match = line.wholeMatch(of: /\ \ See '(.*)' for more information\./) {
            return localizer(ParserErrorText.seeHelp, String(match.1))
        }
        return line
    }

    private static func sentence(_ text: String, _ localizer: Localizer) -> String {
        if let match = text.wholeMatch(of: /The value '(.*)' is invalid for '(.*)'/) {
            return localizer(ParserErrorText.invalidValue, String(match.1), String(match.2))
        }
        if let match = text.wholeMatch(of: /Unknown option '(.*)'\. Did you mean '(.*)'\?/) {
            return localizer(ParserErrorText.unknownOptionMeant, String(match.1), String(match.2))
        }
        if let match = text.wholeMatch(of: /Unknown option '(.*)'/) {
            return localizer(ParserErrorText.unknownOption, String(match.1))
        }
        if let match = text.wholeMatch(of: /Missing value for '(.*)'/) {
            return localizer(ParserErrorText.missingValue, String(match.1))
        }
        if let match = text.wholeMatch(of: /Missing expected argument '(.*)'/) {
            return localizer(ParserErrorText.missingArgument, String(match.1))
        }
        if let match = text.wholeMatch(of: /Unexpected argument '(.*)'/) {
            return localizer(ParserErrorText.unexpectedArgument, String(match.1))
        }
        if let match = text.wholeMatch(of: /([0-9]+) unexpected arguments: (.*)/) {
            return localizer(ParserErrorText.unexpectedArguments, String(match.1), String(match.2))
        }
        return text
    }
}

enum ParserErrorText {
    static let error = LocalizedString("Error: %@", ru: "Ошибка: %@", uk: "Помилка: %@")
    static let help = LocalizedString("Help:  %@", ru: "Справка:  %@", uk: "Довідка:  %@")
    static let usage = LocalizedString("Usage: %@", ru: "Использование: %@", uk: "Використання: %@")
    static let seeHelp = LocalizedString("  See '%@' for more information.", ru: "  Подробнее: '%@'.", uk: "  Докладніше: '%@'.")
    static let invalidValue = LocalizedString(
        "The value '%@' is invalid for '%@'", ru: "значение '%@' не подходит для '%@'", uk: "значення '%@' не підходить для '%@'")
    static let unknownOption = LocalizedString("Unknown option '%@'", ru: "неизвестный параметр '%@'", uk: "невідомий параметр '%@'")
    static let unknownOptionMeant = LocalizedString(
        "Unknown option '%@'. Did you mean '%@'?", ru: "неизвестный параметр '%@'. Может быть, '%@'?",
        uk: "невідомий параметр '%@'. Можливо, '%@'?")
    static let missingValue = LocalizedString("Missing value for '%@'", ru: "нет значения для '%@'", uk: "немає значення для '%@'")
    static let missingArgument = LocalizedString(
        "Missing expected argument '%@'", ru: "не хватает аргумента '%@'", uk: "бракує аргументу '%@'")
    static let unexpectedArgument = LocalizedString(
        "Unexpected argument '%@'", ru: "лишний аргумент '%@'", uk: "зайвий аргумент '%@'")
    static let unexpectedArguments = LocalizedString(
        "%@ unexpected arguments: %@", ru: "лишние аргументы (%@): %@", uk: "зайві аргументи (%@): %@")
    static let decimalPoint = LocalizedString(
        "Numbers are written with a decimal point: %@", ru: "Дробные числа пишутся через точку: %@",
        uk: "Дробові числа пишуться через крапку: %@")
}
