import ChipCatalog
import Drivers
import GadgetBase
import Hardware
import Linux

extension Doctor {
    /// Every framebuffer and the driver behind it; for a framebuffer profile, the config.txt line,
    /// a warning when the panel is on a retired driver, and a hint when the profile names a number.
    func checkFramebuffers() -> [DoctorFinding] {
        let entries = FramebufferDirectory.list(sysfs: graphics)
        let listed = entries.isEmpty ? LocalizedMessage(PanelDoctorText.none) : LocalizedMessage.joined(entries.map {
            LocalizedMessage(PanelDoctorText.entry, $0.device, $0.name, PanelDriverCatalog.recognize($0).description)
        }, separator: DoctorText.comma)
        var findings = [DoctorFinding(.info, LocalizedMessage(PanelDoctorText.framebuffers), listed)]
        guard profile.displayKind == .framebuffer else { return findings }
        let subject = LocalizedMessage(DoctorText.display)
        // One line is shown here; several are listed in the fix when the panel is missing.
        if let overlay = profile.displayOverlay, !overlay.contains("\n") {
            findings.append(DoctorFinding(.info, subject, LocalizedMessage(PanelDoctorText.configLine, overlay)))
        }
        guard let path = try? FramebufferDirectory.resolve(profile.displayDevice, sysfs: graphics),
              let entry = entries.first(where: { $0.device == path })
        else { return findings }
        let driver = PanelDriverCatalog.recognize(entry)
        if driver.isRetired {
            let modern = profile.displayOverlaySummary.flatMap { line in
                line.contains("mipi-dbi-spi") || line.contains("ssd1306") ? line : nil
            }
            findings.append(DoctorFinding(.problem, subject, LocalizedMessage(PanelDoctorText.retired, driver.description),
                                          fix: modern.map { LocalizedMessage(PanelDoctorText.retiredFix, $0) }
                                              ?? LocalizedMessage(PanelDoctorText.retiredFixNoLine)))
        }
        if profile.displayDevice.hasPrefix("/"), !entry.name.isEmpty {
            findings.append(DoctorFinding(.info, subject, LocalizedMessage(PanelDoctorText.numberedDevice, path, entry.name)))
        }
        return findings
    }

    /// A DRM display: the card and connector the profile means exist and offer a mode.
    func checkDRM() -> [DoctorFinding] {
        let subject = LocalizedMessage(DoctorText.display)
        do {
            let chosen = try DRMSelection.choose(among: DRMDisplay.survey(devices: dri), card: profile.displayCard,
                                                 connector: profile.displayConnector)
            let mode = chosen.connector.modes[chosen.mode]
            let size = "\(mode.width)x\(mode.height)"
            guard DisplayGeometry(width: Int(mode.width), height: Int(mode.height), format: profile.display.format).fitsScreens else {
                return [DoctorFinding(.problem, subject, LocalizedMessage(PanelDoctorText.drmFound, chosen.card.path, chosen.card.driver,
                                                                      chosen.connector.name, size),
                                      fix: LocalizedMessage(PanelDoctorText.drmTooSmall, size))]
            }
            return [DoctorFinding(.ok, subject, LocalizedMessage(PanelDoctorText.drmFound, chosen.card.path, chosen.card.driver,
                                                                 chosen.connector.name, size))]
        } catch {
            return [DoctorFinding(.problem, subject, error.message)]
        }
    }

    /// An OLED driven from user space: the bus opens and the panel acknowledges its address
    /// (a status read, which changes nothing on the panel), or a kernel driver holds it.
    func checkOLED() -> [DoctorFinding] {
        let panel = profile.oledPanel
        let subject = LocalizedMessage(PanelDoctorText.oled)
        let bus: LinuxI2CBus
        do {
            bus = try LinuxI2CBus(path: profile.displayBus)
        } catch {
            return [DoctorFinding(.problem, subject, error.message, fix: DoctorText.busFix(error, path: profile.displayBus))]
        }
        do {
            _ = try bus.readByte(address: panel.address, register: 0x00)
            return [DoctorFinding(.ok, subject, LocalizedMessage(PanelDoctorText.oledAnswers, panel.controller.displayName,
                                                                 hexByte(panel.address), profile.displayBus))]
        } catch {
            let fix = error.kind == .claimedByKernel ? LocalizedMessage(PanelDoctorText.oledKernelFix, hexByte(panel.address))
                : DriverError(chip: panel.controller.displayName, bus: profile.displayBus, address: panel.address,
                              doing: DriverStep.readingStatus, busError: error, addressHint: OLEDController.addressHint).fix
            return [DoctorFinding(.problem, subject, error.message, fix: fix)]
        }
    }
}
