/// An I2C bus as chip drivers need it: SMBus-style register access, the subset libi2c
/// offers and the kernel's i2c-stub can emulate. Drivers are generic over this protocol,
/// so the same driver runs on /dev/i2c-N, on a simulated chip and on a recorded trace.
public protocol I2CBus: AnyObject {
    /// Human name for messages: "/dev/i2c-1", "simulated bus".
    var name: String { get }
    func readByte(address: UInt8, register: UInt8) throws(I2CError) -> UInt8
    func writeByte(address: UInt8, register: UInt8, value: UInt8) throws(I2CError)
    /// Reads `count` (1...32) consecutive bytes starting at `register` in one transaction.
    func readBlock(address: UInt8, register: UInt8, count: Int) throws(I2CError) -> [UInt8]
    /// Writes up to 32 bytes starting at `register` in one transaction.
    func writeBlock(address: UInt8, register: UInt8, bytes: [UInt8]) throws(I2CError)
}

public struct I2CError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// No device acknowledged the address (absent, unplugged, wrong address).
        case noAcknowledge
        /// The bus device could not be opened (missing, or no permission).
        case cannotOpen
        /// The transfer failed for another reason (bus stuck, timeout, arbitration lost).
        case transferFailed
        /// The adapter cannot do this kind of transfer.
        case unsupported
    }

    public var kind: Kind
    public var bus: String
    public var address: UInt8?
    public var detail: String

    public init(_ kind: Kind, bus: String, address: UInt8? = nil, detail: String = "") {
        self.kind = kind; self.bus = bus; self.address = address; self.detail = detail
    }

    public var description: String {
        let at = address.map { " at 0x" + String($0, radix: 16, uppercase: false) } ?? ""
        let why = detail.isEmpty ? "" : ": \(detail)"
        switch kind {
        case .noAcknowledge: return "no device answers\(at) on \(bus)\(why); check the wiring and the address"
        case .cannotOpen: return "cannot open \(bus)\(why)"
        case .transferFailed: return "I2C transfer\(at) on \(bus) failed\(why)"
        case .unsupported: return "\(bus) cannot do this transfer\(why)"
        }
    }
}
