import GRDB

extension Row {
    /// The column's value when it holds the type asked for, else nil. SQLite keeps whatever a
    /// row was given (text in an INTEGER column, a blob anywhere), and a file another tool wrote
    /// may hold such values; `row[column]` stops the program on them, this lets the caller skip
    /// or read past the row instead.
    func readable<Value: DatabaseValueConvertible>(_ column: String, as type: Value.Type = Value.self) -> Value? {
        Value.fromDatabaseValue(self[column] as DatabaseValue)
    }
}
