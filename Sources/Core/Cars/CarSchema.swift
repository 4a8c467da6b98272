import GRDB

/// The `car` table: the catalogue the console (`gadget cars`) and the board's Cars app share.
enum CarSchema {
    static func createV1(_ db: Database) throws {
        // The checks repeat the validator's limits so a hand-edited or foreign row cannot
        // smuggle in what the programs would refuse; `body` stays open-ended text so a body
        // type added later needs no migration.
        try db.execute(sql: """
            CREATE TABLE car (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                manufacturer TEXT NOT NULL CHECK (length(manufacturer) BETWEEN 1 AND \(CarValidator.maximumNameLength)),
                model TEXT NOT NULL CHECK (length(model) BETWEEN 1 AND \(CarValidator.maximumNameLength)),
                body TEXT NOT NULL,
                yearOfIssue INTEGER,
                carNumber TEXT CHECK (carNumber IS NULL OR length(carNumber) BETWEEN 1 AND \(CarValidator.maximumNumberLength))
            )
            """)
        try db.execute(sql: "CREATE INDEX car_body ON car (body)")
    }
}
