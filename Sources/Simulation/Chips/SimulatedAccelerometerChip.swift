import ChipCatalog
import GadgetBase
import Hardware

/// A register-accurate accelerometer on a `SimulatedI2CBus`, fed by a `MotionSource` on the
/// injected clock. The desktop board and the driver tests use these in place of real chips.
public protocol SimulatedAccelerometerChip: SimulatedI2CDevice {
    /// Which real chip this one behaves like.
    var chip: AccelerometerChip { get }
    /// A register's value with no side effects (reading some registers through the bus clears them).
    func peek(_ register: UInt8) -> UInt8
    /// Samples per second at the current settings (0 while powered down).
    var sampleRate: Double { get }
    /// True while the chip drives its interrupt pin to the active level.
    var interruptAsserted: Bool { get }
    /// Takes the samples that fell due up to now (filling the data registers, the FIFO and the
    /// detectors), as the chip does on its own whether or not anyone reads it.
    func runUntilNow()
}

extension SimulatedAccelerometerChip {
    /// The models catch up on their sampling when a transaction begins; between transactions
    /// the same catching up is the chip running on its own.
    public func runUntilNow() { beginTransaction() }
}

extension AccelerometerChip {
    /// A simulated chip of this kind, powered up and waiting to be configured.
    public func makeSimulator(clock: any GadgetClock, motion: any MotionSource) -> any SimulatedAccelerometerChip {
        switch self {
        case .mpu6050: SimulatedMPU6050(clock: clock, motion: motion)
        case .adxl345: SimulatedADXL345(clock: clock, motion: motion)
        case .lis3dh: SimulatedLIS3DH(clock: clock, motion: motion)
        case .lsm9ds1: SimulatedLSM9DS1(clock: clock, motion: motion)
        }
    }
}
