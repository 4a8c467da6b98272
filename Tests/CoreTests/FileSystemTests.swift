import Core
import Foundation
import Testing
import TestSupport

@Suite("files, paths and the environment without Foundation")
struct FileSystemTests {
    @Test(arguments: [
        ("/a/./b//c/", "/a/b/c"), ("/a/b/../c", "/a/c"), ("/..", "/"), ("/", "/"),
        ("a/../..", ".."), ("./a/.", "a"), ("", "."), ("bin/../share/gadget/boards", "share/gadget/boards"),
    ])
    func pathsAreFoldedWithoutTheDisk(path: String, expected: String) {
        #expect(FileSystem.normalized(path) == expected)
    }

    @Test func aRelativePathIsMadeAbsoluteAgainstTheWorkingFolder() {
        #expect(FileSystem.absolute("x/../y") == FileManager.default.currentDirectoryPath + "/y")
        #expect(FileSystem.currentDirectory() == FileManager.default.currentDirectoryPath)
    }

    @Test func componentsJoinWithOneSlash() {
        #expect(FileSystem.joined("/data", "gadget.sqlite") == "/data/gadget.sqlite")
        #expect(FileSystem.joined("/data/", "posters") == "/data/posters")
        #expect(FileSystem.joined("", "posters") == "posters")
    }

    @Test func aFolderListsItsNamesAndAFileItsBytes() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try Data("first line\nsecond".utf8).write(to: URL(fileURLWithPath: folder.appending("a.toml")))
        try FileManager.default.createDirectory(atPath: folder.appending("sub"), withIntermediateDirectories: false)
        #expect(try FileSystem.entries(of: folder.path).sorted() == ["a.toml", "sub"])
        #expect(try FileSystem.contents(of: folder.appending("a.toml")) == Array("first line\nsecond".utf8))
        #expect(try FileSystem.contents(of: folder.appending("a.toml"), limit: 5) == Array("first".utf8))
        #expect(FileSystem.kind(of: folder.appending("sub")) == .directory)
        #expect(FileSystem.kind(of: folder.appending("a.toml")) == .other)
        #expect(FileSystem.kind(of: folder.appending("missing")) == nil)
    }

    @Test func aFileThatIsLargerThanOneReadComesWhole() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let bytes = (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(bytes).write(to: URL(fileURLWithPath: folder.appending("big")))
        #expect(try FileSystem.contents(of: folder.appending("big")) == bytes)
    }

    @Test func refusalsCarryTheSystemsReason() {
        #expect(throws: SystemReason(errorNumber: ENOENT)) { try FileSystem.entries(of: "/nonexistent/boards") }
        #expect(throws: SystemReason(errorNumber: ENOENT)) { try FileSystem.contents(of: "/nonexistent/a.toml") }
        #expect(throws: SystemReason(errorNumber: EISDIR)) { try FileSystem.contents(of: "/") }
    }

    @Test func linksAreFollowed() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try FileManager.default.createDirectory(atPath: folder.appending("real/bin"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.appending("link"), withDestinationPath: folder.appending("real"))
        let real = FileSystem.resolvingSymlinks(folder.appending("real/bin"))
        #expect(FileSystem.resolvingSymlinks(folder.appending("link/bin")) == real)
        #expect(FileSystem.linkDestination(folder.appending("link")) == folder.appending("real"))
        #expect(FileSystem.linkDestination(folder.appending("real")) == nil)
        // A path that does not exist comes back folded, as URL.resolvingSymlinksInPath leaves it.
        #expect(FileSystem.resolvingSymlinks("/nonexistent/a/../b") == "/nonexistent/b")
    }

    @Test func theEnvironmentIsTheOneTheCLibraryHolds() {
        let environment = ProcessEnvironment.current()
        #expect(environment == ProcessInfo.processInfo.environment)
        #expect(environment["PATH"] == String(cString: getenv("PATH")))
    }

    @Test func whitespaceIsTrimmedFromBothEnds() {
        #expect(" \t https://example.com/ \n".trimmingWhitespace() == "https://example.com/")
        #expect("\u{00A0}key\u{2003}".trimmingWhitespace() == "key")
        #expect(" \t\n ".trimmingWhitespace() == "")
        #expect("a b".trimmingWhitespace() == "a b")
    }

    @Test func textIsFoundByteForByte() {
        #expect("Shake the board".containsLiterally("the board"))
        #expect("Встряхните плату".containsLiterally("плату"))
        #expect("abc".containsLiterally(""))
        #expect(!"ab".containsLiterally("abc"))
        #expect(!"Shake the board".containsLiterally("shake"))
        #expect("aaab".containsLiterally("aab"))
    }
}
