import ChipCatalog
import GadgetBase
import Hardware

extension AccelerometerChip {
    /// A driver for this chip at `address` on `bus`, not yet identified or configured.
    public func makeDriver<Bus: I2CBus>(bus: Bus, address: UInt8) -> any AccelerometerDriver {
        switch self {
        case .mpu6050: MPU6050(bus: bus, address: address)
        case .adxl345: ADXL345(bus: bus, address: address)
        case .lis3dh: LIS3DH(bus: bus, address: address)
        case .lsm9ds1: LSM9DS1(bus: bus, address: address)
        }
    }
}

/// What every accelerometer driver offers, whichever chip it drives.
///
/// The usual sequence is `identify()`, `reset()`, `configure(range:sampleRate:)`, optionally
/// `enableFIFO()` and `configureInterrupts(_:)`, then `readSamples()` whenever the runtime wakes:
/// it returns every sample the chip has queued (one without a FIFO), oldest first, in g.
public protocol AccelerometerDriver: Accelerometer {
    var chip: AccelerometerChip { get }
    var address: UInt8 { get }
    var busName: String { get }
    var range: AccelerometerRange { get }
    /// True once `enableFIFO()` succeeded: reads then drain the chip's queue.
    var usesFIFO: Bool { get }
    /// Samples the chip can queue (0 without a FIFO): how long the runtime may sleep between
    /// reads is at most this many sample periods.
    var fifoCapacity: Int { get }
    /// Reads that found the FIFO overflowed (so samples were lost) since the driver was made.
    var fifoOverflows: Int { get }

    /// Checks the identity register: throws when nothing answers or another chip does.
    func identify() throws(DriverError)
    /// Returns the chip to its power-up configuration.
    func reset() throws(DriverError)
    /// Whether the chip is still measuring, from one register: false after it lost power, as it
    /// wakes asleep or powered down and then reads the same values forever.
    func isMeasuring() throws(DriverError) -> Bool
    /// Wakes the chip at the nearest range and output data rate it has; `sampleRate` then holds the real rate.
    func configure(range: AccelerometerRange, sampleRate: Double) throws(DriverError)
    /// Queues samples in the chip's FIFO from now on (stream mode: the oldest are dropped when full).
    func enableFIFO() throws(DriverError)
    func disableFIFO() throws(DriverError)
    /// Routes the chip's own motion and tap detection to its interrupt pin, latched until
    /// `readInterruptEvents()` reads them. Throws, naming what is missing, when the chip cannot.
    func configureInterrupts(_ settings: InterruptSettings) throws(DriverError)
    /// What the chip detected since the last call; reading clears the latch and releases the pin.
    func readInterruptEvents() throws(DriverError) -> AccelerometerEvents
}

extension AccelerometerDriver {
    public var name: String { "\(chip.displayName) at \(hexByte(address)) on \(busName)" }
    public var describe: LocalizedMessage {
        LocalizedMessage(DriverText.chipOnBus, chip.displayName, hexByte(address), busName)
    }
    public var fullScale: Double { range.limit }
}
