import Glibc
import GadgetBase
import Hardware

/// One input line requested for edge events on both edges. Its descriptor becomes readable when
/// edges wait, so a `PollLoop` sleeps until a button moves; nothing polls the pin.
public final class GPIOInputLine {
    public let chip: GPIOChip
    public let offset: Int
    /// "GPIO17 on pinctrl-bcm2711 (/dev/gpiochip0)", for messages.
    public let describe: LocalizedMessage
    public let settings: GPIOInputSettings
    private let request: GPIOBackend.Request

    /// The consumer name the kernel shows for lines Gadget holds (gpioinfo, `gadget doctor`).
    public static let consumer = "gadget"

    public init(chip: GPIOChip, line: GPIOLineSelector, settings: GPIOInputSettings,
                consumer: String = GPIOInputLine.consumer) throws(GPIOError) {
        let offset = try chip.offset(of: line)
        let lineName = chip.info(offset: offset)?.name.flatMap { $0.isEmpty ? nil : $0 }
            .map(LocalizedMessage.verbatim) ?? LocalizedMessage(GPIOText.lineNumber, offset)
        let describe = LocalizedMessage(GPIOText.lineOnChip, lineName, chip.describe)
        switch GPIOBackend.Request.input(chip: chip, offset: offset, settings: settings, consumer: consumer) {
        case .success(let request):
            self.request = request
        case .failure(let failure):
            if failure.code == EBUSY {
                throw GPIOError.busy(line: lineName, chip: chip.describe, consumer: chip.info(offset: offset)?.consumer)
            }
            if failure.code == EACCES || failure.code == EPERM {
                throw GPIOError.opening(chip.path, errno: failure.code)
            }
            throw GPIOError(.requestFailed, LocalizedMessage(GPIOText.requestFailed, describe, ErrnoWords.reason(failure.code)))
        }
        self.chip = chip
        self.offset = offset
        self.describe = describe
        self.settings = settings
        // The loop reads only after poll says so; a spurious wake-up must not block it.
        let flags = fcntl(request.fd, F_GETFL)
        if flags >= 0 { _ = fcntl(request.fd, F_SETFL, flags | O_NONBLOCK) }
    }

    /// Readable when edges are waiting.
    public var fd: Int32 { request.fd }

    /// The edges that have arrived, oldest first, with the kernel's timestamps.
    public func readEdges() throws(GPIOError) -> [GPIOLineEdge] {
        switch request.readEdges() {
        case .success(let edges): return edges
        case .failure(let failure):
            throw GPIOError(.readFailed, LocalizedMessage(GPIOText.edgeReadFailed, describe, ErrnoWords.reason(failure.code)))
        }
    }

    /// The line's logical level now: true when active (pressed).
    public func isActive() throws(GPIOError) -> Bool {
        switch request.value() {
        case .success(let value): return value
        case .failure(let failure):
            throw GPIOError(.readFailed, LocalizedMessage(GPIOText.readFailed, describe, ErrnoWords.reason(failure.code)))
        }
    }
}
