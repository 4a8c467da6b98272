@testable import BoardProfiles
import Core
import Foundation
import Testing
import TestSupport

@testable import GadgetRuntime
import GadgetBase
import Hardware

@Suite("gadget doctor in Russian and Ukrainian")
struct DoctorLocalizationTests {
    let ru = Localizer(language: .ru)
    let uk = Localizer(language: .uk)

    func profile(_ text: String) throws -> BoardProfile {
        try BoardProfile(document: ProfileDocument(parsing: text, file: "board.toml"))
    }

    func missingBus() throws -> DoctorFinding {
        let board = try profile("[accelerometer]\nkind = \"mpu6050\"\nbus = \"/dev/i2c-97\"\n")
        return try #require(Doctor(profile: board).run().first { $0.subject == "i2c bus" && $0.status == .problem })
    }

    @Test func aMissingBusReadsInRussian() throws {
        let text = try missingBus().text(ru)
        #expect(text.hasPrefix("ПРОБЛЕМА шина i2c: "))
        #expect(text.contains("\n        исправить: добавьте dtoverlay=i2c97 в /boot/firmware/config.txt (на Pi 4; "))
    }

    @Test func aMissingBusReadsInUkrainian() throws {
        let text = try missingBus().text(uk)
        #expect(text.hasPrefix("ПРОБЛЕМА шина i2c: "))
        #expect(text.contains("\n        виправити: додайте dtoverlay=i2c97 у /boot/firmware/config.txt (на Pi 4; "))
    }

    @Test func englishStaysAsScriptsReadIt() throws {
        let finding = try missingBus()
        #expect(finding.description.hasPrefix("PROBLEM i2c bus: "))
        #expect(finding.description.contains("\n        fix: add dtoverlay=i2c97 to /boot/firmware/config.txt"))
    }

    @Test func marksLineUpInEveryLanguage() {
        let ok = DoctorFinding(.ok, LocalizedMessage(DoctorText.display), LocalizedMessage(DoctorText.terminal, "128x64"))
        #expect(ok.text(ru) == "ок       дисплей: терминал (128x64)")
        #expect(ok.text(uk) == "ок       дисплей: термінал (128x64)")
        #expect(ok.description == "ok      display: the terminal (128x64)")
    }

    @Test func aMissingPanelNamesItsOverlayInUkrainian() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let board = try profile("""
            [display]
            kind = "framebuffer"
            device = "\(directory.appending("fb1"))"
            overlay = "dtoverlay=ssd1306,address=0x3c"
            """)
        let display = try #require(Doctor(profile: board).run().first { $0.subject == "display" })
        #expect(display.fixMessage?.text(uk) == "додайте `dtoverlay=ssd1306,address=0x3c` до /boot/firmware/config.txt і "
            + "перезавантажтеся; `ls /sys/class/graphics` покаже, які фреймбуфери є")
    }

    @Test func gpioAndInputSubjectsAreTranslated() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var doctor = Doctor(profile: try profile("""
            [gpio]
            chip = "pinctrl-bcm2711"
            [buttons]
            select = "GPIO22"
            [input]
            devices = ["Joystick"]
            """))
        doctor.devices = directory.path
        let subjects = doctor.run().map { $0.subjectMessage.text(ru) }
        #expect(subjects.contains("чип gpio"))
        #expect(subjects.contains("устройство ввода Joystick"))
        let input = try #require(doctor.run().first { $0.subject == "input Joystick" })
        #expect(input.fixMessage?.text(uk).hasPrefix("перевірте оверлей та ім’я пристрою") == true)
    }

    @Test func lineCountsTakeTheRightPluralForm() {
        let forms = [1, 3, 11, 21, 54].map { DoctorText.gpioLines.message(count: $0) }
        #expect(forms.map { $0.text(ru) } == ["1 линия", "3 линии", "11 линий", "21 линия", "54 линии"])
        #expect(forms.map { $0.text(uk) } == ["1 лінія", "3 лінії", "11 ліній", "21 лінія", "54 лінії"])
        #expect(forms.map(\.description) == ["1 line", "3 lines", "11 lines", "21 lines", "54 lines"])
    }

    @Test func translationsMayReorderTheirArguments() {
        let message = LocalizedMessage(DoctorText.wrongIdentity, "LIS3DH", "0x18", "0x0f", "0x00", "0x33")
        #expect(message.description == "LIS3DH expected at 0x18, but WHO_AM_I (0x0f) reads 0x00 instead of 0x33")
        #expect(message.text(ru) == "по адресу 0x18 ожидался LIS3DH, но WHO_AM_I (0x0f) читается как 0x00 вместо 0x33")
        #expect(message.text(uk) == "за адресою 0x18 очікувався LIS3DH, але WHO_AM_I (0x0f) читається як 0x00 замість 0x33")
    }

    @Test func scanGuessesJoinWithTheLanguagesOr() {
        let guesses = LocalizedMessage.joined([.verbatim("MPU-6050"), .verbatim("LIS3DH")], separator: DoctorText.or)
        let entry = LocalizedMessage(DoctorText.scanGuess, "0x68", guesses)
        #expect(entry.description == "0x68 (MPU-6050 or LIS3DH?)")
        #expect(entry.text(ru) == "0x68 (MPU-6050 или LIS3DH?)")
        #expect(entry.text(uk) == "0x68 (MPU-6050 або LIS3DH?)")
    }
}
