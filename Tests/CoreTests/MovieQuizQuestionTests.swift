import Testing
import TestSupport

@testable import Core

@Suite("Movie quiz questions")
struct MovieQuizQuestionTests {
    @Test(arguments: [9.3, 8.0, 7.45, 5.0, 2.8, 1.0, 0.4, 10.0])
    func thresholdsAreWholeNumbersNearTheRatingNeverEqualToIt(rating: Double) {
        let thresholds = QuestionMaker.thresholds(near: rating)
        #expect(!thresholds.isEmpty)
        for threshold in thresholds {
            #expect((1...9).contains(threshold))
            #expect(Double(threshold) != rating)
            #expect(abs(Double(threshold) - rating) <= 1.5)
        }
    }

    @Test func exactlyOneAnswerIsRight() {
        var rng = SeededGenerator(seed: 7)
        for movie in BundledMovies.all {
            let question = QuestionMaker.question(about: movie, using: &rng)
            #expect(question.isCorrect(true) != question.isCorrect(false))
            let expected = question.comparison == .greaterThan
                ? movie.rating > Double(question.threshold) : movie.rating < Double(question.threshold)
            #expect(question.correctAnswer == expected)
        }
    }

    @Test func theSameMovieGetsBothAnswersAcrossRounds() {
        // Not guessable from the poster: a famous film is sometimes a Yes, sometimes a No.
        let shawshank = BundledMovies.all[0]
        var rng = SeededGenerator(seed: 1)
        let answers = Set((0..<40).map { _ in QuestionMaker.question(about: shawshank, using: &rng).correctAnswer })
        #expect(answers == [true, false])
        let thresholds = Set((0..<40).map { _ in QuestionMaker.question(about: BundledMovies.all[40], using: &rng).threshold })
        #expect(thresholds.count >= 2)
    }

    @Test func aRoundIsTenDifferentMoviesAndRepeatsWithTheSeed() {
        var first = SeededGenerator(seed: 42), second = SeededGenerator(seed: 42)
        let round = QuestionMaker.round(from: BundledMovies.all, count: 10, using: &first)
        #expect(round.count == 10)
        #expect(Set(round.map(\.movie.id)).count == 10)
        #expect(round == QuestionMaker.round(from: BundledMovies.all, count: 10, using: &second))
    }

    @Test func fewMoviesRepeatAndNoMoviesMakeNoRound() {
        var rng = SeededGenerator(seed: 3)
        let three = Array(BundledMovies.all.prefix(3))
        #expect(QuestionMaker.round(from: three, count: 10, using: &rng).count == 10)
        #expect(QuestionMaker.round(from: [], count: 10, using: &rng).isEmpty)
    }

    @Test func theBundledDatasetIsBigAndSane() {
        #expect(BundledMovies.all.count >= 40)
        #expect(Set(BundledMovies.all.map(\.id)).count == BundledMovies.all.count)
        for movie in BundledMovies.all {
            #expect((1...10).contains(movie.rating))
            #expect(movie.year.map { (1900...2030).contains($0) } == true)
            #expect(!movie.title.isEmpty)
        }
        let ratings = BundledMovies.all.map(\.rating)
        #expect(ratings.min()! < 5 && ratings.max()! > 9)
    }
}
