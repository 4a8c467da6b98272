import Foundation

extension MovieLoadError {
    /// The same error with `secret` (the API key, plain or percent-encoded) masked wherever the
    /// error quotes text: a transport error may repeat the failing URL, which ends in the key,
    /// and a service may echo a key it refused.
    public func redacting(_ secret: String) -> MovieLoadError {
        let spellings = [secret, SecretRedaction.pathSegmentSpelling(of: secret) ?? secret]
            .filter { !$0.isEmpty }
        func clean(_ text: String) -> String { SecretRedaction.redact(text, hiding: spellings) }
        switch self {
        case let .invalidBaseURL(text, source): return .invalidBaseURL(clean(text), source: source)
        case let .network(host, .other(reason)): return .network(host: clean(host), reason: .other(clean(reason)))
        case let .network(host, .redirectRefused(address)): return .network(host: clean(host), reason: .redirectRefused(to: clean(address)))
        case let .network(host, reason): return .network(host: clean(host), reason: reason)
        case let .unexpectedShape(detail): return .unexpectedShape(clean(detail))
        case let .service(message): return .service(message: clean(message))
        case let .insecure(error): return .insecure(InsecureEndpointError(service: error.service, address: clean(error.address)))
        case .timedOut, .httpStatus, .bodyTooLarge, .notJSON, .noMovies, .cancelled: return self
        }
    }
}
