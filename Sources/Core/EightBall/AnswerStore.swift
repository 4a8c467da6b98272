import GRDB
import GadgetBase
import Hardware

/// One answer the user keeps for the ball.
public struct StoredAnswer: Sendable, Hashable, Identifiable {
    public let id: Int64
    public var text: String
    public var type: AnswerType

    public init(id: Int64, text: String, type: AnswerType) {
        self.id = id
        self.text = text
        self.type = type
    }
}

/// The user's own answers (the seed's "hardcoded answers"), kept in the Gadget database.
///
/// Every change is validated first and refused with an `AnswerValidationError` that says
/// why; a change that is accepted is on disk when the call returns.
public final class AnswerStore: Sendable {
    /// The longest answer, in characters, after trimming.
    public static let maximumLength = 120

    private let database: GadgetDatabase

    public init(database: GadgetDatabase) {
        self.database = database
    }

    /// All answers in the order they were added.
    public func all() throws -> [StoredAnswer] {
        try database.read { db in try Self.fetchAll(db) }
    }

    @discardableResult
    public func add(_ text: String, type: AnswerType = .neutral) throws -> StoredAnswer {
        let clean = try Self.validatedText(text)
        return try database.write { db in
            try Self.refuseDuplicate(of: clean, exceptID: nil, in: db)
            let id = try AnswerSchema.insert(db, text: clean, type: type)
            return StoredAnswer(id: id, text: clean, type: type)
        }
    }

    /// Changes an answer's text, and its type when one is given.
    public func update(id: Int64, to text: String, type: AnswerType? = nil) throws {
        let clean = try Self.validatedText(text)
        try database.write { db in
            try Self.refuseDuplicate(of: clean, exceptID: id, in: db)
            try db.execute(
                sql: "UPDATE answer SET text = ?, foldKey = ?, type = coalesce(?, type) WHERE id = ?",
                arguments: [clean, AnswerSchema.foldKey(clean), type?.rawValue, id]
            )
            if db.changesCount == 0 { throw AnswerValidationError.unknownAnswer(id: id) }
        }
    }

    /// Removes an answer; the last remaining one cannot be removed.
    /// The stored answer `text` names, cleaned as `add` cleans it, in any letter case: as
    /// stored, or as a reader of `language` sees it (a classic answer in their language).
    public func answer(matching text: String, language: Language) throws -> StoredAnswer? {
        let wanted = AnswerSchema.foldKey(TextSanitizer.normalize(text))
        let answers = try all()
        func reads(_ answer: StoredAnswer, in language: Language) -> Bool {
            AnswerSchema.foldKey(DefaultAnswers.shown(answer.text, in: language)) == wanted
        }
        // As stored or as shown in `language` first; then a classic answer as another language
        // shows it ("Бесспорно" typed where the list is English).
        return answers.first { AnswerSchema.foldKey($0.text) == wanted || reads($0, in: language) }
            ?? answers.first { answer in Language.allCases.contains { reads(answer, in: $0) } }
    }

    public func remove(id: Int64) throws {
        try database.write { db in
            let exists = try Bool.fetchOne(db, sql: "SELECT 1 FROM answer WHERE id = ?", arguments: [id]) ?? false
            if !exists { throw AnswerValidationError.unknownAnswer(id: id) }
            let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM answer") ?? 0
            if count <= 1 { throw AnswerValidationError.lastAnswer }
            try db.execute(sql: "DELETE FROM answer WHERE id = ?", arguments: [id])
        }
    }

    /// Replaces every answer with the twenty classic ones, in `language`.
    public func resetToDefaults(language: Language = .en) throws {
        try database.write { db in
            try db.execute(sql: "DELETE FROM answer")
            try AnswerSchema.insertDefaults(db, language: language)
        }
    }

    /// A random stored answer's text, never equal to `previous` while another answer exists.
    public func randomAnswer(excluding previous: String?, using rng: inout some RandomNumberGenerator) throws -> String {
        try randomStoredAnswer(excluding: previous, using: &rng).text
    }

    /// A random stored answer, never one whose text is `previous` while another exists.
    /// Should the table ever be empty (edited by hand), a classic default answers instead.
    public func randomStoredAnswer(
        excluding previous: String?,
        using rng: inout some RandomNumberGenerator
    ) throws -> StoredAnswer {
        let answers = try all()
        let fresh = answers.filter { $0.text != previous }
        if let pick = fresh.randomElement(using: &rng) ?? answers.first {
            return pick
        }
        let fallback = DefaultAnswers.all.randomElement(using: &rng)!
        return StoredAnswer(id: 0, text: fallback.text.en, type: fallback.type)
    }

    // MARK: - Validation

    /// The text as it will be stored: sanitized, whitespace collapsed, within the limits.
    static func validatedText(_ text: String) throws(AnswerValidationError) -> String {
        let clean = TextSanitizer.normalize(text)
        if clean.isEmpty { throw .empty }
        if clean.storedLength > maximumLength { throw .tooLong(length: clean.storedLength, limit: maximumLength) }
        return clean
    }

    private static func refuseDuplicate(of text: String, exceptID: Int64?, in db: Database) throws {
        let existing = try String.fetchOne(
            db,
            sql: "SELECT text FROM answer WHERE foldKey = ? AND id IS NOT ?",
            arguments: [AnswerSchema.foldKey(text), exceptID]
        )
        if let existing { throw AnswerValidationError.duplicate(of: existing) }
        // A classic answer is the same answer in any of Gadget's languages: stored in English,
        // it reads "Бесспорно" in Russian, and "бесспорно" typed there is no new answer.
        guard let classic = DefaultAnswers.classicPosition(folding: text) else { return }
        let others = try String.fetchAll(db, sql: "SELECT text FROM answer WHERE id IS NOT ?", arguments: [exceptID])
        if let same = others.first(where: { DefaultAnswers.classicPosition(folding: $0) == classic }) {
            throw AnswerValidationError.duplicate(of: same)
        }
    }

    private static func fetchAll(_ db: Database) throws -> [StoredAnswer] {
        // A row another tool wrote with something other than text (a blob, a number) for the
        // answer is skipped: there is nothing to say from it.
        try Row.fetchAll(db, sql: "SELECT id, text, type FROM answer ORDER BY id").compactMap { row in
            guard let id = row.readable("id", as: Int64.self), let text = row.readable("text", as: String.self) else { return nil }
            // The CHECK constraint keeps the column to the three names; neutral is the
            // harmless reading should a hand-edited file hold anything else.
            return StoredAnswer(id: id, text: text, type: row.readable("type").flatMap(AnswerType.init(rawValue:)) ?? .neutral)
        }
    }
}
