import BoardProfiles
import Core
import ArgumentParser
import Foundation
import GadgetRuntime
import GadgetBase
import Hardware

struct BoardsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "boards", abstract: DataHelpText.Boards.abstract.current,
        subcommands: [List.self, Show.self, Validate.self])

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: DataHelpText.Boards.list.current)
        @Flag(help: ArgumentHelp(DataHelpText.Boards.all)) var all = false
        @OptionGroup var languageChoice: LanguageOption

        func run() throws {
            let catalog = BoardCatalog()
            let found = catalog.available()
            if found.isEmpty {
                TerminalOutput.line("desktop\t(\(Localizer.current(CLIText.builtIn)))")
                return
            }
            for (name, path) in found {
                let profile = try? BoardCatalog.load(path: path)
                if let profile, !profile.isListed, !all { continue }
                let title = profile?.name ?? Localizer.current(CLIText.doesNotValidate, name)
                // A profile of the user's own with a shipped one's name wins: say which it hides.
                let hidden = catalog.shadowed(name)
                let note = hidden.isEmpty ? "" : "\t" + Localizer.current(CLIText.shadows, path, hidden.joined(separator: ", "))
                TerminalOutput.line("\(name)\t\(title)\(note)")
            }
        }
    }

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show", abstract: DataHelpText.Boards.show.current)
        @Argument(help: ArgumentHelp(DataHelpText.Boards.board)) var board = "desktop"
        @OptionGroup var languageChoice: LanguageOption

        func run() throws {
            let p = try BoardCatalog().load(board)
            Localizer.adoptLanguage(of: p)
            let l = Localizer.current
            // "30 кадр/с", "0,5 с": as the reader writes numbers, not Swift's "30.0" and "0.5".
            func number(_ value: Double) -> String { l.language.number(value) }
            let chats = switch p.chats.source {
            case .sample: l(CLIText.chatsSample)
            case .file: l(CLIText.chatsFile, p.chats.file ?? "")
            case .http: l(CLIText.chatsService, p.chats.url ?? "", number(p.chats.budget))
            }
            TerminalOutput.line(l(CLIText.profileSummary, p.name, p.fileShown(l), p.displayKind.rawValue, "\(p.display)", "\(p.rotation)",
                    number(p.framesPerSecond), p.displayLocation.map { l(CLIText.onDevice, $0) } ?? "",
                    p.accelerometerKind.rawValue, String(p.accelerometerAddress, radix: 16), p.accelerometerBus,
                    number(p.sampleRate), "\(p.rangeG)", p.shakeSensitivity,
                    p.shakeMaximumDuration.map { l(CLIText.cancelledAfter, number($0)) } ?? "",
                    p.eightBall.endpoint ?? AppAssembly.defaultEightBallEndpoint, number(p.eightBall.budget), chats))
            for line in p.wiringSummary(l) { TerminalOutput.line(line) }
        }
    }

    struct Validate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "validate", abstract: DataHelpText.Boards.validate.current)
        @Argument(help: ArgumentHelp(DataHelpText.Boards.boards)) var boards: [String] = []
        @OptionGroup var languageChoice: LanguageOption

        func run() throws {
            let catalog = BoardCatalog()
            let names = boards.isEmpty ? catalog.available().map(\.path) : boards
            var failures = 0
            for name in names {
                do {
                    let profile = try catalog.load(name)
                    let warnings = try AppAssembly.checkBeyondDevices(of: profile, environment: ProcessEnvironment.current())
                    for warning in warnings.chatEntries {
                        TerminalOutput.error(Localizer.current(CLIText.chatsEntryWarning, profile.chats.file ?? "", warning.message(.current)))
                    }
                    if let warning = warnings.readableSecret { TerminalOutput.error(warning.message(.current)) }
                    TerminalOutput.line("\(Localizer.current(CLIText.validOK))\t\(name)\t\(profile.name)")
                } catch {
                    failures += 1
                    TerminalOutput.line("\(Localizer.current(CLIText.validError))\t\(GadgetErrors.message(error))")
                }
            }
            if failures > 0 { throw ExitCode(1) }
        }
    }
}

extension BoardProfile {
    /// The profile's file, or "built in" in the reader's language for the desktop board the
    /// binary carries.
    func fileShown(_ l: Localizer) -> String { isBuiltIn ? l(CLIText.builtIn) : file }
}
