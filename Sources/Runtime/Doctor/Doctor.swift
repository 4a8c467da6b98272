import Drivers
import Glibc
import Hardware
import Linux

/// Checks a board against its profile, device by device, the way a person would with i2cdetect,
/// gpioinfo and fbset, and says how to fix each problem. Reads only: it requests no GPIO line
/// and writes no register.
public struct Doctor {
    public let profile: BoardProfile
    /// Where gpiochip* and input/event* are looked for (a test points it elsewhere).
    public var devices = "/dev"

    public init(profile: BoardProfile) { self.profile = profile }

    public func run() -> [DoctorFinding] {
        var findings = [DoctorFinding(.info, "libgpiod", "built against the \(GPIOChip.libraryAPIMajor).x API; "
            + (GPIOChip.kernelDebounces ? "the kernel debounces buttons" : "Gadget debounces buttons in software"))]
        findings += checkDisplay()
        findings += checkAccelerometer()
        findings += checkGPIO()
        findings += checkInputs()
        return findings
    }

    // MARK: Display

    func checkDisplay() -> [DoctorFinding] {
        guard profile.displayKind == .framebuffer else {
            return [DoctorFinding(.ok, "display", "the terminal (\(profile.display))")]
        }
        let path = profile.displayDevice
        do {
            let info = try FramebufferDisplay.probe(path: path)
            guard let format = info.renderFormat else {
                return [DoctorFinding(.problem, "display", info.description,
                                      fix: "set the panel's overlay to 16 or 32 bits per pixel (or 1 for a mono OLED); "
                                          + "Gadget would fall back to the terminal")]
            }
            let rotated = FramebufferRotation(degrees: profile.rotation)?.swapsAxes == true
            let (width, height) = rotated ? (info.height, info.width) : (info.width, info.height)
            if width != profile.display.width || height != profile.display.height {
                return [DoctorFinding(.problem, "display", "\(info.description) is \(width)x\(height) after rotation "
                    + "\(profile.rotation), the profile says \(profile.display.width)x\(profile.display.height)",
                    fix: "set [display] width/height in \(profile.file) to the panel's size, or fix the overlay's width/height")]
            }
            return [DoctorFinding(.ok, "display", "\(info.description), frames \(width)x\(height) \(format.rawValue)")]
        } catch {
            return [DoctorFinding(.problem, "display", error.description, fix: displayFix(error))]
        }
    }

    private func displayFix(_ error: FramebufferError) -> String {
        switch error.kind {
        case .cannotOpen where error.description.contains("permission"):
            return "sudo usermod -aG video $USER, install udev/60-gadget.rules, log in again"
        case .cannotOpen:
            return "add `\(profile.displayOverlay ?? "the panel's dtoverlay")` to /boot/firmware/config.txt and reboot; "
                + "`ls /sys/class/graphics` shows the framebuffers there are"
        default:
            return "check the panel's overlay and its wiring"
        }
    }

    // MARK: GPIO

    func checkGPIO() -> [DoctorFinding] {
        var wanted = profile.buttonLines.map { ("button \($0.button.rawValue)", $0.line) }
        if let interrupt = profile.accelerometerInterrupt { wanted.append(("accelerometer interrupt", interrupt)) }
        guard !wanted.isEmpty else { return [] }
        let chip: GPIOChip
        do {
            chip = try GPIOChip.open(anyOf: profile.gpioChips, devices: devices)
        } catch {
            let present = GPIOChip.chipPaths(in: devices).compactMap { try? GPIOChip(path: $0) }
                .map { "\($0.path) \"\($0.label)\" (\($0.lineCount) lines)" }
            return [DoctorFinding(.problem, "gpio chip", error.description,
                                  fix: present.isEmpty ? "no GPIO chip can be opened here; see the message above"
                                      : "chips here: " + present.joined(separator: ", ") + "; put one of their labels in [gpio] chip")]
        }
        var findings = [DoctorFinding(.ok, "gpio chip", "\(chip.describe), \(chip.lineCount) lines")]
        for (subject, line) in wanted {
            do {
                let offset = try chip.offset(of: line)
                let info = chip.info(offset: offset)
                if let info, info.isUsed, info.consumer != GPIOInputLine.consumer {
                    let busy = GPIOError.busy(line: "\(line)", chip: chip.describe, consumer: info.consumer)
                    findings.append(DoctorFinding(.problem, subject, busy.description,
                                                  fix: "free the line (see the message), or wire the button to another line"))
                } else {
                    let holder = info?.consumer.map { ", held by \($0)" } ?? ", free"
                    findings.append(DoctorFinding(.ok, subject, "\(line) is line \(offset)\(holder)"))
                }
            } catch {
                findings.append(DoctorFinding(.problem, subject, error.description, fix: "fix [buttons] in \(profile.file)"))
            }
        }
        return findings
    }

    // MARK: Input devices

    func checkInputs() -> [DoctorFinding] {
        profile.inputDevices.map { name in
            do throws(InputDeviceError) {
                let device = try InputDevice.open(name, directory: devices + "/input", grab: false)
                let kind = device.touchAxes != nil ? "touchscreen" : device.hasButtons ? "keys" : "no keys Gadget maps"
                return DoctorFinding(device.hasButtons || device.touchAxes != nil ? .ok : .problem, "input \(name)",
                                     "\(device.path) \"\(device.name)\": \(kind)",
                                     fix: device.hasButtons || device.touchAxes != nil ? nil
                                         : "this device sends no arrow, Enter, Esc or touch events; choose another device")
            } catch {
                return DoctorFinding(.problem, "input \(name)", error.description,
                                     fix: error.isPermission ? "sudo usermod -aG input $USER and install udev/60-gadget.rules"
                                         : "check the overlay and the device name (`cat /proc/bus/input/devices`)")
            }
        }
    }
}
