import GRDB
import TestSupport
import Testing
@testable import Core

@Suite struct CarsStoreTests {
    let validator = CarValidator(currentYear: 2026)

    @Test func carsArePersistedInOrderAndFilteredByBody() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let store = CarStore(database: try GadgetDatabase(directory: dir.path))
        #expect(try store.all().isEmpty)
        try store.add(Car(manufacturer: "Toyota", model: "Corolla", body: .sedan), validator: validator)
        try store.add(Car(manufacturer: "VW", model: "Golf", body: .hatchback, yearOfIssue: 2004), validator: validator)
        try store.add(Car(manufacturer: "Lada", model: "2107", body: .sedan, carNumber: "a001aa"), validator: validator)

        let reopened = CarStore(database: try GadgetDatabase(directory: dir.path))
        #expect(try reopened.all().map(\.car.model) == ["Corolla", "Golf", "2107"])
        #expect(try reopened.cars(with: .sedan).map(\.car.manufacturer) == ["Toyota", "Lada"])
        #expect(try reopened.cars(with: .pickup).isEmpty)
        let lada = try #require(try reopened.cars(with: .sedan).last)
        #expect(lada.car.carNumber == "A001AA" && lada.car.yearOfIssue == nil)
        #expect(try reopened.all()[1].car.yearOfIssue == 2004)
        try reopened.remove(id: lada.id)
        #expect(try store.all().count == 2)
    }

    @Test func theStoreRefusesWhatTheValidatorRefuses() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let store = CarStore(database: try GadgetDatabase(directory: dir.path))
        #expect(throws: CarInputError.empty(field: CarText.manufacturer)) {
            try store.add(Car(manufacturer: " ", model: "X", body: .coupe), validator: validator)
        }
        #expect(throws: CarInputError.yearOutOfRange(1700, latest: 2027)) {
            try store.add(Car(manufacturer: "A", model: "B", body: .coupe, yearOfIssue: 1700), validator: validator)
        }
        #expect(try store.all().isEmpty)
    }

    @Test func aDatabaseFromBeforeTheCatalogueGainsItAndKeepsItsAnswers() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        // A file as the 8-ball alone left it: only the first migration applied, one answer added.
        do {
            let queue = try DatabaseQueue(path: dir.appending(GadgetDatabase.fileName))
            var older = DatabaseMigrator()
            older.registerMigration("v1-answers", migrate: AnswerSchema.createV1)
            try older.migrate(queue)
            _ = try queue.write { db in try AnswerSchema.insert(db, text: "Ask the cat", type: .neutral) }
        }
        let database = try GadgetDatabase(directory: dir.path)
        #expect(try AnswerStore(database: database).all().contains { $0.text == "Ask the cat" })
        let store = CarStore(database: database)
        try store.add(Car(manufacturer: "Saab", model: "900", body: .hatchback), validator: validator)
        #expect(try store.all().count == 1)
    }
}
