import GadgetBase
import Hardware

extension LinuxI2CBus {
    /// The addresses a scan covers by default: the whole 7-bit space minus the reserved ones
    /// (general call, CBUS, high-speed and 10-bit prefixes), as `i2cdetect` does.
    public static let scannableAddresses: ClosedRange<UInt8> = 0x08...0x77

    /// Addresses on /dev/i2c-`bus` that acknowledge a harmless read (`i2cdetect -r` style), in
    /// ascending order, for `gadget doctor`. Addresses a kernel driver has claimed cannot be probed
    /// from user space and are left out. Throws only when the bus itself cannot be opened.
    public static func scan(
        bus: Int, addresses: some Sequence<UInt8> = scannableAddresses
    ) throws(I2COpenError) -> [UInt8] {
        let device = try LinuxI2CBus(busNumber: bus)
        return device.scan(addresses: addresses)
    }

    /// Addresses on this bus that acknowledge a harmless read.
    public func scan(addresses: some Sequence<UInt8> = scannableAddresses) -> [UInt8] {
        var answering: [UInt8] = []
        for address in Set(addresses).sorted() where address <= 0x7F {
            do {
                try probeRead(address)
                answering.append(address)
            } catch {
                continue
            }
        }
        return answering
    }
}
