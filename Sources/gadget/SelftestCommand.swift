import ArgumentParser
import Core
import Foundation
import Hardware

/// Checks of Gadget's own guarantees that need the real binary (scripts/kill-test).
struct SelftestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "selftest",
        abstract: "Exercise Gadget's own guarantees with the real binary (used by scripts/kill-test).",
        subcommands: [Writes.self])

    struct Writes: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "writes",
            abstract: "Write answers, quiz rounds, cars and best scores, printing `ack KIND VALUE` after each commit.",
            discussion: """
                Each line is printed (and flushed) only after the write's transaction has committed, so a \
                value that was printed must be in the database whatever happens to the process afterwards. \
                Values: answers and car models r<RUN>-<I>, quiz rounds finished at RUN*1000000+I seconds \
                since 1970, best scores of the game "selftest" one higher each time. Use a data directory \
                of its own.
                """)
        @OptionGroup var data: DataDirectoryOption
        @Option(name: .customLong("run"), help: "Distinguishes this run's values from other runs' on the same database.")
        var runNumber = 0
        @Option(help: "How many writes to make.") var count = 1000

        func validate() throws {
            guard (1...1_000_000).contains(count) else { throw ValidationError(Localizer.current(SelftestText.count)) }
        }

        func run() throws {
            let exercise = WriteExercise(database: try data.openDatabase(), run: runNumber)
            try exercise.perform(count: count) { acknowledgement in
                // One write(2) per line, straight to the descriptor: nothing waits in a buffer
                // that a kill would throw away, and a line is never half-written into the pipe.
                FileHandle.standardOutput.write(Data((acknowledgement.line + "\n").utf8))
            }
        }
    }
}

enum SelftestText {
    static let count = LocalizedString(
        "--count is a number of writes between 1 and 1000000",
        ru: "--count — это число записей от 1 до 1000000",
        uk: "--count — це кількість записів від 1 до 1000000")
}
