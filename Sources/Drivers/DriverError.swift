import ChipCatalog
import GadgetBase
import Hardware

/// A chip driver's failure, worded for the person at the board: which chip, on which bus
/// and address, what went wrong, and what to do about it.
public struct DriverError: Error, Hashable, Sendable, CustomStringConvertible, UserFacingError {
    public var chip: String
    public var bus: String
    public var address: UInt8
    public var problem: LocalizedMessage
    public var fix: LocalizedMessage
    /// The bus error behind this one, if the bus failed.
    public var busError: I2CError?

    public init(chip: String, bus: String, address: UInt8, problem: LocalizedMessage, fix: LocalizedMessage,
                busError: I2CError? = nil) {
        self.chip = chip; self.bus = bus; self.address = address
        self.problem = problem; self.fix = fix; self.busError = busError
    }

    /// Explains a bus failure while talking to `chip`; `action` is what the driver was doing, in
    /// data-sheet terms ("reading WHO_AM_I"). `addressHint` says how the chip's address is chosen
    /// on a breakout board (`AccelerometerChip.addressHint`).
    public init(chip: String, bus: String, address: UInt8, doing action: LocalizedMessage, busError: I2CError,
                addressHint: LocalizedMessage) {
        let detail: any LocalizableArgument = busError.detail.map { LocalizedMessage(DriverText.detail, $0) } ?? ""
        let problem: LocalizedMessage, fix: LocalizedMessage
        switch busError.kind {
        case .noAcknowledge:
            problem = LocalizedMessage(DriverText.noAcknowledge, action, detail)
            fix = LocalizedMessage(DriverText.checkWiring, addressHint)
        case .claimedByKernel:
            problem = LocalizedMessage(DriverText.claimedByKernel, action)
            fix = LocalizedMessage(DriverText.releaseFromKernel)
        case .arbitrationLoss, .bus, .timeout, .other:
            problem = LocalizedMessage(DriverText.transferFailed, action, detail)
            fix = LocalizedMessage(DriverText.checkContacts)
        case .unsupported:
            problem = LocalizedMessage(DriverText.adapterCannot, action, detail)
            fix = LocalizedMessage(DriverText.useBlockAdapter)
        }
        self.init(chip: chip, bus: bus, address: address, problem: problem, fix: fix, busError: busError)
    }

    /// The whole sentence: chip, address, bus, problem and fix.
    public var message: LocalizedMessage { LocalizedMessage(DriverText.error, chip, hexByte(address), bus, problem, fix) }

    public func message(_ l: Localizer) -> String { message.text(l) }

    /// In English, for logs and tests.
    public var description: String { message.description }
}
