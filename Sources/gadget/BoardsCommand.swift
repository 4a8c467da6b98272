import ArgumentParser
import Foundation
import GadgetRuntime

struct BoardsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "boards", abstract: "Board profiles: what is wired where.",
        subcommands: [List.self, Show.self, Validate.self])

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the board profiles Gadget can find.")
        func run() throws {
            let catalog = BoardCatalog()
            let found = catalog.available()
            if found.isEmpty {
                print("desktop\t(built in)")
                return
            }
            for (name, path) in found {
                let title = (try? BoardCatalog.load(path: path).name) ?? "(does not validate: run gadget boards validate \(name))"
                print("\(name)\t\(title)")
            }
        }
    }

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print a profile with every setting resolved.")
        @Argument(help: "A board name or a path to a .toml file.") var board = "desktop"
        func run() throws {
            let p = try BoardCatalog().load(board)
            print("""
                name: \(p.name)
                file: \(p.file)
                display: \(p.displayKind.rawValue) \(p.display) rotation \(p.rotation) at \(p.framesPerSecond) fps\
                \(p.displayKind == .framebuffer ? " on \(p.displayDevice)" : "")
                accelerometer: \(p.accelerometerKind.rawValue) at 0x\(String(p.accelerometerAddress, radix: 16)) \
                on \(p.accelerometerBus), \(p.sampleRate) Hz, ±\(p.rangeG) g
                shake: \(p.shakeSensitivity)\(p.shakeMaximumDuration.map { ", cancelled after \($0) s" } ?? "")
                8-ball: \(p.eightBallEndpoint ?? AppAssembly.defaultEightBallEndpoint), budget \(p.eightBallBudget) s
                """)
        }
    }

    struct Validate: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Check profiles; errors name the file, line and key.")
        @Argument(help: "Board names or .toml paths (default: every profile found).") var boards: [String] = []
        func run() throws {
            let catalog = BoardCatalog()
            let names = boards.isEmpty ? catalog.available().map(\.path) : boards
            var failures = 0
            for name in names {
                do {
                    let profile = try catalog.load(name)
                    print("ok\t\(name)\t\(profile.name)")
                } catch {
                    failures += 1
                    print("error\t\(error)")
                }
            }
            if failures > 0 { throw ExitCode(1) }
        }
    }
}
