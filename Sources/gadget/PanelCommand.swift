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
        @Argument(help: "The init sequence: `command 0xNN [parameters]` and `delay MS` lines (- for standard input).")
        var input: String
        @Argument(help: "Where to write the firmware (default: the input's name with .bin; - for standard output).")
        var output: String?
        @OptionGroup var languageChoice: LanguageOption

        func run() throws {
            let l = Localizer.current
            let firmware = try MIPIDBIFirmware(parsing: try TextFile.read(input), file: input)
            let target = output ?? (input == "-" ? "-" : (input.hasSuffix(".txt") ? String(input.dropLast(4)) : input) + ".bin")
            if target == "-" {
                FileHandle.standardOutput.write(Data(firmware.bytes))
                return
            }
            // Writing over the input would lose the only readable copy of the sequence.
            if input != "-", Self.sameFile(input, target) { throw CommandError(LocalizedMessage(PanelCommandText.outputIsInput, target)) }
            do {
                try Data(firmware.bytes).write(to: URL(fileURLWithPath: target), options: .atomic)
            } catch {
                throw CommandError(LocalizedMessage(PanelCommandText.cannotWrite, target, fileErrorReason(error)))
            }
            TerminalOutput.line(l(PanelCommandText.wrote, "\(firmware.bytes.count)", "\(firmware.steps.count)", target))
        }

        private static func sameFile(_ a: String, _ b: String) -> Bool {
            var first = stat(), second = stat()
            guard stat(a, &first) == 0, stat(b, &second) == 0 else { return false }
            return first.st_dev == second.st_dev && first.st_ino == second.st_ino
        }
    }
}

enum PanelCommandText {
    static let wrote = LocalizedString(
        "wrote %@ bytes (%@ steps) to %@", ru: "записано %@ байт (шагов: %@) в %@", uk: "записано %@ байтів (кроків: %@) у %@")
    static let cannotWrite = LocalizedString(
        "cannot write %@ (%@); is the folder there and writable? /lib/firmware needs sudo",
        ru: "не удаётся записать %@ (%@); папка существует и доступна для записи? для /lib/firmware нужен sudo",
        uk: "не вдається записати %@ (%@); тека існує й доступна для запису? для /lib/firmware потрібен sudo")
    static let outputIsInput = LocalizedString(
        "%@ is the init sequence itself; name another file for the firmware (e.g. PANEL.bin)",
        ru: "%@ — это сама последовательность инициализации; укажите для прошивки другой файл (например, PANEL.bin)",
        uk: "%@ — це сама послідовність ініціалізації; вкажіть для прошивки інший файл (наприклад, PANEL.bin)")
}
