import Drivers
import Foundation
import Hardware
import Linux
import Logging

/// A real board's devices, opened from its profile: the panel (or the terminal when the panel is
/// missing or cannot be drawn into), the GPIO buttons, the evdev devices and the accelerometer.
/// Whatever fails is named with its fix; only failures that leave no way to use Gadget throw.
public final class BoardHardware {
    public let display: any Display
    /// Set when the display is the terminal: its keyboard is an input too.
    public let terminal: (session: TerminalSession, display: TerminalDisplay)?
    /// Why the panel is not used, shown on the terminal's help line and logged.
    public let displayNotice: String?
    public let buttons: GPIOButtonSet?
    public let inputs: [InputDevice]
    public let accelerometer: (any Accelerometer)?
    /// Problems that did not stop Gadget (a missing sensor, an unplugged joystick).
    public private(set) var notices: [String] = []

    public init(profile: BoardProfile, logger: Logger) throws {
        var notices: [String] = []
        var panel: FramebufferDisplay?
        var displayNotice: String?
        if profile.displayKind == .framebuffer {
            do {
                panel = try FramebufferDisplay(
                    path: profile.displayDevice, rotation: FramebufferRotation(degrees: profile.rotation) ?? .none,
                    overlayHint: profile.displayOverlay ?? FramebufferError.defaultOverlayHint)
            } catch {
                displayNotice = "no panel, using the terminal: \(error)"
                logger.warning("\(displayNotice!)")
            }
        }
        if let panel {
            display = panel
            terminal = nil
        } else {
            if let displayNotice { FileHandle.standardError.write(Data("gadget: \(displayNotice)\n".utf8)) }
            let session = try TerminalSession.begin()
            let screen = TerminalDisplay(geometry: profile.display,
                                         colorMode: TerminalColorMode.detect(environment: ProcessInfo.processInfo.environment))
            display = screen
            terminal = (session, screen)
        }
        self.displayNotice = displayNotice

        buttons = try Self.openButtons(profile)
        inputs = try profile.inputDevices.map { name throws(InputDeviceError) in
            try InputDevice.open(name, grab: profile.grabInputDevices)
        }
        accelerometer = Self.openAccelerometer(profile, notices: &notices, logger: logger)
        self.notices = notices
    }

    /// Gives every device back: the panel is cleared, the terminal restored.
    public func close() {
        display.close()
        terminal?.session.restore()
    }

    private static func openButtons(_ profile: BoardProfile) throws(GPIOError) -> GPIOButtonSet? {
        guard !profile.buttonLines.isEmpty else { return nil }
        let chip = try GPIOChip.open(anyOf: profile.gpioChips)
        return try GPIOButtonSet(chip: chip, wiring: profile.buttonLines)
    }

    /// The profile's chip on its I2C bus, reconnecting after faults; the simulated kinds and
    /// `none` have no hardware accelerometer.
    private static func openAccelerometer(_ profile: BoardProfile, notices: inout [String], logger: Logger) -> (any Accelerometer)? {
        guard let accelerometer = BoardAccelerometer.open(profile: profile, logger: logger) else { return nil }
        if accelerometer.driver == nil {
            notices.append("the accelerometer does not answer yet; Gadget keeps trying (see gadget doctor)")
        }
        return accelerometer
    }
}
