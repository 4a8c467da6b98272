import Foundation

/// Fetches a poster's bytes: from the disk cache when it has them, otherwise over HTTP within a
/// time budget and a size cap. It does not decode, and it does not cache by itself: the caller
/// keeps a download (`keep`) only once it has decoded it, so a broken picture is never cached.
public struct PosterDownloader: Sendable {
    public enum Source: Sendable, Equatable { case cache, network }

    public let cache: PosterCache?
    public let budget: Duration
    public let maxBytes: Int

    public init(cache: PosterCache?, budget: Duration = .seconds(8), maxBytes: Int = 3_000_000) {
        self.cache = cache
        self.budget = budget
        self.maxBytes = maxBytes
    }

    public func bytes(for url: URL) async -> Result<(bytes: [UInt8], source: Source), MovieLoadError> {
        if let cached = cache?.bytes(for: url) { return .success((cached, .cache)) }
        var request = HTTPRequest(url: url)
        request.setValue("image/jpeg, image/png", forHTTPHeaderField: "Accept")
        request.setValue("gadget", forHTTPHeaderField: "User-Agent")
        switch await BoundedDownload(budget: budget, maxBodyBytes: maxBytes).run(request) {
        case .success(let data): return .success(([UInt8](data), .network))
        case .failure(let failure): return .failure(MovieLoadError(failure))
        }
    }

    /// Puts a downloaded poster that decoded well into the cache.
    public func keep(_ bytes: [UInt8], for url: URL) {
        cache?.store(bytes, for: url)
    }
}
