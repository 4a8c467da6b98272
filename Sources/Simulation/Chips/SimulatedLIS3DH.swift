import ChipCatalog
import GadgetBase
import Hardware

/// An STMicroelectronics LIS3DH as its data sheet (DocID17530) and AN3308 describe it:
/// WHO_AM_I, CTRL_REG1...CTRL_REG6 (rate, axes, low-power/normal/high-resolution output, range,
/// BDU, BOOT, FIFO_EN, latching, polarity), OUT_X_L...OUT_Z_H, the 32-sample FIFO in bypass,
/// FIFO and stream modes with its watermark (FIFO_CTRL_REG, FIFO_SRC_REG), interrupt generator 1
/// (INT1_CFG, INT1_SRC, INT1_THS, INT1_DURATION) and the click detector (CLICK_CFG, CLICK_SRC,
/// CLICK_THS, TIME_LIMIT, TIME_LATENCY, TIME_WINDOW), routed to INT1 by CTRL_REG3.
///
/// Its auto-increment rule is the chip's: the register pointer moves during a multi-byte
/// transfer only when the sub-address's most significant bit is set; without it every byte
/// comes from the same register. With the FIFO on, the pointer wraps from OUT_Z_H back to
/// OUT_X_L and reading OUT_Z_H pops the next sample, so a long burst reads several samples.
/// The high-pass filter (CTRL_REG2 HP_IA1, HP_CLICK) is a 1 Hz first-order filter; the second
/// interrupt generator, 6D/4D detection and the auxiliary ADC are not modelled.
public final class SimulatedLIS3DH: SimulatedAccelerometerChip {
    public static let defaultAddress = AccelerometerChip.lis3dh.addresses[0]
    public var chip: AccelerometerChip { .lis3dh }

    private let clock: any GadgetClock
    private let motion: any MotionSource
    private var registers = [UInt8](repeating: 0, count: 0x40)
    private var samples: SampleClock
    private var fifo = DroppingQueue<[UInt8]>(capacity: 32)
    private var latest: [UInt8] = [0, 0, 0, 0, 0, 0]
    private var highPass = GravityFilter(cutoffHertz: 1)
    private var clicks = TapRecognizer()
    private var samplesAboveInterrupt1 = 0
    private var interrupt1Source: UInt8 = 0
    private var clickSource: UInt8 = 0

    public init(clock: any GadgetClock, motion: any MotionSource) {
        self.clock = clock
        self.motion = motion
        samples = SampleClock(origin: clock.now(), periodNanoseconds: 1_000_000_000)
        restoreDefaults()
    }

    public var sampleRate: Double {
        let lowPower = registers[LISSim.control1] & 0x08 != 0
        return switch registers[LISSim.control1] >> 4 {
        case 1: 1
        case 2: 10
        case 3: 25
        case 4: 50
        case 5: 100
        case 6: 200
        case 7: 400
        case 8: lowPower ? 1600 : 0
        case 9: lowPower ? 5376 : 1344
        default: 0
        }
    }

    public var fifoCount: Int { fifo.count }

    public func peek(_ register: UInt8) -> UInt8 {
        let register = register & 0x7F
        switch register {
        case LISSim.outXLow...(LISSim.outXLow + 5): return dataBytes[Int(register - LISSim.outXLow)]
        case LISSim.fifoSource: return fifoSource
        case LISSim.interrupt1Source: return interrupt1Source
        case LISSim.clickSource: return clickSource
        default: return Int(register) < registers.count ? registers[Int(register)] : 0
        }
    }

    public var interruptAsserted: Bool {
        let routing = registers[LISSim.control3]
        return (routing & 0x80 != 0 && clickSource & 0x40 != 0)
            || (routing & 0x40 != 0 && interrupt1Source & 0x40 != 0)
            || (routing & 0x04 != 0 && fifoSource & 0x80 != 0)
            || (routing & 0x02 != 0 && fifoSource & 0x40 != 0)
    }

    // MARK: SimulatedI2CDevice

    public func beginTransaction() { catchUp() }

    public func powerUp() { restoreDefaults() }

    public func readRegister(_ register: UInt8) -> UInt8 {
        let value = peek(register)
        switch register & 0x7F {
        case LISSim.interrupt1Source where latches(LISSim.control5, bit: 0x08): interrupt1Source = 0
        case LISSim.clickSource where registers[LISSim.clickThreshold] & 0x80 != 0: clickSource = 0
        case LISSim.outXLow + 5 where fifoEnabled: _ = fifo.popFirst()
        default: break
        }
        return value
    }

    public func writeRegister(_ register: UInt8, value: UInt8) {
        let register = register & 0x7F
        guard Int(register) < registers.count, LISSim.isWritable(register) else { return }
        registers[Int(register)] = value
        switch register {
        case LISSim.control1: restartSampling()
        case LISSim.control5 where value & 0x80 != 0:
            // BOOT reloads the trimming values and clears itself.
            registers[LISSim.control5] &= 0x7F
        case LISSim.fifoControl:
            fifo.removeAll()
        default:
            break
        }
    }

    /// Only with the sub-address MSB set does the pointer move; with the FIFO on it wraps
    /// from OUT_Z_H to OUT_X_L.
    public func nextRegister(after register: UInt8) -> UInt8 {
        guard register & 0x80 != 0 else { return register }
        let plain = register & 0x7F
        if plain == LISSim.outXLow + 5 && fifoEnabled { return LISSim.outXLow | 0x80 }
        return ((plain &+ 1) & 0x7F) | 0x80
    }

    // MARK: Sampling

    private var fifoMode: UInt8 { registers[LISSim.fifoControl] >> 6 }
    private var fifoEnabled: Bool { registers[LISSim.control5] & 0x40 != 0 && fifoMode != 0 }
    private var dataBytes: [UInt8] { fifoEnabled ? (fifo.first ?? latest) : latest }

    private func latches(_ register: UInt8, bit: UInt8) -> Bool { registers[Int(register)] & bit != 0 }

    /// WTM when more samples than FTH wait, OVRN_FIFO when all 32 slots are full, EMPTY, FSS.
    private var fifoSource: UInt8 {
        guard fifoEnabled else { return 0x20 }
        var value = UInt8(min(fifo.count, 31))
        if fifo.count > Int(registers[LISSim.fifoControl] & 0x1F) { value |= 0x80 }
        if fifo.isFull { value |= 0x40 }
        if fifo.count == 0 { value |= 0x20 }
        return value
    }

    private func restoreDefaults() {
        registers = [UInt8](repeating: 0, count: 0x40)
        registers[LISSim.whoAmI] = chip.identity
        registers[LISSim.control1] = 0x07
        registers[LISSim.control0] = 0x10
        fifo.removeAll()
        latest = [0, 0, 0, 0, 0, 0]
        interrupt1Source = 0
        clickSource = 0
        restartSampling()
    }

    private func restartSampling() {
        let rate = sampleRate
        samples.restart(at: clock.now(), periodNanoseconds: rate > 0 ? Int64((1_000_000_000 / rate).rounded()) : 1_000_000_000)
        highPass.reset()
        clicks.reset()
        samplesAboveInterrupt1 = 0
    }

    private func catchUp() {
        guard sampleRate > 0 else { return }
        for instant in samples.dueSamples(at: clock.now()) { take(sampleAt: instant) }
    }

    private func take(sampleAt instant: Instant) {
        let acceleration = motion.acceleration(at: instant)
        latest = encode(acceleration)
        if fifoEnabled && !(fifoMode == 1 && fifo.isFull) {
            fifo.append(latest)
        }
        let filtered = highPass.filter(acceleration, at: instant)
        let filterBits = registers[LISSim.control2]
        detectMotion(filterBits & 0x01 != 0 ? filtered : acceleration)
        detectClicks(filterBits & 0x04 != 0 ? filtered : acceleration, at: instant)
    }

    /// Left-justified little-endian: 12 bits in high resolution, 10 normal, 8 in low power.
    private func encode(_ acceleration: Vector3) -> [UInt8] {
        let bits = registers[LISSim.control4] & 0x08 != 0 ? 12 : (registers[LISSim.control1] & 0x08 != 0 ? 8 : 10)
        let milligPerCount = Self.milligPerCount(registers[LISSim.control4]) * Double(1 << (12 - bits))
        let limit = (1 << (bits - 1)) - 1
        // The counts reach past the range (2048 × 12 mg at ±16 g); the sensing element does not.
        let fullScale = [2.0, 4, 8, 16][Int(registers[LISSim.control4] >> 4 & 0x03)]
        return acceleration.axes.flatMap { value -> [UInt8] in
            let counts = converterCounts(saturated(value, at: fullScale) * 1000 / milligPerCount, limit: limit)
            let raw = UInt16(bitPattern: Int16(counts << (16 - bits)))
            return [UInt8(raw & 0xFF), UInt8(raw >> 8)]
        }
    }

    /// High events (|a| over INT1_THS) on the axes INT1_CFG enables, OR-combined, held for
    /// INT1_DURATION samples; INT1_SRC latches with LIR_INT1 or follows the signal without.
    private func detectMotion(_ signal: Vector3) {
        let config = registers[LISSim.interrupt1Config]
        let threshold = Double(registers[LISSim.interrupt1Threshold] & 0x7F) * Self.thresholdStep(registers[LISSim.control4])
        var axes: UInt8 = 0
        for (index, value) in signal.axes.enumerated() {
            let highBit = UInt8(0x02) << (2 * index), lowBit = UInt8(0x01) << (2 * index)
            if config & highBit != 0 && abs(value) > threshold { axes |= highBit }
            if config & lowBit != 0 && abs(value) <= threshold { axes |= lowBit }
        }
        let latched = latches(LISSim.control5, bit: 0x08)
        guard axes != 0 else {
            samplesAboveInterrupt1 = 0
            if !latched { interrupt1Source = 0 }
            return
        }
        samplesAboveInterrupt1 += 1
        if samplesAboveInterrupt1 > Int(registers[LISSim.interrupt1Duration] & 0x7F) {
            interrupt1Source = (latched ? interrupt1Source : 0) | 0x40 | axes
        }
    }

    private func detectClicks(_ signal: Vector3, at instant: Instant) {
        let config = registers[LISSim.clickConfig]
        let thresholdSteps = registers[LISSim.clickThreshold] & 0x7F
        guard config & 0x3F != 0, thresholdSteps > 0 else { return }
        let period = 1 / max(sampleRate, 1)
        func samplesLong(_ register: UInt8) -> Duration { .nanoseconds(Int64(Double(registers[Int(register)]) * period * 1e9)) }
        let timing = TapRecognizer.Timing(
            threshold: Double(thresholdSteps) * Self.thresholdStep(registers[LISSim.control4]),
            limit: samplesLong(LISSim.timeLimit), latency: samplesLong(LISSim.timeLatency),
            window: samplesLong(LISSim.timeWindow), detectsDoubleTaps: config & 0x2A != 0 && registers[LISSim.timeWindow] > 0)
        var strongest = 0.0, axisBit: UInt8 = 0
        for (index, value) in signal.axes.enumerated() where config & (0x03 << (2 * index)) != 0 && abs(value) > strongest {
            strongest = abs(value)
            axisBit = 1 << index
        }
        let found = clicks.process(strongest, at: instant, timing: timing)
        var events: UInt8 = 0
        if found.contains(.single) && config & 0x15 != 0 { events |= 0x10 }
        if found.contains(.double) && config & 0x2A != 0 { events |= 0x20 }
        guard events != 0 else { return }
        let latched = registers[LISSim.clickThreshold] & 0x80 != 0
        clickSource = (latched ? clickSource : 0) | 0x40 | events | axisBit
    }

    /// Sensitivity in high-resolution mode by CTRL_REG4 FS: 1, 2, 4, 12 mg per count.
    static func milligPerCount(_ control4: UInt8) -> Double { [1, 2, 4, 12][Int(control4 >> 4 & 0x03)] }

    /// INT1_THS and CLICK_THS steps by FS: 16, 32, 62, 186 mg.
    static func thresholdStep(_ control4: UInt8) -> Double { [0.016, 0.032, 0.062, 0.186][Int(control4 >> 4 & 0x03)] }
}

/// LIS3DH register addresses, named as in the data sheet.
enum LISSim {
    static let whoAmI: UInt8 = 0x0F               // WHO_AM_I
    static let control0: UInt8 = 0x1E             // CTRL_REG0
    static let control1: UInt8 = 0x20             // CTRL_REG1
    static let control2: UInt8 = 0x21             // CTRL_REG2
    static let control3: UInt8 = 0x22             // CTRL_REG3
    static let control4: UInt8 = 0x23             // CTRL_REG4
    static let control5: UInt8 = 0x24             // CTRL_REG5
    static let outXLow: UInt8 = 0x28              // OUT_X_L
    static let fifoControl: UInt8 = 0x2E          // FIFO_CTRL_REG
    static let fifoSource: UInt8 = 0x2F           // FIFO_SRC_REG
    static let interrupt1Config: UInt8 = 0x30     // INT1_CFG
    static let interrupt1Source: UInt8 = 0x31     // INT1_SRC
    static let interrupt1Threshold: UInt8 = 0x32  // INT1_THS
    static let interrupt1Duration: UInt8 = 0x33   // INT1_DURATION
    static let clickConfig: UInt8 = 0x38          // CLICK_CFG
    static let clickSource: UInt8 = 0x39          // CLICK_SRC
    static let clickThreshold: UInt8 = 0x3A       // CLICK_THS
    static let timeLimit: UInt8 = 0x3B            // TIME_LIMIT
    static let timeLatency: UInt8 = 0x3C          // TIME_LATENCY
    static let timeWindow: UInt8 = 0x3D           // TIME_WINDOW

    /// CTRL_REG0...REFERENCE, FIFO_CTRL_REG, INT1_CFG/THS/DURATION, INT2's, CLICK_CFG, 0x3A...0x3F.
    static func isWritable(_ register: UInt8) -> Bool {
        (0x1E...0x26).contains(register) || register == fifoControl || register == 0x30 || register == 0x32
            || register == 0x33 || register == 0x34 || register == 0x36 || register == 0x37
            || register == clickConfig || (0x3A...0x3F).contains(register)
    }
}
