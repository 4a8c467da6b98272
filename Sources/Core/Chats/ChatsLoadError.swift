import Foundation
import GadgetBase
import Hardware

/// Why no chats could be read at all. Each message names the file or address and what to do.
public enum ChatsLoadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file is missing, unreadable, or a directory.
    case cannotRead(path: String, reason: ReadFailure)
    /// The file is bigger than any chats list should be.
    case fileTooLarge(path: String, limit: Int)
    /// The data is neither a property list nor JSON, or its top level is not a list of chats.
    case notAChatList(origin: String, problem: ListProblem)
    /// The configured address is not an http(s) URL.
    case invalidURL(String)
    /// The web service did not answer in time.
    case timedOut(url: String, budget: Duration)
    /// The web service could not be reached.
    case unreachable(url: String, reason: EightBallFetchError.NetworkFailure)
    /// The web service answered with a status outside 200...299.
    case httpStatus(url: String, status: Int)
    /// The web service's reply was larger than the limit.
    case replyTooLarge(url: String, limit: Int)

    public var description: String { message(Localizer(language: .en)) }

    public func message(_ l: Localizer) -> String {
        switch self {
        case let .cannotRead(path, reason): l(Texts.cannotRead, path, reason.message(l))
        case let .fileTooLarge(path, limit): l(Texts.fileTooLarge, path, limit)
        case let .notAChatList(origin, problem): l(Texts.notAChatList, origin, problem.message(l))
        case let .invalidURL(text): l(Texts.invalidURL, text)
        case let .timedOut(url, budget): l(Texts.timedOut, url, budget.formattedSeconds(in: l.language))
        case let .unreachable(url, reason): l(Texts.unreachable, url, reason.message(l))
        case let .httpStatus(url, status): l(Texts.httpStatus, url, status)
        case let .replyTooLarge(url, limit): l(Texts.replyTooLarge, url, limit)
        }
    }

    /// Why a file could not be read.
    public enum ReadFailure: Sendable, Equatable {
        case noSuchFile, isDirectory, permissionDenied
        /// Anything else, as the system put it.
        case other(SystemReason)

        public func message(_ l: Localizer) -> String {
            switch self {
            case .noSuchFile: l(LocalizedString("no such file", ru: "файл не найден", uk: "файл не знайдено"))
            case .isDirectory: l(LocalizedString("it is a directory", ru: "это каталог", uk: "це каталог"))
            case .permissionDenied: l(LocalizedString("permission denied", ru: "доступ запрещён", uk: "доступ заборонено"))
            case let .other(reason): reason.text(l)
            }
        }
    }

    /// What is wrong with data that is not a list of chats.
    public enum ListProblem: Sendable, Equatable {
        case notAPropertyList, notJSON, topLevelNotAnArray
        /// JSON that breaks off where a reader can point (lines and columns from 1).
        case notJSONAt(line: Int, column: Int)
        case empty
        /// UTF-16 text (a byte-order mark of FF FE or FE FF), as some Windows tools save.
        case utf16

        public func message(_ l: Localizer) -> String {
            switch self {
            case let .notJSONAt(line, column):
                l(LocalizedString("it is not valid JSON from line %ld, column %ld", ru: "это не корректный JSON начиная со строки %ld, столбца %ld",
                                  uk: "це не коректний JSON починаючи з рядка %ld, стовпця %ld"), line, column)
            case .empty: l(LocalizedString("the file is empty", ru: "файл пуст", uk: "файл порожній"))
            case .utf16: l(LocalizedString("it is UTF-16 text; save it as UTF-8", ru: "это текст в UTF-16; сохраните его в UTF-8",
                                           uk: "це текст в UTF-16; збережіть його в UTF-8"))
            case .notAPropertyList: l(LocalizedString("it is not a readable property list", ru: "это не читаемый property list", uk: "це не читабельний property list"))
            case .notJSON: l(LocalizedString("it is not valid JSON", ru: "это не корректный JSON", uk: "це не коректний JSON"))
            case .topLevelNotAnArray: l(LocalizedString("its top level is not an array", ru: "верхний уровень — не массив", uk: "верхній рівень — не масив"))
            }
        }
    }

    enum Texts {
        static let cannotRead = LocalizedString(
            "cannot read the chats file %@: %@; check the path given to --chats-data (or [chats] file in the board profile) and that this user may read it",
            ru: "не удаётся прочитать файл чатов %@: %@; проверьте путь в --chats-data (или [chats] file в профиле платы) и права этого пользователя на чтение",
            uk: "не вдається прочитати файл чатів %@: %@; перевірте шлях у --chats-data (або [chats] file у профілі плати) і права цього користувача на читання")
        static let fileTooLarge = LocalizedString(
            "the chats file %@ is larger than %ld bytes; split it or trim it",
            ru: "файл чатов %@ больше %ld байт; разделите или сократите его",
            uk: "файл чатів %@ більший за %ld байтів; розділіть або скоротіть його")
        static let notAChatList = LocalizedString(
            "%@ is not a list of chats: %@; it should be a property list (or JSON) array of dictionaries with identifier, fullname, avatarURL, message, unreadMessagesCount and sendingDate",
            ru: "%@ — не список чатов: %@; нужен массив словарей в формате property list (или JSON) с ключами identifier, fullname, avatarURL, message, unreadMessagesCount и sendingDate",
            uk: "%@ — не список чатів: %@; потрібен масив словників у форматі property list (або JSON) з ключами identifier, fullname, avatarURL, message, unreadMessagesCount і sendingDate")
        static let invalidURL = LocalizedString(
            "the chats service address \"%@\" is not an http(s) URL with a host and a port up to 65535; set [chats] url in the board profile, e.g. http://host:8080/chats.json",
            ru: "адрес сервиса чатов «%@» — не http(s) URL с хостом и портом не больше 65535; укажите [chats] url в профиле платы, например http://host:8080/chats.json",
            uk: "адреса сервісу чатів «%@» — не http(s) URL із хостом і портом не більше 65535; вкажіть [chats] url у профілі плати, наприклад http://host:8080/chats.json")
        static let timedOut = LocalizedString(
            "the chats service %@ did not answer within %@ s; check the network or raise [chats] budget_s",
            ru: "сервис чатов %@ не ответил за %@ с; проверьте сеть или увеличьте [chats] budget_s",
            uk: "сервіс чатів %@ не відповів за %@ с; перевірте мережу або збільште [chats] budget_s")
        static let unreachable = LocalizedString(
            "cannot reach the chats service %@: %@",
            ru: "не удаётся связаться с сервисом чатов %@: %@",
            uk: "не вдається зв’язатися із сервісом чатів %@: %@")
        static let httpStatus = LocalizedString(
            "the chats service %@ replied with HTTP status %ld",
            ru: "сервис чатов %@ ответил с HTTP-статусом %ld",
            uk: "сервіс чатів %@ відповів з HTTP-статусом %ld")
        static let replyTooLarge = LocalizedString(
            "the chats service %@ sent more than %ld bytes; the reply was cut off",
            ru: "сервис чатов %@ прислал больше %ld байт; приём прерван",
            uk: "сервіс чатів %@ надіслав більше %ld байтів; отримання перервано")
    }
}

extension Duration {
    /// "0.5" in English, "0,5" in Russian and Ukrainian.
    func formattedSeconds(in language: Language) -> String {
        let text = String(format: "%.1f", seconds)
        return language == .en ? text : text.replacingOccurrences(of: ".", with: ",")
    }
}
