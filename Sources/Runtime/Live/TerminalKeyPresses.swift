import Apps
import GadgetBase
import Hardware

/// Terminal keys as presses of the board's buttons. A terminal reports no key-up, so a key is a
/// press of `length`. A key for a button whose last press is still down lets that one go first:
/// keys that arrive close together (three arrows in one read, key auto-repeat, a slow SSH link
/// delivering a burst) are each a press of their own, never merged into the press before.
final class TerminalKeyPresses {
    static let length: Duration = .milliseconds(50)

    private let session: Session
    /// The release each held button is waiting for.
    private var pendingRelease: [Button: TimerToken] = [:]

    init(session: Session) { self.session = session }

    func press(_ button: Button) {
        let now = session.clock.now()
        if let token = pendingRelease.removeValue(forKey: button) {
            session.cancelTimer(token)
            session.inject(ButtonEdge(button: button, isPressed: false, timestamp: now))
        }
        session.inject(ButtonEdge(button: button, isPressed: true, timestamp: now))
        // Weakly: the session keeps this timer, and a run that ends before it fires frees both.
        pendingRelease[button] = session.schedule(after: Self.length) { [weak self, weak session] in
            self?.pendingRelease[button] = nil
            session?.inject(ButtonEdge(button: button, isPressed: false, timestamp: now + Self.length))
        }
    }
}
