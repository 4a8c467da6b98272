import Glibc
import GadgetBase
import Hardware

/// An evdev input device (/dev/input/eventN): the Sense HAT joystick, gpio-keys, a USB keyboard
/// or gamepad, a touchscreen. Opened non-blocking; its descriptor goes into the poll loop.
public final class InputDevice {
    public let path: String
    /// EVIOCGNAME: "Raspberry Pi Sense HAT Joystick", "gpio_keys", "ADS7846 Touchscreen".
    public let name: String
    /// The X and Y axes' ranges when the device reports absolute positions with BTN_TOUCH.
    public let touchAxes: (x: AxisRange, y: AxisRange)?
    /// Whether it has any key Gadget maps to a button.
    public let hasButtons: Bool
    public let fd: Int32
    private var buffer = [UInt8](repeating: 0, count: InputDevice.eventSize * 64)

    /// struct input_event: a struct timeval, then type, code (16-bit) and value (32-bit).
    static let eventSize = MemoryLayout<timeval>.size + 8

    /// Opens a device; `grab` keeps its keys from also reaching the console (EVIOCGRAB).
    public init(path: String, grab: Bool = true) throws(InputDeviceError) {
        let descriptor = Glibc.open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw InputDeviceError.opening(path, errno: errno) }
        var nameBytes = [CChar](repeating: 0, count: 256)
        guard ioctl(descriptor, Evdev.getName(length: nameBytes.count), &nameBytes) >= 0 else {
            close(descriptor)
            throw InputDeviceError(LocalizedMessage(InputText.notAnEventDevice, path))
        }
        let name = String(decoding: nameBytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // Another program's grab (another Gadget, a kiosk) would leave this descriptor silent.
        if grab, ioctl(descriptor, Evdev.grab, 1) < 0 {
            let code = errno
            close(descriptor)
            throw InputDeviceError(code == EBUSY ? LocalizedMessage(InputText.grabbedElsewhere, name, path)
                                                 : LocalizedMessage(InputText.readFailed, path, ErrnoWords.reason(code)))
        }
        self.path = path
        self.name = name
        fd = descriptor
        let keys = Self.bits(descriptor, type: Evdev.key, count: 0x300)
        hasButtons = Evdev.buttons.keys.contains { keys.contains(Int($0)) }
        let axes = Self.bits(descriptor, type: Evdev.absolute, count: 0x40)
        if keys.contains(Int(Evdev.touch)), axes.contains(Int(Evdev.absoluteX)), axes.contains(Int(Evdev.absoluteY)),
           let x = Self.range(descriptor, axis: Evdev.absoluteX), let y = Self.range(descriptor, axis: Evdev.absoluteY) {
            touchAxes = (x, y)
        } else {
            touchAxes = nil
        }
        // Event timestamps on CLOCK_MONOTONIC, the runtime's clock (evdev defaults to wall time).
        var clock = CLOCK_MONOTONIC
        _ = ioctl(descriptor, Evdev.setClock, &clock)
    }

    deinit { close(fd) }

    /// The events waiting, oldest first; empty when none are.
    public func readEvents() throws(InputDeviceError) -> [RawInputEvent] {
        var events: [RawInputEvent] = []
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                if code == EAGAIN || code == EWOULDBLOCK { return events }
                if code == ENODEV {
                    throw InputDeviceError(LocalizedMessage(InputText.unplugged, name, path))
                }
                throw InputDeviceError(LocalizedMessage(InputText.readFailed, path, ErrnoWords.reason(code)))
            }
            if count == 0 { return events }
            events += Self.decode(buffer[0..<count])
            if count < buffer.count { return events }
        }
    }

    /// Splits bytes read from the device into events (public for the fuzz targets in Fuzz/).
    public static func decode(_ bytes: ArraySlice<UInt8>) -> [RawInputEvent] {
        let half = MemoryLayout<Int>.size
        return stride(from: bytes.startIndex, to: bytes.endIndex - eventSize + 1, by: eventSize).map { start in
            func integer(_ offset: Int, _ length: Int) -> Int64 {
                var value: UInt64 = 0
                for index in (0..<length).reversed() { value = value << 8 | UInt64(bytes[start + offset + index]) }
                let shift = UInt64(64 - length * 8)
                return Int64(bitPattern: value << shift) >> Int64(shift)  // sign-extend
            }
            let seconds = integer(0, half), microseconds = integer(half, half)
            return RawInputEvent(timestamp: instant(seconds: seconds, microseconds: microseconds),
                                 type: UInt16(truncatingIfNeeded: integer(2 * half, 2)),
                                 code: UInt16(truncatingIfNeeded: integer(2 * half + 2, 2)),
                                 value: Int32(truncatingIfNeeded: integer(2 * half + 4, 4)))
        }
    }

    /// A kernel timeval as an Instant. A real one is far inside what 64-bit nanoseconds hold
    /// (±292 years); bytes that are not a real event saturate at the ends instead of trapping.
    static func instant(seconds: Int64, microseconds: Int64) -> Instant {
        let (whole, secondsOverflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        let (fraction, microsecondsOverflow) = microseconds.multipliedReportingOverflow(by: 1_000)
        let (sum, sumOverflow) = whole.addingReportingOverflow(fraction)
        guard secondsOverflow || microsecondsOverflow || sumOverflow else { return Instant(nanoseconds: sum) }
        let approximate = Double(seconds) * 1e9 + Double(microseconds) * 1e3
        return Instant(nanoseconds: approximate < 0 ? .min : .max)
    }

    private static func bits(_ fd: Int32, type: UInt16, count: Int) -> Set<Int> {
        var bytes = [UInt8](repeating: 0, count: (count + 7) / 8)
        guard ioctl(fd, Evdev.getBits(type: type, length: bytes.count), &bytes) >= 0 else { return [] }
        var set = Set<Int>()
        for (index, byte) in bytes.enumerated() where byte != 0 {
            for bit in 0..<8 where byte & (1 << bit) != 0 { set.insert(index * 8 + bit) }
        }
        return set
    }

    private static func range(_ fd: Int32, axis: UInt16) -> AxisRange? {
        var info = [Int32](repeating: 0, count: 6)  // value, minimum, maximum, fuzz, flat, resolution
        guard ioctl(fd, Evdev.getAbsolute(axis: axis), &info) >= 0 else { return nil }
        return AxisRange(minimum: info[1], maximum: info[2])
    }

    /// /dev/input/event* in numeric order.
    public static func devicePaths(in directory: String = "/dev/input") -> [String] {
        numberedNames("event", in: directory).map { "\(directory)/event\($0)" }
    }

    /// A device by path, or by its name among /dev/input/event*.
    public static func open(_ nameOrPath: String, directory: String = "/dev/input", grab: Bool = true) throws(InputDeviceError) -> InputDevice {
        if nameOrPath.hasPrefix("/") { return try InputDevice(path: nameOrPath, grab: grab) }
        var names: [String] = []
        var refused: [String] = []
        for path in devicePaths(in: directory) {
            let name: String
            do {
                name = try InputDevice(path: path, grab: false).name
            } catch {
                if error.isPermission { refused.append(path) }
                continue
            }
            // Opened again to grab it, outside the look-up: a grab another program holds is
            // that device's error, not a reason to look further.
            if name == nameOrPath { return try InputDevice(path: path, grab: grab) }
            names.append("\"\(name)\"")
        }
        if !refused.isEmpty {
            throw InputDeviceError(LocalizedMessage(InputText.nameRefused, nameOrPath, refused.joined(separator: ", ")),
                                   isPermission: true)
        }
        let found = names.isEmpty ? LocalizedMessage(InputText.noneIn, directory)
            : LocalizedMessage(InputText.devicesHere, names.joined(separator: ", "))
        throw InputDeviceError(LocalizedMessage(InputText.nameMissing, nameOrPath, found))
    }
}

/// Why an input device could not be used, with the fix.
public struct InputDeviceError: Error, Hashable, Sendable, CustomStringConvertible, UserFacingError {
    public var message: LocalizedMessage
    public var isPermission: Bool
    public init(_ message: LocalizedMessage, isPermission: Bool = false) {
        self.message = message; self.isPermission = isPermission
    }

    /// In English, for logs and tests.
    public var description: String { message.description }

    public func message(_ l: Localizer) -> String { message.text(l) }

    static func opening(_ path: String, errno code: Int32) -> InputDeviceError {
        switch code {
        case EACCES, EPERM:
            return InputDeviceError(LocalizedMessage(DeviceAccessText.permissionDenied, path, "input"), isPermission: true)
        case ENOENT, ENODEV, ENXIO:
            return InputDeviceError(LocalizedMessage(InputText.missing, path))
        default:
            return InputDeviceError(LocalizedMessage(InputText.cannotOpen, path, ErrnoWords.reason(code)))
        }
    }
}
