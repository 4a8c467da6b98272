import Core
import Foundation
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

    /// How long a scripted button stays down.
    static let pressLength: Duration = .milliseconds(80)
    static let doubleTapGap: Duration = .milliseconds(120)
    static let longPressLength: Duration = .milliseconds(900)
    /// After the shake motion ends, the detector needs a quiet moment to call it ended.
    static let shakeSettle: Duration = .milliseconds(600)

    public init(session: Session, clock: TestClock, board: SimulatedBoard?, log: @escaping (String) -> Void = { _ in }) {
        self.session = session
        self.clock = clock
        self.board = board
        self.log = log
    }

    public func run(_ script: Script) throws(ScriptError) {
        advance(by: .zero)
        for step in script.steps {
            log("\(script.file):\(step.line): \(step.command)")
            try perform(step, file: script.file)
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
            session.inject(.swipe(direction))
            advance(by: .zero)
        case .shake:
            guard let board else { throw fail(LocalizedMessage(ScriptText.noAccelerometer)) }
            board.shake(at: clock.now())
            advance(by: SimulatedBoard.shakeDuration + Self.shakeSettle)
        case .stroke(let points):
            let start = clock.now()
            let stamped = points.enumerated().map { index, point in
                StrokePoint(x: point.x, y: point.y, timestamp: start + .milliseconds(16 * index))
            }
            advance(by: .milliseconds(16 * Int64(max(0, points.count - 1))))
            session.inject(.stroke(stamped))
            advance(by: .zero)
        case .type(let text):
            session.inject(.text(text))
            advance(by: .zero)
        case .home:
            session.goHome()
            advance(by: .zero)
        case .expect(let text):
            let shown = session.lastFrame?.texts ?? []
            guard shown.contains(where: { $0.contains(text) }) else {
                throw fail(LocalizedMessage(ScriptText.expectedShown, text, Self.describe(shown)))
            }
        case .expectNot(let text):
            let shown = session.lastFrame?.texts ?? []
            if shown.contains(where: { $0.contains(text) }) {
                throw fail(LocalizedMessage(ScriptText.expectedNotShown, text, Self.describe(shown)))
            }
        case .screenshot(let path):
            guard let frame = session.lastFrame else { throw fail(LocalizedMessage(ScriptText.nothingDrawn)) }
            do {
                let directory = (path as NSString).deletingLastPathComponent
                if !directory.isEmpty {
                    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                }
                try PNGFile.write(frame.pixels, to: path)
            } catch {
                throw fail(LocalizedMessage(ScriptText.cannotWriteScreenshot, path, "\(error)"))
            }
        }
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
            session.advance()
            session.renderIfNeeded()
            let now = clock.now()
            guard now < target else { break }
            var next = session.nextDeadline ?? target
            if next <= now { next = now + .microseconds(100) }
            clock.advance(to: min(next, target))
        }
    }

    static func describe(_ texts: [String]) -> any LocalizableArgument {
        texts.isEmpty ? LocalizedMessage(ScriptText.noText) : texts.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}
