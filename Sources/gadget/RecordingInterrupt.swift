#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Ctrl-C (SIGINT) or SIGTERM during `gadget sense record` ends the recording early and keeps
/// what was recorded, instead of killing the process and losing it. The handler only sets an
/// atomic flag, which is async-signal-safe; the recorder looks at it between samples.
enum RecordingInterrupt {
    static let requested = Atomic<Bool>(false)

    static func install() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in RecordingInterrupt.requested.store(true, ordering: .relaxed) }
        sigemptyset(&action.sa_mask)
        for signal in [SIGINT, SIGTERM] { sigaction(signal, &action, nil) }
    }

    static var wasRequested: Bool { requested.load(ordering: .relaxed) }
}
