import ChipCatalog
import GadgetBase
import Hardware

/// An SSD1306 or SH1106 OLED controller on a simulated I2C bus, modelled at the level of its
/// command set: it decodes every control byte, command and parameter as the data sheets define
/// them (independently of Gadget's driver, so a wrong opcode in the driver shows here), keeps its
/// display RAM and address pointers, and shows what a person would see on the glass. The desktop
/// board puts one next to the simulated accelerometer, so the real driver draws the screen.
public final class SimulatedOLED: SimulatedI2CDevice {
    public let controller: OLEDController
    /// The glass: 128 wide, 64 or 32 high.
    public let panelWidth: Int
    public let panelHeight: Int

    /// The display RAM: 8 pages of `controller.ramColumns` bytes, the top row in bit 0.
    public private(set) var ram: [UInt8] = []
    public private(set) var isDisplayOn = false
    public private(set) var isChargePumpOn = false
    public private(set) var contrast: UInt8 = 0
    public private(set) var segmentRemap = false
    public private(set) var comScanReversed = false
    public private(set) var multiplexRatio = 63
    public private(set) var displayOffset = 0
    public private(set) var startLine = 0
    public private(set) var isInverted = false
    public private(set) var isEntireDisplayOn = false
    /// 0 horizontal, 1 vertical, 2 page (SSD1306); the SH1106 only has page addressing.
    public private(set) var addressingMode = 2
    public private(set) var column = 0
    public private(set) var page = 0
    /// Opcodes this controller does not have, in the order they arrived (a driver bug).
    public private(set) var unknownCommands: [UInt8] = []
    public private(set) var commandBytes = 0
    public private(set) var dataBytes = 0

    private var columnWindow = 0...127
    private var pageWindow = 0...7
    private var pending: (opcode: UInt8, needed: Int, arguments: [UInt8])?
    /// A control byte with Co = 1 covers one byte; the byte after that is a control byte again.
    private var nextControl: UInt8 = 0
    private var powerUps: UInt64 = 0

    public init(controller: OLEDController, width: Int = 128, height: Int = 64) {
        self.controller = controller
        panelWidth = width
        panelHeight = height
        powerUp()
    }

    /// The state after power-on reset. The RAM holds noise, as real RAM does, so a driver that
    /// lights the display before writing a whole frame shows it.
    public func powerUp() {
        powerUps += 1
        var noise = SeededRandomGenerator(seed: 0x01ED &+ powerUps)
        ram = (0..<(8 * controller.ramColumns)).map { _ in UInt8.random(in: 0...255, using: &noise) }
        isDisplayOn = false
        isChargePumpOn = controller == .sh1106  // the SH1106's DC-DC is on after reset, the SSD1306's pump off
        contrast = controller == .sh1106 ? 0x80 : 0x7F
        segmentRemap = false; comScanReversed = false
        multiplexRatio = 63; displayOffset = 0; startLine = 0
        isInverted = false; isEntireDisplayOn = false
        addressingMode = 2
        column = 0; page = 0
        columnWindow = 0...(controller.ramColumns - 1); pageWindow = 0...7
        pending = nil
        nextControl = 0
    }

    // MARK: The I2C side

    /// Reading gives the status byte: bit 6 set while the display is off.
    public func readRegister(_ register: UInt8) -> UInt8 { isDisplayOn ? 0x00 : 0x40 }

    private static let expectsControl: UInt8 = 0x01

    public func writeRegister(_ register: UInt8, value: UInt8) {
        if register == Self.expectsControl {
            nextControl = value
            return
        }
        if register & 0x40 != 0 { writeData(value) } else { writeCommand(value) }
    }

    /// With Co = 0 the rest of the transaction is of the same kind; with Co = 1 a new control byte follows.
    public func nextRegister(after register: UInt8) -> UInt8 {
        if register == Self.expectsControl { return nextControl }
        return register & 0x80 != 0 ? Self.expectsControl : register
    }

    // MARK: Data

    private func writeData(_ byte: UInt8) {
        dataBytes += 1
        ram[page * controller.ramColumns + column] = byte
        switch (controller, addressingMode) {
        case (.ssd1306, 0):
            if column < columnWindow.upperBound { column += 1 } else {
                column = columnWindow.lowerBound
                page = page < pageWindow.upperBound ? page + 1 : pageWindow.lowerBound
            }
        case (.ssd1306, 1):
            if page < pageWindow.upperBound { page += 1 } else {
                page = pageWindow.lowerBound
                column = column < columnWindow.upperBound ? column + 1 : columnWindow.lowerBound
            }
        case (.ssd1306, _):
            column = column < 127 ? column + 1 : 0
        case (.sh1106, _):
            // The column counter stops at the last column; the page never changes by itself.
            column = min(column + 1, controller.ramColumns - 1)
        }
    }

    // MARK: Commands

    private func writeCommand(_ byte: UInt8) {
        commandBytes += 1
        if var command = pending {
            command.arguments.append(byte)
            if command.arguments.count == command.needed {
                pending = nil
                execute(command.opcode, command.arguments)
            } else {
                pending = command
            }
            return
        }
        let needed = argumentCount(byte)
        guard needed >= 0 else {
            unknownCommands.append(byte)
            return
        }
        if needed == 0 { execute(byte, []) } else { pending = (byte, needed, []) }
    }

    /// Parameters that follow an opcode; -1 for an opcode this controller lacks.
    private func argumentCount(_ opcode: UInt8) -> Int {
        let ssd = controller == .ssd1306
        switch opcode {
        case 0x00...0x0F, 0x10...0x17, 0x40...0x7F, 0xA0, 0xA1, 0xA4...0xA7, 0xAE, 0xAF, 0xB0...0xB7, 0xC0...0xCF, 0xE3:
            return 0
        case 0x81, 0xA8, 0xD3, 0xD5, 0xD9, 0xDA, 0xDB:
            return 1
        case 0x20, 0x8D: return ssd ? 1 : -1
        case 0x21, 0x22: return ssd ? 2 : -1
        case 0x26, 0x27: return ssd ? 6 : -1
        case 0x29, 0x2A: return ssd ? 5 : -1
        case 0xA3: return ssd ? 2 : -1
        case 0x2E, 0x2F: return ssd ? 0 : -1
        case 0x18, 0x30...0x33, 0xE0, 0xEE: return ssd ? -1 : 0
        case 0xAD: return ssd ? -1 : 1
        default: return -1
        }
    }

    private func execute(_ opcode: UInt8, _ arguments: [UInt8]) {
        switch opcode {
        case 0x00...0x0F:
            column = (column & 0xF0) | Int(opcode & 0x0F)
        case 0x10...0x18:
            column = min(controller.ramColumns - 1, Int(opcode & 0x0F) << 4 | (column & 0x0F))
        case 0x20:
            addressingMode = Int(arguments[0] & 0x03) == 3 ? addressingMode : Int(arguments[0] & 0x03)
        case 0x21:
            columnWindow = Int(arguments[0] & 0x7F)...max(Int(arguments[0] & 0x7F), Int(arguments[1] & 0x7F))
            column = columnWindow.lowerBound
        case 0x22:
            pageWindow = Int(arguments[0] & 0x07)...max(Int(arguments[0] & 0x07), Int(arguments[1] & 0x07))
            page = pageWindow.lowerBound
        case 0x40...0x7F: startLine = Int(opcode & 0x3F)
        case 0x81: contrast = arguments[0]
        case 0x8D: isChargePumpOn = arguments[0] & 0x04 != 0      // 0x14 on, 0x10 off
        case 0xAD: isChargePumpOn = arguments[0] & 0x01 != 0      // 0x8B on, 0x8A off
        case 0xA0, 0xA1: segmentRemap = opcode == 0xA1
        case 0xA4, 0xA5: isEntireDisplayOn = opcode == 0xA5
        case 0xA6, 0xA7: isInverted = opcode == 0xA7
        case 0xA8: multiplexRatio = max(15, Int(arguments[0] & 0x3F))
        case 0xAE, 0xAF: isDisplayOn = opcode == 0xAF
        case 0xB0...0xB7: page = Int(opcode & 0x07)
        case 0xC0...0xCF: comScanReversed = opcode & 0x08 != 0
        case 0xD3: displayOffset = Int(arguments[0] & 0x3F)
        default: break  // timing, scrolling, pump voltage: nothing a picture shows
        }
    }

    // MARK: The glass

    /// What the glass shows now, as a 1-bit picture the size of the panel. The usual module's
    /// glass is mounted so that segment remap on and COM scan reversed show RAM column
    /// `columnOffset + x` and row `y` at (x, y); other settings turn, shift or blank the picture
    /// as the real panel would.
    public func glass() -> PixelBuffer {
        var picture = PixelBuffer(width: panelWidth, height: panelHeight, format: .mono1)
        guard isDisplayOn, isChargePumpOn else { return picture }
        let columns = controller.ramColumns
        for y in 0..<panelHeight {
            let com = panelHeight - 1 - y
            guard com <= multiplexRatio else { continue }
            let scanned = comScanReversed ? multiplexRatio - com : com
            let row = (scanned + displayOffset + startLine) % 64
            for x in 0..<panelWidth {
                let segment = columns - controller.columnOffset - 1 - x
                let ramColumn = segmentRemap ? columns - 1 - segment : segment
                var lit = ram[(row / 8) * columns + ramColumn] & (1 << UInt8(row % 8)) != 0
                if isInverted { lit.toggle() }
                if isEntireDisplayOn { lit = true }
                if lit { picture.bytes[y * picture.stride + x / 8] |= 0x80 >> UInt8(x % 8) }
            }
        }
        return picture
    }
}
