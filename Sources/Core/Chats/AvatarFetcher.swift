import Foundation
import GadgetBase
import Hardware

/// Fetches an avatar's bytes: http(s) within a time budget and a size limit, or a local file
/// (the sample data's avatars sit next to it). Decoding is the drawing layer's business.
public struct AvatarFetcher: Sendable {
    public let budget: Duration
    public let maxBytes: Int
    /// Avatar addresses come from the chats data (possibly a web service's reply), so they are held
    /// to the same rule as the configured endpoints: no plain http to another machine unless allowed.
    public let policy: EndpointPolicy

    public init(budget: Duration = .seconds(5), maxBytes: Int = 2 << 20,
                policy: EndpointPolicy = EndpointPolicy(allowsPlainHTTP: false)) {
        self.budget = budget
        self.maxBytes = maxBytes
        self.policy = policy
    }

    public func fetch(_ url: URL) async -> Result<Data, AvatarFetchError> {
        switch url.scheme?.lowercased() {
        case "http", "https":
            do {
                try policy.check(url, service: Self.service)
            } catch {
                return .failure(.insecure(error))
            }
            var request = HTTPRequest(url: url)
            request.setValue("gadget", forHTTPHeaderField: "User-Agent")
            return await BoundedDownload(budget: budget, maxBodyBytes: maxBytes).run(request)
                .mapError { .download($0.description) }
        case "file":
            return readFile(url.path)
        default:
            return .failure(.unsupported(url.absoluteString))
        }
    }

    static let service = LocalizedString("an avatar", ru: "аватар", uk: "аватар")

    private func readFile(_ path: String) -> Result<Data, AvatarFetchError> {
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size <= maxBytes else { return .failure(.tooLarge(limit: maxBytes)) }
        guard let data = FileManager.default.contents(atPath: path) else { return .failure(.download("cannot read \(path)")) }
        return .success(data)
    }
}

/// Why an avatar could not be fetched. Only ever logged: the row shows a plain circle instead.
public enum AvatarFetchError: Error, Sendable, Equatable, CustomStringConvertible {
    case unsupported(String)
    case tooLarge(limit: Int)
    case download(String)
    case insecure(InsecureEndpointError)

    public var description: String {
        switch self {
        case let .unsupported(url): "no way to fetch \(url)"
        case let .tooLarge(limit): "larger than \(limit) bytes"
        case let .download(reason): reason
        case let .insecure(error): error.description
        }
    }
}
