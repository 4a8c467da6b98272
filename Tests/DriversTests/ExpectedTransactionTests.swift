import Drivers
import GadgetBase
import Hardware
import Testing

/// Each driver's exact conversation with its chip, written down from the data sheets: a change
/// in what a driver sends shows up here as a playback mismatch naming the transfer.
@Suite struct ExpectedTransactionTests {
    func play(_ log: String, _ body: (PlaybackI2CBus) throws -> Void) throws {
        let bus = try PlaybackI2CBus(log: log, name: "/dev/i2c-1")
        try body(bus)
        try bus.verifyComplete()
    }

    @Test func lis3dhSetsTheSubAddressMSBForEveryBlockTransfer() throws {
        try play("""
            readByte 0x18 0x0f -> 33                    # WHO_AM_I
            writeByte 0x18 0x24 <- 80                   # CTRL_REG5 BOOT
            readByte 0x18 0x24 -> 00
            writeBlock 0x18 0xa0 <- 07 00 00 00 00 00   # CTRL_REG1...CTRL_REG6
            writeByte 0x18 0x2e <- 00                   # FIFO_CTRL_REG: bypass
            writeByte 0x18 0x30 <- 00                   # INT1_CFG
            writeBlock 0x18 0xb2 <- 00 00               # INT1_THS, INT1_DURATION
            writeByte 0x18 0x38 <- 00                   # CLICK_CFG
            writeBlock 0x18 0xba <- 00 00 00 00         # CLICK_THS...TIME_WINDOW
            writeByte 0x18 0x23 <- 98                   # CTRL_REG4: BDU, ±4 g, HR
            writeByte 0x18 0x20 <- 57                   # CTRL_REG1: 100 Hz, X Y Z
            readBlock 0x18 0xa8 6 -> 00 20 00 e0 f0 3f  # OUT_X_L...OUT_Z_H
            """) { bus in
            let driver = LIS3DH(bus: bus)
            try driver.identify()
            try driver.reset()
            try driver.configure(range: .g4, sampleRate: 100)
            // 0x2000 >> 4 = 512 counts × 2 mg; 0xe000 → -512; 0x3ff0 → 1023.
            #expect(try driver.readSamples() == [Vector3(x: 1.024, y: -1.024, z: 2.046)])
        }
    }

    @Test func mpu6050DrainsItsFIFOFiveSamplesPerBurst() throws {
        let sample = "40 00 00 00 c0 00"        // +1 g, 0, -1 g at ±2 g
        try play("""
            writeByte 0x68 0x23 <- 08                   # FIFO_EN: ACCEL_FIFO_EN
            writeByte 0x68 0x6a <- 04                   # USER_CTRL: FIFO_RESET (only while FIFO_EN is 0)
            writeByte 0x68 0x6a <- 40                   # USER_CTRL: FIFO_EN
            readBlock 0x68 0x72 2 -> 00 2a              # FIFO_COUNT: 42 bytes, 7 samples
            readBlock 0x68 0x74 30 -> \(Array(repeating: sample, count: 5).joined(separator: " "))
            readBlock 0x68 0x74 12 -> \(sample) \(sample)
            readBlock 0x68 0x72 2 -> 04 00              # 1024 bytes: overflowed, torn
            writeByte 0x68 0x6a <- 04                   # start it afresh
            writeByte 0x68 0x6a <- 40
            """) { bus in
            let driver = MPU6050(bus: bus)
            try driver.enableFIFO()
            #expect(try driver.readSamples() == Array(repeating: Vector3(x: 1, y: 0, z: -1), count: 7))
            #expect(try driver.readSamples() == [])
            #expect(driver.fifoOverflows == 1)
        }
    }

    @Test func adxl345ReadsOneFIFOEntryPerBurst() throws {
        try play("""
            writeByte 0x53 0x38 <- 90                   # FIFO_CTL: stream, watermark 16
            readByte 0x53 0x39 -> 02                    # FIFO_STATUS: 2 entries
            readBlock 0x53 0x32 6 -> 00 01 00 ff 80 00  # DATAX0...DATAZ1: 256, -256, 128
            readBlock 0x53 0x32 6 -> 00 00 00 00 00 01
            """) { bus in
            let driver = ADXL345(bus: bus)
            try driver.enableFIFO()
            #expect(try driver.readSamples() == [Vector3(x: 1, y: -1, z: 0.5), Vector3(x: 0, y: 0, z: 1)])
        }
    }

    @Test func lsm9ds1BringUpKeepsTheGyroscopeOff() throws {
        try play("""
            readByte 0x6a 0x0f -> 68                    # WHO_AM_I
            writeByte 0x6a 0x22 <- 05                   # CTRL_REG8: SW_RESET, IF_ADD_INC
            readByte 0x6a 0x22 -> 04
            writeByte 0x6a 0x22 <- 44                   # CTRL_REG8: BDU, IF_ADD_INC
            writeByte 0x6a 0x20 <- 70                   # CTRL_REG6_XL: 119 Hz, ±4 g
            readBlock 0x6a 0x28 6 -> 00 00 00 00 00 20  # 0x2000 × 0.122 mg
            """) { bus in
            let driver = LSM9DS1(bus: bus)
            try driver.identify()
            try driver.reset()
            try driver.configure(range: .g4, sampleRate: 100)
            #expect(driver.sampleRate == 119)
            let sample = try #require(try driver.readSamples().first)
            #expect(abs(sample.z - 8192 * 0.000122) < 1e-9)
        }
    }

    @Test func lis3dhReadsBothInterruptSourcesInOneBurst() throws {
        try play("""
            readBlock 0x18 0xb1 9 -> 6a 00 00 00 00 00 00 00 54   # INT1_SRC ... CLICK_SRC
            """) { bus in
            let driver = LIS3DH(bus: bus)
            let events = try driver.readInterruptEvents()
            #expect(events == [.motion, .singleTap])
        }
    }
}
