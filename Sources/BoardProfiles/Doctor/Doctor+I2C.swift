import Core
import Drivers
import GadgetBase
import Hardware
import Linux

extension Doctor {
    /// The accelerometer: the bus opens, the address answers, WHO_AM_I matches; then a scan of
    /// the bus naming the known chips that answer.
    func checkAccelerometer() -> [DoctorFinding] {
        let kind = profile.accelerometerKind
        guard kind.isHardware else {
            return [DoctorFinding(.ok, accelerometer, LocalizedMessage(kind == .none ? DoctorText.noneOnBoard : DoctorText.simulated))]
        }
        let path = profile.accelerometerBus
        let bus: LinuxI2CBus
        do {
            bus = try LinuxI2CBus(path: path)
        } catch {
            return [DoctorFinding(.problem, i2cBus, error.message, fix: DoctorText.busFix(error, path: path))]
        }
        var findings = [DoctorFinding(.ok, i2cBus, LocalizedMessage(DoctorText.busOpens, path))]
        let answering = bus.scan()
        findings.append(scanFinding(answering, path: path))
        if kind == .auto {
            let found = KnownChip.all.filter { $0.identity != nil && $0.name != "LSM9DS1 magnetometer" }
                .flatMap { chip in chip.addresses.filter(answering.contains).map { (chip, $0) } }
                .filter { identify(bus, chip: $0.0, address: $0.1) == nil }
            findings.append(found.isEmpty
                ? DoctorFinding(.problem, accelerometer, LocalizedMessage(DoctorText.autoNone, path),
                                fix: LocalizedMessage(DoctorText.powerFix))
                : DoctorFinding(.ok, accelerometer, LocalizedMessage(DoctorText.autoFound, LocalizedMessage.joined(
                    found.map { LocalizedMessage(DoctorText.chipAt, $0.0.name, hexByte($0.1)) }, separator: DoctorText.comma))))
            return findings
        }
        let address = profile.accelerometerAddress
        guard let chip = KnownChip.forKind(kind) else { return findings }
        guard answering.contains(address) else {
            // A scan skips addresses a kernel driver has claimed; asking the chip tells which it is.
            if let claimed = identify(bus, chip: chip, address: address), claimed.isClaimedByKernel {
                findings.append(DoctorFinding(.problem, accelerometer, claimed.message,
                                              fix: LocalizedMessage(DoctorText.kernelDriverFix, hexByte(address))))
                return findings
            }
            let elsewhere = chip.addresses.filter { $0 != address && answering.contains($0) }
            findings.append(DoctorFinding(.problem, accelerometer, LocalizedMessage(DoctorText.nothingAnswers, hexByte(address), path),
                fix: elsewhere.isEmpty ? LocalizedMessage(DoctorText.wiringFix)
                    : LocalizedMessage(DoctorText.otherAddressFix, hexByte(elsewhere[0]), hexByte(elsewhere[0]), profile.file)))
            return findings
        }
        if let problem = identify(bus, chip: chip, address: address) {
            findings.append(DoctorFinding(.problem, accelerometer, problem.message,
                                          fix: LocalizedMessage(DoctorText.kindAddressFix, profile.file)))
        } else {
            findings.append(DoctorFinding(.ok, accelerometer, LocalizedMessage(DoctorText.whoAmIMatches, chip.name,
                                                                               hexByte(address), path)))
        }
        return findings
    }

    /// What a chip that is not the expected one said, and whether a kernel driver holds its address.
    struct IdentityProblem {
        var message: LocalizedMessage
        var isClaimedByKernel = false
    }

    /// nil when the chip at `address` says it is `chip`; otherwise what it said. The MPU-6050
    /// goes through its driver; the others' identity registers are read directly.
    func identify(_ bus: LinuxI2CBus, chip: KnownChip, address: UInt8) -> IdentityProblem? {
        if chip.name == "MPU-6050" {
            do {
                try MPU6050(bus: bus, address: address).identify()
                return nil
            } catch {
                return IdentityProblem(message: error.message, isClaimedByKernel: error.busError?.kind == .claimedByKernel)
            }
        }
        guard let identity = chip.identity else { return nil }
        do {
            let value = try bus.readByte(address: address, register: identity.register)
            if value == identity.value { return nil }
            return IdentityProblem(message: LocalizedMessage(DoctorText.wrongIdentity, chip.name, hexByte(address),
                                                             hexByte(identity.register), hexByte(value), hexByte(identity.value)))
        } catch {
            return IdentityProblem(message: LocalizedMessage(DoctorText.identityReadFailed, hexByte(address), error.message),
                                   isClaimedByKernel: error.kind == .claimedByKernel)
        }
    }

    private func scanFinding(_ answering: [UInt8], path: String) -> DoctorFinding {
        guard !answering.isEmpty else {
            return DoctorFinding(.problem, i2cScan, LocalizedMessage(DoctorText.noDeviceAnswers, path),
                                 fix: LocalizedMessage(DoctorText.scanWiringFix))
        }
        let named = answering.map { address in
            let guesses = KnownChip.all.filter { $0.addresses.contains(address) }.map { LocalizedMessage.verbatim($0.name) }
            return guesses.isEmpty ? LocalizedMessage.verbatim(hexByte(address))
                : LocalizedMessage(DoctorText.scanGuess, hexByte(address), LocalizedMessage.joined(guesses, separator: DoctorText.or))
        }
        return DoctorFinding(.info, i2cScan, LocalizedMessage(DoctorText.scanList, path, LocalizedMessage.joined(named, separator: DoctorText.comma)))
    }

    private var accelerometer: LocalizedMessage { LocalizedMessage(DoctorText.accelerometer) }
    private var i2cBus: LocalizedMessage { LocalizedMessage(DoctorText.i2cBus) }
    private var i2cScan: LocalizedMessage { LocalizedMessage(DoctorText.i2cScan) }
}
