import BoardProfiles
import Core
import Drivers
import Foundation
import GadgetBase
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
    public let displayNotice: LocalizedMessage?
    public let buttons: GPIOButtonSet?
    public let inputs: [InputDevice]
    public let accelerometer: (any Accelerometer)?
    /// The accelerometer's INT pin, when the profile names its line: Gadget stops sampling a still
    /// board and waits for an edge here instead.
    public let motionInterrupt: GPIOInputLine?
    /// Arms and clears the chip's motion interrupt behind `motionInterrupt`.
    public let motionWake: (any MotionWakeSource)?
    /// Ctrl+Alt+Fn away from and back to the console a DRM panel is driven from; nil when the
    /// panel is not DRM or Gadget does not run on a virtual console.
    public let consoleSwitching: ConsoleSwitchWatcher?
    /// Problems that did not stop Gadget (a silent sensor, an unusable interrupt line), logged and
    /// shown: on the terminal's help line, or on standard error when the panel is the display.
    public private(set) var notices: [LocalizedMessage] = []

    /// Everything the terminal's help line should mention, the display's notice first.
    public var allNotices: [LocalizedMessage] { (displayNotice.map { [$0] } ?? []) + notices }

    public init(profile: BoardProfile, localizer: Localizer, logger: Logger) throws {
        var notices: [LocalizedMessage] = []
        var panel: (any Display)?
        var displayNotice: LocalizedMessage?
        let buses = I2CBusPool()
        if [.framebuffer, .oled, .drm].contains(profile.displayKind) {
            do {
                panel = try Self.openPanel(profile, buses: buses)
            } catch {
                let notice = LocalizedMessage(BoardHardwareText.noPanel, Self.describe(error))
                displayNotice = notice
                logger.warning("\(notice.description)")
            }
        }
        if let panel {
            display = panel
            terminal = nil
        } else {
            if let displayNotice { Self.tell(displayNotice, localizer) }
            let capabilities = TerminalCapabilities.detect(environment: ProcessEnvironment.current())
            let session = try TerminalSession.begin(capabilities: capabilities)
            let screen = TerminalDisplay(geometry: profile.display, capabilities: capabilities)
            display = screen
            terminal = (session, screen)
        }
        self.displayNotice = displayNotice

        buttons = try Self.openButtons(profile)
        inputs = try profile.inputDevices.map { name throws(InputDeviceError) in
            try InputDevice.open(name, grab: profile.grabInputDevices)
        }
        let accelerometer = Self.openAccelerometer(profile, buses: buses, notices: &notices, logger: logger)
        self.accelerometer = accelerometer
        motionInterrupt = Self.openInterruptLine(profile, hasAccelerometer: accelerometer != nil, notices: &notices)
        motionWake = motionInterrupt == nil ? nil : (accelerometer as? ReconnectingAccelerometer).map { chip in ChipMotionWake { chip.driver } }
        // Last, so nothing after it can fail and leave the console in VT_PROCESS mode.
        consoleSwitching = Self.takeConsoleSwitching(panel, notices: &notices, logger: logger)
        self.notices = notices
        for notice in notices {
            logger.warning("\(notice.description)")
            // With the terminal as the display they go on its help line instead: writing here would
            // scribble over the drawn screen.
            if terminal == nil { Self.tell(notice, localizer) }
        }
    }

    /// One line on standard error, in the reader's language.
    private static func tell(_ notice: LocalizedMessage, _ localizer: Localizer) {
        // Not FileHandle.write, which traps when standard error is gone (EPIPE, EIO).
        _ = DescriptorWriting.writeAll(Array("gadget: \(TextSanitizer.terminalText(notice.text(localizer)))\n".utf8), to: STDERR_FILENO)
    }

    /// Gives every device back: console switching to the kernel, the panel cleared, the terminal restored.
    public func close() {
        consoleSwitching?.close()
        display.close()
        terminal?.session.restore()
    }

    /// The profile's panel: a framebuffer, or an OLED on I2C set up at once so a missing one is
    /// found now (and the terminal used instead, with the reason).
    private static func openPanel(_ profile: BoardProfile, buses: I2CBusPool) throws -> any Display {
        let panel = try openPanelDevice(profile, buses: buses)
        // A DRM card's mode, or a framebuffer not the size its profile says, can still be too small.
        guard panel.geometry.fitsScreens else {
            panel.close()
            throw SmallPanelError(geometry: panel.geometry)
        }
        return panel
    }

    private static func openPanelDevice(_ profile: BoardProfile, buses: I2CBusPool) throws -> any Display {
        if profile.displayKind == .drm {
            return try DRMDisplay(card: profile.displayCard, connector: profile.displayConnector, format: profile.display.format)
        }
        if profile.displayKind == .oled {
            let bus = try buses.bus(profile.displayBus)
            let display = OLEDDisplay(driver: MonochromeOLED(bus: bus, panel: profile.oledPanel))
            try display.start()
            return display
        }
        let overlay: any LocalizableArgument = profile.displayOverlaySummary.map(LocalizedMessage.verbatim) ?? FramebufferError.defaultOverlayHint
        return try FramebufferDisplay(
            path: FramebufferDirectory.resolve(profile.displayDevice, overlayHint: overlay),
            rotation: FramebufferRotation(degrees: profile.rotation) ?? .none, overlayHint: overlay,
            monochrome: profile.display.format.isMonochrome)
    }

    /// A DRM panel on a virtual console lets Ctrl+Alt+Fn switch away and back (it drops and
    /// regains the card's master role); the path frames take is told in the debug log.
    private static func takeConsoleSwitching(_ panel: (any Display)?, notices: inout [LocalizedMessage],
                                             logger: Logger) -> ConsoleSwitchWatcher? {
        guard let drm = panel as? DRMDisplay else { return nil }
        logger.debug("\(drm.presentationNote)")
        drm.debugLog = { logger.debug("\($0)") }
        do {
            let watcher = try ConsoleSwitchWatcher.begin(for: drm)
            if let watcher { logger.info("console switches on \(watcher.terminalPath) release and regain \(drm.cardPath)") }
            return watcher
        } catch {
            notices.append(error.message)
            return nil
        }
    }

    /// A panel's failure in the reader's language.
    private static func describe(_ error: any Error) -> LocalizedMessage {
        switch error {
        case let failure as FramebufferError: failure.message
        case let failure as DriverError: failure.message
        case let failure as I2CError: failure.message
        case let failure as I2COpenError: failure.message
        case let failure as DRMError: failure.message
        case let failure as SmallPanelError: failure.message
        default: .verbatim("\(error)")
        }
    }

    private static func openButtons(_ profile: BoardProfile) throws(GPIOError) -> GPIOButtonSet? {
        guard !profile.buttonLines.isEmpty else { return nil }
        let chip = try GPIOChip.open(anyOf: profile.gpioChips)
        return try GPIOButtonSet(chip: chip, wiring: profile.buttonLines)
    }

    /// The profile's chip on its I2C bus, reconnecting after faults; the simulated kinds and
    /// `none` have no hardware accelerometer.
    private static func openAccelerometer(_ profile: BoardProfile, buses: I2CBusPool, notices: inout [LocalizedMessage],
                                          logger: Logger) -> (any Accelerometer)? {
        guard let accelerometer = BoardAccelerometer.open(profile: profile, logger: logger, buses: buses) else { return nil }
        if let failure = accelerometer.firstConnectFailure {
            logger.warning("accelerometer not available yet; retrying", metadata: ["error": "\(failure)"])
            notices.append(LocalizedMessage(BoardHardwareText.accelerometerSilent))
        }
        return accelerometer
    }

    /// The INT pin's line, active high as the chips drive it by default. A line that cannot be had
    /// (busy, misnamed) is a notice, not a failure: Gadget then polls the chip.
    private static func openInterruptLine(_ profile: BoardProfile, hasAccelerometer: Bool,
                                          notices: inout [LocalizedMessage]) -> GPIOInputLine? {
        guard hasAccelerometer, let line = profile.accelerometerInterrupt else { return nil }
        do {
            let chip = try GPIOChip.open(anyOf: profile.gpioChips)
            return try GPIOInputLine(chip: chip, line: line,
                                     settings: GPIOInputSettings(bias: .pullDown, activeLow: false, debounce: .zero))
        } catch {
            notices.append(LocalizedMessage(BoardHardwareText.interruptUnusable, "\(line)", error.message))
            return nil
        }
    }
}
