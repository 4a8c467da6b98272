import Glibc
import Hardware

/// The file and path operations Gadget does between process start and its first frame, straight
/// on the C library. Foundation's FileManager, URL and NSString do the same through
/// CoreFoundation, and the first call of each pulls that code and its tables into memory at every
/// start (see "Memory at start" in docs/ARCHITECTURE.md); later, rarer work may use Foundation.
public enum FileSystem {
    /// The process's working folder; "." when it cannot be named (it was deleted under us).
    public static func currentDirectory() -> String {
        guard let cwd = getcwd(nil, 0) else { return "." }
        defer { free(cwd) }
        return String(cString: cwd)
    }

    /// `path` with "." and ".." folded and repeated slashes collapsed, without looking at the
    /// disk (as `URL.standardized` does); a relative path stays relative.
    public static func normalized(_ path: String) -> String {
        let rooted = path.hasPrefix("/")
        var components: [Substring] = []
        for component in path.split(separator: "/") {
            switch component {
            case ".": continue
            case "..":
                if let last = components.last, last != ".." {
                    components.removeLast()
                } else if !rooted {
                    components.append(component)
                }
            default: components.append(component)
            }
        }
        let joined = components.joined(separator: "/")
        return rooted ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// `path` made absolute against the working folder, then normalized.
    public static func absolute(_ path: String) -> String {
        normalized(path.hasPrefix("/") ? path : currentDirectory() + "/" + path)
    }

    /// Every symbolic link in `path` followed (realpath(3)); the normalized path when some part of
    /// it does not exist, as `URL.resolvingSymlinksInPath` leaves such a path (made absolute).
    public static func resolvingSymlinks(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return absolute(path) }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// What the symbolic link at `path` points to, or nil when it is not one.
    public static func linkDestination(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `component` appended to `folder` with one slash between, as
    /// `NSString.appendingPathComponent` joins them ("" + "a" is "a").
    public static func joined(_ folder: String, _ component: String) -> String {
        if folder.isEmpty { return component }
        return folder.hasSuffix("/") ? folder + component : folder + "/" + component
    }

    public enum Kind: Sendable, Equatable { case directory, other }

    /// What is at `path` (following links), or nil when nothing is.
    public static func kind(of path: String) -> Kind? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT == S_IFDIR ? .directory : .other
    }

    public static func exists(_ path: String) -> Bool { kind(of: path) != nil }

    /// The names in `folder` except "." and "..", in the order the filesystem gives them.
    public static func entries(of folder: String) throws(SystemReason) -> [String] {
        guard let names = directoryNames(folder) else { throw SystemReason(errorNumber: errno) }
        return names
    }

    /// The first `limit` bytes of the file at `path` (all of it when `limit` is nil).
    public static func contents(of path: String, limit: Int? = nil) throws(SystemReason) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw SystemReason(errorNumber: errno) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while limit.map({ bytes.count < $0 }) ?? true {
            let wanted = min(chunk.count, limit.map { $0 - bytes.count } ?? chunk.count)
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                throw SystemReason(errorNumber: errno)
            }
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        return bytes
    }
}

/// A refusal from the system is what the file functions above throw.
extension SystemReason: Error {}
