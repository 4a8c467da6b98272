import Foundation
import TestSupport
import Testing

/// `gadget cars`, the real binary, on a pseudo-terminal: every menu path, bad input and end of
/// input, as a person at a terminal meets them (echo, Ctrl-D, line editing by the terminal).
@Suite("gadget cars on a terminal", .serialized)
struct CarsConsolePTYTests {
    func start(_ data: TemporaryDirectory, language: String = "C.UTF-8") throws -> CarsPseudoTerminal {
        try CarsPseudoTerminal(arguments: ["cars", "--data-dir", data.path],
                               environment: ["LANG": language, "PATH": "/usr/bin:/bin", "TERM": "xterm"])
    }

    @Test func everyMenuPathThenExit() throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let terminal = try start(data)
        try terminal.expect("Choose 0-3: ")
        terminal.type("1")
        try terminal.expect("Manufacturer: ")
        terminal.type("Toyota")
        try terminal.expect("Model: ")
        terminal.type("Corolla")
        try terminal.expect("Choose 1-8: ")
        terminal.type("1")
        try terminal.expect("Year of issue (Enter if unknown): ")
        terminal.type("")
        try terminal.expect("Registration number (Enter if none): ")
        terminal.type("")
        try terminal.expect("Saved:\nManufacturer: Toyota\nModel: Corolla\nBody type: Sedan\nYear of issue: -\n\n")
        try terminal.expect("Choose 0-3: ")
        for line in ["1", "Lada", "2106", "4", "1976", "a123bc77"] { terminal.type(line) }
        try terminal.expect("Registration number: A123BC77")
        terminal.type("2")
        try terminal.expect("2 cars:\n\nManufacturer: Toyota")
        try terminal.expect("Year of issue: -\n\nManufacturer: Lada\nModel: 2106\nBody type: Coupe\n"
                            + "Year of issue: 1976\nRegistration number: A123BC77\n")
        terminal.type("3")
        try terminal.expect("Choose 1-8: ")
        terminal.type("4")
        try terminal.expect("1 car:\n\nManufacturer: Lada")
        terminal.type("3")
        terminal.type("8")
        try terminal.expect("No cars with the body type Pickup.")
        terminal.type("0")
        try terminal.expect("Goodbye.")
        #expect(try terminal.finish() == 0)
        #expect(!terminal.transcript.contains("Registration number: \n"))
    }

    @Test func badInputIsExplainedAndAskedAgain() throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let terminal = try start(data)
        terminal.type("42")
        try terminal.expect("“42” is not on the menu; type a number from 0 to 3.\nChoose 0-3: ")
        terminal.type("1")
        terminal.type("")
        try terminal.expect("Manufacturer cannot be empty; type it, please.\nManufacturer: ")
        terminal.type("Škoda")
        terminal.type("Octavia")
        terminal.type("sedan?")
        try terminal.expect("“sedan?” is not on the menu; type a number from 1 to 8.")
        terminal.type("estate")
        terminal.type("19")
        try terminal.expect("19 is not a possible year of issue; type a year from 1886 to")
        terminal.type("MMXX")
        try terminal.expect("“MMXX” is not a year")
        terminal.type("2020")
        terminal.type("$(reboot)")
        try terminal.expect("“$(reboot)” is not a registration number")
        terminal.type("")
        try terminal.expect("Saved:\nManufacturer: Škoda\nModel: Octavia\nBody type: Estate\nYear of issue: 2020\n\n")
        terminal.endInput()
        #expect(try terminal.finish() == 0)
    }

    @Test func endOfInputInTheMiddleOfACarLeavesCleanlySavesNothingAndSaysSo() throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let terminal = try start(data)
        terminal.type("1")
        terminal.type("Volvo")
        try terminal.expect("Model: ")
        terminal.endInput()
        try terminal.expect("Input ended; the car being added was not saved.")
        // Cleanly, but not silently for a script: the car typed is lost.
        #expect(try terminal.finish() == 1)

        let again = try start(data)
        again.type("2")
        try again.expect("No cars yet.")
        again.endInput()
        #expect(try again.finish() == 0)
    }

    @Test func theMenuSpeaksTheTerminalsLanguage() throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let terminal = try start(data, language: "uk_UA.UTF-8")
        try terminal.expect("Каталог автомобілів\n1. Додати автомобіль")
        terminal.type("9")
        try terminal.expect("«9» немає в меню; введіть число від 0 до 3.")
        terminal.endInput()
        #expect(try terminal.finish() == 0)
    }
}
