import Glibc
import GadgetBase
import Hardware

/// The kernel's side of a virtual console in VT_PROCESS mode, as `VirtualTerminalSwitching`
/// needs it (the real one is `VirtualTerminal`; tests give a recording one).
public protocol VirtualTerminalControl: AnyObject {
    /// VT_SETMODE VT_PROCESS: switches away from and back to this console are asked of this
    /// process with `release` and `acquire`, and wait for its answer.
    func takeSwitching(release: Int32, acquire: Int32) throws(VirtualTerminalError)
    /// VT_SETMODE VT_AUTO: the kernel switches on its own again.
    func giveBackSwitching()
    /// VT_RELDISP 1: the display is let go, the switch away may complete.
    func allowRelease() throws(VirtualTerminalError)
    /// VT_RELDISP VT_ACKACQ: the console is back and this process has taken it.
    func acknowledgeAcquire() throws(VirtualTerminalError)
}

/// What a console switch does to the display (`DRMDisplay`).
public protocol ConsoleSwitchedDisplay: AnyObject {
    /// Stops drawing and gives up the master role; why it could not, if it could not.
    func suspendForConsoleSwitch() -> DRMError?
    /// Takes the master role again, sets the mode and draws the whole frame.
    func resumeAfterConsoleSwitch() throws(DRMError)
}

extension DRMDisplay: ConsoleSwitchedDisplay {}

/// Ctrl+Alt+Fn and chvt on the console Gadget's panel is driven from: the kernel asks before it
/// switches away (the release signal) and tells after it switched back (the acquire signal).
/// On release the display stops and drops master, then the switch is allowed; on acquire it is
/// acknowledged, then the display takes master, sets its mode and shows the whole frame again.
/// The switch away is always allowed, even when the display could not let go: a console that
/// cannot be left is worse than a picture that may not show on the other one.
public final class VirtualTerminalSwitching {
    public enum Outcome: Equatable, Sendable {
        /// Switched away; the display's problem in letting go, if any.
        case released(DRMError?)
        /// Switched back; the display's problem in taking the panel again, if any.
        case acquired(DRMError?)
        /// The kernel refused an answer (it was not waiting for one).
        case answerRefused(VirtualTerminalError)
        /// A signal that did not change anything (a repeat, or not one of the two).
        case ignored
    }

    public let releaseSignal: Int32
    public let acquireSignal: Int32
    public private(set) var isShown = true
    private let terminal: any VirtualTerminalControl
    private let display: any ConsoleSwitchedDisplay
    /// True until VT_PROCESS is in force, so a console that refused it is not touched on the way out.
    private var isClosed = true

    /// Puts the console into VT_PROCESS mode; the caller watches the two signals before this,
    /// since their default action would end Gadget.
    public init(terminal: any VirtualTerminalControl, display: any ConsoleSwitchedDisplay,
                releaseSignal: Int32 = SIGUSR1, acquireSignal: Int32 = SIGUSR2) throws(VirtualTerminalError) {
        self.terminal = terminal
        self.display = display
        self.releaseSignal = releaseSignal
        self.acquireSignal = acquireSignal
        try terminal.takeSwitching(release: releaseSignal, acquire: acquireSignal)
        isClosed = false
    }

    deinit { close() }

    /// One signal the kernel sent, in the order they came.
    public func handle(_ signal: Int32) -> Outcome {
        guard !isClosed else { return .ignored }
        if signal == releaseSignal {
            var problem: DRMError?
            if isShown {
                problem = display.suspendForConsoleSwitch()
                isShown = false
            }
            // Answered even for a repeat: the kernel may still be waiting, and the switch hangs until it hears.
            do {
                try terminal.allowRelease()
            } catch {
                return problem.map { .released($0) } ?? .answerRefused(error)
            }
            return .released(problem)
        }
        if signal == acquireSignal {
            var refused: VirtualTerminalError?
            do { try terminal.acknowledgeAcquire() } catch { refused = error }
            guard !isShown else { return refused.map { .answerRefused($0) } ?? .ignored }
            // The signal says the console is ours again, acknowledged or not: the panel comes back.
            isShown = true
            do {
                try display.resumeAfterConsoleSwitch()
                return .acquired(nil)
            } catch {
                return .acquired(error)
            }
        }
        return .ignored
    }

    /// VT_AUTO again (on every exit path, error paths included): the console must not be left
    /// waiting for a process that is gone.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        terminal.giveBackSwitching()
    }
}
