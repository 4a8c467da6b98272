import GadgetBase
import Glibc
import Synchronization

/// Turns signals (SIGWINCH, SIGTERM, SIGINT, SIGHUP) into something a `PollLoop` can wait on.
///
/// A self-pipe: a handler writes the signal's number into a non-blocking pipe, and the loop
/// reads `fd`. Unlike signalfd, this needs no signal blocked in any thread, so it works
/// whatever threads the Swift runtime, Dispatch or a library have started (a signal blocked
/// in the main thread alone would be delivered to another thread and lost), and it needs
/// nothing beyond Glibc. The handler is installed with SA_RESTART, so other threads' system
/// calls are not interrupted; `PollLoop.wait` retries the one call that is.
///
/// A signal can have one watcher at a time; the watcher puts back the previous handler
/// when it is released.
public final class SignalWatcher {
    /// Becomes readable when a watched signal arrives; give it to `PollLoop.wait`.
    public let fd: Int32
    private let writeEnd: Int32
    private let signals: [Int32]
    private var previousActions: [Int32: sigaction] = [:]

    /// Signal numbers the kernel uses on Linux: 1...64.
    private static let signalCount = 65
    /// For each signal, the write end of its watcher's pipe, or -1. Atomics in memory allocated
    /// once, so the handler reads it without locks or allocation.
    nonisolated(unsafe) private static var pipeForSignal: UnsafeMutablePointer<Atomic<Int32>>?
    /// Handlers between reading a write end and writing to it. A released watcher waits for
    /// none to be left before closing its pipe: a handler still holding the number would
    /// otherwise write into whatever file next opens under it (the database, a log).
    private static let handlersWriting = Atomic<Int>(0)
    private static let registration = Mutex(())

    public init(signals: [Int32]) throws {
        let unique = Array(Set(signals)).sorted()
        if let invalid = unique.first(where: { $0 < 1 || Int($0) >= Self.signalCount }) {
            throw LoopError(LocalizedMessage(LoopText.notASignal, String(invalid)))
        }
        (fd, writeEnd) = try WakeupPipe.make(
            for: LocalizedMessage(LoopText.watchingSignals, unique.map(String.init).joined(separator: ", ")))
        self.signals = unique
        do {
            try Self.registration.withLock { _ throws(LoopError) in try register() }
        } catch {
            close(fd)
            close(writeEnd)
            throw error
        }
    }

    deinit {
        Self.registration.withLock { _ in
            for signal in signals {
                guard var previous = previousActions[signal] else { continue }
                sigaction(signal, &previous, nil)
                Self.pipeForSignal?[Int(signal)].store(-1, ordering: .sequentiallyConsistent)
            }
        }
        // A handler that read the write end before it was cleared finishes its one write first.
        while Self.handlersWriting.load(ordering: .sequentiallyConsistent) > 0 { sched_yield() }
        close(fd)
        close(writeEnd)
    }

    /// The signals received since the last drain, in arrival order. Repeats of one signal
    /// may be merged by the kernel while its handler runs, as with any signal handler.
    public func drain() -> [Int32] {
        WakeupPipe.drain(fd).map { Int32($0) }
    }

    private func register() throws(LoopError) {
        let table = Self.pipeForSignal ?? {
            let memory = UnsafeMutablePointer<Atomic<Int32>>.allocate(capacity: Self.signalCount)
            for index in 0..<Self.signalCount { (memory + index).initialize(to: Atomic(-1)) }
            Self.pipeForSignal = memory
            // The handler's first touch of a static must not be its lazy initialization.
            _ = Self.handlersWriting.load(ordering: .relaxed)
            return memory
        }()
        if let taken = signals.first(where: { table[Int($0)].load(ordering: .sequentiallyConsistent) >= 0 }) {
            throw LoopError(LocalizedMessage(LoopText.signalTaken, String(taken)))
        }
        for signal in signals {
            table[Int(signal)].store(writeEnd, ordering: .sequentiallyConsistent)
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { signal in
                let savedErrno = errno
                if let table = SignalWatcher.pipeForSignal, signal > 0, signal < 65 {
                    SignalWatcher.handlersWriting.add(1, ordering: .sequentiallyConsistent)
                    var number = UInt8(truncatingIfNeeded: signal)
                    let pipe = table[Int(signal)].load(ordering: .sequentiallyConsistent)
                    if pipe >= 0 { _ = write(pipe, &number, 1) }
                    SignalWatcher.handlersWriting.subtract(1, ordering: .sequentiallyConsistent)
                }
                errno = savedErrno
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = Int32(SA_RESTART)
            var previous = sigaction()
            guard sigaction(signal, &action, &previous) == 0 else {
                let code = errno
                table[Int(signal)].store(-1, ordering: .sequentiallyConsistent)
                undoRegistration(table: table)
                throw LoopError.errno(LoopText.cannotWatch, String(signal), code)
            }
            previousActions[signal] = previous
        }
    }

    private func undoRegistration(table: UnsafeMutablePointer<Atomic<Int32>>) {
        for (signal, var previous) in previousActions {
            sigaction(signal, &previous, nil)
            table[Int(signal)].store(-1, ordering: .sequentiallyConsistent)
        }
        previousActions = [:]
    }
}
