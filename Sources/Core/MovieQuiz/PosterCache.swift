import Foundation
import GadgetBase
import Hardware
import Logging
import Synchronization

/// Downloaded posters kept on disk, so a second round (or the next start) shows them at once
/// and without the network. Files live in one directory, named by a hash of their URL; the
/// directory is kept under a size limit by deleting the least recently used files, "used"
/// being the modification time, which every read refreshes.
///
/// Disk trouble never stops the quiz: a poster that cannot be cached is still shown, and the
/// failure is logged.
public final class PosterCache: Sendable {
    public let directory: String
    public let limitBytes: Int
    private let clock: any GadgetClock
    private let logger: Logger
    /// One process may load two posters at once; their writes and evictions take turns.
    private let lock = Mutex(())

    public init(directory: String, limitBytes: Int, clock: any GadgetClock = SystemClock(),
                logger: Logger = Logger(label: "gadget.moviequiz.posters")) {
        self.directory = directory
        self.limitBytes = max(0, limitBytes)
        self.clock = clock
        self.logger = logger
    }

    /// The cached bytes for `url`, marking them as just used; nil when not cached. An empty file
    /// (a power cut before its bytes reached the disk) is removed and counts as not cached, so
    /// the poster is downloaded again instead of failing from the cache for ever.
    public func bytes(for url: URL) -> [UInt8]? {
        let path = self.path(for: url)
        return lock.withLock { _ in
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            guard !data.isEmpty else {
                _ = try? FileManager.default.removeItem(atPath: path)
                return nil
            }
            touch(path)
            return [UInt8](data)
        }
    }

    /// Forgets the cached poster for `url`, for one that turned out not to decode.
    public func remove(_ url: URL) {
        let path = self.path(for: url)
        lock.withLock { _ in
            do {
                try FileManager.default.removeItem(atPath: path)
            } catch let error as CocoaError where error.code == .fileNoSuchFile {
                // Already gone: nothing to forget.
            } catch {
                logger.warning("cannot remove the cached poster \(path): \(error)")
            }
        }
    }

    /// Keeps `bytes` for `url`, then trims the directory back under the limit. A poster bigger
    /// than the whole limit is not kept.
    public func store(_ bytes: [UInt8], for url: URL) {
        guard !bytes.isEmpty, bytes.count <= limitBytes else { return }
        let path = self.path(for: url)
        lock.withLock { _ in
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                // Written aside and renamed, so a crash mid-write never leaves half a poster under
                // the real name.
                let partial = path + ".partial"
                guard FileManager.default.createFile(atPath: partial, contents: nil),
                      let file = FileHandle(forWritingAtPath: partial)
                else {
                    throw CocoaError(.fileWriteUnknown)
                }
                // Synced before the rename: otherwise a power cut can leave the new name on
                // disk with the bytes still unwritten, an empty or truncated poster.
                do {
                    try file.write(contentsOf: bytes)
                    try file.synchronize()
                    try file.close()
                } catch {
                    // Not left behind: the size limit only counts finished posters.
                    try? file.close()
                    _ = try? FileManager.default.removeItem(atPath: partial)
                    throw error
                }
                _ = try? FileManager.default.removeItem(atPath: path)
                try FileManager.default.moveItem(atPath: partial, toPath: path)
                touch(path)
                trim()
            } catch {
                logger.warning("cannot cache the poster \(url.absoluteString) in \(directory): \(error); check the disk is not full and the directory is writable")
            }
        }
    }

    /// Bytes the cached posters take now.
    public var totalBytes: Int {
        lock.withLock { _ in entries().reduce(0) { $0 + $1.size } }
    }

    /// The file a URL's poster is kept in: a 64-bit FNV-1a hash of the URL, in hex.
    func path(for url: URL) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in url.absoluteString.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        let name = String(hash, radix: 16)
        return (directory as NSString).appendingPathComponent(String(repeating: "0", count: 16 - name.count) + name + ".poster")
    }

    // MARK: - Under the lock

    private func touch(_ path: String) {
        try? FileManager.default.setAttributes([.modificationDate: clock.wallTime()], ofItemAtPath: path)
    }

    private struct Entry {
        var path: String
        var size: Int
        var used: Date
    }

    private func entries() -> [Entry] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.filter { $0.hasSuffix(".poster") }.compactMap { name in
            let path = (directory as NSString).appendingPathComponent(name)
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
            return Entry(path: path, size: (attributes[.size] as? NSNumber)?.intValue ?? 0,
                         used: attributes[.modificationDate] as? Date ?? .distantPast)
        }
    }

    private func trim() {
        var all = entries().sorted { $0.used != $1.used ? $0.used < $1.used : $0.path < $1.path }
        var total = all.reduce(0) { $0 + $1.size }
        while total > limitBytes, !all.isEmpty {
            let oldest = all.removeFirst()
            do {
                try FileManager.default.removeItem(atPath: oldest.path)
                total -= oldest.size
            } catch {
                logger.warning("cannot remove the cached poster \(oldest.path): \(error)")
            }
        }
    }
}
