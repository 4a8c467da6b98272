import Hardware

/// Driver for the InvenSense MPU-6050's accelerometer, over any I2C bus: /dev/i2c-N on a
/// board, a simulated chip on the desktop and in tests, a recorded trace in a replay.
///
/// Typical use: `identify()`, `configure(range:sampleRate:)`, then `readSamples()` at the
/// configured rate; each read is one 6-byte burst, which the chip guarantees comes from a
/// single sampling instant.
public final class MPU6050<Bus: I2CBus>: Accelerometer {
    public static var chipName: String { "MPU-6050" }
    public static var expectedIdentity: UInt8 { 0x68 }

    public let bus: Bus
    public let address: UInt8
    public private(set) var range: AccelerometerRange = .g2
    /// The rate the chip really samples at (the nearest its divider can make to the request).
    public private(set) var sampleRate: Double = 1000

    public init(bus: Bus, address: UInt8 = 0x68) {
        self.bus = bus
        self.address = address
    }

    public var name: String { "\(Self.chipName) at \(hex(address)) on \(bus.name)" }

    /// Checks that the chip at the address is an MPU-6050.
    public func identify() throws(DriverError) {
        let identity = try read(MPURegister.whoAmI, doing: "reading WHO_AM_I")
        guard identity == Self.expectedIdentity else {
            var problem = "WHO_AM_I reads \(hex(identity)), expected \(hex(Self.expectedIdentity))"
            if let other = Self.knownRelatives[identity] { problem += " (\(other) answers \(hex(identity)))" }
            throw error(problem, fix: "another chip answers at this address; check the accelerometer model "
                + "and address in the board profile")
        }
    }

    /// Restores every register to its power-up value; the chip then sleeps until configured.
    public func reset() throws(DriverError) {
        try write(MPURegister.powerManagement1, PowerManagement.deviceReset, doing: "resetting")
        // DEVICE_RESET clears itself when the reset is done; the chip may not answer meanwhile.
        for _ in 0..<Self.resetPollLimit {
            if let value = try? bus.readByte(address: address, register: MPURegister.powerManagement1),
               value & PowerManagement.deviceReset == 0 {
                range = .g2
                sampleRate = 1000
                return
            }
        }
        throw error("the chip did not finish resetting", fix: "power-cycle the board; if it persists, check the 3.3 V supply")
    }

    /// Wakes the chip and sets its range and sample rate. The rate is the nearest the chip can
    /// make (1 kHz / (1 + divider): 3.9 Hz to 1 kHz); `sampleRate` then holds the real one. The
    /// low-pass filter is set below half that rate, so faster movements do not alias.
    public func configure(range: AccelerometerRange, sampleRate requested: Double) throws(DriverError) {
        guard requested.isFinite, requested > 0 else {
            throw error("cannot sample at \(requested) Hz", fix: "ask for a rate between 4 and 1000 Hz")
        }
        let divider = Self.divider(for: requested)
        let actual = 1000 / (1 + Double(divider))
        try write(MPURegister.sampleRateDivider, divider, doing: "setting the sample rate")
        try write(MPURegister.configuration, Self.lowPassSetting(forSampleRate: actual), doing: "setting the low-pass filter")
        try write(MPURegister.accelerometerConfig, Self.rangeSelection(range) << 3, doing: "setting the range")
        // Waking last makes the first sample use the new settings. (Reconfiguring an awake chip
        // leaves one sample in the old range until the next sampling instant, as on the chip.)
        try write(MPURegister.powerManagement1, PowerManagement.wakeWithGyroClock, doing: "waking the chip")
        self.range = range
        self.sampleRate = actual
    }

    /// The latest sample, in g: one block read of ACCEL_XOUT_H...ACCEL_ZOUT_L.
    public func readSamples() throws(DriverError) -> [Vector3] {
        let bytes: [UInt8]
        do {
            bytes = try bus.readBlock(address: address, register: MPURegister.accelerometerXHigh, count: 6)
        } catch {
            throw DriverError(chip: Self.chipName, bus: bus.name, address: address, doing: "reading a sample", busError: error)
        }
        guard bytes.count == 6 else {
            throw self.error("a sample read returned \(bytes.count) bytes instead of 6", fix: "check the bus adapter")
        }
        let countsPerG = 32768 / range.limit
        func axis(_ index: Int) -> Double {
            Double(Int16(bitPattern: UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))) / countsPerG
        }
        return [Vector3(x: axis(0), y: axis(2), z: axis(4))]
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

    static func rangeSelection(_ range: AccelerometerRange) -> UInt8 {
        switch range {
        case .g2: 0
        case .g4: 1
        case .g8: 2
        case .g16: 3
        }
    }

    /// WHO_AM_I values of chips often found on "MPU-6050" breakout boards.
    static var knownRelatives: [UInt8: String] { [0x70: "an MPU-6500", 0x71: "an MPU-9250"] }

    /// Each poll is a bus transaction (about 0.3 ms at 100 kHz), which covers the reset time.
    static var resetPollLimit: Int { 1000 }

    // MARK: Bus access

    private func read(_ register: UInt8, doing action: String) throws(DriverError) -> UInt8 {
        do { return try bus.readByte(address: address, register: register) } catch {
            throw DriverError(chip: Self.chipName, bus: bus.name, address: address, doing: action, busError: error)
        }
    }

    private func write(_ register: UInt8, _ value: UInt8, doing action: String) throws(DriverError) {
        do { try bus.writeByte(address: address, register: register, value: value) } catch {
            throw DriverError(chip: Self.chipName, bus: bus.name, address: address, doing: action, busError: error)
        }
    }

    private func error(_ problem: String, fix: String) -> DriverError {
        DriverError(chip: Self.chipName, bus: bus.name, address: address, problem: problem, fix: fix)
    }
}

/// The register addresses this driver uses, named as in the MPU-6000/6050 register map.
enum MPURegister {
    static let sampleRateDivider: UInt8 = 0x19      // SMPLRT_DIV
    static let configuration: UInt8 = 0x1A          // CONFIG (DLPF_CFG in bits 2:0)
    static let accelerometerConfig: UInt8 = 0x1C    // ACCEL_CONFIG (AFS_SEL in bits 4:3)
    static let accelerometerXHigh: UInt8 = 0x3B     // ACCEL_XOUT_H
    static let powerManagement1: UInt8 = 0x6B       // PWR_MGMT_1
    static let whoAmI: UInt8 = 0x75                 // WHO_AM_I
}

enum PowerManagement {
    static let deviceReset: UInt8 = 0x80
    /// SLEEP clear, clock from the X gyroscope's PLL, which the data sheet recommends over
    /// the internal oscillator for stability.
    static let wakeWithGyroClock: UInt8 = 0x01
}
