import ChipCatalog
import GadgetBase
import Hardware

/// The accelerometer/gyroscope die of an STMicroelectronics LSM9DS1 (the Sense HAT's, at 0x6a)
/// as its data sheet (DocID025715) describes it, for the accelerometer: WHO_AM_I, CTRL_REG1_G
/// (gyroscope rate, which drives the accelerometer when on), CTRL_REG5_XL...CTRL_REG7_XL,
/// CTRL_REG8 (SW_RESET, IF_ADD_INC), CTRL_REG9 (FIFO_EN), OUT_X_L_XL...OUT_Z_H_XL and the
/// 32-sample FIFO in bypass, FIFO and continuous modes with its threshold (FIFO_CTRL, FIFO_SRC).
///
/// The register pointer advances in block transfers only while IF_ADD_INC is set (as after
/// reset). With the FIFO on, the output registers show the oldest sample and reading
/// OUT_Z_H_XL pops it. The gyroscope's outputs read zero; the interrupt generators, the
/// magnetometer (a separate device at 0x1c) and the temperature sensor are not modelled.
public final class SimulatedLSM9DS1: SimulatedAccelerometerChip {
    public static let defaultAddress = AccelerometerChip.lsm9ds1.addresses[0]
    public var chip: AccelerometerChip { .lsm9ds1 }

    private let clock: any GadgetClock
    private let motion: any MotionSource
    private var registers = [UInt8](repeating: 0, count: 0x40)
    private var samples: SampleClock
    private var fifo = DroppingQueue<[UInt8]>(capacity: 32)
    private var latest: [UInt8] = [0, 0, 0, 0, 0, 0]
    private var overrun = false

    public init(clock: any GadgetClock, motion: any MotionSource) {
        self.clock = clock
        self.motion = motion
        samples = SampleClock(origin: clock.now(), periodNanoseconds: 1_000_000_000)
        restoreDefaults()
    }

    /// With the gyroscope on (ODR_G) both run at its rate; otherwise ODR_XL sets it.
    public var sampleRate: Double {
        let gyroscope = registers[LSMSim.control1Gyroscope] >> 5
        if gyroscope != 0 { return [0, 14.9, 59.5, 119, 238, 476, 952, 0][Int(gyroscope)] }
        return [0, 10, 50, 119, 238, 476, 952, 0][Int(registers[LSMSim.control6Accelerometer] >> 5)]
    }

    public var fifoCount: Int { fifo.count }

    public func peek(_ register: UInt8) -> UInt8 {
        switch register {
        case LSMSim.outXLow...(LSMSim.outXLow + 5): dataBytes[Int(register - LSMSim.outXLow)]
        case LSMSim.fifoSource: fifoSource
        default: Int(register) < registers.count ? registers[Int(register)] : 0
        }
    }

    /// INT1_CTRL's INT_FTH and INT_OVR are the only sources modelled.
    public var interruptAsserted: Bool {
        let routing = registers[LSMSim.interrupt1Control]
        return (routing & 0x08 != 0 && fifoSource & 0x80 != 0) || (routing & 0x10 != 0 && fifoSource & 0x40 != 0)
    }

    // MARK: SimulatedI2CDevice

    public func beginTransaction() { catchUp() }

    public func powerUp() { restoreDefaults() }

    public func readRegister(_ register: UInt8) -> UInt8 {
        let value = peek(register)
        if register == LSMSim.outXLow + 5 && fifoEnabled, fifo.popFirst() != nil { overrun = false }
        return value
    }

    public func writeRegister(_ register: UInt8, value: UInt8) {
        guard Int(register) < registers.count, LSMSim.isWritable(register) else { return }
        if register == LSMSim.control8 && value & 0x01 != 0 {
            // SW_RESET restores every register and clears itself.
            restoreDefaults()
            return
        }
        registers[Int(register)] = value
        switch register {
        case LSMSim.control1Gyroscope, LSMSim.control6Accelerometer: restartSampling()
        case LSMSim.fifoControl, LSMSim.control9:
            fifo.removeAll()
            overrun = false
        default: break
        }
    }

    public func nextRegister(after register: UInt8) -> UInt8 {
        registers[LSMSim.control8] & 0x04 != 0 ? register &+ 1 : register
    }

    // MARK: Sampling

    private var fifoMode: UInt8 { registers[LSMSim.fifoControl] >> 5 }
    private var fifoEnabled: Bool { registers[LSMSim.control9] & 0x02 != 0 && fifoMode != 0 }
    private var dataBytes: [UInt8] { fifoEnabled ? (fifo.first ?? latest) : latest }

    /// FTH when the level reaches FIFO_CTRL's threshold, OVRN once a sample was overwritten, FSS.
    private var fifoSource: UInt8 {
        guard fifoEnabled else { return 0 }
        var value = UInt8(fifo.count)
        if fifo.count >= Int(registers[LSMSim.fifoControl] & 0x1F) && fifo.count > 0 { value |= 0x80 }
        if overrun { value |= 0x40 }
        return value
    }

    private func restoreDefaults() {
        registers = [UInt8](repeating: 0, count: 0x40)
        registers[LSMSim.whoAmI] = chip.identity
        registers[LSMSim.control4] = 0x38
        registers[LSMSim.control5Accelerometer] = 0x38
        registers[LSMSim.control8] = 0x04
        fifo.removeAll()
        latest = [0, 0, 0, 0, 0, 0]
        overrun = false
        restartSampling()
    }

    private func restartSampling() {
        let rate = sampleRate
        samples.restart(at: clock.now(), periodNanoseconds: rate > 0 ? Int64((1_000_000_000 / rate).rounded()) : 1_000_000_000)
    }

    private func catchUp() {
        guard sampleRate > 0 else { return }
        for instant in samples.dueSamples(at: clock.now()) {
            latest = encode(motion.acceleration(at: instant))
            guard fifoEnabled else { continue }
            // FIFO mode stops when full; continuous modes overwrite the oldest sample.
            if fifoMode == 1 && fifo.isFull { continue }
            if fifo.append(latest) { overrun = true }
        }
    }

    /// Little-endian counts at 0.061, 0.122, 0.244 or 0.732 mg each (FS_XL 00, 10, 11, 01).
    private func encode(_ acceleration: Vector3) -> [UInt8] {
        let setting = Int(registers[LSMSim.control6Accelerometer] >> 3 & 0x03)
        let milligPerCount = [0.061, 0.732, 0.122, 0.244][setting]
        // The counts reach past the range (32767 × 0.732 mg at ±16 g); the sensing element does not.
        let fullScale = [2.0, 16, 4, 8][setting]
        return acceleration.axes.flatMap { value -> [UInt8] in
            let counts = converterCounts(saturated(value, at: fullScale) * 1000 / milligPerCount, limit: Int(Int16.max))
            let bits = UInt16(bitPattern: Int16(counts))
            return [UInt8(bits & 0xFF), UInt8(bits >> 8)]
        }
    }
}

/// LSM9DS1 accelerometer/gyroscope register addresses, named as in the data sheet.
enum LSMSim {
    static let interrupt1Control: UInt8 = 0x0C      // INT1_CTRL
    static let whoAmI: UInt8 = 0x0F                 // WHO_AM_I
    static let control1Gyroscope: UInt8 = 0x10      // CTRL_REG1_G
    static let control4: UInt8 = 0x1E               // CTRL_REG4
    static let control5Accelerometer: UInt8 = 0x1F  // CTRL_REG5_XL
    static let control6Accelerometer: UInt8 = 0x20  // CTRL_REG6_XL
    static let control8: UInt8 = 0x22               // CTRL_REG8
    static let control9: UInt8 = 0x23               // CTRL_REG9
    static let outXLow: UInt8 = 0x28                // OUT_X_L_XL
    static let fifoControl: UInt8 = 0x2E            // FIFO_CTRL
    static let fifoSource: UInt8 = 0x2F             // FIFO_SRC

    /// The read/write registers of the accelerometer/gyroscope map.
    static func isWritable(_ register: UInt8) -> Bool {
        (0x04...0x0D).contains(register) || (0x10...0x13).contains(register) || (0x1E...0x24).contains(register)
            || register == fifoControl || (0x30...0x37).contains(register)
    }
}
