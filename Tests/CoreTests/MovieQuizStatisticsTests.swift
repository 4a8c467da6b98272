import Foundation
import Testing
import TestSupport

@testable import Core

@Suite("Movie quiz statistics", .serialized)
struct MovieQuizStatisticsTests {
    let day = Date(timeIntervalSince1970: 1_767_268_800)

    @Test func arithmeticOverRounds() throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let store = QuizStatisticsStore(database: try GadgetDatabase(directory: data.path))
        #expect(try store.statistics() == .empty)
        #expect(QuizStatistics.empty.averageAccuracy == 0)

        var stats = try store.record(correct: 7, total: 10, at: day)
        #expect(stats.roundsPlayed == 1 && stats.correctAnswers == 7 && stats.questionsAsked == 10)
        #expect(stats.best == .init(correct: 7, total: 10, date: day))
        #expect(stats.formattedAccuracy(in: .en) == "70.00")

        stats = try store.record(correct: 4, total: 10, at: day.addingTimeInterval(60))
        stats = try store.record(correct: 9, total: 10, at: day.addingTimeInterval(120))
        #expect(stats.roundsPlayed == 3)
        #expect(stats.correctAnswers == 20 && stats.questionsAsked == 30)
        #expect(abs(stats.averageAccuracy - 66.666_666) < 0.001)
        #expect(stats.formattedAccuracy(in: .en) == "66.67")
        #expect(stats.formattedAccuracy(in: .ru) == "66,67")
        #expect(stats.best == .init(correct: 9, total: 10, date: day.addingTimeInterval(120)))
    }

    @Test func aTieKeepsTheFirstRecord() throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let store = QuizStatisticsStore(database: try GadgetDatabase(directory: data.path))
        try store.record(correct: 8, total: 10, at: day)
        let stats = try store.record(correct: 8, total: 10, at: day.addingTimeInterval(3600))
        #expect(stats.best?.date == day)
    }

    @Test(arguments: [(1, 3, "33.33"), (2, 3, "66.67"), (0, 10, "0.00"), (10, 10, "100.00"), (1, 8, "12.50"), (1, 200, "0.50")])
    func accuracyHasTwoDecimalsRoundedHalfUp(correct: Int, asked: Int, expected: String) {
        let stats = QuizStatistics(roundsPlayed: 1, correctAnswers: correct, questionsAsked: asked, best: nil)
        #expect(stats.formattedAccuracy(in: .en) == expected)
    }

    @Test func recordsSurviveARestart() throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        do {
            let store = QuizStatisticsStore(database: try GadgetDatabase(directory: data.path))
            try store.record(correct: 6, total: 10, at: day)
            try store.record(correct: 10, total: 10, at: day.addingTimeInterval(5))
        }
        let reopened = QuizStatisticsStore(database: try GadgetDatabase(directory: data.path))
        let stats = try reopened.statistics()
        #expect(stats.roundsPlayed == 2 && stats.correctAnswers == 16)
        #expect(stats.best == .init(correct: 10, total: 10, date: day.addingTimeInterval(5)))
        #expect(try reopened.record(correct: 5, total: 10, at: day.addingTimeInterval(9)).roundsPlayed == 3)
    }

    @Test func anAcknowledgedRoundIsOnDiskWhileTheProgramStillRuns() throws {
        // The files are copied as they are the moment `record` returns, without closing anything:
        // what a power cut or kill -9 right then would leave behind.
        let data = try TemporaryDirectory(), crashed = try TemporaryDirectory()
        defer { data.remove(); crashed.remove() }
        let database = try GadgetDatabase(directory: data.path)
        let store = QuizStatisticsStore(database: database)
        try store.record(correct: 3, total: 10, at: day)
        try store.record(correct: 8, total: 10, at: day.addingTimeInterval(1))
        for suffix in ["", "-wal"] {
            let source = data.appending(GadgetDatabase.fileName + suffix)
            if FileManager.default.fileExists(atPath: source) {
                try FileManager.default.copyItem(atPath: source, toPath: crashed.appending(GadgetDatabase.fileName + suffix))
            }
        }
        let recovered = try QuizStatisticsStore(database: GadgetDatabase(directory: crashed.path)).statistics()
        #expect(recovered.roundsPlayed == 2 && recovered.correctAnswers == 11)
        withExtendedLifetime(database) {}
    }

    @Test func anImpossibleRoundIsRefusedAndNothingIsWritten() throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let store = QuizStatisticsStore(database: try GadgetDatabase(directory: data.path))
        #expect(throws: InvalidRoundError.self) { try store.record(correct: 11, total: 10, at: day) }
        #expect(throws: InvalidRoundError.self) { try store.record(correct: 0, total: 0, at: day) }
        #expect(try store.statistics() == .empty)
    }
}
