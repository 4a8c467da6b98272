import GRDB

extension GadgetDatabase {
    /// Runs `body` in a read transaction. SQLite failures become `GadgetDatabaseError.accessFailed`
    /// (naming the file); errors `body` throws itself pass through untouched.
    func read<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try queue.read(body)
        } catch let error as DatabaseError {
            throw GadgetDatabaseError.accessFailed(path: path, reason: SystemReason(error.message ?? "\(error)"))
        }
    }

    /// Runs `body` in a write transaction, committed (and, with synchronous=FULL, on disk)
    /// before this returns. Errors are mapped as in `read`.
    func write<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try queue.write(body)
        } catch let error as DatabaseError {
            throw GadgetDatabaseError.accessFailed(path: path, reason: SystemReason(error.message ?? "\(error)"))
        }
    }
}
