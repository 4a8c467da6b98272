import ArgumentParser
import Core

/// Small demonstrations of Core pieces, runnable on the board.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Demonstrations of Gadget's building blocks.",
        subcommands: [ThreadSafeArrayDemoCommand.self])

    struct ThreadSafeArrayDemoCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "thread-safe-array",
            abstract: "Two tasks on a concurrent queue each append 0...1000 to one ThreadSafeArray; prints the count (2002).")
        @OptionGroup var languageChoice: LanguageOption

        func run() {
            TerminalOutput.line(String(ThreadSafeArrayDemo.run().count))
        }
    }
}
