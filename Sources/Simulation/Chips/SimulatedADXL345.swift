import ChipCatalog
import GadgetBase
import Hardware

/// An Analog Devices ADXL345 as its data sheet (Rev. E) describes it: DEVID, BW_RATE, POWER_CTL
/// (Measure), DATA_FORMAT (range, FULL_RES, INT_INVERT), DATAX0...DATAZ1, the 32-entry FIFO in
/// bypass, FIFO and stream modes with its watermark (FIFO_CTL, FIFO_STATUS), single and double
/// tap (THRESH_TAP, DUR, LATENT, WINDOW, TAP_AXES), ac-coupled activity (THRESH_ACT,
/// ACT_INACT_CTL) and INT_ENABLE / INT_MAP / INT_SOURCE.
///
/// The register pointer always advances in a block transfer. With the FIFO on, the data
/// registers show the oldest entry and reading DATAZ1 pops it. DATA_READY, watermark and
/// overrun follow the data; tap and activity bits stay latched until INT_SOURCE is read.
/// Tap and activity look at the acceleration through a 1 Hz high-pass filter (the chip's own
/// ac coupling is a reference taken when activity detection starts). Inactivity, free fall and
/// offsets are not modelled.
public final class SimulatedADXL345: SimulatedAccelerometerChip {
    public static let defaultAddress = AccelerometerChip.adxl345.addresses[0]
    public var chip: AccelerometerChip { .adxl345 }

    private let clock: any GadgetClock
    private let motion: any MotionSource
    private var registers = [UInt8](repeating: 0, count: 0x40)
    private var samples: SampleClock
    private var fifo = DroppingQueue<[UInt8]>(capacity: 32)
    private var latest: [UInt8] = [0, 0, 0, 0, 0, 0]
    private var unreadData = false
    private var overrun = false
    private var latchedEvents: UInt8 = 0
    private var highPass = GravityFilter(cutoffHertz: 1)
    private var taps = TapRecognizer()

    public init(clock: any GadgetClock, motion: any MotionSource) {
        self.clock = clock
        self.motion = motion
        samples = SampleClock(origin: clock.now(), periodNanoseconds: 10_000_000)
        restoreDefaults()
    }

    public var isMeasuring: Bool { registers[ADXLSim.powerControl] & 0x08 != 0 }

    public var sampleRate: Double { isMeasuring ? Self.rate(code: registers[ADXLSim.rate] & 0x0F) : 0 }

    public var fifoEntries: Int { fifo.count }

    public func peek(_ register: UInt8) -> UInt8 {
        switch register {
        case ADXLSim.interruptSource: interruptSource
        case ADXLSim.fifoStatus: UInt8(fifo.count)
        case ADXLSim.dataX0...(ADXLSim.dataX0 + 5): dataBytes[Int(register - ADXLSim.dataX0)]
        default: Int(register) < registers.count ? registers[Int(register)] : 0
        }
    }

    public var interruptAsserted: Bool { interruptSource & registers[ADXLSim.interruptEnable] != 0 }

    // MARK: SimulatedI2CDevice

    public func beginTransaction() { catchUp() }

    public func powerUp() { restoreDefaults() }

    public func readRegister(_ register: UInt8) -> UInt8 {
        let value = peek(register)
        if register == ADXLSim.interruptSource { latchedEvents = 0 }
        if register == ADXLSim.dataX0 + 5 {
            // Reading the last data byte consumes the sample (pops a FIFO entry).
            unreadData = false
            if fifoActive, let entry = fifo.popFirst() {
                latest = entry
                overrun = false
            }
        }
        return value
    }

    public func writeRegister(_ register: UInt8, value: UInt8) {
        guard Int(register) < registers.count, ADXLSim.isWritable(register) else { return }
        let wasMeasuring = isMeasuring
        registers[Int(register)] = value
        switch register {
        case ADXLSim.powerControl where !wasMeasuring && isMeasuring, ADXLSim.rate:
            restartSampling()
        case ADXLSim.fifoControl:
            fifo.removeAll()
            overrun = false
        default:
            break
        }
    }

    // MARK: Sampling

    private var fifoMode: UInt8 { registers[ADXLSim.fifoControl] >> 6 }
    private var fifoActive: Bool { fifoMode != 0 }

    /// The data registers: the oldest FIFO entry when the FIFO holds any, else the latest sample.
    private var dataBytes: [UInt8] { fifoActive ? (fifo.first ?? latest) : latest }

    private var interruptSource: UInt8 {
        var source = latchedEvents
        let hasData = fifoActive ? fifo.count > 0 : unreadData
        if hasData { source |= 0x80 }
        if fifoActive && fifo.count >= Int(registers[ADXLSim.fifoControl] & 0x1F) && fifo.count > 0 { source |= 0x02 }
        if overrun { source |= 0x01 }
        return source
    }

    private func restoreDefaults() {
        registers = [UInt8](repeating: 0, count: 0x40)
        registers[ADXLSim.deviceID] = chip.identity
        registers[ADXLSim.rate] = 0x0A
        fifo.removeAll()
        latest = [0, 0, 0, 0, 0, 0]
        unreadData = false
        overrun = false
        latchedEvents = 0
        restartSampling()
    }

    private func restartSampling() {
        let rate = Self.rate(code: registers[ADXLSim.rate] & 0x0F)
        samples.restart(at: clock.now(), periodNanoseconds: Int64((1_000_000_000 / rate).rounded()))
        highPass.reset()
        taps.reset()
    }

    private func catchUp() {
        guard isMeasuring else { return }
        for instant in samples.dueSamples(at: clock.now()) { take(sampleAt: instant) }
    }

    private func take(sampleAt instant: Instant) {
        let acceleration = motion.acceleration(at: instant)
        let bytes = encode(acceleration)
        if fifoActive {
            // FIFO mode stops collecting when full; stream mode drops the oldest entry.
            if fifoMode == 1 && fifo.isFull {
                overrun = true
            } else if fifo.append(bytes) {
                overrun = true
            }
        } else {
            if unreadData { overrun = true }
            latest = bytes
            unreadData = true
        }
        detectEvents(highPass.filter(acceleration, at: instant), at: instant)
    }

    /// DATA_FORMAT: right-justified little-endian counts; FULL_RES keeps 3.9 mg per count (up to
    /// 13 bits at ±16 g), otherwise 10 bits span the range.
    private func encode(_ acceleration: Vector3) -> [UInt8] {
        let format = registers[ADXLSim.dataFormat]
        let range = Double(2 << Int(format & 0x03))
        let fullResolution = format & 0x08 != 0
        let countsPerG = fullResolution ? 256 : 512 / range
        let limit = fullResolution ? Int(range * 256) - 1 : 511
        return acceleration.axes.flatMap { value -> [UInt8] in
            let bits = UInt16(bitPattern: Int16(converterCounts(value * countsPerG, limit: limit)))
            return [UInt8(bits & 0xFF), UInt8(bits >> 8)]
        }
    }

    private func detectEvents(_ moving: Vector3, at instant: Instant) {
        let enabled = registers[ADXLSim.interruptEnable]
        let activityAxes = registers[ADXLSim.activityControl] >> 4 & 0x07
        let activityThreshold = Double(registers[ADXLSim.activityThreshold]) * 0.0625
        if enabled & 0x10 != 0, registers[ADXLSim.activityThreshold] > 0,
           Self.strongest(moving, axes: activityAxes) > activityThreshold {
            latchedEvents |= 0x10
        }
        let tapAxes = registers[ADXLSim.tapAxes] & 0x07
        guard enabled & 0x60 != 0, tapAxes != 0, registers[ADXLSim.tapThreshold] > 0 else { return }
        let timing = TapRecognizer.Timing(
            threshold: Double(registers[ADXLSim.tapThreshold]) * 0.0625,
            limit: .microseconds(625 * Int64(registers[ADXLSim.tapDuration])),
            latency: .microseconds(1250 * Int64(registers[ADXLSim.tapLatency])),
            window: .microseconds(1250 * Int64(registers[ADXLSim.tapWindow])),
            detectsDoubleTaps: enabled & 0x20 != 0 && registers[ADXLSim.tapLatency] > 0 && registers[ADXLSim.tapWindow] > 0)
        let found = taps.process(Self.strongest(moving, axes: tapAxes), at: instant, timing: timing)
        if found.contains(.single) && enabled & 0x40 != 0 { latchedEvents |= 0x40 }
        if found.contains(.double) && enabled & 0x20 != 0 { latchedEvents |= 0x20 }
    }

    /// The largest magnitude among the axes whose bits are set (x is 4, y 2, z 1).
    static func strongest(_ vector: Vector3, axes: UInt8) -> Double {
        var largest = 0.0
        if axes & 0x04 != 0 { largest = max(largest, abs(vector.x)) }
        if axes & 0x02 != 0 { largest = max(largest, abs(vector.y)) }
        if axes & 0x01 != 0 { largest = max(largest, abs(vector.z)) }
        return largest
    }

    /// BW_RATE's rate code: 3200 Hz halved for every step below 15.
    static func rate(code: UInt8) -> Double { 3200 / Double(1 << (15 - Int(min(code, 15)))) }
}

/// ADXL345 register addresses, named as in the data sheet.
enum ADXLSim {
    static let deviceID: UInt8 = 0x00           // DEVID
    static let tapThreshold: UInt8 = 0x1D       // THRESH_TAP
    static let tapDuration: UInt8 = 0x21        // DUR
    static let tapLatency: UInt8 = 0x22         // LATENT
    static let tapWindow: UInt8 = 0x23          // WINDOW
    static let activityThreshold: UInt8 = 0x24  // THRESH_ACT
    static let activityControl: UInt8 = 0x27    // ACT_INACT_CTL
    static let tapAxes: UInt8 = 0x2A            // TAP_AXES
    static let rate: UInt8 = 0x2C               // BW_RATE
    static let powerControl: UInt8 = 0x2D       // POWER_CTL
    static let interruptEnable: UInt8 = 0x2E    // INT_ENABLE
    static let interruptMap: UInt8 = 0x2F       // INT_MAP
    static let interruptSource: UInt8 = 0x30    // INT_SOURCE
    static let dataFormat: UInt8 = 0x31         // DATA_FORMAT
    static let dataX0: UInt8 = 0x32             // DATAX0
    static let fifoControl: UInt8 = 0x38        // FIFO_CTL
    static let fifoStatus: UInt8 = 0x39         // FIFO_STATUS

    /// 0x1D...0x2A except ACT_TAP_STATUS, and 0x2C...0x2F, DATA_FORMAT and FIFO_CTL.
    static func isWritable(_ register: UInt8) -> Bool {
        (0x1D...0x2A).contains(register) || (0x2C...0x2F).contains(register)
            || register == dataFormat || register == fifoControl
    }
}
