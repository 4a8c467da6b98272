import Benchmark
import Core
import Dispatch
import Foundation

/// ThreadSafeArray against the plain answer, an array behind NSLock: two threads appending at
/// once, as in the seed's demo. Appends per second = 200,000 / the time of one round.
func threadSafeArrayBenchmarks() {
    let appendsPerThread = 100_000
    // One iteration is one round: two threads, 100,000 appends each.
    let configuration = Benchmark.Configuration(metrics: [.wallClock], maxDuration: .seconds(3), maxIterations: 200)
    Benchmark("ThreadSafeArray: two threads appending", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            let array = ThreadSafeArray<Int>()
            DispatchQueue.concurrentPerform(iterations: 2) { _ in
                for value in 0..<appendsPerThread { array.append(value) }
            }
            blackHole(array.count)
        }
    }
    Benchmark("[Int] behind NSLock: two threads appending", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            let locked = LockedArray()
            DispatchQueue.concurrentPerform(iterations: 2) { _ in
                for value in 0..<appendsPerThread { locked.append(value) }
            }
            blackHole(locked.count)
        }
    }
}

/// The usual hand-rolled alternative, for comparison.
private final class LockedArray: @unchecked Sendable {
    private let lock = NSLock()
    private var elements: [Int] = []

    func append(_ value: Int) {
        lock.lock()
        elements.append(value)
        lock.unlock()
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return elements.count
    }
}
