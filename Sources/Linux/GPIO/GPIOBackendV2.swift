#if GADGET_LIBGPIOD_V2
import CGPIOD
import Glibc
import GadgetBase
import Hardware

// libgpiod 2.x (Debian 13): settings, line and request configs are built up and handed to the
// chip, which returns a request with one event descriptor. The kernel debounces (in hardware
// where the chip can, in gpiolib-cdev otherwise) and stamps events with CLOCK_MONOTONIC.

enum GPIOBackend {
    /// The header's own answer (Sources/CGPIOD/shim.h).
    static let apiMajor = Int(GADGET_GPIOD_API_MAJOR)
    static let kernelDebounce = true

    static func openChip(_ path: String) -> OpaquePointer? { gpiod_chip_open(path) }
    static func closeChip(_ chip: OpaquePointer) { gpiod_chip_close(chip) }

    static func label(_ chip: OpaquePointer) -> String { chipInfo(chip) { gpiod_chip_info_get_label($0) } }
    static func name(_ chip: OpaquePointer) -> String { chipInfo(chip) { gpiod_chip_info_get_name($0) } }
    static func lineCount(_ chip: OpaquePointer) -> Int {
        guard let info = gpiod_chip_get_info(chip) else { return 0 }
        defer { gpiod_chip_info_free(info) }
        return Int(gpiod_chip_info_get_num_lines(info))
    }

    private static func chipInfo(_ chip: OpaquePointer, _ field: (OpaquePointer) -> UnsafePointer<CChar>?) -> String {
        guard let info = gpiod_chip_get_info(chip) else { return "" }
        defer { gpiod_chip_info_free(info) }
        return field(info).map { String(cString: $0) } ?? ""
    }

    static func offset(named name: String, in chip: OpaquePointer) -> Int? {
        let offset = gpiod_chip_get_line_offset_from_name(chip, name)
        return offset < 0 ? nil : Int(offset)
    }

    static func info(_ chip: OpaquePointer, offset: Int) -> GPIOLineInfo? {
        guard let info = gpiod_chip_get_line_info(chip, UInt32(offset)) else { return nil }
        defer { gpiod_line_info_free(info) }
        return GPIOLineInfo(offset: offset, name: gpiod_line_info_get_name(info).map { String(cString: $0) },
                            consumer: gpiod_line_info_get_consumer(info).map { String(cString: $0) },
                            isUsed: gpiod_line_info_is_used(info))
    }

    /// An input line requested for both edges; released on deinit.
    final class Request {
        private let request: OpaquePointer
        private let buffer: OpaquePointer
        private let offset: UInt32
        let fd: Int32

        /// A 2.x request stands on its own once made; it needs the chip only to be made.
        static func input(chip: GPIOChip, offset: Int, settings: GPIOInputSettings,
                          consumer: String) -> Result<Request, SystemErrno> {
            guard let lineSettings = gpiod_line_settings_new() else { return .failure(SystemErrno(errno)) }
            defer { gpiod_line_settings_free(lineSettings) }
            _ = gpiod_line_settings_set_direction(lineSettings, GPIOD_LINE_DIRECTION_INPUT)
            _ = gpiod_line_settings_set_edge_detection(lineSettings, GPIOD_LINE_EDGE_BOTH)
            _ = gpiod_line_settings_set_event_clock(lineSettings, GPIOD_LINE_CLOCK_MONOTONIC)
            gpiod_line_settings_set_active_low(lineSettings, settings.activeLow)
            let bias: gpiod_line_bias = switch settings.bias {
            case .asIs: GPIOD_LINE_BIAS_AS_IS
            case .pullUp: GPIOD_LINE_BIAS_PULL_UP
            case .pullDown: GPIOD_LINE_BIAS_PULL_DOWN
            case .disabled: GPIOD_LINE_BIAS_DISABLED
            }
            _ = gpiod_line_settings_set_bias(lineSettings, bias)
            let microseconds = max(0, settings.debounce.nanoseconds / 1000)
            gpiod_line_settings_set_debounce_period_us(lineSettings, UInt(microseconds))

            guard let lineConfig = gpiod_line_config_new() else { return .failure(SystemErrno(errno)) }
            defer { gpiod_line_config_free(lineConfig) }
            var lineOffset = UInt32(offset)
            guard gpiod_line_config_add_line_settings(lineConfig, &lineOffset, 1, lineSettings) == 0 else {
                return .failure(SystemErrno(errno))
            }
            guard let requestConfig = gpiod_request_config_new() else { return .failure(SystemErrno(errno)) }
            defer { gpiod_request_config_free(requestConfig) }
            gpiod_request_config_set_consumer(requestConfig, consumer)
            guard let request = gpiod_chip_request_lines(chip.handle, requestConfig, lineConfig) else {
                return .failure(SystemErrno(errno))
            }
            guard let buffer = gpiod_edge_event_buffer_new(16) else {
                let code = errno
                gpiod_line_request_release(request)
                return .failure(SystemErrno(code))
            }
            return .success(Request(request: request, buffer: buffer, offset: lineOffset))
        }

        private init(request: OpaquePointer, buffer: OpaquePointer, offset: UInt32) {
            self.request = request
            self.buffer = buffer
            self.offset = offset
            fd = gpiod_line_request_get_fd(request)
        }

        deinit {
            gpiod_edge_event_buffer_free(buffer)
            gpiod_line_request_release(request)
        }

        func readEdges() -> Result<[GPIOLineEdge], SystemErrno> {
            let count = gpiod_line_request_read_edge_events(request, buffer, 16)
            if count < 0 {
                let code = errno
                return code == EAGAIN || code == EWOULDBLOCK ? .success([]) : .failure(SystemErrno(code))
            }
            return .success((0..<Int(count)).compactMap { index in
                guard let event = gpiod_edge_event_buffer_get_event(buffer, UInt(index)) else { return nil }
                return GPIOLineEdge(
                    isActive: gpiod_edge_event_get_event_type(event) == GPIOD_EDGE_EVENT_RISING_EDGE,
                    timestamp: Instant(nanoseconds: Int64(truncatingIfNeeded: gpiod_edge_event_get_timestamp_ns(event))),
                    lineSequence: UInt32(truncatingIfNeeded: gpiod_edge_event_get_line_seqno(event)))
            })
        }

        func value() -> Result<Bool, SystemErrno> {
            let value = gpiod_line_request_get_value(request, offset)
            return value == GPIOD_LINE_VALUE_ERROR ? .failure(SystemErrno(errno)) : .success(value == GPIOD_LINE_VALUE_ACTIVE)
        }
    }
}
#endif
