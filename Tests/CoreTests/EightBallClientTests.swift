import Foundation
import TestSupport
import Testing
@testable import Core
import GadgetBase
import Hardware

/// The client against a real HTTP server on loopback: every way a reply can be wrong.
@Suite struct EightBallClientTests {
    static let good = #"{"magic": {"question": "Will it rain?", "answer": "Outlook good", "type": "Affirmative"}}"#

    /// Starts a server with `reply` at the path the client will request for `question`,
    /// fetches, and stops the server.
    private func fetch(
        _ reply: LoopbackHTTPServer.Reply,
        question: String = "Will it rain?",
        budget: Duration = .seconds(10),
        maxBodyBytes: Int = 65_536
    ) async throws -> Result<EightBallAnswer, EightBallFetchError> {
        let server = try LoopbackHTTPServer(routes: ["/magic/JSON/" + Self.encoded(question): reply])
        defer { server.stop() }
        let client = EightBallClient(
            endpoint: server.baseURL.appendingPathComponent("magic/JSON"),
            budget: budget,
            maxBodyBytes: maxBodyBytes
        )
        let result = await client.fetch(question: question)
        #expect(server.requestedPaths.count <= 1)
        return result
    }

    private static func encoded(_ question: String) -> String {
        question.addingPercentEncoding(withAllowedCharacters: CharacterSet(
            charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"
        ))!
    }

    @Test func goodAnswerIsDecoded() async throws {
        let result = try await fetch(.json(Self.good))
        #expect(result == .success(EightBallAnswer(text: "Outlook good", type: .affirmative, source: .remote)))
    }

    @Test func questionIsOnePercentEncodedPathSegment() async throws {
        let question = "Шанс 50/50? да & нет #1"
        let server = try LoopbackHTTPServer(routes: [:])
        defer { server.stop() }
        let client = EightBallClient(endpoint: server.baseURL.appendingPathComponent("magic/JSON/"))
        _ = await client.fetch(question: question)
        #expect(server.requestedPaths == ["/magic/JSON/" + Self.encoded(question)])
        #expect(!server.requestedPaths[0].dropFirst("/magic/JSON/".count).contains("/"))
    }

    @Test func serverErrorIsRefused() async throws {
        #expect(try await fetch(.json(Self.good, status: 500)) == .failure(.httpStatus(500)))
    }

    @Test func bodyThatIsNotJSONIsRefused() async throws {
        #expect(try await fetch(.json("<html>Service Unavailable</html>")) == .failure(.notJSON))
    }

    @Test func jsonOfTheWrongShapeIsRefused() async throws {
        #expect(try await fetch(.json(#"{"answer": "Yes"}"#)) == .failure(.missingField("magic")))
        #expect(try await fetch(.json(#"[1, 2]"#)) == .failure(.wrongType(field: "(top level)", expected: .object)))
        #expect(try await fetch(.json(#"{"magic": {"type": "Neutral"}}"#)) == .failure(.missingField("magic.answer")))
    }

    @Test func fieldsOfTheWrongTypeAreRefused() async throws {
        #expect(try await fetch(.json(#"{"magic": {"answer": 42, "type": "Neutral"}}"#))
            == .failure(.wrongType(field: "magic.answer", expected: .string)))
        #expect(try await fetch(.json(#"{"magic": {"answer": "Yes", "type": null}}"#))
            == .failure(.wrongType(field: "magic.type", expected: .string)))
        #expect(try await fetch(.json(#"{"magic": "Yes"}"#)) == .failure(.wrongType(field: "magic", expected: .object)))
    }

    @Test func emptyOrBlankAnswerIsRefused() async throws {
        #expect(try await fetch(.json(#"{"magic": {"answer": "", "type": "Neutral"}}"#)) == .failure(.emptyAnswer))
        #expect(try await fetch(.json(#"{"magic": {"answer": " \t\u001b[0m\n ", "type": "Neutral"}}"#)) == .failure(.emptyAnswer))
    }

    @Test func unknownTypeIsRefused() async throws {
        #expect(try await fetch(.json(#"{"magic": {"answer": "Yes", "type": "Maybe"}}"#)) == .failure(.unknownType("Maybe")))
    }

    @Test(arguments: [true, false])
    func oversizedBodyIsRefused(announcingItsLength: Bool) async throws {
        // With Content-Length the client refuses at the headers; without, it counts the bytes
        // as they come and hangs up once past the limit.
        var huge = LoopbackHTTPServer.Reply(status: 200, body: [UInt8](repeating: UInt8(ascii: " "), count: 1 << 20))
        huge.announcesLength = announcingItsLength
        #expect(try await fetch(huge) == .failure(.bodyTooLarge(limit: 65_536)))
    }

    @Test func bodyJustUnderTheLimitIsRead() async throws {
        let padded = Self.good + String(repeating: " ", count: 1000 - Self.good.utf8.count)
        var reply = LoopbackHTTPServer.Reply.json(padded)
        reply.announcesLength = false
        let result = try await fetch(reply, maxBodyBytes: 1000)
        #expect(result == .success(EightBallAnswer(text: "Outlook good", type: .affirmative, source: .remote)))
        #expect(try await fetch(.json(padded + " "), maxBodyBytes: 1000) == .failure(.bodyTooLarge(limit: 1000)))
    }

    @Test func slowReplyEndsAtTheBudget() async throws {
        // The server holds its reply for a minute, so no stall of a loaded machine lets it
        // arrive first; the client must give up at its 0.3 s budget, and stopping the server
        // interrupts the wait, so this test takes about 0.3 s.
        let slow = LoopbackHTTPServer.Reply.json(Self.good, delay: .seconds(60))
        #expect(try await fetch(slow, budget: .milliseconds(300)) == .failure(.timedOut(budget: .milliseconds(300))))
    }

    @Test func cancellingTheCallerEndsTheFetch() async throws {
        let server = try LoopbackHTTPServer(routes: ["/slow/q": .json(Self.good, delay: .seconds(3))])
        defer { server.stop() }
        let client = EightBallClient(endpoint: server.baseURL.appendingPathComponent("slow"), budget: .seconds(10))
        let fetch = Task { await client.fetch(question: "q") }
        fetch.cancel()
        #expect(await fetch.value == .failure(.cancelled))
    }

    @Test func escapeSequencesInTheAnswerAreRemoved() async throws {
        let hostile = #"{"magic": {"answer": "\u001b]0;pwned\u0007\u001b[2J\u001b[31mYes\u001b[0m,\u202e definitely\u0000", "type": "Affirmative"}}"#
        let result = try await fetch(.json(hostile))
        #expect(result == .success(EightBallAnswer(text: "Yes, definitely", type: .affirmative, source: .remote)))
    }

    @Test func longAnswerIsCut() async throws {
        let long = String(repeating: "a", count: 500)
        let answer = try await fetch(.json(#"{"magic": {"answer": "\#(long)", "type": "Neutral"}}"#)).get()
        #expect(answer.text.count == EightBallClient.maximumAnswerLength)
        #expect(answer.text.hasSuffix("…"))
    }

    @Test func closedPortIsANetworkError() async throws {
        let port = try LoopbackHTTPServer.closedPort()
        let client = EightBallClient(endpoint: URL(string: "http://127.0.0.1:\(port)/magic/JSON")!)
        let result = await client.fetch(question: "Anyone there?")
        guard case .failure(.network(let host, _)) = result else {
            Issue.record("expected a network error, got \(result)")
            return
        }
        #expect(host == "127.0.0.1:\(port)")
    }

    @Test func endpointMustBeHTTP() async {
        let client = EightBallClient(endpoint: URL(string: "file:///etc/passwd")!)
        #expect(await client.fetch(question: "x") == .failure(.invalidEndpoint("file:///etc/passwd")))
    }

    @Test func errorsDescribeThemselvesInEveryLanguage() {
        let errors: [EightBallFetchError] = [
            .timedOut(budget: .seconds(2)), .network(host: "h", reason: .cannotConnect), .httpStatus(503),
            .bodyTooLarge(limit: 10), .notJSON, .missingField("magic"), .wrongType(field: "f", expected: .string),
            .emptyAnswer, .unknownType("X"), .cancelled, .invalidEndpoint("e"),
        ]
        for language in Language.allCases {
            let texts = errors.map { $0.message(Localizer(language: language)) }
            #expect(Set(texts).count == errors.count)
            #expect(texts.allSatisfy { !$0.contains("%") })
        }
        #expect(EightBallFetchError.timedOut(budget: .seconds(2)).description == "the 8-ball service did not answer within 2.0 s")
        #expect(EightBallFetchError.httpStatus(503).message(Localizer(language: .uk)) == "сервіс кулі відповів з HTTP-статусом 503")
        #expect(EightBallFetchError.timedOut(budget: .milliseconds(300)).message(Localizer(language: .ru)) == "сервис шара не ответил за 0,3 с")
    }
}
