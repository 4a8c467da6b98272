import ChipCatalog
import GadgetBase
import Hardware

/// An InvenSense MPU-6050 as its register map (RM-MPU-6000A rev 4.2) describes it, for the
/// registers an accelerometer driver uses: identity, power management and reset, sample rate
/// divider and low-pass filter, accelerometer range and high-pass filter, motion detection
/// (MOT_THR, MOT_DUR), the FIFO (FIFO_EN, USER_CTRL, FIFO_COUNT, FIFO_R_W), interrupt
/// configuration and status, and the accelerometer, temperature and gyroscope outputs.
///
/// Its data registers hold what the `MotionSource` feels, sampled on the chip's own sample
/// grid (so a driver polling too fast sees repeated samples, as on a real chip), quantised
/// and saturated for the configured range, and frozen while the chip sleeps. With ACCEL_FIFO_EN
/// and USER_CTRL's FIFO_EN each sample appends six bytes to the 1024-byte FIFO; when it is full
/// the oldest bytes are dropped one by one (so the queue no longer starts on a sample, as on the
/// chip) and FIFO_OFLOW_INT is raised. Motion detection compares the high-pass filtered
/// acceleration with MOT_THR at every sample and counts MOT_DUR in milliseconds. Not modelled:
/// the low-pass filter's effect on the signal, the gyroscope, the DMP and the auxiliary I2C master.
public final class SimulatedMPU6050: SimulatedAccelerometerChip {
    public static let defaultAddress = AccelerometerChip.mpu6050.addresses[0]
    public var chip: AccelerometerChip { .mpu6050 }

    private let clock: any GadgetClock
    private let motion: any MotionSource
    private var registers = [UInt8](repeating: 0, count: 0x80)
    private var samples: SampleClock
    private var fifo = DroppingQueue<UInt8>(capacity: 1024)
    private var lastFIFOByte: UInt8 = 0
    private var highPass = GravityFilter(cutoffHertz: 5)
    /// Milliseconds the motion has stayed above MOT_THR.
    private var motionMilliseconds = 0.0

    public init(clock: any GadgetClock, motion: any MotionSource) {
        self.clock = clock
        self.motion = motion
        samples = SampleClock(origin: clock.now(), periodNanoseconds: 125_000)
        restoreDefaults()
    }

    /// True while the chip sleeps (as it does after power-up and after a reset).
    public var isAsleep: Bool { registers[MPUSim.powerManagement1] & 0x40 != 0 }

    /// The chip's sample rate in Hz: the gyroscope output rate (8 kHz with the low-pass filter
    /// off, 1 kHz with it on) divided by 1 + SMPLRT_DIV.
    public var sampleRate: Double { 1_000_000_000 / Double(samplePeriodNanoseconds) }

    /// A register's current value with no side effects (reading INT_STATUS through the bus clears it).
    public func peek(_ register: UInt8) -> UInt8 {
        switch register {
        case MPUSim.fifoCountHigh: UInt8(fifo.count >> 8)
        case MPUSim.fifoCountLow: UInt8(fifo.count & 0xFF)
        default: Int(register) < registers.count ? registers[Int(register)] : 0
        }
    }

    /// Bytes waiting in the FIFO.
    public var fifoCount: Int { fifo.count }

    /// INT is asserted while an enabled interrupt is pending; LATCH_INT_EN keeps it so until
    /// INT_STATUS is read (without it the chip sends a 50 µs pulse, which a test sees as "pending").
    public var interruptAsserted: Bool { registers[MPUSim.interruptStatus] & registers[MPUSim.interruptEnable] != 0 }

    // MARK: SimulatedI2CDevice

    /// The chip copies its internal sample into the user-facing registers while the bus is
    /// idle, so everything read within one transaction comes from the same sampling instant.
    public func beginTransaction() { catchUp() }

    public func powerUp() { restoreDefaults() }

    public func readRegister(_ register: UInt8) -> UInt8 {
        guard Int(register) < registers.count else { return 0 }
        if register == MPUSim.fifoReadWrite {
            // An empty FIFO repeats the last byte it gave.
            if let byte = fifo.popFirst() { lastFIFOByte = byte }
            return lastFIFOByte
        }
        let value = peek(register)
        let clearsOnAnyRead = registers[MPUSim.interruptPinConfig] & 0x10 != 0
        if register == MPUSim.interruptStatus || clearsOnAnyRead {
            registers[MPUSim.interruptStatus] = 0
        }
        return value
    }

    public func writeRegister(_ register: UInt8, value: UInt8) {
        guard Int(register) < registers.count, !MPUSim.isReadOnly(register) else { return }
        switch register {
        case MPUSim.powerManagement1:
            if value & 0x80 != 0 {
                restoreDefaults()
                return
            }
            let wasAsleep = isAsleep
            registers[Int(register)] = value
            if wasAsleep && !isAsleep { restartSampleGrid() }
        case MPUSim.sampleRateDivider, MPUSim.configuration:
            registers[Int(register)] = value
            restartSampleGrid()
        case MPUSim.userControl:
            // FIFO_RESET clears the FIFO and then clears itself, but only written while FIFO_EN
            // is 0 (register map, USER_CTRL); with FIFO_EN set in the same write it does nothing.
            if value & 0x04 != 0, value & 0x40 == 0 { fifo.removeAll() }
            registers[Int(register)] = value & ~0x04
        case MPUSim.fifoReadWrite:
            fifo.append(value)
        default:
            registers[Int(register)] = value
        }
    }

    public func nextRegister(after register: UInt8) -> UInt8 {
        // Burst access to the FIFO port reads successive FIFO bytes from the same address.
        register == MPUSim.fifoReadWrite ? register : register &+ 1
    }

    // MARK: Sampling

    private func restoreDefaults() {
        registers = [UInt8](repeating: 0, count: 0x80)
        registers[MPUSim.powerManagement1] = 0x40
        registers[MPUSim.whoAmI] = chip.identity
        fifo.removeAll()
        lastFIFOByte = 0
        highPass.reset()
        motionMilliseconds = 0
        restartSampleGrid()
    }

    private func restartSampleGrid() {
        samples.restart(at: clock.now(), periodNanoseconds: samplePeriodNanoseconds)
        highPass.reset()
    }

    private var samplePeriodNanoseconds: Int64 {
        let filterSetting = registers[MPUSim.configuration] & 0x07
        let filterOn = filterSetting != 0 && filterSetting != 7
        let gyroscopePeriod: Int64 = filterOn ? 1_000_000 : 125_000
        return gyroscopePeriod * (1 + Int64(registers[MPUSim.sampleRateDivider]))
    }

    private var fifoCollectsAccelerometer: Bool {
        registers[MPUSim.userControl] & 0x40 != 0 && registers[MPUSim.fifoEnable] & 0x08 != 0
    }

    private var detectsMotion: Bool { registers[MPUSim.interruptEnable] & 0x40 != 0 }

    private func catchUp() {
        guard !isAsleep else { return }
        // Only the newest sample matters unless the FIFO or the motion detector sees them all.
        let needsEvery = fifoCollectsAccelerometer || detectsMotion
        let due = samples.dueSamples(at: clock.now(), limit: needsEvery ? 4096 : 1)
        for index in due.indices {
            take(sampleAt: due[index], isNewest: index == due.count - 1)
        }
    }

    /// Only the newest sample of a catch-up is left in the data registers, so only it is written.
    private func take(sampleAt instant: Instant, isNewest: Bool) {
        // The accelerometer itself measures at 1 kHz; faster sample rates repeat its reading.
        let measured = Instant(nanoseconds: instant.nanoseconds - (instant - samples.origin).nanoseconds % 1_000_000)
        let acceleration = motion.acceleration(at: measured)
        let enabled = registers[MPUSim.interruptEnable]
        if enabled & 0x01 != 0 { registers[MPUSim.interruptStatus] |= 0x01 }
        if isNewest { store(acceleration) }
        if fifoCollectsAccelerometer {
            let counts = self.counts(acceleration)
            var overflowed = false
            for value in counts {
                let bits = UInt16(bitPattern: value)
                overflowed = fifo.append(UInt8(bits >> 8)) || overflowed
                overflowed = fifo.append(UInt8(bits & 0xFF)) || overflowed
            }
            if overflowed && enabled & 0x10 != 0 { registers[MPUSim.interruptStatus] |= 0x10 }
        }
        detectMotion(acceleration, at: measured)
    }

    /// MOT_THR (2 mg per step) against the ACCEL_HPF output; MOT_DUR (1 ms per step) of it.
    /// ACCEL_HPF 0 holds the filter in reset, whose output is zero: no motion is ever seen.
    private func detectMotion(_ acceleration: Vector3, at instant: Instant) {
        guard detectsMotion else { return }
        let filterSetting = registers[MPUSim.accelerometerConfig] & 0x07
        let moving = highPass.filter(acceleration, at: instant)
        let threshold = Double(registers[MPUSim.motionThreshold]) * 0.002
        guard filterSetting != 0, moving.axes.contains(where: { abs($0) > threshold }) else {
            motionMilliseconds = 0
            return
        }
        motionMilliseconds += Double(samplePeriodNanoseconds) / 1_000_000
        if motionMilliseconds >= Double(registers[MPUSim.motionDuration]) {
            registers[MPUSim.interruptStatus] |= 0x40
        }
    }

    /// The accelerometer counts for `acceleration` at the configured range.
    private func counts(_ acceleration: Vector3) -> [Int16] {
        let countsPerG = 16384.0 / Double(1 << Int((registers[MPUSim.accelerometerConfig] >> 3) & 0x03))
        return [Self.quantise(acceleration.x * countsPerG), Self.quantise(acceleration.y * countsPerG),
                Self.quantise(acceleration.z * countsPerG)]
    }

    /// Writes the outputs: accelerometer, temperature, gyroscope (at rest).
    private func store(_ acceleration: Vector3) {
        let outputs = counts(acceleration) + [Self.roomTemperatureCounts, 0, 0, 0]
        var register = Int(MPUSim.accelerometerXHigh)
        for value in outputs {
            let bits = UInt16(bitPattern: value)
            registers[register] = UInt8(bits >> 8)
            registers[register + 1] = UInt8(bits & 0xFF)
            register += 2
        }
    }

    /// Rounds to the nearest count and saturates at the converter's limits, as the chip does.
    static func quantise(_ counts: Double) -> Int16 { Int16(converterCounts(counts, limit: Int(Int16.max))) }

    /// 25 °C, by the data sheet's TEMP_OUT / 340 + 36.53.
    static let roomTemperatureCounts = Int16(((25 - 36.53) * 340).rounded())
}

/// Register addresses, named as in the register map.
enum MPUSim {
    static let sampleRateDivider: UInt8 = 0x19      // SMPLRT_DIV
    static let configuration: UInt8 = 0x1A          // CONFIG
    static let accelerometerConfig: UInt8 = 0x1C    // ACCEL_CONFIG
    static let motionThreshold: UInt8 = 0x1F        // MOT_THR
    static let motionDuration: UInt8 = 0x20         // MOT_DUR
    static let fifoEnable: UInt8 = 0x23             // FIFO_EN
    static let interruptPinConfig: UInt8 = 0x37     // INT_PIN_CFG
    static let interruptEnable: UInt8 = 0x38        // INT_ENABLE
    static let interruptStatus: UInt8 = 0x3A        // INT_STATUS
    static let accelerometerXHigh: UInt8 = 0x3B     // ACCEL_XOUT_H
    static let userControl: UInt8 = 0x6A            // USER_CTRL
    static let powerManagement1: UInt8 = 0x6B       // PWR_MGMT_1
    static let fifoCountHigh: UInt8 = 0x72          // FIFO_COUNTH
    static let fifoCountLow: UInt8 = 0x73           // FIFO_COUNTL
    static let fifoReadWrite: UInt8 = 0x74          // FIFO_R_W
    static let whoAmI: UInt8 = 0x75                 // WHO_AM_I

    /// INT_STATUS, the sensor and external-sensor data (0x3B...0x60), FIFO_COUNT and WHO_AM_I.
    static func isReadOnly(_ register: UInt8) -> Bool {
        register == interruptStatus || (0x3B...0x60).contains(register) || register == fifoCountHigh
            || register == fifoCountLow || register == whoAmI
    }
}

extension Array where Element == UInt8 {
    subscript(register: UInt8) -> UInt8 {
        get { self[Int(register)] }
        set { self[Int(register)] = newValue }
    }
}
