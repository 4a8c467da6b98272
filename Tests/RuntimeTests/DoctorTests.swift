import Foundation
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
        #expect(findings.allSatisfy { $0.status != .problem })
        #expect(findings.contains { $0.subject == "libgpiod" && $0.detail.contains(".x API") })
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

    @Test func aMissingBusSaysHowToEnableI2C() throws {
        let board = try profile("[accelerometer]\nkind = \"mpu6050\"\nbus = \"/dev/i2c-97\"\n")
        let bus = try #require(problem(Doctor(profile: board).run(), "i2c bus"))
        #expect(bus.detail.contains("/dev/i2c-97") && bus.fix?.contains("do_i2c") == true)
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
        #expect(problem(findings, "input Raspberry Pi Sense HAT Joystick")?.detail.contains("no input device named") == true)
        #expect(findings.filter { $0.status == .problem }.count == 2)
    }

    @Test func findingsPrintTheirFixOnTheirOwnLine() {
        let finding = DoctorFinding(.problem, "display", "missing", fix: "add the overlay")
        #expect(finding.description == "PROBLEM display: missing\n        fix: add the overlay")
    }
}
