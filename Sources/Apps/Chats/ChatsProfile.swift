import Core
import Hardware
import GadgetBase

/// The chats app's table in a board profile, `[chats]`: source = "sample" | "file" | "http",
/// file = "PATH" (relative to the profile), url = "http://...", budget_s = seconds to wait for
/// the service.
public struct ChatsProfile: Sendable, Equatable {
    public static let table = "chats"

    /// Where the chats come from: the built-in sample, a file, or a web service.
    public enum Source: String, Sendable, CaseIterable { case sample, file, http }

    public var source = Source.sample
    public var file: String?
    public var url: String?
    public var budget = 5.0

    public init() {}

    package init(reading reader: inout ProfileReader) throws(ProfileError) {
        let document = reader.document
        let kind = try reader.oneOf(Self.table, "source", Source.allCases.map(\.rawValue)).flatMap(Source.init(rawValue:))
        if let path = try reader.string(Self.table, "file") {
            let folder = parentDirectory(of: document.file)
            file = path.hasPrefix("/") || folder == "." ? path : folder + "/" + path
        }
        url = try reader.webAddress(Self.table, "url")
        budget = try reader.number(Self.table, "budget_s", in: 0.1...60) ?? budget
        source = kind ?? (file != nil ? .file : .sample)
        let line = document.tableLines[Self.table] ?? 0
        if source == .file && file == nil {
            throw ProfileError(file: document.file, line: line, key: "chats.file", LocalizedMessage(ChatsProfileText.fileNeeded))
        }
        if source == .http && url == nil {
            throw ProfileError(file: document.file, line: line, key: "chats.url", LocalizedMessage(ChatsProfileText.urlNeeded))
        }
    }
}

enum ChatsProfileText {
    static let fileNeeded = LocalizedString(
        "source = \"file\" needs file = \"PATH\" (a data.plist or .json file)",
        ru: "для source = \"file\" нужен file = \"ПУТЬ\" (файл data.plist или .json)",
        uk: "для source = \"file\" потрібен file = \"ШЛЯХ\" (файл data.plist або .json)")
    static let urlNeeded = LocalizedString(
        "source = \"http\" needs url = \"https://HOST/chats.json\"",
        ru: "для source = \"http\" нужен url = \"https://ХОСТ/chats.json\"",
        uk: "для source = \"http\" потрібен url = \"https://ХОСТ/chats.json\"")
}
