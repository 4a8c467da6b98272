import Drivers
import Hardware
import Linux

extension Doctor {
    /// The accelerometer: the bus opens, the address answers, WHO_AM_I matches; then a scan of
    /// the bus naming the known chips that answer.
    func checkAccelerometer() -> [DoctorFinding] {
        let kind = profile.accelerometerKind
        guard kind.isHardware else {
            return [DoctorFinding(.ok, "accelerometer", kind == .none ? "none on this board" : "simulated")]
        }
        let path = profile.accelerometerBus
        let bus: LinuxI2CBus
        do {
            bus = try LinuxI2CBus(path: path)
        } catch {
            let fix = error.detail.contains("permission") ? "sudo usermod -aG i2c $USER, install udev/60-gadget.rules, log in again"
                : "sudo raspi-config nonint do_i2c 0 (or dtparam=i2c_arm=on in /boot/firmware/config.txt), then reboot"
            return [DoctorFinding(.problem, "i2c bus", error.description, fix: fix)]
        }
        var findings = [DoctorFinding(.ok, "i2c bus", "\(path) opens")]
        let answering = bus.scan()
        findings.append(scanFinding(answering, path: path))
        if kind == .auto {
            let found = KnownChip.all.filter { $0.identity != nil && $0.name != "LSM9DS1 magnetometer" }
                .flatMap { chip in chip.addresses.filter(answering.contains).map { (chip, $0) } }
                .filter { identify(bus, chip: $0.0, address: $0.1) == nil }
            findings.append(found.isEmpty
                ? DoctorFinding(.problem, "accelerometer", "auto: no known accelerometer answers on \(path)",
                                fix: "check the wiring (SDA, SCL, 3.3 V, GND) and that the chip is powered")
                : DoctorFinding(.ok, "accelerometer", "auto: " + found.map { "\($0.0.name) at \(hexByte($0.1))" }.joined(separator: ", ")))
            return findings
        }
        let address = profile.accelerometerAddress
        guard let chip = KnownChip.forKind(kind) else { return findings }
        guard answering.contains(address) else {
            // A scan skips addresses a kernel driver has claimed; asking the chip tells which it is.
            if let claimed = identify(bus, chip: chip, address: address), claimed.contains("kernel driver") {
                findings.append(DoctorFinding(.problem, "accelerometer", claimed,
                    fix: "a kernel driver holds \(hexByte(address)): remove the overlay that loads it from "
                        + "/boot/firmware/config.txt, or unbind it under /sys/bus/i2c/drivers/"))
                return findings
            }
            let elsewhere = chip.addresses.filter { $0 != address && answering.contains($0) }
            findings.append(DoctorFinding(.problem, "accelerometer", "nothing answers at \(hexByte(address)) on \(path)",
                fix: elsewhere.isEmpty ? "check the wiring (SDA, SCL, 3.3 V, GND); the scan above lists what answers"
                    : "something answers at \(hexByte(elsewhere[0])): set address = \(hexByte(elsewhere[0])) in \(profile.file)"))
            return findings
        }
        if let problem = identify(bus, chip: chip, address: address) {
            findings.append(DoctorFinding(.problem, "accelerometer", problem,
                                          fix: "check the accelerometer kind and address in \(profile.file)"))
        } else {
            findings.append(DoctorFinding(.ok, "accelerometer", "\(chip.name) at \(hexByte(address)) on \(path), WHO_AM_I matches"))
        }
        return findings
    }

    /// nil when the chip at `address` says it is `chip`; otherwise what it said. The MPU-6050
    /// goes through its driver; the others' identity registers are read directly.
    func identify(_ bus: LinuxI2CBus, chip: KnownChip, address: UInt8) -> String? {
        if chip.name == "MPU-6050" {
            do { try MPU6050(bus: bus, address: address).identify(); return nil } catch { return error.description }
        }
        guard let identity = chip.identity else { return nil }
        do {
            let value = try bus.readByte(address: address, register: identity.register)
            if value == identity.value { return nil }
            return "\(chip.name) expected at \(hexByte(address)), but WHO_AM_I (\(hexByte(identity.register))) reads "
                + "\(hexByte(value)) instead of \(hexByte(identity.value))"
        } catch {
            return "reading WHO_AM_I at \(hexByte(address)) failed: \(error)"
        }
    }

    private func scanFinding(_ answering: [UInt8], path: String) -> DoctorFinding {
        guard !answering.isEmpty else {
            return DoctorFinding(.problem, "i2c scan", "no device answers on \(path)",
                                 fix: "check the wiring (SDA to GPIO2, SCL to GPIO3, 3.3 V, GND)")
        }
        let named = answering.map { address in
            let guesses = KnownChip.all.filter { $0.addresses.contains(address) }.map(\.name)
            return hexByte(address) + (guesses.isEmpty ? "" : " (" + guesses.joined(separator: " or ") + "?)")
        }
        return DoctorFinding(.info, "i2c scan", "\(path): " + named.joined(separator: ", "))
    }
}

func hexByte(_ value: UInt8) -> String {
    let digits = String(value, radix: 16)
    return "0x" + (digits.count == 1 ? "0" : "") + digits
}
