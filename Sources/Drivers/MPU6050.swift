import ChipCatalog
import GadgetBase
import Hardware

/// Driver for the InvenSense MPU-6050's accelerometer, over any I2C bus: /dev/i2c-N on a
/// board, a simulated chip on the desktop and in tests, a recorded trace in a replay.
///
/// Without the FIFO each read is one 6-byte burst of ACCEL_XOUT_H...ACCEL_ZOUT_L, which the
/// chip guarantees comes from a single sampling instant. With it, a read is FIFO_COUNT plus one
/// burst of FIFO_R_W per five samples. Register names follow RM-MPU-6000A (register map).
public final class MPU6050<Bus: I2CBus>: AccelerometerDriver {
    public let bus: Bus
    public let address: UInt8
    public var chip: AccelerometerChip { .mpu6050 }
    public var busName: String { bus.name }
    public private(set) var range: AccelerometerRange = .g2
    /// The rate the chip really samples at (the nearest its divider can make to the request).
    public private(set) var sampleRate: Double = 1000
    public private(set) var usesFIFO = false
    public var fifoCapacity: Int { usesFIFO ? MPURegister.fifoBytes / 6 : 0 }
    public private(set) var fifoOverflows = 0
    /// ACCEL_HPF, kept across reconfiguration: motion detection needs it.
    private var highPassSetting: UInt8 = 0
    private var port: RegisterPort<Bus> { RegisterPort(bus: bus, address: address, chip: .mpu6050) }

    public init(bus: Bus, address: UInt8 = 0x68) {
        self.bus = bus
        self.address = address
    }

    /// Checks that the chip at the address is an MPU-6050.
    public func identify() throws(DriverError) { try port.identify() }

    /// SLEEP (PWR_MGMT_1 bit 6) is set at power-up and cleared by `configure`.
    public func isMeasuring() throws(DriverError) -> Bool {
        try port.read(MPURegister.powerManagement1, doing: DriverStep.reading("PWR_MGMT_1")) & 0x40 == 0
    }

    /// Restores every register to its power-up value; the chip then sleeps until configured.
    public func reset() throws(DriverError) {
        try port.write(MPURegister.powerManagement1, PowerManagement.deviceReset, doing: DriverStep.resettingChip)
        // DEVICE_RESET clears itself when the reset is done.
        guard port.waitUntilCleared(PowerManagement.deviceReset, in: MPURegister.powerManagement1, polls: Self.resetPollLimit) else {
            throw port.error(LocalizedMessage(DriverText.didNotReset), fix: LocalizedMessage(DriverText.powerCycle))
        }
        range = .g2
        sampleRate = 1000
        usesFIFO = false
        highPassSetting = 0
    }

    /// Wakes the chip and sets its range and sample rate. The rate is the nearest the chip can
    /// make (1 kHz / (1 + divider): 3.9 Hz to 1 kHz); `sampleRate` then holds the real one. The
    /// low-pass filter is set below half that rate, so faster movements do not alias.
    public func configure(range: AccelerometerRange, sampleRate requested: Double) throws(DriverError) {
        guard requested.isFinite, requested > 0 else {
            throw port.error(LocalizedMessage(DriverText.cannotSample, "\(requested)"), fix: LocalizedMessage(DriverText.rateBetween, "4", "1000"))
        }
        let divider = Self.divider(for: requested)
        let actual = 1000 / (1 + Double(divider))
        try port.write(MPURegister.sampleRateDivider, divider, doing: DriverStep.settingSampleRate)
        try port.write(MPURegister.configuration, Self.lowPassSetting(forSampleRate: actual), doing: DriverStep.settingLowPassFilter)
        try port.write(MPURegister.accelerometerConfig, range.selectionBits << 3 | highPassSetting,
                       doing: DriverStep.settingRange)
        // Waking last makes the first sample use the new settings. (Reconfiguring an awake chip
        // leaves one sample in the old range until the next sampling instant, as on the chip.)
        try port.write(MPURegister.powerManagement1, PowerManagement.wakeWithGyroClock, doing: DriverStep.wakingChip)
        self.range = range
        self.sampleRate = actual
    }

    /// Every queued sample with the FIFO on, else the latest one, in g.
    public func readSamples() throws(DriverError) -> [Vector3] {
        if usesFIFO { return try drainFIFO() }
        let bytes = try port.readBlock(MPURegister.accelerometerXHigh, count: 6, doing: DriverStep.readingASample)
        return [decode(bytes, at: 0)]
    }

    func decode(_ bytes: [UInt8], at offset: Int) -> Vector3 {
        let countsPerG = 32768 / range.limit
        return Vector3(x: Double(bytes.int16BigEndian(at: offset)) / countsPerG,
                       y: Double(bytes.int16BigEndian(at: offset + 2)) / countsPerG,
                       z: Double(bytes.int16BigEndian(at: offset + 4)) / countsPerG)
    }

    // MARK: Register choices

    /// The divider whose rate, 1 kHz / (1 + divider), is nearest the request.
    static func divider(for rate: Double) -> UInt8 {
        let exact = min(256, max(1, 1000 / rate)) - 1
        let candidates = [exact.rounded(.down), exact.rounded(.up)].map { min(255, max(0, $0)) }
        let best = candidates.min { abs(1000 / (1 + $0) - rate) < abs(1000 / (1 + $1) - rate) } ?? 0
        return UInt8(best)
    }

    /// DLPF_CFG 1...6 give accelerometer bandwidths of 184, 94, 44, 21, 10 and 5 Hz; pick the
    /// widest under half the sample rate (6 when even 5 Hz is too wide).
    static func lowPassSetting(forSampleRate rate: Double) -> UInt8 {
        let bandwidths: [(setting: UInt8, hertz: Double)] = [(1, 184), (2, 94), (3, 44), (4, 21), (5, 10), (6, 5)]
        return bandwidths.first { $0.hertz <= rate / 2 }?.setting ?? 6
    }

    /// Each poll is a bus transaction (about 0.3 ms at 100 kHz), which covers the reset time.
    static var resetPollLimit: Int { 1000 }

    // MARK: FIFO and interrupts (MPU6050+FIFO.swift)

    func setFIFO(_ on: Bool) { usesFIFO = on }
    func countOverflow() { fifoOverflows += 1 }
    func setHighPass(_ setting: UInt8) { highPassSetting = setting }
    var registers: RegisterPort<Bus> { port }
}

/// The register addresses this driver uses, named as in the MPU-6000/6050 register map.
enum MPURegister {
    static let sampleRateDivider: UInt8 = 0x19      // SMPLRT_DIV
    static let configuration: UInt8 = 0x1A          // CONFIG (DLPF_CFG in bits 2:0)
    static let accelerometerConfig: UInt8 = 0x1C    // ACCEL_CONFIG (AFS_SEL in bits 4:3, ACCEL_HPF in 2:0)
    static let motionThreshold: UInt8 = 0x1F        // MOT_THR, 2 mg per step
    static let motionDuration: UInt8 = 0x20         // MOT_DUR, 1 ms per step
    static let fifoEnable: UInt8 = 0x23             // FIFO_EN (ACCEL_FIFO_EN is bit 3)
    static let interruptPinConfig: UInt8 = 0x37     // INT_PIN_CFG
    static let interruptEnable: UInt8 = 0x38        // INT_ENABLE
    static let interruptStatus: UInt8 = 0x3A        // INT_STATUS
    static let accelerometerXHigh: UInt8 = 0x3B     // ACCEL_XOUT_H
    static let userControl: UInt8 = 0x6A            // USER_CTRL (FIFO_EN bit 6, FIFO_RESET bit 2)
    static let powerManagement1: UInt8 = 0x6B       // PWR_MGMT_1
    static let fifoCountHigh: UInt8 = 0x72          // FIFO_COUNTH, then FIFO_COUNTL
    static let fifoReadWrite: UInt8 = 0x74          // FIFO_R_W
    static let whoAmI: UInt8 = 0x75                 // WHO_AM_I

    /// The FIFO holds 1024 bytes.
    static let fifoBytes = 1024
}

enum PowerManagement {
    static let deviceReset: UInt8 = 0x80
    /// SLEEP clear, clock from the X gyroscope's PLL, which the data sheet recommends over
    /// the internal oscillator for stability.
    static let wakeWithGyroClock: UInt8 = 0x01
}
