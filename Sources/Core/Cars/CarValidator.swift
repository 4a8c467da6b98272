import GadgetBase
import Hardware

/// Turns typed text into a car's field values, or says why it cannot. The console and the
/// board both go through here, so a car is the same whichever way it was entered.
public struct CarValidator: Sendable {
    /// Benz's Patent-Motorwagen: no car can be older.
    public static let earliestYear = 1886
    public static let maximumNameLength = 40
    public static let maximumNumberLength = 12

    /// The newest year accepted: next year's models are on sale before New Year.
    public let latestYear: Int

    public init(currentYear: Int) {
        latestYear = currentYear + 1
    }

    public func manufacturer(_ text: String) throws(CarInputError) -> String {
        try name(text, field: CarText.manufacturer)
    }

    public func model(_ text: String) throws(CarInputError) -> String {
        try name(text, field: CarText.model)
    }

    /// Empty means unknown (nil).
    public func yearOfIssue(_ text: String) throws(CarInputError) -> Int? {
        let clean = TextSanitizer.normalize(text)
        guard !clean.isEmpty else { return nil }
        guard clean.count <= 6, clean.allSatisfy({ $0.isASCII && $0.isNumber }), let year = Int(clean) else {
            throw .yearNotANumber(TextSanitizer.cap(clean, maxLength: 20))
        }
        guard (Self.earliestYear...latestYear).contains(year) else { throw .yearOutOfRange(year, latest: latestYear) }
        return year
    }

    /// Empty means none (nil). Stored in capitals, as plates are written.
    public func carNumber(_ text: String) throws(CarInputError) -> String? {
        let clean = TextSanitizer.normalize(text)
        guard !clean.isEmpty else { return nil }
        guard clean.allSatisfy({ $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" }) else {
            throw .numberCharacters(TextSanitizer.cap(clean, maxLength: 20))
        }
        let number = clean.uppercased()
        guard number.storedLength <= Self.maximumNumberLength else {
            throw .tooLong(field: CarText.carNumber, limit: Self.maximumNumberLength)
        }
        return number
    }

    /// A car whose fields all pass the checks above (for cars that did not come from typing).
    public func validated(_ car: Car) throws(CarInputError) -> Car {
        Car(manufacturer: try manufacturer(car.manufacturer), model: try model(car.model), body: car.body,
            yearOfIssue: try car.yearOfIssue.flatMap { year throws(CarInputError) in try yearOfIssue(String(year)) },
            carNumber: try car.carNumber.flatMap { number throws(CarInputError) in try carNumber(number) })
    }

    private func name(_ text: String, field: LocalizedString) throws(CarInputError) -> String {
        let clean = TextSanitizer.normalize(text)
        guard !clean.isEmpty else { throw .empty(field: field) }
        guard clean.storedLength <= Self.maximumNameLength else { throw .tooLong(field: field, limit: Self.maximumNameLength) }
        return clean
    }
}
