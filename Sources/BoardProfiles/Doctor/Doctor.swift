import Core
import Drivers
import Foundation
import Glibc
import GadgetBase
import Hardware
import Linux

/// Checks a board against its profile, device by device, the way a person would with i2cdetect,
/// gpioinfo and fbset, and says how to fix each problem. Reads only: it requests no GPIO line
/// and writes no register.
public struct Doctor {
    public let profile: BoardProfile
    /// Where gpiochip* and input/event* are looked for (a test points it elsewhere).
    public var devices = "/dev"
    /// Where the DRM cards are (/dev/dri).
    public var dri = "/dev/dri"
    /// Where fbN/name tells each framebuffer's driver (/sys/class/graphics).
    public var graphics = FramebufferDirectory.sysfs

    public init(profile: BoardProfile) { self.profile = profile }

    public func run() -> [DoctorFinding] {
        var findings: [DoctorFinding] = []
        // Only a board with GPIO lines has any use for what libgpiod can do.
        if !profile.buttonLines.isEmpty || profile.accelerometerInterrupt != nil {
            findings.append(DoctorFinding(.info, .verbatim("libgpiod"), LocalizedMessage(
                DoctorText.libgpiod, "\(GPIOChip.libraryAPIMajor)",
                GPIOChip.kernelDebounces ? DoctorText.kernelDebounces : DoctorText.softwareDebounces)))
        }
        findings += checkDisplay()
        findings += checkFramebuffers()
        findings += checkAccelerometer()
        findings += checkGPIO()
        findings += checkInputs()
        return findings
    }

    // MARK: Display

    func checkDisplay() -> [DoctorFinding] {
        if profile.displayKind == .oled { return checkOLED() }
        if profile.displayKind == .drm { return checkDRM() }
        guard profile.displayKind == .framebuffer else {
            return [DoctorFinding(.ok, display, LocalizedMessage(DoctorText.terminal, "\(profile.display)"))]
        }
        var path = profile.displayDevice
        // The board's own overlay in the messages, not the generic examples; several lines are
        // listed in the fix, one a line, so the message only names them.
        let hint: LocalizedMessage = if let overlay = profile.displayOverlay {
            overlay.contains("\n") ? LocalizedMessage(DoctorText.linesBelow) : .verbatim(overlay)
        } else {
            FramebufferError.defaultOverlayHint
        }
        do {
            path = try FramebufferDirectory.resolve(profile.displayDevice, sysfs: graphics, overlayHint: hint)
            let info = try FramebufferDisplay.probe(path: path, overlayHint: hint)
            guard let format = info.renderFormat else {
                return [DoctorFinding(.problem, display, .verbatim(info.description), fix: LocalizedMessage(DoctorText.badPixelFormat))]
            }
            let rotated = FramebufferRotation(degrees: profile.rotation)?.swapsAxes == true
            let (width, height) = rotated ? (info.height, info.width) : (info.width, info.height)
            if width != profile.display.width || height != profile.display.height {
                return [DoctorFinding(.problem, display, LocalizedMessage(
                    DoctorText.wrongSize, info.description, "\(width)", "\(height)", "\(profile.rotation)",
                    "\(profile.display.width)", "\(profile.display.height)"),
                    fix: LocalizedMessage(DoctorText.wrongSizeFix, profile.file))]
            }
            let ok = LocalizedMessage(DoctorText.displayOK, info.description, "\(width)", "\(height)", format.rawValue)
            let mono = profile.display.format.isMonochrome && !format.isMonochrome
            return [DoctorFinding(.ok, display, mono ? LocalizedMessage(PanelDoctorText.monoBehind, ok) : ok)]
        } catch {
            // A missing device: the fix line below says what this board needs, so the problem
            // line only says what is wrong (the runtime's message also carries the remedy).
            let problem = error.kind == .cannotOpen && path.hasPrefix("/") && !FileManager.default.fileExists(atPath: path)
                ? LocalizedMessage(DoctorText.framebufferMissing, path) : error.message
            return [DoctorFinding(.problem, display, problem, fix: displayFix(error))]
        }
    }

    private var display: LocalizedMessage { LocalizedMessage(DoctorText.display) }

    private func displayFix(_ error: FramebufferError) -> LocalizedMessage {
        switch error.kind {
        case .permissionDenied:
            return LocalizedMessage(DoctorText.videoGroupFix)
        case .cannotOpen:
            guard let overlay = profile.displayOverlay else {
                return LocalizedMessage(DoctorText.addOverlayFix, LocalizedMessage(DoctorText.thePanelsOverlay))
            }
            // config.txt takes dtoverlay/dtparam/gpio lines; anything else (the panel's firmware
            // to make, a board whose panel a kernel module makes, as the QEMU guest's vfb) is a
            // command to run. Several lines are listed one a line, to be copied as they are.
            let (config, commands) = profile.displayOverlayLines
            guard config.count + commands.count > 1 else { return LocalizedMessage(config.isEmpty ? DoctorText.runSetupFix : DoctorText.addOverlayFix, overlay) }
            func block(_ lines: [String]) -> String { lines.map { "\n            " + $0 }.joined() }
            if commands.isEmpty { return LocalizedMessage(DoctorText.addOverlayLinesFix, block(config)) }
            if config.isEmpty { return LocalizedMessage(DoctorText.runSetupLinesFix, block(commands)) }
            return LocalizedMessage(DoctorText.addOverlayLinesAndRunFix, block(config), block(commands))
        default:
            return LocalizedMessage(DoctorText.checkPanelFix)
        }
    }

    // MARK: GPIO

    func checkGPIO() -> [DoctorFinding] {
        var wanted = profile.buttonLines.map { (LocalizedMessage(DoctorText.button, $0.button.rawValue), $0.line) }
        if let interrupt = profile.accelerometerInterrupt {
            wanted.append((LocalizedMessage(DoctorText.accelerometerInterrupt), interrupt))
        }
        let gpioChip = LocalizedMessage(DoctorText.gpioChip)
        guard !wanted.isEmpty else { return [] }
        let chip: GPIOChip
        do {
            chip = try GPIOChip.open(anyOf: profile.gpioChips, devices: devices)
        } catch {
            let paths = GPIOChip.chipPaths(in: devices)
            let present = paths.compactMap { try? GPIOChip(path: $0) }
                .map { LocalizedMessage(DoctorText.chipDescription, $0.path, $0.label, DoctorText.gpioLines.message(count: $0.lineCount)) }
            let fix = paths.isEmpty ? LocalizedMessage(DoctorText.noChipFix)
                : present.isEmpty ? LocalizedMessage(DoctorText.unopenedChipsFix)
                : LocalizedMessage(DoctorText.otherChipsFix, LocalizedMessage.joined(present, separator: DoctorText.comma))
            return [DoctorFinding(.problem, gpioChip, error.message, fix: fix)]
        }
        var findings = [DoctorFinding(.ok, gpioChip, LocalizedMessage(DoctorText.chipOK, chip.describe,
                                                                      DoctorText.gpioLines.message(count: chip.lineCount)))]
        for (subject, line) in wanted {
            do {
                let offset = try chip.offset(of: line)
                let info = chip.info(offset: offset)
                if let info, info.isUsed, info.consumer != GPIOInputLine.consumer {
                    let busy = GPIOError.busy(line: line.shown, chip: chip.describe, consumer: info.consumer)
                    findings.append(DoctorFinding(.problem, subject, busy.message,
                                                  fix: LocalizedMessage(DoctorText.lineBusyFix)))
                } else {
                    let state = info?.consumer.map { LocalizedMessage(DoctorText.lineHeld, line.shown, "\(offset)", $0) }
                        ?? LocalizedMessage(DoctorText.lineFree, line.shown, "\(offset)")
                    findings.append(DoctorFinding(.ok, subject, state))
                }
            } catch {
                findings.append(DoctorFinding(.problem, subject, error.message,
                                              fix: LocalizedMessage(DoctorText.buttonsFix, profile.file)))
            }
        }
        return findings
    }

    // MARK: Input devices

    func checkInputs() -> [DoctorFinding] {
        profile.inputDevices.map { name in
            do throws(InputDeviceError) {
                let device = try InputDevice.open(name, directory: devices + "/input", grab: false)
                let kind = device.touchAxes != nil ? DoctorText.touchscreen : device.hasButtons ? DoctorText.keys
                    : DoctorText.noMappedKeys
                let usable = device.hasButtons || device.touchAxes != nil
                return DoctorFinding(usable ? .ok : .problem, LocalizedMessage(DoctorText.input, name),
                                     LocalizedMessage(DoctorText.inputDevice, device.path, device.name, kind),
                                     fix: usable ? nil : LocalizedMessage(DoctorText.noEventsFix))
            } catch {
                return DoctorFinding(.problem, LocalizedMessage(DoctorText.input, name), error.message,
                                     fix: LocalizedMessage(error.isPermission ? DoctorText.inputGroupFix : DoctorText.inputNameFix))
            }
        }
    }
}
