@testable import BoardProfiles
import Core
import Foundation
import Testing

@testable import GadgetRuntime
import GadgetBase
import Hardware

@Suite("What `gadget boards show` says about the wiring")
struct BoardSummaryTests {
    static let boards = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../boards")
        .standardized.path

    @Test func theWaveshareHatNamesEveryLineItsChipsAndItsSlide() throws {
        let lines = try BoardCatalog.load(path: Self.boards + "/waveshare-lcd-hat-1in3.toml").wiringSummary(Localizer(language: .en))
        let buttons = try #require(lines.first { $0.hasPrefix("buttons: ") })
        #expect(buttons.contains("select=GPIO13") && buttons.contains("back=GPIO20"))
        #expect(buttons.contains("on chip pinctrl-rp1 | pinctrl-bcm2711 | pinctrl-bcm2835 (pull-up, active low, debounce 10 ms)"))
        #expect(lines.contains { $0.hasPrefix("swipes: ") && $0.contains("slide action → back (runs down)") })
    }

    @Test func anInterruptAndAnInputDeviceAreShown() throws {
        let oled = try BoardCatalog.load(path: Self.boards + "/pi-mpu6050-oled.toml").wiringSummary(Localizer(language: .en))
        #expect(oled.contains("motion: interrupt GPIO4, FIFO off, knocks software"))
        let senseHat = try BoardCatalog.load(path: Self.boards + "/sense-hat.toml").wiringSummary(Localizer(language: .en))
        #expect(senseHat.contains("input devices: \"Raspberry Pi Sense HAT Joystick\" (held by Gadget alone)"))
    }

    /// A line given by its offset reads in the summary's language: "линия 23", not "line 23".
    @Test func aLineByOffsetIsNamedInTheReadersLanguage() throws {
        let profile = try BoardProfile(document: ProfileDocument(
            parsing: "[gpio]\nchip = \"gpiochip0\"\n[buttons]\nback = 23\n[accelerometer]\nkind = \"mpu6050\"\ninterrupt = 4\n",
            file: "offsets.toml"))
        let lines = profile.wiringSummary(Localizer(language: .ru))
        #expect(lines.contains { $0.hasPrefix("кнопки: ") && $0.contains("back=линия 23") }, "\(lines)")
        #expect(lines.contains { $0.contains("линия 4") } && !lines.contains { $0.contains("line ") }, "\(lines)")
    }

    @Test func theDesktopUsesTheTerminalsKeysAndSpeaksTheUsersLanguage() {
        #expect(BoardProfile.desktop.wiringSummary(Localizer(language: .en)).first == "buttons: the terminal's keys")
        #expect(BoardProfile.desktop.wiringSummary(Localizer(language: .ru)).first == "кнопки: клавиши терминала")
        #expect(BoardProfile.desktop.wiringSummary(Localizer(language: .uk)).contains("мова: з LANG / LC_ALL"))
    }
}
