import ArgumentParser
import Testing

@testable import gadget

/// `gadget run`'s command line has two readers: the fast one a board's start takes, and
/// ArgumentParser for everything else. They must never disagree.
@Suite("reading gadget run's command line")
struct RunArgumentsTests {
    /// What ArgumentParser makes of the line, as Gadget's main would run it.
    private func parsed(_ words: [String]) throws -> RunArguments? {
        (try Gadget.parseAsRoot(words) as? RunCommand)?.arguments
    }

    static let plainLines: [[String]] = [
        [],
        ["run"],
        ["run", "--board", "pi-zero", "--app", "eightball"],
        ["--board", "desktop-mono"],
        ["run", "--app", "eightball", "--data-dir", "/tmp/d", "--endpoint", "http://127.0.0.1:9/m",
         "--script", "first-frame.txt"],
        ["run", "--board=desktop-wide", "--language=uk", "--seed=42", "--verbose"],
        ["run", "--imdb-url", "http://localhost:8080", "--imdb-key", "k", "--chats-data", "chats.json",
         "--allow-root", "--seed", "+7"],
        ["run", "--script", "s.txt", "--app", "run"],
    ]

    @Test(arguments: plainLines)
    func bothReadersAgreeOnPlainLines(words: [String]) throws {
        let fast = RunArguments(fastParsing: words)
        #expect(fast != nil, "the fast reader should take \(words)")
        #expect(try fast == parsed(words))
    }

    static let unusualLines: [[String]] = [
        ["--help"], ["run", "-h"], ["run", "--board"], ["run", "--board", "--app", "x"],
        ["run", "--seed", "-1"], ["run", "--seed", "many"], ["run", "--app", "a", "--app", "b"],
        ["run", "--verbose=yes"], ["run", "--", "--app"], ["run", "extra"], ["run", "--colour", "red"],
        ["answers", "list"], ["eightball", "ask"], ["run", "--board="],
    ]

    /// Lines the fast reader declines go to ArgumentParser, which gives the proper result or message.
    @Test(arguments: unusualLines)
    func unusualLinesAreLeftToArgumentParser(words: [String]) {
        #expect(RunArguments(fastParsing: words) == nil)
    }

    /// An option added to RunCommand, or renamed there, must be taught to the fast reader too.
    @Test func theFastReaderKnowsExactlyRunCommandsNames() {
        let help = RunCommand.helpMessage(columns: 400)
        let declared = Set(help.split(whereSeparator: { !$0.isLetter && $0 != "-" })
            .filter { $0.hasPrefix("--") && $0.count > 2 }
            .map { String($0.dropFirst(2)) })
        #expect(declared.subtracting(["help"]) == RunArguments.options.union(RunArguments.flags))
    }
}
