import Glibc
import GadgetBase
import Hardware

/// An open GPIO character device (/dev/gpiochipN), through libgpiod.
public final class GPIOChip {
    public let path: String
    /// The driver's label ("pinctrl-bcm2711", "pinctrl-rp1"): what profiles name chips by.
    public let label: String
    /// The kernel's name ("gpiochip0"), which changes between boards.
    public let name: String
    public let lineCount: Int
    let handle: OpaquePointer

    /// The libgpiod API Gadget was built against (1 or 2), for `gadget doctor`.
    public static var libraryAPIMajor: Int { GPIOBackend.apiMajor }
    /// Whether the kernel debounces lines for Gadget (libgpiod 2.x); otherwise Gadget does.
    public static var kernelDebounces: Bool { GPIOBackend.kernelDebounce }

    public init(path: String) throws(GPIOError) {
        // libgpiod's own open checks sysfs as well; a plain open first gives the exact errno.
        let probe = Glibc.open(path, O_RDWR | O_CLOEXEC)
        guard probe >= 0 else { throw GPIOError.opening(path, errno: errno) }
        Glibc.close(probe)
        guard let handle = GPIOBackend.openChip(path) else {
            let code = errno
            if code == EACCES || code == EPERM { throw GPIOError.opening(path, errno: code) }
            throw GPIOError(.chipNotFound, LocalizedMessage(GPIOText.notAChip, path, ErrnoWords.reason(code)))
        }
        self.path = path
        self.handle = handle
        label = GPIOBackend.label(handle)
        name = GPIOBackend.name(handle)
        lineCount = GPIOBackend.lineCount(handle)
    }

    deinit { GPIOBackend.closeChip(handle) }

    /// Opens the chip a profile names. A label is looked for on every /dev/gpiochip* in turn.
    public static func open(_ selector: GPIOChipSelector, devices: String = "/dev") throws(GPIOError) -> GPIOChip {
        switch selector {
        case .path(let path):
            return try GPIOChip(path: path)
        case .label(let wanted):
            var seen: [String] = []
            var refused: [String] = []
            for path in chipPaths(in: devices) {
                do {
                    let chip = try GPIOChip(path: path)
                    if chip.label == wanted { return chip }
                    seen.append("\(path) \"\(chip.label)\"")
                } catch {
                    if error.kind == .permissionDenied { refused.append(path) }
                }
            }
            if !refused.isEmpty {
                throw GPIOError(.permissionDenied, LocalizedMessage(GPIOText.labelRefused, wanted, refused.joined(separator: ", ")))
            }
            let found: GPIOError.ChipsFound = seen.isEmpty ? .none(devices: devices)
                : .others(LocalizedMessage(GPIOText.chipsHere, seen.joined(separator: ", ")))
            throw GPIOError.labelNotFound([wanted], found: found)
        }
    }

    /// The first of several selectors that opens: one profile serves a Pi 4 and a Pi 5.
    public static func open(anyOf selectors: [GPIOChipSelector], devices: String = "/dev") throws(GPIOError) -> GPIOChip {
        var errors: [GPIOError] = []
        for selector in selectors {
            do { return try open(selector, devices: devices) } catch { errors.append(error) }
        }
        guard let first = errors.first else { throw GPIOError(.chipNotFound, LocalizedMessage(GPIOText.noChipNamed)) }
        let labels = selectors.compactMap { if case .label(let label) = $0 { label } else { nil } }
        if labels.count > 1, errors.allSatisfy({ $0.kind == .chipNotFound }), let found = first.chipsFound {
            throw GPIOError.labelNotFound(labels, found: found)
        }
        throw errors.first { $0.kind == .permissionDenied } ?? first
    }

    /// /dev/gpiochip0, /dev/gpiochip1, ... in numeric order.
    public static func chipPaths(in devices: String = "/dev") -> [String] {
        numberedNames("gpiochip", in: devices).map { "\(devices)/gpiochip\($0)" }
    }

    /// The offset of a line, by name or offset, checked against the chip.
    public func offset(of line: GPIOLineSelector) throws(GPIOError) -> Int {
        switch line {
        case .offset(let offset):
            guard (0..<lineCount).contains(offset) else {
                throw GPIOError(.lineNotFound, LocalizedMessage(GPIOText.offsetOutOfRange, describe, lineCount - 1, offset))
            }
            return offset
        case .name(let wanted):
            if let offset = GPIOBackend.offset(named: wanted, in: handle) { return offset }
            let named = (0..<min(lineCount, 64)).compactMap { GPIOBackend.info(handle, offset: $0)?.name }.prefix(8)
            let examples = named.isEmpty ? LocalizedMessage(GPIOText.unnamedLines)
                : LocalizedMessage(GPIOText.namesLookLike, named.joined(separator: ", "))
            throw GPIOError(.lineNotFound, LocalizedMessage(GPIOText.noLineNamed, describe, wanted, examples))
        }
    }

    /// Who holds a line now, and its name.
    public func info(offset: Int) -> GPIOLineInfo? {
        guard (0..<lineCount).contains(offset) else { return nil }
        return GPIOBackend.info(handle, offset: offset)
    }

    /// "pinctrl-bcm2711 (/dev/gpiochip0)"
    public var describe: String { label.isEmpty ? path : "\(label) (\(path))" }
}
