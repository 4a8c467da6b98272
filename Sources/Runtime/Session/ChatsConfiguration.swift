import BoardProfiles
import Apps
import Core
import Foundation
import Logging
import GadgetBase
import Hardware

/// Which chats the chats app shows and how, from `--chats-data`, then the profile's [chats]
/// table, then the built-in sample. Switching to the web service is configuration only: the app
/// gets a different `ChatsDataSource` and its screens do not change.
public struct ChatsConfiguration: Sendable {
    public let source: any ChatsDataSource
    /// TZ from the environment, looked up only when the chats first show a date (`timeZone`).
    private let timeZoneVariable: String?
    /// What avatar addresses in the data may be (GADGET_ALLOW_HTTP).
    let endpointPolicy: EndpointPolicy

    public init(flag: String?, profile: BoardProfile, environment: [String: String]) throws {
        if let flag {
            source = ChatsFileSource(path: flag)
        } else {
            switch profile.chats.source {
            case .file:
                source = ChatsFileSource(path: profile.chats.file ?? "")
            case .http:
                do {
                    source = try HTTPChatsSource.validated(profile.chats.url ?? "",
                                                           budget: .milliseconds(Int64(profile.chats.budget * 1000)))
                } catch {
                    throw ConfigurationError(LocalizedMessage(RuntimeText.chatsURL, profile.place(of: "[chats] url")), cause: error)
                }
                if let http = source as? HTTPChatsSource {
                    do {
                        try EndpointPolicy(environment: environment).check(http.url, service: EndpointNames.chats)
                    } catch {
                        throw ConfigurationError(LocalizedMessage(RuntimeText.chatsURL, profile.place(of: "[chats] url")), cause: error)
                    }
                }
            case .sample:
                source = ChatsSample.source(avatarFolder: Self.sampleFolder(environment: environment))
            }
        }
        timeZoneVariable = environment["TZ"]
        endpointPolicy = EndpointPolicy(environment: environment)
    }

    /// The zone dates are shown in. Computed, not stored: the lookup loads ICU's zone data.
    public var timeZone: TimeZone { Self.timeZone(environment: timeZoneVariable.map { ["TZ": $0] } ?? [:]) }

    func makeApp() -> ChatsApp {
        let logger = Logger(label: "gadget.chats")
        return ChatsApp(source: source, timeZone: timeZone, avatarFetcher: AvatarFetcher(policy: endpointPolicy),
                        report: { logger.warning("\($0)") })
    }

    /// TZ as the C library reads it ("Europe/Kyiv", ":Europe/Kyiv"); the system's zone otherwise.
    static func timeZone(environment: [String: String]) -> TimeZone {
        guard var name = environment["TZ"], !name.isEmpty else { return .current }
        if name.hasPrefix(":") { name.removeFirst() }
        return TimeZone(identifier: name) ?? .current
    }

    /// The folder holding the sample's avatars: data/chats in a checkout, share/gadget/chats when
    /// installed. When none is found the sample's avatars stay plain circles.
    static func sampleFolder(environment: [String: String],
                             executablePath: String = RunningExecutable.path,
                             currentDirectory: String = FileManager.default.currentDirectoryPath) -> URL {
        var candidates: [String] = []
        if let custom = environment["GADGET_CHATS_DIR"], !custom.isEmpty { candidates.append(custom) }
        candidates.append(currentDirectory + "/data/chats")
        candidates += RunningExecutable.shippedFolders(executable: executablePath, inCheckout: "data/chats", installed: "chats")
        let found = candidates.first { FileManager.default.fileExists(atPath: $0 + "/avatars") } ?? candidates.last!
        return URL(fileURLWithPath: found + "/", isDirectory: true)
    }
}
