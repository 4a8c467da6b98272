import BoardProfiles
import Apps
import Core
import Foundation
import GadgetBase
import Hardware

/// Builds the apps a run offers, from the board profile, the data directory and the settings
/// the user gave (flags win over the environment, which wins over the profile).
public struct AppAssembly {
    public static let defaultEightBallEndpoint = "https://8ball.delegator.com/magic/JSON"

    public let database: GadgetDatabase
    public let eightBallEndpoint: URL
    public let eightBallBudget: Duration
    public let movieQuiz: MovieQuizConfiguration
    public let movieQuizButtons: AnswerButtons
    public let posterDirectory: String
    public let chats: ChatsConfiguration
    /// What poster addresses in the movie service's replies may be (GADGET_ALLOW_HTTP).
    public let endpointPolicy: EndpointPolicy

    /// - Parameter dataDirectoryFromFlag: `--data-dir` named the directory (errors then name the flag).
    public init(profile: BoardProfile, dataDirectory: String, dataDirectoryFromFlag: Bool = false, endpointFlag: String?,
                imdbURLFlag: String? = nil, imdbKeyFlag: String? = nil, chatsDataFlag: String? = nil,
                environment: [String: String]) throws {
        database = dataDirectoryFromFlag ? try GadgetDatabase(directoryFromFlag: dataDirectory)
                                         : try GadgetDatabase(directory: dataDirectory)
        chats = try ChatsConfiguration(flag: chatsDataFlag, profile: profile, environment: environment)
        eightBallEndpoint = try Self.resolveEndpoint(flag: endpointFlag, environment: environment, profile: profile)
        eightBallBudget = .milliseconds(Int64(profile.eightBall.budget * 1000))
        movieQuiz = try Self.resolveMovieQuiz(profile: profile, environment: environment,
                                              urlFlag: imdbURLFlag, keyFlag: imdbKeyFlag)
        movieQuizButtons = AnswerButtons(yes: profile.movieQuiz.yesButton, no: profile.movieQuiz.noButton) ?? .standard
        posterDirectory = (dataDirectory as NSString).appendingPathComponent("posters")
        endpointPolicy = EndpointPolicy(environment: environment)
    }

    /// What a run would refuse about the service addresses `profile` itself names (no flags, no
    /// GADGET_*_URL), under the environment's GADGET_ALLOW_HTTP: for `gadget boards validate`.
    public static func checkServiceAddresses(of profile: BoardProfile, environment: [String: String]) throws {
        let policy = environment.filter { $0.key == EndpointPolicy.environmentVariable }
        func naming(_ key: String, _ check: () throws -> Void) throws {
            do { try check() } catch let error as any UserFacingError & Sendable {
                throw ConfigurationError(LocalizedMessage(RuntimeText.profileKey, profile.place(of: key), key), cause: error)
            }
        }
        try naming("[eightball] endpoint") { _ = try resolveEndpoint(flag: nil, environment: policy, profile: profile) }
        try naming("[moviequiz] base_url") { _ = try resolveMovieQuiz(profile: profile, environment: policy) }
        // Its errors name the file and key already.
        if profile.chats.source == .http { _ = try ChatsConfiguration(flag: nil, profile: profile, environment: policy) }
    }

    /// What `boards validate` and `doctor` check beyond the profile's own syntax and the
    /// devices: a run's refusals are thrown (service addresses, the chats file); what would
    /// only be warned about is returned.
    public static func checkBeyondDevices(of profile: BoardProfile, environment: [String: String]) throws -> ProfileWarnings {
        try checkServiceAddresses(of: profile, environment: environment)
        return ProfileWarnings(chatEntries: try checkChatsFile(of: profile), readableSecret: profile.readableSecretWarning)
    }

    public struct ProfileWarnings: Sendable {
        /// Entries of the profile's chats file the app would skip or change.
        public var chatEntries: [ChatEntryWarning]
        /// The profile holds the quiz's API key where other users can read it.
        public var readableSecret: ReadableSecretFile?
    }

    /// The chats file `profile` names, read as the chats app reads it, so a wrong path or a
    /// broken file shows before anyone opens the app. Returns what the app would skip or change
    /// (entries lacking keys, unusable avatars).
    static func checkChatsFile(of profile: BoardProfile) throws -> [ChatEntryWarning] {
        guard profile.chats.source == .file, let path = profile.chats.file else { return [] }
        switch ChatsFileSource(path: path).load() {
        case .success(let list):
            return list.warnings
        case .failure(let error):
            let key = "[chats] file"
            throw ConfigurationError(LocalizedMessage(RuntimeText.profileKey, profile.place(of: key), key), cause: error)
        }
    }

    /// The quiz's service from GADGET_IMDB_URL / GADGET_IMDB_KEY, then the profile's [moviequiz].
    public static func resolveMovieQuiz(profile: BoardProfile, environment: [String: String],
                                        urlFlag: String? = nil, keyFlag: String? = nil) throws -> MovieQuizConfiguration {
        let lists: [MovieList] = switch profile.movieQuiz.list {
        case "top250": [.top250]
        case "popular": [.mostPopular]
        default: [.top250, .mostPopular]
        }
        let configuration = try MovieQuizConfiguration.resolve(
            urlFlag: urlFlag, keyFlag: keyFlag, environment: environment, profileURL: profile.movieQuiz.baseURL,
            profileKey: profile.movieQuiz.apiKey, profileLists: lists,
            profileCacheMegabytes: profile.movieQuiz.posterCacheMegabytes)
        if let key = configuration.apiKey {
            SecretRedaction.register(key)
            // Only a configured service is ever contacted; with no key the quiz plays bundled movies.
            try EndpointPolicy(environment: environment).check(configuration.baseURL, service: EndpointNames.movieQuiz)
        }
        return configuration
    }

    public static func resolveEndpoint(flag: String?, environment: [String: String], profile: BoardProfile) throws -> URL {
        let (text, source) = flag.map { ($0, "--endpoint") }
            // Set but blank (`export GADGET_EIGHTBALL_URL=`) counts as unset, as for the quiz's.
            ?? environment["GADGET_EIGHTBALL_URL"].flatMap { $0.trimmingWhitespace().isEmpty ? nil : ($0, "GADGET_EIGHTBALL_URL") }
            ?? profile.eightBall.endpoint.map { ($0, "[eightball] endpoint (\(profile.file))") }
            ?? (defaultEightBallEndpoint, "--endpoint")
        guard let url = URL(string: text), url.isWebAddress else {
            throw ConfigurationError(LocalizedMessage(RuntimeText.endpointNotHTTP, text, source, defaultEightBallEndpoint))
        }
        try EndpointPolicy(environment: environment).check(url, service: EndpointNames.eightBall)
        return url
    }

    /// The identifiers of the apps `makeApps` makes, in launcher order, for the command line's
    /// hints (`gadget chats` means `gadget --app chats`) without opening a database.
    public static let appIdentifiers = ["eightball", "chats", "moviequiz", "fallingsquares", "gestures", "cars", "showcase",
                                        "journal"]

    /// The apps, in launcher order. With a `seed`, every app's dice repeat exactly (scripted runs);
    /// without one they come from the system's generator.
    public func makeApps(seed: UInt64? = nil) -> [any GadgetApp] {
        func dice(_ salt: UInt64) -> any RandomNumberGenerator {
            guard let seed else { return SystemRandomNumberGenerator() }
            return SeededRandomGenerator(seed: seed &+ salt)
        }
        let client = EightBallClient(endpoint: eightBallEndpoint, budget: eightBallBudget)
        let eightBall = EightBallApp(
            store: AnswerStore(database: database),
            remote: client,
            budget: eightBallBudget,
            randomSource: dice(1))
        let fallingSquares = FallingSquaresApp(
            scores: BestScoreStore(database: database, game: FallingSquaresApp.gameIdentifier),
            randomSource: dice(2))
        let posterCache = PosterCache(directory: posterDirectory, limitBytes: movieQuiz.posterCacheBytes)
        let movieQuizApp = MovieQuizApp(
            loader: movieQuiz.makeLoader(),
            statistics: QuizStatisticsStore(database: database),
            posters: PosterDownloader(cache: posterCache, policy: endpointPolicy),
            buttons: movieQuizButtons,
            randomSource: dice(3))
        return [eightBall, chats.makeApp(), movieQuizApp, fallingSquares, PlaygroundApp(), CarsApp(store: CarStore(database: database)),
                ShowcaseApp(), MasterDetailApp()]
    }
}

/// A setting that cannot work, explained in the reader's language; `cause` adds the reason
/// another layer gave (a bad chats address, say).
public struct ConfigurationError: Error, CustomStringConvertible, Sendable, UserFacingError {
    public let text: LocalizedMessage
    public let cause: (any UserFacingError & Sendable)?

    public init(_ description: String) {
        self.init(.verbatim(description))
    }

    public init(_ text: LocalizedMessage, cause: (any UserFacingError & Sendable)? = nil) {
        self.text = text
        self.cause = cause
    }

    public var description: String { message(Localizer(language: .en)) }

    public func message(_ l: Localizer) -> String {
        text.text(l) + (cause?.message(l) ?? "")
    }
}
