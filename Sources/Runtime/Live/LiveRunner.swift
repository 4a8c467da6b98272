import Apps
import Drivers
import Glibc
import Hardware
import Linux
import Logging

/// Runs a session for a person at a terminal: one poll(2) loop over the keyboard, signals and
/// the wake-up that off-thread work uses. It sleeps until input or the next deadline, so an idle
/// Gadget costs nothing but the accelerometer's sampling.
public final class LiveRunner {
    private let session: Session
    private let terminal: TerminalSession
    private let display: TerminalDisplay
    private let board: SimulatedBoard?
    private let wakeup: LoopWakeup
    private let signals: SignalWatcher
    private let poller = PollLoop()
    private var decoder = KeyDecoder()
    private var mouse = MouseStrokes()
    /// Where the last `o` turned the board to (the detector takes a moment to notice).
    private var heldTo: Orientation?
    private let keyPresses: TerminalKeyPresses
    /// A lone Esc is a key, not the start of a sequence, once this passes with nothing after it.
    private static let escapeTimeout: Duration = .milliseconds(40)

    public init(session: Session, terminal: TerminalSession, display: TerminalDisplay, board: SimulatedBoard?,
                wakeup: LoopWakeup, signals: SignalWatcher) {
        self.session = session
        self.terminal = terminal
        self.display = display
        self.board = board
        self.wakeup = wakeup
        self.signals = signals
        keyPresses = TerminalKeyPresses(session: session)
    }

    /// Runs until quit; returns the exit status.
    public func run() -> Int32 {
        var escapeSeenAt: Instant?
        while !session.quitRequested {
            if let board {
                // The simulated chip's INT pin, as BoardRunner reads a GPIO line's edges.
                for edge in board.interruptEdges(look: session.isMotionAsleep) { session.motionInterrupt(at: edge) }
            }
            session.advance()
            let help = KeyMapper.helpLine(acceptsText: session.inputPreferences.acceptsText,
                                          appHint: session.helpHint, localizer: session.localizer)
            // The desktop's OLED not answering shows where the person is looking.
            let fault = (session.display as? any PanelFaultReporting)?.panelFault.map { $0.text(session.localizer) }
            display.helpLine = ([fault].compactMap { $0 } + [help]).joined(separator: " · ")
            session.renderIfNeeded()
            let now = session.clock.now()
            var timeout = session.nextDeadline.map { max(.zero, $0 - now) }
            if session.isMotionAsleep, let look = board?.interruptLook(after: now) {
                timeout = min(timeout ?? look - now, look - now)
            }
            if let escapeSeenAt {
                let left = max(.zero, escapeSeenAt + Self.escapeTimeout - now)
                timeout = min(timeout ?? left, left)
            }
            let ready: Set<Int32>
            do {
                ready = try poller.wait(for: [terminal.input, signals.fd, wakeup.fd], timeout: timeout)
            } catch {
                session.logger.critical("poll failed", metadata: ["error": "\(error)"])
                return 1
            }
            if ready.contains(signals.fd) { handleSignals() }
            if ready.contains(wakeup.fd) { wakeup.drain() }
            if ready.contains(terminal.input) {
                handle(decoder.decode(terminal.readAvailable()))
            }
            if decoder.hasPendingEscape {
                if escapeSeenAt == nil { escapeSeenAt = session.clock.now() }
                if let seen = escapeSeenAt, session.clock.now() >= seen + Self.escapeTimeout {
                    handle(decoder.flushPendingEscape())
                    escapeSeenAt = nil
                }
            } else {
                escapeSeenAt = nil
            }
        }
        return 0
    }

    private func handleSignals() {
        for signal in signals.drain() {
            if signal == SIGWINCH {
                display.terminalResized()
                session.setNeedsWholePresent()
            } else {
                session.logger.info("leaving on signal \(signal)")
                session.requestQuit()
            }
        }
    }

    private func handle(_ keys: [KeyPress]) {
        for key in keys {
            if case .mouse(let report) = key {
                let now = session.clock.now()
                for event in mouse.events(for: report, at: display.pixelPosition(of: report), time: now) {
                    session.inject(event)
                }
                continue
            }
            switch KeyMapper.intent(for: key, acceptsText: session.inputPreferences.acceptsText) {
            case .button(let button): keyPresses.press(button)
            case .text(let text): session.inject(.text(text))
            case .shake:
                guard let board else { break }
                board.shake(at: session.clock.now())
            case .turn:
                guard let board else { break }
                let next = (heldTo ?? session.deviceOrientation ?? .faceUp).nextQuarterTurn
                heldTo = next
                board.motion.playTurn(to: next.restingReading, at: session.clock.now(), duration: ScriptRunner.turnLength)
                session.motionInterrupt(at: session.clock.now())
            case .knock:
                guard let board else { break }
                board.knock(at: session.clock.now(), sampleRate: board.accelerometer.sampleRate)
                session.motionInterrupt(at: session.clock.now())
            case .home: session.goHome()
            case .quit: session.requestQuit()
            case .ignore: break
            }
        }
    }
}
