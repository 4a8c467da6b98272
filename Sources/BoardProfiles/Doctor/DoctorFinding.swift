import ChipCatalog
import Foundation
import Core
import Drivers
import GadgetBase
import Hardware

/// One thing `gadget doctor` checked: what, how it stands, and the fix when it is a problem.
/// The texts are messages, so the same findings print in the reader's language; the String
/// properties give the English text, which scripts and tests match on.
public struct DoctorFinding: Hashable, Sendable, CustomStringConvertible {
    public enum Status: String, Sendable, Comparable {
        case ok, info, problem
        public static func < (a: Status, b: Status) -> Bool { a.rank < b.rank }
        private var rank: Int { self == .ok ? 0 : self == .info ? 1 : 2 }
    }

    public var status: Status
    /// "display", "accelerometer", "button up", "i2c scan", ...
    public var subjectMessage: LocalizedMessage
    public var detailMessage: LocalizedMessage
    public var fixMessage: LocalizedMessage?

    public init(_ status: Status, _ subject: LocalizedMessage, _ detail: LocalizedMessage, fix: LocalizedMessage? = nil) {
        self.status = status; self.subjectMessage = subject; self.detailMessage = detail; self.fixMessage = fix
    }

    /// A finding whose texts read the same in every language.
    public init(_ status: Status, _ subject: String, _ detail: String, fix: String? = nil) {
        self.init(status, .verbatim(subject), .verbatim(detail), fix: fix.map(LocalizedMessage.verbatim))
    }

    public var subject: String { subjectMessage.description }
    public var detail: String { detailMessage.description }
    public var fix: String? { fixMessage?.description }

    /// The status mark padded to one width, the subject and detail, and the fix on its own line.
    public func text(_ l: Localizer) -> String {
        let marks = [DoctorText.ok, DoctorText.info, DoctorText.problem].map { l($0) }
        let width = marks.map(\.count).max() ?? 0
        let mark = l(status == .ok ? DoctorText.ok : status == .info ? DoctorText.info : DoctorText.problem)
        var text = mark.padding(toLength: width, withPad: " ", startingAt: 0)
            + " \(subjectMessage.text(l)): \(detailMessage.text(l))"
        if let fixMessage { text += "\n        \(l(DoctorText.fixLabel)) \(fixMessage.text(l))" }
        return text
    }

    public var description: String { text(Localizer(language: .en)) }
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
