import GadgetBase
import Glibc
import Hardware

/// A failure of the event loop's plumbing (poll, pipes, signal handlers), naming what failed,
/// in the reader's language.
public struct LoopError: Error, CustomStringConvertible, Sendable, UserFacingError {
    public let message: LocalizedMessage
    init(_ message: LocalizedMessage) { self.message = message }

    /// `template` names what failed, then why: the reason the kernel gave for `code`.
    static func errno(_ template: LocalizedString, _ subject: any LocalizableArgument, _ code: Int32) -> LoopError {
        LoopError(LocalizedMessage(template, subject, ErrnoWords.reason(code)))
    }

    /// In English, for logs and tests.
    public var description: String { message.description }
    public func message(_ l: Localizer) -> String { message.text(l) }
}

/// Pipes used as wake-up channels: both ends non-blocking (a full pipe already means "wake
/// up", and the loop must never stall reading an empty one) and closed on exec.
enum WakeupPipe {
    static func make(for purpose: LocalizedMessage) throws(LoopError) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw LoopError.errno(LoopText.cannotCreatePipe, purpose, errno) }
        for end in ends {
            let statusFlags = fcntl(end, F_GETFL)
            let descriptorFlags = fcntl(end, F_GETFD)
            guard statusFlags >= 0, descriptorFlags >= 0,
                  fcntl(end, F_SETFL, statusFlags | O_NONBLOCK) == 0,
                  fcntl(end, F_SETFD, descriptorFlags | FD_CLOEXEC) == 0
            else {
                let code = errno
                close(ends[0]); close(ends[1])
                throw LoopError.errno(LoopText.cannotMakeNonBlocking, purpose, code)
            }
        }
        return (ends[0], ends[1])
    }

    /// Reads everything waiting in the read end without blocking.
    static func drain(_ fd: Int32) -> [UInt8] {
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 256)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count > 0 {
                received.append(contentsOf: chunk[0..<count])
            } else if count < 0, errno == EINTR {
                continue
            } else {
                return received
            }
        }
    }
}
