import ArgumentParser
import Core
import Foundation
import Testing
import TestSupport

@testable import gadget

/// What a person types at the command line, and what the command line says back.
@Suite("The command line people type")
struct CommandLineTests {
    /// `selftest writes` fills a database with thousands of made-up values: it is a tool for the
    /// kill test, never shown in the help, and never pointed at the user's own data.
    @Test func selftestIsHiddenAndNeverTouchesTheUsersData() throws {
        #expect(!Gadget.helpMessage().contains("selftest"))
        #expect(throws: (any Error).self) { _ = try Gadget.parseAsRoot(["selftest", "writes"]) }
        let home = try TemporaryDirectory()
        defer { home.remove() }
        let environment = ["HOME": home.path]
        #expect(throws: ValidationError.self) {
            try SelftestCommand.Writes.refuseUserData(home.appending(".local/share/gadget"), environment: environment)
        }
        #expect(throws: ValidationError.self) {
            try SelftestCommand.Writes.refuseUserData(home.appending(".local/share/./gadget/"), environment: environment)
        }
        try SelftestCommand.Writes.refuseUserData(home.appending("exercise"), environment: environment)
    }
}
