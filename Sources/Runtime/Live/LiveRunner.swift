import GadgetBase
import Hardware
import Linux

/// A person at a terminal on the desktop: the event loop over the keyboard, signals, the wake-up
/// that off-thread work uses and the simulated chip's INT pin. It sleeps until input or the next
/// deadline, so an idle Gadget costs nothing but the accelerometer's sampling.
public struct LiveRunner {
    private let loop: EventLoop

    public init(session: Session, terminal: TerminalSession, display: TerminalDisplay, board: SimulatedBoard?,
                wakeup: LoopWakeup, signals: SignalWatcher) {
        var sources: [any InputSource] = [
            SignalSource(session: session, input: signals, screen: display),
            WakeupSource(input: wakeup),
            TerminalKeySource(session: session, input: terminal, screen: display, board: board),
        ]
        if let board { sources.append(SimulatedInterruptSource(session: session, board: board)) }
        loop = EventLoop(session: session, poller: PollLoop(), sources: sources, screen: display)
    }

    /// Runs until quit; returns the exit status.
    public func run() -> Int32 { loop.run() }
}
