import Core
import Foundation
import GadgetBase
import Logging
import Synchronization

/// Where log lines go. A live terminal session cannot write to stderr without tearing the
/// picture, so it switches the destination to <data dir>/gadget.log; commands log to stderr.
public enum LogDestination {
    private static let sink = Mutex<LogSink?>(nil)

    /// Installs Gadget's log handler for the whole process (call once, first thing).
    public static func bootstrap(level: Logger.Level = .warning) {
        LoggingSystem.bootstrap { label in
            var handler = GadgetLogHandler(label: label)
            handler.logLevel = level
            return handler
        }
    }

    /// From now on, log to this file instead of stderr. Returns why the file cannot be opened,
    /// if it cannot: the lines then go nowhere (stderr would tear the picture), and the caller
    /// says so once.
    @discardableResult
    public static func redirect(toFile path: String) -> SystemReason? {
        let newSink = LogSink(path: path)
        sink.withLock { $0 = newSink }
        return newSink.openFailure.map { SystemReason(errorNumber: $0) }
    }

    static func write(_ line: String) {
        if let file = sink.withLock({ $0 }) {
            file.write(line)
        } else {
            // Not FileHandle: it traps when standard error has gone (a closed terminal, EPIPE).
            _ = DescriptorWriting.writeAll(Array(line.utf8), to: STDERR_FILENO)
        }
    }
}

struct GadgetLogHandler: LogHandler {
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .warning
    let label: String

    init(label: String) { self.label = label }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        let details = merged.isEmpty ? "" : " " + merged.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            .joined(separator: " ")
        let stamp = Date().formatted(.iso8601)
        LogDestination.write("\(stamp) \(event.level) \(label): \(LogText.clean("\(event.message)\(details)"))\n")
    }
}

/// An append-only log file, written with one write(2) a line so lines never interleave.
final class LogSink: Sendable {
    private let descriptor: Int32
    /// The errno of the open that failed; nil when the file is open.
    let openFailure: Int32?

    init(path: String) {
        descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        openFailure = descriptor < 0 ? errno : nil
    }

    func write(_ line: String) {
        guard descriptor >= 0 else { return }
        let bytes = Array(line.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    }

    deinit { if descriptor >= 0 { Glibc.close(descriptor) } }
}

/// Log lines may quote remote text and file contents, and an error may quote a secret: keep
/// escape sequences and control characters out (a log is read with `cat` and `journalctl`), keep
/// each entry on one line, and mask the secrets Gadget was configured with.
enum LogText {
    static func clean(_ text: String) -> String {
        let safe = TextSanitizer.terminalText(SecretRedaction.redact(text), maxLength: 4000)
        return String(String.UnicodeScalarView(safe.unicodeScalars.map { $0 == "\n" || $0 == "\t" ? " " : $0 }))
    }
}
