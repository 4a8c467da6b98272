import GadgetBase
import Glibc

/// What the kernel's errno values mean for an I2C transfer, as the kernel's I2C/SMBus fault-code
/// conventions (Documentation/i2c/fault-codes.rst) and the adapters Gadget meets use them. The one
/// place an errno becomes an `I2CError.Kind`: `LinuxI2CBus` reads it for every failed transfer,
/// and the fault simulator throws through it, so a simulated fault and a real one cannot differ.
///
/// Adapters do not agree on everything, which is why the kinds are careful:
/// - i2c core's convention, i2c-gpio (i2c-algo-bit) and most SMBus controllers: ENXIO when the
///   address is not acknowledged; i2c-algo-bit reports a refused data byte as EIO.
/// - The Pi's BCM2835 (Pi 1-4) and DesignWare (the Pi 5's RP1) controllers: EREMOTEIO for any
///   missing acknowledge, address or data alike. DesignWare reports a lost arbitration as EAGAIN;
///   the BCM2835 reports its clock-stretch timeout as EIO and a transfer that never completed as
///   ETIMEDOUT.
/// - i2c-stub (the kernel tier's emulated bus): ENODEV for an address with no chip.
public enum I2CErrno {
    public struct Entry: Sendable {
        public let code: Int32
        /// The symbol, for logs and the detail line: "EREMOTEIO".
        public let symbol: String
        public let kind: I2CError.Kind
        /// A sentence that says more than strerror's words (`ErrnoWords`), where there is one.
        let explanation: LocalizedString?
    }

    public static let table: [Entry] = [
        Entry(code: ENXIO, symbol: "ENXIO", kind: .noAcknowledge(.address), explanation: nil),
        Entry(code: ENODEV, symbol: "ENODEV", kind: .noAcknowledge(.address), explanation: nil),
        Entry(code: EREMOTEIO, symbol: "EREMOTEIO", kind: .noAcknowledge(.unknown), explanation: nil),
        Entry(code: EAGAIN, symbol: "EAGAIN", kind: .arbitrationLoss, explanation: I2CText.arbitrationLost),
        Entry(code: EBUSY, symbol: "EBUSY", kind: .bus, explanation: I2CText.busBusy),
        Entry(code: ETIMEDOUT, symbol: "ETIMEDOUT", kind: .timeout, explanation: I2CText.timedOut),
        Entry(code: EOPNOTSUPP, symbol: "EOPNOTSUPP", kind: .unsupported, explanation: I2CText.transferNotImplemented),
        Entry(code: EIO, symbol: "EIO", kind: .other, explanation: nil),
        Entry(code: EPROTO, symbol: "EPROTO", kind: .other, explanation: nil),
        Entry(code: EBADMSG, symbol: "EBADMSG", kind: .other, explanation: nil),
    ]

    public static func entry(for code: Int32) -> Entry? { table.first { $0.code == code } }

    /// The kind of a failed transfer's errno; anything the table does not name is `.other`.
    public static func kind(of code: Int32) -> I2CError.Kind { entry(for: code)?.kind ?? .other }

    /// The error a transfer to `address` on `bus` that failed with `code` is reported as.
    public static func error(_ code: Int32, bus: String, address: UInt8) -> I2CError {
        I2CError(kind(of: code), bus: bus, address: address, detail: detail(code))
    }

    /// Why, in words: the table's sentence, or the C library's words and the symbol
    /// ("Remote I/O error (EREMOTEIO)", which a search finds; "Ошибка удалённого ввода-вывода
    /// (EREMOTEIO)" in Russian).
    public static func detail(_ code: Int32) -> LocalizedMessage {
        let entry = entry(for: code)
        if let explanation = entry?.explanation { return LocalizedMessage(explanation) }
        if let entry, let words = ErrnoWords.words(for: code) { return LocalizedMessage(I2CText.errnoWords, words, entry.symbol) }
        return .verbatim(describeErrno(code) + " (" + (entry?.symbol ?? "errno \(code)") + ")")
    }
}

/// The C library's words for an errno, the same in every language (strerror's own).
public func describeErrno(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "errno \(code)" }
    return String(cString: text)
}
