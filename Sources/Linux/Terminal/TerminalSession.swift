import Glibc
import GadgetBase
import Hardware

/// The terminal taken over for an interactive run: raw keys, alternate screen, hidden
/// cursor, mouse reports. `restore()` gives it back exactly as it was, and so does every
/// way out of the process: a normal exit (atexit), a crash signal, or `deinit`.
///
/// Only one session can be active at a time, as there is only one terminal to give back.
public final class TerminalSession {
    public let input: Int32
    public let output: Int32
    /// Which activation this is, so an old session's restore cannot undo a newer session.
    private let generation: Int

    private init(input: Int32, output: Int32, generation: Int) {
        self.input = input
        self.output = output
        self.generation = generation
    }

    deinit { restore() }

    /// Takes over the terminal the way `capabilities` says it can be (no mouse reports or
    /// alternate screen where the terminal has none).
    public static func begin(capabilities: TerminalCapabilities) throws -> TerminalSession {
        try capabilities.requireDrawing()
        return try begin(enableMouse: capabilities.mouse, alternateScreen: capabilities.alternateScreen)
    }

    /// Takes over the terminal. Throws when `input` or `output` is not a terminal (piped,
    /// redirected, under a service manager) or when a session is already active.
    public static func begin(
        input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, enableMouse: Bool = true, alternateScreen: Bool = true
    ) throws -> TerminalSession {
        for (fd, name) in [(input, TerminalErrorText.input), (output, TerminalErrorText.output)] where isatty(fd) == 0 {
            throw TerminalError(LocalizedMessage(TerminalErrorText.notATerminal, name, Int(fd)))
        }
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else {
            throw TerminalError.errno(TerminalErrorText.cannotReadSettings, descriptor: input, errno)
        }

        let restoreSequence = (enableMouse ? "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l" : "")
            + "\u{1B}[?2026l\u{1B}[0m\u{1B}[?25h" + (alternateScreen ? "\u{1B}[?1049l" : "\u{1B}[2J\u{1B}[H")
        guard let generation = TerminalRestoration.activate(
            input: input, output: output, savedSettings: saved, restoreBytes: Array(restoreSequence.utf8))
        else { throw TerminalError(LocalizedMessage(TerminalErrorText.inUse)) }

        var raw = saved
        makeRaw(&raw)
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
            let code = errno
            TerminalRestoration.restore(generation: generation)
            throw TerminalError.errno(TerminalErrorText.cannotMakeRaw, descriptor: input, code)
        }
        let enterSequence = (alternateScreen ? "\u{1B}[?1049h" : "") + "\u{1B}[?25l\u{1B}[2J"
            + (enableMouse ? "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h" : "")
        do {
            try TerminalOutput.writeAll(Array(enterSequence.utf8), to: output)
        } catch {
            TerminalRestoration.restore(generation: generation)
            throw error
        }
        return TerminalSession(input: input, output: output, generation: generation)
    }

    /// Gives the terminal back: mouse off, attributes reset, cursor shown, main screen,
    /// saved settings. Idempotent; safe from any exit path.
    public func restore() {
        TerminalRestoration.restore(generation: generation)
    }

    /// Whatever bytes the terminal has sent, without waiting; empty when there are none, nil
    /// when it has hung up (its window closed, the SSH link dropped): then read gives 0 or EIO
    /// at once, as with nothing typed, but poll keeps reporting POLLHUP.
    public func readAvailable() -> [UInt8]? {
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count > 0 {
                received.append(contentsOf: chunk[0..<count])
                if count < chunk.count { break }
                continue
            }
            if count < 0, errno == EINTR { continue }
            if count < 0, errno == EIO { return received.isEmpty ? nil : received }
            if received.isEmpty, count == 0, hasHungUp { return nil }
            break  // 0: nothing more (VMIN=0, VTIME=0); EAGAIN: non-blocking and empty
        }
        return received
    }

    private var hasHungUp: Bool {
        var watched = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        return poll(&watched, 1, 0) > 0 && watched.revents & Int16(POLLHUP | POLLERR) != 0
    }

    /// Raw mode as cfmakeraw sets it, except that output post-processing stays on so a stray
    /// "\n" from a log line still returns the carriage. ISIG is off: Ctrl-C arrives as a byte
    /// and the app decides what it means. VMIN=0, VTIME=0: read() returns at once.
    private static func makeRaw(_ settings: inout termios) {
        settings.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        settings.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        settings.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        settings.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &settings.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 0
            controlCharacters[Int(VTIME)] = 0
        }
    }
}
