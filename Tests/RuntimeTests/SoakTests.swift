@testable import DevTools
import Foundation
import Testing
import TestSupport

@testable import GadgetRuntime

/// A short soak: one simulated hour of random use of every app must neither crash nor leave a
/// screen stuck (the full day runs in scripts/soak, which also watches the heap).
@Suite("Soak: an hour of random use")
struct SoakTests {
    @Test func anHourOfRandomInputLeavesEveryScreenAlive() throws {
        let data = try TemporaryDirectory()
        let soak = try SoakRun(hours: 1, seed: 3, dataDirectory: data.path, warmUpSteps: 20) { 0 }
        let samples = try soak.run()
        #expect(samples.map(\.hour) == [1])
        #expect(soak.steps > 500, "\(soak.steps) steps in an hour")
        #expect(samples[0].frames > 500)
    }

    @Test func aHeapGrowingPastTheMarginIsALeak() {
        func curve(_ kib: [Int]) -> [SoakSample] {
            kib.enumerated().map {
                SoakSample(hour: $0.offset + 1, memory: ProcessMemory(heapBytes: $0.element * 1024, residentBytes: 0),
                           steps: 0, frames: 0, elapsed: 0)
            }
        }
        let margin = SoakRun.heapMarginBytes / 1024
        #expect(SoakRun.heapGrowth(in: curve([5000, 8000, 8800, 9000, 9000 + margin])) == nil)
        #expect(SoakRun.heapGrowth(in: curve([5000, 8000, 8800, 9000, 9500, 9000 + margin + 1])) != nil)
        // The first hours are warming up: growth before the baseline (hour 4) does not count.
        #expect(SoakRun.baselineHour == 4)
        #expect(SoakRun.heapGrowth(in: curve([1000, 5000, 8000, 9000, 9100])) == nil)
    }
}
