import BoardProfiles
import Core
import Foundation
import GadgetBase
import Hardware

/// The security side of resolving a run's settings: which remote endpoints are acceptable
/// (`EndpointPolicy`) and whether a config file holding a secret is readable by others.
enum EndpointNames {
    static let eightBall = LocalizedString("the 8-ball endpoint", ru: "адрес сервиса шара", uk: "адреса сервісу кулі")
    static let movieQuiz = LocalizedString("the movie service", ru: "сервис фильмов", uk: "сервіс фільмів")
    static let chats = LocalizedString("the chats service", ru: "сервис чатов", uk: "сервіс чатів")
}

/// A config file that holds a secret and that users other than its owner may read.
public struct ReadableSecretFile: Sendable, Equatable, UserFacingError, CustomStringConvertible {
    public let path: String
    /// The file's permission bits, e.g. 0o644.
    public let mode: UInt16

    public var description: String { message(Localizer(language: .en)) }

    public func message(_ l: Localizer) -> String {
        l(Self.text, path, String(mode, radix: 8), path)
    }

    /// The warning for `path` when it holds a secret and its group or others may read it; nil when
    /// it is private (or cannot be examined, in which case reading it failed loudly elsewhere).
    public static func check(path: String) -> ReadableSecretFile? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        let mode = UInt16(status.st_mode & 0o7777)
        return mode & 0o044 == 0 ? nil : ReadableSecretFile(path: path, mode: mode)
    }

    static let text = LocalizedString(
        "warning: %@ holds the movie quiz's api_key but other users can read it (mode %@); make it private: chmod 600 %@",
        ru: "предупреждение: в %@ хранится api_key киноквиза, но его могут прочитать другие пользователи (права %@); закройте доступ: chmod 600 %@",
        uk: "попередження: у %@ зберігається api_key кіноквізу, але його можуть прочитати інші користувачі (права %@); закрийте доступ: chmod 600 %@")
}

extension BoardProfile {
    /// The warning to show when this profile holds the quiz's API key in a file others can read.
    public var readableSecretWarning: ReadableSecretFile? {
        guard let key = movieQuiz.apiKey, !key.trimmingWhitespace().isEmpty, !file.isEmpty else { return nil }
        return ReadableSecretFile.check(path: file)
    }
}
