import Glibc
import GadgetBase
import Hardware

/// Why a GPIO chip or line could not be used, worded for the person at the board: the chip,
/// the line, and the fix.
public struct GPIOError: Error, Hashable, Sendable, CustomStringConvertible, UserFacingError {
    public enum Kind: String, Sendable {
        case chipNotFound, permissionDenied, lineNotFound, lineBusy, requestFailed, readFailed
    }

    public var kind: Kind
    public var message: LocalizedMessage
    /// For `lineBusy`: who holds the line.
    public var consumer: String?
    /// For a chip looked for by label: what is there instead, so a profile naming several
    /// labels can say so once.
    var chipsFound: ChipsFound?

    enum ChipsFound: Hashable, Sendable {
        /// Chips with other labels, listed.
        case others(LocalizedMessage)
        /// No chip at all in this devices folder: the profile is not for this machine.
        case none(devices: String)
    }

    public init(_ kind: Kind, _ message: LocalizedMessage, consumer: String? = nil) {
        self.kind = kind; self.message = message; self.consumer = consumer
    }

    /// In English, for logs and tests.
    public var description: String { message.description }

    public func message(_ l: Localizer) -> String { message.text(l) }

    static func opening(_ path: String, errno code: Int32) -> GPIOError {
        switch code {
        case EACCES, EPERM:
            return GPIOError(.permissionDenied, LocalizedMessage(DeviceAccessText.permissionDenied, path, "gpio"))
        case ENOENT, ENODEV, ENXIO:
            return GPIOError(.chipNotFound, LocalizedMessage(GPIOText.chipMissing, path))
        default:
            return GPIOError(.chipNotFound, LocalizedMessage(GPIOText.cannotOpenChip, path, ErrnoWords.reason(code)))
        }
    }

    /// No chip carries any of `labels` (quoted, "or" between them); `found` says what is there.
    static func labelNotFound(_ labels: [String], found: ChipsFound) -> GPIOError {
        let quoted = labels.map { LocalizedMessage.verbatim("\"\($0)\"") }
        let named = quoted.dropFirst().reduce(quoted.first ?? .verbatim("")) { LocalizedMessage(GPIOText.joined, $0, GPIOText.or, $1) }
        let message = switch found {
        case .others(let chips): LocalizedMessage(GPIOText.labelMissing, named, chips)
        case .none(let devices): LocalizedMessage(GPIOText.noChipsAtAll, named, devices)
        }
        var error = GPIOError(.chipNotFound, message)
        error.chipsFound = found
        return error
    }

    public static func busy(line: any LocalizableArgument, chip: String, consumer: String?) -> GPIOError {
        let holder = consumer.map { LocalizedMessage.verbatim("\"\($0)\"") } ?? LocalizedMessage(GPIOText.anotherHolder)
        var fix = GPIOText.stopHolderFix
        if consumer == "gpio-keys" || consumer?.hasPrefix("gpio_keys") == true {
            fix = GPIOText.gpioKeysFix
        } else if consumer == "gadget" {
            fix = GPIOText.anotherGadgetFix
        }
        return GPIOError(.lineBusy, LocalizedMessage(GPIOText.lineBusy, line, chip, holder, fix), consumer: consumer)
    }
}

/// A C call's errno as an Error, so it can travel in a Result (the libgpiod backends, the
/// framebuffer's ioctls).
struct SystemErrno: Error, Equatable {
    let code: Int32
    init(_ code: Int32) { self.code = code }
}
