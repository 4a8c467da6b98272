import Core
import Drivers
import Foundation
import GadgetBase
import Hardware
import Linux
import Logging

/// The one loop that drives a live session, on a board and on the desktop: it advances the
/// session, keeps the terminal's help line current, renders, then sleeps in one `Poller` wait over
/// every source's descriptors until input or the earliest deadline (the session's timers and the
/// sources' own), and lets each source read what arrived. Tests run it on a fake poller and a test
/// clock, so nothing here reads the clock but the session's.
final class EventLoop {
    private let session: Session
    private let poller: any Poller
    private var sources: [any InputSource]
    /// The terminal when it is the display: the help line is drawn there, notices included.
    private let screen: (any TerminalScreen)?
    /// What start-up could not use, told on the help line for as long as Gadget runs.
    private let startNotices: [LocalizedMessage]
    /// Sources dropped while running, each told once on standard error or always on the help line.
    private var goneNotices: [LocalizedMessage] = []
    private var panelFaults = PanelFaultReporter()

    init(session: Session, poller: any Poller, sources: [any InputSource], screen: (any TerminalScreen)?,
         notices: [LocalizedMessage] = []) {
        self.session = session
        self.poller = poller
        self.sources = sources
        self.screen = screen
        startNotices = notices
    }

    /// Runs until quit or a termination signal; returns the exit status.
    func run() -> Int32 {
        while !session.quitRequested {
            session.advance()
            showHelpLine()
            session.renderIfNeeded()
            // With the terminal as the screen the help line says it; with a panel, standard error.
            if screen == nil { panelFaults.update(session.display, localizer: session.localizer, logger: session.logger) }
            let ready: Set<Int32>
            do {
                ready = try poller.wait(for: sources.flatMap(\.descriptors), timeout: timeout())
            } catch {
                session.logger.critical("poll failed", metadata: ["error": "\(error)"])
                return 1
            }
            for source in sources {
                do {
                    try source.service(ready: ready.intersection(source.descriptors))
                } catch {
                    guard !error.endsTheLoop else {
                        session.logger.error("input failed", metadata: ["error": "\(error.message.description)"])
                        return 1
                    }
                    drop(source, saying: error.message)
                }
            }
        }
        return 0
    }

    /// Until the earliest deadline; nil (as long as it takes) when nothing is due.
    private func timeout() -> Duration? {
        let now = session.clock.now()
        let deadlines = [session.nextDeadline] + sources.map(\.deadline)
        return deadlines.compactMap { $0 }.min().map { max(.zero, $0 - now) }
    }

    private func showHelpLine() {
        guard let screen else { return }
        let help = KeyMapper.helpLine(acceptsText: session.inputPreferences.acceptsText, appHint: session.helpHint,
                                      leavingOut: session.buttonsLeftOutOfHelp, localizer: session.localizer)
        // A simulated OLED not answering shows where the person is looking.
        let fault = (session.display as? any PanelFaultReporting)?.panelFault
        let notices = startNotices + goneNotices + [fault].compactMap { $0 }
        let line = (notices.map { $0.text(session.localizer) } + [help]).joined(separator: " · ")
        guard line != screen.helpLine else { return }
        screen.helpLine = line
        // The line is written with a frame: a notice (an unplugged keyboard) must not wait for
        // the next change on screen to be seen.
        session.setNeedsWholePresent()
    }

    /// A source that is gone (an unplugged keyboard): the others keep working, and the person is told.
    private func drop(_ source: any InputSource, saying message: LocalizedMessage) {
        sources.removeAll { $0 === source }
        session.logger.warning("\(message.description)")
        goneNotices.append(message)
        if screen == nil {
            // Not FileHandle.write, which traps when standard error is gone (EPIPE, EIO).
            _ = DescriptorWriting.writeAll(Array("gadget: \(TextSanitizer.terminalText(message.text(session.localizer)))\n".utf8), to: STDERR_FILENO)
        }
    }
}
