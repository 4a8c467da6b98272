import Foundation
import Testing
import TestSupport

@Suite("A data directory given relative to where Gadget starts")
struct RelativeDataDirectoryTests {
    /// `--data-dir d`: a one-letter folder that does not exist yet, made beside the caller.
    @Test func aOneLetterFolderIsCreatedAndKeepsWhatWasAdded() throws {
        let workplace = try TemporaryDirectory()
        defer { workplace.remove() }
        let allowRoot = ["GADGET_ALLOW_ROOT": "1"]
        let added = try GadgetProcess.run(["answers", "add", "Ask the cat", "--data-dir", "d"],
                                          environment: allowRoot, in: workplace.path)
        #expect(added.status == 0, "\(added.errors)")
        let listed = try GadgetProcess.run(["answers", "list", "--data-dir", "d/"], environment: allowRoot, in: workplace.path)
        #expect(listed.status == 0 && listed.output.contains("Ask the cat"), "\(listed.errors)")
        #expect(FileManager.default.fileExists(atPath: workplace.path + "/d/gadget.sqlite"))
    }
}
