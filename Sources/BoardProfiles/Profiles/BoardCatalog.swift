import Core
import Foundation
import GadgetBase
import Hardware

/// Finds board profiles by name: boards/NAME.toml in the places a source checkout, an
/// installed package or the user keeps them.
public struct BoardCatalog: Sendable {
    public let searchDirectories: [String]

    public init(environment: [String: String] = ProcessEnvironment.current(),
                executablePath: String = RunningExecutable.path) {
        var directories: [String] = []
        if let custom = environment["GADGET_BOARDS_DIR"], !custom.isEmpty { directories.append(custom) }
        if let config = environment["XDG_CONFIG_HOME"], !config.isEmpty {
            directories.append(config + "/gadget/boards")
        } else if let home = environment["HOME"], !home.isEmpty {
            directories.append(home + "/.config/gadget/boards")
        }
        directories.append(FileManager.default.currentDirectoryPath + "/boards")
        directories += RunningExecutable.shippedFolders(executable: executablePath, inCheckout: "boards", installed: "boards")
        // One folder named two ways (GADGET_BOARDS_DIR=boards inside the checkout) is searched once.
        var seen = Set<String>()
        self.init(searchDirectories: directories.filter { seen.insert(URL(fileURLWithPath: $0).standardized.path).inserted })
    }

    /// GADGET_BOARDS_DIR naming no folder (a typo, a folder not made yet): the profiles there
    /// are not found and the shipped ones are used, which says nothing by itself.
    public static func customDirectoryProblem(environment: [String: String]) -> LocalizedMessage? {
        guard let custom = environment["GADGET_BOARDS_DIR"], !custom.isEmpty else { return nil }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: custom, isDirectory: &isDirectory), isDirectory.boolValue { return nil }
        return LocalizedMessage(ProfileText.customDirectoryMissing, custom)
    }

    /// Looks only in these folders, first wins.
    public init(searchDirectories: [String]) {
        self.searchDirectories = searchDirectories
    }

    /// Every profile found, by name, first directory wins.
    public func available() -> [(name: String, path: String)] {
        var found: [String: String] = [:]
        for directory in searchDirectories {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            for file in names where file.hasSuffix(".toml") {
                let name = String(file.dropLast(5))
                if found[name] == nil { found[name] = directory + "/" + file }
            }
        }
        return found.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// boards/desktop.toml as the binary carries it, for when no profile files are found.
    public static var builtInDesktop: BoardProfile {
        // The text is a test-checked copy of a shipped profile: it always parses.
        var profile = (try? BoardProfile(document: ProfileDocument(parsing: ShippedDesktopProfile.text, file: BoardProfile.builtInFile)))
            ?? .desktop
        profile.file = BoardProfile.builtInFile
        return profile
    }

    /// Profiles with `name`'s file name further down the search path than the one `available()`
    /// picks: the shipped profile a user's own one of the same name hides.
    public func shadowed(_ name: String) -> [String] {
        let paths = searchDirectories.map { $0 + "/" + name + ".toml" }.filter(Self.isFile)
        return Array(paths.dropFirst())
    }

    /// Loads a profile by name or by path. `desktop` works even with no boards folder around.
    public func load(_ nameOrPath: String) throws(ProfileError) -> BoardProfile {
        // A Character: a String argument would pick Foundation's NSString search, a start-up cost.
        if nameOrPath.contains("/" as Character) || nameOrPath.hasSuffix(".toml") || nameOrPath == "-" {
            return try Self.load(path: nameOrPath)
        }
        let found = available()
        if let match = found.first(where: { $0.name == nameOrPath }) {
            return try Self.load(path: match.path)
        }
        if nameOrPath == "desktop" { return Self.builtInDesktop }
        // Not a board's name, but a file here (`boards validate my-board.txt`): read as the path it
        // is, so the error says what is wrong in it, not that no board has that name. Not a folder:
        // `--board Desktop` run from a home folder means the board, and gets "did you mean desktop?".
        if Self.isFile(nameOrPath) { return try Self.load(path: nameOrPath) }
        throw unknownBoard(nameOrPath, found: found)
    }

    /// Whether something other than a folder is at `path`.
    private static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// "No such board profile": the nearest name, and the boards `boards list` shows (those not
    /// marked `listed = false`; one that does not parse stays in). A typo of a test board's name
    /// is still pointed at it.
    private func unknownBoard(_ name: String, found: [(name: String, path: String)]) -> ProfileError {
        let names = found.map(\.name)
        let listed = found.filter { (try? Self.load(path: $0.path))?.isListed ?? true }.map(\.name)
        let known: any LocalizableArgument = names.isEmpty
            ? LocalizedMessage(ProfileText.noneFoundIn, searchDirectories.joined(separator: ", "))
            : listed.joined(separator: ", ")
        let text = NearestWord.closest(name, among: Set(names))
            .map { LocalizedMessage(ProfileText.noSuchProfileHint, $0, known) }
            ?? LocalizedMessage(ProfileText.noSuchProfile, known)
        return ProfileError(file: name, line: 0, key: nil, text)
    }

    public static func load(path: String) throws(ProfileError) -> BoardProfile {
        let text: String
        do {
            text = try TextFile.read(path)
        } catch {
            throw ProfileError(file: path, line: 0, key: nil, error.problem)
        }
        return try BoardProfile(document: ProfileDocument(parsing: text, file: path))
    }
}
