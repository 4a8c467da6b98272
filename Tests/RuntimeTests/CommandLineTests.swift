@testable import BoardProfiles
import ArgumentParser
@testable import Core
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing
import TestSupport

@testable import gadget
@testable import GadgetRuntime
import GadgetBase
import Hardware
import Simulation

/// What a person types at the command line, and what the command line says back.
@Suite("The command line people type")
struct CommandLineTests {
    /// `selftest writes` fills a database with thousands of made-up values: it is a tool for the
    /// kill test, never shown in the help, and never pointed at the user's own data.
    @Test func selftestIsHiddenAndNeverTouchesTheUsersData() throws {
        #expect(!Gadget.helpMessage().contains("selftest"))
        #expect(throws: (any Error).self) { _ = try Gadget.parseAsRoot(["selftest", "writes"]) }
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let environment = ["HOME": home.path]
        #expect(throws: ValidationError.self) {
            try SelftestCommand.Writes.refuseUserData(home.appending(".local/share/gadget"), environment: environment)
        }
        #expect(throws: ValidationError.self) {
            try SelftestCommand.Writes.refuseUserData(home.appending(".local/share/./gadget/"), environment: environment)
        }
        try SelftestCommand.Writes.refuseUserData(home.appending("exercise"), environment: environment)
    }

    /// `gadget` runs `run` when no command is named, so a misspelt command used to print run's usage.
    @Test func aMisspeltCommandGetsTheOneMeant() throws {
        let en = Localizer(language: .en)
        #expect(CommandLineCheck.refusal(for: ["board", "list"], localizer: en)?.contains("did you mean `gadget boards`?") == true)
        #expect(CommandLineCheck.refusal(for: ["anwsers", "list"], localizer: en)?.contains("`gadget answers`") == true)
        #expect(CommandLineCheck.refusal(for: ["answers", "lsit"], localizer: en)?.contains("`gadget answers list`") == true)
        #expect(CommandLineCheck.refusal(for: ["frobnicate"], localizer: en)?.contains("commands: run, answers") == true)
        #expect(CommandLineCheck.refusal(for: ["help", "bord"], localizer: en)?.contains("did you mean `gadget help boards`?") == true)
        #expect(CommandLineCheck.refusal(for: ["help", "sense", "shak"], localizer: en)?.contains("`gadget help sense shake`") == true)
        #expect(CommandLineCheck.refusal(for: ["help", "sense", "shake"], localizer: en) == nil)
        #expect(CommandLineCheck.refusal(for: ["help"], localizer: en) == nil)
        #expect(CommandLineCheck.refusal(for: ["anwsers"], localizer: Localizer(language: .uk))?.contains("можливо, `gadget answers`") == true)
        for fine in [[], ["--board", "desktop-mono"], ["run", "--app", "cars"], ["help"], ["sense", "shake", "walk.csv"],
                     ["answers", "add", "Ask the cat"], ["selftest", "writes"]] {
            #expect(CommandLineCheck.refusal(for: fine, localizer: en) == nil, "\(fine)")
        }
        let typed = try GadgetProcess.run(["board", "list"])
        #expect(typed.status == 64)
        #expect(typed.errors.contains("did you mean `gadget boards`?") && !typed.errors.contains("Usage: gadget run"))
    }

    /// `gadget --verison` fell to run's options, where ArgumentParser knows no --version to suggest.
    @Test func aMisspeltOptionOfGadgetItselfGetsTheOneMeant() throws {
        let typed = try GadgetProcess.run(["--verison"])
        #expect(typed.status == 64)
        #expect(typed.errors.contains("Unknown option '--verison'\nDid you mean --version?\nUsage: gadget run"), "\(typed.errors)")
        // Under a command, --version does not work, and ArgumentParser's own suggestion is not doubled.
        let en = Localizer(language: .en)
        let runs = "Error: Unknown option '--verison'\nUsage: gadget run [--board <board>]"
        #expect(CommandLineCheck.withOptionSuggestion(runs, words: ["run", "--verison"], localizer: en) == runs)
        let suggested = "Error: Unknown option '--bord'. Did you mean '--board'?\nUsage: gadget doctor [--board <board>]"
        #expect(CommandLineCheck.withOptionSuggestion(suggested, words: ["doctor", "--bord"], localizer: en) == suggested)
        #expect(CommandLineCheck.withOptionSuggestion(runs.replacingOccurrences(of: "verison", with: "bord"), words: ["--bord"],
                                                      localizer: Localizer(language: .ru)).contains("\nМожет быть, --board?\n"))
    }

    /// A trace with no swing in it still says what a swing is measured against.
    @Test func aShakeTraceEndsWithTheLargestMovementAndTheThresholds() throws {
        let still = "t_ms,ax_g,ay_g,az_g\n" + (0..<100).map { "\($0 * 10),0,0.1,1" }.joined(separator: "\n")
        let traced = try GadgetProcess.run(["sense", "shake", "--trace", "--sensitivity", "gentle", "-"], input: still)
        #expect(traced.status == 0)
        #expect(traced.output == "  largest movement 0.00 g; with --sensitivity gentle a swing counts from 0.30 g, "
            + "and a shake begins after 2 reversals adding up to 1.40 g\n", "\(traced.output)")
    }

    /// A recording that stops while the board is still shaking says so, apart from the
    /// began/ended lines.
    @Test func aRecordingCutOffMidShakeSaysSo() throws {
        // Still, then 2 g swings at 5 Hz that go on to the file's last line.
        let rows = (0..<300).map { index -> String in
            let swing = index < 100 ? 0 : (index / 10 % 2 == 0 ? 2.0 : -2.0)
            return "\(index * 10),\(swing),0,1"
        }
        let cut = try GadgetProcess.run(["sense", "shake", "-"], input: "t_ms,ax_g,ay_g,az_g\n" + rows.joined(separator: "\n"))
        #expect(cut.status == 0)
        #expect(cut.output.hasPrefix("began ") && !cut.output.contains("ended"), "\(cut.output)")
        #expect(cut.errors.contains("ends at 2990 ms during the shake that began at"), "\(cut.errors)")
        let whole = try GadgetProcess.run(["sense", "shake", "-"],
                                          input: "t_ms,ax_g,ay_g,az_g\n" + (rows + (300..<500).map { "\($0 * 10),0,0,1" }).joined(separator: "\n"))
        #expect(whole.output.contains("ended") && whole.errors.isEmpty, "\(whole.output) \(whole.errors)")
    }

    /// The JSON completion generators and documentation tools read: whole, not cut at a length
    /// meant for text from outside.
    @Test func theDumpedHelpIsWholeJSON() throws {
        let dumped = try GadgetProcess.run(["--experimental-dump-help"])
        #expect(dumped.status == 0)
        let tool = try #require(try JSONSerialization.jsonObject(with: Data(dumped.output.utf8)) as? [String: Any])
        #expect(tool["command"] != nil, "\(tool.keys)")
    }

    /// The flags the command-line check knows (to find the command after them) are the flags the
    /// commands have: a new one missing there would take the next word as its value.
    @Test func theCheckKnowsEveryFlag() throws {
        let dumped = try GadgetProcess.run(["--experimental-dump-help"])
        let tool = try #require(try JSONSerialization.jsonObject(with: Data(dumped.output.utf8)) as? [String: Any])
        var flags: Set<String> = []
        func collect(_ command: [String: Any]) {
            for argument in command["arguments"] as? [[String: Any]] ?? [] where argument["kind"] as? String == "flag" {
                for name in argument["names"] as? [[String: Any]] ?? [] {
                    let spelled = name["name"] as? String ?? ""
                    flags.insert(name["kind"] as? String == "long" ? "--" + spelled : "-" + spelled)
                }
            }
            for subcommand in command["subcommands"] as? [[String: Any]] ?? [] { collect(subcommand) }
        }
        collect(try #require(tool["command"] as? [String: Any]))
        #expect(flags == CommandLineCheck.flags)
    }

    @Test func aMisspeltPresetGetsTheNearestOne() throws {
        let misspelt = try GadgetProcess.run(["sense", "shake", "--preset", "nromal", "-"], input: "t_ms,ax_g,ay_g,az_g\n0,0,0,1")
        #expect(misspelt.status == 64 && misspelt.errors.contains("not \"nromal\"; did you mean \"normal\"?"), "\(misspelt.errors)")
        let unlike = try GadgetProcess.run(["sense", "calibrate", "--sensitivity", "wild", "-"], input: "")
        #expect(unlike.status == 64 && unlike.errors.contains("--sensitivity is gentle, normal or firm, not \"wild\"\n"), "\(unlike.errors)")
    }

    /// Every command takes --language, and `eightball ask` says a stored classic answer in it,
    /// as `answers list` and the board do.
    @Test func everyCommandSpeaksTheLanguageAskedFor() throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let missing = try GadgetProcess.run(["sense", "shake", "--language", "ru", "/nonexistent/walk.csv"])
        #expect(missing.status == 1 && missing.errors.contains("не удаётся прочитать"), "\(missing.errors)")
        let port = try LoopbackHTTPServer.closedPort()
        let asked = try GadgetProcess.run(["eightball", "ask", "--language", "uk", "--endpoint", "http://127.0.0.1:\(port)/m",
                                           "--data-dir", data.path])
        let answer = try #require(asked.output.split(separator: "\t").first.map(String.init))
        #expect(asked.output.hasSuffix("\tstored\n") && DefaultAnswers.all.contains { $0.text.uk == answer }, "\(asked.output)")
        let refused = try GadgetProcess.run(["answers", "list", "--language", "de", "--data-dir", data.path])
        #expect(refused.status == 64 && refused.errors.contains("unknown language \"de\""))
    }

    /// A file that cannot be read fails the run (1), whichever command was given it; 64 is kept
    /// for a command line that is wrong in itself.
    @Test func aMissingInputFileFailsAlikeInEveryCommand() throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let script = try GadgetProcess.run(["run", "--data-dir", data.path, "--script", "/nonexistent/tour.txt"])
        #expect(script.status == 1 && script.errors.contains("/nonexistent/tour.txt"), "\(script)")
        let recording = try GadgetProcess.run(["sense", "shake", "/nonexistent/walk.csv"])
        #expect(recording.status == 1, "\(recording)")
    }

    /// A language Gadget does not speak is refused beside --help too, where the commands' own
    /// check is skipped and the help came out in English as if it had been read.
    @Test func anUnknownLanguageIsRefusedBesideHelp() throws {
        for words in [["--help", "--language", "xx"], ["sense", "--language=xx", "--help"], ["answers", "list", "-h", "--language", "xx"]] {
            let asked = try GadgetProcess.run(words)
            #expect(asked.status == 64 && asked.output.isEmpty, "\(words): \(asked.output)")
            #expect(asked.errors == "gadget: unknown language \"xx\"; choose en, ru or uk\n", "\(words): \(asked.errors)")
        }
        #expect(try GadgetProcess.run(["--help", "--language", "uk"]).output.contains("ВИКОРИСТАННЯ"))
    }

    /// A listing redirected to a full disk is said to be lost and exits with 1, as cat's would.
    @Test func outputThatCannotBeWrittenIsSaid() throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let full = FileHandle(forWritingAtPath: "/dev/full")
        let listed = try GadgetProcess.run(["answers", "list", "--data-dir", data.path], outputFile: full)
        #expect(listed.status == 1)
        #expect(listed.errors.contains("gadget: cannot write the output: No space left on device"), "\(listed.errors)")
    }

    /// A reader of Russian sees the classic answers in Russian, can remove one by the words
    /// they see, and `reset` restores them in Russian.
    @Test func answersReadAndResetInTheReadersLanguage() throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let russian = ["LANG": "ru_RU.UTF-8"]
        let listed = try GadgetProcess.run(["answers", "list", "--data-dir", data.path], environment: russian)
        #expect(listed.status == 0)
        #expect(listed.output.hasPrefix("Бесспорно\nПредрешено\n"))
        let removed = try GadgetProcess.run(["answers", "remove", "весьма сомнительно", "--data-dir", data.path], environment: russian)
        #expect(removed.status == 0 && removed.output == "ответ «Весьма сомнительно» удалён\n", "\(removed)")
        let english = try GadgetProcess.run(["answers", "list", "--data-dir", data.path], environment: ["LANG": "C"])
        #expect(english.output.hasPrefix("It is certain\n") && !english.output.contains("Very doubtful"))
        let reset = try GadgetProcess.run(["answers", "reset", "--data-dir", data.path], environment: russian)
        #expect(reset.status == 0 && reset.output == "вернулись исходные ответы (20); добавленные вами удалены\n", "\(reset)")
        let stored = try AnswerStore(database: GadgetDatabase(directory: data.path)).all().map(\.text)
        #expect(stored.first == "Бесспорно" && stored.last == "Весьма сомнительно" && stored.count == 20)
    }

    /// Options may come before the command, as git's global options do, or after a command group.
    @Test func optionsMayComeBeforeTheCommand() throws {
        let moved = CommandLineCheck.withOptionsAfterCommands
        #expect(moved(["--language", "ru", "answers", "list"]) == ["answers", "list", "--language", "ru"])
        #expect(moved(["answers", "--language=uk", "add", "--", "--language", "x"])
            == ["answers", "add", "--language=uk", "--", "--language", "x"])
        #expect(moved(["run", "--language"]) == ["run", "--language"])
        #expect(moved(["--data-dir", "/x", "answers", "--board", "pi", "list", "--verbose"])
            == ["answers", "list", "--data-dir", "/x", "--board", "pi", "--verbose"])
        #expect(moved(["--app", "cars", "--seed", "3"]) == ["--app", "cars", "--seed", "3"], "a value is no command")
        #expect(moved(["--verbose", "cars"]) == ["cars", "--verbose"], "a flag takes no value")
        #expect(moved(["answers", "add", "--data-dir", "/x", "list", "me"]) == ["answers", "add", "--data-dir", "/x", "list", "me"],
                "an answer's words are not commands")
        #expect(moved(["--language", "ru", "board", "list"]) == ["board", "list", "--language", "ru"],
                "a misspelt command still reaches the check that names the one meant")
        #expect(moved(["answers", "--language", "ru", "lsit", "--", "x"]) == ["answers", "lsit", "--language", "ru", "--", "x"])
        #expect(moved(["help", "sense", "--language", "ru", "shake", "--language=uk"]) == ["help", "sense", "shake"],
                "the help command takes no options; the language is read before")
        #expect(moved(["--language", "uk", "help", "sense"]) == ["help", "sense"])
        #expect(moved(["--help", "--language", "ru"]) == ["--help"], "gadget's own help, not run's")
        #expect(moved(["--app", "cars", "--help"]) == ["--app", "cars", "--help"], "run's help, whose option --app is")
        #expect(moved(["--language", "ru", "sense", "--help"]) == ["sense", "--help"], "a group takes no options")
        #expect(moved(["sense", "shake", "--language=uk", "-h"]) == ["sense", "shake", "--help"])
        #expect(moved(["--language", "uk", "boards"]) == ["boards"], "a group alone shows its help")
        #expect(moved(["--language", "uk", "boards", "--data-dir", "x"]) == ["boards", "--data-dir", "x"],
                "still refused, naming the group's commands")
        #expect(moved(["answers", "add", "--", "--help"]) == ["answers", "add", "--", "--help"], "an answer, not a request")
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let hinted = try GadgetProcess.run(["--language", "ru", "answers", "--data-dir", data.path, "lsit"])
        #expect(hinted.status != 0 && hinted.errors.contains("gadget answers list"), "\(hinted)")
        let listed = try GadgetProcess.run(["--language", "uk", "--data-dir", data.path, "answers", "list"])
        #expect(listed.status == 0 && listed.output.hasPrefix("Безперечно\n"), "\(listed)")
        let grouped = try GadgetProcess.run(["answers", "--data-dir", data.path, "add", "Ask", "the", "cat"])
        #expect(grouped.status == 0 && grouped.output == "Ask the cat\n", "\(grouped)")
        let groupHelp = try GadgetProcess.run(["--language", "ru", "sense", "--help"])
        #expect(groupHelp.status == 0 && groupHelp.output.contains("record"), "\(groupHelp)")
        let rootHelp = try GadgetProcess.run(["--help", "--language", "uk"])
        #expect(rootHelp.status == 0 && rootHelp.output.contains("doctor"), "gadget's help lists its commands: \(rootHelp)")
    }

    /// An app's name typed as a command (`gadget chats`, `gadget run chats`) is answered with
    /// --app, not with the nearest command; a command group given only options names its commands.
    @Test func appsAndGroupsWithoutTheirCommandAreExplained() throws {
        #expect(CommandLineCheck.refusal(for: ["chats"], localizer: Localizer(language: .en))
            == "\"chats\" is an app, not a command: open it with `gadget --app chats`")
        #expect(CommandLineCheck.refusal(for: ["run", "--language", "uk", "--verbose", "Gestures"], localizer: Localizer(language: .en))?
            .contains("`gadget --app gestures`") == true)
        #expect(CommandLineCheck.refusal(for: ["cars"], localizer: Localizer(language: .en)) == nil, "cars is a command too")
        #expect(CommandLineCheck.refusal(for: ["run", "--app", "chats"], localizer: Localizer(language: .en)) == nil)
        #expect(CommandLineCheck.refusal(for: ["answers", "--data-dir", "/x"], localizer: Localizer(language: .en))
            == "`gadget answers` needs one of its commands before the options: list, add, remove, reset")
        for help in ["--help", "-help", "-h"] {
            #expect(CommandLineCheck.refusal(for: ["answers", help], localizer: Localizer(language: .en)) == nil, "\(help)")
        }
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let assembly = try AppAssembly(profile: .desktop, dataDirectory: data.path, endpointFlag: nil, environment: [:])
        #expect(AppAssembly.appIdentifiers == assembly.makeApps().map(\.identifier))
        #expect(CommandLineCheck.language(in: ["--language", "ru", "answers", "--language", "uk", "--", "--language", "en"]) == .uk,
                "the last one counts, as ArgumentParser's value does")
    }

    /// GADGET_BOARDS_DIR naming no folder is said (the shipped boards are still found), and the
    /// checkout's boards folder named relatively is not listed as hiding itself.
    @Test func aBoardsFolderThatIsNotThereIsSaid() throws {
        let missing = try GadgetProcess.run(["boards", "list"], environment: ["GADGET_BOARDS_DIR": "/nonexistent/boards"])
        #expect(missing.status == 0 && missing.output.contains("desktop"), "\(missing)")
        #expect(missing.errors.contains("GADGET_BOARDS_DIR is /nonexistent/boards, which is not a folder"), "\(missing)")
        let catalog = BoardCatalog(environment: ["GADGET_BOARDS_DIR": "boards"], executablePath: "/nonexistent/gadget")
        let here = FileManager.default.currentDirectoryPath + "/boards"
        #expect(catalog.searchDirectories.filter { URL(fileURLWithPath: $0).standardized.path == here }.count == 1,
                "\(catalog.searchDirectories)")
    }

    /// A command about one board speaks its profile's language unless --language says otherwise,
    /// as the README promises and `run` does.
    @Test func aBoardsCommandSpeaksTheProfilesLanguage() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let profile = folder.appending("ruboard.toml")
        try "name = \"ru board\"\nlanguage = \"uk\"\n".write(toFile: profile, atomically: true, encoding: .utf8)
        let doctor = try GadgetProcess.run(["doctor", "--board", profile], environment: ["LANG": "C.UTF-8"])
        #expect(doctor.output.hasPrefix("плата: ru board"), "\(doctor)")
        let asked = try GadgetProcess.run(["doctor", "--board", profile, "--language", "en"], environment: ["LANG": "C.UTF-8"])
        #expect(asked.output.hasPrefix("board: ru board"), "\(asked)")
    }

    /// `boards show` writes a profile's numbers as its language does: "30 кадр/с" and "0,5 с",
    /// not Swift's "30.0" and "0.5".
    @Test func boardsShowWritesNumbersInTheProfilesLanguage() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let profile = folder.appending("ruboard.toml")
        try "name = \"ru board\"\nlanguage = \"ru\"\n[eightball]\nbudget_s = 0.5\n".write(toFile: profile, atomically: true, encoding: .utf8)
        let shown = try GadgetProcess.run(["boards", "show", profile])
        #expect(shown.status == 0 && shown.output.contains(", 30 кадр/с") && shown.output.contains(", 100 Гц")
                    && shown.output.contains("ожидание 0,5 с"), "\(shown)")
    }

    /// `gadget answers add Ask the cat` is one answer, as people type it without quotes.
    @Test func anAnswersWordsNeedNoQuotes() throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let added = try GadgetProcess.run(["answers", "add", "--data-dir", data.path, "Ask", "the", "cat"])
        #expect(added.status == 0 && added.output == "Ask the cat\n", "\(added)")
        let removed = try GadgetProcess.run(["answers", "remove", "ask", "THE", "cat", "--data-dir", data.path])
        #expect(removed.status == 0 && removed.output == "removed “Ask the cat”\n", "\(removed)")
        let bare = try GadgetProcess.run(["answers", "add", "--data-dir", data.path])
        #expect(bare.status == 64 && bare.errors.contains("Missing expected argument '<words> ...'"), "\(bare)")
        // Nothing to remove is not a usage mistake: status 1, as `rm` of a missing file.
        let again = try GadgetProcess.run(["answers", "remove", "Ask the cat", "--data-dir", data.path])
        #expect(again.status == 1 && again.errors.contains("no stored answer reads “Ask the cat”"), "\(again)")
        // Bytes from a terminal that is not UTF-8 (here through the shell) are refused, not stored as "�".
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "\"$0\" answers add --data-dir \"$1\" \"$(printf 'caf\\351')\"",
                           CarsPseudoTerminal.gadgetBinary.path, data.path]
        shell.environment = ["PATH": "/usr/bin:/bin", "LANG": "C"].merging(sanitizerOptions) { $1 }
        let errors = Pipe()
        shell.standardError = errors
        try shell.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 64 && said.contains("not UTF-8 text"), "\(said)")
    }

    /// "-5 points" looks like an option; the refusal shows the answer after `--`, which works.
    @Test func anAnswerBeginningWithADashIsShownAfterTheEndOfOptions() throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let typed = try GadgetProcess.run(["answers", "add", "-5 points", "--data-dir", data.path])
        // The suggestion keeps the options and quotes the answer for the shell.
        #expect(typed.status == 64 && typed.errors.contains("gadget answers add --data-dir \(data.path) -- '-5 points'\n"),
                "\(typed.errors)")
        #expect(CommandLineCheck.shellQuoted("it's $HOME") == "'it'\\''s $HOME'")
        #expect(CommandLineCheck.shellQuoted("/tmp/a-b_c.d") == "/tmp/a-b_c.d")
        let fixed = try GadgetProcess.run(["answers", "add", "--data-dir", data.path, "--", "-5 points"])
        #expect(fixed.status == 0 && fixed.output == "-5 points\n", "\(fixed)")
        let removed = try GadgetProcess.run(["answers", "remove", "--data-dir", data.path, "--", "-5 points"])
        #expect(removed.status == 0, "\(removed)")
    }

    @Test func versionIsPrinted() throws {
        let version = try GadgetProcess.run(["--version"])
        #expect(version.status == 0)
        #expect(version.output == GadgetVersion.number + "\n")
    }

    /// "-3" looks like an option to ArgumentParser, which then said "missing value".
    @Test func aNegativeNumberIsSaidToBeOne() throws {
        let en = Localizer(language: .en)
        #expect(CommandLineCheck.refusal(for: ["run", "--seed", "-3"], localizer: en) == "--seed cannot be negative (-3)")
        #expect(CommandLineCheck.refusal(for: ["sense", "record", "--seconds=-1.5"], localizer: en)
            == "--seconds cannot be negative (-1.5)")
        #expect(CommandLineCheck.refusal(for: ["run", "--seed", "3"], localizer: en) == nil)
        // An empty value (an unset shell variable) is named, not taken for "here".
        #expect(CommandLineCheck.refusal(for: ["answers", "list", "--data-dir", ""], localizer: en)
            == "--data-dir is given an empty value; give it one, or leave the option out for its default")
        #expect(CommandLineCheck.refusal(for: ["run", "--board="], localizer: en)?.hasPrefix("--board is given an empty value") == true)
        // An empty answer after a flag is the answer's business (and refused as empty by it).
        #expect(CommandLineCheck.refusal(for: ["answers", "add", "--data-dir", "d", ""], localizer: en) == nil)
        let typed = try GadgetProcess.run(["--seed", "-3"])
        #expect(typed.status == 64 && typed.errors.contains("--seed cannot be negative") && !typed.errors.contains("Missing value"))
    }

    /// The launcher shows "Gestures"; the languages are written as people write them.
    @Test func appsAndLanguagesGoByTheNamesPeopleSee() throws {
        #expect(Language(named: "RU") == .ru && Language(named: "ru_RU") == .ru && Language(named: "uk-UA") == .uk)
        #expect(Language(named: "ru_RU.UTF-8") == .ru && Language(named: "de") == nil)
        // An unknown one is the same usage mistake for every command that takes --language.
        for command in [["run"], ["cars"]] {
            let typed = try GadgetProcess.run(command + ["--language", "de", "--script", "/dev/null"].prefix(command == ["run"] ? 4 : 2))
            #expect(typed.status == 64 && typed.errors.contains("unknown language \"de\"; choose en, ru or uk"), "\(typed.errors)")
        }
        let data = try TemporaryDirectory()
        defer { data.remove() }
        for (name, identifier) in [("Gestures", "gestures"), ("Movie quiz", "moviequiz"), ("жесты", "gestures"),
                                   ("falling-squares", "fallingsquares"), ("Journal", "journal"), ("CARS", "cars")] {
            let setup = try RunSetup(profile: .desktop, dataDirectory: data.path, endpoint: nil, language: "RU",
                                     environment: [:])
            #expect(setup.language == .ru)
            let session = try setup.makeSession(clock: TestClock(), display: MemoryDisplay(geometry: BoardProfile.desktop.display),
                                                accelerometer: nil, openApp: name, wake: nil, logger: .init(label: "test"))
            #expect(session.activeApp?.identifier == identifier, "\(name)")
        }
    }

    /// A damaged database that another Gadget process still has open is not moved aside: that
    /// process would go on saving into the file moved away, and report its saves as done.
    @Test func aDamagedDatabaseInUseElsewhereIsNotMovedAside() throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        _ = try GadgetProcess.run(["answers", "add", "kept", "--data-dir", data.path])
        // `cars` waits at its menu with the database open until its input ends.
        let cars = Process()
        cars.executableURL = CarsPseudoTerminal.gadgetBinary
        cars.arguments = ["cars", "--data-dir", data.path]
        cars.environment = ["PATH": "/usr/bin:/bin", "LANG": "C"].merging(sanitizerOptions) { $1 }
        let input = Pipe(), output = Pipe()
        cars.standardInput = input
        cars.standardOutput = output
        cars.standardError = FileHandle.nullDevice
        try cars.run()
        _ = output.fileHandleForReading.availableData  // the menu: the database is open
        let file = try FileHandle(forWritingTo: URL(fileURLWithPath: data.appending("gadget.sqlite")))
        try file.seek(toOffset: 4096)
        file.write(Data(repeating: 0xA5, count: 4096))
        try file.close()
        let refused = try GadgetProcess.run(["answers", "list", "--data-dir", data.path])
        #expect(refused.status == 1 && refused.errors.contains("another Gadget process has it open"), "\(refused.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: data.path).allSatisfy { !$0.contains("corrupt") })
        try input.fileHandleForWriting.close()
        cars.waitUntilExit()
        let recovered = try GadgetProcess.run(["answers", "list", "--data-dir", data.path])
        #expect(recovered.status == 0 && recovered.errors.contains("was damaged"), "\(recovered.errors)")
    }

    /// The board's maker chose its language in the profile: it wins over the system's locale
    /// (a Pi sets LANG=en_GB.UTF-8 even for services), and `--language` wins over both.
    @Test func theProfilesLanguageComesBeforeTheLocale() throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        var profile = BoardProfile.desktop
        profile.language = "uk"
        let locale = ["LANG": "ru_RU.UTF-8"]
        #expect(try RunSetup(profile: profile, dataDirectory: data.path, endpoint: nil, language: nil, environment: locale).language == .uk)
        #expect(try RunSetup(profile: profile, dataDirectory: data.path, endpoint: nil, language: "en", environment: locale).language == .en)
        #expect(try RunSetup(profile: .desktop, dataDirectory: data.path, endpoint: nil, language: nil, environment: locale).language == .ru)
    }

    /// Reading needs no write access: `answers list` and `moviequiz stats` read a data directory
    /// this user cannot write (as another user when the tests run as root, who writes anywhere),
    /// and a write there is refused with advice that names --data-dir, the flag that chose it.
    @Test func aReadOnlyDataDirectoryCanStillBeRead() throws {
        let data = try TemporaryDirectory()
        defer {
            chmod(data.path, 0o755)
            data.remove()
        }
        let database = try GadgetDatabase(directory: data.path)
        let store = AnswerStore(database: database)
        _ = try store.add("Ask the cat")
        _ = try CarStore(database: database).add(Car(manufacturer: "Lada", model: "Niva", body: .suv),
                                                 validator: CarValidator(currentYear: 2026))
        chmod(data.path, getuid() == 0 ? 0o755 : 0o555)
        func gadget(_ arguments: [String], input: String = "") throws -> GadgetProcess {
            let process = Process()
            let asAnotherUser = getuid() == 0
            process.executableURL = URL(fileURLWithPath: asAnotherUser ? "/usr/bin/setpriv" : CarsPseudoTerminal.gadgetBinary.path)
            process.arguments = (asAnotherUser ? ["--reuid=65534", "--regid=65534", "--clear-groups",
                                                  CarsPseudoTerminal.gadgetBinary.path] : []) + arguments
            process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C", "HOME": "/nonexistent"].merging(sanitizerOptions) { $1 }
            let output = Pipe(), errors = Pipe(), typed = Pipe()
            process.standardOutput = output
            process.standardError = errors
            process.standardInput = typed
            try process.run()
            try typed.fileHandleForWriting.write(contentsOf: Data(input.utf8))
            try typed.fileHandleForWriting.close()
            let printed = output.fileHandleForReading.readDataToEndOfFile()
            let complained = errors.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return GadgetProcess(status: process.terminationStatus, output: String(decoding: printed, as: UTF8.self),
                                 errors: String(decoding: complained, as: UTF8.self))
        }
        let list = try gadget(["answers", "list", "--data-dir", data.path])
        #expect(list.status == 0, "\(list.errors)")
        #expect(list.output.contains("Ask the cat\n"))
        let stats = try gadget(["moviequiz", "stats", "--data-dir", data.path])
        #expect(stats.status == 0, "\(stats.errors)")
        // Nobody listens on port 9: the answer is a stored one.
        let ask = try gadget(["eightball", "ask", "--data-dir", data.path, "--endpoint", "https://127.0.0.1:9/", "--budget", "1"])
        #expect(ask.status == 0 && ask.output.hasSuffix("\tstored\n"), "\(ask.errors)")
        let add = try gadget(["answers", "add", "--data-dir", data.path, "Not here"])
        #expect(add.status != 0)
        #expect(add.errors.contains("--data-dir") && !add.errors.contains("XDG_DATA_HOME"), "\(add.errors)")
        #expect(try store.all().map(\.text).contains("Not here") == false)
        // The car catalogue lists; Add says why it cannot save before asking anything.
        let cars = try gadget(["cars", "--data-dir", data.path], input: "1\n2\n0\n")
        #expect(cars.status == 1 && cars.output.contains("Niva") && !cars.output.contains("New car"), "\(cars.output)")
        #expect(cars.output.contains("cannot write the database"), "\(cars.output)")

        // A folder this user cannot write that holds no database yet: the defaults a new one
        // would hold are listed, and nothing is created.
        let empty = try TemporaryDirectory()
        defer {
            chmod(empty.path, 0o755)
            empty.remove()
        }
        chmod(empty.path, getuid() == 0 ? 0o755 : 0o555)
        let defaults = try gadget(["answers", "list", "--data-dir", empty.path])
        #expect(defaults.status == 0, "\(defaults.errors)")
        #expect(defaults.output == DefaultAnswers.texts(in: .en).map { $0.text + "\n" }.joined())
        #expect(try FileManager.default.contentsOfDirectory(atPath: empty.path).isEmpty)
        let emptyStats = try gadget(["moviequiz", "stats", "--data-dir", empty.path])
        #expect(emptyStats.status == 0, "\(emptyStats.errors)")
    }

    /// `--data-dir=~/gadget` reaches Gadget with its tilde (the shell expands one only at a word's
    /// start): it is the home folder, not a folder named `~` in the working directory.
    @Test func aPathOptionsTildeIsTheHomeFolder() throws {
        let expanded = { CommandLineCheck.withHomeExpanded($0, home: "/home/pi") }
        #expect(expanded(["answers", "list", "--data-dir=~/gadget"]) == ["answers", "list", "--data-dir=/home/pi/gadget"])
        #expect(expanded(["run", "--script", "~/my shake.txt", "--board=~"]) == ["run", "--script", "/home/pi/my shake.txt", "--board=/home/pi"])
        #expect(expanded(["answers", "add", "--", "--data-dir=~/x"]) == ["answers", "add", "--", "--data-dir=~/x"], "an answer's words")
        #expect(expanded(["run", "--endpoint=~/x", "--data-dir", "~pi/x"]) == ["run", "--endpoint=~/x", "--data-dir", "~pi/x"],
                "not a path option; another user's home is left to the shell")
        #expect(CommandLineCheck.withHomeExpanded(["--data-dir=~/x"], home: nil) == ["--data-dir=~/x"])
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let here = try TemporaryDirectory()
        defer { here.remove() }
        let listed = try GadgetProcess.run(["answers", "list", "--data-dir=~/gadget"], environment: ["HOME": home.path], in: here.path)
        #expect(listed.status == 0 && listed.errors.contains(home.path + "/gadget"), "\(listed.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: here.path).isEmpty, "no folder named ~ here")
    }

    /// A board given as a file name here, with no slash and no .toml (`my-board.txt`), is read as
    /// the file it is, so its error says what is wrong in it rather than that no board has that name.
    @Test func aProfileFileHereIsReadAsAPath() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try "a,b\n1,2\n".write(toFile: directory.path + "/export.csv", atomically: true, encoding: .utf8)
        let validated = try GadgetProcess.run(["boards", "validate", "export.csv"], in: directory.path)
        #expect(validated.status == 1 && validated.output.contains("export.csv:1: expected `key = value`"),
                "\(validated.output)\(validated.errors)")
        try FileManager.default.createDirectory(atPath: directory.path + "/Desktop", withIntermediateDirectories: true)
        for board in ["desktp", "Desktop"] {
            let typo = try GadgetProcess.run(["boards", "validate", board], in: directory.path)
            #expect(typo.output.contains("Did you mean desktop?"), "a folder here is not taken for a board: \(typo.output)\(typo.errors)")
        }
    }

    /// Orientations are printed with the names scripts use; a recording without gravity, where
    /// no orientation can be found, says so and fails instead of printing nothing.
    @Test func orientationSpeaksTheScriptsNamesAndNeedsGravity() throws {
        let turned = try GadgetProcess.run(["sense", "orientation", "-"],
                                           input: "t_ms,ax_g,ay_g,az_g\n" + (0..<40).map { "\($0 * 20),0,0,1\n" }.joined())
        #expect(turned.status == 0 && turned.output.hasSuffix(" face-up\n"), "\(turned.output)\(turned.errors)")
        let gravityFree = try GadgetProcess.run(["sense", "orientation", "-"],
                                                input: "t_ms,ax_g,ay_g,az_g\n" + (0..<40).map { "\($0 * 20),0.01,0,0.02\n" }.joined())
        #expect(gravityFree.status == 1 && gravityFree.output.isEmpty
                    && gravityFree.errors.contains("has a median of 0.02 g: orientation needs gravity"),
                "\(gravityFree.errors)")
        let inRussian = try GadgetProcess.run(["sense", "orientation", "--language", "ru", "-"],
                                              input: "t_ms,ax_g,ay_g,az_g\n" + (0..<40).map { "\($0 * 20),0.01,0,0.02\n" }.joined())
        #expect(inRussian.errors.contains("медиана 0,02 g"), "\(inRussian.errors)")
    }

    /// A missing file, a folder and bytes that are not text each say what they are; before, all
    /// three read "cannot read X; check the path and that it is UTF-8 text".
    @Test func aFileThatCannotBeReadSaysWhy() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let binary = folder.appending("binary.csv")
        try Data([0xFF, 0xFE, 0x00]).write(to: URL(fileURLWithPath: binary))
        let cases: [(String, String)] = [(folder.appending("missing.csv"), "No such file or directory"),
                                         (folder.path, "Is a directory"), (binary, "not UTF-8 text")]
        for (path, words) in cases {
            #expect(throws: TextFileError.self) { _ = try TextFile.read(path) }
            for arguments in [["sense", "shake", path], ["run", "--script", path], ["boards", "validate", path]] {
                let typed = try GadgetProcess.run(arguments)
                #expect(typed.status != 0)
                #expect((typed.errors + typed.output).contains(words), "\(arguments): \(typed.errors)\(typed.output)")
            }
        }
        let russian = TextFileError(path: "/x", reason: nil).message(Localizer(language: .ru))
        #expect(russian == "/x: это не текст в UTF-8; сохраните его в UTF-8")
        // A device with no end (or a disk image named by mistake) stops at the limit.
        let endless = try #require(throws: TextFileError.self) { _ = try TextFile.read("/dev/zero", sizeLimit: 1 << 20) }
        #expect(endless.description == "/dev/zero: larger than the 1 MiB Gadget reads; is it the file you meant?")
        try Data(count: (1 << 20) + 1).write(to: URL(fileURLWithPath: binary))
        #expect(throws: TextFileError.self) { _ = try TextFile.read(binary, sizeLimit: 1 << 20) }
    }

    /// `-` reads standard input, a pipe with no size to read up to (Foundation's reader refused
    /// `/dev/stdin` with "Permission denied").
    @Test func aDashReadsStandardInput() throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let script = try GadgetProcess.run(["run", "--app", "eightball", "--script", "-", "--data-dir", data.path],
                                           input: "wait 1s\nexpect Shake the board\n")
        #expect(script.status == 0, "\(script.errors)")
        let failing = try GadgetProcess.run(["run", "--app", "eightball", "--script", "-", "--data-dir", data.path],
                                            input: "wait 1s\nexpect Nothing like this\n")
        #expect(failing.status == 1 && failing.errors.contains("-:2: expected the screen to show"), "\(failing.errors)")
        let phone = ReadmeExamplesTests.root + "/Tests/SensingTests/RealMotion/phone-seg001-115672.csv"
        let shake = try GadgetProcess.run(["sense", "shake", "-"], input: try String(contentsOfFile: phone, encoding: .utf8))
        #expect(shake.status == 0 && shake.output.hasPrefix("began "), "\(shake.errors)")
        let both = try GadgetProcess.run(["run", "--board", "-", "--script", "-", "--data-dir", data.path], input: "wait 1s\n")
        #expect(both.status == 64 && both.errors.contains("can be read once"), "\(both.errors)")
    }

    /// A datasets folder that is not there: the benchmark says how to name or make one instead
    /// of printing Foundation's error. (Without --datasets, a binary built in a checkout finds
    /// the checkout's from any folder.)
    @Test func theBenchmarkWithoutDataSetsNamesTheFix() throws {
        let elsewhere = try TemporaryDirectory()
        defer { elsewhere.remove() }
        let typed = try GadgetProcess.run(["sense", "benchmark", "--datasets", elsewhere.appending("datasets")], in: elsewhere.path)
        #expect(typed.status != 0)
        #expect(typed.errors.contains("gadget sense make-datasets") && !typed.errors.contains("NSCocoaErrorDomain"),
                "\(typed.errors)")
    }

    /// `printf '2\n0\n' | gadget cars | head -1`: the reader goes away after one line, and Gadget
    /// stops quietly instead of dying of SIGPIPE or crashing.
    @Test func aReaderThatGoesAwayEndsTheOutputQuietly() throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let process = Process()
        process.executableURL = CarsPseudoTerminal.gadgetBinary
        process.arguments = ["cars", "--data-dir", data.path]
        process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C"].merging(sanitizerOptions) { $1 }
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try output.fileHandleForReading.close()  // no one will read: every write meets a closed pipe
        try process.run()
        input.fileHandleForWriting.write(Data("2\n0\n".utf8))
        try input.fileHandleForWriting.close()
        let complaint = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        #expect(complaint.isEmpty, "\(complaint)")
    }

    /// The question is typed as it is asked after `ask`, quoted or not, and reaches the service
    /// as one question; left out, the service is asked the default one.
    @Test func theEightBallTakesTheQuestionAsItIsAsked() throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let answer = LoopbackHTTPServer.Reply.json(#"{"magic": {"answer": "Outlook good", "type": "Affirmative"}}"#)
        let asked = "/m/Will%20it%20rain%20tomorrow%3F", unasked = "/m/Will%20it%20work%3F"
        let server = try LoopbackHTTPServer(routes: [asked: answer, unasked: answer])
        defer { server.stop() }
        for question in [["Will it rain tomorrow?"], ["Will", "it", "rain", "tomorrow?"], []] {
            // A budget no loaded machine runs out of on loopback: the answer must come from the server.
            let reply = try GadgetProcess.run(["eightball", "ask"] + question + [
                "--endpoint", server.baseURL.appendingPathComponent("m").absoluteString, "--budget", "30",
                "--data-dir", data.path,
            ])
            #expect(reply.status == 0, "\(question): \(reply.errors)")
            #expect(reply.output == "Outlook good\tAffirmative\tremote\n", "\(question): \(reply.output) \(reply.errors)")
        }
        #expect(server.requestedPaths == [asked, asked, unasked])
    }

    /// A mistyped app is pointed at the nearest one, as a mistyped board is; a name nowhere near
    /// any gets the list alone.
    @Test func aMistypedAppNameIsPointedAtTheNearestOne() throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let script = data.appending("s.txt")
        try "wait 1s\n".write(toFile: script, atomically: true, encoding: .utf8)
        let typo = try GadgetProcess.run(["run", "--app", "eightbal", "--script", script, "--data-dir", data.path])
        #expect(typo.status != 0)
        #expect(typo.errors.contains("there is no app called \"eightbal\"; did you mean eightball? Apps: eightball, chats"),
                "\(typo.errors)")
        let far = try GadgetProcess.run(["run", "--app", "radio", "--script", script, "--data-dir", data.path])
        #expect(far.status != 0)
        #expect(far.errors.contains("there is no app called \"radio\"; apps: eightball, chats") && !far.errors.contains("did you mean"),
                "\(far.errors)")
    }

    /// A script's mistakes are said in the language `--language` picks, like the run's other
    /// errors, with the file and line, and fail the run.
    @Test func aScriptMistakeIsSaidInTheRunsLanguage() throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let script = data.appending("s.txt")
        try "wait 1s\nshkae\n".write(toFile: script, atomically: true, encoding: .utf8)
        let typed = try GadgetProcess.run(["run", "--script", script, "--language", "uk", "--data-dir", data.path])
        #expect(typed.status == 1)
        #expect(typed.errors.contains("\(script):2: невідомий крок «shkae»; можливо, shake?"), "\(typed.errors)")
    }

    /// A script with no steps fails rather than passing without having run anything.
    @Test func aScriptWithNoStepsFails() throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let script = data.appending("s.txt")
        try "# to do\n\n".write(toFile: script, atomically: true, encoding: .utf8)
        let empty = try GadgetProcess.run(["run", "--script", script, "--data-dir", data.path])
        #expect(empty.status == 1)
        #expect(empty.errors.contains("the script \(script) has no steps"), "\(empty.errors)")
    }

    /// An error a command with `--language` meets before it runs (an unknown board, a data
    /// directory that cannot be one) is said in that language too, not in LANG's.
    @Test func errorsBeforeTheRunAreSaidInTheChosenLanguage() throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let file = data.appending("a-file")
        try "x".write(toFile: file, atomically: true, encoding: .utf8)
        let environment = ["LANG": "en_US.UTF-8"]
        let board = try GadgetProcess.run(["run", "--board", "nosuch", "--language", "uk", "--data-dir", data.path],
                                          environment: environment)
        #expect(board.status == 1 && board.errors.contains("nosuch: такого профілю плати немає"), "\(board.errors)")
        let cars = try GadgetProcess.run(["cars", "--language", "ru", "--data-dir", file + "/sub"], environment: environment)
        #expect(cars.status == 1 && cars.errors.contains("это файл, а не каталог"), "\(cars.errors)")
        // Refusals before parsing, and notices a command gives on its way, too.
        let seed = try GadgetProcess.run(["run", "--language=uk", "--seed", "-3"], environment: environment)
        #expect(seed.status == 64 && seed.errors.contains("--seed не може бути від’ємним"), "\(seed.errors)")
        let fresh = try GadgetProcess.run(["cars", "--language", "ru", "--data-dir", data.appending("new")],
                                          environment: environment, input: "2\n")
        #expect(fresh.errors.contains("не существовал"), "\(fresh.errors)")
        #expect(CommandLineCheck.language(in: ["cars", "--language", "RU"]) == .ru)
        #expect(CommandLineCheck.language(in: ["run", "--language=uk_UA"]) == .uk)
        #expect(CommandLineCheck.language(in: ["run", "--language"]) == nil)
    }

    /// ArgumentParser's own refusals (a value it cannot read, an option it does not know, a
    /// missing or extra argument) come in English; they are said again in the chosen language,
    /// and a decimal comma gets the form the parser reads.
    @Test func theParsersRefusalsAreSaidInTheChosenLanguage() throws {
        let environment = ["LANG": "en_US.UTF-8"]
        let comma = try GadgetProcess.run(["sense", "shake", "x.csv", "--max-duration", "0,5", "--language", "ru"],
                                          environment: environment)
        #expect(comma.status == 64, "\(comma)")
        #expect(comma.errors.hasPrefix("Ошибка: значение '0,5' не подходит для '--max-duration <max-duration>'\n"
                                       + "Дробные числа пишутся через точку: 0.5\nСправка:  --max-duration"), "\(comma.errors)")
        #expect(comma.errors.contains("Использование: gadget sense shake <file>") && comma.errors.contains("  Подробнее: 'gadget sense shake --help'."))
        let english = try GadgetProcess.run(["sense", "shake", "x.csv", "--max-duration", "0,5"], environment: environment)
        #expect(english.errors.contains("is invalid for '--max-duration <max-duration>'\nNumbers are written with a decimal point: 0.5"))
        let l = Localizer(language: .uk)
        #expect(ParserErrorWords.localized("Error: 2 unexpected arguments: 'b', 'c'", l) == "Помилка: зайві аргументи (2): 'b', 'c'")
        #expect(ParserErrorWords.localized("Error: Missing expected argument '<file>'", l) == "Помилка: бракує аргументу '<file>'")
        #expect(ParserErrorWords.localized("Error: Something new", l) == "Помилка: Something new", "an unknown shape keeps its words")
        // An unknown option takes no value that is an option itself: `uk` here is the language, not a command.
        let typo = try GadgetProcess.run(["--language", "uk", "--verison"], environment: environment)
        #expect(typo.status == 64 && typo.errors.hasPrefix("Помилка: невідомий параметр '--verison'\nМожливо, --version?"), "\(typo)")
        #expect(CommandLineCheck.withOptionsAfterCommands(["--verison", "--language", "uk"]) == ["--verison", "--language", "uk"])
    }

    /// A recording a recognizer cannot work on is refused with the reason, not answered with
    /// silence: no readings, one instant, a rate below what the recognizer needs. A real phone
    /// log at 10 Hz (its gaps 99 ms) is not too slow for shakes.
    @Test func senseRefusesRecordingsTooSparseForTheRecognizer() throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        func file(_ name: String, times: [Int]) throws -> String {
            let path = data.appending(name)
            try ("t_ms,ax_g,ay_g,az_g\n" + times.map { "\($0),0,0,1\n" }.joined()).write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        let cases: [([String], String)] = [
            (["shake", try file("empty.csv", times: [])], "has no readings after its header"),
            (["calibrate", try file("frozen.csv", times: [0, 0, 0])], "every reading in"),
            (["shake", try file("slow.csv", times: Array(stride(from: 0, to: 60_000, by: 1000)))], "about 1 Hz; recognizing shakes needs 10 Hz"),
            (["knocks", try file("walk.csv", times: Array(stride(from: 0, to: 5000, by: 50)))], "about 20 Hz; recognizing knocks needs 80 Hz"),
        ]
        for (arguments, words) in cases {
            let run = try GadgetProcess.run(["sense"] + arguments)
            #expect(run.status == 1 && run.errors.contains(words), "\(arguments): \(run.errors)")
        }
        let phone = ReadmeExamplesTests.root + "/Tests/SensingTests/RealMotion/phone-seg001-115672.csv"
        let shakes = try GadgetProcess.run(["sense", "shake", phone])
        #expect(shakes.status == 0 && shakes.output.contains("began"), "\(shakes.errors)")
        let noDrawing = try GadgetProcess.run(["sense", "strokes", "-"], input: "t_ms,x,y\r\n")
        #expect(noDrawing.status == 1 && noDrawing.errors.contains("has no points after its header"), "\(noDrawing.errors)")
    }

    /// A --data-dir that did not exist is said once, so a mistyped path does not pass for an
    /// empty database.
    @Test func aNewDataDirectoryIsSaidOnce() throws {
        let parent = try TemporaryDirectory()
        defer { parent.remove() }
        let typo = parent.appending("gadgte")
        let first = try GadgetProcess.run(["moviequiz", "stats", "--data-dir", typo])
        #expect(first.status == 0 && first.errors.contains("\(typo) did not exist: it now holds a new database"), "\(first.errors)")
        let again = try GadgetProcess.run(["moviequiz", "stats", "--data-dir", typo])
        #expect(again.status == 0 && again.errors.isEmpty, "\(again.errors)")
    }

    /// No rounds played: no accuracy, rather than "0.00%".
    @Test func statsWithNoRoundsShowNoAccuracy() throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let fresh = try GadgetProcess.run(["moviequiz", "stats", "--data-dir", data.path])
        #expect(fresh.output == "rounds\t0\ncorrect\t0/0\naccuracy\t-\n")
        _ = try QuizStatisticsStore(database: GadgetDatabase(directory: data.path))
            .record(correct: 7, total: 10, at: Date(timeIntervalSince1970: 1_700_000_000))
        let played = try GadgetProcess.run(["moviequiz", "stats", "--data-dir", data.path])
        #expect(played.output.contains("accuracy\t70.00%\n"))
    }

    /// A damaged database is moved aside and said once, in the run's language, where the
    /// command's errors go (before a live run's panel takes the terminal); nothing is lost.
    @Test func aDamagedDatabaseIsSaidOnceInTheRunsLanguage() throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let script = data.appending("s.txt")
        try "wait 1s\n".write(toFile: script, atomically: true, encoding: .utf8)
        for (arguments, words) in [(["answers", "list"], "was damaged or not a database"),
                                   (["run", "--script", script, "--language", "uk", "--endpoint", "http://127.0.0.1:9/m"],
                                    "була пошкоджена")] {
            try Data("not a database, a note somebody saved here".utf8).write(to: URL(fileURLWithPath: data.appending("gadget.sqlite")))
            let typed = try GadgetProcess.run(arguments + ["--data-dir", data.path])
            #expect(typed.status == 0, "\(arguments): \(typed.errors)")
            let lines = typed.errors.split(separator: "\n").filter { $0.contains("gadget.sqlite.corrupt-") }
            #expect(lines.count == 1 && lines[0].contains(words), "\(arguments): \(typed.errors)")
        }
        let kept = try data.contents().filter { $0.hasPrefix("gadget.sqlite.corrupt-") }
        #expect(kept.count == 2, "\(kept)")
    }

    /// `boards list` shows the boards people run Gadget on (the kernel tier's qemu-guest only
    /// with --all), and says when a profile of the user's own hides a shipped one.
    @Test func boardsListLeavesOutTestBoardsAndNamesWhatAProfileHides() throws {
        let mine = try TemporaryDirectory()
        defer { mine.remove() }
        try "name = \"My desktop\"\n".write(toFile: mine.appending("desktop.toml"), atomically: true, encoding: .utf8)
        let environment = ["GADGET_BOARDS_DIR": mine.path]
        let list = try GadgetProcess.run(["boards", "list"], environment: environment, in: mine.path)
        #expect(list.status == 0)
        #expect(!list.output.contains("qemu-guest"))
        #expect(list.output.contains("pi-mpu6050-oled\t"))
        let desktop = try #require(list.output.split(separator: "\n").first { $0.hasPrefix("desktop\t") })
        #expect(desktop.contains("My desktop") && desktop.contains("in place of") && desktop.contains("boards/desktop.toml"),
                "\(desktop)")
        let all = try GadgetProcess.run(["boards", "list", "--all"], environment: environment, in: mine.path)
        #expect(all.output.contains("qemu-guest\t"))
        let catalog = BoardCatalog(searchDirectories: [mine.path, ReadmeExamplesTests.root + "/boards"])
        #expect(catalog.shadowed("desktop") == [ReadmeExamplesTests.root + "/boards/desktop.toml"])
        #expect(catalog.shadowed("sense-hat").isEmpty)
    }
}
