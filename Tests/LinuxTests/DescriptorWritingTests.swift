import Foundation
import GadgetBase
import Glibc
import Testing

struct DescriptorWritingTests {
    /// A pipe holds 64 KiB; a non-blocking writer meets EAGAIN until the reader makes room,
    /// and must wait for it rather than drop or fail.
    @Test func aNonBlockingPipeGetsEveryByteInOrder() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        defer { close(readEnd) }
        _ = fcntl(writeEnd, F_SETFL, fcntl(writeEnd, F_GETFL) | O_NONBLOCK)
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }

        let received = LockedValue<[UInt8]>([])
        let finished = DispatchSemaphore(value: 0)
        let reader = Thread {
            defer { finished.signal() }
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(readEnd, &buffer, buffer.count)
                if count <= 0 { break }
                received.withLock { $0.append(contentsOf: buffer[..<count]) }
            }
        }
        reader.start()
        let failure = DescriptorWriting.writeAll(bytes, to: writeEnd)
        close(writeEnd)
        finished.wait()

        #expect(failure == nil)
        #expect(received.withLock { $0 } == bytes)
    }

    @Test func aFullDeviceSaysWhy() throws {
        let full = open("/dev/full", O_WRONLY | O_CLOEXEC)
        try #require(full >= 0)
        defer { close(full) }
        #expect(DescriptorWriting.writeAll(Array("line\n".utf8), to: full) == ENOSPC)
    }

    @Test func nothingToWriteIsDoneAtOnce() {
        #expect(DescriptorWriting.writeAll([], to: -1) == nil)
        #expect(DescriptorWriting.writeAll([1], to: -1) == EBADF)
    }
}
