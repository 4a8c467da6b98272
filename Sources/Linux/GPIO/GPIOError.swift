import Glibc

/// Why a GPIO chip or line could not be used, worded for the person at the board: the chip,
/// the line, and the fix.
public struct GPIOError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        case chipNotFound, permissionDenied, lineNotFound, lineBusy, requestFailed, readFailed
    }

    public var kind: Kind
    public var description: String
    /// For `lineBusy`: who holds the line.
    public var consumer: String?

    public init(_ kind: Kind, _ description: String, consumer: String? = nil) {
        self.kind = kind; self.description = description; self.consumer = consumer
    }

    static func opening(_ path: String, errno code: Int32) -> GPIOError {
        switch code {
        case EACCES, EPERM:
            return GPIOError(.permissionDenied, "cannot open \(path): permission denied: add your user to the gpio "
                + "group and install Gadget's udev rules (see udev/)")
        case ENOENT, ENODEV, ENXIO:
            return GPIOError(.chipNotFound, "GPIO chip \(path) does not exist; `gadget doctor` lists the chips "
                + "and their labels (name the chip by label in the board profile, e.g. chip = \"pinctrl-rp1\")")
        default:
            return GPIOError(.chipNotFound, "cannot open GPIO chip \(path): \(describeErrno(code))")
        }
    }

    public static func busy(line: String, chip: String, consumer: String?) -> GPIOError {
        let holder = consumer.map { "\"\($0)\"" } ?? "another process or kernel driver"
        var fix = "stop the program that holds it, or choose another line in the board profile"
        if consumer == "gpio-keys" || consumer?.hasPrefix("gpio_keys") == true {
            fix = "a gpio-key dtoverlay claims it: remove that overlay from /boot/firmware/config.txt, or read the "
                + "button through evdev instead ([input] keys in the board profile)"
        } else if consumer == "gadget" {
            fix = "another Gadget is running (systemctl stop gadget), or the profile names this line twice"
        }
        return GPIOError(.lineBusy, "\(line) on \(chip) is in use by \(holder); \(fix)", consumer: consumer)
    }
}

/// A C call's errno, carried out of the libgpiod backends.
struct SystemErrno: Error {
    let code: Int32
    init(_ code: Int32) { self.code = code }
}
