import DevTools
import ArgumentParser
import CMalloc
import Core
import Foundation
import GadgetRuntime
import GadgetBase
import Hardware

/// `gadget-soak`: many simulated hours of random use of every app on the test clock, printing
/// the memory curve. A separate tool rather than a `gadget` subcommand: it is for developers and
/// CI, it needs glibc's malloc statistics, and the program people run stays free of it.
@main
struct GadgetSoak: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gadget-soak",
        abstract: "Simulated hours of random input across every app: fails on a crash, a stuck screen or a leak.")

    @Option(help: "Simulated hours to run.")
    var hours = 24

    @Option(help: "Seed of the random input (the same seed replays the same run).")
    var seed: UInt64 = 1

    /// Bytes malloc has handed out and not had back: small chunks (uordblks) plus the large ones
    /// it maps on their own (hblkhd). Both count, because glibc moves a size from one to the other
    /// as its mmap threshold adapts, which would otherwise look like a jump in the heap.
    static func heapInUse() -> Int {
        let info = mallinfo2()
        return Int(info.uordblks) + Int(info.hblkhd)
    }

    mutating func run() throws {
        let localizer = Localizer(environment: ProcessEnvironment.current())
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("gadget-soak-\(getpid())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }

        let soak = try SoakRun(hours: max(1, hours), seed: seed, dataDirectory: directory) { Self.heapInUse() }
        print("hour\theap_kib\trss_kib\tsteps\tframes\treal_s")
        do {
            let samples = try soak.run { sample in
                print("\(sample.hour)\t\(sample.memory.heapBytes / 1024)\t\(sample.memory.residentBytes / 1024)\t"
                      + "\(sample.steps)\t\(sample.frames)\t" + String(format: "%.1f", sample.elapsed))
                fflush(nil)
            }
            let baseline = samples.first { $0.hour == SoakRun.baselineHour } ?? samples[0]
            let last = samples[samples.count - 1]
            print(localizer(SoakText.summary, "\(last.hour)", "\(last.steps)", "\(last.frames)",
                            String(format: "%.0f", last.elapsed), "\(baseline.memory.heapBytes / 1024)",
                            "\(baseline.hour)", "\(last.memory.heapBytes / 1024)"))
        } catch {
            _ = DescriptorWriting.writeAll(Array((error.message(localizer) + "\n").utf8), to: STDERR_FILENO)
            _ = DescriptorWriting.writeAll(Array((localizer(SoakText.replay, "\n" + error.replay) + "\n").utf8), to: STDERR_FILENO)
            throw ExitCode.failure
        }
    }
}
