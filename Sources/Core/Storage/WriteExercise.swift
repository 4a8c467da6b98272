import Foundation

/// Writes through every real store in turn (an answer, a quiz round, a car, a best score), each
/// with a value no other write has, and reports each one only after its commit returned.
///
/// `scripts/kill-test` runs this in the real binary (`gadget selftest writes`), kills the process
/// at random moments and then checks that every reported value is in the database: a write
/// Gadget says is done must survive anything that happens afterwards.
public struct WriteExercise: Sendable {
    /// What kind of store a write went to; the raw value is the word in the acknowledgement line.
    public enum Kind: String, Sendable, CaseIterable {
        case answer, statistics, car, best
    }

    /// One acknowledged write: the line `ack <kind> <value>`.
    public struct Acknowledgement: Sendable, Equatable {
        public let kind: Kind
        public let value: String

        public var line: String { "ack \(kind.rawValue) \(value)" }
    }

    /// The game whose best score the exercise raises (kept apart from real games).
    public static let game = "selftest"

    private let answers: AnswerStore
    private let statistics: QuizStatisticsStore
    private let cars: CarStore
    private let best: BestScoreStore
    private let run: Int

    /// - Parameter run: distinguishes this run's values from every other run's on the same database.
    public init(database: GadgetDatabase, run: Int) {
        answers = AnswerStore(database: database)
        statistics = QuizStatisticsStore(database: database)
        cars = CarStore(database: database)
        best = BestScoreStore(database: database, game: Self.game)
        self.run = run
    }

    /// Performs `count` writes (cycling through the kinds), calling `acknowledge` after each commit.
    public func perform(count: Int, acknowledge: (Acknowledgement) -> Void) throws {
        for index in 0..<count {
            acknowledge(try write(index: index))
        }
    }

    /// The value of write `index` of run `run` for the text stores: unique per run and index.
    public static func text(run: Int, index: Int) -> String { "r\(run)-\(index)" }

    /// The quiz round's finishing time in seconds since 1970: also unique per run and index, so the
    /// round can be found again. Runs are at most 10^6 writes long.
    public static func roundTime(run: Int, index: Int) -> Int { run * 1_000_000 + index }

    private func write(index: Int) throws -> Acknowledgement {
        let kind = Kind.allCases[index % Kind.allCases.count]
        switch kind {
        case .answer:
            let stored = try answers.add(Self.text(run: run, index: index))
            return Acknowledgement(kind: kind, value: stored.text)
        case .statistics:
            let time = Self.roundTime(run: run, index: index)
            try statistics.record(correct: index % 11, total: 10,
                                  at: Date(timeIntervalSince1970: TimeInterval(time)))
            return Acknowledgement(kind: kind, value: String(time))
        case .car:
            let model = Self.text(run: run, index: index)
            try cars.add(Car(manufacturer: "Selftest", model: model, body: .sedan), validator: CarValidator(currentYear: 2000))
            return Acknowledgement(kind: kind, value: model)
        case .best:
            // One more than the record, so every write raises it and the stored record must be at
            // least the last acknowledged one.
            let score = (try best.best().map { Int64(($0 / .milliseconds(1)).rounded()) } ?? 0) + 1
            guard try best.record(.milliseconds(score), at: Date(timeIntervalSince1970: 0)) else {
                throw WriteExerciseError(description: "the best score \(score) did not beat the stored one")
            }
            return Acknowledgement(kind: kind, value: String(score))
        }
    }
}

public struct WriteExerciseError: Error, CustomStringConvertible {
    public let description: String
}
