import ChipCatalog
import GadgetBase
import Hardware

/// A driver for an SSD1306 or SH1106 OLED on I2C, generic over the bus like the accelerometer
/// drivers: the same driver runs on /dev/i2c-N (next to the accelerometer, on the same bus
/// object), on the desktop's simulated controller and on a recorded trace.
///
/// It remembers what the controller's RAM holds and sends only the pages and columns that
/// differ from it. Until a whole frame has gone through, and after any failed transfer, that
/// memory is dropped and the next frame is sent whole, so a garbled transfer heals itself.
public final class MonochromeOLED<Bus: I2CBus> {
    public let bus: Bus
    public let panel: OLEDPanel
    /// What the controller's RAM holds, as far as the driver knows; nil when unknown.
    public private(set) var shown: OLEDPages?
    public private(set) var isDisplayOn = false
    /// Transactions and bytes on the wire (address and control bytes included) since the driver was made.
    public private(set) var transactions = 0
    public private(set) var wireBytes = 0

    public init(bus: Bus, panel: OLEDPanel) {
        self.bus = bus
        self.panel = panel
    }

    private var port: PanelPort<Bus> {
        PanelPort(bus: bus, address: panel.address, chip: panel.controller.displayName)
    }

    /// The controller's set-up for this panel, display still off: every value the data sheets'
    /// power-up sequences set, so a controller that lost power comes back exactly so.
    public var initialization: [UInt8] {
        let rows = UInt8(panel.height - 1)
        let halfRound = panel.controllerTurnsHalfRound
        let segmentRemap: UInt8 = halfRound ? 0xA0 : 0xA1
        let comScan: UInt8 = halfRound ? 0xC0 : 0xC8
        // COM pins: alternative for 64 rows, sequential for 32 (SSD1306 10.1.18; SH1106 0xDA).
        let comPins: UInt8 = panel.height == 64 ? 0x12 : 0x02
        switch panel.controller {
        case .ssd1306:
            return [0xAE,            // display off
                    0xD5, 0x80,      // clock divide ratio 1, oscillator at the reset value
                    0xA8, rows,      // multiplex ratio: rows - 1
                    0xD3, 0x00,      // no display offset
                    0x40,            // start line 0
                    0x8D, 0x14,      // charge pump on (the module has no external VCC)
                    0x20, 0x00,      // horizontal addressing: windows stream across pages
                    segmentRemap, comScan,
                    0xDA, comPins,
                    0x81, panel.contrast,
                    0xD9, 0xF1,      // pre-charge: phase 1 one clock, phase 2 fifteen
                    0xDB, 0x40,      // VCOMH deselect level
                    0x2E,            // no scrolling
                    0xA4,            // show the RAM
                    0xA6]            // normal, not inverted
        case .sh1106:
            return [0xAE,
                    0xD5, 0x80,
                    0xA8, rows,
                    0xD3, 0x00,
                    0x40,
                    0xAD, 0x8B,      // DC-DC converter on (the SH1106's charge pump)
                    segmentRemap, comScan,
                    0xDA, comPins,
                    0x81, panel.contrast,
                    0xD9, 0x22,      // pre-charge at its reset value
                    0xDB, 0x35,      // VCOM deselect at its reset value
                    0xA4,
                    0xA6]
        }
    }

    /// Six NOPs (0xE3) first: the longest command takes six parameters, so a command cut short
    /// by a failed transfer takes its missing ones from these instead of from the set-up after.
    static var flush: [UInt8] { [UInt8](repeating: 0xE3, count: 6) }

    /// Sets the controller up with the display off. The RAM's content is unknown afterwards
    /// (random at power-up), so the next frame is sent whole and only then is the display lit.
    public func start() throws(DriverError) {
        shown = nil
        isDisplayOn = false
        try sendCommands(Self.flush + initialization, doing: DriverStep.initializing)
    }

    public func setContrast(_ value: UInt8) throws(DriverError) {
        try sendCommands([0x81, value], doing: DriverStep.settingContrast)
    }

    public func setDisplayOn(_ on: Bool) throws(DriverError) {
        try sendCommands([on ? 0xAF : 0xAE], doing: on ? DriverStep.switchingDisplayOn : DriverStep.switchingDisplayOff)
        isDisplayOn = on
    }

    /// Writes what changed since the last picture; the first picture after `start()` whole,
    /// followed by display on. Returns the windows sent.
    @discardableResult
    public func show(_ pages: OLEDPages) throws(DriverError) -> [OLEDWindow] {
        precondition(pages.width == panel.width && pages.pages == panel.pages, "pages do not fit \(panel.name)")
        let windows = OLEDUpdatePlan.windows(from: shown, to: pages, controller: panel.controller)
        let before = shown
        shown = nil  // unknown until every window has gone through
        for window in windows {
            try write(window, of: pages)
        }
        shown = pages
        if before == nil && !isDisplayOn { try setDisplayOn(true) }
        return windows
    }

    /// Switches the display off (the panel goes dark and draws almost nothing) on the way out.
    public func stop() throws(DriverError) {
        try setDisplayOn(false)
    }

    private func write(_ window: OLEDWindow, of pages: OLEDPages) throws(DriverError) {
        let controller = panel.controller
        let runs: [ClosedRange<Int>] = controller.hasWindowAddressing ? [window.pages] : window.pages.map { $0...$0 }
        for run in runs {
            try sendCommands(OLEDUpdatePlan.addressCommands(for: window, page: run.lowerBound, controller: controller),
                             doing: DriverStep.addressingPage(run.lowerBound))
            var data: [UInt8] = []
            data.reserveCapacity(run.count * window.columns.count)
            for page in run { data += pages.bytes[(page * pages.width + window.columns.lowerBound)...(page * pages.width + window.columns.upperBound)] }
            try sendData(data, doing: DriverStep.writingPage(run.lowerBound))
        }
    }

    private func sendCommands(_ commands: [UInt8], doing action: LocalizedMessage) throws(DriverError) {
        try send(commands, control: OLEDControlByte.commands, doing: action)
    }

    private func sendData(_ data: [UInt8], doing action: LocalizedMessage) throws(DriverError) {
        try send(data, control: OLEDControlByte.data, doing: action)
    }

    private func send(_ bytes: [UInt8], control: UInt8, doing action: LocalizedMessage) throws(DriverError) {
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + OLEDUpdatePlan.bytesPerTransaction)
            transactions += 1
            wireBytes += 2 + end - start
            try port.writeBlock(control, Array(bytes[start..<end]), doing: action)
            start = end
        }
    }
}

/// A panel's address on a bus: every failure comes back as a DriverError naming the controller,
/// the bus, the address and the fix, as the accelerometers' do.
struct PanelPort<Bus: I2CBus> {
    let bus: Bus
    let address: UInt8
    let chip: String

    func writeBlock(_ control: UInt8, _ bytes: [UInt8], doing action: LocalizedMessage) throws(DriverError) {
        do { try bus.writeBlock(address: address, register: control, bytes: bytes) } catch {
            throw DriverError(chip: chip, bus: bus.name, address: address, doing: action, busError: error,
                              addressHint: OLEDController.addressHint)
        }
    }
}

/// The control byte that starts every I2C write to the controller: after it come only commands
/// (Co = 0, D/C# = 0) or only display data (Co = 0, D/C# = 1), up to the transaction's end.
enum OLEDControlByte {
    static let commands: UInt8 = 0x00
    static let data: UInt8 = 0x40
}
