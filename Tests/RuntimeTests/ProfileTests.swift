@testable import BoardProfiles
import Core
import Foundation
import GadgetBase
import Hardware
import Testing
import TestSupport

@testable import GadgetRuntime

@Suite("Board profiles")
struct ProfileTests {
    func parse(_ text: String) throws -> BoardProfile {
        try BoardProfile(document: ProfileDocument(parsing: text, file: "test.toml"))
    }

    func error(_ text: String) -> ProfileError? {
        do {
            _ = try parse(text)
            return nil
        } catch let error as ProfileError {
            return error
        } catch {
            return nil
        }
    }

    @Test func everyKeyHasADefault() throws {
        var expected = BoardProfile.desktop.withFile("test.toml")
        expected.name = "test"
        #expect(try parse("[display]\n") == expected)
    }

    /// An editor that saved the file empty would otherwise give a desktop board under its name.
    @Test func anEmptyProfileIsRefused() throws {
        for empty in ["", "\n\n", "# just a comment\n"] {
            let found = try #require(error(empty))
            #expect(found.description.hasPrefix("test.toml: the profile has no settings"), "\(found)")
        }
    }

    /// The TOML people write: an array over several lines, 'literal' strings, a language as
    /// `--language` takes it.
    @Test func everydayTOMLIsRead() throws {
        let profile = try parse("""
            name = 'My Pi'  # a 'literal' string
            language = "UK"
            [gpio]
            chip = [
                "pinctrl-bcm2711",  # Pi 4
                "pinctrl-rp1",      # Pi 5
            ]
            [buttons]
            up = 'GPIO5'
            down = "GPIO6"
            [swipes]
            rows_down = [
              ["up", "down"],
            ]
            [display]
            width = 128
            """)
        #expect(profile.name == "My Pi")
        #expect(profile.language == "UK")
        #expect(profile.display.width == 128)
        #expect(profile.keyLines["[display] width"] == 16)
        // An array left open stops at the next table, whose line the error names.
        let open = try #require(error("[gpio]\nchip = [\"a\",\n[display]\nwidth = 128\n"))
        #expect(open.line == 2 && open.message.contains("closing ]"), "\(open)")
        #expect(try #require(error("language = \"de\"\n")).message.contains("choose en, ru or uk"))
    }

    /// Addresses are said back in hex, as profiles and datasheets write them; a chip at an
    /// address it cannot have is refused.
    @Test func addressesAreCheckedAndSaidInHex() throws {
        let oled = "[display]\nkind = \"oled\"\nwidth = 128\nheight = 64\nformat = \"mono1\"\n"
        #expect(try #require(error(oled + "address = 0x53\n")).message == "expected one of 0x3c, 0x3d, found 0x53")
        #expect(try #require(error("[accelerometer]\naddress = 0x1FF\n")).message.contains("0x1ff is out of range; expected 0x03...0x77"))
        let wrongChip = try #require(error("[accelerometer]\nkind = \"mpu6050\"\naddress = 0x53\n"))
        #expect(wrongChip.line == 3 && wrongChip.message.hasPrefix("the MPU-6050 answers at 0x68, 0x69, not 0x53"), "\(wrongChip)")
        // No accelerometer can have an OLED's address, so the two never collide unnoticed.
        let shared = try #require(error(oled + "address = 0x3d\n[accelerometer]\nkind = \"lis3dh\"\naddress = 0x3d\n"))
        #expect(shared.key == "accelerometer.address" && shared.message.contains("answers at 0x18, 0x19, not 0x3d"), "\(shared)")
        #expect(try parse("[accelerometer]\nkind = \"adxl345\"\naddress = 0x1d\n").accelerometerAddress == 0x1D)
    }

    /// On a Pi a button (or the interrupt) on a pin a bus or the panel needs would switch that
    /// pin to an input and silently stop the bus; "GPIO5" and 5 are one pin. Free pins are
    /// offered, never one the profile already uses.
    @Test func buttonsStayOffThePinsTheBusesAndThePanelNeed() throws {
        let pi = "[gpio]\nchip = [\"pinctrl-rp1\", \"pinctrl-bcm2711\"]\n"
        let sensor = "[accelerometer]\nkind = \"mpu6050\"\nbus = \"/dev/i2c-1\"\n"
        let onSDA = try #require(error(sensor + pi + "[buttons]\nup = \"GPIO5\"\ndown = \"GPIO6\"\nselect = \"GPIO2\"\n"))
        #expect(onSDA.key == "buttons.select" && onSDA.line == 9, "\(onSDA)")
        #expect(onSDA.message == "GPIO2 is the SDA line of I2C bus 1, which the accelerometer uses; nothing else can have "
            + "that pin. Choose a free one, such as GPIO12, GPIO13, GPIO16", "\(onSDA)")
        let interrupt = try #require(error("[accelerometer]\nkind = \"mpu6050\"\ninterrupt = 3\n" + pi))
        #expect(interrupt.key == "accelerometer.interrupt" && interrupt.message.hasPrefix("GPIO3 is the SCL line of I2C bus 1"))

        let panel = "[display]\nkind = \"framebuffer\"\noverlay = \"dtoverlay=mipi-dbi-spi,spi0-0 with dtparam=dc-gpio=25,backlight-gpio=22\"\n"
        let onDC = try #require(error(panel + pi + "[buttons]\nselect = \"GPIO25\"\n"))
        #expect(onDC.message.hasPrefix("GPIO25 is the panel's dc line (dc-gpio=25 in its overlay)"), "\(onDC)")
        let onMOSI = try #require(error(panel + pi + "[buttons]\nselect = 10\n"))
        #expect(onMOSI.message.hasPrefix("GPIO10 is the MOSI line of SPI0, which the panel uses"), "\(onMOSI)")
        #expect(try parse(panel + pi + "[buttons]\nselect = \"GPIO23\"\ndown = 24\n").buttonLines.count == 2)

        let twice = try #require(error(pi + "[buttons]\nup = \"GPIO5\"\ndown = 5\n"))
        #expect(twice.key == "buttons.down" && twice.message == "GPIO5 is already the up button; each button needs its own line")
        // libgpiod finds a line by its exact name: "gpio17" would fail only on the board.
        let lowercase = try #require(error(pi + "[buttons]\nup = \"gpio17\"\n"))
        #expect(lowercase.key == "buttons.up" && lowercase.message.hasPrefix("write \"GPIO17\", not \"gpio17\""), "\(lowercase)")
        #expect(try parse(pi + "[buttons]\nup = \"SPI0\"\n").buttonLines.count == 1, "a line of another name, not GPIO mistyped")
        for typo in ["GIPO27", "GPI27", "GPOI27", "GPIOO27"] {
            #expect(try #require(error(pi + "[buttons]\nup = \"\(typo)\"\n")).message.hasPrefix("write \"GPIO27\", not \"\(typo)\""))
        }
        #expect(try #require(error(pi + "[buttons]\nup = \"GPIO99\"\n")).message
            == "no Raspberry Pi has GPIO99: the 40-pin header has GPIO0 to GPIO27")
        #expect(try #require(error(pi + "[buttons]\nup = 70\n")).message.hasPrefix("no Raspberry Pi has GPIO70"))
        #expect(try parse(pi + "[buttons]\nup = \"GPIO45\"\nselect = \"BUTTON_A\"\ndown = \"GPIO_GCLK\"\n").buttonLines.count == 3,
                "a Compute Module's GPIO45 and a line of any other name pass")
        // A number in quotes, a header pin's number, a negative line: each told what to write.
        #expect(try #require(error(pi + "[buttons]\nup = \"17\"\n")).message.hasPrefix("write 17 without quotes (GPIO17) or \"GPIO17\""))
        #expect(try #require(error(pi + "[buttons]\nup = \"pin 11\"\n")).message
            == "\"pin 11\" is a pin of the 40-pin header; write the GPIO line on it, \"GPIO17\"")
        #expect(try #require(error(pi + "[buttons]\nup = \"P1-6\"\n")).message.hasSuffix("is a power or ground pin of the 40-pin header, not a GPIO line"))
        #expect(try #require(error(pi + "[buttons]\nup = \"GPIO-1\"\n")).message.hasPrefix("no Raspberry Pi has GPIO-1"))
        // Another board's chip numbers its lines its own way: nothing is assumed about them.
        #expect(try parse(sensor + "[gpio]\nchip = \"/dev/gpiochip0\"\n[buttons]\nup = \"GPIO2\"\ndown = 2\n").buttonLines.count == 2)
    }

    /// A key only another kind of display reads (an OLED's address left after the kind became
    /// a framebuffer) would look like a setting and do nothing.
    @Test func aDisplayKeyOfAnotherKindIsRefused() throws {
        let leftover = try #require(error("[display]\nkind = \"framebuffer\"\naddress = 0x3d\n"))
        #expect(leftover.line == 3 && leftover.key == "display.address", "\(leftover)")
        #expect(leftover.message == "address is read only for kind = \"oled\", \"simulated-oled\", and this display is "
            + "\"framebuffer\"; remove the line, or change the kind")
        #expect(try #require(error("[display]\nkind = \"oled\"\nformat = \"mono1\"\nwidth = 128\nheight = 64\ndevice = \"/dev/fb1\"\n"))
            .key == "display.device")
        #expect(try #require(error("[display]\nconnector = \"SPI-1\"\n")).message.contains("this display is \"terminal\""))
    }

    /// A misspelt key that left its setting at the default is said before the check the
    /// default then fails (an OLED's width), and a top-level key below a table says where it goes.
    @Test func theTypoComesBeforeWhatItCaused() throws {
        let found = try #require(error("[display]\nkind = \"oled\"\nwidht = 128\nheight = 64\nformat = \"mono1\"\n"))
        #expect(found.line == 3 && found.key == "display.widht" && found.message.contains("did you mean width?"), "\(found)")
        let placed = try #require(error("[shake]\nsensitivity = \"gentle\"\nlanguage = \"uk\"\n"))
        #expect(placed.line == 3 && placed.message.contains("before the first [table]"), "\(placed)")
    }

    /// The name keys the stored shake calibration: a profile without one must not share the
    /// desktop board's.
    @Test func aProfileWithoutANameIsCalledAfterItsFile() throws {
        let profile = try BoardProfile(document: ProfileDocument(parsing: "[shake]\nsensitivity = \"gentle\"\n",
                                                                 file: "boards/my-pi.toml"))
        #expect(profile.name == "my-pi")
        #expect(try parse("name = \"My Pi\"").name == "My Pi")
    }

    /// Found by Fuzz/FuzzBoardProfile: a value of 2,400 nested [ overflowed the stack of the
    /// recursive list reader (under ASan; a longer line does it in any build). Lists now nest at
    /// most eight deep, with an error that names the line and the limit.
    @Test func deeplyNestedListsAreAnErrorNotAStackOverflow() throws {
        let deep = error("[gpio]\nx = " + String(repeating: "[", count: 100_000))
        #expect(deep?.line == 2)
        #expect(deep?.description == "test.toml:2: x: lists go at most 8 deep inside each other")
        #expect(deep?.message(Localizer(language: .uk)).contains("не глибше ніж на 8 рівнів") == true)
        let document = try ProfileDocument(parsing: "x = " + String(repeating: "[", count: 8) + "1" + String(repeating: "]", count: 8),
                                           file: "test.toml")
        #expect(document.tables[""]?["x"]?.line == 1)
    }

    @Test func readsTypedValues() throws {
        let profile = try parse("""
            name = "Pi with OLED"   # a comment
            [display]
            width = 128
            height = 64
            format = "mono1"
            [accelerometer]
            address = 0x69
            rate_hz = 200
            [eightball]
            budget_s = 1.5
            """)
        #expect(profile.name == "Pi with OLED")
        #expect(profile.display == DisplayGeometry(width: 128, height: 64, format: .mono1))
        #expect(profile.accelerometerAddress == 0x69)
        #expect(profile.sampleRate == 200)
        #expect(profile.eightBall.budget == 1.5)
    }

    @Test func aTypoNamesTheLineTheKeyAndASuggestion() throws {
        let found = try #require(error("[display]\nwidht = 128\n"))
        #expect(found.line == 2)
        #expect(found.key == "display.widht")
        #expect(found.description.contains("did you mean width?"))
    }

    @Test func wrongTypesAndRangesAreExplained() throws {
        let type = try #require(error("[display]\nwidth = \"wide\"\n"))
        #expect(type.description == "test.toml:2: display.width: expected a whole number, found a string (\"wide\")")
        let range = try #require(error("[accelerometer]\nrate_hz = 5000\n"))
        #expect(range.line == 2)
        #expect(range.message.contains("out of range"))
        let choice = try #require(error("[display]\nformat = \"rgb656\"\n"))
        #expect(choice.message.contains("did you mean \"rgb565\"?"))
    }

    @Test func syntaxErrorsPointAtTheLine() throws {
        #expect(try #require(error("name = Pi\n")).message.contains("quotes"))
        #expect(try #require(error("\n\n[display\n")).line == 3)
        #expect(try #require(error("name = \"a\"\nname = \"b\"\n")).message.contains("set twice"))
        #expect(try #require(error("[screen]\n")).message.contains("unknown table [screen]"))
        #expect(try #require(error("just words\n")).message.contains("key = value"))
    }

    /// `run` refuses a service address that is not http(s); `boards validate` finds it first,
    /// with the file and the line.
    @Test func serviceAddressesAreCheckedWithTheirLine() throws {
        for (table, key) in [("eightball", "endpoint"), ("moviequiz", "base_url"), ("chats", "url")] {
            for bad in ["ftp://x", "not a url", "https://", "mailto:me@example.com"] {
                let found = try #require(error("# wiring\n[\(table)]\n\(key) = \"\(bad)\"\n"), "\(table).\(key) = \(bad)")
                #expect(found.line == 3)
                #expect(found.key == "\(table).\(key)")
                #expect(found.message.contains("is not a web address"))
            }
            #expect(error("[\(table)]\n\(key) = \"https://example.com/api\"\n") == nil)
        }
    }

    /// Profiles saved by Windows editors: CRLF line endings and a byte-order mark.
    @Test func aProfileWithCRLFAndAByteOrderMarkIsRead() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let file = folder.appending("windows.toml")
        let text = "name = \"Saved on Windows\"\r\n[display]\r\nwidth = 128\r\nheight = 64\r\nformat = \"mono1\"\r\n"
        try Data([0xEF, 0xBB, 0xBF] + Array(text.utf8)).write(to: URL(fileURLWithPath: file))
        let profile = try BoardCatalog.load(path: file)
        #expect(profile.name == "Saved on Windows")
        #expect(profile.display == DisplayGeometry(width: 128, height: 64, format: .mono1))
        try Data([0xEF, 0xBB, 0xBF] + Array("[display]\r\nwidht = 1\r\n".utf8)).write(to: URL(fileURLWithPath: file))
        #expect {
            _ = try BoardCatalog.load(path: file)
        } throws: { error in
            (error as? ProfileError)?.line == 2 && (error as? ProfileError)?.key == "display.widht"
        }
    }

    /// The desktop board a binary knows with no profile files around is boards/desktop.toml
    /// itself (it used to be the defaults, without the joystick's swipes).
    @Test func theBuiltInDesktopIsTheShippedOne() throws {
        let boards = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../boards")
            .standardized.path
        #expect(ShippedDesktopProfile.text + "\n" == (try String(contentsOfFile: boards + "/desktop.toml", encoding: .utf8)))
        var shipped = try BoardCatalog.load(path: boards + "/desktop.toml")
        shipped.file = "built-in"
        #expect(try BoardCatalog(searchDirectories: []).load("desktop") == shipped)
    }

    /// A binary copied out of the checkout runs the same desktop board and says what it could
    /// not find, instead of going on silently without it.
    @Test func aCopiedBinarySaysWhatItCannotFind() throws {
        let elsewhere = try TemporaryDirectory()
        defer { elsewhere.remove() }
        let copy = elsewhere.appending("gadget")
        try FileManager.default.linkItem(atPath: CarsPseudoTerminal.gadgetBinary.path, toPath: copy)
        try "expect Shake the board\n".write(toFile: elsewhere.appending("s.txt"), atomically: true, encoding: .utf8)
        try "wait 10ms\n".write(toFile: elsewhere.appending("w.txt"), atomically: true, encoding: .utf8)
        func run(_ arguments: [String]) throws -> (status: Int32, said: String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: copy)
            process.currentDirectoryURL = URL(fileURLWithPath: elsewhere.path)
            process.arguments = ["run"] + arguments + ["--data-dir", elsewhere.appending("data"), "--endpoint", "http://127.0.0.1:9/m"]
            process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C", "HOME": elsewhere.path]
                .merging(sanitizerOptions) { $1 }
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, said)
        }
        let eightBall = try run(["--app", "eightball", "--script", "s.txt"])
        #expect(eightBall.status == 0, "\(eightBall.said)")
        #expect(eightBall.said.contains("no board profiles found") && eightBall.said.contains("using the built-in desktop board"),
                "\(eightBall.said)")
        // Only a run where Chats can open (by name, or from the launcher) speaks of its avatars.
        #expect(!eightBall.said.contains("avatars are not in"), "\(eightBall.said)")
        for app in [["--app", "Чаты"], []] {
            let chats = try run(app + ["--script", "w.txt"])
            #expect(chats.status == 0 && chats.said.contains("avatars are not in"), "\(app): \(chats.said)")
        }
    }

    /// A bus as i2cdetect -l names it would be opened relative to the current folder.
    @Test func aBusIsWrittenAsItsDevicePath() throws {
        let named = #expect(throws: ProfileError.self) {
            try BoardProfile(document: ProfileDocument(parsing: "[accelerometer]\nkind = \"mpu6050\"\nbus = \"i2c-1\"\n", file: "b.toml"))
        }
        #expect(named?.line == 3 && named?.key == "accelerometer.bus")
        #expect(named?.message(Localizer(language: .en)).contains("\"i2c-1\" is a device's name; write its path, \"/dev/i2c-1\"") == true)
        let relative = #expect(throws: ProfileError.self) {
            try BoardProfile(document: ProfileDocument(parsing: "[display]\nkind = \"oled\"\nbus = \"dev/i2c-3\"\n", file: "b.toml"))
        }
        #expect(relative?.message(Localizer(language: .uk)).contains("не шлях до пристрою") == true, "\(String(describing: relative))")
    }

    @Test func anOLEDIs128x64MonochromeUnlessWrittenOtherwise() throws {
        let oled = try BoardProfile(document: ProfileDocument(parsing: "[display]\nkind = \"oled\"\n", file: "b.toml"))
        #expect(oled.display == DisplayGeometry(width: 128, height: 64, format: .mono1))
        #expect(throws: ProfileError.self) {
            try BoardProfile(document: ProfileDocument(parsing: "[display]\nkind = \"oled\"\nformat = \"rgb565\"\n", file: "b.toml"))
        }
    }

    @Test func theShippedBoardsValidate() throws {
        let boards = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../boards")
            .standardized.path
        let files = try FileManager.default.contentsOfDirectory(atPath: boards).filter { $0.hasSuffix(".toml") }
        #expect(files.count >= 3)
        for file in files {
            let profile = try BoardCatalog.load(path: boards + "/" + file)
            #expect(!profile.name.isEmpty)
        }
    }

    @Test func unknownBoardNamesSuggestTheNearestOne() throws {
        let boards = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../boards")
            .standardized.path
        let catalog = BoardCatalog(environment: ["GADGET_BOARDS_DIR": boards], executablePath: "/nonexistent/gadget")
        #expect(throws: ProfileError.self) { try catalog.load("dekstop") }
        do {
            _ = try catalog.load("dekstop")
        } catch {
            #expect(error.description.contains("Did you mean desktop?"))
            // The boards `boards list` shows; the kernel tier's own stay out of the list.
            #expect(error.description.contains("pimoroni-display-hat-mini, sense-hat"), "\(error.description)")
            #expect(!error.description.contains("qemu-guest"), "\(error.description)")
        }
        do {
            _ = try catalog.load("qemu-gest")
        } catch {
            #expect(error.description.contains("Did you mean qemu-guest?"), "\(error.description)")
        }
        #expect(try catalog.load("desktop-mono").display.format == .mono1)
    }

    @Test func aBinaryBuiltInTheCheckoutFindsItsBoardsFromAnywhere() throws {
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
            .standardized.path
        for binary in [".build/x86_64-unknown-linux-gnu/release/gadget", ".build/tsan/x86_64-unknown-linux-gnu/debug/gadget",
                       ".build-board/release/gadget"] {
            let catalog = BoardCatalog(environment: [:], executablePath: checkout + "/" + binary)
            #expect(catalog.searchDirectories.contains(checkout + "/boards"), "\(binary)")
        }
        #expect(RunningExecutable.checkout(containing: "/usr/bin/gadget") == nil)
    }

    @Test func aBinaryBuiltInTheCheckoutFindsTheSampleAvatarsFromAnywhere() throws {
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
            .standardized.path
        let binary = checkout + "/.build/x86_64-unknown-linux-gnu/release/gadget"
        let elsewhere = try TemporaryDirectory()
        defer { elsewhere.remove() }
        // Found by the binary's place, not by the folder it was started in.
        let folder = ChatsConfiguration.sampleFolder(environment: [:], executablePath: binary, currentDirectory: elsewhere.path)
        #expect(folder.standardized.path == checkout + "/data/chats")
    }

    @Test func withNoProfileFilesTheErrorSaysWhereToPutThem() throws {
        let empty = try TemporaryDirectory()
        defer { empty.remove() }
        let catalog = BoardCatalog(searchDirectories: [empty.path])
        #expect(try catalog.load("desktop").name == BoardProfile.desktop.name)
        let error = try #require(throws: ProfileError.self) { try catalog.load("pi-mpu6050-oled") }
        #expect(error.description.contains("only the built-in desktop; no profile files in \(empty.path)"))
        #expect(error.description.contains("GADGET_BOARDS_DIR"))
    }
}

extension BoardProfile {
    func withFile(_ file: String) -> BoardProfile {
        var copy = self
        copy.file = file
        return copy
    }
}
