import GadgetBase
import Hardware
import Linux

/// The board's I2C buses, each opened once: the accelerometer and an OLED on /dev/i2c-1 share
/// one `LinuxI2CBus` (one descriptor, the address switched per transfer) instead of two opens of
/// the same device. Both are used from the run loop's thread, as the bus requires.
public final class I2CBusPool {
    private var open: [String: LinuxI2CBus] = [:]

    public init() {}

    /// The bus at `path`, opened the first time it is asked for. A failed open is not kept, so
    /// the next call tries again (the adapter may appear later, as after `dtparam=i2c_arm=on`).
    public func bus(_ path: String) throws(I2COpenError) -> LinuxI2CBus {
        if let bus = open[path] { return bus }
        let bus = try LinuxI2CBus(path: path)
        open[path] = bus
        return bus
    }
}
