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

    /// A busy database says who to look for, a damaged one that the next start sets it aside;
    /// anything else names SQLite's reason.
    private func accessFailure(_ error: DatabaseError) -> GadgetDatabaseError {
        let reason = SystemReason(error.message ?? "\(error)")
        switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED: return .busy(path: path)
        case .SQLITE_FULL: return .accessFailed(path: path, reason: SystemReason(errorNumber: ENOSPC))
        case .SQLITE_CORRUPT, .SQLITE_NOTADB: return .damaged(path: path, reason: reason)
        // Gadget's statements are fixed: a table or column they cannot find was removed by another tool.
        case .SQLITE_ERROR where error.message?.hasPrefix("no such ") == true: return .damaged(path: path, reason: reason)
        default: return .accessFailed(path: path, reason: reason)
        }
    }
}
