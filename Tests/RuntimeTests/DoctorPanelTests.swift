@testable import BoardProfiles
import Core
import Foundation
import GadgetBase
import Hardware
import TestSupport
import Testing

@testable import GadgetRuntime

/// `gadget doctor` on framebuffers found by name: what each fbN is, a retired driver, a numbered
/// device, and the profile's config.txt line.
@Suite struct DoctorPanelTests {
    static func sysfs(_ names: [Int: String]) throws -> TemporaryDirectory {
        let root = try TemporaryDirectory()
        for (index, name) in names {
            try FileManager.default.createDirectory(atPath: "\(root.path)/fb\(index)", withIntermediateDirectories: true)
            try Data((name + "\n").utf8).write(to: URL(fileURLWithPath: "\(root.path)/fb\(index)/name"))
        }
        return root
    }

    static func profile(_ display: String) throws -> BoardProfile {
        try BoardProfile(document: ProfileDocument(parsing: "[display]\n" + display, file: "test.toml"))
    }

    @Test func everyFramebufferIsNamedWithItsDriver() throws {
        let root = try Self.sysfs([0: "vc4drmfb", 1: "ssd130xdrmfb", 2: "panel-mipi-dbid"])
        var doctor = Doctor(profile: .desktop)
        doctor.graphics = root.path
        let findings = doctor.checkFramebuffers()
        #expect(findings.count == 1)
        #expect(findings[0].detail == "/dev/fb0 \"vc4drmfb\": vc4 (HDMI or DSI, DRM), "
            + "/dev/fb1 \"ssd130xdrmfb\": ssd130x (DRM; a 1-bit OLED behind a 32-bit emulated framebuffer), "
            + "/dev/fb2 \"panel-mipi-dbid\": panel-mipi-dbi (DRM, the supported route for SPI panels)")
    }

    @Test func aPanelOnFbtftIsARetiredRouteAndTheProfilesLineIsTheFix() throws {
        let root = try Self.sysfs([0: "vc4drmfb", 1: "fb_st7789v"])
        let overlay = "dtoverlay=mipi-dbi-spi,spi0-0,speed=40000000,width=240,height=240,reset-gpio=27,dc-gpio=25"
        var doctor = Doctor(profile: try Self.profile("kind = \"framebuffer\"\ndevice = \"/dev/fb1\"\noverlay = \"\(overlay)\""))
        doctor.graphics = root.path
        let findings = doctor.checkFramebuffers()
        #expect(findings.map(\.status) == [.info, .info, .problem, .info])
        #expect(findings[1].detail == "config.txt: " + overlay)
        #expect(findings[2].detail == "the panel is on fbtft st7789v (staging driver, being retired), a retired route")
        #expect(findings[2].fix == "in /boot/firmware/config.txt replace its dtoverlay line with: " + overlay)
        #expect(findings[3].detail.contains("set device = \"fb_st7789v\""))
    }

    @Test func aFramebufferNamedByItsDriverIsFoundWhereverItIs() throws {
        let root = try Self.sysfs([0: "ssd130xdrmfb"])
        var doctor = Doctor(profile: try Self.profile("kind = \"framebuffer\"\ndevice = \"ssd130x\"\nformat = \"mono1\"\nwidth = 128\nheight = 64"))
        doctor.graphics = root.path
        // The sysfs entry is found; the device node itself does not exist on this machine.
        let display = doctor.checkDisplay()
        #expect(display.first?.detail.contains("/dev/fb0") == true)
        #expect(doctor.checkFramebuffers().allSatisfy { $0.status == .info })
        var missing = Doctor(profile: try Self.profile("kind = \"framebuffer\"\ndevice = \"fb_ili9341\""))
        missing.graphics = root.path
        #expect(missing.checkDisplay().first?.detail.contains("no framebuffer is called \"fb_ili9341\"") == true)
    }

    /// A board with its own config.txt line is told that line, not the generic fbtft example.
    @Test func aMissingNamedPanelIsToldItsOwnOverlay() throws {
        let root = try Self.sysfs([0: "vc4drmfb"])
        let overlay = "dtoverlay=mipi-dbi-spi,spi0-1,speed=48000000"
        var doctor = Doctor(profile: try Self.profile("kind = \"framebuffer\"\ndevice = \"panel-mipi-dbi\"\noverlay = \"\(overlay)\""))
        doctor.graphics = root.path
        let detail = doctor.checkDisplay().first?.detail ?? ""
        #expect(detail.contains("no framebuffer is called \"panel-mipi-dbi\"") && detail.contains(overlay), "\(detail)")
        #expect(!detail.contains("fbtft"), "\(detail)")
        let hatMini = try BoardCatalog.load(path: BoardWiringTests.boards + "/pimoroni-display-hat-mini.toml")
        #expect(hatMini.displayDevice == "panel-mipi-dbi" && hatMini.displayOverlay?.contains("\ndtoverlay=mipi-dbi-spi,spi0-1,") == true)
    }

    /// Several lines (a panel-mipi-dbi panel's overlay, parameters and firmware) are told one a
    /// line, to be copied as they are: config.txt's lines, then the command to run.
    @Test func aPanelsSetupLinesAreListedOneALine() throws {
        let root = try Self.sysfs([0: "vc4drmfb"])
        var doctor = Doctor(profile: try Self.profile("""
            kind = "framebuffer"
            device = "panel-mipi-dbi"
            overlay = ["dtparam=spi=on", "dtoverlay=mipi-dbi-spi,spi0-0", "gadget panel firmware a.txt /lib/firmware/a.bin"]
            """))
        doctor.graphics = root.path
        let finding = try #require(doctor.checkDisplay().first)
        #expect(finding.fix == "add these lines to /boot/firmware/config.txt:\n            dtparam=spi=on\n            dtoverlay=mipi-dbi-spi,spi0-0"
            + "\n        run as root:\n            gadget panel firmware a.txt /lib/firmware/a.bin\n        and reboot", "\(finding.fix ?? "")")
        #expect(finding.detail.contains("(the lines below)"), "\(finding.detail)")
        // One-line messages (the runtime's, a retired driver's fix) quote config.txt's lines only.
        #expect(doctor.profile.displayOverlaySummary == "dtparam=spi=on; dtoverlay=mipi-dbi-spi,spi0-0")
    }
}
