import Foundation

/// An advisory lock (flock(2)) on a data directory, held while a process opens and migrates the
/// database in it. Two processes opening a new directory at once (the board's service and a
/// command typed at the same moment) would otherwise both find the schema missing and both
/// create it, and the second would fail with "table already exists". The lock is on the
/// directory, not on the database file: SQLite's own POSIX locks on the file are dropped when
/// any descriptor of that file is closed in the process, so the file is left alone. The kernel
/// releases the lock when the process dies, so a killed process never leaves it held.
final class DirectoryLock {
    private var descriptor: Int32

    /// Waits until no other process holds the lock. A directory that cannot be opened or locked
    /// (a filesystem without flock) gives no lock: opening then goes on as it did before.
    init(directory: String) {
        descriptor = open(directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
    }

    /// Closing the descriptor releases the lock.
    func release() {
        if descriptor >= 0 { close(descriptor) }
        descriptor = -1
    }

    deinit { release() }
}
