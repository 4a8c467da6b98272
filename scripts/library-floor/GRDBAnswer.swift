// The stored answer as Gadget must read it: through GRDB, in a database queue, after a migration.
import Foundation
import GRDB

func readStoredAnswer(in folder: URL) -> String {
    do {
        let queue = try DatabaseQueue(path: folder.appendingPathComponent("floor-grdb.sqlite").path)
        var migrator = DatabaseMigrator()
        migrator.registerMigration("answers") { db in
            try db.create(table: "answer") { table in
                table.column("text", .text).notNull()
            }
            try db.execute(sql: "INSERT INTO answer(text) VALUES (?)", arguments: ["It is certain"])
        }
        try migrator.migrate(queue)
        let text = try queue.read { db in
            try String.fetchOne(db, sql: "SELECT text FROM answer LIMIT 1")
        }
        guard let text else { fail("no answer is stored in \(folder.path)") }
        return text
    } catch {
        fail("cannot read the answer from the database in \(folder.path): \(error)")
    }
}
