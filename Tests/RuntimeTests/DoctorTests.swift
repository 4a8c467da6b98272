@testable import BoardProfiles
import Core
import Foundation
import Hardware
import Testing
import TestSupport

@testable import GadgetRuntime

@Suite("gadget doctor without hardware")
struct DoctorTests {
    func profile(_ text: String) throws -> BoardProfile {
        try BoardProfile(document: ProfileDocument(parsing: text, file: "board.toml"))
    }

    func problem(_ findings: [DoctorFinding], _ subject: String) -> DoctorFinding? {
        findings.first { $0.subject == subject && $0.status == .problem }
    }

    @Test func theDesktopBoardIsHealthy() {
        let findings = Doctor(profile: .desktop).run()
        // The terminal that stands in for the panel is looked at and found fine.
        #expect(findings.contains { $0.subject == "display" && $0.status == .ok }, "\(findings)")
        #expect(findings.allSatisfy { $0.status != .problem })
        // The desktop board has no GPIO lines: what libgpiod can do does not concern it.
        #expect(!findings.contains { $0.subject == "libgpiod" })
    }

    /// Only what applies to this board: its own overlay without the generic fbtft/ssd1306
    /// examples, and a command to run (not a config.txt line) for a panel a module makes.
    @Test func theAdviceIsOnlyWhatAppliesToThisBoard() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let pi = try profile("""
            [display]
            kind = "framebuffer"
            device = "\(directory.appending("fb1"))"
            overlay = "dtoverlay=ssd1306,address=0x3c"
            [gpio]
            chip = "pinctrl-bcm2711"
            [buttons]
            select = "GPIO17"
            """)
        let findings = Doctor(profile: pi).run()
        let display = try #require(problem(findings, "display"))
        #expect(!display.detail.contains("fbtft") && !display.detail.contains("st7789"))
        #expect(display.fix?.contains("config.txt") == true)
        #expect(findings.contains { $0.subject == "libgpiod" }, "a board with buttons on GPIO lines")
        let vfb = try profile("""
            [display]
            kind = "framebuffer"
            device = "\(directory.appending("fb0"))"
            overlay = "modprobe vfb vfb_enable=1"
            """)
        let guest = try #require(problem(Doctor(profile: vfb).run(), "display"))
        #expect(guest.fix?.contains("run `modprobe vfb vfb_enable=1`") == true)
        #expect(!(guest.fix ?? "").contains("config.txt") && !guest.detail.contains("config.txt"))
    }

    @Test func aMissingPanelGetsItsOverlayLine() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let board = try profile("""
            [display]
            kind = "framebuffer"
            device = "\(directory.appending("fb1"))"
            overlay = "dtoverlay=ssd1306,address=0x3c"
            """)
        let display = try #require(problem(Doctor(profile: board).run(), "display"))
        #expect(display.detail.contains("does not exist"))
        #expect(display.fix?.contains("dtoverlay=ssd1306,address=0x3c") == true)
    }

    @Test func aFileThatIsNoFramebufferIsCalledOut() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.appending("fb0")
        _ = FileManager.default.createFile(atPath: path, contents: Data(count: 16))
        let board = try profile("[display]\nkind = \"framebuffer\"\ndevice = \"\(path)\"\n")
        #expect(problem(Doctor(profile: board).run(), "display")?.detail.contains("is not a framebuffer device") == true)
    }

    /// raspi-config and i2c_arm make the header's I2C-1 only; another bus needs its own overlay.
    @Test func aMissingBusSaysHowToEnableIt() throws {
        let board = try profile("[accelerometer]\nkind = \"mpu6050\"\nbus = \"/dev/i2c-97\"\n")
        let bus = try #require(problem(Doctor(profile: board).run(), "i2c bus"))
        #expect(bus.detail.contains("/dev/i2c-97") && bus.fix?.contains("dtoverlay=i2c97") == true)
        let missing = I2COpenError(.missing, path: "/dev/i2c-1")
        #expect(DoctorText.busFix(missing, path: "/dev/i2c-1").description.contains("do_i2c 0"))
        #expect(missing.description.contains("dtparam=i2c_arm=on"))
        #expect(I2CText.otherBusNumber("/dev/i2c-3") == "3" && I2CText.otherBusNumber("/dev/i2c-1") == nil)
    }

    @Test func gpioAndInputProblemsNameWhatIsMissing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var doctor = Doctor(profile: try profile("""
            [gpio]
            chip = "pinctrl-bcm2711"
            [buttons]
            select = "GPIO22"
            [input]
            devices = ["Raspberry Pi Sense HAT Joystick"]
            """))
        doctor.devices = directory.path
        let findings = doctor.run()
        #expect(problem(findings, "gpio chip")?.detail.contains("no GPIO chip labelled \"pinctrl-bcm2711\"") == true)
        // No chip at all: the machine is not the board, so the fix is not a label.
        #expect(problem(findings, "gpio chip")?.fix?.contains("this machine has no GPIO chips") == true)
        #expect(problem(findings, "input Raspberry Pi Sense HAT Joystick")?.detail.contains("no input device named") == true)
        #expect(findings.filter { $0.status == .problem }.count == 2)
    }

    @Test func findingsPrintTheirFixOnTheirOwnLine() {
        let finding = DoctorFinding(.problem, "display", "missing", fix: "add the overlay")
        #expect(finding.description == "PROBLEM display: missing\n        fix: add the overlay")
    }
}
