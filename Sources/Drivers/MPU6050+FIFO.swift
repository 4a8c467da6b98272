import GadgetBase
import Hardware

extension MPU6050 {
    /// Queues accelerometer samples (6 bytes each) in the 1024-byte FIFO, emptied first.
    public func enableFIFO() throws(DriverError) {
        try registers.write(MPURegister.fifoEnable, MPUBits.accelerometerFIFO, doing: DriverStep.enabling("FIFO_EN"))
        try restartFIFO(doing: DriverStep.startingFIFO)
        setFIFO(true)
    }

    public func disableFIFO() throws(DriverError) {
        try registers.write(MPURegister.userControl, MPUBits.fifoReset, doing: DriverStep.stoppingFIFO)
        try registers.write(MPURegister.fifoEnable, 0, doing: DriverStep.clearing("FIFO_EN"))
        setFIFO(false)
    }

    /// Empties the FIFO and turns it on. FIFO_RESET acts only while USER_CTRL's FIFO_EN is 0
    /// (register map, USER_CTRL), so the reset and the enable are two writes, as the kernel's
    /// inv_mpu6050 driver makes them.
    private func restartFIFO(doing purpose: LocalizedMessage) throws(DriverError) {
        try registers.write(MPURegister.userControl, MPUBits.fifoReset, doing: purpose)
        try registers.write(MPURegister.userControl, MPUBits.fifoOn, doing: purpose)
    }

    /// FIFO_COUNT, then FIFO_R_W in bursts of five samples (30 bytes, under SMBus's 32).
    func drainFIFO() throws(DriverError) -> [Vector3] {
        let countBytes = try registers.readBlock(MPURegister.fifoCountHigh, count: 2, doing: DriverStep.reading("FIFO_COUNT"))
        let count = Int(countBytes[0]) << 8 | Int(countBytes[1])
        if count >= MPURegister.fifoBytes {
            // A full FIFO drops its oldest bytes one by one: 1024 is no multiple of 6, so the
            // queue no longer starts on a sample. Start it afresh rather than read torn samples.
            try restartFIFO(doing: DriverStep.resettingFIFOAfterOverflow)
            countOverflow()
            return []
        }
        var remaining = count / 6
        var samples: [Vector3] = []
        samples.reserveCapacity(remaining)
        while remaining > 0 {
            let batch = min(remaining, 5)
            let bytes = try registers.readBlock(MPURegister.fifoReadWrite, count: batch * 6, doing: DriverStep.reading("FIFO_R_W"))
            for index in 0..<batch { samples.append(decode(bytes, at: index * 6)) }
            remaining -= batch
        }
        return samples
    }

    /// Motion detection only: the MPU-6050 has no tap detector. MOT_THR and MOT_DUR act on the
    /// accelerometer after its digital high-pass filter (ACCEL_HPF 5 Hz), so gravity is ignored.
    public func configureInterrupts(_ settings: InterruptSettings) throws(DriverError) {
        if settings.taps != nil {
            throw registers.error(LocalizedMessage(DriverText.noTapDetection),
                                  fix: LocalizedMessage(DriverText.motionOnly))
        }
        // With motion detection the pin wakes a sleeping runtime; a FIFO left filling meanwhile
        // would overflow (170 samples: 1.7 s at 100 Hz) and wake it for nothing, so the overflow
        // interrupt is only routed when the pin has no motion to report.
        var enabled: UInt8 = usesFIFO && settings.motion == nil ? MPUBits.fifoOverflowInterrupt : 0
        if let motion = settings.motion {
            setHighPass(MPUBits.highPass5Hz)
            try registers.write(MPURegister.accelerometerConfig, range.selectionBits << 3 | MPUBits.highPass5Hz,
                                doing: DriverStep.setting("ACCEL_HPF"))
            try registers.write(MPURegister.motionThreshold, registerSteps(motion.threshold, step: 0.002, limit: 255),
                                doing: DriverStep.setting("MOT_THR"))
            try registers.write(MPURegister.motionDuration,
                                registerSteps(motion.duration.milliseconds, step: 1, limit: 255), doing: DriverStep.setting("MOT_DUR"))
            enabled |= MPUBits.motionInterrupt
        }
        // LATCH_INT_EN: the pin stays active until INT_STATUS is read (INT_RD_CLEAR left 0).
        let pin = MPUBits.latchInterrupt | (settings.activeLow ? MPUBits.activeLow : 0)
        try registers.write(MPURegister.interruptPinConfig, pin, doing: DriverStep.setting("INT_PIN_CFG"))
        try registers.write(MPURegister.interruptEnable, enabled, doing: DriverStep.setting("INT_ENABLE"))
    }

    public func readInterruptEvents() throws(DriverError) -> AccelerometerEvents {
        let status = try registers.read(MPURegister.interruptStatus, doing: DriverStep.reading("INT_STATUS"))
        var events: AccelerometerEvents = []
        if status & MPUBits.motionInterrupt != 0 { events.insert(.motion) }
        if status & MPUBits.fifoOverflowInterrupt != 0 { events.insert(.overflow) }
        return events
    }
}

/// Bits in the registers above, named as in the register map.
enum MPUBits {
    static let accelerometerFIFO: UInt8 = 0x08      // FIFO_EN: ACCEL_FIFO_EN
    static let fifoOn: UInt8 = 0x40                 // USER_CTRL: FIFO_EN
    static let fifoReset: UInt8 = 0x04              // USER_CTRL: FIFO_RESET
    static let highPass5Hz: UInt8 = 0x01            // ACCEL_CONFIG: ACCEL_HPF = 5 Hz
    static let motionInterrupt: UInt8 = 0x40        // INT_ENABLE: MOT_EN; INT_STATUS: MOT_INT
    static let fifoOverflowInterrupt: UInt8 = 0x10  // INT_ENABLE: FIFO_OFLOW_EN; INT_STATUS: FIFO_OFLOW_INT
    static let dataReadyInterrupt: UInt8 = 0x01     // DATA_RDY_EN / DATA_RDY_INT
    static let latchInterrupt: UInt8 = 0x20         // INT_PIN_CFG: LATCH_INT_EN
    static let activeLow: UInt8 = 0x80              // INT_PIN_CFG: INT_LEVEL
}
