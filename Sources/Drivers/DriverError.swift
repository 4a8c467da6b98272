import Hardware

/// A chip driver's failure, worded for the person at the board: which chip, on which bus
/// and address, what went wrong, and what to do about it.
public struct DriverError: Error, Hashable, Sendable, CustomStringConvertible {
    public var chip: String
    public var bus: String
    public var address: UInt8
    public var problem: String
    public var fix: String
    /// The bus error behind this one, if the bus failed.
    public var busError: I2CError?

    public init(chip: String, bus: String, address: UInt8, problem: String, fix: String, busError: I2CError? = nil) {
        self.chip = chip; self.bus = bus; self.address = address
        self.problem = problem; self.fix = fix; self.busError = busError
    }

    /// Explains a bus failure while talking to `chip`.
    /// `addressHint` says how the chip's address is chosen on a breakout board; the MPU-6050's
    /// AD0 pin by default.
    public init(chip: String, bus: String, address: UInt8, doing action: String, busError: I2CError,
                addressHint: String = "AD0 low is 0x68, AD0 high is 0x69") {
        let detail = busError.detail.isEmpty ? "" : " (\(busError.detail))"
        let problem: String, fix: String
        switch busError.kind {
        case .noAcknowledge:
            problem = "no acknowledge while \(action)\(detail)"
            fix = "check the wiring (SDA, SCL, 3.3 V, GND) and the address: \(addressHint); "
                + "`i2cdetect -y <bus number>` lists the addresses that answer"
        case .cannotOpen:
            problem = "cannot open the bus while \(action)\(detail)"
            fix = "enable I2C (dtparam=i2c_arm=on in config.txt, or raspi-config) and add your user to the i2c group (see udev/)"
        case .transferFailed:
            problem = "the transfer failed while \(action)\(detail)"
            fix = "check for loose contacts, missing pull-ups or an over-long cable; lowering the bus speed can help"
        case .unsupported:
            problem = "the bus adapter cannot do the transfer needed for \(action)\(detail)"
            fix = "use an adapter that supports SMBus block reads (I2C_FUNC_SMBUS_READ_I2C_BLOCK)"
        }
        self.init(chip: chip, bus: bus, address: address, problem: problem, fix: fix, busError: busError)
    }

    public var description: String {
        "\(chip) at \(hex(address)) on \(bus): \(problem); \(fix)"
    }
}

/// "0x68": how addresses and register values are written in data sheets and i2c-tools.
func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16)
    return "0x" + (digits.count == 1 ? "0" + digits : digits)
}
