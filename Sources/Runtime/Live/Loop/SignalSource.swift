import Glibc
import GadgetBase
import Hardware
import Linux

/// SIGWINCH redraws the terminal whole; SIGINT, SIGTERM and SIGHUP end the loop after the frame
/// in hand, since the self-pipe keeps a signal that arrives mid-render for the next wait.
final class SignalSource: InputSource {
    private let session: Session
    private let input: any SignalInput
    private let screen: (any TerminalScreen)?

    init(session: Session, input: any SignalInput, screen: (any TerminalScreen)?) {
        self.session = session
        self.input = input
        self.screen = screen
    }

    var descriptors: [Int32] { [input.fd] }
    var deadline: Instant? { nil }

    func service(ready: Set<Int32>) {
        guard !ready.isEmpty else { return }
        for signal in input.drain() {
            if signal == SIGWINCH {
                screen?.terminalResized()
                session.setNeedsWholePresent()
            } else {
                session.logger.info("leaving on signal \(signal)")
                session.requestQuit()
            }
        }
    }
}

/// Off-thread work (a network reply) wrote to the pipe: the wait ends and the session's next
/// advance takes the result.
final class WakeupSource: InputSource {
    private let input: any WakeupInput

    init(input: any WakeupInput) { self.input = input }

    var descriptors: [Int32] { [input.fd] }
    var deadline: Instant? { nil }

    func service(ready: Set<Int32>) {
        if !ready.isEmpty { input.drain() }
    }
}
