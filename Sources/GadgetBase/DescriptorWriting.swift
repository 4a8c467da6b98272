#if canImport(Glibc)
import Glibc
#endif

/// Writing every byte to a file descriptor, which write(2) alone does not promise.
public enum DescriptorWriting {
    /// Writes all of `bytes` to `descriptor`, riding out interrupted and short writes, and
    /// waiting for room when the descriptor is non-blocking (a terminal shares its O_NONBLOCK
    /// flag with stdin, which an input loop may have set). Returns nil when everything was
    /// written, else the errno that stopped it (EIO for a write that took nothing).
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if result > 0 {
                written += result
                continue
            }
            let code = errno
            if result < 0, code == EINTR { continue }
            if result < 0, code == EAGAIN || code == EWOULDBLOCK {
                var waiting = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&waiting, 1, -1)
                continue
            }
            return result < 0 ? code : EIO
        }
        return nil
    }
}
