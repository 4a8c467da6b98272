import ArgumentParser
import GadgetRuntime

@main
struct Gadget: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gadget",
        abstract: "Small apps for Linux boards with an accelerometer, a few buttons and a small screen.",
        discussion: """
            With no subcommand, Gadget starts in the terminal on the simulated desktop board: \
            arrows, Enter, Space and Esc are the board's buttons, `s` shakes it, `q` quits.
            """,
        subcommands: [RunCommand.self, AnswersCommand.self, EightBallCommand.self, MovieQuizCommand.self, BoardsCommand.self,
                      DoctorCommand.self, SenseCommand.self, CarsCommand.self, DemoCommand.self],
        defaultSubcommand: RunCommand.self)

    static func main() {
        LogDestination.bootstrap()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            exit(withError: error)
        }
    }
}
