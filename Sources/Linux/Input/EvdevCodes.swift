import GadgetBase
import Hardware

/// The evdev event types, codes and ioctls Gadget uses (linux/input.h, linux/input-event-codes.h).
/// ioctl numbers follow the generic _IOC layout, the same on aarch64 and x86_64.
enum Evdev {
    static let synchronize: UInt16 = 0x00   // EV_SYN
    static let key: UInt16 = 0x01           // EV_KEY
    static let absolute: UInt16 = 0x03      // EV_ABS
    static let report: UInt16 = 0x00        // SYN_REPORT
    static let droppedEvents: UInt16 = 0x03 // SYN_DROPPED

    static let absoluteX: UInt16 = 0x00
    static let absoluteY: UInt16 = 0x01
    static let multitouchX: UInt16 = 0x35
    static let multitouchY: UInt16 = 0x36
    static let touch: UInt16 = 0x14A        // BTN_TOUCH

    /// Keys and joystick buttons as the board's buttons: arrows and Enter (the Sense HAT
    /// joystick, USB keyboards, gpio-keys overlays set up with these codes), gamepads' D-pad
    /// and face buttons, and the usual "back" keys.
    static let buttons: [UInt16: Button] = [
        103: .up, 108: .down, 105: .left, 106: .right,     // KEY_UP, KEY_DOWN, KEY_LEFT, KEY_RIGHT
        28: .select, 96: .select, 353: .select,            // KEY_ENTER, KEY_KPENTER, KEY_SELECT
        57: .action,                                       // KEY_SPACE
        1: .back, 14: .back, 158: .back,                   // KEY_ESC, KEY_BACKSPACE, KEY_BACK
        0x220: .up, 0x221: .down, 0x222: .left, 0x223: .right, // BTN_DPAD_*
        0x130: .select, 0x131: .back, 0x133: .action,      // BTN_SOUTH, BTN_EAST, BTN_NORTH
    ]

    static func ioctlNumber(direction: UInt, type: UInt8, number: UInt8, size: Int) -> UInt {
        direction << 30 | UInt(size) << 16 | UInt(type) << 8 | UInt(number)
    }
    static let read: UInt = 2
    static let write: UInt = 1

    static func getName(length: Int) -> UInt { ioctlNumber(direction: read, type: 0x45, number: 0x06, size: length) }
    static func getBits(type: UInt16, length: Int) -> UInt {
        ioctlNumber(direction: read, type: 0x45, number: UInt8(0x20 + type), size: length)
    }
    /// EVIOCGABS: struct input_absinfo is six 32-bit integers.
    static func getAbsolute(axis: UInt16) -> UInt { ioctlNumber(direction: read, type: 0x45, number: UInt8(0x40 + axis), size: 24) }
    static let setClock = ioctlNumber(direction: write, type: 0x45, number: 0xA0, size: 4)  // EVIOCSCLOCKID
    static let grab = ioctlNumber(direction: write, type: 0x45, number: 0x90, size: 4)      // EVIOCGRAB
}

/// One struct input_event, decoded.
public struct RawInputEvent: Hashable, Sendable {
    public var timestamp: Instant
    public var type: UInt16
    public var code: UInt16
    public var value: Int32
    public init(timestamp: Instant, type: UInt16, code: UInt16, value: Int32) {
        self.timestamp = timestamp; self.type = type; self.code = code; self.value = value
    }
}

/// An absolute axis's range (struct input_absinfo's minimum and maximum).
public struct AxisRange: Hashable, Sendable {
    public var minimum: Int32
    public var maximum: Int32
    public init(minimum: Int32, maximum: Int32) { self.minimum = minimum; self.maximum = maximum }

    /// Where `value` falls on 0...size-1.
    func scale(_ value: Int32, to size: Int) -> Double {
        let span = Double(maximum) - Double(minimum)
        guard span > 0, size > 1 else { return 0 }
        let fraction = (Double(value) - Double(minimum)) / span
        return min(max(fraction, 0), 1) * Double(size - 1)
    }
}
