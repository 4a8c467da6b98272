import Dispatch
import Foundation
import TestSupport
import Testing
@testable import Core
import GadgetBase
import Hardware

/// The HTTP transport (libcurl, opened on first use) and the bounded download around it.
@Suite struct HTTPTransportTests {
    /// A budget no loaded machine runs out of on loopback, for the downloads that must not time out.
    private func download(_ url: URL, budget: Duration = .seconds(10), maxBodyBytes: Int = 65_536,
                          transport: any HTTPTransport = CurlTransport.shared,
                          timer: @escaping BoundedDownload.BudgetTimer = BoundedDownload.dispatchTimer)
        async -> Result<Data, EightBallFetchError> {
        await BoundedDownload(budget: budget, maxBodyBytes: maxBodyBytes, transport: transport, timer: timer)
            .run(HTTPRequest(url: url))
    }

    @Test func redirectsAreFollowed() async throws {
        let server = try LoopbackHTTPServer(routes: [
            "/old": .redirect(to: "/new", status: 301),
            "/new": .json(#"{"moved": true}"#),
        ])
        defer { server.stop() }
        let result = await download(server.baseURL.appendingPathComponent("old"))
        #expect(result == .success(Data(#"{"moved": true}"#.utf8)))
        #expect(server.requestedPaths == ["/old", "/new"])
    }

    @Test func aRedirectLoopEndsWithAnError() async throws {
        let server = try LoopbackHTTPServer(routes: ["/a": .redirect(to: "/b"), "/b": .redirect(to: "/a")])
        defer { server.stop() }
        let result = await download(server.baseURL.appendingPathComponent("a"))
        guard case .failure(.network(let host, .other)) = result else {
            Issue.record("expected a network error, got \(result)")
            return
        }
        #expect(host == "127.0.0.1:\(server.port)")
        #expect(server.requestedPaths.count == 6)  // the first request and five redirects
    }

    @Test func aRedirectToAnotherSchemeIsRefused() async throws {
        let server = try LoopbackHTTPServer(routes: ["/a": .redirect(to: "ftp://127.0.0.1/file")])
        defer { server.stop() }
        let result = await download(server.baseURL.appendingPathComponent("a"))
        guard case .failure(.network(_, .other(let reason))) = result else {
            Issue.record("expected a refused redirect, got \(result)")
            return
        }
        #expect(reason.lowercased().contains("ftp"))
    }

    @Test func aMissingLibraryNamesItsPackage() async throws {
        let missing = CurlLibrary.open(["libgadget-no-such-curl.so.4"])
        guard case .failure(let reason) = missing else {
            Issue.record("a library that does not exist was opened")
            return
        }
        #expect(reason == .libraryMissing(library: "libcurl", package: "libcurl4", detail: reason.detail))
        for language in Language.allCases {
            let text = reason.message(Localizer(language: language))
            #expect(text.contains("sudo apt install libcurl4"))
            #expect(text.contains("libgadget-no-such-curl.so.4"))
        }
        // A client with no transport library fails like any unreachable server (the 8-ball then
        // falls back to a stored answer).
        let transport = CurlTransport { missing }
        let result = await download(URL(string: "http://127.0.0.1:9/x")!, transport: transport)
        #expect(result == .failure(.network(host: "127.0.0.1:9", reason: reason)))
    }

    @Test(.timeLimit(.minutes(1))) func aTransportThatNeverReturnsStillEndsAtTheBudget() async {
        // The transport ignores every limit and blocks until the test lets it go; the download's
        // own timer must end the wait. This timer goes off as soon as it is set, so the budget
        // runs out at once whatever the machine's load.
        final class Stuck: HTTPTransport {
            let release = DispatchSemaphore(value: 0)
            func get(_ request: HTTPRequest, limits: HTTPLimits, abort: TransferAbort) -> Result<Data, EightBallFetchError> {
                release.wait()
                return .success(Data("too late".utf8))
            }
        }
        let stuck = Stuck()
        let result = await download(URL(string: "http://127.0.0.1:9/x")!, transport: stuck, timer: { _, fire in fire() })
        stuck.release.signal()
        #expect(result == .failure(.timedOut(budget: .seconds(10))))
    }

    @Test func requestHeadersReplaceEarlierValues() {
        var request = HTTPRequest(url: URL(string: "http://example.com/")!)
        request.setValue("text/plain", forHTTPHeaderField: "Accept")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        #expect(request.headers == ["Accept": "application/json"])
    }
}

private extension EightBallFetchError.NetworkFailure {
    var detail: String {
        if case let .libraryMissing(_, _, detail) = self { return detail }
        return ""
    }
}
