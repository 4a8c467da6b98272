import Foundation
import Testing

/// `--help` speaks the reader's language: every command's abstract and every option's help
/// Gadget writes, read from the JSON ArgumentParser dumps (what completion scripts read too).
@Suite struct HelpLanguageTests {
    /// ArgumentParser's own flags and `help` command, which it words itself.
    static let parsersOwn: Set<String> = ["Show the version.", "Show help information.", "Show subcommand help information."]

    /// Every text Gadget gives `--help`, with where it appears.
    func helpTexts(language: String) throws -> [(place: String, text: String)] {
        let dumped = try GadgetProcess.run(["--experimental-dump-help"], environment: ["LANG": language])
        let tool = try #require(try JSONSerialization.jsonObject(with: Data(dumped.output.utf8)) as? [String: Any])
        var texts: [(String, String)] = []
        func walk(_ command: [String: Any], path: String) {
            for key in ["abstract", "discussion"] {
                if let text = command[key] as? String, !text.isEmpty, !Self.parsersOwn.contains(text) {
                    texts.append((path + " " + key, text))
                }
            }
            for argument in command["arguments"] as? [[String: Any]] ?? [] where argument["shouldDisplay"] as? Bool != false {
                guard let text = argument["abstract"] as? String, !text.isEmpty, !Self.parsersOwn.contains(text) else { continue }
                texts.append((path + " " + (argument["valueName"] as? String ?? "?"), text))
            }
            for sub in command["subcommands"] as? [[String: Any]] ?? [] {
                walk(sub, path: path + " " + (sub["commandName"] as? String ?? "?"))
            }
        }
        walk(try #require(tool["command"] as? [String: Any]), path: "gadget")
        return texts
    }

    @Test(arguments: ["ru_RU.UTF-8", "uk_UA.UTF-8"])
    func everyHelpTextIsTranslated(language: String) throws {
        let texts = try helpTexts(language: language)
        #expect(texts.count > 50, "\(texts.count) texts")
        for (place, text) in texts {
            #expect(text.unicodeScalars.contains { (0x0400...0x04FF).contains($0.value) }, "\(place): \(text)")
        }
    }

    /// --language anywhere, and `gadget help`, word the help as LANG does.
    @Test func theLanguageOptionChoosesTheHelpsLanguage() throws {
        for arguments in [["--language", "uk", "sense", "knocks", "--help"], ["sense", "knocks", "--help", "--language=uk"],
                          ["help", "sense", "knocks", "--language", "uk"], ["--language", "uk", "help", "sense", "knocks"]] {
            let help = try GadgetProcess.run(arguments)
            #expect(help.status == 0 && help.output.contains("Мова повідомлень"), "\(arguments): \(help)")
        }
    }

    /// ArgumentParser's headings and its own flags' lines follow; "(default: …)", wrapped with
    /// the command's text, and the dumped JSON stay as it writes them.
    @Test func theParsersOwnWordsAreTranslatedToo() throws {
        let russian = try GadgetProcess.run(["sense", "knocks", "--help", "--language", "ru"])
        for word in ["ОПИСАНИЕ: ", "ИСПОЛЬЗОВАНИЕ: gadget sense knocks", "АРГУМЕНТЫ:", "ПАРАМЕТРЫ:", "  Показать справку."] {
            #expect(russian.output.contains(word), "\(word) in \(russian.output)")
        }
        #expect(!russian.output.contains("OPTIONS:") && !russian.output.contains("Show help information."), "\(russian.output)")
        let group = try GadgetProcess.run(["sense", "--help", "--language", "uk"])
        #expect(group.output.contains("\n  Докладніше: 'gadget help sense <subcommand>'.\n"), "\(group.output)")
        let english = try GadgetProcess.run(["sense", "knocks", "--help"])
        #expect(english.output.hasPrefix("OVERVIEW: ") && english.output.contains("Show help information."), "\(english.output)")
    }

    @Test func englishHelpStaysEnglish() throws {
        let texts = try helpTexts(language: "C")
        #expect(texts.count > 50, "\(texts.count) texts")
        for (place, text) in texts {
            #expect(!text.unicodeScalars.contains { (0x0400...0x04FF).contains($0.value) }, "\(place): \(text)")
        }
    }
}
