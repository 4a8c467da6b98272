import GadgetBase
import Hardware

/// What the event loop waits on: poll(2) on a board or a desktop (`PollLoop`), a scripted fake in
/// tests that moves a test clock instead of sleeping, so the real loop runs there unchanged.
public protocol Poller: AnyObject {
    /// The descriptors among `fds` that are readable, hung up or in error (a read reveals which),
    /// waiting at most `timeout`; nil waits for as long as it takes. Empty when the timeout passed.
    func wait(for fds: [Int32], timeout: Duration?) throws -> Set<Int32>
}

extension PollLoop: Poller {}

/// The wake-up pipe as the loop sees it: readable after another thread's `signal()`.
public protocol WakeupInput: AnyObject {
    var fd: Int32 { get }
    func drain()
}

extension LoopWakeup: WakeupInput {}

/// Signals as the loop sees them: readable when one arrived, drained in arrival order.
public protocol SignalInput: AnyObject {
    var fd: Int32 { get }
    func drain() -> [Int32]
}

extension SignalWatcher: SignalInput {}

/// The terminal's keyboard as the loop sees it.
public protocol KeyInput: AnyObject {
    var fd: Int32 { get }
    /// The bytes typed since the last read; empty when there are none, nil when the terminal
    /// has hung up.
    func readAvailable() -> [UInt8]?
}

extension TerminalSession: KeyInput {
    public var fd: Int32 { input }
}

/// An evdev device (joystick, gpio-keys, touchscreen) as the loop sees it.
public protocol EvdevInput: AnyObject {
    var fd: Int32 { get }
    var path: String { get }
    var touchAxes: (x: AxisRange, y: AxisRange)? { get }
    /// Throws when the device is gone (ENODEV after an unplug).
    func readEvents() throws(InputDeviceError) -> [RawInputEvent]
}

extension InputDevice: EvdevInput {}

/// The terminal as a screen the loop keeps up to date: its help line, its size, where a click fell.
public protocol TerminalScreen: AnyObject {
    var helpLine: String { get set }
    func terminalResized()
    func pixelPosition(of report: MouseReport) -> Point?
}

extension TerminalDisplay: TerminalScreen {}
