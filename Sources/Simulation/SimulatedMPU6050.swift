import Hardware

/// An InvenSense MPU-6050 as its register map (RM-MPU-6000A rev 4.2) describes it, for the
/// registers an accelerometer driver uses: identity, power management and reset, sample rate
/// divider and low-pass filter, accelerometer range, data-ready interrupt status and the
/// accelerometer, temperature and gyroscope outputs.
///
/// Its data registers hold what the `MotionSource` feels, sampled on the chip's own sample
/// grid (so a driver polling too fast sees repeated samples, as on a real chip), quantised
/// and saturated for the configured range, and frozen while the chip sleeps. The digital
/// low-pass filter's setting changes the rate as on the chip, but the signal is not
/// filtered, and FIFO, motion detection and the auxiliary I2C master are not modelled.
public final class SimulatedMPU6050: SimulatedI2CDevice {
    public static let defaultAddress: UInt8 = 0x68

    private let clock: any GadgetClock
    private let motion: any MotionSource
    private var registers = [UInt8](repeating: 0, count: 0x80)
    /// Where the sample grid starts: the last wake-up or rate change.
    private var gridOrigin: Instant
    /// The grid slot whose sample the data registers hold, nil before the first one.
    private var latestSlot: Int64?

    public init(clock: any GadgetClock, motion: any MotionSource) {
        self.clock = clock
        self.motion = motion
        gridOrigin = clock.now()
        restoreDefaults()
    }

    /// True while the chip sleeps (as it does after power-up and after a reset).
    public var isAsleep: Bool { registers[Register.powerManagement1] & PowerBits.sleep != 0 }

    /// The chip's sample rate in Hz: the gyroscope output rate (8 kHz with the low-pass filter
    /// off, 1 kHz with it on) divided by 1 + SMPLRT_DIV.
    public var sampleRate: Double { 1_000_000_000 / Double(samplePeriodNanoseconds) }

    /// A register's current value with no side effects (reading INT_STATUS through the bus clears it).
    public func peek(_ register: UInt8) -> UInt8 { Int(register) < registers.count ? registers[Int(register)] : 0 }

    // MARK: SimulatedI2CDevice

    /// The chip copies its internal sample into the user-facing registers while the bus is
    /// idle, so everything read within one transaction comes from the same sampling instant.
    public func beginTransaction() { takeDueSample() }

    public func readRegister(_ register: UInt8) -> UInt8 {
        guard Int(register) < registers.count else { return 0 }
        let value = registers[Int(register)]
        let clearsOnAnyRead = registers[Register.interruptPinConfig] & 0x10 != 0
        if register == Register.interruptStatus || clearsOnAnyRead {
            registers[Register.interruptStatus] = 0
        }
        return value
    }

    public func writeRegister(_ register: UInt8, value: UInt8) {
        guard Int(register) < registers.count, !Register.isReadOnly(register) else { return }
        switch register {
        case Register.powerManagement1:
            if value & PowerBits.deviceReset != 0 {
                restoreDefaults()
                return
            }
            let wasAsleep = isAsleep
            registers[Int(register)] = value
            if wasAsleep && !isAsleep { restartSampleGrid() }
        case Register.sampleRateDivider, Register.configuration:
            registers[Int(register)] = value
            restartSampleGrid()
        default:
            registers[Int(register)] = value
        }
    }

    public func nextRegister(after register: UInt8) -> UInt8 {
        // Burst access to the FIFO port reads successive FIFO bytes from the same address.
        register == Register.fifoReadWrite ? register : register &+ 1
    }

    // MARK: Sampling

    private func restoreDefaults() {
        registers = [UInt8](repeating: 0, count: 0x80)
        registers[Register.powerManagement1] = PowerBits.sleep
        registers[Register.whoAmI] = 0x68
        latestSlot = nil
    }

    private func restartSampleGrid() {
        gridOrigin = clock.now()
        latestSlot = nil
    }

    private var samplePeriodNanoseconds: Int64 {
        let filterSetting = registers[Register.configuration] & 0x07
        let filterOn = filterSetting != 0 && filterSetting != 7
        let gyroscopePeriod: Int64 = filterOn ? 1_000_000 : 125_000
        return gyroscopePeriod * (1 + Int64(registers[Register.sampleRateDivider]))
    }

    private func takeDueSample() {
        guard !isAsleep else { return }
        let now = clock.now()
        guard now >= gridOrigin else { return }
        let period = samplePeriodNanoseconds
        let slot = (now - gridOrigin).nanoseconds / period
        guard slot != latestSlot else { return }
        latestSlot = slot
        let offset = slot * period
        // The accelerometer itself measures at 1 kHz; faster sample rates repeat its reading.
        let measured = gridOrigin + .nanoseconds(offset - offset % 1_000_000)
        store(motion.acceleration(at: measured))
        if registers[Register.interruptEnable] & 0x01 != 0 {
            registers[Register.interruptStatus] |= 0x01
        }
    }

    private func store(_ acceleration: Vector3) {
        let countsPerG = 16384.0 / Double(1 << Int((registers[Register.accelerometerConfig] >> 3) & 0x03))
        let outputs = [acceleration.x, acceleration.y, acceleration.z].map { Self.quantise($0 * countsPerG) }
            + [Self.roomTemperatureCounts, 0, 0, 0]
        for (index, value) in outputs.enumerated() {
            let bits = UInt16(bitPattern: value)
            registers[Int(Register.accelerometerXHigh) + 2 * index] = UInt8(bits >> 8)
            registers[Int(Register.accelerometerXHigh) + 2 * index + 1] = UInt8(bits & 0xFF)
        }
    }

    /// Rounds to the nearest count and saturates at the converter's limits, as the chip does.
    static func quantise(_ counts: Double) -> Int16 {
        guard counts.isFinite else { return counts > 0 ? .max : (counts < 0 ? .min : 0) }
        return Int16(max(Double(Int16.min), min(Double(Int16.max), counts.rounded())))
    }

    /// 25 °C, by the data sheet's TEMP_OUT / 340 + 36.53.
    static let roomTemperatureCounts = Int16(((25 - 36.53) * 340).rounded())
}

/// Register addresses, named as in the register map.
enum Register {
    static let sampleRateDivider: UInt8 = 0x19      // SMPLRT_DIV
    static let configuration: UInt8 = 0x1A          // CONFIG
    static let accelerometerConfig: UInt8 = 0x1C    // ACCEL_CONFIG
    static let interruptPinConfig: UInt8 = 0x37     // INT_PIN_CFG
    static let interruptEnable: UInt8 = 0x38        // INT_ENABLE
    static let interruptStatus: UInt8 = 0x3A        // INT_STATUS
    static let accelerometerXHigh: UInt8 = 0x3B     // ACCEL_XOUT_H
    static let powerManagement1: UInt8 = 0x6B       // PWR_MGMT_1
    static let fifoReadWrite: UInt8 = 0x74          // FIFO_R_W
    static let whoAmI: UInt8 = 0x75                 // WHO_AM_I

    /// INT_STATUS, the sensor and external-sensor data (0x3B...0x60) and WHO_AM_I.
    static func isReadOnly(_ register: UInt8) -> Bool {
        register == interruptStatus || (0x3B...0x60).contains(register) || register == whoAmI
    }
}

enum PowerBits {
    static let deviceReset: UInt8 = 0x80
    static let sleep: UInt8 = 0x40
}

extension Array where Element == UInt8 {
    fileprivate subscript(register: UInt8) -> UInt8 {
        get { self[Int(register)] }
        set { self[Int(register)] = newValue }
    }
}
