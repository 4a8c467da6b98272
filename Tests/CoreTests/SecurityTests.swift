import Foundation
import Testing
import TestSupport

@testable import Core
import GadgetBase
import Hardware

@Suite("Endpoints are HTTPS unless plain HTTP is asked for")
struct EndpointPolicyTests {
    let service = LocalizedString("the 8-ball endpoint", ru: "адрес сервиса шара", uk: "адреса сервісу кулі")

    @Test(arguments: ["https://8ball.delegator.com/magic/JSON", "http://127.0.0.1:8080/a", "http://127.3.4.5/a",
                      "http://localhost/a", "http://[::1]:9/a", "http://api.localhost/a"])
    func httpsAndLoopbackAreAccepted(_ address: String) throws {
        try EndpointPolicy(environment: [:]).check(URL(string: address)!, service: service)
    }

    @Test(arguments: ["http://8ball.delegator.com/magic/JSON", "http://10.0.0.2/a", "http://127.example.com/a",
                      "HTTP://example.org/a", "http://127.0.0.1.nip.io/a"])
    func plainHTTPToAnotherMachineIsRefused(_ address: String) {
        #expect(throws: InsecureEndpointError.self) {
            try EndpointPolicy(environment: [:]).check(URL(string: address)!, service: service)
        }
    }

    @Test func theRefusalSaysWhatAndHowToAllowIt() throws {
        let error = try #require(throws: InsecureEndpointError.self) {
            try EndpointPolicy(environment: ["GADGET_ALLOW_HTTP": "0"])
                .check(URL(string: "http://user:hunter2@example.org/a?key=s3cret")!, service: service)
        }
        let english = error.message(Localizer(language: .en))
        #expect(english.hasPrefix("the 8-ball endpoint: http://user:***@example.org/a?key=*** is plain http://"))
        #expect(english.contains("use https://, or set GADGET_ALLOW_HTTP=1"))
        #expect(!english.contains("hunter2") && !english.contains("s3cret"))
        #expect(error.message(Localizer(language: .ru)).hasPrefix("адрес сервиса шара: http://user:***@"))
        #expect(error.message(Localizer(language: .uk)).contains("GADGET_ALLOW_HTTP=1"))
    }

    /// The same words as GADGET_ALLOW_ROOT: 1, true, yes, on, in any case.
    @Test func theEnvironmentAllowsPlainHTTP() throws {
        for on in ["1", "yes", "True", "ON"] {
            try EndpointPolicy(environment: ["GADGET_ALLOW_HTTP": on]).check(URL(string: "http://example.org/a")!, service: service)
        }
        for off in ["0", "no", ""] {
            #expect(!EndpointPolicy(environment: ["GADGET_ALLOW_HTTP": off]).allowsPlainHTTP)
        }
    }

    /// What URL reads but no socket can reach is no address: no host, or a port beyond 65535.
    @Test func anAddressNeedsAHostAndAPortThatCanBe() {
        #expect(URL(string: "https://example.org:8443/a")!.isWebAddress)
        #expect(URL(string: "http://127.0.0.1/x")!.isWebAddress)
        for bad in ["http://127.0.0.1:99999/x", "http://:80/x", "http://h:0/x", "ftp://example.org/a", "example.org/a"] {
            #expect(URL(string: bad)?.isWebAddress != true, "\(bad)")
        }
    }
}

@Suite("Secrets never reach a log or an error")
struct SecretRedactionTests {
    @Test func registeredSecretsAreMaskedPlainAndPercentEncoded() {
        SecretRedaction.register("k_9f8e7d/6c")
        #expect(SecretRedaction.redact("GET /Top250Movies/k_9f8e7d%2F6c failed") == "GET /Top250Movies/*** failed")
        #expect(SecretRedaction.redact("key k_9f8e7d/6c refused") == "key *** refused")
        #expect(SecretRedaction.redact("nothing secret") == "nothing secret")
    }

    @Test func tinySecretsAreNotRegistered() {
        SecretRedaction.register(" ab ")
        #expect(SecretRedaction.redact("a tab and a cab") == "a tab and a cab")
    }

    @Test func aMovieErrorQuotingTheKeyIsRedacted() {
        let key = "k_abc123"
        let errors: [MovieLoadError] = [
            .network(host: "imdb-api.com", reason: .other("https://imdb-api.com/en/API/Top250Movies/k_abc123: timed out")),
            .service(message: "Invalid API Key k_abc123"),
            .unexpectedShape("items for k_abc123"),
            .invalidBaseURL("https://x/k_abc123"),
        ]
        for error in errors {
            let text = error.redacting(key).message(Localizer(language: .en))
            #expect(!text.contains(key), "\(text)")
            #expect(text.contains("***"))
        }
    }

    @Test func aServiceEchoingTheKeyDoesNotLeakItIntoTheError() async throws {
        let key = "k_leaky42"
        let server = try LoopbackHTTPServer(routes: [
            "/en/API/Top250Movies/\(key)": .json(#"{"items":[],"errorMessage":"Invalid API Key k_leaky42"}"#),
        ])
        defer { server.stop() }
        let client = IMDbClient(baseURL: server.baseURL.appendingPathComponent("en/API"), apiKey: key, lists: [.top250])
        let result = await client.loadMovies()
        guard case .failure(let error) = result else {
            Issue.record("expected a failure, got \(result)")
            return
        }
        #expect(error == .service(message: "Invalid API Key ***"))
    }
}

@Suite("Text for terminals and logs")
struct TerminalTextTests {
    @Test func escapeSequencesAndControlsGoNewlinesAndTabsStay() {
        let hostile = "title\u{1B}]0;pwned\u{07}\u{1B}[2J\u{1B}[31mred\u{1B}[0m\r\u{9B}1A\u{202E}txt\u{0}\nnext\tcol"
        #expect(TextSanitizer.terminalText(hostile) == "titleredtxt\nnext\tcol")
    }

    @Test func longTextIsCapped() {
        let text = TextSanitizer.terminalText(String(repeating: "a", count: 50), maxLength: 10)
        #expect(text == "aaaaaaaaa…")
    }
}
