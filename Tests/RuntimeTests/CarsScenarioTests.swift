@testable import BoardProfiles
import Core
import Foundation
import GadgetBase
import Hardware
import Simulation
import TestSupport
import Testing

@testable import GadgetRuntime

/// The whole program on the desktop board with the Cars app open, sharing its database with
/// the console's CarStore.
@Suite("Cars scenarios", .serialized)
struct CarsScenarioTests {
    static func start(app: String, board: BoardProfile = .desktop, data: TemporaryDirectory,
                      language: String = "en") throws -> (ScriptRunner, Session) {
        let setup = try RunSetup(profile: board, dataDirectory: data.path, endpoint: nil, language: language,
                                 environment: [:])
        let clock = TestClock()
        let session = try setup.makeSession(clock: clock, display: MemoryDisplay(geometry: board.display),
                                            accelerometer: nil, openApp: app, wake: nil, logger: .init(label: "test"))
        return (ScriptRunner(session: session, clock: clock, board: nil), session)
    }

    @Test func aCarAddedOnTheBoardIsInTheConsolesCatalogueAndBack() throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let (runner, _) = try Self.start(app: "cars", data: data)
        try runner.run(Script(parsing: """
            expect Add a car
            press select
            type Volvo
            press select
            type 240
            press select
            press down
            press down
            press select
            type 1988
            press select
            press select
            expect Volvo 240
            expect Estate · 1988
            """, file: "cars"))
        let store = CarStore(database: try GadgetDatabase(directory: data.path))
        #expect(try store.all().map(\.car) == [Car(manufacturer: "Volvo", model: "240", body: .wagon, yearOfIssue: 1988)])

        try store.add(Car(manufacturer: "Ford", model: "F-150", body: .pickup), validator: CarValidator(currentYear: 2026))
        let (again, _) = try Self.start(app: "cars", data: data)
        try again.run(Script(parsing: """
            expect Ford F-150
            press left
            expect Pickup
            expect-not Volvo 240
            """, file: "cars-again"))
    }

    @Test func everyBoardShowsTheCatalogueInItsLanguage() throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        var mono = BoardProfile.desktop
        mono.display = DisplayGeometry(width: 128, height: 64, format: .mono1)
        let (runner, session) = try Self.start(app: "cars", board: mono, data: data, language: "uk")
        try runner.run(Script(parsing: "expect Додати автомобіль\npress right\nexpect Седан", file: "cars-uk"))
        #expect(session.lastFrame?.pixels.format == .mono1)
    }
}
