import Glibc
import GadgetBase
import Hardware

/// Bytes for one frame, with the few escape sequences the display needs.
struct EscapeBuffer {
    private(set) var bytes: [UInt8] = []

    var isEmpty: Bool { bytes.isEmpty }

    mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

    mutating func append(_ other: EscapeBuffer) { bytes.append(contentsOf: other.bytes) }

    /// Cursor position, 0-based here, 1-based on the wire.
    mutating func moveCursor(row: Int, column: Int) { append("\u{1B}[\(row + 1);\(column + 1)H") }

    mutating func moveCursorForward(_ count: Int) { append(count == 1 ? "\u{1B}[C" : "\u{1B}[\(count)C") }
}

/// Failures taking over or writing to the terminal, worded for the person who sees them.
public struct TerminalError: Error, CustomStringConvertible, Sendable, UserFacingError {
    public let message: LocalizedMessage
    init(_ message: LocalizedMessage) { self.message = message }

    /// `template` takes the descriptor, then the words for `code` in the reader's language.
    static func errno(_ template: LocalizedString, descriptor: Int32, _ code: Int32) -> TerminalError {
        TerminalError(LocalizedMessage(template, Int(descriptor), ErrnoWords.reason(code)))
    }

    /// In English, for logs and tests.
    public var description: String { message.description }

    public func message(_ l: Localizer) -> String { message.text(l) }
}

enum TerminalOutput {
    /// Writes everything (see `DescriptorWriting.writeAll`), or says which descriptor failed.
    static func writeAll(_ bytes: [UInt8], to fd: Int32) throws(TerminalError) {
        if let code = DescriptorWriting.writeAll(bytes, to: fd) {
            throw TerminalError.errno(TerminalErrorText.cannotWrite, descriptor: fd, code)
        }
    }

    /// The size of the terminal behind `fd`; 80x24 when `fd` is not a terminal.
    static func windowSize(of fd: Int32) -> (columns: Int, rows: Int) {
        var size = winsize()
        let result = withUnsafeMutablePointer(to: &size) { ioctl(fd, UInt(TIOCGWINSZ), $0) }
        guard result == 0, size.ws_col > 0, size.ws_row > 0 else { return (80, 24) }
        return (Int(size.ws_col), Int(size.ws_row))
    }
}
