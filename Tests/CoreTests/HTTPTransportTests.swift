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
        #expect(result == .failure(.network(host: "127.0.0.1:\(server.port)", reason: .tooManyRedirects(5))))
        #expect(server.requestedPaths.count == 6)  // the first request and five redirects
        let said = EightBallFetchError.NetworkFailure.tooManyRedirects(5)
        #expect(said.message(Localizer(language: .ru)) == "больше 5 перенаправлений подряд")
    }

    @Test func aRedirectToAnotherSchemeIsRefused() async throws {
        let server = try LoopbackHTTPServer(routes: ["/a": .redirect(to: "ftp://127.0.0.1/file")])
        defer { server.stop() }
        let result = await download(server.baseURL.appendingPathComponent("a"))
        #expect(result == .failure(.network(host: "127.0.0.1:\(server.port)", reason: .redirectRefused(to: "ftp://127.0.0.1/file"))))
    }

    /// A local service may not send a request on to another machine in plain text: the redirect
    /// is refused before anything connects there, its query masked in the message.
    @Test func plainHTTPOnThisMachineIsNotRedirectedToAnother() async throws {
        let server = try LoopbackHTTPServer(routes: ["/a": .redirect(to: "http://192.0.2.1/movies?key=secret")])
        defer { server.stop() }
        let result = await download(server.baseURL.appendingPathComponent("a"))
        guard case .failure(.network(_, .redirectRefused(let address))) = result else {
            Issue.record("expected a refused redirect, got \(result)")
            return
        }
        #expect(address.hasPrefix("http://192.0.2.1/movies?key=") && !address.contains("secret"), "\(address)")
        #expect(server.requestedPaths == ["/a"])
        let words = EightBallFetchError.NetworkFailure.redirectRefused(to: address).message(Localizer(language: .uk))
        #expect(words.contains("на незахищений http:// на цій самій машині"), "\(words)")
    }

    /// From plain http on this machine a redirect may stay on it (a local server adding a
    /// folder's slash) or go to https anywhere.
    @Test func plainHTTPOnThisMachineMayStayOrGoToHTTPS() async throws {
        let closed = try LoopbackHTTPServer.closedPort()
        let local = try LoopbackHTTPServer(routes: [
            "/chats": .redirect(to: "/chats/", status: 301),
            "/chats/": .json("[]"),
            "/secure": .redirect(to: "https://127.0.0.1:\(closed)/x", status: 308),
        ])
        defer { local.stop() }
        #expect(await download(local.baseURL.appendingPathComponent("chats")) == .success(Data("[]".utf8)))
        #expect(local.requestedPaths == ["/chats", "/chats/"])
        // Followed: the https address is tried, and the error names it (nothing listens there).
        let secure = await download(local.baseURL.appendingPathComponent("secure"))
        #expect(secure == .failure(.network(host: "127.0.0.1:\(closed)", reason: .cannotConnect)), "\(secure)")
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
