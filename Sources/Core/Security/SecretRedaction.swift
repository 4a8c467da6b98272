import Foundation
import GadgetBase
import Hardware

/// Keeps secrets (the movie quiz's API key) out of logs and error messages.
///
/// Errors are redacted where they are made (`MovieLoadError.redacting`); this registry is the
/// safety net under that: every secret Gadget is configured with is registered once, and the log
/// handler and the command line's error printer pass their text through `redact`, so a secret
/// that some library quotes back (a failing URL in a transport error) still never shows.
public enum SecretRedaction {
    /// What a secret is replaced with.
    public static let mask = "***"

    private static let secrets = LockedValue<Set<String>>([])

    /// Remembers `secret`; from now on `redact` hides it. Blank or very short values are
    /// ignored: masking "a" would garble every message without protecting anything.
    public static func register(_ secret: String) {
        let trimmed = secret.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.count >= 4 else { return }
        var spellings: Set<String> = [trimmed]
        // The key travels percent-encoded in a URL path, and errors may quote it either way.
        if let encoded = pathSegmentSpelling(of: trimmed) { spellings.insert(encoded) }
        secrets.withLock { $0.formUnion(spellings) }
    }

    /// `text` with every registered secret replaced by `mask`.
    public static func redact(_ text: String) -> String {
        let known = secrets.withLock { $0 }
        return redact(text, hiding: known)
    }

    /// `text` with each of `secrets` replaced by `mask`, longest first (so a secret that contains
    /// another is masked whole).
    public static func redact(_ text: String, hiding secrets: some Collection<String>) -> String {
        var result = text
        for secret in secrets.sorted(by: { $0.count > $1.count }) where !secret.isEmpty {
            result = result.replacingOccurrences(of: secret, with: mask)
        }
        return result
    }

    /// `secret` percent-encoded as a URL path segment (RFC 3986's unreserved characters kept), the
    /// way the quiz's client puts the key into its request URLs.
    public static func pathSegmentSpelling(of secret: String) -> String? {
        secret.addingPercentEncoding(withAllowedCharacters: unreserved)
    }

    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// A URL as it may be shown: a password in it and the query's values masked.
    public static func redactingCredentials(in url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return mask }
        if components.password != nil { components.password = mask }
        if let items = components.queryItems, !items.isEmpty {
            components.queryItems = items.map { URLQueryItem(name: $0.name, value: $0.value == nil ? nil : mask) }
        }
        return components.string ?? mask
    }
}
