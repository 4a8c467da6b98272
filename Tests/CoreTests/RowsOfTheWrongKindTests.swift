import Foundation
import GRDB
import TestSupport
import Testing
@testable import Core

/// SQLite keeps whatever a row is given: text in an INTEGER column (an empty CSV field
/// imported with the sqlite3 shell), a blob anywhere. Gadget reads past such rows instead of
/// stopping, and keeps them in the file. (The shake calibration's CHECKs, a range on every
/// number, already keep text and blobs out of it.)
@Suite struct RowsOfTheWrongKindTests {
    @Test func everyStoreReadsPastValuesOfTheWrongKind() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let database = try GadgetDatabase(directory: dir.path)
        try database.write { db in
            try db.execute(sql: """
                INSERT INTO car (manufacturer, model, body, yearOfIssue) VALUES ('Lada', 'Niva', 'suv', ''), (x'FFFE', 'X', 'sedan', 2001);
                INSERT INTO moviequiz_round (correct, total, finishedAt) VALUES (3, 10, '2024-05-01'), (2, 10, 1700000000);
                INSERT INTO best_score (game, milliseconds, achievedAt) VALUES ('fallingsquares', 'fast', 0);
                UPDATE answer SET text = x'FFFE00' WHERE id = 1;
                """)
        }

        let cars = CarStore(database: database)
        #expect(try cars.all().map(\.car.model) == ["Niva"])
        #expect(try cars.all().first?.car.yearOfIssue == nil, "an empty field is an unknown year")
        #expect(try cars.unknownBodies() == ["sedan"], "the unreadable row is accounted for")

        let stats = try QuizStatisticsStore(database: database).statistics()
        #expect(stats.roundsPlayed == 1 && stats.correctAnswers == 2 && stats.best?.correct == 2)

        #expect(try BestScoreStore(database: database, game: "fallingsquares").best() == nil)

        let answers = try AnswerStore(database: database).all()
        #expect(!answers.isEmpty && !answers.contains { $0.id == 1 })

        let kept = try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM car") }
        #expect(kept == 2, "nothing is deleted")
    }
}
