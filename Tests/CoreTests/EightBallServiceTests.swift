import Foundation
import TestSupport
import Testing
@testable import Core

@Suite struct EightBallServiceTests {
    @Test func remoteAnswerWhenTheServiceAnswers() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let server = try LoopbackHTTPServer(routes: [
            "/magic/JSON/Now": .json(#"{"magic": {"answer": "Cannot predict now", "type": "Neutral"}}"#),
        ])
        defer { server.stop() }
        let service = EightBallService(
            client: EightBallClient(endpoint: server.baseURL.appendingPathComponent("magic/JSON")),
            store: AnswerStore(database: try GadgetDatabase(directory: dir.path))
        )
        var rng = SeededGenerator(seed: 3)
        let answer = await service.ask("Now", previous: nil, using: &rng)
        #expect(answer == EightBallAnswer(text: "Cannot predict now", type: .neutral, source: .remote))
    }

    @Test func storedAnswerWhenTheServiceFailsNeverTheSameTwice() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let server = try LoopbackHTTPServer(routes: [:])  // every path: 404
        defer { server.stop() }
        let store = AnswerStore(database: try GadgetDatabase(directory: dir.path))
        for answer in try store.all().dropFirst(3) { try store.remove(id: answer.id) }
        let service = EightBallService(
            client: EightBallClient(endpoint: server.baseURL.appendingPathComponent("magic/JSON")),
            store: store
        )
        var rng = SeededGenerator(seed: 9)
        var previous: String?
        for _ in 0..<6 {
            let answer = await service.ask("Again?", previous: previous, using: &rng)
            #expect(answer.source == .stored && answer.type == .affirmative)
            #expect(answer.text != previous)
            #expect(["It is certain", "It is decidedly so", "Without a doubt"].contains(answer.text))
            previous = answer.text
        }
        #expect(server.requestedPaths.count == 6)
    }
}
