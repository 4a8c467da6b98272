import Foundation
import GadgetBase
import Hardware

/// Why the quiz has no movies to ask about. Each message names the step that failed and, where
/// the user can do something, what.
public enum MovieLoadError: Error, Equatable, Sendable, CustomStringConvertible, UserFacingError {
    /// `source` names where the address was set (`--imdb-url`, `GADGET_IMDB_URL`, the profile's key).
    case invalidBaseURL(String, source: String = "GADGET_IMDB_URL / [moviequiz] base_url")
    case timedOut(budget: Duration)
    case network(host: String, reason: EightBallFetchError.NetworkFailure)
    case httpStatus(Int)
    case bodyTooLarge(limit: Int)
    case notJSON
    /// The reply is JSON but not `{"items": [...]}`.
    case unexpectedShape(String)
    /// The service's own `errorMessage` (a bad key, an exhausted quota...).
    case service(message: String)
    /// The list was there, but no movie in it had a usable rating.
    case noMovies
    case cancelled
    /// A poster address in the reply is plain http:// to another machine (EndpointPolicy).
    case insecure(InsecureEndpointError)

    public var description: String { message(Localizer(language: .en)) }

    public func message(_ l: Localizer) -> String {
        switch self {
        case let .invalidBaseURL(text, source): l(Texts.invalidBaseURL, text, source)
        case let .timedOut(budget): l(Texts.timedOut, String(Int(budget.seconds.rounded(.up))))
        case let .network(host, reason): l(Texts.network, host, reason.message(l))
        case let .httpStatus(status): l(Texts.httpStatus, status)
        case let .bodyTooLarge(limit): l(Texts.bodyTooLarge, limit / 1024)
        case .notJSON: l(Texts.notJSON)
        case let .unexpectedShape(detail): l(Texts.unexpectedShape, detail)
        case let .service(message): l(Texts.service, message)
        case .noMovies: l(Texts.noMovies)
        case .cancelled: l(Texts.cancelled)
        case let .insecure(error): error.message(l)
        }
    }

    /// The download's failure in the movie service's words.
    init(_ failure: EightBallFetchError) {
        switch failure {
        case let .invalidEndpoint(endpoint): self = .invalidBaseURL(endpoint)
        case let .timedOut(budget): self = .timedOut(budget: budget)
        case let .network(host, reason): self = .network(host: host, reason: reason)
        case let .httpStatus(status): self = .httpStatus(status)
        case let .bodyTooLarge(limit): self = .bodyTooLarge(limit: limit)
        case .cancelled: self = .cancelled
        case .notJSON, .missingField, .wrongType, .emptyAnswer, .unknownType: self = .notJSON
        }
    }

    /// What went wrong in a few words, for a panel with room for two short lines (128x64).
    public func shortMessage(_ l: Localizer) -> String {
        switch self {
        case .invalidBaseURL: l(Texts.invalidBaseURLShort)
        case .timedOut: l(Texts.timedOutShort)
        case .network: l(Texts.networkShort)
        case let .httpStatus(status): l(Texts.httpStatusShort, status)
        case .bodyTooLarge, .notJSON, .unexpectedShape: l(Texts.unreadableShort)
        case .service: l(Texts.serviceShort)
        case .noMovies: l(Texts.noMoviesShort)
        case .cancelled, .insecure: message(l)
        }
    }

    enum Texts {
        static let invalidBaseURLShort = LocalizedString(
            "The movie service address is wrong.", ru: "Неверный адрес сервиса.", uk: "Помилкова адреса сервісу.")
        static let timedOutShort = LocalizedString(
            "The movie service did not answer.", ru: "Сервис не ответил.", uk: "Сервіс не відповів.")
        static let networkShort = LocalizedString(
            "The movie service is unreachable.", ru: "Сервис недоступен.", uk: "Сервіс недоступний.")
        static let httpStatusShort = LocalizedString(
            "Movie service: HTTP %ld.", ru: "Сервис: HTTP %ld.", uk: "Сервіс: HTTP %ld.")
        static let unreadableShort = LocalizedString(
            "The movie service's reply is unreadable.", ru: "Ответ не читается.", uk: "Незрозуміла відповідь.")
        static let serviceShort = LocalizedString(
            "The movie service refused.", ru: "Сервис отказал.", uk: "Сервіс відмовив.")
        static let noMoviesShort = LocalizedString(
            "No rated movies came.", ru: "Нет фильмов с рейтингом.", uk: "Немає оцінених фільмів.")
        static let invalidBaseURL = LocalizedString(
            "the movie service address \"%@\" is not an http(s) URL with a host and a port up to 65535; fix %@, e.g. https://imdb-api.com/en/API",
            ru: "адрес сервиса фильмов «%@» не является http(s) URL с хостом и портом не больше 65535; исправьте %@, например на https://imdb-api.com/en/API",
            uk: "адреса сервісу фільмів «%@» не є http(s) URL із хостом і портом не більше 65535; виправте %@, наприклад на https://imdb-api.com/en/API")
        static let timedOut = LocalizedString(
            "the movie service did not answer within %@ s; check the network and try again",
            ru: "сервис фильмов не ответил за %@ с; проверьте сеть и попробуйте ещё раз",
            uk: "сервіс фільмів не відповів за %@ с; перевірте мережу й спробуйте ще раз")
        static let network = LocalizedString(
            "cannot reach the movie service at %@: %@",
            ru: "не удаётся связаться с сервисом фильмов %@: %@",
            uk: "не вдається зв’язатися із сервісом фільмів %@: %@")
        static let httpStatus = LocalizedString(
            "the movie service replied with HTTP status %ld",
            ru: "сервис фильмов ответил с HTTP-статусом %ld",
            uk: "сервіс фільмів відповів з HTTP-статусом %ld")
        static let bodyTooLarge = LocalizedString(
            "the movie service's reply is larger than %ld KB and was cut off",
            ru: "ответ сервиса фильмов больше %ld КБ, приём прерван",
            uk: "відповідь сервісу фільмів більша за %ld КБ, отримання перервано")
        static let notJSON = LocalizedString(
            "the movie service's reply is not JSON; check the service address",
            ru: "ответ сервиса фильмов — не JSON; проверьте адрес сервиса",
            uk: "відповідь сервісу фільмів — не JSON; перевірте адресу сервісу")
        static let unexpectedShape = LocalizedString(
            "the movie service's reply is not a movie list (%@); check the service address",
            ru: "ответ сервиса фильмов — не список фильмов (%@); проверьте адрес сервиса",
            uk: "відповідь сервісу фільмів — не список фільмів (%@); перевірте адресу сервісу")
        static let service = LocalizedString(
            "the movie service says: %@",
            ru: "сервис фильмов сообщает: %@",
            uk: "сервіс фільмів повідомляє: %@")
        static let noMovies = LocalizedString(
            "the movie service sent no movie with a rating",
            ru: "сервис фильмов не прислал ни одного фильма с рейтингом",
            uk: "сервіс фільмів не надіслав жодного фільму з рейтингом")
        static let cancelled = LocalizedString(
            "loading the movies was cancelled",
            ru: "загрузка фильмов отменена",
            uk: "завантаження фільмів скасовано")
    }
}
