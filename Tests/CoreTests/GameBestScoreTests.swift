import Foundation
import GRDB
import TestSupport
import Testing

@testable import Core

/// The best score in the Gadget database: kept only when beaten, to the millisecond, per game.
@Suite("Best scores")
struct GameBestScoreTests {
    let date = Date(timeIntervalSince1970: 1_767_268_800)

    @Test func theBestScoreIsKeptOnlyWhenBeaten() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = BestScoreStore(database: try GadgetDatabase(directory: directory.path), game: "fallingsquares")
        #expect(try store.best() == nil)
        #expect(try store.record(.milliseconds(41_250), at: date))
        #expect(try store.best() == .milliseconds(41_250))
        #expect(try !store.record(.milliseconds(12_000), at: date))
        #expect(try !store.record(.milliseconds(41_250), at: date), "a tie is not a new best")
        #expect(try store.best() == .milliseconds(41_250))
        #expect(try store.record(.nanoseconds(57_123_999_999), at: date))
        #expect(try store.best() == .milliseconds(57_123), "whole milliseconds")
    }

    @Test func theRecordSurvivesReopeningAndGamesKeepTheirOwn() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        do {
            let database = try GadgetDatabase(directory: directory.path)
            try BestScoreStore(database: database, game: "fallingsquares").record(.seconds(30), at: date)
        }
        let database = try GadgetDatabase(directory: directory.path)
        #expect(try BestScoreStore(database: database, game: "fallingsquares").best() == .seconds(30))
        #expect(try BestScoreStore(database: database, game: "another").best() == nil)
        let migrations = try database.queue.read { try GadgetMigrations.migrator.appliedMigrations($0) }
        #expect(migrations.contains("v3-best-scores"))
    }

    @Test func aDamagedDatabaseFailsWithAMessageNamingTheFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try GadgetDatabase(directory: directory.path)
        let store = BestScoreStore(database: database, game: "fallingsquares")
        try database.queue.write { try $0.execute(sql: "DROP TABLE best_score") }
        #expect {
            try store.record(.seconds(3), at: date)
        } throws: { error in
            guard let error = error as? GadgetDatabaseError, case .damaged(let path, _) = error else { return false }
            return path == database.path
        }
    }
}
