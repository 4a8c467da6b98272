import GRDB
import Foundation

extension GadgetDatabase {
    /// Runs `body` in a read transaction. SQLite failures become `GadgetDatabaseError.accessFailed`
    /// (naming the file); errors `body` throws itself pass through untouched.
    func read<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try queue.read(body)
        } catch let error as DatabaseError {
            throw accessFailure(error)
        }
    }

    /// Runs `body` in a write transaction, committed (and, with synchronous=FULL, on disk)
    /// before this returns. Errors are mapped as in `read`.
    func write<T>(_ body: (Database) throws -> T) throws -> T {
        do {
            return try queue.write(body)
        } catch let error as DatabaseError {
            throw accessFailure(error)
        }
    }

    /// A busy database says who to look for; anything else names SQLite's reason.
    private func accessFailure(_ error: DatabaseError) -> GadgetDatabaseError {
        if error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED { return .busy(path: path) }
        if error.resultCode == .SQLITE_FULL { return .accessFailed(path: path, reason: SystemReason(errorNumber: ENOSPC)) }
        return .accessFailed(path: path, reason: SystemReason(error.message ?? "\(error)"))
    }
}
