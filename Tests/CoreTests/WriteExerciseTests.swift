import Foundation
import Testing
import TestSupport

@testable import Core

@Suite("The write exercise behind scripts/kill-test")
struct WriteExerciseTests {
    @Test func everyAcknowledgedWriteIsInTheStores() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let database = try GadgetDatabase(directory: directory.path)
        var acknowledged: [WriteExercise.Acknowledgement] = []
        try WriteExercise(database: database, run: 7).perform(count: 10) { acknowledged.append($0) }
        #expect(acknowledged.map(\.line) == [
            "ack answer r7-0", "ack statistics 7000001", "ack car r7-2", "ack best 1",
            "ack answer r7-4", "ack statistics 7000005", "ack car r7-6", "ack best 2",
            "ack answer r7-8", "ack statistics 7000009",
        ])
        // Read back through a second connection, as the kill test's checker does.
        let reopened = try GadgetDatabase(directory: directory.path)
        let answers = Set(try AnswerStore(database: reopened).all().map(\.text))
        #expect(answers.isSuperset(of: ["r7-0", "r7-4", "r7-8"]))
        #expect(try CarStore(database: reopened).all().map(\.car.model) == ["r7-2", "r7-6"])
        #expect(try QuizStatisticsStore(database: reopened).statistics().roundsPlayed == 3)
        #expect(try BestScoreStore(database: reopened, game: WriteExercise.game).best() == .milliseconds(2))
        // A second run continues the best score and never repeats a value.
        var second: [String] = []
        try WriteExercise(database: reopened, run: 8).perform(count: 4) { second.append($0.line) }
        #expect(second == ["ack answer r8-0", "ack statistics 8000001", "ack car r8-2", "ack best 3"])
    }
}
