import GadgetBase
import Glibc

/// Wakes a `PollLoop` from any thread: a network reply arrived, a worker finished.
///
/// A non-blocking pipe: `signal()` writes a byte (when the pipe is full the loop is already
/// due to wake, so the byte is not needed), the loop polls `fd` and calls `drain()`.
public final class LoopWakeup: Sendable {
    /// Becomes readable after `signal()`; give it to `PollLoop.wait`.
    public let fd: Int32
    private let writeEnd: Int32

    public init() throws {
        (fd, writeEnd) = try WakeupPipe.make(for: LocalizedMessage(LoopText.wakingTheLoop))
    }

    deinit {
        close(fd)
        close(writeEnd)
    }

    /// Callable from any thread, any number of times; wakes the loop at least once.
    public func signal() {
        var byte: UInt8 = 1
        while write(writeEnd, &byte, 1) < 0, errno == EINTR {}
    }

    /// Consumes the pending wake-ups so the next wait blocks again.
    public func drain() {
        _ = WakeupPipe.drain(fd)
    }
}
