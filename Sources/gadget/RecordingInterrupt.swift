#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Ctrl-C (SIGINT) or SIGTERM during `gadget sense record` ends the recording early and keeps
/// what was recorded, instead of killing the process and losing it. The handler only sets an
/// atomic flag, which is async-signal-safe; the recorder looks at it between samples. It acts
/// once (a second Ctrl-C, should writing hang, kills as usual), and a signal the caller set to
/// be ignored (nohup) stays ignored.
enum RecordingInterrupt {
    static let requested = Atomic<Bool>(false)

    static func install() {
        // Set up here, not lazily inside the handler.
        requested.store(false, ordering: .relaxed)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in RecordingInterrupt.requested.store(true, ordering: .relaxed) }
        // SA_RESETHAND is 0x80000000: the top bit of the C int, which Int32(_:) would trap on.
        action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)
        sigemptyset(&action.sa_mask)
        for signal in [SIGINT, SIGTERM] {
            var current = sigaction()
            // SIG_IGN is the handler address 1.
            guard sigaction(signal, nil, &current) == 0, unsafeBitCast(current.__sigaction_handler.sa_handler, to: Int.self) != 1
            else { continue }
            sigaction(signal, &action, nil)
        }
    }

    static var wasRequested: Bool { requested.load(ordering: .relaxed) }
}
