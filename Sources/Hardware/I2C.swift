import GadgetBase
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
/// on (after embedded-hal's `ErrorKind`); the detail (an I2CText sentence, or the C library's
/// words for an errno) says why. `I2CErrno` maps the kernel's errno values onto kinds.
public struct I2CError: Error, Hashable, Sendable, CustomStringConvertible, UserFacingError {
    public enum Kind: Hashable, Sendable {
        /// A byte was not acknowledged; `source` says which one, when the adapter can tell.
        case noAcknowledge(NoAcknowledgeSource)
        /// Another master won the bus in the middle of the transfer.
        case arbitrationLoss
        /// The bus misbehaved (a START or STOP out of place, a bus held busy).
        case bus
        /// The transfer took too long and was abandoned (a chip stretching the clock, SDA stuck low).
        case timeout
        /// A kernel driver has claimed the address, so user space may not talk to it.
        case claimedByKernel
        /// The adapter cannot do this kind of transfer.
        case unsupported
        /// Anything else: a vague EIO, a short read.
        case other
    }

    /// Which byte went unacknowledged.
    public enum NoAcknowledgeSource: String, Hashable, Sendable, CaseIterable {
        /// The address byte: no device answered there (absent, unplugged, wrong address).
        case address
        /// A data byte: the device answered its address, then refused a byte.
        case data
        /// The adapter does not say which (the Pi's BCM2835 reports both as one).
        case unknown
    }

    public var kind: Kind
    public var bus: String
    public var address: UInt8?
    public var detail: LocalizedMessage?

    public init(_ kind: Kind, bus: String, address: UInt8? = nil, detail: LocalizedMessage? = nil) {
        self.kind = kind; self.bus = bus; self.address = address; self.detail = detail
    }

    /// True for a missing acknowledge that may mean nobody is at the address (address or unknown).
    public var mayMeanAbsent: Bool {
        guard case .noAcknowledge(let source) = kind else { return false }
        return source != .data
    }

    public var message: LocalizedMessage {
        let at: any LocalizableArgument = address.map { LocalizedMessage(I2CText.atAddress, hexByte($0)) } ?? ""
        let why: any LocalizableArgument = detail.map { LocalizedMessage(I2CText.because, $0) } ?? ""
        switch kind {
        case .noAcknowledge(.data): return LocalizedMessage(I2CText.dataNotAcknowledged, at, bus, why)
        case .noAcknowledge: return LocalizedMessage(I2CText.noAcknowledge, at, bus, why)
        case .claimedByKernel: return LocalizedMessage(I2CText.claimedByKernel, at, bus)
        case .unsupported: return LocalizedMessage(I2CText.unsupported, bus, why)
        case .arbitrationLoss, .bus, .timeout, .other: return LocalizedMessage(I2CText.transferFailed, at, bus, why)
        }
    }

    public func message(_ l: Localizer) -> String { message.text(l) }

    /// In English, for logs and tests.
    public var description: String { message.description }
}

extension I2CError.Kind {
    /// The kind's name in bus traces: "noAcknowledge.address", "timeout".
    public var name: String {
        switch self {
        case .noAcknowledge(let source): "noAcknowledge." + source.rawValue
        case .arbitrationLoss: "arbitrationLoss"
        case .bus: "bus"
        case .timeout: "timeout"
        case .claimedByKernel: "claimedByKernel"
        case .unsupported: "unsupported"
        case .other: "other"
        }
    }

    public static let all: [I2CError.Kind] = I2CError.NoAcknowledgeSource.allCases.map { .noAcknowledge($0) }
        + [.arbitrationLoss, .bus, .timeout, .claimedByKernel, .unsupported, .other]

    public init?(name: String) {
        guard let kind = Self.all.first(where: { $0.name == name }) else { return nil }
        self = kind
    }
}

/// Why an I2C bus device could not be opened: a different failure from a transfer's, with a
/// different fix (enable I2C, join the group), so it has a type of its own.
public struct I2COpenError: Error, Hashable, Sendable, CustomStringConvertible, UserFacingError {
    public enum Kind: String, Hashable, Sendable {
        /// No such bus device (I2C not enabled, wrong bus number).
        case missing
        /// The device is there, but the user may not open it (not in the i2c group).
        case permissionDenied
        /// Another reason, in the C library's words.
        case other
    }

    public var kind: Kind
    public var path: String
    public var detail: LocalizedMessage?

    public init(_ kind: Kind, path: String, detail: LocalizedMessage? = nil) {
        self.kind = kind; self.path = path; self.detail = detail
    }

    public var message: LocalizedMessage {
        switch kind {
        case .missing:
            return LocalizedMessage(I2CText.cannotOpen, path, LocalizedMessage(I2CText.because, I2CText.missing(path)))
        case .permissionDenied:
            return LocalizedMessage(DeviceAccessText.permissionDenied, path, "i2c")
        case .other:
            let why: any LocalizableArgument = detail.map { LocalizedMessage(I2CText.because, $0) } ?? ""
            return LocalizedMessage(I2CText.cannotOpen, path, why)
        }
    }

    public func message(_ l: Localizer) -> String { message.text(l) }

    public var description: String { message.description }
}
