import Drivers
/// One thing `gadget doctor` checked: what, how it stands, and the fix when it is a problem.
public struct DoctorFinding: Hashable, Sendable, CustomStringConvertible {
    public enum Status: String, Sendable, Comparable {
        case ok, info, problem
        public static func < (a: Status, b: Status) -> Bool { a.rank < b.rank }
        private var rank: Int { self == .ok ? 0 : self == .info ? 1 : 2 }
    }

    public var status: Status
    /// "display", "accelerometer", "button up", "i2c scan", ...
    public var subject: String
    public var detail: String
    public var fix: String?

    public init(_ status: Status, _ subject: String, _ detail: String, fix: String? = nil) {
        self.status = status; self.subject = subject; self.detail = detail; self.fix = fix
    }

    public var description: String {
        let mark = switch status { case .ok: "ok     "; case .info: "info   "; case .problem: "PROBLEM" }
        var text = "\(mark) \(subject): \(detail)"
        if let fix { text += "\n        fix: \(fix)" }
        return text
    }
}

/// The chips Gadget knows on an I2C bus: where they answer and how they identify themselves.
struct KnownChip: Sendable {
    var name: String
    var addresses: [UInt8]
    /// WHO_AM_I register and expected value, for chips that have one.
    var identity: (register: UInt8, value: UInt8)?

    /// The accelerometers Gadget drives (identities from their drivers), and other chips a
    /// Gadget board often carries, so a scan can name what it sees.
    static let all: [KnownChip] = AccelerometerChip.allCases.map { chip in
        KnownChip(name: chip.displayName, addresses: chip.addresses, identity: (chip.identityRegister, chip.identity))
    } + [
        KnownChip(name: "LSM9DS1 magnetometer", addresses: [0x1C, 0x1E], identity: (0x0F, 0x3D)),
        KnownChip(name: "SSD1306 OLED", addresses: [0x3C, 0x3D], identity: nil),
    ]

    /// The chip model a profile's accelerometer kind expects.
    static func forKind(_ kind: BoardProfile.AccelerometerKind) -> KnownChip? {
        guard let chip = kind.chip else { return nil }
        return all.first { $0.name == chip.displayName }
    }
}
