import Core
import Foundation
import GadgetBase
import Hardware
import Synchronization
import Testing
import TestSupport
import UI

@testable import Apps

/// Hands out the given results in turn, then the last one for ever.
final class ScriptedMovieLoader: MovieLoading {
    private let results: Mutex<[Result<[Movie], MovieLoadError>]>
    init(_ results: [Result<[Movie], MovieLoadError>]) { self.results = Mutex(results) }
    func loadMovies() async -> Result<[Movie], MovieLoadError> {
        results.withLock { $0.count > 1 ? $0.removeFirst() : $0[0] }
    }
}

/// The real app object on a test host: input, timers, statistics in a real database, posters
/// from a real HTTP server on loopback.
@Suite("Movie quiz app", .serialized)
struct MovieQuizAppTests {
    func makeApp(loader: any MovieLoading, data: TemporaryDirectory, posters: PosterCache? = nil,
                 seed: UInt64 = 9) throws -> MovieQuizApp {
        MovieQuizApp(loader: loader, statistics: QuizStatisticsStore(database: try GadgetDatabase(directory: data.path)),
                     posters: PosterDownloader(cache: posters, budget: .seconds(2)), splashMinimum: .milliseconds(500),
                     randomSource: SeededGenerator(seed: seed), timeZone: TimeZone(identifier: "UTC")!)
    }

    @Test func aRoundOnTheTestClockEndsInTheStatisticsAlert() async throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let host = MovieQuizTestHost()
        let app = try makeApp(loader: BundledMovies(), data: data)
        app.start(host: host)
        #expect(host.texts(of: app).contains("MovieQuiz"))
        await host.settle()
        #expect(app.model.round == nil, "the splash stays for its minimum")
        host.advance(by: .milliseconds(500))
        let round = try #require(app.model.round)
        #expect(host.texts(of: app).contains("1/10"))

        for index in 0..<10 {
            let question = try #require(app.model.round?.question)
            #expect(question == round.questions[index])
            let right = index < 7
            let button: Button = question.correctAnswer == right ? .right : .left
            #expect(app.handle(.button(button, .tap)) == .handled)
            #expect(host.texts(of: app).contains(right ? "✓ Correct" : "✗ Wrong"))
            // Both answer buttons are ignored for the second of feedback.
            #expect(app.handle(.button(.left, .tap)) == .handled)
            #expect(app.handle(.button(.right, .tap)) == .handled)
            host.advance(by: .milliseconds(999))
            #expect(app.model.round?.index == index)
            host.advance(by: .milliseconds(1))
            if index < 9 { #expect(host.texts(of: app).contains("\(index + 2)/10")) }
        }
        await host.settle()
        let texts = host.texts(of: app).joined(separator: "\n")
        #expect(texts.contains("Round over"))
        #expect(texts.contains("Your result: 7/10"))
        #expect(texts.contains("Quizzes played: 1"))
        #expect(texts.contains("Record: 7/10 (1 Jan 2026, 12:00)"))
        #expect(texts.contains("Average accuracy: 70.00%"))
        #expect(texts.contains("Play again"))
        #expect(app.helpHint?.text(in: .en) == "Enter: play again")

        // An answer button in the first second leaves the result on screen to be read.
        #expect(app.handle(.button(.right, .tap)) == .handled)
        #expect(app.model.round == nil && host.texts(of: app).contains("Round over"))
        host.advance(by: MovieQuizApp.resultReadingTime)
        #expect(app.handle(.button(.right, .tap)) == .handled)
        #expect(app.model.round?.index == 0)
        #expect(app.handle(.button(.back, .tap)) == .ignored, "back leaves the app")
    }

    @Test func statisticsAccumulateAcrossRestarts() async throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        for (run, expected) in [(1, "Quizzes played: 1"), (2, "Quizzes played: 2")] {
            let host = MovieQuizTestHost(language: .ru)
            let app = try makeApp(loader: BundledMovies(), data: data, seed: UInt64(run))
            app.start(host: host)
            await host.settle()
            host.advance(by: .seconds(1))
            for _ in 0..<10 {
                let question = try #require(app.model.round?.question)
                _ = app.handle(.button(question.correctAnswer ? .right : .left, .tap))
                host.advance(by: .seconds(1))
            }
            await host.settle()
            let texts = host.texts(of: app).joined(separator: "\n")
            #expect(texts.contains("Сыграно квизов: \(run)"), "\(expected)")
            #expect(texts.contains("Рекорд: 10/10 (01.01.26 12:00)"))
            #expect(texts.contains("Средняя точность: 100,00%"))
        }
    }

    @Test func aLoadFailureShowsTheMessageAndTryAgainLoadsAgain() async throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let loader = ScriptedMovieLoader([.failure(.service(message: "Invalid API Key")), .success(BundledMovies.all)])
        let host = MovieQuizTestHost()
        let app = try makeApp(loader: loader, data: data)
        app.start(host: host)
        await host.settle()
        let texts = host.texts(of: app)
        #expect(texts.contains("Something went wrong"))
        #expect(texts.contains("The movie service says: Invalid API Key"))
        #expect(texts.contains("Try again"))
        #expect(app.handle(.button(.select, .tap)) == .handled)
        await host.settle()
        #expect(app.model.round?.index == 0, "no splash wait on a retry")
    }

    /// With a service configured and no network, the alert also offers the films that ship with
    /// Gadget; ← and → stop at the ends of its row.
    @Test func aFailedServiceOffersTheBuiltInFilms() async throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let offline = ScriptedMovieLoader([.failure(.network(host: "imdb-api.com", reason: .other("no route to host")))])
        let host = MovieQuizTestHost()
        let app = try makeApp(loader: offline, data: data)
        app.start(host: host)
        await host.settle()
        #expect(host.texts(of: app).contains("Built-in films"))
        #expect(app.handle(.button(.right, .tap)) == .handled)
        #expect(app.handle(.button(.right, .tap)) == .handled)
        #expect(app.handle(.button(.select, .tap)) == .handled)
        await host.settle()
        let round = try #require(app.model.round)
        let bundled = Set(BundledMovies.all.map(\.id))
        #expect(round.questions.allSatisfy { bundled.contains($0.movie.id) })
        // A board answering with up and down moves along the row with them too.
        let column = MovieQuizApp(loader: offline, statistics: QuizStatisticsStore(database: try GadgetDatabase(directory: data.path)),
                                  posters: PosterDownloader(cache: nil, budget: .seconds(2)), buttons: AnswerButtons(yes: .up, no: .down)!,
                                  splashMinimum: .milliseconds(500), randomSource: SeededGenerator(seed: 9),
                                  timeZone: TimeZone(identifier: "UTC")!)
        column.start(host: host)
        await host.settle()
        #expect(column.handle(.button(.down, .tap)) == .handled)
        // Down comes back round to "Try again" (a board with only select and down) and on again.
        #expect(column.handle(.button(.down, .tap)) == .handled)
        #expect(column.handle(.button(.down, .tap)) == .handled)
        #expect(column.handle(.button(.select, .tap)) == .handled)
        await host.settle()
        #expect(column.model.round?.questions.allSatisfy { bundled.contains($0.movie.id) } == true)
        // With the built-in films already, there is nothing else to offer.
        let plain = try makeApp(loader: BundledMovies(), data: data)
        plain.start(host: host)
        #expect(!host.texts(of: plain).contains("Built-in films"))
    }

    @Test func postersLoadAheadAndABrokenOneBecomesACard() async throws {
        var pixels = [UInt32](repeating: 0xFF33_6699, count: 300 * 450)
        for i in stride(from: 0, to: pixels.count, by: 7) { pixels[i] = 0xFFFF_FFFF }
        let jpeg = try JPEGFile.encode(RasterImage(width: 300, height: 450, argb: pixels))
        let server = try LoopbackHTTPServer(routes: [
            "/good.jpg": .init(status: 200, body: jpeg, contentType: "image/jpeg"),
            "/broken.jpg": .init(status: 200, body: Array(jpeg.prefix(300)), contentType: "image/jpeg"),
        ])
        defer { server.stop() }
        let movies = [
            Movie(id: "good", title: "Good", year: 2000, rating: 7.1, imageURL: server.baseURL.appendingPathComponent("good.jpg")),
            Movie(id: "broken", title: "Broken", year: 2001, rating: 6.2, imageURL: server.baseURL.appendingPathComponent("broken.jpg")),
        ]
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let cache = PosterCache(directory: data.appending("posters"), limitBytes: 1_000_000)
        let host = MovieQuizTestHost()
        let app = try makeApp(loader: ScriptedMovieLoader([.success(movies)]), data: data, posters: cache)
        app.start(host: host)
        _ = host.texts(of: app)  // the first frame tells the app the poster's size
        await host.settle()
        host.advance(by: .milliseconds(500))
        let round = try #require(app.model.round)
        // The first two posters were asked for before any answer.
        #expect(host.workPending == 2)
        await host.settle()
        #expect(Set(server.requestedPaths) == ["/good.jpg", "/broken.jpg"])
        let first = round.questions[0].movie, second = round.questions[1].movie
        for movie in [first, second] {
            switch app.posters.state(of: movie) {
            case .ready(let image):
                #expect(movie.id == "good")
                let size = QuizLayout(bounds: Rect(x: 0, y: 0, width: 240, height: 240),
                                      theme: Theme(geometry: .init(width: 240, height: 240, format: .rgb565))).pictureSize
                #expect(image.width == size.width && image.height == size.height)
            case .missing(let reason):
                #expect(movie.id == "broken" || first.id == second.id, "\(reason)")
            case .loading:
                Issue.record("still loading after settling")
            }
        }
        // Only the poster that decoded went into the cache.
        #expect(cache.bytes(for: movies[0].imageURL!) == jpeg)
        #expect(cache.bytes(for: movies[1].imageURL!) == nil)
        // The card names the film whose poster is broken.
        if first.id == "broken" { #expect(host.texts(of: app).contains("Broken")) }
    }

    /// A cached poster cut short by a power loss does not decode; it used to give the title card
    /// for ever. It is dropped and downloaded once more.
    @Test func aCachedPosterThatDoesNotDecodeIsDownloadedAgain() async throws {
        let jpeg = try JPEGFile.encode(RasterImage(width: 60, height: 90, argb: [UInt32](repeating: 0xFF33_6699, count: 60 * 90)))
        let server = try LoopbackHTTPServer(routes: [
            "/good.jpg": .init(status: 200, body: jpeg, contentType: "image/jpeg"),
            "/broken.jpg": .init(status: 200, body: Array(jpeg.prefix(300)), contentType: "image/jpeg"),
        ])
        defer { server.stop() }
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let cache = PosterCache(directory: data.appending("posters"), limitBytes: 1_000_000)
        let downloader = PosterDownloader(cache: cache, budget: .seconds(2))
        let good = server.baseURL.appendingPathComponent("good.jpg")
        let broken = server.baseURL.appendingPathComponent("broken.jpg")
        cache.store(Array(jpeg.prefix(300)), for: good)
        cache.store(Array(jpeg.prefix(300)), for: broken)

        let fixed = await PosterShelf.fetch(good, size: (30, 45), downloader: downloader)
        guard case .ready(let image) = fixed else {
            Issue.record("the poster was not downloaded again: \(fixed)")
            return
        }
        #expect(image.width == 30 && image.height == 45)
        #expect(cache.bytes(for: good) == jpeg)
        // Broken on the server too: one more download, then the card, and nothing cached.
        let still = await PosterShelf.fetch(broken, size: (30, 45), downloader: downloader)
        guard case .missing = still else {
            Issue.record("a broken poster decoded: \(still)")
            return
        }
        #expect(cache.bytes(for: broken) == nil)
        #expect(server.requestedPaths == ["/good.jpg", "/broken.jpg"])
    }

    @Test func leavingMidRoundKeepsItAndComingBackGoesOn() async throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let host = MovieQuizTestHost()
        let app = try makeApp(loader: BundledMovies(), data: data)
        app.start(host: host)
        await host.settle()
        host.advance(by: .seconds(1))
        let round = try #require(app.model.round)
        let right = round.question.correctAnswer
        _ = app.handle(.button(right ? .right : .left, .tap))
        app.stop()
        host.advance(by: .seconds(5))
        app.start(host: host)
        // The answer given before leaving counts, and the quiz opens on the next question.
        #expect(app.model.round?.index == 1)
        #expect(app.model.round?.correct == 1)
        #expect(app.model.round?.questions == round.questions)
        #expect(host.texts(of: app).contains("2/10"))
        let stats = try QuizStatisticsStore(database: GadgetDatabase(directory: data.path)).statistics()
        #expect(stats.roundsPlayed == 0, "a round is counted when it ends")
    }

    @Test func leavingAfterTheLastAnswerStillCountsTheRound() async throws {
        let data = try TemporaryDirectory()
        defer { data.remove() }
        let host = MovieQuizTestHost()
        let app = try makeApp(loader: BundledMovies(), data: data)
        app.start(host: host)
        await host.settle()
        host.advance(by: .seconds(1))
        for _ in 0..<9 {
            _ = app.handle(.button(.right, .tap))
            host.advance(by: .seconds(1))
        }
        _ = app.handle(.button(.right, .tap))
        app.stop()
        await host.settle()
        let stats = try QuizStatisticsStore(database: GadgetDatabase(directory: data.path)).statistics()
        #expect(stats.roundsPlayed == 1)
    }
}

/// Movies that would not load say why on every panel, in every language: whole, in fewer words
/// only on 128x64, and as a sentence (the reason is worded for the command line, in lower case).
@Suite struct MovieLoadFailedScreenTests {
    @Test func everyLoadFailureReadsWholeEverywhere() {
        let failures: [MovieLoadError] = [
            .network(host: "imdb-api.com", reason: .cannotConnect), .timedOut(budget: .seconds(5)), .httpStatus(503),
            .notJSON, .unexpectedShape("no items"), .service(message: "Invalid API key"), .noMovies,
            .invalidBaseURL("ftp://x", source: "--imdb-url"), .bodyTooLarge(limit: 2 << 20),
        ]
        var problems: [String] = []
        for geometry in [DisplayGeometry(width: 128, height: 64, format: .mono1),
                         DisplayGeometry(width: 240, height: 240, format: .xrgb8888),
                         DisplayGeometry(width: 320, height: 240, format: .xrgb8888)] {
            for language in Language.allCases {
                for failure in failures {
                    let frame = Renderer(geometry: geometry).render { canvas in
                        LoadFailedView(error: failure, offersBundledMovies: true, focused: 0,
                                       localizer: Localizer(language: language)).draw(on: canvas)
                    }
                    let place = "\(geometry.width)x\(geometry.height) \(language) \(failure)"
                    problems += frame.cutTexts.map { "\(place): cut «\($0)»" }
                    if let reason = frame.texts.dropFirst().first, reason.first?.isLowercase == true {
                        problems.append("\(place): «\(reason)» starts in lower case")
                    }
                    // Only 128x64 falls back to the short wording.
                    let whole = failure.message(Localizer(language: language)).sentenceCased
                    if geometry.width > 128, !frame.texts.contains(whole) {
                        problems.append("\(place): the short wording instead of «\(whole)»")
                    }
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
