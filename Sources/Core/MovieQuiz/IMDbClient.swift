import Foundation

/// Loads movies from an imdb-api.com-style service: GET `<baseURL>/<List>/<apiKey>` for each
/// configured list, all at once, merged in the lists' order without duplicates. One list failing
/// is fine while another answers; when all fail, the first list's failure is the one reported.
public struct IMDbClient: MovieLoading {
    public static let defaultBaseURL = "https://imdb-api.com/en/API"

    public let baseURL: URL
    public let apiKey: String
    public let lists: [MovieList]
    public let budget: Duration
    public let maxBodyBytes: Int

    public init(baseURL: URL, apiKey: String, lists: [MovieList] = [.top250, .mostPopular],
                budget: Duration = .seconds(10), maxBodyBytes: Int = 2_000_000) {
        self.baseURL = baseURL
        self.apiKey = apiKey
        self.lists = lists.isEmpty ? [.top250] : lists
        self.budget = budget
        self.maxBodyBytes = maxBodyBytes
    }

    public func loadMovies() async -> Result<[Movie], MovieLoadError> {
        // The lists are asked for together, so a service that does not answer costs one budget,
        // as the timeout's message says, not one per list.
        let results = await withTaskGroup(of: (Int, Result<[Movie], MovieLoadError>).self) { group in
            for (index, list) in lists.enumerated() {
                group.addTask { (index, await load(list)) }
            }
            var inOrder = [Result<[Movie], MovieLoadError>?](repeating: nil, count: lists.count)
            for await (index, result) in group { inOrder[index] = result }
            return inOrder.compactMap { $0 }
        }
        var movies: [Movie] = []
        var seen = Set<String>()
        var firstFailure: MovieLoadError?
        for result in results {
            switch result {
            case .success(let loaded):
                for movie in loaded where seen.insert(movie.id).inserted { movies.append(movie) }
            case .failure(let error):
                firstFailure = firstFailure ?? error
            }
        }
        if movies.isEmpty { return .failure(firstFailure ?? .noMovies) }
        return .success(movies)
    }

    public func load(_ list: MovieList) async -> Result<[Movie], MovieLoadError> {
        guard let url = requestURL(list) else { return .failure(.invalidBaseURL(baseURL.absoluteString)) }
        var request = HTTPRequest(url: url)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.setValue("gadget", forHTTPHeaderField: "User-Agent")
        let download = BoundedDownload(budget: budget, maxBodyBytes: maxBodyBytes)
        let result: Result<[Movie], MovieLoadError> = switch await download.run(request) {
        case .success(let body): MovieListParser.parse(body)
        case .failure(let failure): .failure(MovieLoadError(failure))
        }
        // The request URL ends in the key; no error may carry it on to a screen or a log.
        return result.mapError { $0.redacting(apiKey) }
    }

    /// The key goes in as one percent-encoded path segment, so nothing in it can change the path.
    func requestURL(_ list: MovieList) -> URL? {
        guard baseURL.isWebAddress,
              let key = apiKey.addingPercentEncoding(withAllowedCharacters: Self.unreserved)
        else { return nil }
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        return URL(string: "\(base)/\(list.rawValue)/\(key)")
    }

    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
}
