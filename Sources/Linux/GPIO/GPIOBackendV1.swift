#if !GADGET_LIBGPIOD_V2
import CGPIOD
import Glibc
import GadgetBase
import Hardware

// libgpiod 1.x (Debian 12, Raspberry Pi OS bookworm): a line belongs to its chip object, each
// requested line has its own event descriptor, and there is no debouncing (SoftwareDebouncer
// does it above this layer).

enum GPIOBackend {
    /// The header's own answer (Sources/CGPIOD/shim.h); 1 here unless the manifest guessed wrong,
    /// in which case the 2.x-only calls below do not compile at all.
    static let apiMajor = Int(GADGET_GPIOD_API_MAJOR)
    static let kernelDebounce = false

    static func openChip(_ path: String) -> OpaquePointer? { gpiod_chip_open(path) }
    static func closeChip(_ chip: OpaquePointer) { gpiod_chip_close(chip) }
    static func label(_ chip: OpaquePointer) -> String { gpiod_chip_label(chip).map { String(cString: $0) } ?? "" }
    static func name(_ chip: OpaquePointer) -> String { gpiod_chip_name(chip).map { String(cString: $0) } ?? "" }
    static func lineCount(_ chip: OpaquePointer) -> Int { Int(gpiod_chip_num_lines(chip)) }

    static func offset(named name: String, in chip: OpaquePointer) -> Int? {
        guard let line = gpiod_chip_find_line(chip, name) else { return nil }
        return Int(gpiod_line_offset(line))
    }

    static func info(_ chip: OpaquePointer, offset: Int) -> GPIOLineInfo? {
        guard let line = gpiod_chip_get_line(chip, UInt32(offset)) else { return nil }
        _ = gpiod_line_update(line)
        return GPIOLineInfo(offset: offset, name: gpiod_line_name(line).map { String(cString: $0) },
                            consumer: gpiod_line_consumer(line).map { String(cString: $0) },
                            isUsed: gpiod_line_is_used(line))
    }

    /// An input line requested for both edges; released on deinit.
    final class Request {
        /// The chip frees its lines when it closes (gpiod_chip_close), so the request keeps it
        /// open: whatever else lets go of the chip first, the line is released before it.
        private let chip: GPIOChip
        private let line: OpaquePointer
        let fd: Int32
        private var events = [gpiod_line_event](repeating: gpiod_line_event(), count: 16)

        /// Returns the errno of a refused request.
        static func input(chip: GPIOChip, offset: Int, settings: GPIOInputSettings,
                          consumer: String) -> Result<Request, SystemErrno> {
            guard let line = gpiod_chip_get_line(chip.handle, UInt32(offset)) else { return .failure(SystemErrno(errno)) }
            var flags: Int32 = 0
            if settings.activeLow { flags |= Int32(GPIOD_LINE_REQUEST_FLAG_ACTIVE_LOW) }
            switch settings.bias {
            case .asIs: break
            case .pullUp: flags |= Int32(GPIOD_LINE_REQUEST_FLAG_BIAS_PULL_UP)
            case .pullDown: flags |= Int32(GPIOD_LINE_REQUEST_FLAG_BIAS_PULL_DOWN)
            case .disabled: flags |= Int32(GPIOD_LINE_REQUEST_FLAG_BIAS_DISABLE)
            }
            guard gpiod_line_request_both_edges_events_flags(line, consumer, flags) == 0 else {
                return .failure(SystemErrno(errno))
            }
            return .success(Request(chip: chip, line: line, fd: gpiod_line_event_get_fd(line)))
        }

        private init(chip: GPIOChip, line: OpaquePointer, fd: Int32) {
            self.chip = chip
            self.line = line
            self.fd = fd
        }

        deinit { gpiod_line_release(line) }

        /// The edges waiting on the descriptor (an empty list when none are).
        func readEdges() -> Result<[GPIOLineEdge], SystemErrno> {
            let count = events.withUnsafeMutableBufferPointer {
                gpiod_line_event_read_multiple(line, $0.baseAddress, UInt32($0.count))
            }
            if count < 0 {
                let code = errno
                return code == EAGAIN || code == EWOULDBLOCK ? .success([]) : .failure(SystemErrno(code))
            }
            return .success(events.prefix(Int(count)).map { event in
                GPIOLineEdge(isActive: event.event_type == Int32(GPIOD_LINE_EVENT_RISING_EDGE),
                             timestamp: Instant(nanoseconds: Int64(event.ts.tv_sec) * 1_000_000_000 + Int64(event.ts.tv_nsec)))
            })
        }

        /// The line's logical value now (1 = active).
        func value() -> Result<Bool, SystemErrno> {
            let value = gpiod_line_get_value(line)
            return value < 0 ? .failure(SystemErrno(errno)) : .success(value == 1)
        }
    }
}
#endif
