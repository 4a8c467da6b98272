import Foundation
import GRDB
import GadgetBase
import Hardware
import TestSupport
import Testing
@testable import Core

/// A clock stopped at one wall-clock date, for predictable moved-aside file names.
private struct FixedDateClock: GadgetClock {
    let date: Date
    func now() -> Instant { .zero }
    func wallTime() -> Date { date }
}

@Suite struct GadgetDatabaseTests {
    @Test func freshDatabaseIsMigratedAndDurable() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let database = try GadgetDatabase(directory: dir.appending("nested/data"))
        #expect(database.path == dir.appending("nested/data/gadget.sqlite"))
        #expect(database.recovery == nil)
        let (migrations, journalMode, synchronous, answers) = try database.queue.read { db in
            (
                try GadgetMigrations.migrator.appliedMigrations(db),
                try String.fetchOne(db, sql: "PRAGMA journal_mode"),
                try Int.fetchOne(db, sql: "PRAGMA synchronous"),
                try Int.fetchOne(db, sql: "SELECT count(*) FROM answer")
            )
        }
        #expect(migrations == GadgetMigrations.migrator.migrations, "every migration ran, in order")
        #expect(journalMode == "wal")
        #expect(synchronous == 2, "2 is FULL: every commit is synced to disk before it is acknowledged")
        #expect(answers == 20)
    }

    @Test func reopeningKeepsData() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        do {
            let store = AnswerStore(database: try GadgetDatabase(directory: dir.path))
            try store.add("Just do it!", type: .affirmative)
        }
        let reopened = AnswerStore(database: try GadgetDatabase(directory: dir.path))
        let answers = try reopened.all()
        #expect(answers.count == 21)
        #expect(answers.last?.text == "Just do it!")
        #expect(answers.last?.type == .affirmative)
    }

    @Test func corruptFileIsMovedAsideAndReplaced() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.appending("gadget.sqlite")
        try Data("this is not an SQLite database, just some text that was here".utf8).write(to: URL(fileURLWithPath: path))
        try Data("stale wal".utf8).write(to: URL(fileURLWithPath: path + "-wal"))
        let date = Date(timeIntervalSince1970: 1_750_000_000)  // 2025-06-15 15:06:40 UTC

        let database = try GadgetDatabase(directory: dir.path, clock: FixedDateClock(date: date))

        let aside = path + ".corrupt-20250615T150640Z"
        #expect(database.movedAsidePath == aside)
        let notice = try #require(database.recovery).text(Localizer(language: .ru))
        #expect(notice.contains(aside) && notice.contains("повреждена"))
        #expect(try String(contentsOfFile: aside, encoding: .utf8).hasPrefix("this is not an SQLite"))
        #expect(try String(contentsOfFile: aside + "-wal", encoding: .utf8) == "stale wal")
        #expect(try AnswerStore(database: database).all().count == 20)
    }

    @Test func damagedPagesBehindAValidHeaderAreDetected() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        do {
            // Closing the last connection checkpoints the WAL into the main file.
            _ = try GadgetDatabase(directory: dir.path)
        }
        let path = dir.appending("gadget.sqlite")
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        try handle.seek(toOffset: 4096)
        try handle.write(contentsOf: Data(repeating: 0x5A, count: 8192))
        try handle.close()

        let database = try GadgetDatabase(directory: dir.path)
        #expect(database.recovery != nil)
        #expect(try dir.contents().contains { $0.hasPrefix("gadget.sqlite.corrupt-") })
        #expect(try AnswerStore(database: database).all().count == 20)
    }

    /// A table removed by another tool: reading it says the database is damaged and that the
    /// next start sets it aside; the next open does so and starts a new one.
    @Test func aRemovedTableIsDamageTheNextOpenSetsAside() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let database = try GadgetDatabase(directory: dir.path)
        try database.write { try $0.execute(sql: "DROP TABLE answer") }
        #expect {
            try AnswerStore(database: database).all()
        } throws: { error in
            guard case .damaged(let path, let reason)? = error as? GadgetDatabaseError else { return false }
            let screen = (error as! GadgetDatabaseError).screenMessage(Localizer(language: .uk))
            return path == database.path && reason.description.contains("answer") && screen.contains("перезапустіть Gadget")
        }

        let reopened = try GadgetDatabase(directory: dir.path)
        #expect(reopened.recovery != nil)
        #expect(try dir.contents().contains { $0.hasPrefix("gadget.sqlite.corrupt-") })
        #expect(try AnswerStore(database: reopened).all().count == 20)
    }

    /// A column renamed or removed by another tool is damage the next open sets aside as well.
    @Test func aRemovedColumnIsDamageTheNextOpenSetsAside() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        do {
            let database = try GadgetDatabase(directory: dir.path)
            try database.write { try $0.execute(sql: "ALTER TABLE answer RENAME COLUMN type TO kind") }
        }
        let reopened = try GadgetDatabase(directory: dir.path)
        #expect(reopened.recovery != nil)
        #expect(try AnswerStore(database: reopened).all().count == 20)
    }

    @Test func secondCorruptionOnTheSameSecondGetsItsOwnName() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.appending("gadget.sqlite")
        let clock = FixedDateClock(date: Date(timeIntervalSince1970: 0))
        for _ in 0..<2 {
            try Data(repeating: 0xAB, count: 8192).write(to: URL(fileURLWithPath: path))
            _ = try GadgetDatabase(directory: dir.path, clock: clock)
        }
        let names = try dir.contents().filter { $0.contains("corrupt") }
        #expect(names == ["gadget.sqlite.corrupt-19700101T000000Z", "gadget.sqlite.corrupt-19700101T000000Z-2"])
    }

    @Test(arguments: ["/gadget", ""])
    func aFileWhereTheDataDirectoryGoesIsNamed(below: String) throws {
        // Foundation alone says "a file with the same name already exists", naming no file.
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let file = dir.appending("a-file")
        try Data("kept".utf8).write(to: URL(fileURLWithPath: file))
        #expect {
            _ = try GadgetDatabase(directory: file + below)
        } throws: { error in
            guard case .fileInTheWay(let path, let blocking)? = error as? GadgetDatabaseError else { return false }
            let message = (error as? GadgetDatabaseError)?.description ?? ""
            return path == file + below && blocking == file
                && message.contains("\(file) is a file, not a directory") && message.contains("--data-dir")
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "kept")
    }

    @Test func directoryThatCannotBeCreatedSaysWhyInTheSystemsWords() throws {
        // No one may make folders in /proc, root included; Foundation's own wording would be
        // "The operation could not be completed".
        let directory = "/proc/gadget-test-\(getpid())/data"
        #expect {
            _ = try GadgetDatabase(directory: directory)
        } throws: { error in
            guard case .cannotCreateDirectory(let path, let reason)? = error as? GadgetDatabaseError else { return false }
            return path == directory && reason == SystemReason(errorNumber: ENOENT)
        }
    }

    @Test func fileErrorsAreTheSystemsWords() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        #expect {
            _ = try Data(contentsOf: URL(fileURLWithPath: dir.appending("missing")))
        } throws: { error in
            fileErrorReason(error) == SystemReason(errorNumber: ENOENT)
        }
    }

    @Test func theSystemsReasonReadsInTheUsersLanguage() {
        let error = GadgetDatabaseError.cannotCreateDirectory(path: "/srv/gadget", reason: SystemReason(errorNumber: EACCES))
        #expect(error.message(Localizer(language: .en)).contains("/srv/gadget: Permission denied;"))
        #expect(error.message(Localizer(language: .ru)).contains("/srv/gadget: Отказано в доступе;"))
        #expect(error.message(Localizer(language: .uk)).contains("/srv/gadget: Відмовлено в доступі;"))
        // An errno without a translation, and a library's own words, read as they came.
        #expect(SystemReason(errorNumber: EXDEV).text(Localizer(language: .ru)) == String(cString: strerror(EXDEV)))
        #expect(SystemReason("disk I/O error").text(Localizer(language: .uk)) == "disk I/O error")
    }

    @Test func somethingElseInTheWayIsNotMovedAside() throws {
        // A directory where the file should be is not corruption: nothing is moved, the error says where.
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try FileManager.default.createDirectory(atPath: dir.appending("gadget.sqlite"), withIntermediateDirectories: false)
        #expect {
            _ = try GadgetDatabase(directory: dir.path)
        } throws: { error in
            guard case .cannotOpen(let path, let reason)? = error as? GadgetDatabaseError else { return false }
            // Said as the system says it, in the reader's language, not SQLite's "unable to open".
            return path == dir.appending("gadget.sqlite") && reason == SystemReason(errorNumber: EISDIR)
        }
        #expect(try dir.contents() == ["gadget.sqlite"])
    }

    @Test(.enabled(if: getuid() != 0, "root can write anywhere"))
    func readOnlyDirectoryIsAClearError() throws {
        let dir = try TemporaryDirectory()
        defer {
            chmod(dir.path, 0o755)
            dir.remove()
        }
        chmod(dir.path, 0o555)
        #expect {
            _ = try GadgetDatabase(directory: dir.path)
        } throws: { error in
            guard case .readOnly(let path, _)? = error as? GadgetDatabaseError else { return false }
            return path == dir.appending("gadget.sqlite") && "\(error)".contains("XDG_DATA_HOME")
        }
    }

    @Test(.enabled(if: getuid() != 0, "root can write anywhere"))
    func readOnlyFileIsRefusedAtOpenNotAtTheFirstSave() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        _ = try GadgetDatabase(directory: dir.path)
        chmod(dir.appending("gadget.sqlite"), 0o444)
        #expect {
            _ = try GadgetDatabase(directory: dir.path)
        } throws: { error in
            guard case .readOnly(let path, _)? = error as? GadgetDatabaseError else { return false }
            return path == dir.appending("gadget.sqlite")
        }
    }

    /// The failures a reading command may work around by opening the file read-only.
    @Test func failuresThatLeaveReadingAreKnownAsSuch() {
        let readOnly = GadgetDatabaseError.readOnly(path: "/srv/gadget.sqlite", reason: SystemReason("read-only"))
        #expect(readOnly.leavesReading && GadgetDatabaseError.inDirectoryFromFlag(readOnly).leavesReading)
        #expect(GadgetDatabaseError.readOnlyFileSystem(path: "/srv/gadget.sqlite").leavesReading)
        #expect(GadgetDatabaseError.diskFull(path: "/srv/gadget.sqlite").leavesReading)
        #expect(!GadgetDatabaseError.inDirectoryFromFlag(.busy(path: "/srv/gadget.sqlite")).leavesReading)
        #expect(!GadgetDatabaseError.damagedInUse(path: "/srv/gadget.sqlite").leavesReading)
    }

    /// A directory named with --data-dir: the advice names the flag; XDG_DATA_HOME played no part.
    @Test func adviceNamesWhatChoseTheDirectory() {
        let readOnly = GadgetDatabaseError.readOnly(path: "/srv/gadget.sqlite", reason: SystemReason("read-only"))
        let fromFlag = GadgetDatabaseError.inDirectoryFromFlag(readOnly)
        for language in Language.allCases {
            let l = Localizer(language: language)
            #expect(readOnly.message(l).contains("XDG_DATA_HOME"))
            #expect(fromFlag.message(l).contains("--data-dir") && !fromFlag.message(l).contains("XDG_DATA_HOME"))
        }
        #expect {
            _ = try GadgetDatabase(directoryFromFlag: "/proc/no-such-folder/gadget")
        } throws: { error in
            guard case .inDirectoryFromFlag(.cannotCreateDirectory)? = error as? GadgetDatabaseError else { return false }
            return !"\(error)".contains("XDG_DATA_HOME")
        }
    }

    @Test func sqliteRefusalsBecomeErrorsThatNameTheFile() {
        // Running as root, a test cannot make a file unwritable; the mapping is checked on the
        // errors SQLite reports in that case.
        let path = "/var/lib/gadget/gadget.sqlite"
        let readOnly = GadgetDatabase.openFailure(path: path, error: DatabaseError(resultCode: .SQLITE_READONLY, message: "attempt to write a readonly database"))
        #expect(readOnly == .readOnly(path: path, reason: SystemReason("attempt to write a readonly database")))
        let cannotOpen = GadgetDatabase.openFailure(path: path, error: DatabaseError(resultCode: .SQLITE_CANTOPEN, message: "unable to open database file"))
        #expect(cannotOpen == .cannotOpen(path: path, reason: SystemReason("unable to open database file")))
    }

    @Test func failuresAfterOpeningNameTheFile() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let database = try GadgetDatabase(directory: dir.path)
        #expect {
            try database.write { db in try db.execute(sql: "INSERT INTO answer (text, type, foldKey) VALUES ('x', 'Sure', 'x')") }
        } throws: { error in
            guard case .accessFailed(let path, let reason)? = error as? GadgetDatabaseError else { return false }
            return path == database.path && reason.description.contains("CHECK")
        }
    }

    /// Gadget changes only its own database: another program's SQLite file with Gadget's file
    /// name is refused and left byte for byte as it was, and so is one a newer Gadget wrote.
    @Test func anotherProgramsDatabaseIsLeftAlone() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.appending("gadget.sqlite")
        try DatabaseQueue(path: path).write { db in try db.execute(sql: "CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('mine')") }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: GadgetDatabaseError.foreignDatabase(path: path, tables: ["notes"])) { try GadgetDatabase(directory: dir.path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        #expect(GadgetDatabaseError.foreignDatabase(path: path, tables: ["notes"]).message(Localizer(language: .en))
            .contains("is a database of another program (tables: notes)"))
    }

    @Test func aDatabaseFromANewerGadgetIsRefused() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let database = try GadgetDatabase(directory: dir.path)
        try database.queue.write { db in try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v99-from-the-future')") }
        #expect(throws: GadgetDatabaseError.newerSchema(path: database.path)) { try GadgetDatabase(directory: dir.path) }
    }

    /// `sudo gadget answers add ...` in the service's directory leaves the database the
    /// service's, not root's: otherwise the service could no longer save.
    @Test(.enabled(if: getuid() == 0, "only root makes files for another user"))
    func rootGivesTheFilesItMakesToTheDirectorysOwner() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        #expect(chown(dir.path, 65534, 65534) == 0)
        let database = try GadgetDatabase(directory: dir.path)
        // The -wal and -shm files may come and go with the connection; the database itself must be there.
        try #require(FileManager.default.fileExists(atPath: database.path))
        for file in [database.path, database.path + "-wal", database.path + "-shm"] {
            var status = stat()
            if stat(file, &status) == 0 { #expect(status.st_uid == 65534 && status.st_gid == 65534, "\(file)") }
        }
    }

    /// A pipe in the file's place would make reading its header wait for ever.
    @Test func aPipeWhereTheFileShouldBeIsRefused() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.appending("gadget.sqlite")
        #expect(mkfifo(path, 0o600) == 0)
        #expect(throws: GadgetDatabaseError.notARegularFile(path: path)) { try GadgetDatabase(directory: dir.path) }
        #expect(throws: GadgetDatabaseError.notARegularFile(path: path)) { try GadgetDatabase(directory: dir.path, readOnly: true) }
    }

    /// A link into a folder that is not there (a drive not mounted) names the link and its
    /// target; a link to a file not made yet in a folder that exists gets a database there.
    @Test func aLinkToAMissingFolderIsNamed() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.appending("gadget.sqlite")
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "usb/gadget.sqlite")
        #expect(throws: GadgetDatabaseError.linkToNowhere(path: path, target: "usb/gadget.sqlite")) {
            try GadgetDatabase(directory: dir.path)
        }
        #expect(GadgetDatabaseError.linkToNowhere(path: path, target: "usb/gadget.sqlite").description.contains("mount or create"))
        try FileManager.default.createDirectory(atPath: dir.appending("usb"), withIntermediateDirectories: false)
        _ = try GadgetDatabase(directory: dir.path)
        #expect(FileManager.default.fileExists(atPath: dir.appending("usb/gadget.sqlite")))
    }

    /// Another program holding the write lock past the wait is named as the cause, not the disk.
    @Test func aLockHeldElsewhereSaysSo() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let database = try GadgetDatabase(directory: dir.path)
        let other = try DatabaseQueue(path: database.path)
        let holding = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0), finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            try? other.write { db in
                try db.execute(sql: "DELETE FROM answer WHERE id = 2")
                holding.signal()
                done.wait()
            }
            finished.signal()
        }
        holding.wait()
        // No waiting in a test: the lock is found held at once instead of after Gadget's 5 s.
        try database.queue.inDatabase { db in try db.execute(sql: "PRAGMA busy_timeout = 0") }
        #expect(throws: GadgetDatabaseError.busy(path: database.path)) {
            try database.write { db in try db.execute(sql: "DELETE FROM answer WHERE id = 1") }
        }
        done.signal()
        finished.wait()
        #expect(GadgetDatabaseError.busy(path: "/d/gadget.sqlite").message(Localizer(language: .en))
            .hasPrefix("another program kept the database /d/gadget.sqlite locked"))
    }

    @Test func defaultDirectoryFollowsXDG() {
        #expect(GadgetDatabase.defaultDirectory(environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/pi"]) == "/data/gadget")
        #expect(GadgetDatabase.defaultDirectory(environment: ["HOME": "/home/pi"]) == "/home/pi/.local/share/gadget")
        #expect(GadgetDatabase.defaultDirectory(environment: ["XDG_DATA_HOME": "", "HOME": "/home/pi"]) == "/home/pi/.local/share/gadget")
        #expect(GadgetDatabase.defaultDirectory(environment: ["XDG_DATA_HOME": "rel", "HOME": "/home/pi"]) == "/home/pi/.local/share/gadget")
    }

    @Test func errorsNameThePathAndTheFixInEveryLanguage() {
        let error = GadgetDatabaseError.readOnly(path: "/srv/gadget.sqlite", reason: SystemReason("attempt to write a readonly database"))
        for language in Language.allCases {
            let message = error.message(Localizer(language: language))
            #expect(message.contains("/srv/gadget.sqlite") && message.contains("chmod"))
        }
    }
}
