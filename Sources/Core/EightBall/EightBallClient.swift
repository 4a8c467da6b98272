import Foundation

/// Anything that can ask a remote 8-ball; `EightBallClient` is the real one.
public protocol EightBallFetching: Sendable {
    func fetch(question: String) async -> Result<EightBallAnswer, EightBallFetchError>
}

/// Asks the 8-ball web service (https://8ball.delegator.com/magic/JSON/<question>).
///
/// A fetch never takes longer than `budget` and never holds more than `maxBodyBytes` of
/// reply; everything that is not a well-formed answer comes back as an `EightBallFetchError`.
/// The answer's text is sanitized, since it comes from the network and ends up on a screen.
public struct EightBallClient: EightBallFetching {
    public static let defaultEndpoint = URL(string: "https://8ball.delegator.com/magic/JSON")!
    /// The longest answer text shown; longer ones are cut with "…".
    public static let maximumAnswerLength = 120
    /// Questions are cut to this many characters before going into the URL.
    static let maximumQuestionLength = 200

    public let endpoint: URL
    public let budget: Duration
    public let maxBodyBytes: Int

    public init(endpoint: URL, budget: Duration = .seconds(2), maxBodyBytes: Int = 65_536) {
        self.endpoint = endpoint
        self.budget = budget
        self.maxBodyBytes = maxBodyBytes
    }

    public func fetch(question: String) async -> Result<EightBallAnswer, EightBallFetchError> {
        guard let url = requestURL(question: question) else {
            return .failure(.invalidEndpoint(endpoint.absoluteString))
        }
        var request = HTTPRequest(url: url)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.setValue("gadget", forHTTPHeaderField: "User-Agent")
        let download = BoundedDownload(budget: budget, maxBodyBytes: maxBodyBytes)
        return await download.run(request).flatMap(EightBallReplyParser.parse)
    }

    /// endpoint + "/" + the question, percent-encoded as one path segment (a "/" or "?" in
    /// the question must not change the path or start a query). A blank question, which
    /// would leave the segment empty, is sent as "?" (encoded).
    func requestURL(question: String) -> URL? {
        guard endpoint.isWebAddress else { return nil }
        var text = TextSanitizer.clean(question, maxLength: Self.maximumQuestionLength)
        if text.isEmpty { text = "?" }
        guard let segment = text.addingPercentEncoding(withAllowedCharacters: Self.unreservedCharacters) else {
            return nil
        }
        var base = endpoint.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        return URL(string: base + "/" + segment)
    }

    /// RFC 3986's unreserved characters: the only ones safe unencoded in any path segment.
    private static let unreservedCharacters = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"
    )
}
