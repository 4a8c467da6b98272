import Foundation

/// Where the quiz gets its movies, resolved from flags, then the environment
/// (GADGET_IMDB_URL, GADGET_IMDB_KEY), then the board profile's [moviequiz] table. With no API
/// key anywhere, the quiz plays from the bundled movies.
public struct MovieQuizConfiguration: Sendable, Equatable {
    public var baseURL: URL
    /// Where `baseURL` came from ("--imdb-url", "GADGET_IMDB_URL", "[moviequiz] base_url"), nil
    /// for the default service.
    public var baseURLSource: String?
    public var apiKey: String?
    public var lists: [MovieList]
    /// The poster cache's size limit on disk.
    public var posterCacheBytes: Int

    public static let defaultPosterCacheBytes = 16 * 1024 * 1024

    public init(baseURL: URL = URL(string: IMDbClient.defaultBaseURL)!, baseURLSource: String? = nil, apiKey: String? = nil,
                lists: [MovieList] = [.top250, .mostPopular], posterCacheBytes: Int = defaultPosterCacheBytes) {
        self.baseURL = baseURL
        self.baseURLSource = baseURLSource
        self.apiKey = apiKey
        self.lists = lists
        self.posterCacheBytes = posterCacheBytes
    }

    /// Picks each setting from the first place that has it. A blank key counts as none.
    public static func resolve(
        urlFlag: String? = nil, keyFlag: String? = nil, environment: [String: String],
        profileURL: String?, profileKey: String?, profileLists: [MovieList]?, profileCacheMegabytes: Int?
    ) throws(MovieLoadError) -> MovieQuizConfiguration {
        let candidates = [(urlFlag, "--imdb-url"), (environment["GADGET_IMDB_URL"], "GADGET_IMDB_URL"),
                          (profileURL, "[moviequiz] base_url")]
        let (urlText, source) = candidates.compactMap { text, source in text.map { ($0, source) } }
            .first { !$0.0.trimmingWhitespace().isEmpty } ?? (IMDbClient.defaultBaseURL, "")
        guard let url = URL(string: urlText.trimmingWhitespace()), url.isWebAddress
        else { throw .invalidBaseURL(urlText, source: source) }
        let key = [keyFlag, environment["GADGET_IMDB_KEY"], profileKey].compactMap { $0 }
            .map { $0.trimmingWhitespace() }.first { !$0.isEmpty }
        return MovieQuizConfiguration(
            baseURL: url, baseURLSource: source.isEmpty ? nil : source, apiKey: key, lists: profileLists ?? [.top250, .mostPopular],
            posterCacheBytes: profileCacheMegabytes.map { $0 * 1024 * 1024 } ?? defaultPosterCacheBytes)
    }

    /// The service when a key is configured, the bundled movies otherwise.
    public func makeLoader() -> any MovieLoading {
        guard let apiKey else { return BundledMovies() }
        return IMDbClient(baseURL: baseURL, apiKey: apiKey, lists: lists)
    }
}
