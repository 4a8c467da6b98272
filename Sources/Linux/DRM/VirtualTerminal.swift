import CDRM
import Glibc
import GadgetBase
import Hardware

/// The Linux virtual console Gadget runs on (/dev/tty1 for a systemd unit with TTYPath=, the
/// console someone logged in on), driven with the VT ioctls of linux/vt.h.
public final class VirtualTerminal: VirtualTerminalControl {
    /// The console's device, as ttyname(3) gives it.
    public let path: String
    private let fd: Int32
    private let ownsDescriptor: Bool

    /// Standard input when it is a virtual console, else the controlling terminal when that is
    /// one; nil when Gadget runs on neither (over ssh, in a terminal emulator, with no terminal).
    public static func current() -> VirtualTerminal? {
        if isVirtualConsole(STDIN_FILENO) { return VirtualTerminal(fd: STDIN_FILENO, owns: false) }
        let controlling = open("/dev/tty", O_RDWR | O_CLOEXEC | O_NOCTTY)
        guard controlling >= 0 else { return nil }
        guard isVirtualConsole(controlling) else { close(controlling); return nil }
        return VirtualTerminal(fd: controlling, owns: true)
    }

    /// Whether `fd` is a virtual console: only those answer VT_GETMODE.
    public static func isVirtualConsole(_ fd: Int32) -> Bool {
        var mode = vt_mode()
        return gadget_vt_get_mode(fd, &mode) == 0
    }

    private init(fd: Int32, owns: Bool) {
        self.fd = fd
        ownsDescriptor = owns
        path = ttyname(fd).map { String(cString: $0) } ?? "/dev/tty"
    }

    deinit { if ownsDescriptor { close(fd) } }

    public func takeSwitching(release: Int32, acquire: Int32) throws(VirtualTerminalError) {
        var mode = vt_mode()
        mode.mode = CChar(gadget_vt_process)
        mode.relsig = Int16(release)
        mode.acqsig = Int16(acquire)
        let result = gadget_vt_set_mode(fd, &mode)
        guard result < 0 else { return }
        if result == -EPERM || result == -EACCES {
            throw VirtualTerminalError(LocalizedMessage(VirtualTerminalText.notControlling, path, path))
        }
        throw VirtualTerminalError(LocalizedMessage(DRMText.failed, "VT_SETMODE", path, ErrnoWords.reason(-result)))
    }

    public func giveBackSwitching() {
        var mode = vt_mode()
        mode.mode = CChar(gadget_vt_auto)
        _ = gadget_vt_set_mode(fd, &mode)
    }

    public func allowRelease() throws(VirtualTerminalError) { try answer(1, "VT_RELDISP 1") }

    public func acknowledgeAcquire() throws(VirtualTerminalError) { try answer(gadget_vt_ack_acquire, "VT_RELDISP VT_ACKACQ") }

    private func answer(_ value: Int32, _ operation: String) throws(VirtualTerminalError) {
        let result = gadget_vt_release_display(fd, value)
        guard result < 0 else { return }
        throw VirtualTerminalError(LocalizedMessage(DRMText.failed, operation, path, ErrnoWords.reason(-result)))
    }
}

/// Why console switching could not be taken or answered, worded for the person at the board.
public struct VirtualTerminalError: Error, Hashable, Sendable, CustomStringConvertible, UserFacingError {
    public var message: LocalizedMessage
    public init(_ message: LocalizedMessage) { self.message = message }
    public var description: String { message.description }
    public func message(_ l: Localizer) -> String { message.text(l) }
}

enum VirtualTerminalText {
    static let notControlling = LocalizedString(
        "Ctrl+Alt+F1...F6 cannot leave Gadget's panel: %@ is not Gadget's controlling terminal, so the kernel will not let it handle console switches; run Gadget from a login on that console, or give its systemd unit TTYPath=%@ and StandardInput=tty",
        ru: "Ctrl+Alt+F1...F6 не уводят с панели Gadget: %@ не управляющий терминал Gadget, поэтому ядро не даёт ему обрабатывать переключение консолей; запустите Gadget после входа на этой консоли или задайте его юниту systemd TTYPath=%@ и StandardInput=tty",
        uk: "Ctrl+Alt+F1...F6 не виводять із панелі Gadget: %@ не керівний термінал Gadget, тому ядро не дає йому обробляти перемикання консолей; запустіть Gadget після входу на цій консолі або задайте його юніту systemd TTYPath=%@ і StandardInput=tty")
    static let cannotWatch = LocalizedString(
        "console switches on %@ cannot be handled (%@): Ctrl+Alt+F1...F6 will not leave Gadget's panel; restart Gadget",
        ru: "переключение консолей на %@ не обработать (%@): Ctrl+Alt+F1...F6 не уведут с панели Gadget; перезапустите Gadget",
        uk: "перемикання консолей на %@ не обробити (%@): Ctrl+Alt+F1...F6 не виведуть із панелі Gadget; перезапустіть Gadget")
}
