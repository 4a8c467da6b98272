import GadgetBase
import Hardware
import Testing
import TestSupport

@testable import Apps
@testable import Core

/// A service that never answers: every answer is a stored one.
private struct Offline: EightBallFetching {
    func fetch(question: String) async -> Result<EightBallAnswer, EightBallFetchError> { .failure(.cancelled) }
}

@Suite("8-ball app")
struct EightBallAppTests {
    /// Enter during a shake opens the answers; the shake's end then reaches the settings, not
    /// the ball, which stayed on "Thinking…" for good once they closed.
    @Test func openingTheAnswersMidShakeLeavesNoBallThinking() throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let app = EightBallApp(store: AnswerStore(database: try GadgetDatabase(directory: data.path)), remote: Offline(),
                               budget: .seconds(2))
        let host = MovieQuizTestHost()
        app.start(host: host)
        defer { withExtendedLifetime(host) {} }  // the app holds its host weakly
        _ = app.handle(.shake(.began))
        #expect(app.handle(.button(.select, .tap)) == .handled)
        _ = app.handle(.shake(.ended))
        _ = app.handle(.button(.back, .tap))
        #expect(app.model.phase == .idle)
        // The next shake is answered as ever.
        _ = app.handle(.shake(.began))
        _ = app.handle(.shake(.ended))
        guard case .asking = app.model.phase else {
            Issue.record("a shake after the answers closed asked nothing: \(app.model.phase)")
            return
        }
    }

    /// The answers could not be read: the settings say the storage failed, instead of showing an
    /// empty list as if every answer were gone, and close after OK.
    @Test func unreadableAnswersAreAStorageProblemNotAnEmptyList() throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let database = try GadgetDatabase(directory: data.path)
        let app = EightBallApp(store: AnswerStore(database: database), remote: Offline(), budget: .seconds(2))
        let host = MovieQuizTestHost()
        app.start(host: host)
        try database.write { try $0.execute(sql: "DROP TABLE answer") }
        #expect(app.handle(.button(.select, .tap)) == .handled)
        guard case .message(.storageError(let reason), then: .list) = app.settings?.mode else {
            Issue.record("the settings opened as \(String(describing: app.settings?.mode))")
            return
        }
        #expect(reason.contains("answer"), "\(reason)")
        #expect(app.handle(.button(.select, .tap)) == .handled)
        #expect(app.settings == nil, "nothing was read: OK goes back to the ball")
        withExtendedLifetime(host) {}  // the app holds its host weakly, as a session is held by its run
    }
}
