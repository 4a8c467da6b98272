@testable import BoardProfiles
import Foundation
import GadgetBase
import Hardware
import Testing
import TestSupport

@testable import GadgetRuntime

/// The panel-mipi-dbi firmware format, byte for byte, as the kernel driver's
/// panel_mipi_dbi_check_commands reads it.
@Suite struct MIPIDBIFirmwareTests {
    static let panels = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../panels").standardized.path

    /// What the driver does with a file: magic, version 1, then command, count, parameters
    /// to exactly the end; a NOP with one parameter is a delay.
    static func kernelReading(_ bytes: [UInt8]) -> [String]? {
        guard bytes.count >= 16 + 2, Array(bytes[0..<15]) == Array("MIPI DBI".utf8) + [0, 0, 0, 0, 0, 0, 0], bytes[15] == 1
        else { return nil }
        let commands = Array(bytes[16...])
        var i = 0, steps: [String] = []
        while i + 1 < commands.count {
            let command = commands[i], count = Int(commands[i + 1])
            i += 2
            guard i + count <= commands.count else { return nil }
            let parameters = commands[i..<(i + count)]
            steps.append(command == 0 && count == 1 ? "sleep \(parameters.first!)" : "command \(command) \(Array(parameters))")
            i += count
        }
        return i == commands.count ? steps : nil
    }

    @Test func adafruitsSequenceBecomesExactlyTheseBytes() throws {
        let text = try String(contentsOfFile: Self.panels + "/adafruit_st7789_drm.txt", encoding: .utf8)
        let firmware = try MIPIDBIFirmware(parsing: text, file: "adafruit_st7789_drm.txt")
        let expected: [UInt8] = [0x4D, 0x49, 0x50, 0x49, 0x20, 0x44, 0x42, 0x49, 0, 0, 0, 0, 0, 0, 0, 0x01,
                                 0x01, 0x00, 0x00, 0x01, 150,
                                 0x11, 0x00, 0x00, 0x01, 10,
                                 0x3A, 0x01, 0x55, 0x00, 0x01, 10,
                                 0x36, 0x01, 0x08,
                                 0x21, 0x00, 0x00, 0x01, 10,
                                 0x13, 0x00, 0x00, 0x01, 10,
                                 0x36, 0x01, 0x00,
                                 0x29, 0x00, 0x00, 0x01, 250, 0x00, 0x01, 250]
        #expect(firmware.bytes == expected)
        #expect(Self.kernelReading(firmware.bytes)?.prefix(2) == ["command 1 []", "sleep 150"])
        #expect(Self.kernelReading(firmware.bytes)?.count == 15)
    }

    /// The firmware itself given as the sequence (`gadget panel firmware PANEL.bin`) is named for
    /// what it is, not refused as text that is not UTF-8.
    @Test func aFirmwareGivenAsTheSequenceIsNamedForWhatItIs() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let text = directory.appending("panel.txt")
        try String(contentsOfFile: Self.panels + "/adafruit_st7789_drm.txt", encoding: .utf8)
            .write(toFile: text, atomically: true, encoding: .utf8)
        let made = try GadgetProcess.run(["panel", "firmware", text])
        #expect(made.status == 0, "\(made.errors)")
        let again = try GadgetProcess.run(["panel", "firmware", directory.appending("panel.bin"), directory.appending("x.bin")])
        #expect(again.status == 1 && again.errors.contains("panel.bin is already a panel firmware"), "\(again.errors)")
        try Data([0xFF, 0xFE, 0x00]).write(to: URL(fileURLWithPath: directory.appending("other.bin")))
        let other = try GadgetProcess.run(["panel", "firmware", directory.appending("other.bin")])
        #expect(other.errors.contains("not UTF-8 text"), "any other binary is still text that is not UTF-8: \(other.errors)")
    }

    @Test func everyShippedSequenceIsOneTheDriverAccepts() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.panels).filter { $0.hasSuffix(".txt") }
        #expect(names.count >= 2)
        for name in names {
            let text = try String(contentsOfFile: Self.panels + "/" + name, encoding: .utf8)
            let steps = Self.kernelReading(try MIPIDBIFirmware(parsing: text, file: name).bytes)
            #expect(steps?.contains("command 41 []") == true, "\(name) never switches the display on (DISPON 0x29)")
        }
    }

    @Test func mistakesNameTheLineAndTheFix() {
        func problem(_ text: String) -> String? {
            do { _ = try MIPIDBIFirmware(parsing: text, file: "p.txt"); return nil } catch { return error.description }
        }
        #expect(problem("command 0x11\ndelay 300") == "p.txt:2: `delay` takes milliseconds from 0 to 255 (write two lines for longer) (\"delay 300\")")
        #expect(problem("command 0x3A 0x5G")?.contains("\"0x5G\" is not a byte") == true)
        #expect(problem("command 0x3G")?.contains("\"0x3G\" is not a byte") == true)
        #expect(problem("command")?.contains("`command` needs the command byte") == true)
        #expect(problem("comand 0x11")?.contains("\"comand\" is neither `command` nor `delay`") == true)
        #expect(problem("# nothing\ndelay 5")?.contains("no commands") == true)
        #expect(problem("command 0x00 0x05")?.contains("write `delay N` instead") == true)
        #expect(problem("command 0x2A 0x00, 0x00, 0x00, 0xEF\ncommand 0 ") == nil)
    }
}
