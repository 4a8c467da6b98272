import Glibc
import Synchronization

/// Gives the terminal back on every way out of the process, including crashes.
///
/// A signal handler may only call async-signal-safe functions, so everything it needs (the
/// descriptors, the saved termios, the precomputed restore bytes) lives in memory allocated
/// once and never freed, and "is a session active" is a lock-free atomic. The handler then
/// only calls write(2), tcsetattr(3), ioctl(2), sigaction(2) and raise(3).
enum TerminalRestoration {
    /// Signals that end the process without running atexit. Faults always get a handler;
    /// termination signals only when nobody else handles them (a runtime watching SIGTERM for
    /// a graceful shutdown restores through `restore(generation:)` itself).
    private static let faultSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP]
    private static let terminationSignals: [Int32] = [SIGTERM, SIGHUP, SIGQUIT, SIGINT]
    private static let restoreCapacity = 256
    private static let signalCount = 65

    private struct SavedTerminal {
        var input: Int32
        var output: Int32
        var settings: termios
        var restoreBytes: UnsafeMutablePointer<UInt8>
        var restoreByteCount: Int
    }

    nonisolated(unsafe) private static var saved: UnsafeMutablePointer<SavedTerminal>?
    nonisolated(unsafe) private static var previousActions: UnsafeMutablePointer<sigaction>?
    /// 0 when no session is active, -1 while one is being set up, else the active generation.
    private static let activeGeneration = Atomic<Int>(0)
    private static let lastGeneration = Atomic<Int>(0)
    private static let handlersInstalled = Mutex(false)
    /// A console tty a framebuffer display put into graphics mode, or -1. The kernel leaves
    /// KD_GRAPHICS set when the process dies, so after a crash the console would show no text
    /// (not even a login prompt) until a reboot; the exit paths put it back in text mode.
    private static let graphicsConsole = Atomic<Int32>(-1)

    /// Records what to restore and makes sure the exit paths are covered. Returns the
    /// session's generation, or nil when another session is active.
    static func activate(input: Int32, output: Int32, savedSettings: termios, restoreBytes: [UInt8]) -> Int? {
        guard activeGeneration.compareExchange(expected: 0, desired: -1, ordering: .acquiringAndReleasing).exchanged
        else { return nil }
        let storage = saved ?? {
            let memory = UnsafeMutablePointer<SavedTerminal>.allocate(capacity: 1)
            memory.initialize(to: SavedTerminal(
                input: -1, output: -1, settings: termios(),
                restoreBytes: .allocate(capacity: restoreCapacity), restoreByteCount: 0))
            saved = memory
            return memory
        }()
        let count = min(restoreBytes.count, restoreCapacity)
        storage.pointee.input = input
        storage.pointee.output = output
        storage.pointee.settings = savedSettings
        storage.pointee.restoreBytes.update(from: restoreBytes, count: count)
        storage.pointee.restoreByteCount = count
        installHandlersOnce()
        let generation = lastGeneration.add(1, ordering: .relaxed).newValue
        activeGeneration.store(generation, ordering: .releasing)
        return generation
    }

    /// Restores if `generation` is still the active session (an old session's deinit must
    /// not undo a newer one).
    static func restore(generation: Int) {
        guard activeGeneration.compareExchange(expected: generation, desired: 0, ordering: .acquiringAndReleasing).exchanged
        else { return }
        writeRestoreState()
    }

    /// Covers `console` (in KD_GRAPHICS) on every way out until `forgetGraphicsConsole`.
    static func restoreTextModeOnExit(console: Int32) {
        graphicsConsole.store(console, ordering: .releasing)
        installHandlersOnce()
    }

    /// The display has put `console` back in text mode itself and closes it next.
    static func forgetGraphicsConsole(_ console: Int32) {
        _ = graphicsConsole.compareExchange(expected: console, desired: -1, ordering: .acquiringAndReleasing)
    }

    /// Restores whichever session is active, and a console left in graphics mode.
    /// Async-signal-safe: atomics, write(2), tcsetattr(3) and one ioctl(2).
    static func restoreActiveSession() {
        let console = graphicsConsole.exchange(-1, ordering: .acquiringAndReleasing)
        if console >= 0 { _ = ioctl(console, kdSetMode, kdText) }
        let generation = activeGeneration.load(ordering: .acquiring)
        guard generation > 0 else { return }
        restore(generation: generation)
    }

    private static func writeRestoreState() {
        guard let storage = saved else { return }
        let bytes = storage.pointee.restoreBytes
        var written = 0, attempts = 0
        while written < storage.pointee.restoreByteCount, attempts < 100 {
            attempts += 1
            let result = write(storage.pointee.output, bytes + written, storage.pointee.restoreByteCount - written)
            if result > 0 { written += result } else if result < 0, errno != EINTR, errno != EAGAIN { break }
        }
        _ = tcsetattr(storage.pointee.input, TCSANOW, &storage.pointee.settings)
    }

    private static func installHandlersOnce() {
        handlersInstalled.withLock { installed in
            guard !installed else { return }
            installed = true
            let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: signalCount)
            previous.initialize(repeating: sigaction(), count: signalCount)
            previousActions = previous
            installAlternateStack()
            for signal in faultSignals { install(signal, onlyIfDefault: false) }
            for signal in terminationSignals { install(signal, onlyIfDefault: true) }
            atexit { TerminalRestoration.restoreActiveSession() }
        }
    }

    private static func install(_ signal: Int32, onlyIfDefault: Bool) {
        guard let previousActions else { return }
        var current = sigaction()
        guard sigaction(signal, nil, &current) == 0 else { return }
        if onlyIfDefault, handlerAddress(current) != 0 { return }  // SIG_DFL is 0
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in
            let savedErrno = errno
            TerminalRestoration.restoreActiveSession()
            TerminalRestoration.handOver(signal)
            errno = savedErrno
        }
        sigemptyset(&action.sa_mask)
        // On the alternate stack, so a stack overflow still gets the terminal back.
        action.sa_flags = Int32(SA_ONSTACK)
        sigaction(signal, &action, &previousActions[Int(signal)])
    }

    /// Puts back the handler that was there before (the default action, or the Swift
    /// runtime's crash reporter) and raises the signal again; it is delivered as soon as
    /// this handler returns, so the process dies (and reports) as it would have.
    private static func handOver(_ signal: Int32) {
        guard let previousActions else { return }
        var action = previousActions[Int(signal)]
        if handlerAddress(action) == 1 { action.__sigaction_handler.sa_handler = nil }  // SIG_IGN -> SIG_DFL
        sigaction(signal, &action, nil)
        raise(signal)
    }

    private static func handlerAddress(_ action: sigaction) -> Int {
        unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
    }

    /// A stack for the signal handlers of the thread that began the session, if it has none.
    private static func installAlternateStack() {
        var current = stack_t()
        guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0 else { return }
        let size = 64 * 1024
        var stack = stack_t(ss_sp: UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16), ss_flags: 0, ss_size: size)
        sigaltstack(&stack, nil)
    }
}
