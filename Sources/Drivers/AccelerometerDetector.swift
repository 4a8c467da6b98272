import ChipCatalog
import GadgetBase
import Hardware

/// Finds accelerometers on a bus the way `i2cdetect` would, but knowing what to ask: each known
/// chip's addresses, its identity register, and whether the answer is the chip's own.
public enum AccelerometerDetector {
    /// What one address said.
    public enum Finding: Hashable, Sendable {
        case found(AccelerometerChip)
        /// Something acknowledged but its identity register held another value.
        case wrongIdentity(expected: AccelerometerChip, read: UInt8)
        case absent
        /// The bus failed in a way that is not a missing acknowledge.
        case failed(I2CError)
    }

    public struct Probe: Hashable, Sendable {
        public var chip: AccelerometerChip
        public var address: UInt8
        public var finding: Finding
    }

    public struct Report: Sendable, CustomStringConvertible {
        public var bus: String
        public var probes: [Probe]

        /// Chips that identified themselves, in the order they were tried.
        public var found: [(chip: AccelerometerChip, address: UInt8)] {
            probes.compactMap { probe in
                if case .found(let chip) = probe.finding { return (chip, probe.address) }
                return nil
            }
        }

        public var description: String {
            var lines = ["accelerometer scan of \(bus):"]
            for probe in probes {
                let at = "  \(hexByte(probe.address)) \(probe.chip.displayName): "
                switch probe.finding {
                case .found: lines.append(at + "found (\(probe.chip.identityRegisterName) \(hexByte(probe.chip.identity)))")
                case .absent: lines.append(at + "no answer")
                case .wrongIdentity(let chip, let value):
                    let relative = chip.knownRelatives[value].map { ", likely \($0)" } ?? ""
                    lines.append(at + "answers, but \(chip.identityRegisterName) reads \(hexByte(value)), "
                                 + "not \(hexByte(chip.identity))\(relative)")
                case .failed(let error): lines.append(at + "\(error)")
                }
            }
            if found.isEmpty {
                lines.append("no known accelerometer found; check the wiring (SDA, SCL, 3.3 V, GND) and that "
                             + "I2C is enabled, then `i2cdetect -y <bus number>`")
            }
            return lines.joined(separator: "\n")
        }
    }

    /// Tries every known chip at each of its addresses: one byte read each, nothing written.
    public static func scan<Bus: I2CBus>(bus: Bus, chips: [AccelerometerChip] = AccelerometerChip.allCases) -> Report {
        var probes: [Probe] = []
        for chip in chips {
            for address in chip.addresses {
                let finding: Finding
                do {
                    let value = try bus.readByte(address: address, register: chip.identityRegister)
                    finding = value == chip.identity ? .found(chip) : .wrongIdentity(expected: chip, read: value)
                } catch where error.mayMeanAbsent {
                    finding = .absent
                } catch {
                    finding = .failed(error)
                }
                probes.append(Probe(chip: chip, address: address, finding: finding))
            }
        }
        return Report(bus: bus.name, probes: probes)
    }
}
