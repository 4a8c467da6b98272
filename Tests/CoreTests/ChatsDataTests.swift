import Foundation
import TestSupport
import Testing

@testable import Core
import GadgetBase
import Hardware

/// Reading chats: the shipped sample, every kind of bad entry, unreadable files, and the
/// JSON-over-HTTP source against a real server on loopback.
@Suite struct ChatsDataTests {
    static func plist(_ entries: String) -> Data {
        Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><array>\(entries)</array></plist>
            """.utf8)
    }

    /// A complete entry, with one key's XML replaced (or removed, with "").
    static func entry(_ overrides: [String: String] = [:]) -> String {
        let keys: [(String, String)] = [
            ("identifier", "<integer>7</integer>"), ("fullname", "<string>Анна</string>"),
            ("avatarURL", "<string>https://example.org/a.png</string>"), ("message", "<string>Привет</string>"),
            ("unreadMessagesCount", "<integer>3</integer>"), ("sendingDate", "<date>2025-12-31T10:00:00Z</date>"),
        ]
        let body = keys.compactMap { key, value -> String? in
            let xml = overrides[key] ?? value
            return xml.isEmpty ? nil : "<key>\(key)</key>\(xml)"
        }
        return "<dict>" + body.joined() + "</dict>"
    }

    static func decode(_ data: Data, base: URL? = nil) throws -> ChatList {
        try ChatRecords.decode(data, origin: "test.plist", base: base).get()
    }

    @Test func theSampleHasFifteenGoodChats() async throws {
        let list = try await ChatsSample.source(avatarFolder: URL(fileURLWithPath: "/data/chats/")).loadChats().get()
        #expect(list.chats.count == 15)
        #expect(list.warnings.isEmpty)
        #expect(list.chats.contains { $0.unreadCount == 0 } && list.chats.contains { $0.unreadCount > 99 })
        #expect(list.chats.contains { $0.avatarURL == nil })
        #expect(list.chats.first?.avatarURL?.path == "/data/chats/avatars/anna.png")
        #expect(list.chats.contains { $0.fullName.unicodeScalars.contains { (0x400...0x4FF).contains($0.value) } })
    }

    @Test func theShippedSampleFileIsTheBuiltInOne() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let file = try String(contentsOf: root.appendingPathComponent("data/chats/sample.plist"), encoding: .utf8)
        #expect(file == ChatsSample.propertyList + "\n" || file == ChatsSample.propertyList)
        let list = try ChatsFileSource(path: root.appendingPathComponent("data/chats/sample.plist").path).load().get()
        for chat in list.chats {
            guard let url = chat.avatarURL else { continue }
            #expect(FileManager.default.fileExists(atPath: url.path), "\(url.path)")
        }
    }

    @Test(arguments: ["identifier", "fullname", "avatarURL", "message", "unreadMessagesCount", "sendingDate"])
    func aMissingKeySkipsTheEntryAndSaysWhich(key: String) throws {
        let list = try Self.decode(Self.plist(Self.entry() + Self.entry([key: ""]) + Self.entry()))
        #expect(list.chats.count == 2)
        #expect(list.warnings == [ChatEntryWarning(entry: 2, problem: .missingKeys([key]))])
        #expect(list.warnings[0].description == "entry 2: the key \"\(key)\" is missing; the chat is skipped")
    }

    @Test func everyMissingKeyOfAnEntryIsNamed() throws {
        let json = Data(#"[{"identifier": 1, "fullName": "Ann", "avatarURL": "", "text": "Hi", "sendingDate": "2025-12-31T10:00:00Z"}]"#.utf8)
        let list = try ChatRecords.decode(json, origin: "test.json", base: nil).get()
        #expect(list.warnings == [ChatEntryWarning(entry: 1, problem: .missingKeys(["fullname", "message", "unreadMessagesCount"]))])
        #expect(list.warnings[0].description
            == "entry 1: the keys \"fullname\", \"message\", \"unreadMessagesCount\" are missing; the chat is skipped")
        #expect(list.warnings[0].message(Localizer(language: .uk)).contains("немає ключів «fullname», «message»"))
    }

    @Test(arguments: [
        ("identifier", "<string>seven</string>", ChatValueKind.integer),
        ("identifier", "<real>7.5</real>", .integer),
        ("fullname", "<integer>12</integer>", .text),
        ("message", "<array/>", .text),
        ("unreadMessagesCount", "<string>3</string>", .integer),
        ("unreadMessagesCount", "<true/>", .integer),
        ("sendingDate", "<string>yesterday</string>", .date),
        ("avatarURL", "<dict/>", .text),
    ])
    func aMistypedKeySkipsTheEntryAndSaysWhich(key: String, xml: String, kind: ChatValueKind) throws {
        let list = try Self.decode(Self.plist(Self.entry([key: xml]) + Self.entry()))
        #expect(list.chats.count == 1)
        #expect(list.warnings == [ChatEntryWarning(entry: 1, problem: .wrongType(key: key, expected: kind))])
    }

    /// Found by Fuzz/FuzzChats: a binary property list (the sample, mutated) whose UTF-16 string
    /// says it holds 218 characters where the file has room for 150. Foundation's reader trusted
    /// the length, read past the end and trapped. It is now refused as not a property list.
    @Test func aBinaryPropertyListWhoseStringRunsPastTheEndIsRefused() throws {
        let lines = [
            "YnBsaXN0MDCjAQ4U1gIDBAUGBwgJCgsMDVlhdmF0YXJVUkxYZnVsbG5hbWVaaWRlbnRpZmllcldtZXNzYWdlW3NlbmRpbmdEYXRl",
            "XxATdW5yZWFkTWVzc2FnZXNDb3VudF8QEGF2YXRhcnMvYW5uYS5wbmduBBAEPQQ9BDAAIAQaBD4EMgQwBDsENQQ9BDoEPhABbxDa",
            "++37vvu9+0AENQRHBDAENQQ8BEEETwAgBEMAIAREBD4EPQRCBDAEPQQwACAEMgAgBEEENQQ8BEwAPwAgBC8AIAQyBD4ENwRMBDwE",
            "QwAgBDEEOAQ7BDUEQgRL3C4zQceDSoQAAAAQAtYCAwQFBgcPEA0REhNfEA9hdmF0YXJzL21pYS5wbmdYTWlhIFdvbmdfEBRTZW50",
            "IHlvdSB0aGUgc2xpZGVzLjNBx4M5SgAAABAA1gIDBAUGBxUWFxgZClBvEBIEHgQ7BDUEOgRBBDAEPQQ0BEAAIAQoBDUEMgRHBDUE",
            "PQQ6BD4QA28QGQQEFAQ8BEwAPwAgBC8AIAQyBD4ENwRMBDwEQwAgBDEEOAQ7BDUEQgRLAC4zQceDMAAuM0HHgvvEAAAAAAgADAAZ",
            "ACMALAA3AD8ASwBhAHQAkQCTAPIA+wD9AQoBHAElATwBRQFHAVQBVQF8AX4BswAAAAAAAAIBAAAAAAAAABoAAAAAAAAAAAAAAAAA",
            "AAG8",
        ]
        let data = try #require(Data(base64Encoded: lines.joined()))
        #expect(!BinaryPropertyListCheck.isSound(data))
        guard case .failure(.notAChatList(_, let problem)) = ChatRecords.decode(data, origin: "fuzz", base: nil) else {
            Issue.record("the damaged property list was read")
            return
        }
        #expect(problem == .notAPropertyList)
    }

    /// Found by Fuzz/FuzzChats: the sample with eight 0xFF bytes inside an <integer>. Foundation's
    /// XML property list reader hit an assertion on the invalid UTF-8 and trapped; the list is
    /// now refused as not a property list.
    @Test func anXMLPropertyListWithInvalidUTF8IsRefused() throws {
        var bytes = Array(ChatsSample.propertyList.utf8)
        let integer = try #require(bytes.firstRange(of: Array("<integer>2</integer>".utf8)))
        bytes.replaceSubrange(integer, with: Array("<integer>".utf8) + [UInt8](repeating: 0xFF, count: 8) + Array("4</integer>".utf8))
        guard case .failure(.notAChatList(_, let problem)) = ChatRecords.decode(Data(bytes), origin: "fuzz", base: nil) else {
            Issue.record("the damaged property list was read")
            return
        }
        #expect(problem == .notAPropertyList)
        #expect(try ChatRecords.decode(Data(ChatsSample.propertyList.utf8), origin: "sample", base: nil).get().chats.count == 15)
    }

    /// The check passes what Foundation writes, so binary chats files still load.
    @Test func soundBinaryPropertyListsStillLoad() throws {
        struct Entry: Encodable {
            let identifier: Int, fullname: String, avatarURL: String, message: String
            let unreadMessagesCount: Int, sendingDate: Date
        }
        let entries = (1...20).map {
            Entry(identifier: $0, fullname: "Анна \($0)", avatarURL: "", message: String(repeating: "long message ", count: $0),
                  unreadMessagesCount: $0 * 1000, sendingDate: Date(timeIntervalSince1970: Double($0) * 1e6))
        }
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .binary
        let data = try encoder.encode(entries)
        #expect(BinaryPropertyListCheck.isBinary(data) && BinaryPropertyListCheck.isSound(data))
        let list = try ChatRecords.decode(data, origin: "test", base: nil).get()
        #expect(list.chats.map(\.id) == Array(1...20) && list.warnings.isEmpty)
        #expect(list.chats.last?.fullName == "Анна 20")
    }

    @Test func entriesThatAreNotDictionariesAreSkipped() throws {
        let list = try Self.decode(Self.plist("<string>hello</string>" + Self.entry() + "<integer>4</integer>"))
        #expect(list.chats.count == 1)
        #expect(list.warnings.map(\.entry) == [1, 3])
        #expect(list.warnings.allSatisfy { $0.problem == .notADictionary })
    }

    @Test func warningsSpeakTheUsersLanguage() throws {
        let list = try Self.decode(Self.plist(Self.entry() + Self.entry() + Self.entry(["fullname": ""])))
        let warning = try #require(list.warnings.first)
        #expect(warning.message(Localizer(language: .ru)) == "запись 3: нет ключа «fullname»; чат пропущен")
        #expect(warning.message(Localizer(language: .uk)) == "запис 3: немає ключа «fullname»; чат пропущено")
    }

    @Test(arguments: [
        ("", nil, false),
        ("   ", nil, false),
        ("http://example.org/a.png", "http://example.org/a.png", false),
        ("https://example.org/a.png", "https://example.org/a.png", false),
        ("not a URL", nil, true),
        ("ftp://example.org/a.png", nil, true),
        ("http://", nil, true),
        ("javascript:alert(1)", nil, true),
        ("avatars/a.png", nil, true),
    ] as [(String, String?, Bool)])
    func oddAvatarURLsKeepTheChat(text: String, expected: String?, warns: Bool) throws {
        let list = try Self.decode(Self.plist(Self.entry(["avatarURL": "<string>\(text)</string>"])))
        #expect(list.chats.count == 1)
        #expect(list.chats.first?.avatarURL?.absoluteString == expected)
        #expect(list.warnings.count == (warns ? 1 : 0))
        #expect(list.skippedCount == 0)
    }

    @Test func relativeAvatarPathsResolveAgainstTheBase() throws {
        let file = try Self.decode(Self.plist(Self.entry(["avatarURL": "<string>pics/a.png</string>"])),
                                   base: URL(fileURLWithPath: "/srv/chats/", isDirectory: true))
        #expect(file.chats.first?.avatarURL?.path == "/srv/chats/pics/a.png")
        let web = try Self.decode(Self.plist(Self.entry(["avatarURL": "<string>pics/a.png</string>"])),
                                  base: URL(string: "http://host:8080/api/chats.json"))
        #expect(web.chats.first?.avatarURL?.absoluteString == "http://host:8080/api/pics/a.png")
    }

    @Test func aNegativeUnreadCountShowsAsZero() throws {
        let list = try Self.decode(Self.plist(Self.entry(["unreadMessagesCount": "<integer>-4</integer>"])))
        #expect(list.chats.first?.unreadCount == 0)
        #expect(list.warnings == [ChatEntryWarning(entry: 1, problem: .negativeUnreadCount(-4))])
    }

    /// JSONDecoder on Linux fails the whole document for a fraction or an overflow where an Int
    /// is read; the number is read so that only its entry is skipped.
    @Test func aNumberThatIsNotACountSkipsOnlyItsEntry() throws {
        func json(_ count: String, id: String = "1") -> String {
            #"{"identifier":\#(id),"fullname":"A","avatarURL":"","message":"m","unreadMessagesCount":\#(count),"sendingDate":0}"#
        }
        let text = "[" + [json("99999999999999999999999"), json("2.5"), json("4"), json("0", id: "9007199254740993")]
            .joined(separator: ",") + "]"
        let list = try Self.decode(Data(text.utf8))
        #expect(list.chats.map(\.id) == [1, 9_007_199_254_740_993])
        #expect(list.chats.first?.unreadCount == 4)
        #expect(list.warnings == [ChatEntryWarning(entry: 1, problem: .wrongType(key: "unreadMessagesCount", expected: .integer)),
                                  ChatEntryWarning(entry: 2, problem: .wrongType(key: "unreadMessagesCount", expected: .integer))])
        let plist = try Self.decode(Self.plist(Self.entry(["identifier": "<real>7.5</real>"]) + Self.entry()))
        #expect(plist.chats.count == 1 && plist.skippedCount == 1)
    }

    @Test func hugeAndHostileTextIsTamed() throws {
        let huge = String(repeating: "слово ", count: 50_000)
        let hostile = "Hi\u{1B}[2J there\u{7}\n\n\n\nsecond\u{202E} paragraph"
        let list = try Self.decode(Self.plist(Self.entry(["message": "<string>\(huge)</string>"])
                                              + Self.entry(["message": "<string>\(hostile)</string>",
                                                            "fullname": "<string>\(String(repeating: "Я", count: 500))</string>"])))
        #expect(list.chats[0].message.count == ChatRecords.maximumMessageLength)
        #expect(list.chats[0].message.hasSuffix("…"))
        #expect(list.chats[1].message == "Hi there\n\nsecond paragraph")
        #expect(list.chats[1].fullName.count == ChatRecords.maximumNameLength)
    }

    @Test func unreadableFilesAreErrorsThatNameThem() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let missing = directory.path + "/nope.plist"
        guard case .failure(let error) = ChatsFileSource(path: missing).load() else { Issue.record(); return }
        #expect(error == .cannotRead(path: missing, reason: .noSuchFile))
        #expect(error.description.contains(missing) && error.description.contains("--chats-data"))
        #expect(ChatsFileSource(path: directory.path).load().failureValue == .cannotRead(path: directory.path, reason: .isDirectory))

        let garbage = directory.path + "/garbage.plist"
        _ = FileManager.default.createFile(atPath: garbage, contents: Data([0x3C, 0x70, 0x6C, 0xFF, 0x00, 0x12]))
        #expect(ChatsFileSource(path: garbage).load().failureValue == .notAChatList(origin: garbage, problem: .notAPropertyList))
        let dictionary = directory.path + "/dict.plist"
        _ = FileManager.default.createFile(atPath: dictionary, contents: Data("<plist><dict><key>a</key><integer>1</integer></dict></plist>".utf8))
        #expect(ChatsFileSource(path: dictionary).load().failureValue == .notAChatList(origin: dictionary, problem: .topLevelNotAnArray))
        let badJSON = directory.path + "/bad.json"
        _ = FileManager.default.createFile(atPath: badJSON, contents: Data("[{\"identifier\": 1,".utf8))
        // Cut short: the place to look is where it ends.
        #expect(ChatsFileSource(path: badJSON).load().failureValue == .notAChatList(origin: badJSON, problem: .notJSONAt(line: 1, column: 19)))
        // Where the JSON breaks, an empty file, UTF-16 text, and a .json file that does not start like JSON.
        let comma = directory.path + "/comma.json"
        _ = FileManager.default.createFile(atPath: comma, contents: Data("[\n  {\"identifier\": 1},\n  {\"fullname\": \"Ё\",,}\n]".utf8))
        #expect(ChatsFileSource(path: comma).load().failureValue == .notAChatList(origin: comma, problem: .notJSONAt(line: 3, column: 20)))
        #expect(ChatsLoadError.ListProblem.notJSONAt(line: 3, column: 19).message(Localizer(language: .en))
                == "it is not valid JSON from line 3, column 19")
        let empty = directory.path + "/empty.json"
        _ = FileManager.default.createFile(atPath: empty, contents: Data("\n  \n".utf8))
        #expect(ChatsFileSource(path: empty).load().failureValue == .notAChatList(origin: empty, problem: .empty))
        let wide = directory.path + "/wide.json"
        _ = FileManager.default.createFile(atPath: wide, contents: Data([0xFF, 0xFE]) + "[]".data(using: .utf16LittleEndian)!)
        #expect(ChatsFileSource(path: wide).load().failureValue == .notAChatList(origin: wide, problem: .utf16))
        let prose = directory.path + "/prose.json"
        _ = FileManager.default.createFile(atPath: prose, contents: Data("chats: none".utf8))
        #expect(ChatsFileSource(path: prose).load().failureValue?.description.contains("not valid JSON") == true)
        #expect(ChatsLoadError.cannotRead(path: missing, reason: .noSuchFile).message(Localizer(language: .ru))
            .hasPrefix("не удаётся прочитать файл чатов \(missing): файл не найден"))
    }

    static let json = #"""
        [{"identifier": 1, "fullname": "Mia", "avatarURL": "avatars/mia.png", "message": "Hi",
          "unreadMessagesCount": 0, "sendingDate": "2025-12-31T10:00:00Z"},
         {"identifier": 2, "fullname": "Bo", "avatarURL": "", "message": "Ok",
          "unreadMessagesCount": 1, "sendingDate": 1767225600},
         {"identifier": "3", "fullname": "Skipped", "avatarURL": "", "message": "",
          "unreadMessagesCount": 1, "sendingDate": 1767225600}]
        """#

    @Test func theWebServiceSourceReadsJSON() async throws {
        let server = try LoopbackHTTPServer(routes: ["/api/chats.json": .json(Self.json)])
        defer { server.stop() }
        let source = try HTTPChatsSource.validated(server.baseURL.absoluteString + "/api/chats.json", budget: .seconds(5))
        let list = try await source.loadChats().get()
        #expect(list.chats.map(\.fullName) == ["Mia", "Bo"])
        #expect(list.chats[0].avatarURL?.absoluteString == server.baseURL.absoluteString + "/api/avatars/mia.png")
        #expect(list.chats[1].sendingDate == Date(timeIntervalSince1970: 1_767_225_600))
        #expect(list.warnings == [ChatEntryWarning(entry: 3, problem: .wrongType(key: "identifier", expected: .integer))])
    }

    @Test func webServiceFailuresNameTheAddress() async throws {
        let server = try LoopbackHTTPServer(routes: ["/down": .json("{}", status: 503), "/dict": .json(#"{"chats": []}"#)])
        defer { server.stop() }
        let down = server.baseURL.absoluteString + "/down"
        #expect(await HTTPChatsSource(url: URL(string: down)!).loadChats().failureValue == .httpStatus(url: down, status: 503))
        let dict = server.baseURL.absoluteString + "/dict"
        #expect(await HTTPChatsSource(url: URL(string: dict)!).loadChats().failureValue
                == .notAChatList(origin: dict, problem: .topLevelNotAnArray))
        let closed = "http://127.0.0.1:\(try LoopbackHTTPServer.closedPort())/chats.json"
        let refused = await HTTPChatsSource(url: URL(string: closed)!).loadChats().failureValue
        #expect(refused?.description.hasPrefix("cannot reach the chats service \(closed)") == true)
        #expect(throws: ChatsLoadError.invalidURL("ftp://x/chats")) {
            try HTTPChatsSource.validated("ftp://x/chats", budget: .seconds(1))
        }
    }

    @Test func avatarsComeFromFilesAndServers() async throws {
        let server = try LoopbackHTTPServer(routes: ["/a.png": .init(status: 200, body: [1, 2, 3], contentType: "image/png")])
        defer { server.stop() }
        let fetcher = AvatarFetcher(budget: .seconds(5), maxBytes: 1_000)
        #expect(try await fetcher.fetch(server.baseURL.appendingPathComponent("a.png")).get() == Data([1, 2, 3]))
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        _ = FileManager.default.createFile(atPath: directory.path + "/b.png", contents: Data([9]))
        _ = FileManager.default.createFile(atPath: directory.path + "/big.png", contents: Data(count: 5_000))
        #expect(try await fetcher.fetch(URL(fileURLWithPath: directory.path + "/b.png")).get() == Data([9]))
        #expect(await fetcher.fetch(URL(fileURLWithPath: directory.path + "/big.png")).failureValue == .tooLarge(limit: 1_000))
        #expect(await fetcher.fetch(URL(string: "gopher://x/a")!).failureValue == .unsupported("gopher://x/a"))
    }

    @Test func avatarAddressesAreHeldToTheHTTPSRule() async {
        let fetcher = AvatarFetcher(budget: .seconds(2), maxBytes: 1_000)
        let refused = await fetcher.fetch(URL(string: "http://avatars.example/a.png")!)
        guard case .insecure(let error)? = refused.failureValue else {
            Issue.record("plain http to another machine was not refused: \(refused)")
            return
        }
        #expect(error.address == "http://avatars.example/a.png")
        #expect(refused.failureValue?.description.contains("GADGET_ALLOW_HTTP=1") == true)
    }

    @Test func theCacheKeepsWithinItsLimitsAndDropsTheLeastRecentlyUsed() {
        let cache = BoundedCache<Int, String>(costLimit: 100, countLimit: 3)
        cache.insert("a", for: 1, cost: 40)
        cache.insert("b", for: 2, cost: 40)
        _ = cache[1]
        cache.insert("c", for: 3, cost: 40)
        #expect(cache.contains(1) && !cache.contains(2) && cache.contains(3))
        #expect(cache.totalCost == 80)
        cache.insert("d", for: 4, cost: 10)
        cache.insert("e", for: 5, cost: 10)
        #expect(cache.count == 3)
        cache.insert("huge", for: 6, cost: 101)
        #expect(!cache.contains(6) && cache.totalCost <= 100)
    }
}

extension Result {
    var failureValue: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
