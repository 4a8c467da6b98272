import ArgumentParser
import Foundation
import Core
import GadgetBase
import GadgetRuntime
import Hardware

/// Mistakes ArgumentParser would answer with the wrong help: `gadget` runs `run` when no command
/// is named, so a misspelt command (`gadget board list`) became "unexpected arguments" under
/// run's usage, and a negative number (`--seed -3`) looked like an option and read as "missing
/// value". Checked before parsing, each gets a sentence that names the fix.
enum CommandLineCheck {
    static func refusal(for words: [String], localizer: Localizer = .current) -> String? {
        appNamedAsCommand(in: words, localizer: localizer) ?? unknownCommand(in: words, localizer: localizer)
            ?? negativeNumber(in: words, localizer: localizer)
            ?? emptyValue(in: words, localizer: localizer)
            ?? answerTakenForAnOption(in: words, localizer: localizer)
    }

    /// `gadget answers add "-5 points"`: ArgumentParser reads the answer as an unknown short
    /// option and then says the answer is missing. Long options stay its business (it suggests
    /// the one meant for a typo).
    private static func answerTakenForAnOption(in words: [String], localizer: Localizer) -> String? {
        guard words.count > 2, words[0] == "answers", ["add", "remove"].contains(words[1]) else { return nil }
        // The answer's words apart from the options (--data-dir DIR) among them, which the
        // suggested command keeps so that it acts on the same data.
        var answer: [String] = [], options: [String] = []
        var rest = words.dropFirst(2).prefix { $0 != "--" }[...]
        while let word = rest.popFirst() {
            if word.hasPrefix("--") {
                options.append(word)
                if takesSeparateValue(word, next: rest.first), let value = rest.popFirst() { options.append(value) }
            } else if word != "-h" {
                answer.append(word)
            }
        }
        guard answer.contains(where: { $0.hasPrefix("-") && $0 != "-" }) else { return nil }
        let command = ["gadget", "answers", words[1]] + options.map(shellQuoted) + ["--", shellQuoted(answer.joined(separator: " "))]
        return localizer(CLIText.answerStartsWithDash, command.joined(separator: " "))
    }

    /// `word` as a POSIX shell reads it back: as it is when it holds nothing the shell treats
    /// specially, else in single quotes (a quote inside written '\'').
    static func shellQuoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy {
            CharacterSet.alphanumerics.contains($0) || "-_./=:,+@%".unicodeScalars.contains($0)
        }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// An app's name where a command was expected (`gadget chats`) or as run's argument (`gadget
    /// run --language uk gestures`): apps are opened with --app. The words come with their
    /// options after the commands (`withOptionsAfterCommands`), so a command is the first word.
    private static func appNamedAsCommand(in words: [String], localizer: Localizer) -> String? {
        var rest = words.prefix { $0 != "--" }[...]
        if rest.first == "run" { rest = rest.dropFirst() }
        var index = rest.startIndex
        while index < rest.endIndex, rest[index].hasPrefix("-") {
            index += takesSeparateValue(rest[index], next: index + 1 < rest.endIndex ? rest[index + 1] : nil) ? 2 : 1
        }
        guard index < rest.endIndex else { return nil }
        let word = rest[index]
        let isCommand = Gadget.configuration.subcommands.contains { $0.configuration.commandName == word }
        guard index > rest.startIndex || !isCommand, AppAssembly.appIdentifiers.contains(word.lowercased()) else { return nil }
        return localizer(CLIText.appNotCommand, word, word.lowercased())
    }

    /// The first word that should name a command and names none, with the nearest one. After
    /// `help` too: `gadget help bord` printed the whole help as if nothing had been asked.
    private static func unknownCommand(in words: [String], localizer: Localizer) -> String? {
        var configuration = Gadget.configuration
        var path = ["gadget"]
        let asksForHelp = words.first == "help"
        for word in asksForHelp ? words.dropFirst() : words[...] {
            let subcommands = configuration.subcommands.map { $0.configuration }
            let names = subcommands.filter { $0.shouldDisplay }.compactMap { $0.commandName }
            // A command group given options but none of its commands (`gadget answers --data-dir x`).
            if word.hasPrefix("-"), path.count > 1, !subcommands.isEmpty, configuration.defaultSubcommand == nil,
               !helpFlags.contains(word), !asksForHelp {
                return localizer(CLIText.missingCommand, path.joined(separator: " "), names.joined(separator: ", "))
            }
            // Options end the command words; a command below gadget with a default of its own
            // may take the word as an argument.
            if word.hasPrefix("-") || subcommands.isEmpty || word == "help" { return nil }
            if path.count > 1, configuration.defaultSubcommand != nil { return nil }
            if let next = subcommands.first(where: { $0.commandName == word }) {
                configuration = next
                path.append(word)
                continue
            }
            let listed = names.joined(separator: ", ")
            let prefix = path.joined(separator: " ")
            if let nearest = NearestWord.closest(word, among: Set(names)) ?? names.first(where: { $0.hasPrefix(word) }) {
                let suggestion = ((asksForHelp ? ["gadget", "help"] + path.dropFirst() : path) + [nearest]).joined(separator: " ")
                return localizer(CLIText.unknownCommandHint, prefix, word, suggestion, listed)
            }
            return localizer(CLIText.unknownCommand, prefix, word, listed)
        }
        return nil
    }

    /// ArgumentParser's "Unknown option '--verison'" with the nearest option the usage under it
    /// lists (`--version` only where it works, with no command named), on the line after it.
    /// ArgumentParser suggests one itself for a command's own options, but not for the
    /// `--version` and `--help` of `gadget` with no command, which runs `run`.
    static func withOptionSuggestion(_ message: String, words: [String], localizer: Localizer) -> String {
        guard !message.contains("Did you mean"),
              let quoted = message.firstMatch(of: /Unknown option '(--[^']+)'/)?.1 else { return message }
        var options = Set(message.matches(of: /--[a-z][a-z0-9-]*/).map { String($0.output) })
        options.formUnion(words.first?.hasPrefix("-") == true ? ["--help", "--version"] : ["--help"])
        options.remove(String(quoted))
        guard let nearest = NearestWord.closest(String(quoted), among: options) else { return message }
        var lines = message.components(separatedBy: "\n")
        lines.insert(localizer(CLIText.unknownOptionHint, nearest), at: 1)
        return lines.joined(separator: "\n")
    }

    /// The language `--language X` or `--language=X` names, read before parsing so that even
    /// the refusals above and the notices of the command's first steps are said in it.
    static func language(in words: [String]) -> Language? {
        languageValue(in: words).flatMap(Language.init(named:))
    }

    /// A --language naming no language Gadget speaks. Checked on the words as typed: beside
    /// --help, ArgumentParser skips the commands' own check, and the help came out in English
    /// as if the value had been read.
    static func unknownLanguage(in words: [String], localizer: Localizer = .current) -> String? {
        // A blank value or an option in its place has its own sentence (emptyValue, ArgumentParser's).
        guard let value = languageValue(in: words), Language(named: value) == nil,
              !value.trimmingCharacters(in: .whitespaces).isEmpty, !value.hasPrefix("-") else { return nil }
        return localizer(Language.unknownLanguageMessage, value)
    }

    private static func languageValue(in words: [String]) -> String? {
        // The last one, as ArgumentParser keeps the last value of a repeated option.
        let options = words.prefix { $0 != "--" }
        for (index, word) in options.enumerated().reversed() {
            if word == "--language", index + 1 < options.count { return options[index + 1] }
            if word.hasPrefix("--language=") { return String(word.dropFirst("--language=".count)) }
        }
        return nil
    }

    /// The words with the options written before a command moved after it, as git's global
    /// options may come first: `gadget --language ru answers list` and `gadget answers --data-dir
    /// /x list` read as `gadget answers list --language ru` and `... list --data-dir /x`. Each
    /// command takes only its own options, and `gadget` alone has none but --help and --version.
    /// A word after an option is its value (`--app cars` is no command) unless the option is a
    /// flag. Nothing after `--` moves.
    static func withOptionsAfterCommands(_ words: [String]) -> [String] {
        var configuration = Gadget.configuration
        var commands: [String] = []
        var options: [String] = []
        var asksForHelp = false
        var index = 0
        while index < words.count, words[index] != "--" {
            let word = words[index]
            if commands.isEmpty, word == "help" {
                // `gadget --language ru help sense`: ArgumentParser's help command takes no
                // options, and the language has been read already (`language(in:)`).
                return withoutLanguage(Array(words[index...]))
            }
            if word.hasPrefix("-") {
                asksForHelp = asksForHelp || helpFlags.contains(word)
                options.append(word)
                if takesSeparateValue(word, next: index + 1 < words.count ? words[index + 1] : nil) {
                    options.append(words[index + 1])
                    index += 1
                }
                index += 1
                continue
            }
            guard let next = configuration.subcommands.first(where: { $0.configuration.commandName == word }) else { break }
            configuration = next.configuration
            commands.append(word)
            index += 1
        }
        // Stopped on a word where a command was expected (`gadget --language ru board list`): the
        // options go last, so the misspelt command is answered with the one meant.
        if index < words.count, words[index] != "--", !configuration.subcommands.isEmpty {
            let end = words[index...].firstIndex(of: "--") ?? words.count
            return commands + words[index..<end] + options + words[end...]
        }
        let stoppedOnAWord = index < words.count && words[index] != "--"
        // `gadget --language ru sense --help`: the help of the commands named, whatever options
        // stand beside it (a command group, which takes none, refused them). With no command named,
        // only the language goes (it has been read): `gadget --help --language ru` is gadget's help,
        // `gadget --app cars --help` still run's, whose option --app is.
        if asksForHelp, !stoppedOnAWord {
            return commands.isEmpty ? withoutLanguage(options) + words[index...] : commands + ["--help"]
        }
        // `gadget --language uk boards`: a group takes no options, and the language has been read,
        // so named alone it shows its help, in that language.
        if !stoppedOnAWord, !commands.isEmpty, !configuration.subcommands.isEmpty, configuration.defaultSubcommand == nil {
            return commands + withoutLanguage(options) + words[index...]
        }
        return commands + options + words[index...]
    }

    /// Options whose value is a path on this machine.
    private static let pathOptions: Set<String> = ["--data-dir", "--board", "--chats-data", "--out", "--script",
                                                   "--real", "--datasets"]

    /// The words with a path option's leading `~` read as the home folder. The shell expands `~`
    /// only at the start of a word, so `--data-dir=~/gadget` (and a quoted `"~/my data"`) arrive
    /// as typed, and would make a folder named `~` in the working directory. Nothing after `--`
    /// changes, nor anything when HOME is unset.
    static func withHomeExpanded(_ words: [String], home: String?) -> [String] {
        guard let home, home.hasPrefix("/") else { return words }
        func expanded(_ path: String) -> String {
            path == "~" ? home : path.hasPrefix("~/") ? home + path.dropFirst() : path
        }
        var result = words
        var index = 0
        while index < result.count, result[index] != "--" {
            let word = result[index]
            if pathOptions.contains(word), index + 1 < result.count {
                result[index + 1] = expanded(result[index + 1])
                index += 1
            } else if let equals = word.firstIndex(of: "="), pathOptions.contains(String(word[..<equals])) {
                result[index] = String(word[...equals]) + expanded(String(word[word.index(after: equals)...]))
            }
            index += 1
        }
        return result
    }

    private static func withoutLanguage(_ words: [String]) -> [String] {
        var kept: [String] = []
        var index = 0
        while index < words.count {
            if words[index] == "--language" {
                index += 2
                continue
            }
            if !words[index].hasPrefix("--language=") { kept.append(words[index]) }
            index += 1
        }
        return kept
    }

    /// The options that take no value. One missing here only means its command is not found
    /// after it, and the words are parsed as written; a test checks them against the commands.
    static let flags = helpFlags.union(["--version", "--verbose", "--allow-root", "--all", "--trace", "--explain"])

    /// ArgumentParser's three spellings of help.
    private static let helpFlags: Set<String> = ["-h", "-help", "--help"]

    /// Whether `next`, the word after this option, is its value: not for a flag, nor for
    /// `--option=value`, nor when it is a long option itself (ArgumentParser reads `--verison
    /// --language uk` as two options, and so must the moving of options, or `uk` is a command).
    private static func takesSeparateValue(_ option: String, next: String?) -> Bool {
        guard let next, !next.hasPrefix("--") else { return false }
        return !flags.contains(option) && !option.contains("=")
    }

    /// An option given a number below zero: every number Gadget takes (seeds, seconds, counts,
    /// hours) is zero or more.
    private static func negativeNumber(in words: [String], localizer: Localizer) -> String? {
        for (option, value, _) in optionsWithTheirValues(words) {
            if value.hasPrefix("-"), let number = Double(value), number < 0 {
                return localizer(CLIText.negativeNumber, option, value)
            }
        }
        return nil
    }

    /// Each `--option`, with the word after it or what follows its `=` (`attached`), as a value
    /// it may take: whether it takes one, only ArgumentParser knows.
    private static func optionsWithTheirValues(_ words: [String]) -> [(option: String, value: String, attached: Bool)] {
        words.enumerated().compactMap { index, word in
            guard word.hasPrefix("--") else { return nil }
            if let equals = word.firstIndex(of: "=") {
                return (String(word[..<equals]), String(word[word.index(after: equals)...]), true)
            }
            return index + 1 < words.count ? (word, words[index + 1], false) : nil
        }
    }

    /// Options whose value names a place or a thing: an empty one (`--data-dir ""`, an unset
    /// shell variable) would otherwise be taken as "here" or fail with a blank in the message.
    /// Every path option is one of them.
    private static let optionsWithValues = pathOptions.union([
        "--endpoint", "--imdb-url", "--imdb-key", "--language", "--app", "--save-for",
    ])

    /// The first value option given an empty value.
    private static func emptyValue(in words: [String], localizer: Localizer) -> String? {
        for (option, value, attached) in optionsWithTheirValues(words)
        where (attached || optionsWithValues.contains(option)) && value.trimmingCharacters(in: .whitespaces).isEmpty {
            return localizer(CLIText.emptyValue, option)
        }
        return nil
    }
}
