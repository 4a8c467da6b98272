@testable import BoardProfiles
import Glibc
import GadgetBase
import Hardware
import Linux
import Simulation
import TestSupport
import Testing

@testable import GadgetRuntime

/// The live event loop itself, as a board and the desktop run it, on a fake poller and a test
/// clock: every wait it makes is recorded and every sleep moves virtual time only.
@Suite("The event loop")
struct EventLoopTests {
    /// A display that lets a test act in the middle of a render (a signal arriving then).
    final class RenderHook: Display {
        let inner: MemoryDisplay
        var onPresent: (() -> Void)?
        init(geometry: DisplayGeometry) { inner = MemoryDisplay(geometry: geometry) }
        var geometry: DisplayGeometry { inner.geometry }
        func present(_ frame: Frame, damage: PixelRect) throws {
            try inner.present(frame, damage: damage)
            onPresent?()
        }
        func close() { inner.close() }
    }

    /// A board whose panel fell back to the terminal: signals and terminal keys, no simulated chip.
    struct Rig {
        let data: TemporaryDirectory
        let clock = TestClock()
        let poller: FakePoller
        let signals: FakeSignals
        let keyboard: FakeKeyboard
        let screen = FakeScreen()
        let display: RenderHook
        let session: Session

        init(language: String = "en", open: String? = nil) throws {
            data = try TemporaryDirectory()
            poller = FakePoller(clock: clock)
            signals = FakeSignals(poller: poller)
            keyboard = FakeKeyboard(poller: poller)
            let setup = try RunSetup(profile: .desktop, dataDirectory: data.path, endpoint: "http://127.0.0.1:9/m",
                                     language: language, environment: [:])
            display = RenderHook(geometry: BoardProfile.desktop.display)
            session = try setup.makeSession(clock: clock, display: display, accelerometer: nil, openApp: open,
                                            wake: nil, logger: .init(label: "test"))
        }

        func loop(adding extra: [any InputSource] = [], notices: [LocalizedMessage] = []) -> EventLoop {
            let sources: [any InputSource] = [
                SignalSource(session: session, input: signals, screen: screen),
                TerminalKeySource(session: session, input: keyboard, screen: screen, board: nil),
            ] + extra
            return EventLoop(session: session, poller: poller, sources: sources, screen: screen, notices: notices)
        }

        /// SIGTERM at `time`, which ends the loop.
        func terminate(at time: Instant) { poller.at(time) { signals.send(SIGTERM) } }
    }

    @Test func aLoneEscIsBackWithinItsTimeoutWithoutWaitingForAnotherKey() throws {
        let rig = try Rig(open: "eightball")
        var openAt900ms = true
        rig.poller.at(.zero + .milliseconds(100)) { rig.keyboard.type([0x1B]) }
        rig.poller.at(.zero + .milliseconds(900)) { openAt900ms = rig.session.activeApp != nil }
        rig.terminate(at: .zero + .seconds(1))
        #expect(rig.loop().run() == 0)
        #expect(!openAt900ms)
        #expect(rig.session.activeApp == nil)
        // Right after the Esc the loop waited no longer than the Esc's timeout for what follows it.
        #expect(rig.poller.waits.contains { $0.timeout == TerminalKeySource.escapeTimeout })
    }

    @Test func anEscapeSequenceIsOneKeyNotBackAndLetters() throws {
        let rig = try Rig(open: "eightball")
        rig.poller.at(.zero + .milliseconds(100)) { rig.keyboard.type([0x1B]) }
        // The rest of the arrow arrives 10 ms later, well inside the timeout.
        rig.poller.at(.zero + .milliseconds(110)) { rig.keyboard.type(Array("[B".utf8)) }
        rig.terminate(at: .zero + .seconds(1))
        #expect(rig.loop().run() == 0)
        #expect(rig.session.activeApp != nil)
    }

    @Test func anUnpluggedKeyboardIsDroppedAndTheOtherInputsGoOnWithTheUserTold() throws {
        let rig = try Rig(language: "ru")
        let usb = FakeEvdevKeyboard(poller: rig.poller)
        var openBeforeUnplug = false
        rig.poller.at(.zero + .milliseconds(100)) { usb.press(code: 28, at: rig.clock.now()) }  // KEY_ENTER
        rig.poller.at(.zero + .milliseconds(900)) { openBeforeUnplug = rig.session.activeApp != nil }
        rig.poller.at(.zero + .seconds(1)) { usb.unplug() }
        rig.poller.at(.zero + .milliseconds(1500)) { rig.keyboard.type([0x7F]) }  // Backspace: back
        rig.terminate(at: .zero + .seconds(3))
        let loop = rig.loop(adding: [EvdevSource(session: rig.session, device: usb)])
        #expect(loop.run() == 0)
        #expect(openBeforeUnplug)
        // Read once after the unplug, then never polled again: no spinning on POLLHUP.
        #expect(usb.readsAfterUnplug == 1)
        let lastWatched = try #require(rig.poller.waits.last?.fds)
        #expect(!lastWatched.contains(usb.fd) && lastWatched.contains(rig.keyboard.fd))
        // The terminal's keys still work, and the help line says what went, in Russian.
        #expect(rig.session.activeApp == nil)
        #expect(rig.screen.helpLine.contains("was unplugged; остальные устройства ввода работают"))
    }

    /// The help line is written with a frame; a notice that a device went must be drawn then,
    /// not at the next change on screen.
    @Test func aNoticeIsShownAtOnceOnAnIdleScreen() throws {
        let rig = try Rig()
        let usb = FakeEvdevKeyboard(poller: rig.poller)
        var presentsBefore = 0, presentsAfter = 0
        rig.poller.at(.zero + .milliseconds(900)) { presentsBefore = rig.display.inner.presentCount }
        rig.poller.at(.zero + .seconds(1)) { usb.unplug() }
        rig.poller.at(.zero + .milliseconds(1200)) { presentsAfter = rig.display.inner.presentCount }
        rig.terminate(at: .zero + .seconds(2))
        let loop = rig.loop(adding: [EvdevSource(session: rig.session, device: usb)])
        #expect(loop.run() == 0)
        #expect(presentsAfter == presentsBefore + 1)
        #expect(rig.screen.helpLine.contains("was unplugged"))
    }

    @Test func aTerminalThatHangsUpEndsTheLoopInsteadOfSpinning() throws {
        let rig = try Rig(open: "eightball")
        rig.poller.at(.zero + .seconds(1)) { rig.keyboard.hangUp() }
        rig.terminate(at: .zero + .seconds(60))
        #expect(rig.loop().run() == 0)
        #expect(rig.clock.now() == .zero + .seconds(1), "left when the terminal went, not at the signal")
        #expect(rig.poller.waits.count < 10)
    }

    @Test func aSignalDuringARenderEndsTheLoopAtOnceAfterThatFrame() throws {
        let rig = try Rig()
        rig.display.onPresent = { rig.signals.send(SIGTERM) }
        rig.terminate(at: .zero + .seconds(60))
        #expect(rig.loop().run() == 0)
        #expect(rig.session.framesPresented == 1)
        // The signal waiting in its pipe ended the first wait: no sleep until the next deadline.
        #expect(rig.poller.waits.count == 1)
        #expect(rig.clock.now() == .zero)
    }

    @Test func aResizeDuringARenderRedrawsTheWholeScreenAfterIt() throws {
        let rig = try Rig()
        rig.display.onPresent = { [weak display = rig.display] in
            rig.signals.send(SIGWINCH)
            display?.onPresent = nil
        }
        rig.terminate(at: .zero + .seconds(1))
        #expect(rig.loop().run() == 0)
        #expect(rig.screen.resizes == 1)
        #expect(rig.session.framesPresented >= 2)
    }

    @Test func aDeadlineIsKeptWhileKeysKeepArriving() throws {
        let rig = try Rig()
        var firedAt: Instant?
        _ = rig.session.schedule(after: .milliseconds(100)) { firedAt = rig.clock.now() }
        // A key every millisecond, one of them at the deadline itself: input is always pending.
        for millisecond in 0...300 {
            rig.poller.at(.zero + .milliseconds(Int64(millisecond))) { rig.keyboard.type(Array("x".utf8)) }
        }
        rig.poller.at(.zero + .milliseconds(100)) { rig.keyboard.type([0x0D]) }  // Enter: select
        rig.terminate(at: .zero + .seconds(1))
        #expect(rig.loop().run() == 0)
        #expect(firedAt == .zero + .milliseconds(100))
        // The Enter that came with the deadline was not lost: it opened the launcher's first app.
        #expect(rig.session.activeApp != nil)
    }

    @Test(arguments: [("en", Language.en), ("ru", .ru), ("uk", .uk)])
    func theHelpLineSpeaksTheSessionsLanguage(code: String, language: Language) throws {
        let rig = try Rig(language: code)
        let notice = LocalizedMessage(BoardHardwareText.noPanel, "/dev/fb1")
        rig.terminate(at: .zero + .milliseconds(10))
        #expect(rig.loop(notices: [notice]).run() == 0)
        let localizer = Localizer(language: language)
        let help = KeyMapper.helpLine(acceptsText: false, appHint: rig.session.helpHint,
                                      leavingOut: rig.session.buttonsLeftOutOfHelp, localizer: localizer)
        #expect(rig.screen.helpLine == notice.text(localizer) + " · " + help)
        #expect(help.hasSuffix(localizer(RuntimeText.helpQuit)))
    }

    /// An app's own word for a key replaces the terminal's: each key is named once.
    @Test func theAppsKeysComeFirstAndOnce() {
        let help = KeyMapper.helpLine(acceptsText: false, appHint: "s: shake · Enter: answers")
        #expect(help == "s: shake · Enter: answers · ←↑↓→ move · Esc back · Space action · k knock · o turn · h home · q quit")
        let back = KeyMapper.helpLine(acceptsText: false, appHint: "Esc: back", localizer: Localizer(language: .ru))
        #expect(back.components(separatedBy: "Esc").count == 2, "\(back)")
    }

    /// A board button that does nothing on a screen is not in its help; the arrows that do
    /// something keep their item.
    @Test func theHelpLeavesOutButtonsTheScreenDoesNotUse() throws {
        #expect(KeyMapper.helpLine(acceptsText: false, appHint: "Enter: open", leavingOut: [.left, .right, .back])
            == "Enter: open · ↑↓ move · s shake · Space action · k knock · o turn · h home · q quit")
        #expect(KeyMapper.helpLine(acceptsText: false, appHint: nil, leavingOut: [.up, .down, .left, .right, .select, .action],
                                   localizer: Localizer(language: .uk)) == "Esc назад · s струснути · k стук · o повернути · h додому · q вихід")
        // Typing keeps its own help whatever the screen leaves out.
        #expect(KeyMapper.helpLine(acceptsText: true, appHint: nil, leavingOut: Set(Button.allCases)).hasPrefix("type text"))

        let run = try SimulatedRun(open: "eightball")
        defer { run.data.remove() }
        func help() -> String {
            KeyMapper.helpLine(acceptsText: run.session.inputPreferences.acceptsText, appHint: run.session.helpHint,
                               leavingOut: run.session.buttonsLeftOutOfHelp)
        }
        #expect(help() == "s: shake · Enter: answers · Esc back · k knock · o turn · h home · q quit")
        try run.runner.run(Script(parsing: "press select\nwait 500ms", file: "help"))
        #expect(help().hasPrefix("←↑↓→ move · Enter select · Esc back"), "\(help())")
        run.session.goHome()
        #expect(help() == "Enter: open · ↑↓ move · s shake · k knock · o turn · h home · q quit")

        // The Showcase's article only scrolls, changes tab and turns: no Enter, no Space.
        let showcase = try SimulatedRun(open: "showcase")
        defer { showcase.data.remove() }
        try showcase.runner.run(Script(parsing: "press right\nwait 100ms", file: "help"))
        #expect(KeyMapper.helpLine(acceptsText: false, appHint: showcase.session.helpHint,
                                   leavingOut: showcase.session.buttonsLeftOutOfHelp)
            == "←→ tabs · ↑↓ scroll · o: turn the board · Esc back · s shake · k knock · h home · q quit")
    }
}
