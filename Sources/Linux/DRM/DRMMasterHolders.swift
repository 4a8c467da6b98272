import Glibc
import GadgetBase
import Hardware

/// Which processes have a DRM card open (one of them is its master): /proc/PID/fd links that
/// point at the card, named by /proc/PID/comm. Only processes the user may look into are seen,
/// which covers a desktop session of the same user; the message falls back to a general name.
enum DRMMasterHolders {
    static func processes(holding card: String, proc: String = "/proc") -> [String] {
        let ourself = getpid()
        var names: [String] = []
        for entry in directoryNames(proc) ?? [] {
            guard let pid = Int32(entry), pid != ourself else { continue }
            let descriptors = directoryNames("\(proc)/\(entry)/fd") ?? []
            let holds = descriptors.contains { fd in linkTarget("\(proc)/\(entry)/fd/\(fd)") == card }
            guard holds else { continue }
            let command = FramebufferDirectory.readFirstLine("\(proc)/\(entry)/comm") ?? "?"
            names.append("\(command) (pid \(pid))")
        }
        return names
    }

    private static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 256)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
