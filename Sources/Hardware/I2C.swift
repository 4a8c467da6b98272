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

/// Why a bus transfer failed, worded for the person at the board. The kind is what code decides
/// on; the detail (an I2CText sentence, or the C library's words for an errno) says why.
public struct I2CError: Error, Hashable, Sendable, CustomStringConvertible, UserFacingError {
    public enum Kind: String, Sendable {
        /// No device acknowledged the address (absent, unplugged, wrong address).
        case noAcknowledge
        /// The bus device could not be opened (missing, or I2C is not enabled).
        case cannotOpen
        /// The bus device is there, but the user may not open it (not in the i2c group).
        case permissionDenied
        /// A kernel driver has claimed the address, so user space may not talk to it.
        case claimedByKernel
        /// The transfer failed for another reason (bus stuck, timeout, arbitration lost).
        case transferFailed
        /// The adapter cannot do this kind of transfer.
        case unsupported
    }

    public var kind: Kind
    public var bus: String
    public var address: UInt8?
    public var detail: LocalizedMessage?

    public init(_ kind: Kind, bus: String, address: UInt8? = nil, detail: LocalizedMessage? = nil) {
        self.kind = kind; self.bus = bus; self.address = address; self.detail = detail
    }

    public var message: LocalizedMessage {
        let at: any LocalizableArgument = address.map { LocalizedMessage(I2CText.atAddress, hexByte($0)) } ?? ""
        let why: any LocalizableArgument = detail.map { LocalizedMessage(I2CText.because, $0) } ?? ""
        switch kind {
        case .noAcknowledge: return LocalizedMessage(I2CText.noAcknowledge, at, bus, why)
        case .cannotOpen: return LocalizedMessage(I2CText.cannotOpen, bus, why)
        case .permissionDenied: return LocalizedMessage(DeviceAccessText.permissionDenied, bus, "i2c")
        case .claimedByKernel: return LocalizedMessage(I2CText.claimedByKernel, at, bus)
        case .transferFailed: return LocalizedMessage(I2CText.transferFailed, at, bus, why)
        case .unsupported: return LocalizedMessage(I2CText.unsupported, bus, why)
        }
    }

    public func message(_ l: Localizer) -> String { message.text(l) }

    /// In English, for logs and tests.
    public var description: String { message.description }
}
