import GadgetBase
import Hardware

/// A problem with one entry of the chats data, with its position (counted from 1, as people
/// count) and the key involved.
public struct ChatEntryWarning: Sendable, Equatable, CustomStringConvertible {
    public enum Problem: Sendable, Equatable {
        /// The entry is not a dictionary at all.
        case notADictionary
        /// Keys the chat needs are absent (every one, in the order the format lists them).
        case missingKeys([String])
        /// A key holds the wrong kind of value (text where a number belongs, 2.5 for a count).
        case wrongType(key: String, expected: ChatValueKind)
        /// avatarURL is not something an avatar can be fetched from; the chat keeps a plain circle.
        case unusableAvatarURL(String)
        /// unreadMessagesCount is below zero; it is shown as zero.
        case negativeUnreadCount(Int)
    }

    /// 1 for the first entry of the list.
    public var entry: Int
    public var problem: Problem

    public init(entry: Int, problem: Problem) {
        self.entry = entry
        self.problem = problem
    }

    /// Whether the chat was left out (true) or shown with a fallback (false).
    public var skipsEntry: Bool {
        switch problem {
        case .notADictionary, .missingKeys, .wrongType: true
        case .unusableAvatarURL, .negativeUnreadCount: false
        }
    }

    public var description: String { message(Localizer(language: .en)) }

    public func message(_ l: Localizer) -> String {
        let detail: String = switch problem {
        case .notADictionary: l(Texts.notADictionary)
        case let .missingKeys(keys) where keys.count == 1: l(Texts.missingKey, keys[0])
        case let .missingKeys(keys): l(Texts.missingKeys, keys.map { l.language == .en ? "\"\($0)\"" : "«\($0)»" }.joined(separator: ", "))
        case let .wrongType(key, expected): l(Texts.wrongType, key, expected.message(l))
        case let .unusableAvatarURL(text): l(Texts.unusableAvatarURL, TextSanitizer.clean(text, maxLength: 60))
        case let .negativeUnreadCount(count): l(Texts.negativeUnread, count)
        }
        return l(skipsEntry ? Texts.skipped : Texts.kept, entry, detail)
    }

    enum Texts {
        static let skipped = LocalizedString(
            "entry %ld: %@; the chat is skipped", ru: "запись %ld: %@; чат пропущен", uk: "запис %ld: %@; чат пропущено")
        static let kept = LocalizedString("entry %ld: %@", ru: "запись %ld: %@", uk: "запис %ld: %@")
        static let notADictionary = LocalizedString(
            "it is not a dictionary of keys", ru: "это не словарь с ключами", uk: "це не словник із ключами")
        static let missingKey = LocalizedString(
            "the key \"%@\" is missing", ru: "нет ключа «%@»", uk: "немає ключа «%@»")
        static let missingKeys = LocalizedString(
            "the keys %@ are missing", ru: "нет ключей %@", uk: "немає ключів %@")
        static let wrongType = LocalizedString(
            "the key \"%@\" is not %@", ru: "ключ «%@» — не %@", uk: "ключ «%@» — не %@")
        static let unusableAvatarURL = LocalizedString(
            "avatarURL \"%@\" is not an http(s) or file URL; a plain circle is shown",
            ru: "avatarURL «%@» — не http(s)- и не file-адрес; показан пустой круг",
            uk: "avatarURL «%@» — не http(s)- і не file-адреса; показано порожнє коло")
        static let negativeUnread = LocalizedString(
            "unreadMessagesCount is %ld; shown as 0", ru: "unreadMessagesCount равно %ld; показано 0",
            uk: "unreadMessagesCount дорівнює %ld; показано 0")
    }
}

/// The kind of value a chat key holds, for messages.
public enum ChatValueKind: Sendable, Equatable {
    case integer, text, date, dictionary

    public func message(_ l: Localizer) -> String {
        switch self {
        case .integer: l(LocalizedString("a whole number", ru: "целое число", uk: "ціле число"))
        case .text: l(LocalizedString("text", ru: "текст", uk: "текст"))
        case .date: l(LocalizedString("a date", ru: "дата", uk: "дата"))
        case .dictionary: l(LocalizedString("a dictionary", ru: "словарь", uk: "словник"))
        }
    }
}
