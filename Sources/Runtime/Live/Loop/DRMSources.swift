import GadgetBase
import Hardware
import Linux

/// A DRM panel's page-flip events: the card is readable when a flip completed, and a frame that
/// waited for it is drawn and flipped in turn, without the loop ever blocking on vblank. A
/// failure there is handed to the session, which presents the whole frame again (and, if that
/// fails too, again half a second later).
final class DRMFlipSource: InputSource {
    private let session: Session
    private let display: DRMDisplay

    init(session: Session, display: DRMDisplay) {
        self.session = session
        self.display = display
    }

    var descriptors: [Int32] { display.eventDescriptor.map { [$0] } ?? [] }
    var deadline: Instant? { nil }

    func service(ready: Set<Int32>) {
        guard !ready.isEmpty else { return }
        do {
            try display.serviceEvents()
        } catch {
            session.logger.error("display failed", metadata: ["error": "\(error)"])
            session.setNeedsWholePresent()
        }
    }
}

/// Ctrl+Alt+Fn away from Gadget's console and back: the panel is let go and taken again
/// (ConsoleSwitchWatcher). When it cannot be taken again at once (another program still holds
/// the card) the session presents the whole frame, and keeps trying every half second.
final class ConsoleSwitchSource: InputSource {
    private let session: Session
    private let watcher: ConsoleSwitchWatcher

    init(session: Session, watcher: ConsoleSwitchWatcher) {
        self.session = session
        self.watcher = watcher
    }

    var descriptors: [Int32] { [watcher.fd] }
    var deadline: Instant? { nil }

    func service(ready: Set<Int32>) {
        guard !ready.isEmpty else { return }
        for outcome in watcher.service() {
            switch outcome {
            case .released(nil):
                session.logger.info("console switched away from \(watcher.terminalPath): the panel is left to it")
            case .released(let problem?):
                session.logger.warning("console switched away, but the panel could not be let go: \(problem.message.description)")
            case .acquired(nil):
                session.logger.info("console switched back to \(watcher.terminalPath): the panel is Gadget's again")
            case .acquired(let problem?):
                session.logger.warning("console switched back, panel not taken yet: \(problem.message.description)")
                session.setNeedsWholePresent()
            case .answerRefused(let problem):
                session.logger.warning("console switch answer refused: \(problem.message.description)")
            case .ignored:
                break
            }
        }
    }
}
