import BoardProfiles
import ArgumentParser
import Core
import Foundation
import GadgetRuntime
import GadgetBase
import Hardware

struct PanelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "panel", abstract: "Tools for SPI panels on the kernel's panel-mipi-dbi driver.",
        subcommands: [Firmware.self])

    struct Firmware: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "firmware",
            abstract: "Turn a panel's init sequence (mipi-dbi-cmd's text form, see panels/) into its firmware file.",
            discussion: "The file goes to /lib/firmware/COMPATIBLE.bin, COMPATIBLE being the first string of the overlay's compatible= parameter.")
        @Argument(help: "The init sequence: `command 0xNN [parameters]` and `delay MS` lines.") var input: String
        @Argument(help: "Where to write the firmware (default: the input's name with .bin).") var output: String?

        func run() throws {
            let l = Localizer.current
            guard let data = FileManager.default.contents(atPath: input), let text = String(data: data, encoding: .utf8) else {
                throw ValidationError(l(PanelCommandText.cannotRead, input))
            }
            let firmware = try MIPIDBIFirmware(parsing: text, file: input)
            let target = output ?? (input.hasSuffix(".txt") ? String(input.dropLast(4)) : input) + ".bin"
            guard FileManager.default.createFile(atPath: target, contents: Data(firmware.bytes)) else {
                throw ValidationError(l(PanelCommandText.cannotWrite, target))
            }
            TerminalOutput.line(l(PanelCommandText.wrote, "\(firmware.bytes.count)", "\(firmware.steps.count)", target))
        }
    }
}

enum PanelCommandText {
    static let wrote = LocalizedString(
        "wrote %@ bytes (%@ steps) to %@", ru: "записано %@ байт (шагов: %@) в %@", uk: "записано %@ байтів (кроків: %@) у %@")
    static let cannotRead = LocalizedString(
        "cannot read the init sequence %@; check the path and that it is UTF-8 text",
        ru: "не удаётся прочитать последовательность инициализации %@; проверьте путь и что это текст в UTF-8",
        uk: "не вдається прочитати послідовність ініціалізації %@; перевірте шлях і що це текст в UTF-8")
    static let cannotWrite = LocalizedString(
        "cannot write %@ (is the folder there and writable? /lib/firmware needs sudo)",
        ru: "не удаётся записать %@ (папка существует и доступна для записи? для /lib/firmware нужен sudo)",
        uk: "не вдається записати %@ (тека існує й доступна для запису? для /lib/firmware потрібен sudo)")
}
