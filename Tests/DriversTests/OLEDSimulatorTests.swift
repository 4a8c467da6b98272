import ChipCatalog
import Drivers
import Glibc
import GadgetBase
import Hardware
import Simulation
import Testing

/// The driver against the controller model: what the glass shows must be the frame, turned as
/// the profile says, after every update, whichever controller, size and turn.
@Suite struct OLEDSimulatorTests {
    /// A frame of random pixels with a few solid blocks, as screens have.
    static func randomFrame(_ geometry: DisplayGeometry, _ random: inout SeededRandomGenerator, density: Int) -> PixelBuffer {
        var pixels = PixelBuffer(width: geometry.width, height: geometry.height, format: .mono1)
        for _ in 0..<density {
            let x = Int.random(in: 0..<geometry.width, using: &random), y = Int.random(in: 0..<geometry.height, using: &random)
            pixels.bytes[y * pixels.stride + x / 8] |= 0x80 >> UInt8(x % 8)
        }
        return pixels
    }

    /// Where the frame's pixel (x, y) is on the glass, turned clockwise by `rotation`.
    static func onGlass(_ frame: PixelBuffer, rotation: Int, glassWidth: Int, glassHeight: Int) -> PixelBuffer {
        var glass = PixelBuffer(width: glassWidth, height: glassHeight, format: .mono1)
        for y in 0..<frame.height {
            for x in 0..<frame.width where frame.color(x: x, y: y) == .white {
                let (gx, gy): (Int, Int) = switch rotation {
                case 90: (glassWidth - 1 - y, x)
                case 180: (glassWidth - 1 - x, glassHeight - 1 - y)
                case 270: (y, glassHeight - 1 - x)
                default: (x, y)
                }
                glass.bytes[gy * glass.stride + gx / 8] |= 0x80 >> UInt8(gx % 8)
            }
        }
        return glass
    }

    @Test(arguments: [OLEDController.ssd1306, .sh1106], [64, 32])
    func theGlassShowsEveryFrameTurnedAsTheProfileSays(controller: OLEDController, height: Int) throws {
        for rotation in [0, 90, 180, 270] {
            let bus = SimulatedI2CBus()
            let chip = SimulatedOLED(controller: controller, height: height)
            bus.attach(chip, at: 0x3C)
            let panel = OLEDPanel(controller: controller, height: height, rotation: rotation)
            let display = OLEDDisplay(driver: MonochromeOLED(bus: bus, panel: panel))
            var random = SeededRandomGenerator(seed: UInt64(rotation + height))
            for step in 0..<6 {
                let frame = Self.randomFrame(display.geometry, &random, density: step.isMultiple(of: 3) ? 400 : 6)
                try display.present(Frame(pixels: frame, texts: []), damage: display.geometry.bounds)
                let expected = Self.onGlass(frame, rotation: rotation, glassWidth: 128, glassHeight: height)
                let matches = chip.glass() == expected
                #expect(matches, "\(controller) \(height) rows, \(rotation)°, frame \(step)")
            }
            #expect(chip.unknownCommands.isEmpty)
            #expect(chip.contrast == 0x7F)
        }
    }

    @Test func theDisplayStaysDarkUntilAWholeFrameHasReplacedThePowerUpNoise() throws {
        let bus = SimulatedI2CBus()
        let chip = SimulatedOLED(controller: .ssd1306)
        bus.attach(chip, at: 0x3C)
        let driver = MonochromeOLED(bus: bus, panel: OLEDPanel(controller: .ssd1306))
        try driver.start()
        #expect(!chip.isDisplayOn && chip.isChargePumpOn)
        let dark = chip.glass() == PixelBuffer(width: 128, height: 64, format: .mono1)
        #expect(dark)
        var lit = PixelBuffer(width: 128, height: 64, format: .mono1)
        lit.bytes[0] = 0x80
        try driver.show(OLEDPages(frame: lit, panel: driver.panel))
        #expect(chip.isDisplayOn)
        let shows = chip.glass() == lit
        #expect(shows)
    }

    @Test func anSH1106IgnoresTheSSD1306sWindowCommandsAndSaysSo() throws {
        let bus = SimulatedI2CBus()
        let chip = SimulatedOLED(controller: .sh1106)
        bus.attach(chip, at: 0x3C)
        try bus.writeBlock(address: 0x3C, register: 0x00, bytes: [0x21, 0x00, 0x7F])
        #expect(chip.unknownCommands == [0x21])
    }

    @Test func singleCommandsWithTheContinuationBitAlternateWithControlBytes() throws {
        let bus = SimulatedI2CBus()
        let chip = SimulatedOLED(controller: .ssd1306)
        bus.attach(chip, at: 0x3C)
        // Co = 1: command 0xAF, then control byte 0xC0 (one data byte) 0x5A, then 0x40 and a data stream.
        try bus.writeBlock(address: 0x3C, register: 0x80, bytes: [0xAF, 0xC0, 0x5A, 0x40, 0x01, 0x02])
        #expect(chip.isDisplayOn)
        #expect(Array(chip.ram.prefix(3)) == [0x5A, 0x01, 0x02])
        #expect(chip.commandBytes == 1 && chip.dataBytes == 3)
    }

    @Test func aPanelThatStopsAnsweringIsReportedThenSetUpAgainWhenItReturns() throws {
        let clock = TestClock()
        let simulated = SimulatedI2CBus(name: "/dev/i2c-1")
        let chip = SimulatedOLED(controller: .ssd1306)
        simulated.attach(chip, at: 0x3C)
        let bus = FaultyI2CBus(wrapping: simulated, clock: clock)
        let display = OLEDDisplay(driver: MonochromeOLED(bus: bus, panel: OLEDPanel(controller: .ssd1306)))
        var random = SeededRandomGenerator(seed: 7)
        let first = Self.randomFrame(display.geometry, &random, density: 200)
        try display.present(Frame(pixels: first, texts: []), damage: display.geometry.bounds)
        bus.apply(.unplug(address: 0x3C))
        let second = Self.randomFrame(display.geometry, &random, density: 200)
        #expect(throws: DriverError.self) { try display.present(Frame(pixels: second, texts: []), damage: display.geometry.bounds) }
        let fault = try #require(display.panelFault)
        #expect(fault.description.contains("SSD1306 at 0x3c on /dev/i2c-1"))
        #expect(fault.description.contains("SA0"))
        bus.apply(.plug(address: 0x3C))
        // Back with power-up noise and the display off: set up again and sent whole.
        #expect(!chip.isDisplayOn)
        try display.present(Frame(pixels: second, texts: []), damage: PixelRect(x: 0, y: 0, width: 1, height: 1))
        let shows = chip.glass() == second
        #expect(shows)
        #expect(display.panelFault == nil)
        #expect(display.starts == 2)
    }

    @Test func garbledTransfersHealOnTheNextFrame() throws {
        let simulated = SimulatedI2CBus()
        let chip = SimulatedOLED(controller: .ssd1306)
        simulated.attach(chip, at: 0x3C)
        let bus = FaultyI2CBus(wrapping: simulated, errorRate: 0.01, faults: [.errno(EIO), .errno(EREMOTEIO)], seed: 3)
        let display = OLEDDisplay(driver: MonochromeOLED(bus: bus, panel: OLEDPanel(controller: .ssd1306)))
        var random = SeededRandomGenerator(seed: 11)
        var failures = 0
        for step in 0..<100 {
            let frame = Self.randomFrame(display.geometry, &random, density: step.isMultiple(of: 5) ? 300 : 4)
            var delivered = false
            for _ in 0..<50 where !delivered {
                do {
                    try display.present(Frame(pixels: frame, texts: []), damage: display.geometry.bounds)
                    delivered = true
                } catch {
                    failures += 1
                }
            }
            let shows = chip.glass() == frame
            #expect(delivered && shows, "frame \(step)")
        }
        #expect(failures > 5)
        #expect(bus.injected[.errno(EIO), default: 0] > 0)
    }
}
