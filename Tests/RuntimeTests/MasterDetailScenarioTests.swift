@testable import BoardProfiles
import Core
import Foundation
import GadgetBase
import Hardware
import TestSupport
import Testing

@testable import GadgetRuntime

@Suite("Master/detail scenarios", .serialized)
struct MasterDetailScenarioTests {
    @Test func aWideBoardShowsListAndPageSideBySide() throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        var wide = BoardProfile.desktop
        wide.display = DisplayGeometry(width: 320, height: 240, format: .xrgb8888)
        let (runner, _) = try CarsScenarioTests.start(app: "journal", board: wide, data: data)
        try runner.run(Script(parsing: """
            expect Journal
            expect The lake was still
            press down
            press down
            expect Harbour
            expect The harbour is busiest
            """, file: "wide"))
    }

    @Test func aSmallBoardPushesThePage() throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let (runner, _) = try CarsScenarioTests.start(app: "journal", data: data, language: "ru")
        try runner.run(Script(parsing: """
            expect Дневник
            expect-not Когда мы спустились
            press select
            expect Когда мы спустились к берегу
            expect-not Дневник
            press back
            expect Дневник
            """, file: "small"))
    }
}
