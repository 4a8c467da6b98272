import ChipCatalog
import GadgetBase
import Hardware

/// Driver for the STMicroelectronics LIS3DH, over any I2C bus. Register names follow the
/// LIS3DH data sheet (DocID17530) and application note AN3308.
///
/// The chip only moves its register pointer during a multi-byte transfer when the sub-address's
/// most significant bit is set, so every block transfer here asks for `register | 0x80`. Data is
/// 12-bit (high-resolution mode, block data update on). With the FIFO in stream mode the pointer
/// wraps from OUT_Z_H back to OUT_X_L and pops the next sample, so one 30-byte burst carries five.
public final class LIS3DH<Bus: I2CBus>: AccelerometerDriver {
    public let bus: Bus
    public let address: UInt8
    public var chip: AccelerometerChip { .lis3dh }
    public var busName: String { bus.name }
    public private(set) var range: AccelerometerRange = .g2
    public private(set) var sampleRate: Double = 0
    public private(set) var usesFIFO = false
    public var fifoCapacity: Int { usesFIFO ? 32 : 0 }
    public private(set) var fifoOverflows = 0
    /// CTRL_REG5's FIFO_EN and LIR_INT1, which FIFO and interrupt set-up both write.
    private var control5: UInt8 = 0
    private var port: RegisterPort<Bus> { RegisterPort(bus: bus, address: address, chip: .lis3dh) }

    public init(bus: Bus, address: UInt8 = 0x18) {
        self.bus = bus
        self.address = address
    }

    public func identify() throws(DriverError) { try port.identify() }

    /// CTRL_REG1's data rate (bits 7:4) is 0, power-down, at power-up.
    public func isMeasuring() throws(DriverError) -> Bool {
        try port.read(LISRegister.control1, doing: DriverStep.reading("CTRL_REG1")) >> 4 != 0
    }

    /// BOOT reloads the trimming values; the control, FIFO and detector registers are then
    /// written back to their power-up values (the chip has no register reset).
    public func reset() throws(DriverError) {
        try port.write(LISRegister.control5, LISBits.boot, doing: DriverStep.rebooting("CTRL_REG5 BOOT"))
        guard port.waitUntilCleared(LISBits.boot, in: LISRegister.control5, polls: 100) else {
            throw port.error(LocalizedMessage(DriverText.didNotReboot), fix: LocalizedMessage(DriverText.powerCycle))
        }
        try port.writeBlock(LISRegister.control1 | LISBits.autoIncrement, [0x07, 0, 0, 0, 0, 0],
                            doing: DriverStep.restoring("CTRL_REG1...CTRL_REG6"))
        try port.write(LISRegister.fifoControl, 0, doing: DriverStep.restoring("FIFO_CTRL_REG"))
        try port.write(LISRegister.interrupt1Config, 0, doing: DriverStep.restoring("INT1_CFG"))
        try port.writeBlock(LISRegister.interrupt1Threshold | LISBits.autoIncrement, [0, 0],
                            doing: DriverStep.restoring(DriverStep.list("INT1_THS", "INT1_DURATION")))
        try port.write(LISRegister.clickConfig, 0, doing: DriverStep.restoring("CLICK_CFG"))
        try port.writeBlock(LISRegister.clickThreshold | LISBits.autoIncrement, [0, 0, 0, 0],
                            doing: DriverStep.restoring("CLICK_THS...TIME_WINDOW"))
        range = .g2
        sampleRate = 0
        usesFIFO = false
        control5 = 0
    }

    /// Output data rates of 1 Hz to 1.344 kHz in high-resolution mode.
    public func configure(range: AccelerometerRange, sampleRate requested: Double) throws(DriverError) {
        guard requested.isFinite, requested > 0 else {
            throw port.error(LocalizedMessage(DriverText.cannotSample, "\(requested)"), fix: LocalizedMessage(DriverText.rateBetween, "1", "1344"))
        }
        let rate = nearestRate(requested, in: Self.rates)
        try port.write(LISRegister.control4, LISBits.blockDataUpdate | range.selectionBits << 4 | LISBits.highResolution,
                       doing: DriverStep.setting("CTRL_REG4", DriverStep.range))
        try port.write(LISRegister.control1, rate.code << 4 | LISBits.allAxes, doing: DriverStep.setting("CTRL_REG1", DriverStep.dataRate))
        self.range = range
        sampleRate = rate.hertz
    }

    public func readSamples() throws(DriverError) -> [Vector3] {
        guard usesFIFO else {
            let bytes = try port.readBlock(LISRegister.outXLow | LISBits.autoIncrement, count: 6, doing: DriverStep.reading("OUT_X_L...OUT_Z_H"))
            return [decode(bytes, at: 0)]
        }
        let source = try port.read(LISRegister.fifoSource, doing: DriverStep.reading("FIFO_SRC_REG"))
        // FSS counts to 31; a full FIFO (32) shows as 31 with OVRN_FIFO set.
        let overrun = source & LISBits.fifoOverrun != 0
        var remaining = source & LISBits.fifoEmpty != 0 ? 0 : (overrun ? 32 : Int(source & 0x1F))
        if overrun { fifoOverflows += 1 }
        var samples: [Vector3] = []
        samples.reserveCapacity(remaining)
        while remaining > 0 {
            let batch = min(remaining, 5)
            let bytes = try port.readBlock(LISRegister.outXLow | LISBits.autoIncrement, count: batch * 6,
                                           doing: DriverStep.readingFIFO(through: "OUT_X_L...OUT_Z_H"))
            for index in 0..<batch { samples.append(decode(bytes, at: index * 6)) }
            remaining -= batch
        }
        return samples
    }

    /// Stream mode, watermark at 16 samples.
    public func enableFIFO() throws(DriverError) {
        control5 |= LISBits.fifoEnable
        try port.write(LISRegister.control5, control5, doing: DriverStep.setting("CTRL_REG5 FIFO_EN"))
        try port.write(LISRegister.fifoControl, LISBits.streamMode | 16, doing: DriverStep.setting("FIFO_CTRL_REG", toMode: "stream"))
        usesFIFO = true
    }

    public func disableFIFO() throws(DriverError) {
        try port.write(LISRegister.fifoControl, 0, doing: DriverStep.setting("FIFO_CTRL_REG", toMode: "bypass"))
        control5 &= ~LISBits.fifoEnable
        try port.write(LISRegister.control5, control5, doing: DriverStep.clearing("CTRL_REG5 FIFO_EN"))
        usesFIFO = false
    }

    /// Motion through interrupt generator 1 (INT1_CFG, INT1_THS, INT1_DURATION, latched by
    /// LIR_INT1), knocks through the click detector (CLICK_CFG, CLICK_THS with LIR_Click,
    /// TIME_LIMIT, TIME_LATENCY, TIME_WINDOW), both on high-pass filtered data and on the INT1 pin.
    /// Durations count output samples, so set the rate first.
    public func configureInterrupts(_ settings: InterruptSettings) throws(DriverError) {
        let period = 1 / max(sampleRate, 1)
        let step = Self.thresholdStep(range)
        // As on the other chips: an overrun reaches the pin only when it has no motion to report,
        // or a FIFO filling while the runtime sleeps would wake it for nothing (FIFO_SRC still shows it).
        var pin: UInt8 = usesFIFO && settings.motion == nil ? LISBits.pinOverrun : 0
        try port.write(LISRegister.control2, LISBits.highPassClick | LISBits.highPassInterrupt1, doing: DriverStep.setting("CTRL_REG2", DriverStep.highPass))
        if let motion = settings.motion {
            try port.writeBlock(LISRegister.interrupt1Threshold | LISBits.autoIncrement, [
                registerSteps(motion.threshold, step: step, limit: 127),
                UInt8(min(127, max(0, (motion.duration.seconds / period).rounded()))),
            ], doing: DriverStep.setting(DriverStep.list("INT1_THS", "INT1_DURATION")))
            try port.write(LISRegister.interrupt1Config, LISBits.highEventsAnyAxis, doing: DriverStep.setting("INT1_CFG"))
            control5 |= LISBits.latchInterrupt1
            pin |= LISBits.pinInterrupt1
        } else {
            try port.write(LISRegister.interrupt1Config, 0, doing: DriverStep.clearing("INT1_CFG"))
        }
        if let taps = settings.taps {
            let double = taps.doubleTap
            try port.write(LISRegister.clickConfig, LISBits.singleClicks | (double == nil ? 0 : LISBits.doubleClicks),
                           doing: DriverStep.setting("CLICK_CFG"))
            try port.writeBlock(LISRegister.clickThreshold | LISBits.autoIncrement, [
                LISBits.latchClick | registerSteps(taps.threshold, step: step, limit: 127),
                registerSteps(taps.maximumDuration.seconds, step: period, limit: 127),
                double.map { registerSteps($0.latency.seconds, step: period, limit: 255) } ?? 0,
                double.map { registerSteps($0.window.seconds, step: period, limit: 255) } ?? 0,
            ], doing: DriverStep.setting(DriverStep.list("CLICK_THS", "TIME_LIMIT", "TIME_LATENCY", "TIME_WINDOW")))
            pin |= LISBits.pinClick
        } else {
            try port.write(LISRegister.clickConfig, 0, doing: DriverStep.clearing("CLICK_CFG"))
        }
        try port.write(LISRegister.control5, control5, doing: DriverStep.setting("CTRL_REG5 (LIR_INT1)"))
        try port.write(LISRegister.control6, settings.activeLow ? LISBits.activeLow : 0, doing: DriverStep.setting("CTRL_REG6", DriverStep.polarity))
        try port.write(LISRegister.control3, pin, doing: DriverStep.routing("CTRL_REG3", to: "INT1"))
    }

    /// INT1_SRC and CLICK_SRC in one burst (0x31...0x39): reading them releases both latches.
    public func readInterruptEvents() throws(DriverError) -> AccelerometerEvents {
        let bytes = try port.readBlock(LISRegister.interrupt1Source | LISBits.autoIncrement, count: 9,
                                       doing: DriverStep.reading("INT1_SRC...CLICK_SRC"))
        var events: AccelerometerEvents = []
        if bytes[0] & LISBits.interruptActive != 0 { events.insert(.motion) }
        let click = bytes[8]
        if click & LISBits.singleClick != 0 { events.insert(.singleTap) }
        if click & LISBits.doubleClick != 0 { events.insert(.doubleTap) }
        return events
    }

    // MARK: Scaling

    /// 12-bit data, left-justified: 1, 2, 4 and 12 mg per count at ±2, ±4, ±8 and ±16 g.
    func decode(_ bytes: [UInt8], at offset: Int) -> Vector3 {
        let milligPerCount = Self.milligPerCount(range)
        func axis(_ index: Int) -> Double { Double(bytes.int16LittleEndian(at: offset + index) >> 4) * milligPerCount / 1000 }
        return Vector3(x: axis(0), y: axis(2), z: axis(4))
    }

    static func milligPerCount(_ range: AccelerometerRange) -> Double {
        switch range {
        case .g2: 1
        case .g4: 2
        case .g8: 4
        case .g16: 12
        }
    }

    /// INT1_THS and CLICK_THS steps: 16, 32, 62 and 186 mg.
    static func thresholdStep(_ range: AccelerometerRange) -> Double {
        switch range {
        case .g2: 0.016
        case .g4: 0.032
        case .g8: 0.062
        case .g16: 0.186
        }
    }

    static var rates: [(code: UInt8, hertz: Double)] {
        [(1, 1), (2, 10), (3, 25), (4, 50), (5, 100), (6, 200), (7, 400), (9, 1344)]
    }
}

/// LIS3DH register addresses, named as in the data sheet.
enum LISRegister {
    static let whoAmI: UInt8 = 0x0F               // WHO_AM_I
    static let control1: UInt8 = 0x20             // CTRL_REG1: ODR in bits 7:4, Zen Yen Xen
    static let control2: UInt8 = 0x21             // CTRL_REG2: high-pass filter
    static let control3: UInt8 = 0x22             // CTRL_REG3: what drives INT1
    static let control4: UInt8 = 0x23             // CTRL_REG4: BDU, FS, HR
    static let control5: UInt8 = 0x24             // CTRL_REG5: BOOT, FIFO_EN, LIR_INT1
    static let control6: UInt8 = 0x25             // CTRL_REG6: INT_POLARITY
    static let outXLow: UInt8 = 0x28              // OUT_X_L ... OUT_Z_H (0x2D)
    static let fifoControl: UInt8 = 0x2E          // FIFO_CTRL_REG
    static let fifoSource: UInt8 = 0x2F           // FIFO_SRC_REG
    static let interrupt1Config: UInt8 = 0x30     // INT1_CFG
    static let interrupt1Source: UInt8 = 0x31     // INT1_SRC
    static let interrupt1Threshold: UInt8 = 0x32  // INT1_THS
    static let interrupt1Duration: UInt8 = 0x33   // INT1_DURATION
    static let clickConfig: UInt8 = 0x38          // CLICK_CFG
    static let clickSource: UInt8 = 0x39          // CLICK_SRC
    static let clickThreshold: UInt8 = 0x3A       // CLICK_THS, then TIME_LIMIT, TIME_LATENCY, TIME_WINDOW
}

enum LISBits {
    /// Sub-address MSB: move the register pointer during a multi-byte transfer.
    static let autoIncrement: UInt8 = 0x80
    static let allAxes: UInt8 = 0x07              // CTRL_REG1: Zen Yen Xen
    static let highPassClick: UInt8 = 0x04        // CTRL_REG2: HP_CLICK
    static let highPassInterrupt1: UInt8 = 0x01   // CTRL_REG2: HP_IA1
    static let pinClick: UInt8 = 0x80             // CTRL_REG3: I1_CLICK
    static let pinInterrupt1: UInt8 = 0x40        // CTRL_REG3: I1_IA1
    static let pinOverrun: UInt8 = 0x02           // CTRL_REG3: I1_OVERRUN
    static let blockDataUpdate: UInt8 = 0x80      // CTRL_REG4: BDU
    static let highResolution: UInt8 = 0x08       // CTRL_REG4: HR
    static let boot: UInt8 = 0x80                 // CTRL_REG5: BOOT
    static let fifoEnable: UInt8 = 0x40           // CTRL_REG5: FIFO_EN
    static let latchInterrupt1: UInt8 = 0x08      // CTRL_REG5: LIR_INT1
    static let activeLow: UInt8 = 0x02            // CTRL_REG6: INT_POLARITY
    static let streamMode: UInt8 = 0x80           // FIFO_CTRL_REG: FM = stream
    static let fifoWatermark: UInt8 = 0x80        // FIFO_SRC_REG: WTM
    static let fifoOverrun: UInt8 = 0x40          // FIFO_SRC_REG: OVRN_FIFO
    static let fifoEmpty: UInt8 = 0x20            // FIFO_SRC_REG: EMPTY
    static let highEventsAnyAxis: UInt8 = 0x2A    // INT1_CFG: ZHIE, YHIE, XHIE, OR-combined
    static let interruptActive: UInt8 = 0x40      // INT1_SRC / CLICK_SRC: IA
    static let singleClicks: UInt8 = 0x15         // CLICK_CFG: ZS, YS, XS
    static let doubleClicks: UInt8 = 0x2A         // CLICK_CFG: ZD, YD, XD
    static let latchClick: UInt8 = 0x80           // CLICK_THS: LIR_Click
    static let singleClick: UInt8 = 0x10          // CLICK_SRC: SCLICK
    static let doubleClick: UInt8 = 0x20          // CLICK_SRC: DCLICK
}
