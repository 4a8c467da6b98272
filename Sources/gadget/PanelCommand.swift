import BoardProfiles
import ArgumentParser
import Core
import Foundation
import GadgetRuntime
import GadgetBase
import Hardware

struct PanelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "panel", abstract: BoardHelpText.Panel.abstract.current,
        subcommands: [Firmware.self])

    struct Firmware: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "firmware",
            abstract: BoardHelpText.Panel.firmwareAbstract.current,
            discussion: BoardHelpText.Panel.firmwareDiscussion.current)
        @Argument(help: ArgumentHelp(BoardHelpText.Panel.input))
        var input: String
        @Argument(help: ArgumentHelp(BoardHelpText.Panel.output))
        var output: String?
        @OptionGroup var languageChoice: LanguageOption

        func run() throws {
            let l = Localizer.current
            if Self.isFirmware(input) { throw CommandError(LocalizedMessage(PanelCommandText.alreadyFirmware, input)) }
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
            TerminalOutput.line(l(PanelCommandText.wrote, l.plural(.bytes, count: firmware.bytes.count), "\(firmware.steps.count)", target))
        }

        /// Whether `path` starts as the files this command writes do ("MIPI DBI" and zeros).
        private static func isFirmware(_ path: String) -> Bool {
            guard path != "-", let handle = FileHandle(forReadingAtPath: path) else { return false }
            defer { try? handle.close() }
            let start = (try? handle.read(upToCount: MIPIDBIFirmware.magic.count)) ?? Data()
            return Array(start) == MIPIDBIFirmware.magic
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
        "wrote %@ (%@ steps) to %@", ru: "записано %@ (шагов: %@) в %@", uk: "записано %@ (кроків: %@) у %@")
    static let cannotWrite = LocalizedString(
        "cannot write %@ (%@); is the folder there and writable? /lib/firmware needs sudo",
        ru: "не удаётся записать %@ (%@); папка существует и доступна для записи? для /lib/firmware нужен sudo",
        uk: "не вдається записати %@ (%@); тека існує й доступна для запису? для /lib/firmware потрібен sudo")
    static let alreadyFirmware = LocalizedString(
        "%@ is already a panel firmware (it starts with \"MIPI DBI\"); give the text init sequence it was made from, or copy it to /lib/firmware as it is",
        ru: "%@ — это уже прошивка панели (начинается с «MIPI DBI»); укажите текстовую последовательность инициализации, из которой она сделана, или скопируйте её в /lib/firmware как есть",
        uk: "%@ — це вже прошивка панелі (починається з «MIPI DBI»); вкажіть текстову послідовність ініціалізації, з якої її зроблено, або скопіюйте її в /lib/firmware як є")
    static let outputIsInput = LocalizedString(
        "%@ is the init sequence itself; name another file for the firmware (e.g. PANEL.bin)",
        ru: "%@ — это сама последовательность инициализации; укажите для прошивки другой файл (например, PANEL.bin)",
        uk: "%@ — це сама послідовність ініціалізації; вкажіть для прошивки інший файл (наприклад, PANEL.bin)")
}
