import Glibc
import GadgetBase
import Hardware

/// Console switching for a DRM display, fed by the event loop: the release and acquire signals
/// arrive through their own `SignalWatcher` (a self-pipe, like SIGTERM's), and each one the loop
/// reads is handed to `VirtualTerminalSwitching` in the order it came.
public final class ConsoleSwitchWatcher {
    /// The console Gadget's panel belongs to.
    public let terminalPath: String
    private let signals: SignalWatcher
    private let switching: VirtualTerminalSwitching

    /// Nil when Gadget does not run on a virtual console (nothing to switch from).
    public static func begin(for display: any ConsoleSwitchedDisplay) throws(VirtualTerminalError) -> ConsoleSwitchWatcher? {
        guard let terminal = VirtualTerminal.current() else { return nil }
        return try ConsoleSwitchWatcher(terminal: terminal, display: display)
    }

    private init(terminal: VirtualTerminal, display: any ConsoleSwitchedDisplay) throws(VirtualTerminalError) {
        terminalPath = terminal.path
        // Watched before VT_SETMODE: SIGUSR1's default action would end Gadget at the first switch.
        do {
            signals = try SignalWatcher(signals: [SIGUSR1, SIGUSR2])
        } catch {
            throw VirtualTerminalError(LocalizedMessage(VirtualTerminalText.cannotWatch, terminal.path, "\(error)"))
        }
        switching = try VirtualTerminalSwitching(terminal: terminal, display: display, releaseSignal: SIGUSR1, acquireSignal: SIGUSR2)
    }

    /// Readable when a switch signal came; give it to the loop's poll.
    public var fd: Int32 { signals.fd }

    /// Whether the console (and so the panel) is Gadget's now.
    public var isShown: Bool { switching.isShown }

    /// Handles the signals that came since the last call.
    public func service() -> [VirtualTerminalSwitching.Outcome] {
        signals.drain().map(switching.handle)
    }

    /// VT_AUTO again; the signals' handlers are put back when this is released.
    public func close() { switching.close() }
}
