import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The built `gadget` binary running on a pseudo-terminal, driven the way a person at a
/// terminal would drive it: wait for a prompt, type a line, press Ctrl-D.
final class CarsPseudoTerminal {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private let master: Int32
    private let process = Process()
    private var bytes: [UInt8] = []
    /// How much of the output earlier `expect`s have matched: each one looks further on.
    private var consumed = 0
    /// Only a guard against hanging forever on a broken binary; no assertion depends on it.
    private let patience: Int32 = 20_000

    /// The `gadget` executable next to the test bundle (SwiftPM builds it for RuntimeTests).
    static var gadgetBinary: URL {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("gadget")
    }

    init(arguments: [String], environment: [String: String]) throws {
        // /dev/ptmx and two ioctls rather than posix_openpt/ptsname, which the Glibc module hides.
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard master >= 0 else {
            throw Failure(description: "cannot open /dev/ptmx: \(String(decoding: Self.errorText(), as: UTF8.self))")
        }
        var locked: Int32 = 0
        var number: UInt32 = 0
        let unlockRequest = UInt(0x4004_5431), numberRequest = UInt(0x8004_5430)  // TIOCSPTLCK, TIOCGPTN
        guard withUnsafeMutablePointer(to: &locked, { ioctl(master, unlockRequest, $0) }) == 0,
              withUnsafeMutablePointer(to: &number, { ioctl(master, numberRequest, $0) }) == 0
        else { throw Failure(description: "cannot unlock the pseudo-terminal") }
        let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard slave >= 0 else { throw Failure(description: "cannot open /dev/pts/\(number)") }
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        process.executableURL = Self.gadgetBinary
        process.arguments = arguments
        process.environment = environment
        process.standardInput = terminal
        process.standardOutput = terminal
        process.standardError = terminal
        try process.run()
        // Only the child holds the terminal now, so its exit shows as end of output here.
        try terminal.close()
    }

    private static func errorText() -> [UInt8] {
        guard let message = strerror(errno) else { return [] }
        return Array(UnsafeBufferPointer(start: message, count: strlen(message))).map { UInt8(bitPattern: $0) }
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(master)
    }

    /// Everything the terminal showed, with the line discipline's CR LF turned back into LF.
    var transcript: String {
        String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
    }

    /// Reads until `text` appears after the previous match.
    func expect(_ text: String) throws {
        while true {
            let shown = transcript
            let start = shown.index(shown.startIndex, offsetBy: min(consumed, shown.count))
            if let match = shown.range(of: text, range: start..<shown.endIndex) {
                consumed = shown.distance(from: shown.startIndex, to: match.upperBound)
                return
            }
            guard try readMore() else {
                throw Failure(description: "the program ended without showing \"\(text)\"; it showed:\n\(shown)")
            }
        }
    }

    /// Types a line and Enter.
    func type(_ line: String) {
        send(Array((line + "\n").utf8))
    }

    /// Ctrl-D on an empty line: the terminal's end of input.
    func endInput() {
        send([0x04])
    }

    /// Reads the rest of the output and waits for the program to end; returns its exit status.
    func finish() throws -> Int32 {
        while try readMore() {}
        process.waitUntilExit()
        return process.terminationStatus
    }

    private func send(_ data: [UInt8]) {
        data.withUnsafeBytes { _ = write(master, $0.baseAddress, $0.count) }
    }

    /// False once the program has closed the terminal (Linux reports EIO on the master).
    private func readMore() throws -> Bool {
        var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let ready = poll(&poller, 1, patience)
        guard ready > 0 else { throw Failure(description: "no output for \(patience / 1000) s; shown:\n\(transcript)") }
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }
        bytes.append(contentsOf: chunk.prefix(count))
        return true
    }
}
