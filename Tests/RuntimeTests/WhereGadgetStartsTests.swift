import Foundation
import Testing
import TestSupport

@Suite("A data directory given relative to where Gadget starts")
struct RelativeDataDirectoryTests {
    /// `--data-dir d`: a one-letter folder that does not exist yet, made beside the caller.
    @Test func aOneLetterFolderIsCreatedAndKeepsWhatWasAdded() throws {
        let workplace = try TemporaryDirectory()
        defer { workplace.remove() }
        let added = try GadgetProcess.run(["answers", "add", "Ask the cat", "--data-dir", "d"], in: workplace.path)
        #expect(added.status == 0, "\(added.errors)")
        let listed = try GadgetProcess.run(["answers", "list", "--data-dir", "d/"], in: workplace.path)
        #expect(listed.status == 0 && listed.output.contains("Ask the cat"), "\(listed.errors)")
        #expect(FileManager.default.fileExists(atPath: workplace.path + "/d/gadget.sqlite"))
    }
}

@Suite("Gadget started through PATH, from another folder")
struct StartedThroughPathTests {
    /// argv[0] is then a bare "gadget"; the boards beside the binary must still be found.
    @Test func theCheckoutsBoardsAreFound() throws {
        let elsewhere = try TemporaryDirectory()
        defer { elsewhere.remove() }
        try FileManager.default.createDirectory(atPath: elsewhere.appending("bin"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: elsewhere.appending("bin/gadget"),
                                                   withDestinationPath: CarsPseudoTerminal.gadgetBinary.path)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["gadget", "boards", "list"]
        process.environment = ["PATH": elsewhere.appending("bin") + ":/usr/bin:/bin", "HOME": elsewhere.path, "LANG": "C"]
            .merging(sanitizerOptions) { $1 }
        process.currentDirectoryURL = URL(fileURLWithPath: elsewhere.path)
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let listed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(listed.contains("pi-mpu6050-oled"), "\(listed)")
    }
}
