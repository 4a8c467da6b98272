import Glibc
import GadgetBase
import Hardware
import Testing
@testable import Linux

/// A pseudo-terminal pair: the session runs on `follower` as on a real terminal, the test
/// plays the terminal emulator on `leader`.
private final class PseudoTerminal {
    private(set) var leader: Int32
    let follower: Int32

    init() throws {
        let leader = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        try #require(leader >= 0, "cannot open /dev/ptmx")
        var unlock: Int32 = 0
        var number: UInt32 = 0
        // TIOCSPTLCK and TIOCGPTN, which the Glibc module does not export.
        _ = withUnsafeMutablePointer(to: &unlock) { ioctl(leader, UInt(0x4004_5431), $0) }
        _ = withUnsafeMutablePointer(to: &number) { ioctl(leader, UInt(0x8004_5430), $0) }
        let follower = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        try #require(follower >= 0, "cannot open /dev/pts/\(number)")
        _ = fcntl(leader, F_SETFL, fcntl(leader, F_GETFL) | O_NONBLOCK)
        self.leader = leader
        self.follower = follower
    }

    deinit {
        close(follower)
        close(leader)
    }

    /// What the session wrote, up to and including `marker` (written by the test through the
    /// follower, so that everything before it has arrived).
    func received(until marker: String) throws -> String {
        _ = marker.withCString { write(follower, $0, strlen($0)) }
        var text = ""
        while !text.hasSuffix(marker) {
            let ready = try PollLoop().wait(for: [leader], timeout: .seconds(5))
            try #require(!ready.isEmpty, "the pseudo-terminal sent no \(marker)")
            text += String(decoding: WakeupPipe.drain(leader), as: UTF8.self)
        }
        return String(text.dropLast(marker.count))
    }

    /// The emulator's window closes.
    func hangUp() {
        close(leader)
        leader = -1
    }

    func type(_ text: String) {
        _ = text.withCString { write(leader, $0, strlen($0)) }
    }

    var localFlags: tcflag_t {
        var settings = termios()
        tcgetattr(follower, &settings)
        return settings.c_lflag
    }
}

@Suite(.serialized) struct TerminalSessionTests {
    @Test func refusesWhatIsNotATerminal() throws {
        let output = CapturedOutput()
        let error = #expect(throws: TerminalError.self) {
            try TerminalSession.begin(input: output.readEnd, output: output.writeEnd)
        }
        #expect(error?.description.hasPrefix("the input (descriptor \(output.readEnd)) is not a terminal") == true)
        #expect(error?.description.contains("gadget run --script") == true)
        #expect(error?.message(Localizer(language: .uk)).hasPrefix("введення (дескриптор \(output.readEnd)) не є терміналом") == true)
        #expect(output.take() == "")
    }

    @Test func takesOverAndGivesBackThePseudoTerminal() throws {
        let terminal = try PseudoTerminal()
        let originalFlags = terminal.localFlags
        #expect(originalFlags & tcflag_t(ECHO | ICANON) != 0)

        let session = try TerminalSession.begin(input: terminal.follower, output: terminal.follower)
        let rawFlags = terminal.localFlags
        #expect(rawFlags & tcflag_t(ECHO | ICANON | ISIG) == 0)
        let entered = try terminal.received(until: "<begun>")
        #expect(entered.contains("\u{1B}[?1049h\u{1B}[?25l"))
        #expect(entered.contains("\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"))

        terminal.type("\u{1B}[Aж\u{03}")
        _ = try PollLoop().wait(for: [terminal.follower], timeout: .seconds(5))
        var decoder = KeyDecoder()
        var keys: [KeyPress] = []
        while keys.count < 3, try !PollLoop().wait(for: [terminal.follower], timeout: .seconds(5)).isEmpty {
            keys += decoder.decode(session.readAvailable() ?? [])
        }
        #expect(keys == [.up, .character("ж"), .control("c")])
        #expect(session.readAvailable()?.isEmpty == true)

        let second = #expect(throws: TerminalError.self) {
            try TerminalSession.begin(input: terminal.follower, output: terminal.follower)
        }
        #expect(second?.description.contains("already in use") == true)

        session.restore()
        #expect(terminal.localFlags == originalFlags)
        let restored = try terminal.received(until: "<restored>")
        #expect(restored.contains("\u{1B}[?1000l"))
        #expect(restored.hasSuffix("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"))

        session.restore()
        #expect(try terminal.received(until: "<again>") == "")
    }

    /// Nothing typed and a closed window both read as 0 bytes at once; only the second is a hang-up.
    @Test func aHungUpTerminalIsToldFromOneWithNothingTyped() throws {
        let terminal = try PseudoTerminal()
        let session = try TerminalSession.begin(input: terminal.follower, output: terminal.follower)
        defer { session.restore() }
        #expect(session.readAvailable() == [])
        terminal.hangUp()
        #expect(try !PollLoop().wait(for: [terminal.follower], timeout: .seconds(5)).isEmpty)
        #expect(session.readAvailable() == nil)
    }

    @Test func anOldSessionCannotUndoANewOne() throws {
        let terminal = try PseudoTerminal()
        let first = try TerminalSession.begin(input: terminal.follower, output: terminal.follower, enableMouse: false)
        first.restore()
        let second = try TerminalSession.begin(input: terminal.follower, output: terminal.follower, enableMouse: false)
        let entered = try terminal.received(until: "<begun>")
        #expect(!entered.contains("\u{1B}[?1000h"))
        first.restore()
        #expect(terminal.localFlags & tcflag_t(ICANON) == 0)
        second.restore()
        #expect(terminal.localFlags & tcflag_t(ICANON) != 0)
    }

    @Test func aSessionWithoutAlternateScreenClearsInstead() throws {
        let terminal = try PseudoTerminal()
        let session = try TerminalSession.begin(
            input: terminal.follower, output: terminal.follower, enableMouse: false, alternateScreen: false)
        let entered = try terminal.received(until: "<begun>")
        #expect(!entered.contains("\u{1B}[?1049h"))
        #expect(!entered.contains("\u{1B}[?1000h"))
        #expect(entered.contains("\u{1B}[2J"))
        session.restore()
        let restored = try terminal.received(until: "<restored>")
        #expect(!restored.contains("1049"))
        #expect(restored.hasSuffix("\u{1B}[0m\u{1B}[?25h\u{1B}[2J\u{1B}[H"))
    }
}
