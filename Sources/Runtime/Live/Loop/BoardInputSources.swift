import GadgetBase
import Hardware
import Linux

/// The board's GPIO buttons: edges with the kernel's timestamps, then the software debouncer's
/// settled presses once their time comes. A line that cannot be read ends the loop: the buttons
/// are how the board is used.
final class GPIOButtonSource: InputSource {
    private let session: Session
    private let buttons: GPIOButtonSet

    init(session: Session, buttons: GPIOButtonSet) {
        self.session = session
        self.buttons = buttons
    }

    var descriptors: [Int32] { buttons.fds }
    var deadline: Instant? { buttons.nextDeadline }

    func service(ready: Set<Int32>) throws(InputSourceFailure) {
        do {
            for edge in try buttons.readEdges(ready: ready) { session.inject(edge) }
        } catch {
            throw InputSourceFailure(message: error.message, endsTheLoop: true)
        }
        for edge in buttons.advance(to: session.clock.now()) { session.inject(edge) }
    }
}

/// One evdev device: a joystick, gpio-keys, a touchscreen. Unplugged (ENODEV), it is dropped
/// and a touch it was in is cancelled, so the other inputs keep working.
final class EvdevSource: InputSource {
    private let session: Session
    private let device: any EvdevInput
    private var decoder: EvdevDecoder

    init(session: Session, device: any EvdevInput) {
        self.session = session
        self.device = device
        let size = (session.display.geometry.width, session.display.geometry.height)
        decoder = EvdevDecoder(touchAxes: device.touchAxes, displaySize: size)
    }

    var descriptors: [Int32] { [device.fd] }
    var deadline: Instant? { nil }

    func service(ready: Set<Int32>) throws(InputSourceFailure) {
        guard !ready.isEmpty else { return }
        let events: [RawInputEvent]
        do {
            events = try device.readEvents()
        } catch {
            if let last = decoder.cancelTouch() { session.inject(.touch(.cancelled, last)) }
            throw InputSourceFailure(message: LocalizedMessage(LoopText.deviceGone, error.message), endsTheLoop: false)
        }
        for output in decoder.decode(events) {
            switch output {
            case .edge(let edge): session.inject(edge)
            case .stroke(let points): session.inject(.stroke(points))
            case .touch(let phase, let point): session.inject(.touch(phase, point))
            }
        }
    }
}

/// The accelerometer's INT pin on a GPIO line: the chip says the board moved, sampling resumes.
/// A line that cannot be read is dropped (poll would report it ready on every pass) and the
/// accelerometer is polled instead.
final class MotionInterruptSource: InputSource {
    private let session: Session
    private let line: GPIOInputLine

    init(session: Session, line: GPIOInputLine) {
        self.session = session
        self.line = line
    }

    var descriptors: [Int32] { [line.fd] }
    var deadline: Instant? { nil }

    func service(ready: Set<Int32>) throws(InputSourceFailure) {
        guard !ready.isEmpty else { return }
        do {
            for edge in try line.readEdges() where edge.isActive { session.motionInterrupt(at: edge.timestamp) }
        } catch {
            session.motionInterruptLost(at: session.clock.now())
            throw InputSourceFailure(message: LocalizedMessage(LoopText.interruptLineGone, error.message), endsTheLoop: false)
        }
    }
}

/// The desktop's simulated chip's INT pin, read as a board reads its GPIO line: while the session
/// sleeps the chip is looked at when its motion detector would next decide.
final class SimulatedInterruptSource: InputSource {
    private let session: Session
    private let board: SimulatedBoard

    init(session: Session, board: SimulatedBoard) {
        self.session = session
        self.board = board
    }

    var descriptors: [Int32] { [] }
    var deadline: Instant? { session.isMotionAsleep ? board.interruptLook(after: session.clock.now()) : nil }

    func service(ready: Set<Int32>) {
        for edge in board.interruptEdges(look: session.isMotionAsleep) { session.motionInterrupt(at: edge) }
    }
}
