import GRDB

/// A car as stored, with the id that tells two identical cars apart.
public struct StoredCar: Sendable, Hashable, Identifiable {
    public let id: Int64
    public var car: Car

    public init(id: Int64, car: Car) { self.id = id; self.car = car }
}

/// The car catalogue in the Gadget database. Cars come back in the order they were added.
public final class CarStore: Sendable {
    private let database: GadgetDatabase

    public init(database: GadgetDatabase) {
        self.database = database
    }

    /// Saves `car` (checked again, so no path can store what the validator refuses); on disk
    /// when this returns.
    @discardableResult
    public func add(_ car: Car, validator: CarValidator) throws -> StoredCar {
        let clean = try validator.validated(car)
        return try database.write { db in
            try db.execute(
                sql: "INSERT INTO car (manufacturer, model, body, yearOfIssue, carNumber) VALUES (?, ?, ?, ?, ?)",
                arguments: [clean.manufacturer, clean.model, clean.body.rawValue, clean.yearOfIssue, clean.carNumber])
            return StoredCar(id: db.lastInsertedRowID, car: clean)
        }
    }

    public func all() throws -> [StoredCar] {
        try database.read { db in try Self.fetch(db, sql: "SELECT * FROM car ORDER BY id", arguments: []) }
    }

    public func cars(with body: CarBody) throws -> [StoredCar] {
        // Filtered here, not in SQL, so a type is read the one way `all()` reads it.
        try all().filter { $0.car.body == body }
    }

    public func remove(id: Int64) throws {
        try database.write { db in try db.execute(sql: "DELETE FROM car WHERE id = ?", arguments: [id]) }
    }

    /// The body types of the rows `all()` leaves out, one per row: types this version does not
    /// know (written by a newer one, or by another tool), so the list can say what it hides.
    /// A row left out for a value of the wrong kind (a blob for a name) is counted here too.
    public func unknownBodies() throws -> [String] {
        try listing().unknownBodies
    }

    /// `all()` and `unknownBodies()` from one read of the table, for a list that shows the one
    /// and says the other.
    public func listing() throws -> (cars: [StoredCar], unknownBodies: [String]) {
        try database.read { db in
            var cars: [StoredCar] = [], unknownBodies: [String] = []
            for row in try Row.fetchAll(db, sql: "SELECT * FROM car ORDER BY id") {
                if let car = Self.car(from: row) {
                    cars.append(car)
                } else {
                    unknownBodies.append(row.readable("body", as: String.self) ?? "?")
                }
            }
            return (cars, unknownBodies)
        }
    }

    private static func fetch(_ db: Database, sql: String, arguments: StatementArguments) throws -> [StoredCar] {
        try Row.fetchAll(db, sql: sql, arguments: arguments).compactMap(car(from:))
    }

    /// A row whose body type this version does not know is skipped rather than shown as
    /// something it is not (`unknownBodies()` names them), and so is one another tool filled
    /// with values of the wrong kind. A year that is not a number (an empty field a CSV import
    /// stored as text) is an unknown year.
    private static func car(from row: Row) -> StoredCar? {
        guard let id = row.readable("id", as: Int64.self),
              let body = row.readable("body", as: String.self).flatMap(CarBody.init(stored:)),
              let manufacturer = row.readable("manufacturer", as: String.self),
              let model = row.readable("model", as: String.self)
        else { return nil }
        return StoredCar(id: id, car: Car(
            manufacturer: manufacturer, model: model, body: body,
            yearOfIssue: row.readable("yearOfIssue"), carNumber: row.readable("carNumber")))
    }
}
