import Foundation
import GRDB

/// The quiz's statistics in the Gadget database: one row per finished round.
///
/// Recording a round is one transaction (the row goes in and the totals are read back inside
/// it), committed and synced before `record` returns; so a round is either counted whole or not
/// at all, whatever happens to the process or the power, and what the alert shows is on disk.
public final class QuizStatisticsStore: Sendable {
    private let database: GadgetDatabase

    public init(database: GadgetDatabase) {
        self.database = database
    }

    /// Records a finished round and returns the statistics including it.
    @discardableResult
    public func record(correct: Int, total: Int, at date: Date) throws -> QuizStatistics {
        guard total > 0, (0...total).contains(correct) else {
            throw InvalidRoundError(description: "a round of \(total) questions cannot have \(correct) right answers")
        }
        return try database.write { db in
            try db.execute(sql: "INSERT INTO moviequiz_round (correct, total, finishedAt) VALUES (?, ?, ?)",
                           arguments: [correct, total, date.timeIntervalSince1970])
            return try Self.statistics(db)
        }
    }

    public func statistics() throws -> QuizStatistics {
        try database.read { db in try Self.statistics(db) }
    }

    private static func statistics(_ db: Database) throws -> QuizStatistics {
        // Rounds are counted as Gadget writes them: a row another tool wrote with text where a
        // number goes ("2024-05-01" for the time) is left out rather than read as 0 or a crash.
        let wellFormed = """
            typeof(correct) = 'integer' AND typeof(total) = 'integer' AND typeof(finishedAt) IN ('integer', 'real')
            """
        let totals = try Row.fetchOne(db, sql: """
            SELECT count(*) AS rounds, coalesce(sum(correct), 0) AS correct, coalesce(sum(total), 0) AS asked
            FROM moviequiz_round WHERE \(wellFormed)
            """)
        let best = try Row.fetchOne(db, sql: """
            SELECT correct, total, finishedAt FROM moviequiz_round WHERE \(wellFormed)
            ORDER BY correct DESC, finishedAt ASC, id ASC LIMIT 1
            """).flatMap { row -> QuizStatistics.BestRound? in
            guard let correct = row.readable("correct", as: Int.self), let total = row.readable("total", as: Int.self),
                  let finished = row.readable("finishedAt", as: Double.self) else { return nil }
            return QuizStatistics.BestRound(correct: correct, total: total, date: Date(timeIntervalSince1970: finished))
        }
        return QuizStatistics(roundsPlayed: totals?.readable("rounds") ?? 0, correctAnswers: totals?.readable("correct") ?? 0,
                              questionsAsked: totals?.readable("asked") ?? 0, best: best)
    }
}

public struct InvalidRoundError: Error, Equatable, CustomStringConvertible {
    public let description: String
}

/// The `moviequiz_round` table.
enum QuizSchema {
    static func createV1(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE moviequiz_round (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                correct INTEGER NOT NULL CHECK (correct >= 0 AND correct <= total),
                total INTEGER NOT NULL CHECK (total > 0),
                finishedAt REAL NOT NULL
            )
            """)
    }
}
