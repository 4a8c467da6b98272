import Foundation
import GRDB

/// The best score of one game, kept in the Gadget database. Scores are whole milliseconds; a
/// score is kept only when it beats the stored one, decided inside SQLite so two processes
/// saving at once cannot lower the record.
public final class BestScoreStore: Sendable {
    public let game: String
    private let database: GadgetDatabase

    public init(database: GadgetDatabase, game: String) {
        self.database = database
        self.game = game
    }

    /// The best score so far, or nil before the first finished game.
    public func best() throws -> Duration? {
        try database.read { db in
            // A score another tool stored as text is no score (SQLite would read it as 0 ms).
            try Int64.fetchOne(db, sql: "SELECT milliseconds FROM best_score WHERE game = ? AND typeof(milliseconds) = 'integer'",
                               arguments: [game])
        }.map { .milliseconds($0) }
    }

    /// Saves `score` if it beats the record; returns whether it did. On disk when this returns.
    @discardableResult
    public func record(_ score: Duration, at date: Date) throws -> Bool {
        let milliseconds = max(0, score.nanoseconds / 1_000_000)
        return try database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO best_score (game, milliseconds, achievedAt) VALUES (?, ?, ?)
                    ON CONFLICT (game) DO UPDATE SET milliseconds = excluded.milliseconds,
                        achievedAt = excluded.achievedAt
                    WHERE excluded.milliseconds > best_score.milliseconds
                    """,
                arguments: [game, milliseconds, date.timeIntervalSince1970])
            return db.changesCount > 0
        }
    }
}
