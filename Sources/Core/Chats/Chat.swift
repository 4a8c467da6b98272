import Foundation

/// One conversation in the chats list: who, their picture, the latest message and how many
/// messages are still unread. Text is already cleaned (see `ChatRecords`): no control
/// characters, no escape sequences, and capped in length.
public struct Chat: Sendable, Hashable, Identifiable {
    public var id: Int
    public var fullName: String
    /// Where the avatar lives; nil when the data gave none (or nothing usable).
    public var avatarURL: URL?
    public var message: String
    public var unreadCount: Int
    public var sendingDate: Date

    public init(id: Int, fullName: String, avatarURL: URL?, message: String, unreadCount: Int, sendingDate: Date) {
        self.id = id
        self.fullName = fullName
        self.avatarURL = avatarURL
        self.message = message
        self.unreadCount = unreadCount
        self.sendingDate = sendingDate
    }
}

/// What a data source produced: the chats it could read, and a warning for every entry it
/// could not (or could only partly) use.
public struct ChatList: Sendable, Equatable {
    public var chats: [Chat]
    public var warnings: [ChatEntryWarning]

    public init(chats: [Chat], warnings: [ChatEntryWarning] = []) {
        self.chats = chats
        self.warnings = warnings
    }

    /// Entries that were left out entirely.
    public var skippedCount: Int { warnings.filter(\.skipsEntry).count }
}

/// Where chats come from. The chats app only ever sees this protocol, so a file, a web
/// service or a database can stand behind the same screens.
public protocol ChatsDataSource: Sendable {
    /// Where the data comes from, for messages: a path or a URL.
    var origin: String { get }
    /// Reads every chat. Bad entries are skipped with warnings; only a source that cannot be
    /// read at all (no file, no server, not a list) fails.
    func loadChats() async -> Result<ChatList, ChatsLoadError>
}
