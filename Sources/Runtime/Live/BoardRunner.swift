import Apps
import Glibc
import Hardware
import Linux
import Logging

/// Runs a session on a real board: one poll(2) over the GPIO buttons' edge descriptors, the evdev
/// devices, signals, the cross-thread wake-up and (when the panel fell back to it) the terminal.
/// It sleeps until an edge, an input event or the session's next deadline: no pin is polled.
public final class BoardRunner {
    private let session: Session
    private let hardware: BoardHardware
    private let wakeup: LoopWakeup
    private let signals: SignalWatcher
    private let poller = PollLoop()
    private var decoders: [Int32: (device: InputDevice, decoder: EvdevDecoder)] = [:]
    private var keys = KeyDecoder()
    private let keyPresses: TerminalKeyPresses
    private var mouse = MouseStrokes()
    private var panelFaults = PanelFaultReporter()

    public init(session: Session, hardware: BoardHardware, wakeup: LoopWakeup, signals: SignalWatcher) {
        self.session = session
        self.hardware = hardware
        self.wakeup = wakeup
        self.signals = signals
        keyPresses = TerminalKeyPresses(session: session)
        let size = (session.display.geometry.width, session.display.geometry.height)
        for device in hardware.inputs {
            decoders[device.fd] = (device, EvdevDecoder(touchAxes: device.touchAxes, displaySize: size))
        }
    }

    /// Runs until quit or a termination signal; returns the exit status.
    public func run() -> Int32 {
        var descriptors = [signals.fd, wakeup.fd] + (hardware.buttons?.fds ?? []) + decoders.keys.sorted()
        if let line = hardware.motionInterrupt { descriptors.append(line.fd) }
        if let terminal = hardware.terminal { descriptors.append(terminal.session.input) }
        while !session.quitRequested {
            session.advance()
            if let terminal = hardware.terminal {
                let help = KeyMapper.helpLine(acceptsText: session.inputPreferences.acceptsText, appHint: session.helpHint)
                terminal.display.helpLine = (hardware.allNotices.map { $0.text(session.localizer) } + [help]).joined(separator: " · ")
            }
            session.renderIfNeeded()
            panelFaults.update(session.display, localizer: session.localizer, logger: session.logger)
            let now = session.clock.now()
            let deadlines = [session.nextDeadline, hardware.buttons?.nextDeadline].compactMap { $0 }
            let timeout = deadlines.min().map { max(.zero, $0 - now) }
            let ready: Set<Int32>
            do {
                ready = try poller.wait(for: descriptors, timeout: timeout)
            } catch {
                session.logger.critical("poll failed", metadata: ["error": "\(error)"])
                return 1
            }
            if ready.contains(signals.fd) { handleSignals() }
            if ready.contains(wakeup.fd) { wakeup.drain() }
            if let line = hardware.motionInterrupt, ready.contains(line.fd) { readMotionInterrupt(line) }
            do {
                try readButtons(ready)
                try readInputs(ready, descriptors: &descriptors)
            } catch {
                session.logger.error("input failed", metadata: ["error": "\(error)"])
                return 1
            }
            if let terminal = hardware.terminal, ready.contains(terminal.session.input) {
                handle(keys.decode(terminal.session.readAvailable()))
            }
        }
        return 0
    }

    /// The chip says the board moved: sampling resumes.
    private func readMotionInterrupt(_ line: GPIOInputLine) {
        do {
            for edge in try line.readEdges() where edge.isActive { session.motionInterrupt(at: edge.timestamp) }
        } catch {
            session.logger.warning("cannot read the accelerometer's interrupt line", metadata: ["error": "\(error)"])
        }
    }

    private func readButtons(_ ready: Set<Int32>) throws(GPIOError) {
        guard let buttons = hardware.buttons else { return }
        for edge in try buttons.readEdges(ready: ready) { session.inject(edge) }
        for edge in buttons.advance(to: session.clock.now()) { session.inject(edge) }
    }

    private func readInputs(_ ready: Set<Int32>, descriptors: inout [Int32]) throws(InputDeviceError) {
        for fd in ready.sorted() {
            guard var entry = decoders[fd] else { continue }
            let events: [RawInputEvent]
            do {
                events = try entry.device.readEvents()
            } catch {
                // An unplugged keyboard or joystick: keep running on the other inputs.
                session.logger.warning("input device gone", metadata: ["error": "\(error)"])
                if let last = entry.decoder.cancelTouch() { session.inject(.touch(.cancelled, last)) }
                decoders[fd] = nil
                descriptors.removeAll { $0 == fd }
                continue
            }
            for output in entry.decoder.decode(events) {
                switch output {
                case .edge(let edge): session.inject(edge)
                case .stroke(let points): session.inject(.stroke(points))
                case .touch(let phase, let point): session.inject(.touch(phase, point))
                }
            }
            decoders[fd] = entry
        }
    }

    private func handleSignals() {
        for signal in signals.drain() {
            if signal == SIGWINCH {
                hardware.terminal?.display.terminalResized()
                session.setNeedsWholePresent()
            } else {
                session.logger.info("leaving on signal \(signal)")
                session.requestQuit()
            }
        }
    }

    private func handle(_ pressed: [KeyPress]) {
        for key in pressed {
            if case .mouse(let report) = key, let terminal = hardware.terminal {
                let position = terminal.display.pixelPosition(of: report)
                for event in mouse.events(for: report, at: position, time: session.clock.now()) { session.inject(event) }
                continue
            }
            switch KeyMapper.intent(for: key, acceptsText: session.inputPreferences.acceptsText) {
            case .button(let button): keyPresses.press(button)
            case .text(let text): session.inject(.text(text))
            case .home: session.goHome()
            case .quit: session.requestQuit()
            // A real board is shaken, turned and knocked on for real.
            case .shake, .turn, .knock, .ignore: break
            }
        }
    }
}
