import Foundation
import GadgetBase
import Hardware

/// Fetches a poster's bytes: from the disk cache when it has them, otherwise over HTTP within a
/// time budget and a size cap. It does not decode, and it does not cache by itself: the caller
/// keeps a download (`keep`) only once it has decoded it, so a broken picture is never cached.
public struct PosterDownloader: Sendable {
    public enum Source: Sendable, Equatable { case cache, network }

    public let cache: PosterCache?
    public let budget: Duration
    public let maxBytes: Int
    /// Poster addresses come from the movie service's reply, so they are held to the same rule as
    /// the configured endpoints: no plain http to another machine unless allowed.
    public let policy: EndpointPolicy

    public init(cache: PosterCache?, budget: Duration = .seconds(8), maxBytes: Int = 3_000_000,
                policy: EndpointPolicy = EndpointPolicy(allowsPlainHTTP: false)) {
        self.cache = cache
        self.budget = budget
        self.maxBytes = maxBytes
        self.policy = policy
    }

    public func bytes(for url: URL) async -> Result<(bytes: [UInt8], source: Source), MovieLoadError> {
        if let cached = cache?.bytes(for: url) { return .success((cached, .cache)) }
        do {
            try policy.check(url, service: Self.service)
        } catch {
            return .failure(.insecure(error))
        }
        var request = HTTPRequest(url: url)
        request.setValue("image/jpeg, image/png", forHTTPHeaderField: "Accept")
        request.setValue("gadget", forHTTPHeaderField: "User-Agent")
        switch await BoundedDownload(budget: budget, maxBodyBytes: maxBytes).run(request) {
        case .success(let data): return .success(([UInt8](data), .network))
        case .failure(let failure): return .failure(MovieLoadError(failure))
        }
    }

    static let service = LocalizedString("a movie poster", ru: "постер фильма", uk: "постер фільму")

    /// Drops a cached poster that did not decode, so the next `bytes(for:)` downloads it again.
    public func forget(_ url: URL) {
        cache?.remove(url)
    }

    /// Puts a downloaded poster that decoded well into the cache.
    public func keep(_ bytes: [UInt8], for url: URL) {
        cache?.store(bytes, for: url)
    }
}
