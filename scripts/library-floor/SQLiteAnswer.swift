// The stored answer through SQLite's C interface: the least any program with a database pays.
import Foundation

func readStoredAnswer(in folder: URL) -> String {
    var database: OpaquePointer?
    guard sqlite3_open(folder.appendingPathComponent("floor.sqlite").path, &database) == SQLITE_OK else {
        fail("cannot open the database in \(folder.path)")
    }
    defer { sqlite3_close(database) }
    let schema = "CREATE TABLE IF NOT EXISTS answer(text TEXT NOT NULL); "
        + "INSERT INTO answer SELECT 'It is certain' WHERE NOT EXISTS (SELECT 1 FROM answer)"
    guard sqlite3_exec(database, schema, nil, nil, nil) == SQLITE_OK else { fail("cannot write the database") }
    var statement: OpaquePointer?
    defer { sqlite3_finalize(statement) }
    guard sqlite3_prepare_v2(database, "SELECT text FROM answer LIMIT 1", -1, &statement, nil) == SQLITE_OK,
          sqlite3_step(statement) == SQLITE_ROW, let column = sqlite3_column_text(statement, 0) else {
        fail("cannot read the answer back")
    }
    return String(cString: column)
}
