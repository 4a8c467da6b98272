import GadgetBase
import Hardware
import Linux

/// A real board: the event loop over the GPIO buttons' edges, the evdev devices, the motion
/// interrupt, signals, the cross-thread wake-up, a DRM panel's flip events and console switches,
/// and (when the panel fell back to it) the terminal.
/// It sleeps until an edge, an input event or the next deadline: no pin is polled.
public struct BoardRunner {
    private let loop: EventLoop

    public init(session: Session, hardware: BoardHardware, wakeup: LoopWakeup, signals: SignalWatcher) {
        var sources: [any InputSource] = [
            SignalSource(session: session, input: signals, screen: hardware.terminal?.display),
            WakeupSource(input: wakeup),
        ]
        if let drm = hardware.display as? DRMDisplay { sources.append(DRMFlipSource(session: session, display: drm)) }
        if let switching = hardware.consoleSwitching { sources.append(ConsoleSwitchSource(session: session, watcher: switching)) }
        if let line = hardware.motionInterrupt { sources.append(MotionInterruptSource(session: session, line: line)) }
        if let buttons = hardware.buttons { sources.append(GPIOButtonSource(session: session, buttons: buttons)) }
        sources += hardware.inputs.map { EvdevSource(session: session, device: $0) }
        if let terminal = hardware.terminal {
            sources.append(TerminalKeySource(session: session, input: terminal.session, screen: terminal.display, board: nil))
        }
        loop = EventLoop(session: session, poller: PollLoop(), sources: sources, screen: hardware.terminal?.display,
                         notices: hardware.allNotices)
    }

    /// Runs until quit or a termination signal; returns the exit status.
    public func run() -> Int32 { loop.run() }
}
