import Core
import Foundation
import GadgetBase
import Hardware
import Simulation
import UI

/// Plays a script against a session on a test clock: no TTY, no real time passing except
/// for I/O, which is settled before the clock moves so every run sees the same sequence.
public final class ScriptRunner {
    public let session: Session
    public let clock: TestClock
    public let board: SimulatedBoard?
    private let log: (String) -> Void
    /// The points of a stroke whose finger is still down (after `drag`, before `lift`).
    private var fingerDown: [StrokePoint] = []

    /// How long a scripted button stays down.
    static let pressLength: Duration = .milliseconds(80)
    static let doubleTapGap: Duration = .milliseconds(120)
    static let longPressLength: Duration = .milliseconds(900)
    /// After the shake motion ends, the detector needs a quiet moment to call it ended.
    static let shakeSettle: Duration = .milliseconds(600)
    /// How long a scripted turn of the board takes, and the wait after it for the orientation
    /// detector's smoothing and dwell.
    static let turnLength: Duration = .milliseconds(400)
    static let turnSettle: Duration = .milliseconds(600)
    /// Between the knocks of a double knock, and after the last (a single knock is only sure
    /// once no second can follow).
    static let knockGap: Duration = .milliseconds(200)
    static let knockSettle: Duration = .milliseconds(700)
    /// Between a drawn stroke's points: a 60 Hz touchscreen's pace.
    static let touchInterval: Duration = .milliseconds(16)

    public init(session: Session, clock: TestClock, board: SimulatedBoard?, log: @escaping (String) -> Void = { _ in }) {
        self.session = session
        self.clock = clock
        self.board = board
        self.log = log
    }

    public func run(_ script: Script) throws(ScriptError) {
        advance(by: .zero)
        for step in script.steps {
            log("\(script.file):\(step.line): \(step.text)")
            try perform(step, file: script.file)
        }
    }

    /// Plays the steps the open screen takes and passes over a `type` or `swipe` it does not:
    /// for random walks, which cannot know where a text field will be open, as a person types
    /// only into an open field.
    public func wander(_ script: Script) throws(ScriptError) {
        advance(by: .zero)
        for step in script.steps where screenTakes(step.command) {
            log("\(script.file):\(step.line): \(step.text)")
            try perform(step, file: script.file)
        }
    }

    /// Whether the open screen takes the command: typing needs an open text field, and a swipe
    /// a screen that asks for swipes (elsewhere a board's direction buttons tap).
    public func screenTakes(_ command: Script.Command) -> Bool {
        switch command {
        case .swipe: session.inputPreferences.wantsSwipes
        case .type: session.inputPreferences.acceptsText
        default: true
        }
    }

    private func perform(_ step: Script.Step, file: String) throws(ScriptError) {
        func fail(_ text: LocalizedMessage) -> ScriptError { ScriptError(file: file, line: step.line, text: text) }
        switch step.command {
        case .wait(let duration):
            advance(by: duration)
        case .button(let button, let gesture):
            switch gesture {
            case .doubleTap:
                press(button, for: Self.pressLength)
                advance(by: Self.doubleTapGap)
                press(button, for: Self.pressLength)
            case .longPress, .longPressRepeat:
                press(button, for: Self.longPressLength)
            case .tap:
                press(button, for: Self.pressLength)
            }
        case .swipe(let direction):
            // A swipe where no person can make one would test nothing real.
            guard screenTakes(step.command) else { throw fail(LocalizedMessage(ScriptText.noSwipesHere)) }
            session.inject(.swipe(direction))
            advance(by: .zero)
        case .shake(let peak):
            guard let board else { throw fail(LocalizedMessage(ScriptText.noAccelerometer)) }
            if let peak { board.shake(at: clock.now(), amplitude: peak) } else { board.shake(at: clock.now()) }
            advance(by: SimulatedBoard.shakeDuration + Self.shakeSettle)
        case .orient(let orientation):
            guard let board else { throw fail(LocalizedMessage(ScriptText.noAccelerometerToTurn)) }
            board.motion.playTurn(to: orientation.restingReading, at: clock.now(), duration: Self.turnLength)
            session.motionInterrupt(at: clock.now())
            advance(by: Self.turnLength + Self.turnSettle)
        case .knock(let count):
            guard let board else { throw fail(LocalizedMessage(ScriptText.noAccelerometerToKnock)) }
            let start = clock.now()
            for index in 0..<count {
                board.knock(at: start + Self.knockGap * index + .milliseconds(20), sampleRate: board.accelerometer.sampleRate)
            }
            session.motionInterrupt(at: start)
            advance(by: Self.knockGap * (count - 1) + Self.knockSettle)
        case .scaledStroke(let shares):
            drag(shares.map(panelPoint))
            lift()
        case .stroke(let points):
            drag(points)
            lift()
        case .drag(let points, let scaled):
            drag(scaled ? points.map(panelPoint) : points)
        case .lift:
            guard !fingerDown.isEmpty else { throw fail(LocalizedMessage(ScriptText.liftWithoutDrag)) }
            lift()
        case .type(let text):
            // Keys type only into an open text field; elsewhere they are buttons.
            guard screenTakes(step.command) else { throw fail(LocalizedMessage(ScriptText.noTextFieldHere, text)) }
            session.inject(.text(text))
            advance(by: .zero)
        case .home:
            session.goHome()
            advance(by: .zero)
        case .expect(let text):
            let shown = session.lastFrame?.texts ?? []
            guard shown.contains(where: { Self.shows($0, text) }) else {
                throw fail(LocalizedMessage(ScriptText.expectedShown, text, Self.describe(shown)))
            }
        case .expectNot(let text):
            let shown = session.lastFrame?.texts ?? []
            if shown.contains(where: { Self.shows($0, text) }) {
                throw fail(LocalizedMessage(ScriptText.expectedNotShown, text, Self.describe(shown)))
            }
        case .screenshot(let path):
            guard let frame = session.lastFrame else { throw fail(LocalizedMessage(ScriptText.nothingDrawn)) }
            do {
                try FileManager.default.createDirectory(atPath: parentDirectory(of: path), withIntermediateDirectories: true)
                try PNGFile.write(frame.pixels, to: path)
            } catch {
                throw fail(LocalizedMessage(ScriptText.cannotWriteScreenshot, path, (error as? PNGFile.Error).map { SystemReason($0.description) } ?? fileErrorReason(error)))
            }
        }
    }

    /// A finger drawing through `points`, one every 16 ms (a 60 Hz touchscreen's pace), each
    /// announced as it is reached, as a touchscreen does; the finger stays down.
    private func drag(_ points: [Point]) {
        for point in points {
            if !fingerDown.isEmpty { advance(by: Self.touchInterval) }
            let stamped = StrokePoint(x: point.x, y: point.y, timestamp: clock.now())
            session.inject(.touch(fingerDown.isEmpty ? .began : .moved, stamped))
            fingerDown.append(stamped)
        }
        advance(by: .zero)
    }

    /// The finger leaves the panel: the stroke it drew is finished.
    private func lift() {
        let stroke = fingerDown
        fingerDown = []
        session.inject(.stroke(stroke))
        advance(by: .zero)
    }

    /// A point of the panel from percent of its shorter side, 50%,50% at its centre.
    private func panelPoint(_ share: Point) -> Point {
        let panel = session.display.geometry
        let side = Double(min(panel.width, panel.height))
        return Point(x: Double(panel.width) / 2 + (share.x - 50) / 100 * side,
                     y: Double(panel.height) / 2 + (share.y - 50) / 100 * side)
    }

    private func press(_ button: Button, for length: Duration) {
        session.inject(ButtonEdge(button: button, isPressed: true, timestamp: clock.now()))
        advance(by: length)
        session.inject(ButtonEdge(button: button, isPressed: false, timestamp: clock.now()))
        advance(by: .zero)
    }

    /// Moves the test clock forward, stopping at every deadline on the way so each timer,
    /// sensor sample and animation frame happens at its exact virtual moment.
    public func advance(by duration: Duration) {
        let target = clock.now() + duration
        while true {
            session.settleWork()
            deliverInterruptEdges()
            session.advance()
            session.renderIfNeeded()
            let now = clock.now()
            guard now < target else { break }
            var next = session.nextDeadline ?? target
            if session.isMotionAsleep, let look = board?.interruptLook(after: now) { next = min(next, look) }
            if next <= now { next = now + .microseconds(100) }
            clock.advance(to: min(next, target))
        }
    }

    /// The chip's INT pin woke the session if it rose (a GPIO edge on a board).
    private func deliverInterruptEdges() {
        guard let board else { return }
        for edge in board.interruptEdges(look: session.isMotionAsleep) { session.motionInterrupt(at: edge) }
    }

    package static func describe(_ texts: [String]) -> any LocalizableArgument {
        texts.isEmpty ? LocalizedMessage(ScriptText.noText) : texts.map { "\"\($0)\"" }.joined(separator: ", ")
    }

    /// Whether screen text shows `expected`. The no-break spaces that keep "6:05 PM" or "0,40 g"
    /// together on a narrow panel match the ordinary spaces a script's author types; an
    /// expectation that writes a no-break space itself asks for exactly that.
    static func shows(_ shown: String, _ expected: String) -> Bool {
        shown.containsLiterally(expected)
            || (!expected.contains("\u{00A0}") && shown.replacing("\u{00A0}", with: " ").containsLiterally(expected))
    }
}
