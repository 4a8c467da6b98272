import ArgumentParser
import Core
import Foundation
import GadgetBase
import Hardware

/// The car catalogue on the console: the seed's menu, reading one answer per line from stdin.
struct CarsCommand: ParsableCommand, ChoosesLanguage {
    static let configuration = CommandConfiguration(
        commandName: "cars",
        abstract: DataHelpText.Cars.abstract.current,
        discussion: DataHelpText.Cars.discussion.current)

    @OptionGroup var data: DataDirectoryOption

    @Option(help: ArgumentHelp(DataHelpText.Cars.language))
    var language: String?

    func validate() throws {
        if let language, Language(named: language) == nil {
            throw ValidationError(Localizer.current(Language.unknownLanguageMessage, language))
        }
    }

    func run() throws {
        let localizer = chosenLocalizer ?? .current
        // A catalogue this user may only read can still be listed, as `answers list` lists;
        // Add then says why it cannot save.
        var cannotSave: String?
        let database: GadgetDatabase
        do {
            database = try data.openDatabase()
        } catch let error as GadgetDatabaseError where error.leavesReading {
            cannotSave = error.message(localizer)
            // Unreadable too: the first failure is the one to act on.
            guard let readable = try? data.openDatabase(readOnly: true) else { throw error }
            database = readable
        }
        let year = Calendar(identifier: .gregorian).component(.year, from: SystemClock().wallTime())
        let console = CarConsole(
            store: CarStore(database: database), validator: CarValidator(currentYear: year), localizer: localizer,
            cannotSave: cannotSave,
            readLine: { Swift.readLine(strippingNewline: true) },
            // Unbuffered, so a prompt without a newline is on screen before the program waits.
            write: { TerminalOutput.write($0) })
        console.run()
        if console.failed { throw ExitCode(1) }
    }
}
