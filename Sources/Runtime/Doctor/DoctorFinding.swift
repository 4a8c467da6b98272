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

    static let all: [KnownChip] = [
        KnownChip(name: "MPU-6050", addresses: [0x68, 0x69], identity: (0x75, 0x68)),
        KnownChip(name: "LSM9DS1 accelerometer/gyroscope", addresses: [0x6A, 0x6B], identity: (0x0F, 0x68)),
        KnownChip(name: "LSM9DS1 magnetometer", addresses: [0x1C, 0x1E], identity: (0x0F, 0x3D)),
        KnownChip(name: "ADXL345", addresses: [0x53, 0x1D], identity: (0x00, 0xE5)),
        KnownChip(name: "LIS3DH", addresses: [0x18, 0x19], identity: (0x0F, 0x33)),
        KnownChip(name: "SSD1306 OLED", addresses: [0x3C, 0x3D], identity: nil),
    ]

    /// The chip model a profile's accelerometer kind expects.
    static func forKind(_ kind: BoardProfile.AccelerometerKind) -> KnownChip? {
        switch kind {
        case .mpu6050, .simulatedMPU6050: all[0]
        case .lsm9ds1: all[1]
        case .adxl345: all[3]
        case .lis3dh: all[4]
        case .auto, .none: nil
        }
    }
}
