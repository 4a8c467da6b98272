import Foundation
import GadgetBase
import Hardware

/// Why the remote 8-ball gave no usable answer. Each case says which step failed, for
/// the log and for `gadget eightball ask`.
public enum EightBallFetchError: Error, Equatable, CustomStringConvertible {
    /// The endpoint and question do not make a valid URL.
    case invalidEndpoint(String)
    /// No complete answer within the budget.
    case timedOut(budget: Duration)
    /// The server could not be reached or the connection broke.
    case network(host: String, reason: NetworkFailure)
    /// The server answered with a status outside 200...299.
    case httpStatus(Int)
    /// The body was (or was announced to be) larger than the limit.
    case bodyTooLarge(limit: Int)
    /// The body is not JSON (or not UTF-8).
    case notJSON
    /// A field the answer needs is absent, e.g. "magic.answer".
    case missingField(String)
    /// A field has the wrong JSON type, e.g. "magic.answer" is a number.
    case wrongType(field: String, expected: JSONKind)
    /// The answer is empty once control characters and whitespace are removed.
    case emptyAnswer
    /// The answer's type is not Affirmative, Neutral or Contrary.
    case unknownType(String)
    /// The caller stopped waiting.
    case cancelled

    public var description: String { message(Localizer(language: .en)) }

    public func message(_ l: Localizer) -> String {
        switch self {
        case let .invalidEndpoint(endpoint): l(Texts.invalidEndpoint, endpoint)
        case let .timedOut(budget): l(Texts.timedOut, Self.seconds(budget, in: l.language))
        case let .network(host, reason): l(Texts.network, host, reason.message(l))
        case let .httpStatus(status): l(Texts.httpStatus, status)
        case let .bodyTooLarge(limit): l(Texts.bodyTooLarge, limit)
        case .notJSON: l(Texts.notJSON)
        case let .missingField(field): l(Texts.missingField, field)
        case let .wrongType(field, expected): l(Texts.wrongType, field, expected.message(l))
        case .emptyAnswer: l(Texts.emptyAnswer)
        case let .unknownType(type): l(Texts.unknownType, TextSanitizer.clean(type, maxLength: 40))
        case .cancelled: l(Texts.cancelled)
        }
    }

    /// What went wrong on the way to the server.
    public enum NetworkFailure: Equatable, Sendable {
        case cannotConnect
        case hostNotFound
        case offline
        case connectionLost
        case secureConnectionFailed
        case malformedReply
        /// The library that moves the bytes (libcurl) is not installed or cannot be used;
        /// `package` is the Debian package that provides it.
        case libraryMissing(library: String, package: String, detail: String)
        /// A redirect Gadget does not follow: plain http:// from this machine to another, or a
        /// scheme other than http and https. `to` is the address, credentials masked.
        case redirectRefused(to: String)
        /// More redirects in a row than Gadget follows (`CurlTransport.maxRedirects`).
        case tooManyRedirects(Int)
        /// Anything else, in the system's own words.
        case other(String)

        public func message(_ l: Localizer) -> String {
            switch self {
            case .cannotConnect: l(LocalizedString("could not connect (connection refused or host unreachable)", ru: "не удалось подключиться (в соединении отказано или хост недоступен)", uk: "не вдалося під’єднатися (у з’єднанні відмовлено або хост недоступний)"))
            case .hostNotFound: l(LocalizedString("host name not found", ru: "имя хоста не найдено", uk: "ім’я хоста не знайдено"))
            case .offline: l(LocalizedString("no network connection", ru: "нет подключения к сети", uk: "немає підключення до мережі"))
            case .connectionLost: l(LocalizedString("the connection was lost", ru: "соединение прервалось", uk: "з’єднання перервалося"))
            case .secureConnectionFailed: l(LocalizedString("secure connection failed", ru: "не удалось установить защищённое соединение", uk: "не вдалося встановити захищене з’єднання"))
            case .malformedReply: l(LocalizedString("malformed HTTP reply", ru: "некорректный HTTP-ответ", uk: "некоректна HTTP-відповідь"))
            case let .libraryMissing(library, package, detail): l(Texts.libraryMissing, library, package, detail)
            case let .redirectRefused(address): l(Texts.redirectRefused, address)
            case let .tooManyRedirects(count): l(Texts.tooManyRedirects, count)
            case let .other(reason): reason
            }
        }
    }

    /// The JSON type a field was expected to have.
    public enum JSONKind: Equatable, Sendable {
        case object, string

        public func message(_ l: Localizer) -> String {
            switch self {
            case .object: l(LocalizedString("an object", ru: "объект", uk: "об’єкт"))
            case .string: l(LocalizedString("a string", ru: "строка", uk: "рядок"))
            }
        }
    }

    /// "0.3" in English, "0,3" in Russian and Ukrainian.
    private static func seconds(_ duration: Duration, in language: Language) -> String {
        let text = String(format: "%.1f", duration.seconds)
        return language == .en ? text : text.replacingOccurrences(of: ".", with: ",")
    }

    enum Texts {
        static let redirectRefused = LocalizedString(
            "the server redirected to %@, which Gadget does not follow: only to https://, or to plain http:// on this machine",
            ru: "сервер перенаправил на %@, а туда Gadget не переходит: только на https:// или на незащищённый http:// на этой же машине",
            uk: "сервер переспрямував на %@, а туди Gadget не переходить: лише на https:// або на незахищений http:// на цій самій машині")
        static let tooManyRedirects = LocalizedString(
            "more than %ld redirects in a row", ru: "больше %ld перенаправлений подряд", uk: "понад %ld переспрямувань поспіль")
        static let libraryMissing = LocalizedString(
            "%@ cannot be used; install it with: sudo apt install %@ (%@)",
            ru: "%@ недоступна; установите её: sudo apt install %@ (%@)",
            uk: "%@ недоступна; встановіть її: sudo apt install %@ (%@)"
        )
        static let invalidEndpoint = LocalizedString(
            "the 8-ball endpoint %@ is not a valid http(s) URL; check the configured endpoint",
            ru: "адрес сервиса шара %@ не является корректным http(s) URL; проверьте настройку адреса",
            uk: "адреса сервісу кулі %@ не є коректним http(s) URL; перевірте налаштування адреси"
        )
        static let timedOut = LocalizedString(
            "the 8-ball service did not answer within %@ s",
            ru: "сервис шара не ответил за %@ с",
            uk: "сервіс кулі не відповів за %@ с"
        )
        static let network = LocalizedString(
            "cannot reach the 8-ball service at %@: %@",
            ru: "не удаётся связаться с сервисом шара %@: %@",
            uk: "не вдається зв’язатися із сервісом кулі %@: %@"
        )
        static let httpStatus = LocalizedString(
            "the 8-ball service replied with HTTP status %ld",
            ru: "сервис шара ответил с HTTP-статусом %ld",
            uk: "сервіс кулі відповів з HTTP-статусом %ld"
        )
        static let bodyTooLarge = LocalizedString(
            "the 8-ball service's reply is larger than %ld bytes and was cut off",
            ru: "ответ сервиса шара больше %ld байт, приём прерван",
            uk: "відповідь сервісу кулі більша за %ld байтів, отримання перервано"
        )
        static let notJSON = LocalizedString(
            "the 8-ball service's reply is not JSON",
            ru: "ответ сервиса шара — не JSON",
            uk: "відповідь сервісу кулі — не JSON"
        )
        static let missingField = LocalizedString(
            "the 8-ball service's reply has no \"%@\" field",
            ru: "в ответе сервиса шара нет поля «%@»",
            uk: "у відповіді сервісу кулі немає поля «%@»"
        )
        static let wrongType = LocalizedString(
            "in the 8-ball service's reply, \"%@\" is not %@",
            ru: "в ответе сервиса шара поле «%@» — не %@",
            uk: "у відповіді сервісу кулі поле «%@» — не %@"
        )
        static let emptyAnswer = LocalizedString(
            "the 8-ball service sent an empty answer",
            ru: "сервис шара прислал пустой ответ",
            uk: "сервіс кулі надіслав порожню відповідь"
        )
        static let unknownType = LocalizedString(
            "the 8-ball service sent an unknown answer type \"%@\" (expected Affirmative, Neutral or Contrary)",
            ru: "сервис шара прислал неизвестный тип ответа «%@» (ожидался Affirmative, Neutral или Contrary)",
            uk: "сервіс кулі надіслав невідомий тип відповіді «%@» (очікувався Affirmative, Neutral або Contrary)"
        )
        static let cancelled = LocalizedString(
            "the request to the 8-ball service was cancelled",
            ru: "запрос к сервису шара отменён",
            uk: "запит до сервісу кулі скасовано"
        )
    }
}
