import Apps
import GadgetBase
import Hardware
import Linux

/// The terminal's keys and mouse, on the desktop and on a board whose panel fell back to the
/// terminal: arrows and Enter press the board's buttons, letters are text when the screen takes
/// text, and on the desktop `s`, `o` and `k` shake, turn and knock the simulated board.
final class TerminalKeySource: InputSource {
    /// A lone Esc is a key, not the start of a sequence, once this passes with nothing after it.
    static let escapeTimeout: Duration = .milliseconds(40)

    private let session: Session
    private let input: any KeyInput
    private let screen: any TerminalScreen
    /// The desktop's simulated board; nil on a real board, which is shaken for real.
    private let board: SimulatedBoard?
    private var decoder = KeyDecoder()
    private var mouse = MouseStrokes()
    private let keyPresses: TerminalKeyPresses
    private var escapeSeenAt: Instant?
    /// Where the last `o` turned the board to (the detector takes a moment to notice).
    private var heldTo: Orientation?

    init(session: Session, input: any KeyInput, screen: any TerminalScreen, board: SimulatedBoard?) {
        self.session = session
        self.input = input
        self.screen = screen
        self.board = board
        keyPresses = TerminalKeyPresses(session: session)
    }

    var descriptors: [Int32] { [input.fd] }
    var deadline: Instant? { escapeSeenAt.map { $0 + Self.escapeTimeout } }

    func service(ready: Set<Int32>) {
        if !ready.isEmpty {
            // Hung up (the terminal window closed, the SSH link dropped): nobody is left to use
            // it, and poll would report it ready on every pass. Leave as on SIGHUP.
            guard let bytes = input.readAvailable() else {
                session.logger.info("the terminal hung up; leaving")
                session.requestQuit()
                return
            }
            handle(decoder.decode(bytes))
        }
        guard decoder.hasPendingEscape else {
            escapeSeenAt = nil
            return
        }
        let now = session.clock.now()
        guard let seen = escapeSeenAt else {
            escapeSeenAt = now
            return
        }
        if now >= seen + Self.escapeTimeout {
            escapeSeenAt = nil
            handle(decoder.flushPendingEscape())
        }
    }

    private func handle(_ keys: [KeyPress]) {
        for key in keys {
            if case .mouse(let report) = key {
                let now = session.clock.now()
                for event in mouse.events(for: report, at: screen.pixelPosition(of: report), time: now) {
                    session.inject(event)
                }
                continue
            }
            switch KeyMapper.intent(for: key, acceptsText: session.inputPreferences.acceptsText) {
            case .button(let button): keyPresses.press(button)
            case .text(let text): session.inject(.text(text))
            case .cancelTyping: session.inject(.cancelTyping)
            case .shake: board?.shake(at: session.clock.now())
            case .turn: turn()
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

    /// A quarter turn anticlockwise from where the board rests (or was last turned to).
    private func turn() {
        guard let board else { return }
        let next = (heldTo ?? session.deviceOrientation ?? .faceUp).nextQuarterTurn
        heldTo = next
        board.motion.playTurn(to: next.restingReading, at: session.clock.now(), duration: ScriptRunner.turnLength)
        session.motionInterrupt(at: session.clock.now())
    }
}
