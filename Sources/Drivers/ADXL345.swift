import ChipCatalog
import GadgetBase
import Hardware

/// Driver for the Analog Devices ADXL345, over any I2C bus. Register names follow the
/// ADXL345 data sheet (Rev. E), Table 19.
///
/// Data is read in full-resolution mode (3.9 mg per count at every range). Without the FIFO a
/// read is one 6-byte burst of DATAX0...DATAZ1; with it (stream mode, 32 entries) a read is
/// FIFO_STATUS plus one such burst per entry, because the chip pops one entry per data read.
public final class ADXL345<Bus: I2CBus>: AccelerometerDriver {
    public let bus: Bus
    public let address: UInt8
    public var chip: AccelerometerChip { .adxl345 }
    public var busName: String { bus.name }
    public private(set) var range: AccelerometerRange = .g2
    public private(set) var sampleRate: Double = 100
    public private(set) var usesFIFO = false
    public var fifoCapacity: Int { usesFIFO ? 32 : 0 }
    public private(set) var fifoOverflows = 0
    /// INT_INVERT in DATA_FORMAT, kept when the range changes.
    private var interruptActiveLow = false
    private var port: RegisterPort<Bus> { RegisterPort(bus: bus, address: address, chip: .adxl345) }

    public init(bus: Bus, address: UInt8 = 0x53) {
        self.bus = bus
        self.address = address
    }

    public func identify() throws(DriverError) { try port.identify() }

    /// POWER_CTL's Measure bit is clear at power-up (standby).
    public func isMeasuring() throws(DriverError) -> Bool {
        try port.read(ADXLRegister.powerControl, doing: DriverStep.reading("POWER_CTL")) & ADXLBits.measure != 0
    }

    /// The ADXL345 has no reset command: standby, then every register this driver uses back to
    /// its power-up value, then INT_SOURCE read to drop anything latched.
    public func reset() throws(DriverError) {
        try port.write(ADXLRegister.powerControl, 0, doing: DriverStep.enteringStandby("POWER_CTL"))
        try port.writeBlock(ADXLRegister.tapThreshold, [UInt8](repeating: 0, count: 14),
                            doing: DriverStep.clearing("THRESH_TAP...TAP_AXES"))
        try port.writeBlock(ADXLRegister.rate, [0x0A, 0, 0, 0], doing: DriverStep.restoring("BW_RATE...INT_MAP"))
        try port.write(ADXLRegister.dataFormat, 0, doing: DriverStep.restoring("DATA_FORMAT"))
        try port.write(ADXLRegister.fifoControl, 0, doing: DriverStep.restoring("FIFO_CTL"))
        _ = try port.read(ADXLRegister.interruptSource, doing: DriverStep.clearing("INT_SOURCE"))
        range = .g2
        sampleRate = 100
        usesFIFO = false
        interruptActiveLow = false
    }

    /// Rates are 3200 Hz halved down to 6.25 Hz (BW_RATE 0x0F...0x06).
    public func configure(range: AccelerometerRange, sampleRate requested: Double) throws(DriverError) {
        guard requested.isFinite, requested > 0 else {
            throw port.error(LocalizedMessage(DriverText.cannotSample, LocalizedMessage.number(requested)),
                             fix: LocalizedMessage(DriverText.rateBetween, LocalizedMessage.number(6.25), "3200"))
        }
        let rate = nearestRate(requested, in: Self.rates)
        try port.write(ADXLRegister.powerControl, 0, doing: DriverStep.enteringStandby("POWER_CTL"))
        try port.write(ADXLRegister.rate, rate.code, doing: DriverStep.setting("BW_RATE"))
        self.range = range
        try writeDataFormat()
        try port.write(ADXLRegister.powerControl, ADXLBits.measure, doing: DriverStep.startingMeasurement("POWER_CTL"))
        sampleRate = rate.hertz
    }

    public func readSamples() throws(DriverError) -> [Vector3] {
        guard usesFIFO else { return [try readEntry()] }
        let status = try port.read(ADXLRegister.fifoStatus, doing: DriverStep.reading("FIFO_STATUS"))
        let entries = Int(status & 0x3F)
        if entries >= 32 { fifoOverflows += 1 }
        var samples: [Vector3] = []
        samples.reserveCapacity(entries)
        for _ in 0..<entries { samples.append(try readEntry()) }
        return samples
    }

    /// Stream mode: the FIFO keeps the newest 32 samples; the watermark sits at half.
    public func enableFIFO() throws(DriverError) {
        try port.write(ADXLRegister.fifoControl, ADXLBits.streamMode | 16, doing: DriverStep.setting("FIFO_CTL", toMode: "stream"))
        usesFIFO = true
    }

    public func disableFIFO() throws(DriverError) {
        try port.write(ADXLRegister.fifoControl, 0, doing: DriverStep.setting("FIFO_CTL", toMode: "bypass"))
        usesFIFO = false
    }

    /// Taps through THRESH_TAP, DUR, LATENT, WINDOW and TAP_AXES; motion through the
    /// ac-coupled activity detector (THRESH_ACT, ACT_INACT_CTL), which reacts at once (it has no
    /// duration). Everything goes to INT1; INT_SOURCE holds the events until read.
    public func configureInterrupts(_ settings: InterruptSettings) throws(DriverError) {
        try port.write(ADXLRegister.interruptEnable, 0, doing: DriverStep.clearing("INT_ENABLE"))
        // A FIFO filling while the runtime sleeps on the motion interrupt would overrun and wake
        // it for nothing, so the overrun reaches the pin only when there is no motion to report
        // (INT_SOURCE still shows it).
        var enabled: UInt8 = usesFIFO && settings.motion == nil ? ADXLBits.overrun : 0
        if let taps = settings.taps {
            try port.write(ADXLRegister.tapThreshold, registerSteps(taps.threshold, step: 0.0625, limit: 255),
                           doing: DriverStep.setting("THRESH_TAP"))
            let timing: [UInt8] = [
                registerSteps(taps.maximumDuration.seconds, step: 0.000625, limit: 255),
                taps.doubleTap.map { registerSteps($0.latency.seconds, step: 0.00125, limit: 255) } ?? 0,
                taps.doubleTap.map { registerSteps($0.window.seconds, step: 0.00125, limit: 255) } ?? 0,
            ]
            try port.writeBlock(ADXLRegister.tapDuration, timing, doing: DriverStep.setting(DriverStep.list("DUR", "LATENT", "WINDOW")))
            try port.write(ADXLRegister.tapAxes, 0x07, doing: DriverStep.setting("TAP_AXES"))
            enabled |= ADXLBits.singleTap | (taps.doubleTap == nil ? 0 : ADXLBits.doubleTap)
        }
        if let motion = settings.motion {
            try port.write(ADXLRegister.activityThreshold, registerSteps(motion.threshold, step: 0.0625, limit: 255),
                           doing: DriverStep.setting("THRESH_ACT"))
            try port.write(ADXLRegister.activityControl, ADXLBits.activityACAllAxes, doing: DriverStep.setting("ACT_INACT_CTL"))
            enabled |= ADXLBits.activity
        }
        interruptActiveLow = settings.activeLow
        try writeDataFormat()
        try port.write(ADXLRegister.interruptMap, 0, doing: DriverStep.routing("INT_MAP", to: "INT1"))
        try port.write(ADXLRegister.interruptEnable, enabled, doing: DriverStep.setting("INT_ENABLE"))
    }

    public func readInterruptEvents() throws(DriverError) -> AccelerometerEvents {
        let source = try port.read(ADXLRegister.interruptSource, doing: DriverStep.reading("INT_SOURCE"))
        var events: AccelerometerEvents = []
        if source & ADXLBits.activity != 0 { events.insert(.motion) }
        if source & ADXLBits.singleTap != 0 { events.insert(.singleTap) }
        if source & ADXLBits.doubleTap != 0 { events.insert(.doubleTap) }
        // Without the FIFO, Overrun only means a sample was replaced before it was read.
        if usesFIFO && source & ADXLBits.overrun != 0 { events.insert(.overflow) }
        return events
    }

    // MARK: Registers

    private func readEntry() throws(DriverError) -> Vector3 {
        let bytes = try port.readBlock(ADXLRegister.dataX0, count: 6, doing: DriverStep.reading("DATAX0...DATAZ1"))
        // Full resolution: 256 counts per g whatever the range (data sheet: 3.9 mg/LSB).
        return Vector3(x: Double(bytes.int16LittleEndian(at: 0)) / 256,
                       y: Double(bytes.int16LittleEndian(at: 2)) / 256,
                       z: Double(bytes.int16LittleEndian(at: 4)) / 256)
    }

    private func writeDataFormat() throws(DriverError) {
        let value = ADXLBits.fullResolution | range.selectionBits | (interruptActiveLow ? ADXLBits.interruptInvert : 0)
        try port.write(ADXLRegister.dataFormat, value, doing: DriverStep.setting("DATA_FORMAT"))
    }

    static var rates: [(code: UInt8, hertz: Double)] {
        (6...15).map { code in (UInt8(code), 3200 / Double(1 << (15 - code))) }
    }
}

/// ADXL345 register addresses, named as in the data sheet's register map.
enum ADXLRegister {
    static let deviceID: UInt8 = 0x00           // DEVID
    static let tapThreshold: UInt8 = 0x1D       // THRESH_TAP, 62.5 mg per step
    static let tapDuration: UInt8 = 0x21        // DUR, 625 µs per step; LATENT 0x22 and WINDOW 0x23, 1.25 ms
    static let activityThreshold: UInt8 = 0x24  // THRESH_ACT, 62.5 mg per step
    static let activityControl: UInt8 = 0x27    // ACT_INACT_CTL
    static let tapAxes: UInt8 = 0x2A            // TAP_AXES
    static let tapStatus: UInt8 = 0x2B          // ACT_TAP_STATUS
    static let rate: UInt8 = 0x2C               // BW_RATE
    static let powerControl: UInt8 = 0x2D       // POWER_CTL
    static let interruptEnable: UInt8 = 0x2E    // INT_ENABLE
    static let interruptMap: UInt8 = 0x2F       // INT_MAP
    static let interruptSource: UInt8 = 0x30    // INT_SOURCE
    static let dataFormat: UInt8 = 0x31         // DATA_FORMAT
    static let dataX0: UInt8 = 0x32             // DATAX0 ... DATAZ1 (0x37)
    static let fifoControl: UInt8 = 0x38        // FIFO_CTL
    static let fifoStatus: UInt8 = 0x39         // FIFO_STATUS
}

enum ADXLBits {
    static let measure: UInt8 = 0x08            // POWER_CTL: Measure
    static let fullResolution: UInt8 = 0x08     // DATA_FORMAT: FULL_RES
    static let interruptInvert: UInt8 = 0x20    // DATA_FORMAT: INT_INVERT
    static let streamMode: UInt8 = 0x80         // FIFO_CTL: FIFO_MODE = stream
    static let dataReady: UInt8 = 0x80          // INT_ENABLE / INT_SOURCE bits
    static let singleTap: UInt8 = 0x40
    static let doubleTap: UInt8 = 0x20
    static let activity: UInt8 = 0x10
    static let watermark: UInt8 = 0x02
    static let overrun: UInt8 = 0x01
    static let activityACAllAxes: UInt8 = 0xF0  // ACT_INACT_CTL: ACT ac/dc, ACT_X, ACT_Y, ACT_Z enable
}
