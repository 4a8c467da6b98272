@testable import BoardProfiles
import Core
import Foundation
import GadgetBase
import Hardware
import Linux
import Testing

@testable import GadgetRuntime

@Suite("Board profiles: GPIO, buttons, input devices, real boards")
struct BoardWiringTests {
    func parse(_ text: String) throws -> BoardProfile {
        try BoardProfile(document: ProfileDocument(parsing: text, file: "pi.toml"))
    }

    func failure(_ text: String) -> ProfileError? {
        do { _ = try parse(text); return nil } catch { return error as? ProfileError }
    }

    @Test func buttonsByNameAndOffsetShareTheGPIOSettings() throws {
        let profile = try parse("""
            [gpio]
            chip = ["pinctrl-rp1", "/dev/gpiochip0"]
            bias = "pull-down"
            active_low = false
            debounce_ms = 12.5
            [buttons]
            up = "GPIO17"
            back = 23
            [accelerometer]
            kind = "mpu6050"
            interrupt = "GPIO4"
            """)
        #expect(profile.gpioChips == [.label("pinctrl-rp1"), .path("/dev/gpiochip0")])
        let settings = GPIOInputSettings(bias: .pullDown, activeLow: false, debounce: .microseconds(12_500))
        #expect(profile.buttonLines == [
            .init(button: .up, line: .name("GPIO17"), settings: settings),
            .init(button: .back, line: .offset(23), settings: settings),
        ])
        #expect(profile.accelerometerInterrupt == .name("GPIO4"))
        #expect(profile.usesRealHardware)
    }

    @Test func buttonsWithoutAChipPointAtTheButtonsTable() {
        let error = failure("name = \"x\"\n\n[buttons]\nup = \"GPIO17\"\n")
        #expect(error?.line == 3)
        #expect(error?.message.contains("[gpio] chip") == true)
    }

    @Test func oneLineCannotBeTwoButtons() {
        let error = failure("[gpio]\nchip = \"pinctrl-rp1\"\n[buttons]\nup = \"GPIO5\"\nselect = \"GPIO5\"\n")
        #expect(error?.key == "buttons.select" && error?.line == 5)
        #expect(error?.message.contains("already the up button") == true)
        #expect(error?.message(Localizer(language: .uk)).contains("GPIO5: ця лінія вже в кнопки up") == true)
    }

    @Test func badValuesSayWhatWasExpected() {
        let line = failure("[gpio]\nchip = \"pinctrl-rp1\"\n[buttons]\nup = true\n")
        #expect(line?.key == "buttons.up" && line?.line == 4)
        #expect(line?.message.contains("a line name in quotes") == true)
        let bias = failure("[gpio]\nbias = \"pullup\"\n")
        #expect(bias?.key == "gpio.bias" && bias?.message.contains("did you mean \"pull-up\"") == true)
        let unknownButton = failure("[gpio]\nchip = \"x\"\n[buttons]\nstart = \"GPIO5\"\n")
        #expect(unknownButton?.key == "buttons.start")
        let flag = failure("[input]\ngrab = \"yes\"\n")
        #expect(flag?.message.contains("true or false") == true)
        #expect(flag?.message(Localizer(language: .ru)).contains("ожидалось true или false") == true)
    }

    @Test func theDesktopProfilesStaySimulated() throws {
        for name in ["desktop", "desktop-mono", "desktop-wide"] {
            let profile = try BoardCatalog.load(path: Self.boards + "/\(name).toml")
            #expect(!profile.usesRealHardware, "\(name)")
        }
    }

    @Test func theRealBoardsAreWiredAsTheirMakersSay() throws {
        let waveshare = try BoardCatalog.load(path: Self.boards + "/waveshare-lcd-hat-1in3.toml")
        #expect(waveshare.display == DisplayGeometry(width: 240, height: 240, format: .rgb565))
        #expect(waveshare.buttonLines.map(\.line) == ["GPIO6", "GPIO19", "GPIO5", "GPIO26", "GPIO13", "GPIO21", "GPIO20"]
            .map(GPIOLineSelector.name))
        let hatMini = try BoardCatalog.load(path: Self.boards + "/pimoroni-display-hat-mini.toml")
        #expect(hatMini.display.width == 320 && hatMini.buttonLines.count == 4)
        let pitft = try BoardCatalog.load(path: Self.boards + "/adafruit-mini-pitft-1in3.toml")
        #expect(pitft.buttonLines.map { "\($0.button):\($0.line)" } == ["down:GPIO24", "select:GPIO23"])
        let oled = try BoardCatalog.load(path: Self.boards + "/pi-mpu6050-oled.toml")
        #expect(oled.display.format == .mono1 && oled.accelerometerKind == .mpu6050 && oled.accelerometerInterrupt == .name("GPIO4"))
        let sense = try BoardCatalog.load(path: Self.boards + "/sense-hat.toml")
        #expect(sense.accelerometerKind == .lsm9ds1 && sense.accelerometerAddress == 0x6A)
        #expect(sense.inputDevices == ["Raspberry Pi Sense HAT Joystick"])
        for profile in [waveshare, hatMini, pitft, oled] {
            #expect(profile.gpioChips.first == .label("pinctrl-rp1") && profile.buttonLines.allSatisfy { $0.settings.bias == .pullUp })
        }
    }

    static let boards = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../boards").standardized.path
}
