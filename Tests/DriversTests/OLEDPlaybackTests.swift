import Drivers
import GadgetBase
import Hardware
import Simulation
import Testing

/// The exact bytes the OLED driver sends, checked against hand-written logs in the I2C log
/// format: the set-up, the first frame, and a one-pixel change on each controller.
@Suite struct OLEDPlaybackTests {
    static func frame(width: Int = 128, height: Int = 64, lit: [(Int, Int)] = []) -> PixelBuffer {
        var pixels = PixelBuffer(width: width, height: height, format: .mono1)
        for (x, y) in lit { pixels.bytes[y * pixels.stride + x / 8] |= 0x80 >> UInt8(x % 8) }
        return pixels
    }

    /// `count` zero bytes of display data, 32 to a transaction.
    static func zeroData(_ count: Int, address: String = "0x3c") -> String {
        var lines: [String] = []
        var left = count
        while left > 0 {
            let n = min(32, left)
            lines.append("writeBlock \(address) 0x40 <- " + Array(repeating: "00", count: n).joined(separator: " "))
            left -= n
        }
        return lines.joined(separator: "\n")
    }

    @Test func anSSD1306IsSetUpLitAfterItsFirstFrameAndSentOnlyTheChangedColumn() throws {
        let log = """
            # SSD1306 128x64 at 0x3c: six NOPs, then the set-up with the display off
            writeBlock 0x3c 0x00 <- e3 e3 e3 e3 e3 e3 ae d5 80 a8 3f d3 00 40 8d 14 20 00 a1 c8 da 12 81 7f d9 f1 db 40 2e a4 a6
            # the first frame, whole: a window over every column and page
            writeBlock 0x3c 0x00 <- 21 00 7f 22 00 07
            \(Self.zeroData(1024))
            writeBlock 0x3c 0x00 <- af
            # pixel (5, 10): page 1, column 5, bit 2
            writeBlock 0x3c 0x00 <- 21 05 05 22 01 01
            writeBlock 0x3c 0x40 <- 04
            """
        let bus = try PlaybackI2CBus(log: log, name: "/dev/i2c-1")
        let driver = MonochromeOLED(bus: bus, panel: OLEDPanel(controller: .ssd1306))
        try driver.start()
        let panel = driver.panel
        try driver.show(OLEDPages(frame: Self.frame(), panel: panel))
        #expect(driver.isDisplayOn)
        let windows = try driver.show(OLEDPages(frame: Self.frame(lit: [(5, 10)]), panel: panel))
        #expect(windows == [OLEDWindow(pages: 1...1, columns: 5...5)])
        // Nothing changed: nothing is sent.
        #expect(try driver.show(OLEDPages(frame: Self.frame(lit: [(5, 10)]), panel: panel)).isEmpty)
        try bus.verifyComplete()
    }

    @Test func anSH1106IsAddressedPageByPageTwoColumnsIn() throws {
        let log = """
            writeBlock 0x3d 0x00 <- e3 e3 e3 e3 e3 e3 ae d5 80 a8 3f d3 00 40 ad 8b a1 c8 da 12 81 cf d9 22 db 35 a4 a6
            \((0..<8).map { page in
                "writeBlock 0x3d 0x00 <- b\(page) 02 10\n" + Self.zeroData(128, address: "0x3d")
            }.joined(separator: "\n"))
            writeBlock 0x3d 0x00 <- af
            # pixels (5, 10) and (120, 20): pages 1 and 2, each sent on its own, columns 7 and 122 in RAM
            writeBlock 0x3d 0x00 <- b1 07 10
            writeBlock 0x3d 0x40 <- 04
            writeBlock 0x3d 0x00 <- b2 0a 17
            writeBlock 0x3d 0x40 <- 10
            """
        let bus = try PlaybackI2CBus(log: log, name: "/dev/i2c-1")
        let driver = MonochromeOLED(bus: bus, panel: OLEDPanel(controller: .sh1106, address: 0x3D, contrast: 0xCF))
        try driver.start()
        try driver.show(OLEDPages(frame: Self.frame(), panel: driver.panel))
        try driver.show(OLEDPages(frame: Self.frame(lit: [(5, 10), (120, 20)]), panel: driver.panel))
        try bus.verifyComplete()
    }

    @Test func a128x32PanelUpsideDownUsesTheControllersOwnTurnAndFourPages() throws {
        let log = """
            writeBlock 0x3c 0x00 <- e3 e3 e3 e3 e3 e3 ae d5 80 a8 1f d3 00 40 8d 14 20 00 a0 c0 da 02 81 7f d9 f1 db 40 2e a4 a6
            writeBlock 0x3c 0x00 <- 81 20
            writeBlock 0x3c 0x00 <- 21 00 7f 22 00 03
            \(Self.zeroData(512))
            writeBlock 0x3c 0x00 <- af
            writeBlock 0x3c 0x00 <- ae
            """
        let bus = try PlaybackI2CBus(log: log)
        let driver = MonochromeOLED(bus: bus, panel: OLEDPanel(controller: .ssd1306, height: 32, rotation: 180))
        try driver.start()
        try driver.setContrast(0x20)
        try driver.show(OLEDPages(frame: Self.frame(height: 32), panel: driver.panel))
        try driver.stop()
        try bus.verifyComplete()
    }

    @Test func neighbouringChangedPagesGoAsOneWindowWhenThatIsCheaper() {
        var old = OLEDPages(width: 128, pages: 8)
        var new = old
        // A 10x16 block over pages 2 and 3: one window, 6 command bytes, 20 data bytes.
        for column in 40..<50 { new[2, column] = 0xFF; new[3, column] = 0xFF }
        #expect(OLEDUpdatePlan.windows(from: old, to: new, controller: .ssd1306)
                == [OLEDWindow(pages: 2...3, columns: 40...49)])
        // Far-apart columns on neighbouring pages: merging would resend 100 unchanged columns.
        old = OLEDPages(width: 128, pages: 8)
        new = old
        new[4, 0] = 1
        new[5, 120] = 1
        #expect(OLEDUpdatePlan.windows(from: old, to: new, controller: .ssd1306)
                == [OLEDWindow(pages: 4...4, columns: 0...0), OLEDWindow(pages: 5...5, columns: 120...120)])
        #expect(OLEDUpdatePlan.windows(from: old, to: new, controller: .sh1106).count == 2)
    }

    @Test func theWireCostCountsAddressAndControlBytesPerTransaction() {
        let whole = OLEDWindow(pages: 0...7, columns: 0...127)
        // SSD1306: (2 + 6) for the window, then 1024 data bytes in 32 transactions of 2 + 32.
        #expect(OLEDUpdatePlan.wireBytes(whole, .ssd1306) == 8 + 32 * 34)
        // SH1106: per page (2 + 3) and 4 transactions of 2 + 32.
        #expect(OLEDUpdatePlan.wireBytes(whole, .sh1106) == 8 * (5 + 4 * 34))
    }
}
