import Core
import GadgetBase
import Hardware

/// The movie quiz's table in a board profile, `[moviequiz]`: the film service and the buttons
/// that answer Yes and No.
public struct MovieQuizProfile: Sendable, Equatable {
    public static let table = "moviequiz"

    /// `base_url` and `api_key`: the film service; without a key the quiz plays its built-in films.
    public var baseURL: String?
    public var apiKey: String?
    /// `list`: "top250", "popular" or "both".
    public var list = "both"
    public var yesButton = Button.right
    public var noButton = Button.left
    /// `poster_cache_mb`: how much of the disk the posters may take.
    public var posterCacheMegabytes: Int?

    public init() {}

    package init(reading reader: inout ProfileReader) throws(ProfileError) {
        baseURL = try reader.webAddress(Self.table, "base_url")
        apiKey = try reader.string(Self.table, "api_key")
        list = try reader.oneOf(Self.table, "list", ["top250", "popular", "both"]) ?? list
        posterCacheMegabytes = try reader.integer(Self.table, "poster_cache_mb", in: 1...1024)
        let answerKeys = ["left", "right", "up", "down", "select", "action"]
        if let yes = try reader.oneOf(Self.table, "yes_button", answerKeys) { yesButton = Button(rawValue: yes)! }
        if let no = try reader.oneOf(Self.table, "no_button", answerKeys) { noButton = Button(rawValue: no)! }
        if yesButton == noButton {
            let entries = reader.document.tables[Self.table]
            let entry = entries?["no_button"] ?? entries?["yes_button"]
            throw ProfileError(file: reader.document.file, line: entry?.line ?? 0, key: "moviequiz.no_button",
                               LocalizedMessage(MovieQuizProfileText.sameButton, yesButton.rawValue))
        }
    }
}

enum MovieQuizProfileText {
    static let sameButton = LocalizedString(
        "Yes and No are both on \"%@\"; give them different buttons",
        ru: "«Да» и «Нет» обе на \"%@\"; назначьте им разные кнопки",
        uk: "«Так» і «Ні» обидві на \"%@\"; призначте їм різні кнопки")
}
