import TestSupport
import Testing
@testable import Core
import GadgetBase
import Hardware

/// The console menu on strings: every path, bad input, end of input. (The real binary on a
/// pseudo-terminal is covered in RuntimeTests/CarsConsolePTYTests.)
@Suite struct CarsConsoleTests {
    final class Transcript {
        var lines: [String]
        var output = ""
        init(_ lines: [String]) { self.lines = lines }
        func next() -> String? { lines.isEmpty ? nil : lines.removeFirst() }
    }

    func play(_ input: [String], language: Language = .en, in dir: TemporaryDirectory) throws -> String {
        try run(input, language: language, in: dir).output
    }

    /// What the console wrote, and whether it lost something typed (`gadget cars` exits with 1).
    func run(_ input: [String], language: Language = .en, cannotSave: String? = nil,
             in dir: TemporaryDirectory) throws -> (output: String, failed: Bool) {
        let transcript = Transcript(input)
        let console = CarConsole(
            store: CarStore(database: try GadgetDatabase(directory: dir.path)),
            validator: CarValidator(currentYear: 2026), localizer: Localizer(language: language), cannotSave: cannotSave,
            readLine: transcript.next, write: { transcript.output += $0 })
        console.run()
        #expect(transcript.lines.isEmpty, "the console stopped before reading all input")
        return (transcript.output, console.failed)
    }

    /// A catalogue this user may only read: Add says why at once, before a car is typed in vain,
    /// and the lists still work.
    @Test func aCatalogueThatCannotBeSavedIsStillListed() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        _ = try play(["1", "Toyota", "Corolla", "1", "", "", "0"], in: dir)
        let reason = "cannot write the database /x/gadget.sqlite: Permission denied"
        let readOnly = try run(["1", "2", "0"], cannotSave: reason, in: dir)
        #expect(readOnly.output.contains("\(reason)\n") && !readOnly.output.contains("New car"), "\(readOnly.output)")
        #expect(readOnly.output.contains("Toyota"), "\(readOnly.output)")
        #expect(readOnly.failed)
    }

    /// Rows another tool wrote: a type in another case is read as Gadget's own, and one Gadget
    /// does not know is left out of the list, which says so instead of a count short by one.
    @Test func rowsWrittenByAnotherToolAreReadOrAccountedFor() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let database = try GadgetDatabase(directory: dir.path)
        try database.write { db in
            try db.execute(sql: "INSERT INTO car (manufacturer, model, body) VALUES ('Lada', 'Vesta', 'Sedan '), ('Belarus', '82', 'tractor')")
        }
        let output = try play(["2", "3", "1", "0"], in: dir)
        #expect(output.contains("1 car:\n\nManufacturer: Lada\nModel: Vesta\nBody type: Sedan\n"), "\(output)")
        #expect(output.contains("Not shown: 1 car with a body type Gadget does not know (\"tractor\"); the types it knows: sedan,"),
                "\(output)")
        #expect(output.components(separatedBy: "Manufacturer: Lada").count == 3, "listed whole and by its type")
        let russian = try play(["2", "0"], language: .ru, in: dir)
        #expect(russian.contains("Не показано: 1 автомобиль с типом кузова, которого Gadget не знает (\"tractor\")"), "\(russian)")
    }

    @Test func addListAndFilter() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let output = try play(["1", "Toyota", "Corolla", "1", "", "",
                               "1", "Ford", "F-150", "pickup", "2019", "ab 12-34",
                               "2", "3", "8", "3", "3", "0"], in: dir)
        #expect(output.contains("Saved:\nManufacturer: Toyota\nModel: Corolla\nBody type: Sedan\nYear of issue: -\n\n"))
        #expect(output.contains("""
            2 cars:

            Manufacturer: Toyota
            Model: Corolla
            Body type: Sedan
            Year of issue: -

            Manufacturer: Ford
            Model: F-150
            Body type: Pickup
            Year of issue: 2019
            Registration number: AB 12-34

            """))
        #expect(output.contains("1 car:\n\nManufacturer: Ford"))
        #expect(output.contains("No cars with the body type Estate."))
        #expect(output.hasSuffix("Goodbye.\n"))
    }

    @Test func badInputIsRefusedWithAReasonAndAskedAgain() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let output = try play(["9", "one", "1", "", "Lada", "  ", "Niva", "0", "suv", "95", "1977", "№1", "", "0"],
                              in: dir)
        #expect(output.contains("Choose 0-3: “9” is not on the menu; type a number from 0 to 3.\nChoose 0-3: "))
        #expect(output.contains("“one” is not on the menu"))
        #expect(output.contains("Manufacturer: Manufacturer cannot be empty; type it, please.\nManufacturer: "))
        #expect(output.contains("Model cannot be empty"))
        #expect(output.contains("“0” is not on the menu; type a number from 1 to 8."))
        #expect(output.contains("95 is not a possible year of issue; type a year from 1886 to 2027"))
        #expect(output.contains("“№1” is not a registration number"))
        #expect(output.contains("Saved:\nManufacturer: Lada\nModel: Niva\nBody type: SUV\nYear of issue: 1977\n\n"))
    }

    @Test(arguments: [
        ([String](), false),
        (["1", "Toyota", "Corolla"], true),
        (["1", "Toyota", "Corolla", "1", "2001"], true),
        (["3"], false),
        (["7"], false),
    ])
    func endOfInputAnywhereEndsCleanlyAndSavesNothingHalfDone(input: [String], midCar: Bool) throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let (output, failed) = try run(input, in: dir)
        #expect(output.hasSuffix(midCar ? ": \nInput ended; the car being added was not saved.\n" : ": \n"))
        #expect(failed == midCar)
        #expect(try CarStore(database: try GadgetDatabase(directory: dir.path)).all().isEmpty)
    }

    @Test func emptyCatalogueAndOtherLanguages() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        #expect(try play(["2", "0"], in: dir).contains("No cars yet."))
        let russian = try play(["1", "ВАЗ", "2101", "седан", "", "", "2", "0"], language: .ru, in: dir)
        #expect(russian.contains("Каталог автомобилей\n1. Добавить автомобиль"))
        #expect(russian.contains("1 автомобиль:\n\nПроизводитель: ВАЗ\nМодель: 2101\nТип кузова: Седан\nГод выпуска: -\n"))
        #expect(try play(["5", "0"], language: .uk, in: dir).contains("«5» немає в меню; введіть число від 0 до 3."))
    }
}
