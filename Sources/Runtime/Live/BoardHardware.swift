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

    /// The MPU-6050 through the Linux bus. The other chips' drivers are wired where they live;
    /// until then such a board runs without motion and says so.
    private static func openAccelerometer(_ profile: BoardProfile, notices: inout [String], logger: Logger) -> (any Accelerometer)? {
        switch profile.accelerometerKind {
        case .none, .simulatedMPU6050:
            return nil
        case .mpu6050:
            do {
                let bus = try LinuxI2CBus(path: profile.accelerometerBus)
                let chip = MPU6050(bus: bus, address: profile.accelerometerAddress)
                try chip.identify()
                try chip.reset()
                try chip.configure(range: AccelerometerRange(rawValue: profile.rangeG) ?? .g4, sampleRate: profile.sampleRate)
                return chip
            } catch {
                notices.append("no shaking: \(error)")
                logger.warning("accelerometer unavailable", metadata: ["error": "\(error)"])
                return nil
            }
        case .adxl345, .lis3dh, .lsm9ds1, .auto:
            let notice = "no shaking: this build reads only the MPU-6050; \(profile.accelerometerKind.rawValue) is not wired yet"
            notices.append(notice)
            logger.warning("\(notice)")
            return nil
        }
    }
}
