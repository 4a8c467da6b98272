import ChipCatalog
import GadgetBase
import Hardware

/// Driver for the accelerometer of the STMicroelectronics LSM9DS1 (the Raspberry Pi Sense HAT's
/// motion sensor), over any I2C bus. Register names follow the LSM9DS1 data sheet (DocID025715).
///
/// The gyroscope stays powered down (CTRL_REG1_G = 0), which puts the chip in accelerometer-only
/// mode with the rate set by CTRL_REG6_XL. IF_ADD_INC (on after reset) moves the register pointer
/// in block transfers, so a sample is one 6-byte burst of OUT_X_L_XL...OUT_Z_H_XL. With the FIFO
/// (continuous mode, 32 samples) a read is FIFO_SRC plus one such burst per queued sample.
public final class LSM9DS1<Bus: I2CBus>: AccelerometerDriver {
    public let bus: Bus
    public let address: UInt8
    public var chip: AccelerometerChip { .lsm9ds1 }
    public var busName: String { bus.name }
    public private(set) var range: AccelerometerRange = .g2
    public private(set) var sampleRate: Double = 0
    public private(set) var usesFIFO = false
    public var fifoCapacity: Int { usesFIFO ? 32 : 0 }
    public private(set) var fifoOverflows = 0
    private var port: RegisterPort<Bus> { RegisterPort(bus: bus, address: address, chip: .lsm9ds1) }

    public init(bus: Bus, address: UInt8 = 0x6A) {
        self.bus = bus
        self.address = address
    }

    public func identify() throws(DriverError) { try port.identify() }

    /// CTRL_REG6_XL's data rate (bits 7:5) is 0, power-down, at power-up.
    public func isMeasuring() throws(DriverError) -> Bool {
        try port.read(LSMRegister.control6Accelerometer, doing: DriverStep.reading("CTRL_REG6_XL")) >> 5 != 0
    }

    /// SW_RESET in CTRL_REG8 restores every register; the bit clears itself when done.
    public func reset() throws(DriverError) {
        try port.write(LSMRegister.control8, LSMBits.softwareReset | LSMBits.addressIncrement, doing: DriverStep.resetting("CTRL_REG8 SW_RESET"))
        guard port.waitUntilCleared(LSMBits.softwareReset, in: LSMRegister.control8, polls: 100) else {
            throw port.error(LocalizedMessage(DriverText.didNotReset), fix: LocalizedMessage(DriverText.powerCycle))
        }
        // BDU: the output registers hold one sample until all six bytes are read. Without it a
        // read that straddles a new sample joins the low byte of one with the high byte of the
        // next (up to 256 counts off), as the LIS3DH's BDU prevents there.
        try port.write(LSMRegister.control8, LSMBits.blockDataUpdate | LSMBits.addressIncrement,
                       doing: DriverStep.setting("CTRL_REG8 BDU"))
        range = .g2
        sampleRate = 0
        usesFIFO = false
    }

    /// Output data rates of 10 Hz to 952 Hz; the anti-aliasing bandwidth follows the rate.
    public func configure(range: AccelerometerRange, sampleRate requested: Double) throws(DriverError) {
        guard requested.isFinite, requested > 0 else {
            throw port.error(LocalizedMessage(DriverText.cannotSample, "\(requested)"), fix: LocalizedMessage(DriverText.rateBetween, "10", "952"))
        }
        let rate = nearestRate(requested, in: Self.rates)
        // FS_XL is not in order: 00 ±2 g, 01 ±16 g, 10 ±4 g, 11 ±8 g.
        let scale: UInt8 = switch range {
        case .g2: 0
        case .g16: 1
        case .g4: 2
        case .g8: 3
        }
        try port.write(LSMRegister.control6Accelerometer, rate.code << 5 | scale << 3, doing: DriverStep.setting("CTRL_REG6_XL"))
        self.range = range
        sampleRate = rate.hertz
    }

    public func readSamples() throws(DriverError) -> [Vector3] {
        guard usesFIFO else { return [try readOutput()] }
        let source = try port.read(LSMRegister.fifoSource, doing: DriverStep.reading("FIFO_SRC"))
        if source & LSMBits.fifoOverrun != 0 { fifoOverflows += 1 }
        let queued = Int(source & 0x3F)
        var samples: [Vector3] = []
        samples.reserveCapacity(queued)
        for _ in 0..<queued { samples.append(try readOutput()) }
        return samples
    }

    /// Continuous mode (FMODE 110): the newest 32 samples are kept; threshold at 16.
    public func enableFIFO() throws(DriverError) {
        try port.write(LSMRegister.control9, LSMBits.fifoEnable, doing: DriverStep.setting("CTRL_REG9 FIFO_EN"))
        try port.write(LSMRegister.fifoControl, LSMBits.continuousMode | 16, doing: DriverStep.setting("FIFO_CTRL", toMode: "continuous"))
        usesFIFO = true
    }

    public func disableFIFO() throws(DriverError) {
        try port.write(LSMRegister.fifoControl, 0, doing: DriverStep.setting("FIFO_CTRL", toMode: "bypass"))
        try port.write(LSMRegister.control9, 0, doing: DriverStep.clearing("CTRL_REG9 FIFO_EN"))
        usesFIFO = false
    }

    /// Not set up by this driver: the runtime polls an LSM9DS1 instead.
    public func configureInterrupts(_ settings: InterruptSettings) throws(DriverError) {
        guard settings.motion != nil || settings.taps != nil else { return }
        throw port.error(LocalizedMessage(DriverText.noInterruptGenerator), fix: LocalizedMessage(DriverText.leaveInterruptOut))
    }

    /// Only FIFO overruns: the LSM9DS1 has no detectors set up by this driver.
    public func readInterruptEvents() throws(DriverError) -> AccelerometerEvents {
        guard usesFIFO else { return [] }
        let source = try port.read(LSMRegister.fifoSource, doing: DriverStep.reading("FIFO_SRC"))
        return source & LSMBits.fifoOverrun != 0 ? .overflow : []
    }

    private func readOutput() throws(DriverError) -> Vector3 {
        let bytes = try port.readBlock(LSMRegister.outXLow, count: 6, doing: DriverStep.reading("OUT_X_L_XL...OUT_Z_H_XL"))
        let scale = Self.milligPerCount(range) / 1000
        return Vector3(x: Double(bytes.int16LittleEndian(at: 0)) * scale,
                       y: Double(bytes.int16LittleEndian(at: 2)) * scale,
                       z: Double(bytes.int16LittleEndian(at: 4)) * scale)
    }

    /// Linear acceleration sensitivity: 0.061, 0.122, 0.244 and 0.732 mg per count.
    static func milligPerCount(_ range: AccelerometerRange) -> Double {
        switch range {
        case .g2: 0.061
        case .g4: 0.122
        case .g8: 0.244
        case .g16: 0.732
        }
    }

    static var rates: [(code: UInt8, hertz: Double)] {
        [(1, 10), (2, 50), (3, 119), (4, 238), (5, 476), (6, 952)]
    }
}

/// LSM9DS1 accelerometer/gyroscope register addresses, named as in the data sheet.
enum LSMRegister {
    static let whoAmI: UInt8 = 0x0F                 // WHO_AM_I
    static let control1Gyroscope: UInt8 = 0x10      // CTRL_REG1_G
    static let control5Accelerometer: UInt8 = 0x1F  // CTRL_REG5_XL
    static let control6Accelerometer: UInt8 = 0x20  // CTRL_REG6_XL: ODR_XL 7:5, FS_XL 4:3
    static let control8: UInt8 = 0x22               // CTRL_REG8: BDU, IF_ADD_INC, SW_RESET
    static let control9: UInt8 = 0x23               // CTRL_REG9: FIFO_EN
    static let outXLow: UInt8 = 0x28                // OUT_X_L_XL ... OUT_Z_H_XL (0x2D)
    static let fifoControl: UInt8 = 0x2E            // FIFO_CTRL: FMODE 7:5, FTH 4:0
    static let fifoSource: UInt8 = 0x2F             // FIFO_SRC: FTH, OVRN, FSS 5:0
}

enum LSMBits {
    static let softwareReset: UInt8 = 0x01          // CTRL_REG8: SW_RESET
    static let addressIncrement: UInt8 = 0x04       // CTRL_REG8: IF_ADD_INC
    static let blockDataUpdate: UInt8 = 0x40        // CTRL_REG8: BDU
    static let fifoEnable: UInt8 = 0x02             // CTRL_REG9: FIFO_EN
    static let continuousMode: UInt8 = 0xC0         // FIFO_CTRL: FMODE = 110
    static let fifoThreshold: UInt8 = 0x80          // FIFO_SRC: FTH
    static let fifoOverrun: UInt8 = 0x40            // FIFO_SRC: OVRN
}
