import Foundation
import GadgetBase
import Hardware

/// Everything the "Round over" alert tells about past rounds.
public struct QuizStatistics: Sendable, Equatable {
    public struct BestRound: Sendable, Equatable {
        public let correct: Int
        public let total: Int
        /// When the round ended (the host clock's calendar time).
        public let date: Date

        public init(correct: Int, total: Int, date: Date) {
            self.correct = correct
            self.total = total
            self.date = date
        }
    }

    public let roundsPlayed: Int
    /// Correct answers over all rounds ever finished.
    public let correctAnswers: Int
    /// Questions over all rounds ever finished.
    public let questionsAsked: Int
    /// The round with the most correct answers; the first to reach it when there is a tie.
    public let best: BestRound?

    public init(roundsPlayed: Int, correctAnswers: Int, questionsAsked: Int, best: BestRound?) {
        self.roundsPlayed = roundsPlayed
        self.correctAnswers = correctAnswers
        self.questionsAsked = questionsAsked
        self.best = best
    }

    public static let empty = QuizStatistics(roundsPlayed: 0, correctAnswers: 0, questionsAsked: 0, best: nil)

    /// All correct answers over all questions ever asked, as a percentage; 0 before any round.
    public var averageAccuracy: Double {
        questionsAsked > 0 ? Double(correctAnswers) * 100 / Double(questionsAsked) : 0
    }

    /// The accuracy with two decimals and the language's decimal separator: "66.67", "66,67".
    public func formattedAccuracy(in language: Language) -> String {
        // Whole hundredths, rounded half up, in integers: no binary-fraction surprises like 12.345 -> "12.34".
        let hundredths = questionsAsked > 0 ? (correctAnswers * 20_000 / questionsAsked + 1) / 2 : 0
        let fraction = String(hundredths % 100)
        let text = "\(hundredths / 100)" + (language == .en ? "." : ",") + (fraction.count < 2 ? "0" + fraction : fraction)
        return text
    }
}
