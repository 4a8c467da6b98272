@testable import BoardProfiles
import Apps
import Core
import Foundation
import GadgetBase
import Hardware
import Simulation
import TestSupport
import Testing
import UI

@testable import GadgetRuntime

/// The whole program on the desktop board playing the movie quiz from scripts on the test clock,
/// with the movie service and the posters on a real HTTP server on loopback.
@Suite("Movie quiz scenarios", .serialized)
struct MovieQuizScenarioTests {
    struct Run {
        let runner: ScriptRunner
        let session: Session
        let data: TemporaryDirectory
        /// Held by whichever thread uses the run: each script plays on a new thread, and the hand-over
        /// goes through Swift's continuations, which ThreadSanitizer cannot see; NSLock (a pthread mutex) it can.
        let turn = NSLock()
        var app: MovieQuizApp { session.activeApp as! MovieQuizApp }
    }

    static let colour = DisplayGeometry(width: 240, height: 240, format: .rgb565)
    static let mono = DisplayGeometry(width: 128, height: 64, format: .mono1)

    func start(geometry: DisplayGeometry = colour, environment: [String: String] = [:], language: String = "en",
               data: TemporaryDirectory? = nil, list: String = "both") throws -> Run {
        let data = try data ?? TemporaryDirectory()
        var profile = BoardProfile.desktop
        profile.display = geometry
        profile.movieQuiz.list = list
        let setup = try RunSetup(profile: profile, dataDirectory: data.path, endpoint: nil, language: language,
                                 environment: environment)
        let clock = TestClock()
        let session = try setup.makeSession(clock: clock, display: MemoryDisplay(geometry: geometry), accelerometer: nil,
                                            openApp: "moviequiz", wake: nil, logger: .init(label: "test"))
        return Run(runner: ScriptRunner(session: session, clock: clock, board: nil), session: session, data: data)
    }

    /// Plays `script` on a thread of its own. A script blocks its thread while the session's
    /// off-thread work settles, and that work runs on Swift's cooperative pool, which is only as
    /// wide as the machine has cores: a test blocking a pool thread could starve the very work it
    /// waits for while other suites run in parallel.
    func play(_ run: Run, _ script: String) async throws {
        let box = UncheckedRun(run: run)
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            Thread {
                do {
                    try box.run.turn.withLock { try box.run.runner.run(Script(parsing: script, file: "scenario")) }
                    continuation.resume()
                } catch {
                    continuation.resume(throwing: error)
                }
            }.start()
        }
    }

    /// The run crosses to the script's thread while the test waits for it: one user at a time.
    struct UncheckedRun: @unchecked Sendable { let run: Run }

    /// A poster-like picture: a dark-to-warm gradient with a pale disc, different for each `seed`.
    static func poster(seed: Int) throws -> [UInt8] {
        let width = 300, height = 450
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let dx = Double(x - 150), dy = Double(y - 170 - seed * 20)
                let inDisc = dx * dx + dy * dy < 90 * 90
                let r = inDisc ? 240 : UInt32(30 + y * 180 / height)
                let g = inDisc ? 230 : UInt32(20 + (x + seed * 40) % 120)
                let b = inDisc ? 200 : UInt32(90 - y * 60 / height)
                pixels[y * width + x] = 0xFF00_0000 | r << 16 | g << 8 | b
            }
        }
        return try JPEGFile.encode(RasterImage(width: width, height: height, argb: pixels))
    }

    /// An image server with twelve posters (one of them broken), and an API server listing them.
    func servers(listReply: ((URL) -> LoopbackHTTPServer.Reply)? = nil) throws -> (images: LoopbackHTTPServer, api: LoopbackHTTPServer) {
        var imageRoutes: [String: LoopbackHTTPServer.Reply] = [:]
        for n in 0..<12 {
            let body = n == 3 ? Array("<html>gone</html>".utf8) : try Self.poster(seed: n % 5)
            imageRoutes["/p\(n).jpg"] = .init(status: 200, body: body, contentType: "image/jpeg")
        }
        let images = try LoopbackHTTPServer(routes: imageRoutes)
        let items = (0..<12).map { n in
            // Ratings like "8" (no decimal) and "7.3", as real replies have them.
            let rating = n % 2 == 0 ? "8" : "7.\(n % 10)"
            return #"{"id":"tt\#(n)","rank":"\#(n + 1)","title":"Film \#(n)","fullTitle":"Film \#(n) (\#(1990 + n))","year":"\#(1990 + n)","image":"\#(images.baseURL.absoluteString)/p\#(n).jpg","crew":"","imDbRating":"\#(rating)","imDbRatingCount":"1000"}"#
        }
        let good = LoopbackHTTPServer.Reply.json(#"{"items":[\#(items.joined(separator: ","))],"errorMessage":""}"#)
        let api = try LoopbackHTTPServer(routes: ["/en/API/Top250Movies/k_test": listReply?(images.baseURL) ?? good,
                                                  "/en/API/MostPopularMovies/k_test": good])
        return (images, api)
    }

    func environment(_ api: LoopbackHTTPServer) -> [String: String] {
        ["GADGET_IMDB_URL": api.baseURL.appendingPathComponent("en/API").absoluteString, "GADGET_IMDB_KEY": "k_test"]
    }

    /// Plays a round, answering the first `right` questions correctly; screenshots the first question,
    /// its feedback and the result alert when `shots` is given.
    func playRound(_ run: Run, right: Int, shots: (directory: String, size: String)? = nil) async throws {
        for index in 0..<10 {
            let question = try #require(run.turn.withLock { run.app.model.round?.question })
            try await play(run, "expect \(index + 1)/10")
            if index == 1, let shots { try await play(run, "screenshot \(shots.directory)/moviequiz-question-\(shots.size).png") }
            let answerRight = index < right
            try await play(run, "press \(question.correctAnswer == answerRight ? "right" : "left")")
            try await play(run, "expect \(answerRight ? "Correct" : "Wrong")")
            if index == 1, let shots { try await play(run, "screenshot \(shots.directory)/moviequiz-feedback-\(shots.size).png") }
            try await play(run, "press right\nexpect \(index + 1)/10\nwait 1100ms")
        }
        try await play(run, "expect Round over\nexpect \(right)/10")
        if let shots { try await play(run, "screenshot \(shots.directory)/moviequiz-result-\(shots.size).png") }
    }

    @Test(arguments: [("240x240", colour), ("128x64", mono)])
    func aFullRoundWithPostersAndScreenshots(size: String, geometry: DisplayGeometry) async throws {
        let (images, api) = try servers()
        defer { images.stop(); api.stop() }
        let shots = try TemporaryDirectory()
        defer { shots.remove() }
        // MOVIEQUIZ_SCREENS=docs/screens keeps the pictures for the README.
        let directory = ProcessInfo.processInfo.environment["MOVIEQUIZ_SCREENS"] ?? shots.path
        let run = try start(geometry: geometry, environment: environment(api))
        defer { run.data.remove() }
        try await play(run, "expect MovieQuiz\nwait 700ms")
        try await playRound(run, right: 6, shots: (directory, size))
        try await play(run, "expect Play again\npress select\nexpect 1/10")
        for shot in ["question", "feedback", "result"] {
            let picture = try PNGFile.read(path: "\(directory)/moviequiz-\(shot)-\(size).png")
            #expect(picture.width == geometry.width && picture.height == geometry.height)
        }
        // Posters came over HTTP once each and went into the cache (the broken one did not).
        let cached = try FileManager.default.contentsOfDirectory(atPath: run.data.appending("posters"))
        #expect(!cached.isEmpty && cached.count <= 11)
    }

    @Test func offlineWithNoKeyPlaysTheBundledMoviesAndStatisticsSurviveARestart() async throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let first = try start(data: data)
        try await play(first, "wait 700ms")
        try await playRound(first, right: 8)
        try await play(first, "expect Quizzes played: 1\nexpect Record: 8/10\nexpect Average accuracy: 80.00%")
        let second = try start(data: data)
        try await play(second, "wait 700ms")
        try await playRound(second, right: 3)
        try await play(second, "expect Quizzes played: 2\nexpect Record: 8/10\nexpect Average accuracy: 55.00%")
    }

    @Test(arguments: [
        ("service error", LoopbackHTTPServer.Reply.json(#"{"items":[],"errorMessage":"Invalid API Key"}"#), "Invalid API Key"),
        ("garbage", .json("<html>oops</html>"), "not JSON"),
        ("server error", .json("{}", status: 500), "HTTP status 500"),
    ])
    func aFailedLoadShowsWhyAndTryAgainAsksAgain(name: String, reply: LoopbackHTTPServer.Reply, shown: String) async throws {
        let (images, api) = try servers { _ in reply }
        defer { images.stop(); api.stop() }
        let run = try start(environment: environment(api), list: "top250")
        defer { run.data.remove() }
        try await play(run, "wait 100ms\nexpect Something went wrong\nexpect \(shown)\nexpect Try again")
        // Input keeps working: the alert's button asks again (and fails the same way here).
        try await play(run, "press select\nwait 100ms\nexpect Something went wrong")
        #expect(api.requestedPaths == ["/en/API/Top250Movies/k_test", "/en/API/Top250Movies/k_test"], "\(name)")
    }

    @Test func russianAndUkrainian() async throws {
        let ru = try start(language: "ru")
        defer { ru.data.remove() }
        try await play(ru, "wait 700ms\nexpect Рейтинг этого фильма\nexpect Да ▶\nexpect ◀ Нет")
        let uk = try start(language: "uk")
        defer { uk.data.remove() }
        try await play(uk, "wait 700ms\nexpect Рейтинг цього фільму\nexpect Так ▶\nexpect ◀ Ні")
    }

    @Test func theProfileNamesTheAnswerButtons() throws {
        let profile = try BoardProfile(document: ProfileDocument(parsing: """
            [moviequiz]
            yes_button = "select"
            no_button = "action"
            list = "popular"
            poster_cache_mb = 4
            api_key = "k_profile"
            """, file: "quiz.toml"))
        #expect(profile.movieQuiz.yesButton == .select && profile.movieQuiz.noButton == .action)
        let quiz = try AppAssembly.resolveMovieQuiz(profile: profile, environment: [:])
        #expect(quiz.lists == [.mostPopular] && quiz.apiKey == "k_profile" && quiz.posterCacheBytes == 4 << 20)
        #expect(throws: ProfileError.self) {
            try BoardProfile(document: ProfileDocument(parsing: "[moviequiz]\nyes_button = \"left\"\nno_button = \"left\"",
                                                       file: "quiz.toml"))
        }
        #expect(throws: ProfileError.self) {
            try BoardProfile(document: ProfileDocument(parsing: "[moviequiz]\nyes_button = \"back\"", file: "quiz.toml"))
        }
    }

    /// Every shipped board can answer: one without left and right answers with a pair it has.
    @Test func theQuizAnswersWithButtonsTheBoardHas() throws {
        let boards = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../boards").standardized.path
        let expected: [String: (Button, Button)] = [
            "pi-mpu6050-oled": (.up, .down), "pimoroni-display-hat-mini": (.up, .down), "adafruit-mini-pitft-1in3": (.select, .down),
            "waveshare-lcd-hat-1in3": (.right, .left), "desktop": (.right, .left), "qemu-guest": (.right, .left),
        ]
        for (board, pair) in expected {
            let quiz = try BoardCatalog.load(path: "\(boards)/\(board).toml").movieQuiz
            #expect(quiz.yesButton == pair.0 && quiz.noButton == pair.1, "\(board): \(quiz.yesButton), \(quiz.noButton)")
        }
        let column = "[gpio]\nchip = \"gpiochip0\"\n[buttons]\nup = 5\ndown = 6\nselect = 13\nback = 19\n[moviequiz]\n"
        let named = try BoardProfile(document: ProfileDocument(parsing: column + "yes_button = \"select\"\nno_button = \"up\"", file: "b.toml"))
        #expect(named.movieQuiz.yesButton == .select && named.movieQuiz.noButton == .up)
        let refused = #expect(throws: ProfileError.self) {
            try BoardProfile(document: ProfileDocument(parsing: column + "yes_button = \"up\"", file: "b.toml"))
        }
        #expect(refused?.line == 8 && refused?.key == "moviequiz.no_button", "\(String(describing: refused))")
        #expect(refused?.message(Localizer(language: .en)).hasSuffix("the movie quiz would answer with \"left\", which [buttons] "
            + "does not wire; set [moviequiz] yes_button and no_button to two of: up, down, select") == true)
    }
}
