import ArgumentParser
import Core

/// Small demonstrations of Core pieces, runnable on the board.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: BoardHelpText.Demo.abstract.current,
        subcommands: [ThreadSafeArrayDemoCommand.self])

    struct ThreadSafeArrayDemoCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "thread-safe-array",
            abstract: BoardHelpText.Demo.threadSafeArray.current)
        @OptionGroup var languageChoice: LanguageOption

        func run() {
            TerminalOutput.line(String(ThreadSafeArrayDemo.run().count))
        }
    }
}
