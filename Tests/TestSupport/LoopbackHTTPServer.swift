import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// A small HTTP/1.1 server on 127.0.0.1 with an ephemeral port, answering canned replies
/// per path on its own thread, one connection at a time. Replies may be held back for a
/// while; `stop()` interrupts any wait, so a test never waits for a slow reply to finish.
public final class LoopbackHTTPServer: Sendable {
    public struct Reply: Sendable {
        public var status: Int
        public var body: [UInt8]
        public var contentType = "application/json"
        /// Whether to send Content-Length; without it the body runs until the connection closes,
        /// so the client cannot know its size in advance.
        public var announcesLength = true
        /// How long the server waits after reading the request before it answers.
        public var delay: Duration?
        /// Sent as the Location header (for redirects).
        public var location: String?

        public init(status: Int, body: [UInt8], contentType: String = "application/json",
                    announcesLength: Bool = true, delay: Duration? = nil) {
            self.status = status
            self.body = body
            self.contentType = contentType
            self.announcesLength = announcesLength
            self.delay = delay
        }

        public static func json(_ text: String, status: Int = 200, delay: Duration? = nil) -> Reply {
            Reply(status: status, body: Array(text.utf8), delay: delay)
        }

        /// A redirect to `location` (a path on this server or a whole URL).
        public static func redirect(to location: String, status: Int = 302) -> Reply {
            var reply = Reply(status: status, body: Array("moved".utf8), contentType: "text/plain")
            reply.location = location
            return reply
        }
    }

    public struct SetupError: Error, CustomStringConvertible {
        let call: String
        let code: Int32
        public var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
    }

    public let port: UInt16
    private let listener: Int32
    private let wakeReader: Int32
    private let wakeWriter: Int32
    private let finished = DispatchSemaphore(value: 0)
    private let stopped = Mutex(false)
    private let paths = Mutex<[String]>([])

    /// Binds and starts serving; `routes` maps a request path (as sent, percent-encoded) to its reply.
    public init(routes: [String: Reply]) throws {
        listener = try Self.listeningSocket()
        port = try Self.boundPort(of: listener)
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw SetupError(call: "pipe", code: errno) }
        wakeReader = pipeEnds[0]
        wakeWriter = pipeEnds[1]
        let thread = Thread { [self] in
            serve(routes: routes)
            finished.signal()
        }
        thread.name = "loopback-http-\(port)"
        thread.start()
    }

    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// The paths requested so far, in order.
    public var requestedPaths: [String] { paths.withLock { $0 } }

    /// Wakes the server thread, waits for it to end, and closes its sockets. Safe to call twice.
    public func stop() {
        let first = stopped.withLock { wasStopped in
            defer { wasStopped = true }
            return !wasStopped
        }
        guard first else { return }
        var byte: UInt8 = 1
        _ = write(wakeWriter, &byte, 1)
        finished.wait()
        close(listener)
        close(wakeReader)
        close(wakeWriter)
    }

    /// A loopback port nobody listens on: bound, read, and closed again.
    public static func closedPort() throws -> UInt16 {
        let socket = try listeningSocket()
        defer { close(socket) }
        return try boundPort(of: socket)
    }

    // MARK: - Serving

    private func serve(routes: [String: Reply]) {
        while let ready = waitFor(listener, events: Int16(POLLIN), timeoutMilliseconds: -1), ready {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            defer { close(connection) }
            guard let path = readRequestPath(connection) else { return }
            paths.withLock { $0.append(path) }
            let reply = routes[path] ?? .json(#"{"error":"no such path"}"#, status: 404)
            if let delay = reply.delay, waitFor(nil, events: 0, timeoutMilliseconds: Self.milliseconds(delay)) == nil {
                return
            }
            guard send(reply, to: connection) else { return }
        }
    }

    /// Waits until `fd` has `events` (true), the timeout passes (false), or `stop()` is called (nil).
    private func waitFor(_ fd: Int32?, events: Int16, timeoutMilliseconds: Int32) -> Bool? {
        var fds = [pollfd(fd: wakeReader, events: Int16(POLLIN), revents: 0)]
        if let fd { fds.append(pollfd(fd: fd, events: events, revents: 0)) }
        while true {
            let result = poll(&fds, nfds_t(fds.count), timeoutMilliseconds)
            if result < 0 && errno == EINTR { continue }
            if fds[0].revents != 0 || result < 0 { return nil }
            return result > 0
        }
    }

    /// Reads up to the end of the request head and returns the path of its request line;
    /// nil when the server is stopping.
    private func readRequestPath(_ connection: Int32) -> String? {
        var head: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while !head.ends(with: Array("\r\n\r\n".utf8)) && head.count < 65_536 {
            guard let ready = waitFor(connection, events: Int16(POLLIN), timeoutMilliseconds: -1) else { return nil }
            guard ready else { continue }
            let count = recv(connection, &chunk, chunk.count, 0)
            if count <= 0 { break }
            head.append(contentsOf: chunk[0..<count])
        }
        let requestLine = String(decoding: head, as: UTF8.self).prefix { $0 != "\r" && $0 != "\n" }
        let parts = requestLine.split(separator: " ")
        return parts.count >= 2 ? String(parts[1]) : ""
    }

    /// Writes the reply; false when the server is stopping. A client that hangs up early
    /// (as one refusing a huge body does) just ends the write.
    private func send(_ reply: Reply, to connection: Int32) -> Bool {
        let length = reply.announcesLength ? "Content-Length: \(reply.body.count)\r\n" : ""
        let location = reply.location.map { "Location: \($0)\r\n" } ?? ""
        let head = "HTTP/1.1 \(reply.status) \(Self.reason(reply.status))\r\n"
            + "Content-Type: \(reply.contentType)\r\n\(length)\(location)Connection: close\r\n\r\n"
        let bytes = Array(head.utf8) + reply.body
        var offset = 0
        while offset < bytes.count {
            guard let ready = waitFor(connection, events: Int16(POLLOUT), timeoutMilliseconds: -1) else { return false }
            guard ready else { continue }
            let written = bytes[offset...].withUnsafeBytes { buffer in
                Glibc.send(connection, buffer.baseAddress, buffer.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT))
            }
            if written < 0 {
                if errno == EAGAIN || errno == EINTR { continue }
                return true
            }
            offset += written
        }
        return true
    }

    private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        return Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000)
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 404: "Not Found"
        case 500: "Internal Server Error"
        default: "Status"
        }
    }

    // MARK: - Socket setup

    private static func listeningSocket() throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw SetupError(call: "socket", code: errno) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            let code = errno
            close(fd)
            throw SetupError(call: "bind/listen on 127.0.0.1", code: code)
        }
        return fd
    }

    private static func boundPort(of fd: Int32) throws -> UInt16 {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let result = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard result == 0 else { throw SetupError(call: "getsockname", code: errno) }
        return UInt16(bigEndian: address.sin_port)
    }
}

private extension Array where Element == UInt8 {
    func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
