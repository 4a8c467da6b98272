import GadgetBase
import Glibc
import Hardware

/// Waits until one of several descriptors has something to read: the terminal, a GPIO line,
/// a signal watcher, a wake-up from another thread. The whole of Gadget's desktop loop is one
/// `wait` after another.
public final class PollLoop {
    public init() {}

    /// The descriptors that are readable (or hung up, or in error, which a read will reveal),
    /// waiting at most `timeout`; nil waits for as long as it takes. An empty set means the
    /// timeout passed. Signals that interrupt the wait do not shorten or end it.
    public func wait(for fds: [Int32], timeout: Duration?) throws -> Set<Int32> {
        var watched = fds.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let deadline = timeout.map { Self.monotonicNanoseconds() + max(0, $0.nanoseconds) }
        while true {
            let remainingMilliseconds = deadline.map { Self.milliseconds(until: $0) } ?? -1
            let ready = poll(&watched, nfds_t(watched.count), remainingMilliseconds)
            if ready < 0 {
                let code = errno
                if code == EINTR { continue }
                throw LoopError.errno(LoopText.cannotWait, fds.map(String.init).joined(separator: ", "), code)
            }
            if let invalid = watched.first(where: { $0.revents & Int16(POLLNVAL) != 0 }) {
                throw LoopError(LocalizedMessage(LoopText.descriptorNotOpen, String(invalid.fd)))
            }
            let readableEvents = Int16(POLLIN) | Int16(POLLHUP) | Int16(POLLERR)
            return Set(watched.filter { $0.revents & readableEvents != 0 }.map(\.fd))
        }
    }

    private static func monotonicNanoseconds() -> Int64 { SystemClock().now().nanoseconds }

    /// Rounded up, so a wait never returns before its deadline only to spin on a zero timeout.
    private static func milliseconds(until deadline: Int64) -> Int32 {
        let remaining = max(0, deadline - monotonicNanoseconds())
        return Int32(clamping: (remaining + 999_999) / 1_000_000)
    }
}
