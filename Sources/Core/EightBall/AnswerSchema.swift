import GRDB
import GadgetBase
import Hardware

/// The `answer` table: the 8-ball's stored answers, shown when the remote service fails.
enum AnswerSchema {
    static let table = "answer"

    static func createV1(_ db: Database) throws {
        // AUTOINCREMENT so ids are never reused: ids give insertion order, and an id a
        // settings screen still holds can never point at a different, newer answer.
        // `foldKey` (the text lowercased by Swift, which knows Cyrillic, unlike SQLite's
        // NOCASE) makes duplicates impossible even when two processes add at once.
        try db.execute(sql: """
            CREATE TABLE answer (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                text TEXT NOT NULL CHECK (length(text) BETWEEN 1 AND \(AnswerStore.maximumLength)),
                type TEXT NOT NULL CHECK (type IN ('Affirmative', 'Neutral', 'Contrary')),
                foldKey TEXT NOT NULL UNIQUE
            )
            """)
        try insertDefaults(db, language: .en)
    }

    static func insertDefaults(_ db: Database, language: Language) throws {
        for answer in DefaultAnswers.texts(in: language) {
            try insert(db, text: answer.text, type: answer.type)
        }
    }

    @discardableResult
    static func insert(_ db: Database, text: String, type: AnswerType) throws -> Int64 {
        try db.execute(
            sql: "INSERT INTO answer (text, type, foldKey) VALUES (?, ?, ?)",
            arguments: [text, type.rawValue, foldKey(text)]
        )
        return db.lastInsertedRowID
    }

    /// The form two answers are compared in to decide whether they are duplicates.
    static func foldKey(_ text: String) -> String {
        text.lowercased()
    }
}
