import GRDB

/// The `best_score` table: one row per game, the best score ever made in it. Keyed by the
/// game's identifier so any later game can keep its record here too.
enum BestScoreSchema {
    static func createV1(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE best_score (
                game TEXT PRIMARY KEY NOT NULL CHECK (length(game) BETWEEN 1 AND 64),
                milliseconds INTEGER NOT NULL CHECK (milliseconds >= 0),
                achievedAt REAL NOT NULL
            )
            """)
    }
}
