import BoardProfiles
import Apps
import Core
import Foundation
import GadgetBase
import Hardware
import Logging
import Sensing

/// Everything a run is made of, resolved from flags, environment and the board profile.
public struct RunSetup {
    public var profile: BoardProfile
    public var dataDirectory: String
    public var language: Language
    public var assembly: AppAssembly
    /// What the run could not find and goes on without (profiles, the chats sample's avatars, a
    /// damaged database moved aside), to be said before the panel takes over the terminal.
    public var missingData: [LocalizedMessage] = []

    public init(boardName: String, dataDirectory: String?, endpoint: String?, language: String?,
                imdbURL: String? = nil, imdbKey: String? = nil, chatsData: String? = nil, openApp: String? = nil,
                environment: [String: String] = ProcessEnvironment.current()) throws {
        let catalog = BoardCatalog(environment: environment)
        try self.init(profile: catalog.load(boardName), dataDirectory: dataDirectory,
                      endpoint: endpoint, language: language, imdbURL: imdbURL, imdbKey: imdbKey, chatsData: chatsData,
                      environment: environment)
        if profile.isBuiltIn {
            missingData.append(LocalizedMessage(RuntimeText.noProfilesFound, catalog.searchDirectories.joined(separator: ", ")))
        }
        // Only where Chats can be opened: a run of another app has no use for its avatars.
        let chatsCanOpen = openApp.map { LauncherApp.name($0, means: ChatsApp.appIdentifier, titled: ChatsApp.appTitle) } ?? true
        if profile.chats.source == .sample, chatsData == nil, chatsCanOpen {
            let folder = ChatsConfiguration.sampleFolder(environment: environment).path
            if !FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent("avatars")) {
                missingData.append(LocalizedMessage(RuntimeText.noSampleAvatars, folder))
            }
        }
    }

    public init(profile: BoardProfile, dataDirectory: String?, endpoint: String?, language: String?,
                imdbURL: String? = nil, imdbKey: String? = nil, chatsData: String? = nil,
                environment: [String: String]) throws {
        self.profile = profile
        self.dataDirectory = dataDirectory ?? GadgetDatabase.defaultDirectory(environment: environment)
        if let language {
            guard let chosen = Language(named: language) else {
                throw ConfigurationError(LocalizedMessage(Language.unknownLanguageMessage, language))
            }
            self.language = chosen
        } else if let fromProfile = profile.language.flatMap(Language.init(named:)) {
            // The board's maker chose the language of its screen; the system's locale (on a Pi
            // usually en_GB.UTF-8, set for every service too) is only the default.
            self.language = fromProfile
        } else {
            self.language = Language.fromEnvironment(environment)
        }
        assembly = try AppAssembly(profile: profile, dataDirectory: self.dataDirectory,
                                   dataDirectoryFromFlag: dataDirectory != nil, endpointFlag: endpoint,
                                   imdbURLFlag: imdbURL, imdbKeyFlag: imdbKey, chatsDataFlag: chatsData,
                                   environment: environment)
        if let recovery = assembly.database.recovery { missingData.append(recovery) }
    }

    /// Where this board's shake calibration is kept.
    public var shakeCalibration: ShakeCalibrationStore {
        ShakeCalibrationStore(database: assembly.database, board: profile.name)
    }

    /// The profile's preset with this board's calibration, if one was made. A database that
    /// cannot be read leaves the preset: shaking must work even then, and the database's own
    /// problem is reported where it is opened.
    public var shakeSettings: ShakeSettings {
        profile.presetShakeSettings.calibrated((try? shakeCalibration.load()) ?? nil)
    }

    /// A session on `display`, with the board's accelerometer, the apps, and optionally one app open.
    /// `randomSeed` makes the apps' choices (stored answers, falling squares, quiz questions) repeat.
    public func makeSession(clock: any GadgetClock, display: any Display, accelerometer: (any Accelerometer)?,
                            motionWake: (any MotionWakeSource)? = nil, randomSeed: UInt64? = nil,
                            openApp: String?, wake: (@Sendable () -> Void)?, logger: Logger) throws -> Session {
        let session = Session(
            clock: clock, display: display, localizer: Localizer(language: language),
            apps: assembly.makeApps(seed: randomSeed), accelerometer: accelerometer, motionWake: motionWake, shakeSettings: shakeSettings,
            input: profile.inputWiring, framesPerSecond: profile.framesPerSecond, wake: wake, logger: logger)
        session.shakeCalibration = (shakeCalibration, profile.presetShakeSettings)
        if assembly.database.movedAsidePath != nil { session.showDataReset() }
        if let openApp, !session.open(appNamed: openApp) {
            let apps = session.appIdentifiers.joined(separator: ", ")
            throw ConfigurationError(NearestWord.closest(openApp, among: Set(session.appIdentifiers))
                .map { LocalizedMessage(RuntimeText.noSuchAppHint, openApp, $0, apps) }
                ?? LocalizedMessage(RuntimeText.noSuchApp, openApp, apps))
        }
        return session
    }
}

extension Session {
    public var appIdentifiers: [String] { launcherApps.map(\.identifier) }
}
