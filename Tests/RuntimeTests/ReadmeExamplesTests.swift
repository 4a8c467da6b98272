import ArgumentParser
import Foundation
import Testing
import TestSupport

@testable import gadget
@testable import GadgetRuntime

/// Every code block of the README, as written: the script runs in the real program, each
/// `gadget` line names real commands and options, and each repository file it names exists.
@Suite("The README's examples", .serialized)
struct ReadmeExamplesTests {
    struct Block {
        let language: String
        let lines: [String]
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
        .standardized.path

    static func blocks() throws -> [Block] {
        let text = try String(contentsOfFile: root + "/README.md", encoding: .utf8)
        var blocks: [Block] = []
        var open: (language: String, lines: [String])?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                if let current = open {
                    blocks.append(Block(language: current.language, lines: current.lines))
                    open = nil
                } else {
                    open = (String(trimmed.dropFirst(3)), [])
                }
            } else if open != nil {
                open?.lines.append(trimmed)
            }
        }
        return blocks
    }

    /// A shell line without its trailing comment.
    static func command(_ line: String) -> String {
        guard let hash = line.range(of: " #") else { return line.trimmingCharacters(in: .whitespaces) }
        return line[..<hash.lowerBound].trimmingCharacters(in: .whitespaces)
    }

    @Test func theREADMEHasTheBlocksThisTestReads() throws {
        let blocks = try Self.blocks()
        #expect(blocks.filter { $0.language.isEmpty }.count == 1, "one script example")
        #expect(blocks.filter { $0.language == "sh" }.count >= 5)
        #expect(Set(blocks.map(\.language)).isSubset(of: ["", "sh"]), "a block in a language this test does not check")
    }

    @Test func theScriptExampleRunsAsWritten() throws {
        let script = try #require(try Self.blocks().first { $0.language.isEmpty })
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let file = folder.appending("example.txt")
        try script.lines.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
        let run = try GadgetProcess.run(["run", "--app", "eightball", "--script", file, "--data-dir", folder.appending("data"),
                                         "--endpoint", "http://127.0.0.1:9/magic"], in: folder.path)
        #expect(run.status == 0, "\(run.errors)")
        #expect(FileManager.default.fileExists(atPath: folder.appending("out/answer.png")))
    }

    /// `gadget answers list | add TEXT | remove TEXT | reset`: the words before the first `|`
    /// name a command; each alternative after one names its sibling; every `--option` is one
    /// the command it follows declares.
    @Test func everyGadgetLineNamesRealCommandsAndOptions() throws {
        var checked = 0
        for block in try Self.blocks() where block.language == "sh" {
            for line in block.lines.map(Self.command) where line.hasPrefix("gadget ") {
                try check(line)
                checked += 1
            }
        }
        #expect(checked >= 7)
    }

    private func check(_ line: String) throws {
        let words = line.replacingOccurrences(of: "[", with: " ").replacingOccurrences(of: "]", with: " ")
            .split(separator: " ").map(String.init).dropFirst()
        var parent: any ParsableCommand.Type = Gadget.self
        var command: any ParsableCommand.Type = Gadget.self
        var expectingCommand = true
        for word in words {
            if word == "|" {
                expectingCommand = true
                command = parent
                continue
            }
            if word.hasPrefix("--") {
                #expect(command.helpMessage(includeHidden: true).contains(word), "\(line): \(word) is not an option here")
                expectingCommand = false
                continue
            }
            guard expectingCommand, !command.configuration.subcommands.isEmpty else {
                expectingCommand = false
                continue
            }
            let next = command.configuration.subcommands.first { $0.configuration.commandName == word }
            if let next {
                parent = command
                command = next
            } else if command != Gadget.self || !word.contains("|") {
                Issue.record("\(line): \"\(word)\" is not a command under \(command.configuration.commandName ?? "")")
            }
        }
    }

    @Test func everyRepositoryFileTheShellLinesNameExists() throws {
        var checked = 0
        for block in try Self.blocks() where block.language == "sh" {
            for line in block.lines.map(Self.command) {
                for word in line.split(separator: " ") where word.hasPrefix("scripts/") || word.hasPrefix("udev/") {
                    let path = Self.root + "/" + word
                    checked += 1
                    #expect(FileManager.default.fileExists(atPath: path), "\(line): \(word) is missing")
                    if word.hasPrefix("scripts/") {
                        #expect(FileManager.default.isExecutableFile(atPath: path), "\(word) is not executable")
                    }
                }
            }
        }
        #expect(checked >= 3)
    }
}
