import Core
import GadgetBase
import Hardware
import Testing
import TestSupport

@testable import Apps

/// The quiz's state machine through whole rounds, every state asserted.
@Suite("Movie quiz state machine")
struct MovieQuizModelTests {
    func questions(seed: UInt64 = 5) -> [MovieQuestion] {
        var rng = SeededGenerator(seed: seed)
        return QuestionMaker.round(from: BundledMovies.all, count: 10, using: &rng)
    }

    /// Splash, movies, the first question.
    func started(_ questions: [MovieQuestion]) -> MovieQuizModel {
        var model = MovieQuizModel(splashMinimum: .milliseconds(500))
        #expect(model.reduce(.start) == [.loadMovies(request: 1), .waitForSplash(.milliseconds(500))])
        #expect(model.phase == .splash(request: 1, minimumPassed: false))
        #expect(model.reduce(.moviesLoaded(request: 1, .success(BundledMovies.all))) == [])
        #expect(model.phase == .splash(request: 1, minimumPassed: false))
        #expect(model.reduce(.splashMinimumPassed) == [.prepareRound(from: BundledMovies.all, count: 10)])
        #expect(model.reduce(.roundPrepared(questions)) == [])
        return model
    }

    @Test func aWholeRound() {
        let questions = questions()
        var model = started(questions)
        var correct = 0
        for (index, question) in questions.enumerated() {
            #expect(model.phase == .asking(.init(questions: questions, index: index, correct: correct)))
            // Alternate right and wrong answers.
            let answer = index.isMultiple(of: 2) ? question.correctAnswer : !question.correctAnswer
            if index.isMultiple(of: 2) { correct += 1 }
            #expect(model.reduce(.answered(answer)) == [.waitForFeedback(.seconds(1))])
            let round = MovieQuizModel.Round(questions: questions, index: index, correct: correct)
            #expect(model.phase == .feedback(round, answeredCorrectly: index.isMultiple(of: 2)))
            // Presses during feedback change nothing.
            #expect(model.reduce(.answered(true)) == [])
            #expect(model.reduce(.answered(false)) == [])
            #expect(model.phase == .feedback(round, answeredCorrectly: index.isMultiple(of: 2)))
            let effects = model.reduce(.feedbackEnded)
            if index == 9 {
                #expect(effects == [.saveRound(correct: 5, total: 10)])
                #expect(model.phase == .saving(round, answeredCorrectly: false))
            } else {
                #expect(effects == [])
            }
        }
        let stats = QuizStatistics(roundsPlayed: 1, correctAnswers: 5, questionsAsked: 10, best: nil)
        #expect(model.reduce(.saved(.success(stats))) == [])
        #expect(model.phase == .roundOver(.init(correct: 5, total: 10, statistics: stats, saveFailure: nil)))
        #expect(model.reduce(.answered(true)) == [])

        #expect(model.reduce(.playAgain) == [.prepareRound(from: BundledMovies.all, count: 10)])
        let next = self.questions(seed: 6)
        _ = model.reduce(.roundPrepared(next))
        #expect(model.phase == .asking(.init(questions: next, index: 0, correct: 0)))
    }

    @Test func moviesArrivingAfterTheSplashStartAtOnce() {
        var model = MovieQuizModel()
        _ = model.reduce(.start)
        #expect(model.reduce(.splashMinimumPassed) == [])
        #expect(model.reduce(.moviesLoaded(request: 1, .success(BundledMovies.all)))
            == [.prepareRound(from: BundledMovies.all, count: 10)])
    }

    @Test func aFailedLoadShowsTheErrorAndRetryLoadsAgain() {
        var model = MovieQuizModel()
        _ = model.reduce(.start)
        _ = model.reduce(.moviesLoaded(request: 1, .failure(.service(message: "Invalid API Key"))))
        #expect(model.phase == .loadFailed(.service(message: "Invalid API Key")))
        #expect(model.reduce(.answered(true)) == [])
        #expect(model.reduce(.retry) == [.loadMovies(request: 2)])
        #expect(model.phase == .splash(request: 2, minimumPassed: true))
        // A late reply to the first request is ignored.
        #expect(model.reduce(.moviesLoaded(request: 1, .success(BundledMovies.all))) == [])
        #expect(model.reduce(.moviesLoaded(request: 2, .success(BundledMovies.all)))
            == [.prepareRound(from: BundledMovies.all, count: 10)])
    }

    @Test func anEmptyListOrRoundIsAFailureToo() {
        var model = MovieQuizModel()
        _ = model.reduce(.start)
        _ = model.reduce(.moviesLoaded(request: 1, .success([])))
        #expect(model.phase == .loadFailed(.noMovies))
        _ = model.reduce(.retry)
        _ = model.reduce(.moviesLoaded(request: 2, .success(BundledMovies.all)))
        _ = model.reduce(.roundPrepared([]))
        #expect(model.phase == .loadFailed(.noMovies))
    }

    @Test func aFailedSaveStillEndsTheRoundAndSaysWhy() {
        let questions = questions()
        var model = started(questions)
        for question in questions {
            _ = model.reduce(.answered(question.correctAnswer))
            _ = model.reduce(.feedbackEnded)
        }
        _ = model.reduce(.saved(.failure(QuizSaveFailure(message: "disk full"))))
        #expect(model.phase == .roundOver(.init(correct: 10, total: 10, statistics: nil, saveFailure: "disk full")))
    }

    @Test func answerButtonsFollowTheProfile() {
        #expect(AnswerButtons.standard.answer(for: .right) == true)
        #expect(AnswerButtons.standard.answer(for: .left) == false)
        #expect(AnswerButtons.standard.answer(for: .select) == nil)
        #expect(AnswerButtons(yes: .select, no: .select) == nil)
        #expect(AnswerButtons(yes: .back, no: .left) == nil)
        let swapped = AnswerButtons(yes: .left, no: .right)!
        #expect(swapped.yesOnLeft)
        #expect(!AnswerButtons.standard.yesOnLeft)
        let en = Localizer(language: .en)
        #expect(AnswerButtons.standard.label(answer: false, en) == "◀ No")
        #expect(AnswerButtons.standard.label(answer: true, en) == "Yes ▶")
        #expect(AnswerButtons(yes: .select, no: .action)!.label(answer: true, en) == "Yes (OK)")
    }
}
