import GadgetBase
import Hardware

/// The seed's console application: a menu to add a car, list every car, and list the cars of
/// one body type. Reads one line per answer and writes text; knows nothing about terminals, so
/// `gadget cars` runs it on stdin/stdout and tests run it on strings.
///
/// Invalid input is refused with a reason and asked again. End of input (Ctrl-D, a closed
/// pipe) at any prompt ends the program; a car only half entered is not saved, and `failed` says so.
public final class CarConsole {
    public typealias ReadLine = () -> String?
    public typealias Write = (String) -> Void

    private let store: CarStore
    private let validator: CarValidator
    private let l: Localizer
    private let readLine: ReadLine
    private let write: Write
    /// Something the user typed or asked for was lost: a car half entered when input ended, a
    /// car or a list the database could not save or read. `gadget cars` then exits with 1, so
    /// a script feeding it knows.
    public private(set) var failed = false
    /// Why no car can be saved (a catalogue this user may only read), said when Add is chosen,
    /// before anything is typed that would be lost.
    private let cannotSave: String?

    public init(store: CarStore, validator: CarValidator, localizer: Localizer, cannotSave: String? = nil,
                readLine: @escaping ReadLine, write: @escaping Write) {
        self.store = store
        self.cannotSave = cannotSave
        self.validator = validator
        self.l = localizer
        self.readLine = readLine
        self.write = write
    }

    /// Shows the menu until the user chooses Exit or input ends.
    public func run() {
        while true {
            say(l(CarConsoleText.menuTitle))
            for (number, item) in CarConsoleText.menuItems.enumerated() { say("\(number + 1). \(l(item))") }
            say("0. \(l(CarConsoleText.exit))")
            guard let choice = ask(l(CarConsoleText.choose, 0, CarConsoleText.menuItems.count),
                                   parse: { text throws(CarInputError) in
                                       try menuNumber(text, in: 0...CarConsoleText.menuItems.count) })
            else { return endOfInput(during: nil) }
            switch choice {
            case 1: if !addCar() { return }
            case 2:
                list(Result { try store.all() }, emptyMessage: l(CarText.noCars))
                sayHidden()
            case 3: if !listByBody() { return }
            default:
                say(l(CarConsoleText.goodbye))
                return
            }
        }
    }

    // MARK: - Menu actions

    /// Returns false when input ended.
    private func addCar() -> Bool {
        if let cannotSave {
            say(cannotSave)
            say("")
            failed = true
            return true
        }
        say(l(CarConsoleText.newCar))
        let v = validator
        guard let manufacturer = ask(l(CarText.manufacturer) + ": ", parse: v.manufacturer),
              let model = ask(l(CarText.model) + ": ", parse: v.model),
              let body = askBody(),
              let year = ask(l(CarConsoleText.yearPrompt), parse: v.yearOfIssue),
              let number = ask(l(CarConsoleText.numberPrompt), parse: v.carNumber)
        else {
            endOfInput(during: l(CarConsoleText.carNotSaved))
            failed = true
            return false
        }
        let car = Car(manufacturer: manufacturer, model: model, body: body, yearOfIssue: year, carNumber: number)
        do {
            let stored = try store.add(car, validator: validator)
            say(l(CarConsoleText.saved))
            for field in stored.car.fields(l) { say(field.line) }
        } catch let refusal as CarInputError {
            say(refusal.message(l))
            failed = true
        } catch {
            say(l(CarConsoleText.storageFailed, Self.describe(error, l)))
            failed = true
        }
        say("")
        return true
    }

    private func listByBody() -> Bool {
        guard let body = askBody() else {
            endOfInput(during: nil)
            return false
        }
        list(Result { try store.cars(with: body) }, emptyMessage: l(CarText.noCarsOfBody, l(body.name)))
        return true
    }

    private func list(_ result: Result<[StoredCar], any Error>, emptyMessage: String) {
        let cars: [StoredCar]
        switch result {
        case .success(let found): cars = found
        case .failure(let error):
            say(l(CarConsoleText.storageFailed, Self.describe(error, l)))
            failed = true
            return
        }
        guard !cars.isEmpty else {
            say(emptyMessage)
            say("")
            return
        }
        say(l.plural(CarConsoleText.carCount, count: cars.count))
        for stored in cars {
            say("")
            for field in stored.car.fields(l) { say(field.line) }
        }
        say("")
    }

    /// Rows the list left out, so a count that differs from the table's is explained.
    private func sayHidden() {
        guard let hidden = try? store.unknownBodies(), !hidden.isEmpty else { return }
        let known = CarBody.allCases.map(\.rawValue).joined(separator: ", ")
        let named = Array(Set(hidden)).sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        say(l(CarConsoleText.notShown, l.plural(CarConsoleText.cars, count: hidden.count), named, known))
        say("")
    }

    private func askBody() -> CarBody? {
        say(l(CarText.body) + ":")
        for (number, body) in CarBody.allCases.enumerated() { say("  \(number + 1). \(l(body.name))") }
        let count = CarBody.allCases.count
        return ask(l(CarConsoleText.choose, 1, count)) { text throws(CarInputError) in
            try bodyChoice(text)
        }
    }

    // MARK: - Input

    /// Asks until `parse` accepts the answer; nil at end of input. (A field that may be empty
    /// has an optional Value, so "unknown" is .some(nil) and never mistaken for the end.)
    private func ask<Value>(_ prompt: String, parse: (String) throws(CarInputError) -> Value) -> Value? {
        while true {
            write(prompt)
            guard let line = readLine() else { return nil }
            do {
                return try parse(line)
            } catch {
                say(error.message(l))
            }
        }
    }

    private func menuNumber(_ text: String, in range: ClosedRange<Int>) throws(CarInputError) -> Int {
        let clean = TextSanitizer.normalize(text)
        let digits = clean.hasSuffix(".") ? String(clean.dropLast()) : clean
        guard digits.count <= 4, let number = Int(digits), range.contains(number) else {
            throw .menuChoice(TextSanitizer.cap(clean, maxLength: 20), range: range)
        }
        return number
    }

    /// A body type by its number on the list, or by its name in the user's language or English.
    private func bodyChoice(_ text: String) throws(CarInputError) -> CarBody {
        let all = CarBody.allCases
        let clean = TextSanitizer.normalize(text).lowercased()
        if let body = all.first(where: { l($0.name).lowercased() == clean || $0.name.en.lowercased() == clean }) {
            return body
        }
        return all[try menuNumber(text, in: 1...all.count) - 1]
    }

    private func endOfInput(during note: String?) {
        // The user's Ctrl-D left the cursor after a prompt: start a fresh line.
        say("")
        if let note { say(note) }
    }

    private func say(_ line: String) { write(line + "\n") }

    private static func describe(_ error: any Error, _ l: Localizer) -> String {
        (error as? GadgetDatabaseError)?.message(l) ?? "\(error)"
    }
}
