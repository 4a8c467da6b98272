import GadgetBase
import Hardware

/// A display whose panel can stop answering and come back (a loose wire, a module knocked out of
/// its header): while it is away `panelFault` says why, so the runtime can show and log it.
public protocol PanelFaultReporting: AnyObject {
    var panelFault: LocalizedMessage? { get }
}

/// Gadget's frames on an I2C OLED, through `MonochromeOLED`. It survives the panel being
/// unplugged the way `ReconnectingAccelerometer` survives the sensor: after any failed transfer
/// the next frame sets the controller up again from scratch and is sent whole. Unlike a sensor
/// read, a garbled write is not harmless noise: a command cut short leaves the controller waiting
/// for its parameters, and whatever arrives next is taken for them (see `MonochromeOLED.start`).
/// Errors still reach the caller, which shows them and tries again later.
public final class OLEDDisplay<Bus: I2CBus>: Display, PanelFaultReporting {
    public let driver: MonochromeOLED<Bus>
    /// Why the last frame did not reach the panel; nil once one does.
    public private(set) var fault: DriverError?
    /// How many times the controller was set up (the first start included).
    public private(set) var starts = 0
    private var needsStart = true

    public init(driver: MonochromeOLED<Bus>) { self.driver = driver }

    public var geometry: DisplayGeometry { driver.panel.frameGeometry }

    public var panelFault: LocalizedMessage? { fault?.message }

    /// Sets the controller up now, so a panel that is missing at start is found before Gadget
    /// relies on it (a board then falls back to the terminal with this error).
    public func start() throws(DriverError) {
        try driver.start()
        starts += 1
        needsStart = false
    }

    /// The damage rectangle is not needed: the driver compares pages with what the RAM holds,
    /// which is finer (per page) and also covers frames that never arrived.
    public func present(_ frame: Frame, damage: PixelRect) throws {
        let pages = OLEDPages(frame: frame.pixels, panel: driver.panel)
        do {
            if needsStart { try start() }
            try driver.show(pages)
            fault = nil
        } catch {
            needsStart = true
            fault = error
            throw error
        }
    }

    /// Switches the panel off; a panel that is not answering is left as it is.
    public func close() {
        guard !needsStart else { return }
        try? driver.stop()
    }
}
