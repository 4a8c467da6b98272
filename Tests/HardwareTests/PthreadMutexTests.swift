import Dispatch
import GadgetBase
import Testing

@Suite("Locks")
struct PthreadMutexTests {
    /// Threads adding to one LockedValue lose no update.
    @Test func lockedValueLosesNoUpdateBetweenThreads() {
        let total = LockedValue(0)
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<10_000 { total.withLock { $0 += 1 } }
        }
        #expect(total.withLock { $0 } == 40_000)
    }

    /// A recursive mutex is taken again by the thread that holds it (a plain one would hang here),
    /// and still keeps other threads out.
    @Test func aRecursiveMutexIsTakenAgainByItsHolder() {
        let mutex = PthreadMutex(recursive: true)
        let inner = mutex.withLock { mutex.withLock { "inner" } }
        #expect(inner == "inner")
        nonisolated(unsafe) var count = 0
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<10_000 { mutex.withLock { mutex.withLock { count += 1 } } }
        }
        #expect(count == 40_000)
    }
}
