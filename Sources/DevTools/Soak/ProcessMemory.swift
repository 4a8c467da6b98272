import Foundation
import Glibc

/// The process's memory as the soak samples it: what malloc has handed out and not had back
/// (the number a leak grows), and the resident set (what the kernel charges, shared pages included).
public struct ProcessMemory: Sendable, Equatable {
    public var heapBytes: Int
    public var residentBytes: Int

    public init(heapBytes: Int, residentBytes: Int) {
        self.heapBytes = heapBytes
        self.residentBytes = residentBytes
    }

    /// `heapInUse` is glibc's mallinfo2().uordblks, which Swift's Glibc module does not export
    /// (malloc.h is not in it): the gadget-soak tool passes it in from its own C module.
    public static func now(heapInUse: () -> Int) -> ProcessMemory {
        ProcessMemory(heapBytes: heapInUse(), residentBytes: residentSetBytes())
    }

    /// The second field of /proc/self/statm, in pages; 0 where there is no /proc.
    static func residentSetBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count >= 2, let pages = Int(fields[1]) else { return 0 }
        return pages * sysconf(Int32(_SC_PAGESIZE))
    }
}
