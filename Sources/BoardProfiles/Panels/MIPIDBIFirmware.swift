import GadgetBase
import Hardware

/// A panel's init sequence in the text form mipi-dbi-cmd reads, and the firmware file the
/// kernel's panel-mipi-dbi driver loads (/lib/firmware/COMPATIBLE.bin):
///
///     # comment                       text
///     command 0x11        # SLPOUT    command byte, then its parameters
///     delay 120                       milliseconds, 0...255
///
/// The file is 15 bytes of magic ("MIPI DBI" and seven zero bytes), the format version (1),
/// then each command as its byte, its parameter count and the parameters; a delay is the NOP
/// command 0x00 with one parameter, the milliseconds (panel-mipi-dbi.c, struct
/// panel_mipi_dbi_config). The driver refuses a file without at least one command.
public struct MIPIDBIFirmware: Hashable, Sendable {
    public enum Step: Hashable, Sendable {
        case command(UInt8, [UInt8])
        case delay(milliseconds: UInt8)
    }

    public var steps: [Step]

    public init(steps: [Step]) { self.steps = steps }

    public static let magic: [UInt8] = Array("MIPI DBI".utf8) + [UInt8](repeating: 0, count: 7)
    public static let version: UInt8 = 1

    /// The firmware file's bytes.
    public var bytes: [UInt8] {
        var bytes = Self.magic + [Self.version]
        for step in steps {
            switch step {
            case .command(let command, let parameters): bytes += [command, UInt8(parameters.count)] + parameters
            case .delay(let milliseconds): bytes += [0x00, 1, milliseconds]
            }
        }
        return bytes
    }

    /// Reads the text form; the first bad line is reported by number, with what was expected.
    public init(parsing text: String, file: String) throws(PanelFirmwareError) {
        var steps: [Step] = []
        for (index, raw) in TextLines.split(text).enumerated() {
            let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," || $0 == "\r" }).map(String.init)
            guard let keyword = words.first else { continue }
            func fail(_ problem: LocalizedMessage) -> PanelFirmwareError {
                PanelFirmwareError(file: file, line: index + 1, text: String(raw), problem: problem)
            }
            switch keyword.lowercased() {
            case "command":
                let values = words.dropFirst().map(Self.byte)
                guard let first = values.first else { throw fail(LocalizedMessage(PanelFirmwareText.commandByte)) }
                guard let command = first else { throw fail(LocalizedMessage(PanelFirmwareText.notAByte, words[1])) }
                let parameters = values.dropFirst()
                if let bad = zip(words.dropFirst(2), parameters).first(where: { $0.1 == nil }) {
                    throw fail(LocalizedMessage(PanelFirmwareText.notAByte, bad.0))
                }
                guard parameters.count <= 255 else { throw fail(LocalizedMessage(PanelFirmwareText.tooManyParameters)) }
                if command == 0x00, parameters.count == 1 { throw fail(LocalizedMessage(PanelFirmwareText.nopIsDelay)) }
                steps.append(.command(command, parameters.compactMap { $0 }))
            case "delay":
                guard words.count == 2, let milliseconds = Int(words[1]), (0...255).contains(milliseconds) else {
                    throw fail(LocalizedMessage(PanelFirmwareText.delayRange))
                }
                steps.append(.delay(milliseconds: UInt8(milliseconds)))
            default:
                throw fail(LocalizedMessage(PanelFirmwareText.unknownKeyword, keyword))
            }
        }
        guard steps.contains(where: { if case .command = $0 { true } else { false } }) else {
            throw PanelFirmwareError(file: file, line: 0, text: "", problem: LocalizedMessage(PanelFirmwareText.noCommands))
        }
        self.steps = steps
    }

    /// "0x3a", "3Ah" style hex with the 0x prefix, or plain decimal, as mipi-dbi-cmd takes them.
    static func byte(_ word: String) -> UInt8? {
        let lower = word.lowercased()
        if lower.hasPrefix("0x") { return UInt8(lower.dropFirst(2), radix: 16) }
        return UInt8(lower, radix: 10)
    }
}

public struct PanelFirmwareError: Error, Hashable, Sendable, CustomStringConvertible, UserFacingError {
    public var file: String
    public var line: Int
    public var text: String
    public var problem: LocalizedMessage

    public var message: LocalizedMessage {
        line == 0 ? LocalizedMessage(PanelFirmwareText.fileError, file, problem)
            : LocalizedMessage(PanelFirmwareText.lineError, file, "\(line)", problem, text)
    }
    public var description: String { message.description }
    public func message(_ l: Localizer) -> String { message.text(l) }
}

enum PanelFirmwareText {
    static let lineError = LocalizedString("%@:%@: %@ (\"%@\")", ru: "%@:%@: %@ («%@»)", uk: "%@:%@: %@ («%@»)")
    static let fileError = LocalizedString("%@: %@", ru: "%@: %@", uk: "%@: %@")
    static let commandByte = LocalizedString(
        "`command` needs the command byte, e.g. command 0x11", ru: "после `command` нужен байт команды, например command 0x11",
        uk: "після `command` потрібен байт команди, наприклад command 0x11")
    static let notAByte = LocalizedString(
        "\"%@\" is not a byte: write 0x00...0xff or 0...255", ru: "«%@» — не байт: пишите 0x00...0xff или 0...255",
        uk: "«%@» — не байт: пишіть 0x00...0xff або 0...255")
    static let tooManyParameters = LocalizedString(
        "a command takes at most 255 parameters", ru: "у команды не больше 255 параметров", uk: "у команди не більше 255 параметрів")
    static let nopIsDelay = LocalizedString(
        "command 0x00 with one parameter would be read as a delay: write `delay N` instead",
        ru: "command 0x00 с одним параметром будет прочитана как задержка: пишите `delay N`",
        uk: "command 0x00 з одним параметром буде прочитана як затримка: пишіть `delay N`")
    static let delayRange = LocalizedString(
        "`delay` takes milliseconds from 0 to 255 (write two lines for longer)",
        ru: "`delay` принимает миллисекунды от 0 до 255 (для большей паузы напишите две строки)",
        uk: "`delay` приймає мілісекунди від 0 до 255 (для довшої паузи напишіть два рядки)")
    static let unknownKeyword = LocalizedString(
        "\"%@\" is neither `command` nor `delay`", ru: "«%@» — не `command` и не `delay`", uk: "«%@» — не `command` і не `delay`")
    static let noCommands = LocalizedString(
        "no commands: panel-mipi-dbi refuses a firmware file without at least one",
        ru: "нет ни одной команды: panel-mipi-dbi не примет файл прошивки без них",
        uk: "немає жодної команди: panel-mipi-dbi не прийме файл прошивки без них")
}
