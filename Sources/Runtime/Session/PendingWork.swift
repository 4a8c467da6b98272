import Foundation
import GadgetBase
import Hardware

/// Work running off the runtime thread (network requests, decoding) and the results it hands
/// back. Results are collected here under a lock and delivered on the runtime thread.
final class PendingWork: Sendable {
    private struct State {
        var inFlight = 0
        var finished: [(id: Int, result: any Sendable)] = []
    }

    private let state = LockedValue(State())
    private let finishedSignal = DispatchSemaphore(value: 0)
    /// Wakes the live loop (a byte down `LoopWakeup`'s pipe); nil in scripts, which wait instead.
    private let wake: (@Sendable () -> Void)?

    init(wake: (@Sendable () -> Void)?) {
        self.wake = wake
    }

    func start<Result: Sendable>(id: Int, _ work: @escaping @Sendable () async -> Result) {
        state.withLock { $0.inFlight += 1 }
        // Not on the shared cooperative pool: a caller that blocks in `settle()` may itself be
        // running on it (a test on a 2-core machine), and the work must still make progress.
        Task.detached(executorPreference: WorkExecutor.shared) { [self] in
            let result = await work()
            state.withLock {
                $0.inFlight -= 1
                $0.finished.append((id, result))
            }
            finishedSignal.signal()
            wake?()
        }
    }

    var inFlight: Int { state.withLock { $0.inFlight } }

    func takeFinished() -> [(id: Int, result: any Sendable)] {
        state.withLock { state in
            defer { state.finished.removeAll() }
            return state.finished
        }
    }

    /// Blocks until nothing is in flight or `limit` passes. Scripts call this before moving
    /// their test clock, so I/O always lands at the same virtual moment. Every piece of work has
    /// its own real-time budget (the 8-ball's is 2 s), so this returns promptly.
    func settle(limit: Duration = .seconds(60)) -> Bool {
        let deadline = DispatchTime.now() + .nanoseconds(Int(limit.nanoseconds))
        while inFlight > 0 {
            if finishedSignal.wait(timeout: deadline) == .timedOut { return inFlight == 0 }
        }
        return true
    }
}

/// Runs off-thread work on its own dispatch queue, whose threads are not the cooperative pool's.
final class WorkExecutor: TaskExecutor {
    static let shared = WorkExecutor()
    private let queue = DispatchQueue(label: "gadget.work", attributes: .concurrent)

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
