import Glibc
import GadgetBase
import Hardware
import Linux

/// A virtual input device made through the kernel's uinput (/dev/uinput): to the rest of the
/// system, gadget included, it is an evdev device like a USB keyboard or a touchscreen, with a
/// /dev/input/eventN node and a name. The probe types and draws on it (linux/uinput.h).
final class UInputDevice {
    let name: String
    private let fd: Int32

    /// Event types and codes (linux/input-event-codes.h).
    enum Code {
        static let synchronize: UInt16 = 0x00, key: UInt16 = 0x01, absolute: UInt16 = 0x03
        static let report: UInt16 = 0
        static let enter: UInt16 = 28, escape: UInt16 = 1, up: UInt16 = 103, down: UInt16 = 108
        static let touch: UInt16 = 0x14A
        static let x: UInt16 = 0x00, y: UInt16 = 0x01
        static let slot: UInt16 = 0x2F, positionX: UInt16 = 0x35, positionY: UInt16 = 0x36, trackingID: UInt16 = 0x39
        /// INPUT_PROP_DIRECT: a touchscreen, not a touchpad.
        static let directProperty: Int32 = 0x01
    }

    struct Axis { var code: UInt16; var maximum: Int32 }

    /// A keyboard with `keys`, or (with `axes`) a touchscreen with BTN_TOUCH and those axes from 0.
    init(name: String, keys: [UInt16], axes: [Axis] = []) throws(CheckFailure) {
        self.name = name
        fd = open("/dev/uinput", O_WRONLY | O_NONBLOCK)
        guard fd >= 0 else { throw CheckFailure("cannot open /dev/uinput: \(String(cString: strerror(errno)))") }
        do {
            try control(Self.setEventBit, Int32(Code.key), "UI_SET_EVBIT EV_KEY")
            for key in keys { try control(Self.setKeyBit, Int32(key), "UI_SET_KEYBIT \(key)") }
            if !axes.isEmpty {
                try control(Self.setEventBit, Int32(Code.absolute), "UI_SET_EVBIT EV_ABS")
                try control(Self.setPropertyBit, Code.directProperty, "UI_SET_PROPBIT INPUT_PROP_DIRECT")
                for axis in axes {
                    try control(Self.setAbsoluteBit, Int32(axis.code), "UI_SET_ABSBIT \(axis.code)")
                    // struct uinput_abs_setup: __u16 code (padded to 4), then struct input_absinfo
                    // (value, minimum, maximum, fuzz, flat, resolution).
                    var setup = [Int32](repeating: 0, count: 7)
                    setup[0] = Int32(axis.code)
                    setup[3] = axis.maximum
                    try require(ioctl(fd, Self.absoluteSetup, &setup) >= 0, "UI_ABS_SETUP \(axis.code): \(String(cString: strerror(errno)))")
                }
            }
            // struct uinput_setup: struct input_id (bustype BUS_VIRTUAL, vendor, product, version),
            // char name[80], __u32 ff_effects_max.
            var setup = [UInt8](repeating: 0, count: 92)
            setup[0] = 0x06  // BUS_VIRTUAL
            for (index, byte) in name.utf8.prefix(79).enumerated() { setup[8 + index] = byte }
            try require(ioctl(fd, Self.deviceSetup, &setup) >= 0, "UI_DEV_SETUP: \(String(cString: strerror(errno)))")
            try require(ioctl(fd, Self.create) >= 0, "UI_DEV_CREATE: \(String(cString: strerror(errno)))")
        } catch {
            close(fd)
            throw error
        }
    }

    deinit {
        _ = ioctl(fd, Self.destroy)
        close(fd)
    }

    /// Waits for the device's /dev/input/eventN node (devtmpfs makes it asynchronously) and
    /// returns its path, found the way gadget finds it: by name.
    func waitForNode(timeout: Duration) throws -> String {
        let clock = SystemClock(), start = clock.now()
        while true {
            do { return try InputDevice.open(name, grab: false).path } catch {
                guard clock.now() - start < timeout else { throw error }
                pause(.milliseconds(20))
            }
        }
    }

    /// A key pressed for `length`, then released.
    func tap(_ key: UInt16, length: Duration = .milliseconds(60)) throws(CheckFailure) {
        try send([(Code.key, key, 1), (Code.synchronize, Code.report, 0)])
        pause(length)
        try send([(Code.key, key, 0), (Code.synchronize, Code.report, 0)])
    }

    /// One finger drawing through `points` (in the axes' units) at a 60 Hz panel's pace, then lifted:
    /// the multitouch type B protocol with the single-touch ABS_X/ABS_Y and BTN_TOUCH beside it,
    /// as touchscreen drivers report.
    func stroke(_ points: [(x: Int32, y: Int32)]) throws(CheckFailure) {
        for (index, point) in points.enumerated() {
            var events: [(UInt16, UInt16, Int32)] = [(Code.absolute, Code.slot, 0)]
            if index == 0 { events += [(Code.absolute, Code.trackingID, 1), (Code.key, Code.touch, 1)] }
            events += [(Code.absolute, Code.positionX, point.x), (Code.absolute, Code.positionY, point.y),
                       (Code.absolute, Code.x, point.x), (Code.absolute, Code.y, point.y),
                       (Code.synchronize, Code.report, 0)]
            try send(events)
            pause(.microseconds(16_667))
        }
        try send([(Code.absolute, Code.slot, 0), (Code.absolute, Code.trackingID, -1), (Code.key, Code.touch, 0),
                  (Code.synchronize, Code.report, 0)])
    }

    /// Writes struct input_event records (the kernel stamps the time itself).
    private func send(_ events: [(type: UInt16, code: UInt16, value: Int32)]) throws(CheckFailure) {
        let size = MemoryLayout<timeval>.size + 8
        var bytes = [UInt8](repeating: 0, count: size * events.count)
        for (index, event) in events.enumerated() {
            let base = index * size + MemoryLayout<timeval>.size
            withUnsafeBytes(of: event.type.littleEndian) { bytes.replaceSubrange(base..<base + 2, with: $0) }
            withUnsafeBytes(of: event.code.littleEndian) { bytes.replaceSubrange(base + 2..<base + 4, with: $0) }
            withUnsafeBytes(of: event.value.littleEndian) { bytes.replaceSubrange(base + 4..<base + 8, with: $0) }
        }
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        try require(written == bytes.count, "writing \(events.count) events to \(name) failed: \(String(cString: strerror(errno)))")
    }

    private func control(_ request: UInt, _ value: Int32, _ what: String) throws(CheckFailure) {
        try require(ioctl(fd, request, value) >= 0, "\(what): \(String(cString: strerror(errno)))")
    }

    // ioctl numbers: _IO / _IOW on 'U' (0x55), the generic layout of x86_64 and aarch64.
    private static func number(write: Bool, _ nr: UInt, size: UInt) -> UInt {
        (write ? 1 << 30 : 0) | size << 16 | 0x55 << 8 | nr
    }
    static let create = number(write: false, 1, size: 0)             // UI_DEV_CREATE
    static let destroy = number(write: false, 2, size: 0)            // UI_DEV_DESTROY
    static let deviceSetup = number(write: true, 3, size: 92)        // UI_DEV_SETUP
    static let absoluteSetup = number(write: true, 4, size: 28)      // UI_ABS_SETUP
    static let setEventBit = number(write: true, 100, size: 4)       // UI_SET_EVBIT
    static let setKeyBit = number(write: true, 101, size: 4)         // UI_SET_KEYBIT
    static let setAbsoluteBit = number(write: true, 103, size: 4)    // UI_SET_ABSBIT
    static let setPropertyBit = number(write: true, 110, size: 4)    // UI_SET_PROPBIT
}
