import Core
import Foundation
import GadgetBase
import Hardware
import Simulation
import Synchronization
import TestSupport
import Testing
import UI

@testable import Apps

/// The chats app driven through its host: the opening, the list, a chat, avatars, bad data.
@Suite struct ChatsAppTests {
    static let geometry = DisplayGeometry(width: 240, height: 240, format: .xrgb8888)

    /// An app past its opening, with its data delivered.
    func opened(_ app: ChatsApp, language: Language = .en) async -> ChatsTestHost {
        let host = ChatsTestHost(language: language)
        app.start(host: host)
        await host.settle()
        host.advance(by: app.timeline.timings.total)
        return host
    }

    func tap(_ app: ChatsApp, _ button: Button, times: Int = 1) {
        for _ in 0..<times { _ = app.handle(.button(button, .tap)) }
    }

    @Test func buttonsWaitForTheOpeningToEnd() async {
        let app = ChatsFixtures.app((1...5).map { ChatsFixtures.chat($0) })
        let host = ChatsTestHost()
        app.start(host: host)
        await host.settle()
        #expect(app.handle(.button(.down, .tap)) == .handled)
        #expect(app.handle(.button(.back, .tap)) == .ignored)
        host.advance(by: app.timeline.timings.total)
        #expect(app.list?.selected == 0)
        tap(app, .down)
        #expect(app.list?.selected == 1)
    }

    @Test func selectOpensTheChatAndBackReturns() async {
        let chats = (1...20).map { ChatsFixtures.chat($0, name: "Person \($0)", message: "Message \($0)") }
        let app = ChatsFixtures.app(chats)
        let host = await opened(app)
        tap(app, .down, times: 3)
        tap(app, .select)
        #expect(app.detail?.chat.id == 4)
        #expect(app.helpHint == ChatsText.detailHint)
        let frame = Renderer(geometry: Self.geometry).render { app.render($0) }
        #expect(frame.texts.contains("Message 4"))
        tap(app, .back)
        #expect(app.detail == nil && app.list?.selected == 3)
        #expect(app.handle(.button(.back, .tap)) == .ignored)
        tap(app, .down, times: 50)
        #expect(app.list?.selected == 19)
        tap(app, .up, times: 50)
        #expect(app.list?.selected == 0)
        withExtendedLifetime(host) {}
    }

    @Test func theSelectionStaysOnScreenWhileScrolling() async {
        let chats = (1...200).map { ChatsFixtures.chat($0, name: "Person \($0)", message: String(repeating: "word ", count: $0 % 7 * 9)) }
        let app = ChatsFixtures.app(chats)
        let host = await opened(app)
        let renderer = Renderer(geometry: Self.geometry)
        for step in 0..<60 {
            tap(app, step < 40 ? .down : .up)
            let frame = renderer.render { app.render($0) }
            let name = "Person \(app.list!.selected + 1)"
            #expect(frame.texts.contains(name), "step \(step)")
        }
        tap(app, .right)
        let paged = app.list!.selected
        #expect(paged > 20)
        withExtendedLifetime(host) {}
    }

    @Test func aLongMessageIsScrolledInTheDetail() async {
        let long = (1...80).map { "Line \($0) of a very long message." }.joined(separator: "\n")
        let app = ChatsFixtures.app([ChatsFixtures.chat(1, message: long)])
        let host = await opened(app)
        tap(app, .select)
        let renderer = Renderer(geometry: Self.geometry)
        _ = renderer.render { app.render($0) }
        #expect(app.detail?.scroll.canScroll == true)
        tap(app, .down, times: 3)
        #expect((app.detail?.scroll.offset ?? 0) > 0)
        tap(app, .right, times: 200)
        let bottom = app.detail?.scroll.offset ?? 0
        tap(app, .down)
        #expect(app.detail?.scroll.offset == bottom)
        withExtendedLifetime(host) {}
    }

    /// A date weeks old reads in full with its time in the detail on 128x128, wrapped under the
    /// name as the unread count is, rather than cut with "…" where the time begins.
    @Test(arguments: Language.allCases)
    func theDetailsDateWrapsWholeOnTheSquarePanel(language: Language) async {
        let old = Chat(id: 1, fullName: "Liam O'Brien", avatarURL: nil, message: "Running late.", unreadCount: 0,
                       sendingDate: TestClock.defaultWallStart.addingTimeInterval(-30 * 86_400))
        let app = ChatsFixtures.app([old])
        let host = await opened(app, language: language)
        tap(app, .select)
        let frame = Renderer(geometry: DisplayGeometry(width: 128, height: 128, format: .rgb565)).render { app.render($0) }
        #expect(frame.cutTexts.isEmpty, "\(frame.cutTexts)")
        let fullDate = MessageDateFormatter(language: language, timeZone: TimeZone(identifier: "UTC")!)
            .string(for: old.sendingDate, now: TestClock.defaultWallStart, style: .full)
        #expect(frame.texts.contains(fullDate), "\(frame.texts)")
        withExtendedLifetime(host) {}
    }

    @Test func skippedEntriesAreCountedOnScreenAndReported() async {
        let reported = Mutex<[String]>([])
        let app = ChatsFixtures.app([ChatsFixtures.chat(1)],
                                    warnings: [ChatEntryWarning(entry: 2, problem: .missingKeys(["fullname"])),
                                               ChatEntryWarning(entry: 5, problem: .notADictionary)],
                                    report: { line in reported.withLock { $0.append(line) } })
        let host = await opened(app, language: .ru)
        let frame = Renderer(geometry: Self.geometry).render { app.render($0) }
        #expect(frame.texts.contains("2 записи пропущены"))
        #expect(reported.withLock { $0 } == ["fixture: запись 2: нет ключа «fullname»; чат пропущен",
                                             "fixture: запись 5: это не словарь с ключами; чат пропущен"])
        withExtendedLifetime(host) {}
    }

    @Test func anUnreadableSourceShowsItsErrorInTheUsersLanguage() async {
        let error = ChatsLoadError.cannotRead(path: "/nowhere/data.plist", reason: .noSuchFile)
        let app = ChatsApp(source: ChatsFixtures.FixedSource(result: .failure(error)), timeZone: TimeZone(identifier: "UTC")!)
        let host = await opened(app, language: .uk)
        let frame = Renderer(geometry: Self.geometry).render { app.render($0) }
        #expect(frame.texts.contains("Не вдається показати чати"))
        #expect(frame.texts.contains { $0.contains("/nowhere/data.plist") && $0.contains("файл не знайдено") })
        // A sentence starts with a capital, a file's name keeps its own spelling.
        #expect(frame.texts.contains { $0.hasPrefix("Не вдається прочитати файл чатів") })
        #expect(app.handle(.button(.back, .tap)) == .ignored)
        withExtendedLifetime(host) {}
        let notAList = ChatsApp(source: ChatsFixtures.FixedSource(result: .failure(.notAChatList(origin: "chats.json", problem: .empty))),
                                timeZone: TimeZone(identifier: "UTC")!)
        let notAListHost = await opened(notAList)
        #expect(Renderer(geometry: Self.geometry).render { notAList.render($0) }.texts.contains { $0.hasPrefix("chats.json is") })
        _ = notAListHost
        // The title is read whole on every panel, in fewer words where it must.
        for language in Language.allCases {
            let app = ChatsApp(source: ChatsFixtures.FixedSource(result: .failure(error)), timeZone: TimeZone(identifier: "UTC")!)
            let host = await opened(app, language: language)
            for geometry in [DisplayGeometry(width: 128, height: 64, format: .mono1), Self.geometry,
                             DisplayGeometry(width: 320, height: 240, format: .xrgb8888)] {
                let cut = Renderer(geometry: geometry).render { app.render($0) }.cutTexts
                #expect(cut.isEmpty, "\(language) \(geometry.width)x\(geometry.height): \(cut)")
            }
            withExtendedLifetime(host) {}
        }
    }

    @Test func aLongErrorScrollsOnASmallPanel() async {
        let error = ChatsLoadError.cannotRead(path: "/home/maker/some/longer/folder/chats-data.plist", reason: .noSuchFile)
        let app = ChatsApp(source: ChatsFixtures.FixedSource(result: .failure(error)), timeZone: TimeZone(identifier: "UTC")!)
        let host = await opened(app)
        let small = Renderer(geometry: DisplayGeometry(width: 128, height: 64, format: .mono1))
        let top = small.render { app.render($0) }
        #expect(app.errorScroll.canScroll && app.errorScroll.offset == 0)
        tap(app, .down, times: 20)
        let end = small.render { app.render($0) }
        #expect(app.errorScroll.offset > 0 && app.errorScroll.offset == app.errorScroll.maximum)
        #expect(top.pixels != end.pixels, "scrolling moves the text")
        tap(app, .up, times: 20)
        #expect(app.errorScroll.offset == 0)
        #expect(app.handle(.button(.back, .tap)) == .ignored, "back still leaves the app")
        _ = Renderer(geometry: Self.geometry).render { app.render($0) }
        #expect(!app.errorScroll.canScroll, "at 240x240 the whole error fits")
        withExtendedLifetime(host) {}
    }

    @Test func noChatsSaysSo() async {
        let app = ChatsFixtures.app([])
        let host = await opened(app)
        #expect(Renderer(geometry: Self.geometry).render { app.render($0) }.texts.contains("No chats yet"))
        withExtendedLifetime(host) {}
    }

    // MARK: - Avatars

    /// The pixel in the middle of the first row's avatar.
    func avatarCentre(_ app: ChatsApp, _ renderer: Renderer) -> RGB {
        let metrics = ChatRowMetrics(theme: renderer.theme)
        let frame = renderer.render { app.render($0) }
        return frame.pixels.color(x: Int(metrics.padding + metrics.avatarDiameter / 2),
                                  y: Int(renderer.theme.headerHeight + metrics.verticalPadding + metrics.avatarDiameter / 2))
    }

    static let grey = RGB(r: 0xC8, g: 0xC8, b: 0xC8)

    @Test func avatarsAreGreyUntilLoadedThenDrawn() async throws {
        let server = try LoopbackHTTPServer(routes: ["/a.png": .init(status: 200, body: try ChatsFixtures.avatarPNG(),
                                                                     contentType: "image/png")])
        defer { server.stop() }
        let app = ChatsFixtures.app([ChatsFixtures.chat(1, avatar: server.baseURL.appendingPathComponent("a.png"))])
        let host = await opened(app)
        let renderer = Renderer(geometry: Self.geometry)
        #expect(avatarCentre(app, renderer) == Self.grey)
        #expect(host.pendingWork == 1)
        await host.settle()
        #expect(host.needsDisplay)
        let loaded = avatarCentre(app, renderer)
        #expect(loaded.distance(to: RGB(r: 0xFF, g: 0x8A, b: 0)) < 40, "\(loaded)")
        #expect(server.requestedPaths == ["/a.png"])
        _ = avatarCentre(app, renderer)
        #expect(host.pendingWork == 0)
    }

    @Test(arguments: [
        ("not an image", LoopbackHTTPServer.Reply(status: 200, body: Array("<html>nope</html>".utf8), contentType: "text/html")),
        ("truncated PNG", LoopbackHTTPServer.Reply(status: 200, body: Array((try! ChatsFixtures.avatarPNG()).prefix(60)))),
        ("claims to be huge", LoopbackHTTPServer.Reply(status: 200, body: ChatsAppTests.hugePNGHeader)),
        ("404", LoopbackHTTPServer.Reply.json("{}", status: 404)),
    ])
    func badAvatarsStayGrey(name: String, reply: LoopbackHTTPServer.Reply) async throws {
        let server = try LoopbackHTTPServer(routes: ["/a.png": reply])
        defer { server.stop() }
        let app = ChatsFixtures.app([ChatsFixtures.chat(1, avatar: server.baseURL.appendingPathComponent("a.png"))])
        let host = await opened(app)
        let renderer = Renderer(geometry: Self.geometry)
        _ = avatarCentre(app, renderer)
        await host.settle()
        #expect(avatarCentre(app, renderer) == Self.grey, "\(name)")
        #expect(app.avatars.failures.count == 1)
        _ = avatarCentre(app, renderer)
        #expect(host.pendingWork == 0, "a failed avatar is not asked for again")
    }

    /// A PNG signature and header claiming 100000 x 100000 pixels, and nothing else.
    static let hugePNGHeader: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        + Array("IHDR".utf8) + [0x00, 0x01, 0x86, 0xA0, 0x00, 0x01, 0x86, 0xA0, 8, 6, 0, 0, 0, 0, 0, 0, 0]

    @Test func theAvatarCacheIsBounded() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let png = try ChatsFixtures.avatarPNG(size: 200)
        let urls = (0..<300).map { URL(fileURLWithPath: directory.path + "/\($0).png") }
        for url in urls { _ = FileManager.default.createFile(atPath: url.path, contents: Data(png)) }
        let store = AvatarStore(fetcher: AvatarFetcher(), cacheBytes: 100_000, pixelSize: 48)
        let host = ChatsTestHost()
        store.attach(to: host)
        for url in urls {
            _ = store.image(for: url)
            await host.settle()
        }
        #expect(store.cache.totalCost <= 100_000)
        #expect(store.cache.count == 100_000 / (48 * 48 * 4))
        #expect(store.image(for: urls.last!)?.width == 48)
        #expect(store.failures.isEmpty)
    }
}
