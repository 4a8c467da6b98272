import CSQLite
import Foundation
import GRDB
import GadgetBase
import Hardware

/// The one SQLite file every Gadget feature keeps its data in:
/// `<dataDirectory>/gadget.sqlite`, schema managed by `GadgetMigrations`.
///
/// Opening never leaves the user stuck: a corrupt or foreign file is moved aside and a
/// fresh database takes its place (`recovery` tells the user where the old one
/// went); any other failure throws a `GadgetDatabaseError` that names the path and the fix.
public final class GadgetDatabase: Sendable {
    public static let fileName = "gadget.sqlite"

    /// The database file's full path.
    public let path: String
    /// Where the previous file was moved when it could not be read; nil after an ordinary open.
    public let movedAsidePath: String?

    /// What the caller tells the user when the previous file was moved aside (what happened and
    /// where the old file now is), in the caller's language; nil after an ordinary open. The
    /// database says nothing itself, so the user reads it once, where the caller shows its errors.
    public var recovery: LocalizedMessage? {
        movedAsidePath.map { LocalizedMessage(GadgetDatabaseError.Texts.recovered, path, $0) }
    }

    let queue: DatabaseQueue

    /// Opens (creating if needed) `<directory>/gadget.sqlite` and brings its schema up to date.
    /// - Parameters:
    ///   - clock: dates the name a corrupt file is moved aside to.
    ///   - readOnly: the caller only reads (`gadget answers list`), so a directory or file this
    ///     user cannot write is opened read-only instead of refused, once it holds a database
    ///     with the current schema.
    public init(
        directory: String,
        readOnly: Bool = false,
        clock: any GadgetClock = SystemClock()
    ) throws(GadgetDatabaseError) {
        let path = (directory as NSString).appendingPathComponent(Self.fileName)
        self.path = path
        if readOnly, let queue = Self.openForReading(directory: directory, path: path) {
            self.queue = queue
            movedAsidePath = nil
            return
        }
        do {
            (queue, movedAsidePath) = try Self.openForWriting(directory: directory, path: path, clock: clock)
        } catch {
            // Reading needs no space: on a full disk, what is stored can still be listed.
            guard readOnly, case .diskFull = error, let queue = Self.readOnlyQueue(path: path) else { throw error }
            self.queue = queue
            movedAsidePath = nil
        }
    }

    /// The ordinary open: the directory made, the schema brought up to date, a damaged file
    /// moved aside (returned) for a fresh one.
    private static func openForWriting(directory: String, path: String, clock: any GadgetClock)
        throws(GadgetDatabaseError) -> (DatabaseQueue, movedAside: String?)
    {
        try createDirectory(directory)
        try refuseSpecialFile(path: path)
        try refuseLinkToNowhere(path: path)
        try refuseUnwritable(directory: directory, path: path)
        // One process at a time creates or migrates the schema; the others wait, then find it done.
        let lock = DirectoryLock(directory: directory)
        defer { lock.release() }
        do {
            if !startsLikeSQLite(path) {
                // Checked before SQLite sees the file: on closing a connection to a file that is
                // not a database, SQLite may delete a -wal beside it, which we want to keep.
                throw DatabaseError(resultCode: .SQLITE_NOTADB, message: "file is not a database")
            }
            let queue = try openAndMigrate(path: path)
            giveToDirectoryOwner(path)
            return (queue, nil)
        } catch let error as DatabaseError where meansUnreadableFile(error) {
            // Another process still writing to it would go on saving into the file moved away.
            if isOpenElsewhere(path) { throw .damagedInUse(path: path) }
            let asidePath = try moveAside(path: path, date: clock.wallTime())
            do {
                let queue = try openAndMigrate(path: path)
                giveToDirectoryOwner(path)
                return (queue, asidePath)
            } catch {
                throw openFailure(path: path, error: error)
            }
        } catch let error as GadgetDatabaseError {
            throw error
        } catch {
            throw openFailure(path: path, error: error)
        }
    }

    /// The same as `init(directory:)` for a directory the user named with `--data-dir`: the
    /// advice in its errors names the flag instead of XDG_DATA_HOME.
    public convenience init(directoryFromFlag directory: String, readOnly: Bool = false) throws(GadgetDatabaseError) {
        do {
            try self.init(directory: directory, readOnly: readOnly)
        } catch {
            throw .inDirectoryFromFlag(error)
        }
    }

    /// `$XDG_DATA_HOME/gadget`, or `~/.local/share/gadget` when XDG_DATA_HOME is unset,
    /// empty or relative (the XDG spec says relative values are to be ignored).
    public static func defaultDirectory(environment: [String: String]) -> String {
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return (xdg as NSString).appendingPathComponent("gadget")
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? FileManager.default.homeDirectoryForCurrentUser.path
        return (home as NSString).appendingPathComponent(".local/share/gadget")
    }

    // MARK: - Opening

    /// Set once, before the process's first connection (see Sources/CSQLite/shim.h).
    /// SQLite refuses the setting (SQLITE_MISUSE) once a connection exists; it then keeps its
    /// default page cache, which only costs memory, so the result is not checked.
    private static let pagesAllocatedOnDemand: Void = { _ = gadget_sqlite_allocate_pages_on_demand() }()

    private static func openAndMigrate(path: String) throws -> DatabaseQueue {
        _ = pagesAllocatedOnDemand
        var configuration = Configuration()
        // Another gadget process (the CLI editing answers while the app runs) may hold the
        // write lock for a moment; wait for it instead of failing.
        configuration.busyMode = .timeout(5)
        configuration.prepareDatabase { db in
            // Durability: nothing the program has reported as saved may be lost on power loss
            // (boards get unplugged). WAL with synchronous=FULL fsyncs the WAL on every commit,
            // so a committed transaction is on disk before the write returns; WAL's usual
            // synchronous=NORMAL would only protect against corruption, not against losing the
            // last commits. WAL rather than a DELETE journal because it costs one fsync per
            // commit instead of several (gentler on SD cards) and lets a second process read
            // while the app writes.
            try refuseOtherSchemas(db, path: path)
            let mode = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
            if mode?.lowercased() != "wal" {
                // Filesystems without shared memory refuse WAL; a DELETE journal with FULL sync
                // is just as durable, only slower.
                try db.execute(sql: "PRAGMA journal_mode = DELETE")
            }
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        try queue.read { db in
            // Catch damage now rather than in the middle of a later save. The file is small,
            // so even the full check (which, unlike quick_check, also compares every index with
            // its table) costs next to nothing.
            let verdict = try String.fetchAll(db, sql: "PRAGMA integrity_check")
            if verdict != ["ok"] {
                throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: verdict.joined(separator: "; "))
            }
        }
        try GadgetMigrations.migrator.migrate(queue)
        // A table or column dropped by another tool leaves a file that passes the check and whose
        // migrations are all recorded: every statement using it would fail from then on.
        let missing = try queue.read { try Self.missingFromSchema(Self.columnsByTable($0)) }
        if !missing.isEmpty {
            throw DatabaseError(resultCode: .SQLITE_CORRUPT, message: missing.joined(separator: "; "))
        }
        return queue
    }

    /// Each table (SQLite's own left out) with its columns' names.
    private static func columnsByTable(_ db: Database) throws -> [String: Set<String>] {
        var columns: [String: Set<String>] = [:]
        for table in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'") {
            columns[table] = Set(try String.fetchAll(db, sql: "SELECT name FROM pragma_table_info(?)", arguments: [table]))
        }
        return columns
    }

    /// What the migrations make and `present` lacks, in SQLite's words ("no such table: answer").
    private static func missingFromSchema(_ present: [String: Set<String>]) -> [String] {
        schema.keys.sorted().flatMap { table -> [String] in
            guard let found = present[table] else { return ["no such table: \(table)"] }
            return schema[table, default: []].subtracting(found).sorted().map { "no such column: \(table).\($0)" }
        }
    }

    /// The tables and columns the migrations make, read from a database they built in memory.
    private static let schema: [String: Set<String>] = {
        guard let memory = try? DatabaseQueue(), (try? GadgetMigrations.migrator.migrate(memory)) != nil,
              let columns = try? memory.read(columnsByTable)
        else { return [:] }
        return columns
    }()

    /// Gadget changes only its own database: a file of another program (tables, but none of the
    /// migrator's bookkeeping) or of a newer Gadget (migrations this one does not know) is left
    /// as it is.
    /// Checked as the connection opens, before the journal mode is set (which writes the file).
    private static func refuseOtherSchemas(_ db: Database, path: String) throws {
        let tables = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        if !tables.isEmpty, !tables.contains("grdb_migrations") {
            throw GadgetDatabaseError.foreignDatabase(path: path, tables: tables)
        }
        if try GadgetMigrations.migrator.hasBeenSuperseded(db) { throw GadgetDatabaseError.newerSchema(path: path) }
    }

    /// A database this user may read but not write, opened read-only, or a new one in memory when
    /// an existing directory this user cannot write holds none; nil when the directory and file
    /// are writable (the ordinary open is right), or no current database is there.
    /// SQLite opens a WAL database read-only only if it can make or use the -shm beside it; in a
    /// directory this user cannot write, with no -wal left by a writer, the file alone is the
    /// whole database, and SQLite is told so (`immutable`).
    private static func openForReading(directory: String, path: String) -> DatabaseQueue? {
        let writable = access(directory, W_OK) == 0 && (access(path, F_OK) != 0 || access(path, W_OK) == 0)
        guard !writable else { return nil }
        _ = pagesAllocatedOnDemand
        if access(path, F_OK) != 0, fileType(directory) == S_IFDIR {
            // Nothing stored yet and nowhere to store it: read what a new database would hold
            // (the default answers, no scores), kept in memory, so listing needs no write access.
            guard let memory = try? DatabaseQueue(), (try? GadgetMigrations.migrator.migrate(memory)) != nil else {
                return nil
            }
            return memory
        }
        // A pipe in the file's place is for the ordinary open to refuse: reading it would wait.
        guard access(path, R_OK) == 0, fileType(path) == S_IFREG else { return nil }
        return readOnlyQueue(path: path)
    }

    /// The database opened for reading only, without writing anything beside it; nil when that
    /// fails or it is not a current Gadget database.
    private static func readOnlyQueue(path: String) -> DatabaseQueue? {
        _ = pagesAllocatedOnDemand
        var configuration = Configuration()
        configuration.readonly = true
        configuration.busyMode = .timeout(5)
        var candidates = [path]
        if (try? FileHandle(forReadingFrom: URL(fileURLWithPath: path + "-wal")).read(upToCount: 1))?.isEmpty ?? true {
            candidates.append("file:\(uriEscaped(path))?immutable=1")
        }
        for candidate in candidates {
            guard let queue = try? DatabaseQueue(path: candidate, configuration: configuration) else { continue }
            let current = try? queue.read { try GadgetMigrations.migrator.hasCompletedMigrations($0) }
            if current == true { return queue }
        }
        return nil
    }

    /// A path as an SQLite URI's path: only the characters URIs reserve there are escaped.
    private static func uriEscaped(_ path: String) -> String {
        var escaped = ""
        for character in path {
            switch character {
            case "%": escaped += "%25"
            case "?": escaped += "%3f"
            case "#": escaped += "%23"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// True for a missing or empty file (SQLite makes a new database there) and for a file that
    /// starts with SQLite's 16-byte header; false for anything else.
    private static func startsLikeSQLite(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return true }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 16), !header.isEmpty else { return true }
        return header == Data("SQLite format 3\0".utf8)
    }

    private static func meansUnreadableFile(_ error: DatabaseError) -> Bool {
        error.resultCode == .SQLITE_NOTADB || error.resultCode == .SQLITE_CORRUPT
    }

    private static func createDirectory(_ directory: String) throws(GadgetDatabaseError) {
        var missing: [String] = []
        var ancestor = (directory as NSString).standardizingPath
        var isDirectory: ObjCBool = false
        while ancestor != "/", ancestor != ".", !FileManager.default.fileExists(atPath: ancestor, isDirectory: &isDirectory) {
            missing.append(ancestor)
            ancestor = parentDirectory(of: ancestor)
        }
        // The nearest existing path is the one that must be a directory; mkdir(2) would only say
        // "file exists", naming neither file.
        if ancestor != "/", ancestor != ".", !isDirectory.boolValue {
            throw .fileInTheWay(path: directory, file: ancestor)
        }
        // Outermost first; the mode is what mkdir -p gives (0777 less the umask).
        for folder in missing.reversed() where mkdir(folder, 0o777) != 0 {
            let reason = errno
            if reason == EEXIST, FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory),
               isDirectory.boolValue { continue }  // made meanwhile
            throw .cannotCreateDirectory(path: directory, reason: SystemReason(errorNumber: reason))
        }
        // SQLite syncs the directory when it creates the -wal or a journal, which makes the new
        // database file's name durable too; but not the directories above it. Without this, power
        // lost after the first save could take the freshly made data directory, and every
        // acknowledged write in it, with it.
        for created in missing {
            syncDirectory(parentDirectory(of: created))
        }
    }

    /// fsync(2) on a directory, so the names created in it survive power loss. Best effort: a
    /// filesystem that cannot sync directories gives no stronger promise to anyone.
    private static func syncDirectory(_ path: String) {
        let descriptor = open(path.isEmpty ? "." : path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }

    /// SQLite would open a read-only file read-only without a word and fail only at the first
    /// save, and it needs the directory writable for its -wal and -shm files: say so up front.
    private static func refuseUnwritable(directory: String, path: String) throws(GadgetDatabaseError) {
        func refusal(_ reason: Int32) -> GadgetDatabaseError {
            reason == EROFS ? .readOnlyFileSystem(path: path) : .readOnly(path: path, reason: SystemReason(errorNumber: reason))
        }
        if access(directory, W_OK) != 0 { throw refusal(errno) }
        if access(path, F_OK) == 0 && access(path, W_OK) != 0 { throw refusal(errno) }
    }

    /// Run as root (`sudo gadget answers add ...`) in a directory another user owns, the files
    /// root made (the database, its -wal and -shm) are given to that user: otherwise the service,
    /// running as that user, could no longer write its own database.
    private static func giveToDirectoryOwner(_ path: String) {
        guard geteuid() == 0 else { return }
        var directory = stat()
        guard stat(parentDirectory(of: path), &directory) == 0, directory.st_uid != 0 else { return }
        for file in [path, path + "-wal", path + "-shm"] {
            var status = stat()
            if stat(file, &status) == 0, status.st_uid == 0 { _ = chown(file, directory.st_uid, directory.st_gid) }
        }
    }

    /// A symbolic link whose target lies in a folder that does not exist (a drive not mounted, a
    /// folder renamed): SQLite would say only "unable to open database file". A link to a file
    /// not yet made in an existing folder is fine: the database is created there.
    private static func refuseLinkToNowhere(path: String) throws(GadgetDatabaseError) {
        var link = stat()
        guard lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK, fileType(path) == nil,
              let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) else { return }
        let resolved = target.hasPrefix("/") ? target : (parentDirectory(of: path) as NSString).appendingPathComponent(target)
        if fileType(parentDirectory(of: resolved)) == nil { throw .linkToNowhere(path: path, target: target) }
    }

    /// A pipe, socket or device in the file's place: reading its first bytes would wait for ever.
    private static func refuseSpecialFile(path: String) throws(GadgetDatabaseError) {
        if let type = fileType(path), type != S_IFREG && type != S_IFDIR { throw .notARegularFile(path: path) }
    }

    /// The file's type (`S_IFREG`, `S_IFIFO`...), following links; nil when there is none.
    private static func fileType(_ path: String) -> mode_t? {
        var status = stat()
        return stat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
    }

    /// Whether another process has the database open: every SQLite connection to a WAL database
    /// holds a read lock on byte 128 of the -shm file (its "DMS" lock) for as long as it is open.
    /// F_GETLK reports only other processes' locks. The descriptor is closed again at once,
    /// which would drop this process's own locks on the -shm; it has none here, having failed
    /// to open the file.
    private static func isOpenElsewhere(_ path: String) -> Bool {
        let descriptor = open(path + "-shm", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var lock = flock()
        lock.l_type = Int16(F_WRLCK)
        lock.l_whence = Int16(SEEK_SET)
        lock.l_start = 128
        lock.l_len = 1
        guard fcntl(descriptor, F_GETLK, &lock) == 0 else { return false }
        return lock.l_type != Int16(F_UNLCK)
    }

    /// Moves the file and its WAL/shared-memory companions to `<path>.corrupt-<UTC timestamp>`.
    private static func moveAside(path: String, date: Date) throws(GadgetDatabaseError) -> String {
        let stamp = Self.timestamp(date)
        var asidePath = "\(path).corrupt-\(stamp)"
        var attempt = 1
        while FileManager.default.fileExists(atPath: asidePath) {
            attempt += 1
            asidePath = "\(path).corrupt-\(stamp)-\(attempt)"
        }
        do {
            try FileManager.default.moveItem(atPath: path, toPath: asidePath)
            for suffix in ["-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
                try FileManager.default.moveItem(atPath: path + suffix, toPath: asidePath + suffix)
            }
        } catch {
            throw .cannotMoveAside(path: path, reason: fileErrorReason(error))
        }
        return asidePath
    }

    static func timestamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return formatter.string(from: date)
    }

    /// Whether the filesystem holding `path` has no block left for this user: SQLite then says
    /// only "disk I/O error" (it could not make the -shm beside the file).
    private static func isOnAFullDisk(_ path: String) -> Bool {
        var status = statvfs()
        guard statvfs(parentDirectory(of: path), &status) == 0 else { return false }
        return status.f_bavail == 0
    }

    static func openFailure(path: String, error: any Error) -> GadgetDatabaseError {
        // SQLite says only "unable to open database file"; a folder in the file's place is the
        // usual cause, and the system's own words for it are translated.
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            return .cannotOpen(path: path, reason: SystemReason(errorNumber: EISDIR))
        }
        if isOnAFullDisk(path) { return .diskFull(path: path) }
        if let error = error as? DatabaseError {
            let reason = SystemReason(error.message ?? "\(error)")
            switch error.resultCode {
            case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_AUTH:
                return .readOnly(path: path, reason: reason)
            default:
                return .cannotOpen(path: path, reason: reason)
            }
        }
        return .cannotOpen(path: path, reason: fileErrorReason(error))
    }
}
