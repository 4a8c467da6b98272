@testable import BoardProfiles
import Drivers
import Foundation
import GadgetBase
import Hardware
import Simulation
import TestSupport
import Testing

@testable import GadgetRuntime

/// Bytes each frame costs on the panel's bus, for three moments of real apps: the 8-ball's answer
/// fading in, falling squares in play, a list scrolling. The OLED's are counted by the real
/// driver on the desktop-oled board; the 240x240 SPI panel's from the damage rectangles Gadget
/// presents, as panel-mipi-dbi sends a DIRTYFB clip (11 bytes of window commands, then RGB565).
/// GADGET_PANEL_FIGURES=1 prints the table (see README, "Bytes on the panel's bus").
@Suite(.serialized) struct PanelTrafficFigures {
    /// Records what each present cost.
    final class Meter: Display {
        let inner: any Display
        var damages: [PixelRect] = []
        var oledBytes: [Int] = []
        var oledTransactions: [Int] = []
        var recording = false

        init(_ inner: any Display) { self.inner = inner }
        var geometry: DisplayGeometry { inner.geometry }

        func present(_ frame: Frame, damage: PixelRect) throws {
            let driver = (inner as? SimulatedPanelDisplay)?.panel.driver
            let bytes = driver?.wireBytes ?? 0, transactions = driver?.transactions ?? 0
            try inner.present(frame, damage: damage)
            guard recording, damage.width > 0, damage.height > 0 else { return }
            damages.append(damage)
            if let driver {
                oledBytes.append(driver.wireBytes - bytes)
                oledTransactions.append(driver.transactions - transactions)
            }
        }

        func close() { inner.close() }
    }

    struct Scenario {
        var name: String
        var app: String?
        var before: String
        var measured: String
    }

    static let scenarios = [
        Scenario(name: "8-ball answer fade-in", app: "eightball", before: "wait 300ms", measured: "shake\nwait 3s"),
        Scenario(name: "falling squares in play", app: "fallingsquares", before: "wait 300ms\npress select\nwait 1s",
                 measured: "wait 2s"),
        Scenario(name: "list scroll (launcher)", app: nil, before: "wait 300ms",
                 measured: "press down\nwait 300ms\npress down\nwait 300ms\npress down\nwait 300ms\npress up\nwait 300ms"),
    ]

    static func measure(_ scenario: Scenario, profile: BoardProfile) throws -> Meter {
        let data = try TemporaryDirectory()
        let setup = try RunSetup(profile: profile, dataDirectory: data.path, endpoint: "http://127.0.0.1:9/m",
                                 language: "en", environment: [:])
        let clock = TestClock()
        let board = try SimulatedBoard(clock: clock, profile: profile)
        let meter = Meter(board.display(showingOn: MemoryDisplay(geometry: profile.display), profile: profile))
        let session = try setup.makeSession(clock: clock, display: meter, accelerometer: board.accelerometer,
                                            motionWake: board.motionWake, randomSeed: 3, openApp: scenario.app,
                                            wake: nil, logger: .init(label: "figures"))
        let runner = ScriptRunner(session: session, clock: clock, board: board)
        try runner.run(Script(parsing: scenario.before, file: scenario.name))
        meter.recording = true
        try runner.run(Script(parsing: scenario.measured, file: scenario.name))
        return meter
    }

    static func median(_ values: [Int]) -> Int { values.isEmpty ? 0 : values.sorted()[values.count / 2] }

    /// One SSD1306 frame sent whole, 32 bytes to a transaction, as luma.oled and ssd1307fb's
    /// deferred I/O send every frame.
    static let oledFullFrame = OLEDUpdatePlan.wireBytes(OLEDWindow(pages: 0...7, columns: 0...127), .ssd1306)
    static let oledFullTransactions = 1 + 32
    /// panel-mipi-dbi's window for a rectangle: CASET (1 + 4), RASET (1 + 4), RAMWR (1), then pixels.
    static func spiBytes(_ rect: PixelRect) -> Int { 11 + rect.width * rect.height * 2 }
    static let spiFullFrame = spiBytes(PixelRect(x: 0, y: 0, width: 240, height: 240))

    @Test func damageOnlyCostsLessThanWholeFramesOnBothPanels() throws {
        let oled = try DesktopOLEDTests.profile()
        let colour = try DesktopOLEDTests.profile("desktop")
        var lines = ["| moment | frames | OLED bytes/frame (median, max) | OLED full frame | OLED fps @400 kHz damage / full | 240x240 bytes/frame (median, max) | 240x240 full | fps @40 MHz damage / full |",
                     "|---|---|---|---|---|---|---|---|"]
        for scenario in Self.scenarios {
            let small = try Self.measure(scenario, profile: oled)
            let large = try Self.measure(scenario, profile: colour)
            #expect(!small.oledBytes.isEmpty && !large.damages.isEmpty, "\(scenario.name) drew nothing")
            #expect(small.oledBytes.allSatisfy { $0 <= Self.oledFullFrame + 6 }, "\(scenario.name)")
            let spi = large.damages.map(Self.spiBytes)
            #expect(Self.median(spi) < Self.spiFullFrame, "\(scenario.name)")
            let oledMedian = Self.median(small.oledBytes)
            let oledTransactions = Self.median(small.oledTransactions)
            func i2cFPS(_ bytes: Int, _ transactions: Int) -> Int {
                bytes == 0 ? 0 : Int(400_000.0 / Double(OLEDUpdatePlan.clockCycles(bytes: bytes, transactions: transactions)))
            }
            func spiFPS(_ bytes: Int) -> Int { Int(40_000_000.0 / Double(bytes * 8)) }
            lines.append("| \(scenario.name) | \(small.oledBytes.count) / \(large.damages.count) | \(oledMedian), \(small.oledBytes.max() ?? 0) "
                + "| \(Self.oledFullFrame) | \(i2cFPS(oledMedian, oledTransactions)) / \(i2cFPS(Self.oledFullFrame, Self.oledFullTransactions)) "
                + "| \(Self.median(spi)), \(spi.max() ?? 0) | \(Self.spiFullFrame) | \(spiFPS(Self.median(spi))) / \(spiFPS(Self.spiFullFrame)) |")
        }
        if ProcessInfo.processInfo.environment["GADGET_PANEL_FIGURES"] != nil {
            print(lines.joined(separator: "\n"))
        }
    }
}
