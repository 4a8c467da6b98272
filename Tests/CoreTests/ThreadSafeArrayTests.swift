import Dispatch
import Testing
@testable import Core

/// Run under the thread sanitizer by scripts/tsan-test: the concurrent tests below make a data
/// race in ThreadSafeArray a test failure there, not just a wrong count.
@Suite struct ThreadSafeArrayTests {
    @Test func theSeedsDemoCountsEveryAppend() {
        let array = ThreadSafeArrayDemo.run()
        #expect(array.count == 2002)
        let counts = Dictionary(grouping: array.snapshot, by: { $0 }).mapValues(\.count)
        #expect(counts.count == 1001 && counts.values.allSatisfy { $0 == 2 })
    }

    @Test func everyOperationOnOneThread() {
        let array = ThreadSafeArray<String>()
        #expect(array.isEmpty && array.count == 0)
        array.append("a")
        array.append(contentsOf: ["b", "c"])
        #expect(!array.isEmpty && array.count == 3)
        #expect(array[1] == "b")
        array[1] = "B"
        #expect(array.contains("B") && !array.contains("b"))
        #expect(array.remove(at: 0) == "a")
        #expect(array.snapshot == ["B", "c"])
        #expect(array.element(at: 5) == nil && array.element(at: 1) == "c")
        #expect(array.removeIfPresent(at: 9) == nil)
        #expect(array.removeIfPresent(at: 1) == "c")
        #expect(array.mutate { elements in elements.insert("z", at: 0); return elements.count } == 2)
        #expect(array.snapshot == ["z", "B"])
    }

    @Test func readersWritersAndRemoversAtOnce() {
        let array = ThreadSafeArray<Int>(Array(0..<500))
        let removals = ThreadSafeArray<Int>()
        DispatchQueue.concurrentPerform(iterations: 8) { worker in
            var removed = 0
            for step in 0..<500 {
                switch worker % 4 {
                case 0: array.append(step)
                case 1: if array.removeIfPresent(at: 0) != nil { removed += 1 }
                case 2: _ = array.contains(step) || array.isEmpty
                default: _ = array.element(at: step) ?? array.count
                }
            }
            removals.append(removed)
        }
        // Two appenders added 1000; whatever the removers took is gone; nothing else changed.
        let removed = removals.snapshot.reduce(0, +)
        #expect(removals.count == 8)
        #expect(array.count == 500 + 1000 - removed)
    }

    @Test func compoundChangesUnderOneLockLoseNothing() {
        let counter = ThreadSafeArray<Int>([0])
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<1000 { counter.mutate { $0[0] += 1 } }
        }
        #expect(counter[0] == 4000)
    }
}
