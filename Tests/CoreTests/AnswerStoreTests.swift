import Foundation
import TestSupport
import Testing
@testable import Core
import GadgetBase
import Hardware

@Suite struct AnswerStoreTests {
    /// A store over a fresh database in its own directory; `body` runs, then the directory goes.
    private func withStore(_ body: (AnswerStore) throws -> Void) throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try body(AnswerStore(database: try GadgetDatabase(directory: dir.path)))
    }

    private func expectRefusal(_ expected: AnswerValidationError, _ change: () throws -> Void) {
        #expect(throws: expected, performing: change)
    }

    @Test func startsWithTheTwentyClassicAnswersInOrder() throws {
        try withStore { store in
            let answers = try store.all()
            #expect(answers.map(\.text) == DefaultAnswers.all.map(\.text.en))
            #expect(answers.first?.text == "It is certain" && answers.first?.type == .affirmative)
            #expect(answers.last?.text == "Very doubtful" && answers.last?.type == .contrary)
            #expect(answers.filter { $0.type == .affirmative }.count == 10)
            #expect(answers.filter { $0.type == .neutral }.count == 5)
            #expect(answers.filter { $0.type == .contrary }.count == 5)
            #expect(answers.map(\.id) == answers.map(\.id).sorted())
        }
    }

    @Test func addTrimsAndDefaultsToNeutral() throws {
        try withStore { store in
            let added = try store.add("  Change   your mind\n")
            #expect(added.text == "Change your mind" && added.type == .neutral)
            #expect(try store.all().last == added)
        }
    }

    @Test func emptyAnswersAreRefused() throws {
        try withStore { store in
            expectRefusal(.empty) { try store.add("") }
            expectRefusal(.empty) { try store.add(" \t\n") }
            expectRefusal(.empty) { try store.add("\u{1B}[31m\u{07}") }
            let first = try store.all()[0]
            expectRefusal(.empty) { try store.update(id: first.id, to: "   ") }
        }
    }

    @Test func lengthLimitCountsCharactersAfterTrimming() throws {
        try withStore { store in
            try store.add(String(repeating: "ж", count: 120))
            try store.add("  " + String(repeating: "b", count: 120) + "  ")
            expectRefusal(.tooLong(length: 121, limit: 120)) { try store.add(String(repeating: "c", count: 121)) }
        }
    }

    /// Measured as the database measures (code points): 61 flags are 122, refused as too long
    /// rather than passed to SQLite's CHECK, which would fail as a storage error.
    @Test func aTextOfEmojiIsMeasuredAsItIsStored() throws {
        try withStore { store in
            try store.add(String(repeating: "🇺🇦", count: 60))
            expectRefusal(.tooLong(length: 122, limit: 120)) { try store.add(String(repeating: "🇺🇦", count: 61)) }
            expectRefusal(.tooLong(length: 240, limit: 120)) { try store.add(String(repeating: "👍🏽", count: 120)) }
        }
    }

    @Test func duplicatesAreRefusedIgnoringCase() throws {
        try withStore { store in
            expectRefusal(.duplicate(of: "It is certain")) { try store.add("it IS certain") }
            try store.add("Безусловно")
            expectRefusal(.duplicate(of: "Безусловно")) { try store.add("БЕЗУСЛОВНО") }
            let answers = try store.all()
            expectRefusal(.duplicate(of: "Yes")) { try store.update(id: answers[0].id, to: "YES") }
            // Changing only an answer's own letter case is not a duplicate of itself.
            try store.update(id: answers[0].id, to: "IT IS CERTAIN")
            #expect(try store.all()[0].text == "IT IS CERTAIN")
        }
    }

    /// "é" typed as e plus an accent is the one-character "é"; an accent on nothing is nothing.
    @Test func composedAndDecomposedLettersAreOneAnswer() throws {
        try withStore { store in
            let composed = try store.add("Caf\u{E9}")
            expectRefusal(.duplicate(of: composed.text)) { try store.add("Cafe\u{301}") }
            expectRefusal(.empty) { try store.add("\u{301}") }
            #expect(try store.add(" \u{301}Zo\u{308}e").text == "Zo\u{308}e".precomposedStringWithCanonicalMapping)
        }
    }

    /// `remove` finds the answer by the text `add` was given: cleaned the same way.
    @Test func anAnswerIsFoundByTheTextItWasAddedWith() throws {
        try withStore { store in
            for typed in ["tab\there", "x\u{1B}[31my", "Cafe\u{301}"] {
                let added = try store.add(typed)
                #expect(try store.answer(matching: typed, language: .en) == added, "\(typed)")
            }
            #expect(try store.answer(matching: "бесспорно", language: .ru)?.text == "It is certain")
            // A classic answer typed as another language shows it is found all the same.
            #expect(try store.answer(matching: "Бесспорно", language: .en)?.text == "It is certain")
            #expect(try store.answer(matching: "Безперечно", language: .ru)?.text == "It is certain")
            #expect(try store.answer(matching: "nothing like it", language: .en) == nil)
        }
    }

    /// A classic answer is stored in English and shown in the reader's language: typed in
    /// Russian or Ukrainian it is the same answer, and the refusal names it as the list shows it.
    @Test func aClassicAnswerInAnotherLanguageIsADuplicate() throws {
        try withStore { store in
            expectRefusal(.duplicate(of: "It is certain")) { try store.add("бесспорно") }
            expectRefusal(.duplicate(of: "It is certain")) { try store.add("Безперечно") }
            expectRefusal(.duplicate(of: "Don't count on it")) { try store.add("навіть не сподівайся") }
            let ru = Localizer(language: .ru)
            #expect(AnswerValidationError.duplicate(of: "It is certain").message(ru)
                == "«Бесспорно» уже есть среди ответов (регистр букв не учитывается).")
            // Editing a classic answer into its own translation is no duplicate of itself.
            let first = try store.all()[0]
            try store.update(id: first.id, to: "Бесспорно")
            try store.resetToDefaults(language: .uk)
            expectRefusal(.duplicate(of: "Безперечно")) { try store.add("It is certain") }
        }
    }

    @Test func updateChangesTextAndOptionallyType() throws {
        try withStore { store in
            let first = try store.all()[0]
            try store.update(id: first.id, to: "Surely")
            #expect(try store.all()[0] == StoredAnswer(id: first.id, text: "Surely", type: .affirmative))
            try store.update(id: first.id, to: "Surely not", type: .contrary)
            #expect(try store.all()[0] == StoredAnswer(id: first.id, text: "Surely not", type: .contrary))
            expectRefusal(.unknownAnswer(id: 9999)) { try store.update(id: 9999, to: "Whatever") }
        }
    }

    @Test func theLastAnswerCannotBeRemoved() throws {
        try withStore { store in
            let answers = try store.all()
            for answer in answers.dropLast() { try store.remove(id: answer.id) }
            let last = try #require(answers.last)
            expectRefusal(.lastAnswer) { try store.remove(id: last.id) }
            #expect(try store.all() == [last])
            expectRefusal(.unknownAnswer(id: answers[0].id)) { try store.remove(id: answers[0].id) }
        }
    }

    @Test func resetRestoresTheDefaults() throws {
        try withStore { store in
            try store.add("Just do it!")
            try store.remove(id: try store.all()[0].id)
            try store.resetToDefaults()
            #expect(try store.all().map(\.text) == DefaultAnswers.all.map(\.text.en))
            try store.resetToDefaults(language: .uk)
            let ukrainian = try store.all()
            #expect(ukrainian.first?.text == "Безперечно" && ukrainian.first?.type == .affirmative)
            #expect(ukrainian.count == 20)
        }
    }

    /// The database keeps the text it was given; the classic answers, untouched, read in the
    /// reader's language whichever language stored them, and the user's own text stays as typed.
    @Test func classicAnswersReadInTheReadersLanguage() throws {
        #expect(DefaultAnswers.shown("It is certain", in: .ru) == "Бесспорно")
        #expect(DefaultAnswers.shown("Бесспорно", in: .uk) == "Безперечно")
        #expect(DefaultAnswers.shown("Безперечно", in: .en) == "It is certain")
        // A wording an earlier reset stored reads as today's.
        #expect(DefaultAnswers.shown("Сосредоточься и спроси снова", in: .ru) == "Подумай и спроси снова")
        #expect(DefaultAnswers.shown("Найімовірніше", in: .en) == "Most likely")
        #expect(DefaultAnswers.shown("Very doubtful", in: .uk) == "Вельми сумнівно")
        #expect(DefaultAnswers.shown("Ask the cat", in: .ru) == "Ask the cat")
        #expect(DefaultAnswers.shown("it is certain", in: .ru) == "it is certain")  // edited: the user's own
        for language in Language.allCases {
            #expect(DefaultAnswers.texts(in: language).map { DefaultAnswers.shown($0.text, in: .en) }
                == DefaultAnswers.all.map(\.text.en))
        }
        let stored = EightBallAnswer(text: "Yes", type: .affirmative, source: .stored)
        #expect(stored.text(in: .uk) == "Так")
        let remote = EightBallAnswer(text: "Yes", type: .affirmative, source: .remote)
        #expect(remote.text(in: .uk) == "Yes")
    }

    @Test func randomAnswerNeverRepeatsThePreviousOne() throws {
        try withStore { store in
            var rng = SeededGenerator(seed: 42)
            var previous: String?
            var seen = Set<String>()
            for _ in 0..<500 {
                let answer = try store.randomAnswer(excluding: previous, using: &rng)
                #expect(answer != previous)
                seen.insert(answer)
                previous = answer
            }
            #expect(seen.count == 20)
        }
    }

    @Test func randomAnswerWithTwoAnswersAlternates() throws {
        try withStore { store in
            let answers = try store.all()
            for answer in answers.dropFirst(2) { try store.remove(id: answer.id) }
            var rng = SeededGenerator(seed: 7)
            var previous = try store.randomAnswer(excluding: nil, using: &rng)
            for _ in 0..<20 {
                let next = try store.randomAnswer(excluding: previous, using: &rng)
                #expect(next != previous)
                previous = next
            }
        }
    }

    @Test func aSingleAnswerIsRepeatedRatherThanSilence() throws {
        try withStore { store in
            for answer in try store.all().dropFirst() { try store.remove(id: answer.id) }
            var rng = SeededGenerator(seed: 1)
            #expect(try store.randomAnswer(excluding: "It is certain", using: &rng) == "It is certain")
        }
    }

    @Test func refusalsExplainThemselvesInEveryLanguage() {
        let ru = Localizer(language: .ru)
        let uk = Localizer(language: .uk)
        #expect(AnswerValidationError.tooLong(length: 121, limit: 120).message(ru)
            == "Ответ слишком длинный: в нём 121 символ, а допустимо не больше 120.")
        #expect(AnswerValidationError.tooLong(length: 132, limit: 120).message(uk)
            == "Відповідь задовга: у ній 132 символи, а можна не більше ніж 120.")
        #expect(AnswerValidationError.tooLong(length: 125, limit: 120).description
            == "This answer is too long: it has 125 characters, and the limit is 120.")
        #expect(AnswerValidationError.duplicate(of: "Так").message(uk) == "«Так» уже є серед відповідей (регістр літер не враховується).")
        #expect(AnswerValidationError.unknownAnswer(id: 7).message(ru) == "Этого ответа больше нет: его удалили тем временем, возможно из командной строки.")
        #expect(AnswerValidationError.lastAnswer.message(uk).contains("останню"))
    }
}
