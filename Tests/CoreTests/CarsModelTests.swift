import Testing
@testable import Core
import GadgetBase
import Hardware

@Suite struct CarsModelTests {
    let validator = CarValidator(currentYear: 2026)
    let en = Localizer(language: .en)

    @Test func fieldsFollowTheSeedsFormat() {
        let car = Car(manufacturer: "Lada", model: "2106", body: .sedan, yearOfIssue: 1990, carNumber: "А123ВС77")
        #expect(car.fields(en).map(\.line) == [
            "Manufacturer: Lada", "Model: 2106", "Body type: Sedan", "Year of issue: 1990",
            "Registration number: А123ВС77",
        ])
    }

    @Test func aMissingYearShowsADashAndAMissingNumberIsLeftOut() {
        let car = Car(manufacturer: "Toyota", model: "Corolla", body: .hatchback)
        let lines = car.fields(en).map(\.line)
        #expect(lines.contains("Year of issue: -"))
        #expect(!lines.contains { $0.hasPrefix("Registration number") })
        #expect(lines.count == 4)
    }

    @Test func fieldsAreLocalized() {
        let car = Car(manufacturer: "ЗАЗ", model: "968", body: .coupe)
        #expect(car.fields(Localizer(language: .ru)).map(\.line)
            == ["Производитель: ЗАЗ", "Модель: 968", "Тип кузова: Купе", "Год выпуска: -"])
        #expect(car.fields(Localizer(language: .uk))[2].line == "Тип кузова: Купе")
        for body in CarBody.allCases {
            #expect(!body.name.en.isEmpty && !body.name.ru.isEmpty && !body.name.uk.isEmpty)
        }
    }

    @Test func namesAreCleanedAndChecked() throws {
        #expect(try validator.manufacturer("  Aston \t Martin ") == "Aston Martin")
        #expect(throws: CarInputError.empty(field: CarText.model)) { try validator.model(" \u{1B}[2J ") }
        #expect(throws: CarInputError.tooLong(field: CarText.manufacturer, limit: 40)) {
            try validator.manufacturer(String(repeating: "x", count: 41))
        }
        // As the database measures it: a flag is two code points.
        #expect(throws: CarInputError.tooLong(field: CarText.model, limit: 40)) {
            try validator.model(String(repeating: "🇺🇦", count: 21))
        }
    }

    @Test func yearsAreOptionalFourDigitNumbersInRange() throws {
        #expect(try validator.yearOfIssue("") == nil)
        #expect(try validator.yearOfIssue(" 1990 ") == 1990)
        #expect(try validator.yearOfIssue("2027") == 2027)
        #expect(throws: CarInputError.yearOutOfRange(2028, latest: 2027)) { try validator.yearOfIssue("2028") }
        #expect(throws: CarInputError.yearOutOfRange(1885, latest: 2027)) { try validator.yearOfIssue("1885") }
        #expect(throws: CarInputError.yearNotANumber("nineteen")) { try validator.yearOfIssue("nineteen") }
        #expect(throws: CarInputError.yearNotANumber("-5")) { try validator.yearOfIssue("-5") }
        #expect(throws: CarInputError.yearNotANumber("١٩٩٠")) { try validator.yearOfIssue("١٩٩٠") }
        #expect(throws: (any Error).self) { try validator.yearOfIssue(String(repeating: "9", count: 40)) }
    }

    @Test func numbersAreOptionalAndCapitalised() throws {
        #expect(try validator.carNumber("   ") == nil)
        #expect(try validator.carNumber("а 123 вс-77") == "А 123 ВС-77")
        #expect(throws: CarInputError.numberCharacters("AB;rm")) { try validator.carNumber("AB;rm") }
        #expect(throws: CarInputError.tooLong(field: CarText.carNumber, limit: 12)) {
            try validator.carNumber("ABCDEFGHIJKLM")
        }
    }

    @Test func refusalsNameTheFieldAndTheFix() {
        let message = CarInputError.yearOutOfRange(3000, latest: 2027).message(en)
        #expect(message.contains("3000") && message.contains("1886") && message.contains("2027"))
        #expect(CarInputError.empty(field: CarText.manufacturer).message(Localizer(language: .uk))
            .contains("Виробник"))
        #expect(CarInputError.menuChoice("7", range: 0...3).message(en).contains("from 0 to 3"))
    }
}
