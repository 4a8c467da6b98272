import ArgumentParser
import Testing

@testable import gadget

@Suite("the command tree")
struct CommandTreeTests {
    /// Every command under `gadget`, depth first.
    private func commands(under root: any ParsableCommand.Type) -> [any ParsableCommand.Type] {
        [root] + root.configuration.subcommands.flatMap { commands(under: $0) }
    }

    // A command without a name is named at every start from its type's name, through the
    // runtime's demangler and reflection: a cost paid before the first frame.
    @Test func everyCommandNamesItself() {
        let unnamed = commands(under: Gadget.self).filter { $0.configuration.commandName == nil }
        #expect(unnamed.isEmpty, "unnamed: \(unnamed.map { "\($0)" })")
    }

    @Test func namesAreTheOnesTheREADMEDocuments() {
        let names = Gadget.configuration.subcommands.map { $0.configuration.commandName ?? "" }
        #expect(names == ["run", "answers", "eightball", "moviequiz", "boards", "doctor", "sense", "cars", "demo",
                          "selftest", "panel"])
        let answers = AnswersCommand.configuration.subcommands.map { $0.configuration.commandName ?? "" }
        #expect(answers == ["list", "add", "remove", "reset"])
        let sense = SenseCommand.configuration.subcommands.map { $0.configuration.commandName ?? "" }
        #expect(sense.contains("make-datasets") && sense.contains("shake") && sense.contains("record"))
    }
}
