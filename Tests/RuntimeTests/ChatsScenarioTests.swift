@testable import BoardProfiles
import Core
import Foundation
import GadgetBase
import Hardware
import Simulation
import TestSupport
import UI
import Testing

@testable import GadgetRuntime

/// The chats app inside the whole program, driven by scripts on the test clock.
@Suite("Chats scenarios", .serialized)
struct ChatsScenarioTests {
    struct Run {
        let runner: ScriptRunner
        let session: Session
        let display: MemoryDisplay
    }

    func start(board: BoardProfile = .desktop, language: String, chatsData: String? = nil,
               environment: [String: String] = ["TZ": "UTC"]) throws -> Run {
        let data = try TemporaryDirectory()
        let setup = try RunSetup(profile: board, dataDirectory: data.path, endpoint: nil, language: language,
                                 chatsData: chatsData, environment: environment)
        let clock = TestClock()
        let display = MemoryDisplay(geometry: board.display)
        let session = try setup.makeSession(clock: clock, display: display, accelerometer: nil, openApp: nil,
                                            wake: nil, logger: .init(label: "test"))
        return Run(runner: ScriptRunner(session: session, clock: clock, board: nil), session: session, display: display)
    }

    /// Scripts block while off-thread work settles; doing that on a thread of its own keeps the
    /// shared pool free for that work, even when other scenario suites run at the same time.
    func onOwnThread(_ body: @escaping @Sendable () throws -> Void) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            let thread = Thread { continuation.resume(with: Result { try body() }) }
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    func play(_ run: Run, _ script: String) throws {
        try run.runner.run(Script(parsing: script, file: "scenario"))
    }

    /// From the launcher through the opening, the list, a chat and back, all in Russian.
    @Test(arguments: ["desktop", "desktop-mono", "desktop-wide"])
    func theWholeAppInRussian(boardName: String) async throws {
        try await onOwnThread { try self.theWholeAppInRussianScenario(boardName: boardName) }
    }

    func theWholeAppInRussianScenario(boardName: String) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let board = try BoardCatalog.load(path: root.appendingPathComponent("boards/\(boardName).toml").path)
        let run = try start(board: board, language: "ru")
        try play(run, """
            expect Магический шар
            press down
            expect Чаты
            press select
            wait 700ms
            expect Загрузка чатов…
            wait 2500ms
            expect-not Загрузка чатов…
            expect Анна Коваленко
            expect 11:42
            expect Встречаемся у фонтана
            press down
            press down
            press down
            press down
            expect Дмитрий Смирнов
            expect Вт
            press select
            expect Вторник, 18:05
            expect 14 непрочитанных сообщений
            expect Посмотрел твой код
            press back
            expect Дмитрий Смирнов
            expect-not Вторник, 18:05
            press back
            expect Магический шар
            """)
        #expect(run.session.helpHint == "Enter: открыть")
    }

    @Test
    func theWholeAppInUkrainianOnTheMonoPanel() async throws {
        try await onOwnThread { try self.theWholeAppInUkrainianOnTheMonoPanelScenario() }
    }

    func theWholeAppInUkrainianOnTheMonoPanelScenario() throws {
        var mono = BoardProfile.desktop
        mono.display = DisplayGeometry(width: 128, height: 64, format: .mono1)
        let run = try start(board: mono, language: "uk")
        try play(run, """
            press down
            press select
            wait 700ms
            expect Завантаження чатів…
            wait 3s
            expect Анна Коваленко
            press down
            press down
            press down
            expect Jean-Baptiste
            expect Вчора
            press select
            expect Вчора, 22:10
            """)
        let pixels = try #require(run.display.lastFrame?.pixels)
        #expect(pixels.format == .mono1)
        var lit = 0
        for y in 0..<64 { for x in 0..<128 where pixels.color(x: x, y: y) == .white { lit += 1 } }
        #expect(lit > 300 && lit < 128 * 64 - 300)
    }

    @Test
    func aBadDataFileIsAnErrorOnScreenNamingIt() async throws {
        try await onOwnThread { try self.aBadDataFileIsAnErrorOnScreenNamingItScenario() }
    }

    func aBadDataFileIsAnErrorOnScreenNamingItScenario() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path + "/chats.plist"
        _ = FileManager.default.createFile(atPath: path, contents: Data("<plist><dict/></plist>".utf8))
        let run = try start(language: "en", chatsData: path)
        try play(run, "press down\npress select\nwait 3s\nexpect Cannot show chats\nexpect \(path)\nexpect top level is not an array")
        let missing = try start(language: "ru", chatsData: directory.path + "/missing.plist")
        try play(missing, "press down\npress select\nwait 3s\nexpect Не удаётся показать чаты\nexpect файл не найден")
    }

    @Test
    func aDataFileWithBadEntriesShowsTheGoodOnes() async throws {
        try await onOwnThread { try self.aDataFileWithBadEntriesShowsTheGoodOnesScenario() }
    }

    func aDataFileWithBadEntriesShowsTheGoodOnesScenario() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path + "/chats.json"
        _ = FileManager.default.createFile(atPath: path, contents: Data(#"""
            [{"identifier": 1, "fullname": "Good Row", "avatarURL": "", "message": "fine",
              "unreadMessagesCount": 0, "sendingDate": "2026-01-01T08:00:00Z"},
             {"identifier": 2, "fullname": "Bad Row", "avatarURL": "", "message": "no count",
              "sendingDate": "2026-01-01T08:00:00Z"}]
            """#.utf8))
        let run = try start(language: "en", chatsData: path)
        try play(run, "press down\npress select\nwait 3s\nexpect Good Row\nexpect-not Bad Row\nexpect 1 entry skipped")
    }

    /// The same screens over the web service, switched in the board profile only.
    @Test
    func theWebServiceIsAConfigurationSwitch() async throws {
        try await onOwnThread { try self.theWebServiceIsAConfigurationSwitchScenario() }
    }

    func theWebServiceIsAConfigurationSwitchScenario() throws {
        let avatar = try avatarPNG()
        let json = #"""
            [{"identifier": 1, "fullname": "Served Person", "avatarURL": "avatars/1.png", "message": "From the service",
              "unreadMessagesCount": 2, "sendingDate": "2026-01-01T10:00:00Z"}]
            """#
        let server = try LoopbackHTTPServer(routes: ["/api/chats.json": .json(json),
                                                     "/api/avatars/1.png": .init(status: 200, body: avatar)])
        defer { server.stop() }
        let document = try ProfileDocument(parsing: """
            [display]
            width = 240
            height = 240
            format = "xrgb8888"
            [chats]
            source = "http"
            url = "\(server.baseURL.absoluteString)/api/chats.json"
            budget_s = 5
            """, file: "web.toml")
        let run = try start(board: try BoardProfile(document: document), language: "en")
        try play(run, "press down\npress select\nwait 3s\nexpect Served Person\nexpect From the service\nwait 100ms")
        #expect(server.requestedPaths == ["/api/chats.json", "/api/avatars/1.png"])
        // The avatar is drawn (not the #C8C8C8 placeholder) once it has arrived.
        let pixels = try #require(run.display.lastFrame?.pixels)
        let theme = Theme(geometry: pixels.geometry)
        let metrics = (padding: theme.spacing, diameter: ((theme.lineHeight(.body) + theme.lineHeight(.caption)) * 0.9).rounded())
        let centre = pixels.color(x: Int(metrics.padding + metrics.diameter / 2),
                                  y: Int(theme.headerHeight + (theme.spacing * 0.75).rounded() + metrics.diameter / 2))
        #expect(centre != RGB(r: 0xC8, g: 0xC8, b: 0xC8))
    }

    @Test
    func theChatsTableIsValidated() async throws {
        try await onOwnThread { try self.theChatsTableIsValidatedScenario() }
    }

    func theChatsTableIsValidatedScenario() throws {
        func error(_ text: String) -> ProfileError? {
            do { _ = try BoardProfile(document: ProfileDocument(parsing: text, file: "p.toml")); return nil }
            catch { return error }
        }
        #expect(error("[chats]\nsource = \"http\"\n")?.description == "p.toml:1: chats.url: source = \"http\" needs url = \"https://HOST/chats.json\"")
        #expect(error("[chats]\nsource = \"file\"\n")?.key == "chats.file")
        #expect(error("[chats]\nsource = \"ftp\"\n")?.line == 2)
        #expect(error("[chats]\nbudget_s = 0\n")?.message.contains("out of range") == true)
        let profile = try BoardProfile(document: ProfileDocument(parsing: "[chats]\nfile = \"my.plist\"\n", file: "/etc/gadget/pi.toml"))
        #expect(profile.chats.source == .file && profile.chats.file == "/etc/gadget/pi.toml".replacingOccurrences(of: "pi.toml", with: "my.plist"))
        // Refused with the profile's line (boards validate finds it), before the app would be.
        #expect(error("[chats]\nsource = \"http\"\nurl = \"not a url\"\n")?.line == 3)
    }

    private func avatarPNG() throws -> [UInt8] {
        let renderer = Renderer(geometry: DisplayGeometry(width: 32, height: 32, format: .xrgb8888))
        return try PNGFile.encode(renderer.render { $0.clear(Color(hex: 0x20A040)) }.pixels)
    }
}
