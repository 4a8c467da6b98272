import ChipCatalog
import GadgetBase
import Hardware

/// How the profile wants its accelerometer: which chip (nil: find it), where, how fast, and
/// which of its own detectors to use.
public struct AccelerometerPlan: Sendable, Equatable {
    public var chip: AccelerometerChip?
    public var address: UInt8
    public var range: AccelerometerRange
    public var sampleRate: Double
    public var useFIFO: Bool
    public var interrupts: InterruptSettings?

    public init(chip: AccelerometerChip?, address: UInt8, range: AccelerometerRange, sampleRate: Double,
                useFIFO: Bool = false, interrupts: InterruptSettings? = nil) {
        self.chip = chip; self.address = address; self.range = range; self.sampleRate = sampleRate
        self.useFIFO = useFIFO; self.interrupts = interrupts
    }
}

/// A failure to find or start the accelerometer, worded for the person at the board.
public struct AccelerometerSetupError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}

public enum AccelerometerBringUp {
    /// Finds the chip (scanning when the plan names none), identifies, resets and configures it,
    /// and starts its FIFO and detectors as planned. `report` holds the scan's findings, if any.
    public static func start<Bus: I2CBus>(
        on bus: Bus, plan: AccelerometerPlan
    ) throws -> (driver: any AccelerometerDriver, report: AccelerometerDetector.Report?) {
        var report: AccelerometerDetector.Report?
        let driver: any AccelerometerDriver
        if let chip = plan.chip {
            driver = chip.makeDriver(bus: bus, address: plan.address)
        } else {
            let scan = AccelerometerDetector.scan(bus: bus)
            report = scan
            guard let first = scan.found.first else { throw AccelerometerSetupError(scan.description) }
            driver = first.chip.makeDriver(bus: bus, address: first.address)
        }
        try driver.identify()
        try driver.reset()
        try driver.configure(range: plan.range, sampleRate: plan.sampleRate)
        if plan.useFIFO { try driver.enableFIFO() }
        if let interrupts = plan.interrupts { try driver.configureInterrupts(interrupts) }
        return (driver, report)
    }
}
