import Foundation

/// Chats from a file on disk: the seed's data.plist format, or the same list as JSON.
/// Avatar paths in it may be relative to the file's folder.
public struct ChatsFileSource: ChatsDataSource {
    public static let maximumFileBytes = 16 << 20
    public let path: String

    public init(path: String) {
        self.path = path
    }

    public var origin: String { path }

    public func loadChats() async -> Result<ChatList, ChatsLoadError> {
        load()
    }

    /// The same, without suspending: for the command line.
    public func load() -> Result<ChatList, ChatsLoadError> {
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(.cannotRead(path: path, reason: Self.noSuchFile))
        }
        if isDirectory.boolValue { return .failure(.cannotRead(path: path, reason: Self.isDirectory)) }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size <= Self.maximumFileBytes else { return .failure(.fileTooLarge(path: path, limit: Self.maximumFileBytes)) }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(.cannotRead(path: path, reason: Self.permissionDenied))
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.readToEnd() ?? Data()
        } catch {
            return .failure(.cannotRead(path: path, reason: .other(fileErrorReason(error))))
        }
        return ChatRecords.decode(data, origin: path, base: url.deletingLastPathComponent())
    }

    static let noSuchFile = ChatsLoadError.ReadFailure.noSuchFile
    static let isDirectory = ChatsLoadError.ReadFailure.isDirectory
    static let permissionDenied = ChatsLoadError.ReadFailure.permissionDenied
}

/// Chats from a web service that serves the same list as JSON (sendingDate as ISO 8601 text or
/// seconds since 1970). Proves the seam: switch `[chats] source = "http"` in the board profile
/// and the chats screens do not change.
public struct HTTPChatsSource: ChatsDataSource {
    public let url: URL
    public let budget: Duration
    public let maxBodyBytes: Int

    public init(url: URL, budget: Duration = .seconds(5), maxBodyBytes: Int = 4 << 20) {
        self.url = url
        self.budget = budget
        self.maxBodyBytes = maxBodyBytes
    }

    /// Checks the address first, so a typo in the profile is reported when Gadget starts.
    public static func validated(_ text: String, budget: Duration) throws(ChatsLoadError) -> HTTPChatsSource {
        guard let url = URL(string: text), url.isWebAddress else { throw .invalidURL(text) }
        return HTTPChatsSource(url: url, budget: budget)
    }

    public var origin: String { url.absoluteString }

    public func loadChats() async -> Result<ChatList, ChatsLoadError> {
        var request = HTTPRequest(url: url)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.setValue("gadget", forHTTPHeaderField: "User-Agent")
        let reply = await BoundedDownload(budget: budget, maxBodyBytes: maxBodyBytes).run(request)
        switch reply {
        case .success(let data):
            return ChatRecords.decode(data, origin: origin, base: url)
        case .failure(let failure):
            return .failure(Self.loadError(failure, url: origin))
        }
    }

    static func loadError(_ failure: EightBallFetchError, url: String) -> ChatsLoadError {
        switch failure {
        case .timedOut(let budget): .timedOut(url: url, budget: budget)
        case .network(_, let reason): .unreachable(url: url, reason: reason)
        case .httpStatus(let status): .httpStatus(url: url, status: status)
        case .bodyTooLarge(let limit): .replyTooLarge(url: url, limit: limit)
        case .invalidEndpoint: .invalidURL(url)
        case .cancelled: .unreachable(url: url, reason: .connectionLost)
        default: .notAChatList(origin: url, problem: .notJSON)
        }
    }
}
