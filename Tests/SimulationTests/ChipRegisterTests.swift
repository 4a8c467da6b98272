import ChipCatalog
import GadgetBase
import Hardware
import Simulation
import Testing

/// The simulated chips at the register level: the rules a driver has to get right.
@Suite struct ChipRegisterTests {
    let clock = TestClock()
    let bus = SimulatedI2CBus()

    func attach(_ chip: AccelerometerChip, gravity: Vector3 = Vector3(x: 0.25, y: -0.5, z: 1)) -> any SimulatedAccelerometerChip {
        let simulator = chip.makeSimulator(clock: clock, motion: ScriptedMotion(gravity: gravity, noise: 0))
        bus.attach(simulator, at: chip.addresses[0])
        return simulator
    }

    /// The models take their addresses and identity values from the catalog, as the drivers do;
    /// here they are checked against the data sheets' own numbers, so a slip in the catalog
    /// cannot pass unseen by agreeing with itself.
    @Test(arguments: [(AccelerometerChip.mpu6050, 0x68, 0x75, 0x68), (.adxl345, 0x53, 0x00, 0xE5),
                      (.lis3dh, 0x18, 0x0F, 0x33), (.lsm9ds1, 0x6A, 0x0F, 0x68)] as [(AccelerometerChip, UInt8, UInt8, UInt8)])
    func everyModelAnswersItsDataSheetIdentityAtItsUsualAddress(
        chip: AccelerometerChip, address: UInt8, register: UInt8, identity: UInt8
    ) throws {
        _ = attach(chip)
        #expect(try bus.readByte(address: address, register: register) == identity)
    }

    @Test func lis3dhMovesItsPointerOnlyWithTheSubAddressMSB() throws {
        _ = attach(.lis3dh)
        try bus.writeByte(address: 0x18, register: 0x20, value: 0x57)     // 100 Hz
        try bus.writeByte(address: 0x18, register: 0x23, value: 0x08)     // HR, ±2 g
        clock.advance(by: .milliseconds(10))                               // a sample taken in HR mode
        let plain = try bus.readBlock(address: 0x18, register: 0x28, count: 6)
        #expect(Set(plain).count == 1, "without the MSB every byte is OUT_X_L: \(plain)")
        let burst = try bus.readBlock(address: 0x18, register: 0xA8, count: 6)
        #expect(burst[0] == plain[0])
        // 0.25 g = 250 counts << 4, -0.5 g = -500 << 4, 1 g = 1000 << 4, little-endian.
        #expect(burst == [0xA0, 0x0F, 0xC0, 0xE0, 0x80, 0x3E])
        // Writes follow the same rule.
        try bus.writeBlock(address: 0x18, register: 0x32, bytes: [0x10, 0x20])
        #expect(try bus.readByte(address: 0x18, register: 0x32) == 0x20)
        #expect(try bus.readByte(address: 0x18, register: 0x33) == 0x00)
    }

    @Test func lis3dhFIFOWrapsToOutXLAndFlagsItsWatermark() throws {
        let chip = attach(.lis3dh)
        try bus.writeByte(address: 0x18, register: 0x20, value: 0x57)
        try bus.writeByte(address: 0x18, register: 0x24, value: 0x40)     // FIFO_EN
        try bus.writeByte(address: 0x18, register: 0x2E, value: 0x80 | 4) // stream, FTH 4
        #expect(try bus.readByte(address: 0x18, register: 0x2F) == 0x20)  // EMPTY
        clock.advance(by: .milliseconds(55))   // samples at 10 ... 50 ms (the one at 0 came before FIFO_EN)
        #expect(try bus.readByte(address: 0x18, register: 0x2F) == 0x80 | 5)
        let twelve = try bus.readBlock(address: 0x18, register: 0xA8, count: 12)
        #expect(Array(twelve[0..<6]) == Array(twelve[6..<12]), "two samples of the same resting board")
        #expect(chip.peek(0x2F) == 3)
        clock.advance(by: .seconds(1))
        #expect(try bus.readByte(address: 0x18, register: 0x2F) == 0x80 | 0x40 | 31)  // full: OVRN_FIFO
    }

    @Test func mpu6050FIFOOverflowDropsBytesAndRaisesItsInterrupt() throws {
        let chip = attach(.mpu6050) as! SimulatedMPU6050
        try bus.writeByte(address: 0x68, register: 0x6B, value: 0x00)
        try bus.writeByte(address: 0x68, register: 0x1A, value: 0x01)
        try bus.writeByte(address: 0x68, register: 0x19, value: 9)        // 100 Hz
        try bus.writeByte(address: 0x68, register: 0x38, value: 0x10)     // FIFO_OFLOW_EN
        try bus.writeByte(address: 0x68, register: 0x23, value: 0x08)
        try bus.writeByte(address: 0x68, register: 0x6A, value: 0x40)     // FIFO_EN
        clock.advance(by: .milliseconds(25))   // samples at 10 and 20 ms (the one at 0 came before FIFO_EN)
        #expect(try bus.readBlock(address: 0x68, register: 0x72, count: 2) == [0, 12])
        #expect(try bus.readBlock(address: 0x68, register: 0x74, count: 6) == [0x10, 0x00, 0xE0, 0x00, 0x40, 0x00])
        #expect(chip.fifoCount == 6)
        clock.advance(by: .seconds(2))
        #expect(try bus.readBlock(address: 0x68, register: 0x72, count: 2) == [0x04, 0x00])
        #expect(chip.interruptAsserted)
        #expect(try bus.readByte(address: 0x68, register: 0x3A) & 0x10 != 0)
        #expect(!chip.interruptAsserted)
        try bus.writeByte(address: 0x68, register: 0x6A, value: 0x44)     // FIFO_RESET with FIFO_EN: ignored
        #expect(chip.fifoCount == 1024)
        try bus.writeByte(address: 0x68, register: 0x6A, value: 0x04)     // FIFO_RESET alone clears it
        #expect(chip.fifoCount == 0 && chip.peek(0x6A) == 0x00)
    }

    @Test func adxl345PopsOneEntryPerDataReadAndLatchesTapsUntilINTSOURCE() throws {
        let chip = attach(.adxl345)
        try bus.writeByte(address: 0x53, register: 0x31, value: 0x08)     // FULL_RES
        try bus.writeByte(address: 0x53, register: 0x38, value: 0x80 | 3) // stream, watermark 3
        try bus.writeByte(address: 0x53, register: 0x2D, value: 0x08)     // Measure at 100 Hz
        clock.advance(by: .milliseconds(35))
        #expect(try bus.readByte(address: 0x53, register: 0x39) == 4)
        #expect(try bus.readByte(address: 0x53, register: 0x30) & 0x82 == 0x82)  // DATA_READY, watermark
        #expect(try bus.readBlock(address: 0x53, register: 0x32, count: 6) == [0x40, 0x00, 0x80, 0xFF, 0x00, 0x01])
        #expect(try bus.readByte(address: 0x53, register: 0x39) == 3)
        #expect(chip.peek(0x30) & 0x02 != 0)
        _ = try bus.readBlock(address: 0x53, register: 0x32, count: 6)
        #expect(chip.peek(0x30) & 0x02 == 0)
    }

    @Test func lsm9ds1IncrementsOnlyWithIFADDINCAndResetsItself() throws {
        let chip = attach(.lsm9ds1)
        #expect(try bus.readByte(address: 0x6A, register: 0x0F) == 0x68)
        try bus.writeByte(address: 0x6A, register: 0x20, value: 0x60)     // 119 Hz, ±2 g
        #expect(chip.sampleRate == 119)
        let burst = try bus.readBlock(address: 0x6A, register: 0x28, count: 6)
        #expect(Array(burst[4...5]) == [0x09, 0x40])                       // 1 g / 0.061 mg = 16393 = 0x4009
        try bus.writeByte(address: 0x6A, register: 0x22, value: 0x00)     // IF_ADD_INC off
        let repeated = try bus.readBlock(address: 0x6A, register: 0x28, count: 3)
        #expect(Set(repeated).count == 1)
        try bus.writeByte(address: 0x6A, register: 0x22, value: 0x01)     // SW_RESET
        #expect(chip.peek(0x22) == 0x04 && chip.peek(0x20) == 0 && chip.sampleRate == 0)
    }

    @Test func anUnpluggedChipStopsAnsweringAndComesBackAtPowerUp() throws {
        let chip = attach(.lis3dh)
        try bus.writeByte(address: 0x18, register: 0x20, value: 0x57)
        bus.unplug(address: 0x18)
        #expect(!bus.isPlugged(address: 0x18))
        let error = try #require(throws: I2CError.self) { try bus.readByte(address: 0x18, register: 0x0F) }
        #expect(error.kind == .noAcknowledge(.address) && error.address == 0x18)
        bus.plug(address: 0x18)
        #expect(try bus.readByte(address: 0x18, register: 0x0F) == 0x33)
        #expect(chip.peek(0x20) == 0x07 && chip.sampleRate == 0)
    }
}
