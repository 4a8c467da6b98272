import Apps
import ChipCatalog
import Drivers
import Core
import Foundation
import GadgetBase
import Hardware
import Sensing

/// What is wired where on one board: the display, the accelerometer, the buttons, and the
/// settings apps need. Read from boards/NAME.toml; every key has a default, so a profile only
/// says what differs from the simulated desktop board.
public struct BoardProfile: Sendable, Equatable {
    public enum DisplayKind: String, Sendable, CaseIterable {
        case terminal, framebuffer
        /// An SSD1306 or SH1106 on I2C, driven from user space (no overlay, no kernel driver).
        case oled
        /// The desktop's model of that controller on the simulated I2C bus; the terminal shows its glass.
        case simulatedOLED = "simulated-oled"
        /// A DRM/KMS card (panel-mipi-dbi, ssd130x, vc4 HDMI): dumb buffers, damage sent with DIRTYFB,
        /// or page-flipped between two buffers where the driver has no dirty hook.
        case drm
    }
    public enum AccelerometerKind: String, Sendable, CaseIterable {
        /// A register-accurate MPU-6050 model driven by simulated motion (the desktop board).
        case simulatedMPU6050 = "simulated-mpu6050"
        case none
        /// Register-accurate models of the other chips, so the desktop runs their real drivers.
        case simulatedADXL345 = "simulated-adxl345"
        case simulatedLIS3DH = "simulated-lis3dh"
        case simulatedLSM9DS1 = "simulated-lsm9ds1"
        /// A real chip on the profile's I2C bus.
        case mpu6050, adxl345, lis3dh, lsm9ds1
        /// Scan the bus's known addresses and use the first chip whose WHO_AM_I matches.
        case auto

        /// The chip a real or simulated kind names; nil for `auto` and `none`.
        public var chip: AccelerometerChip? {
            switch self {
            case .simulatedMPU6050, .mpu6050: .mpu6050
            case .simulatedADXL345, .adxl345: .adxl345
            case .simulatedLIS3DH, .lis3dh: .lis3dh
            case .simulatedLSM9DS1, .lsm9ds1: .lsm9ds1
            case .auto, .none: nil
            }
        }

        /// True for the desktop's simulated chips.
        public var isSimulated: Bool { rawValue.hasPrefix("simulated-") }

        /// True for a chip on a real I2C bus (`auto` included).
        public var isHardware: Bool { self != .none && !isSimulated }
    }

    public var name = "Desktop (simulated hardware)"
    /// The profile's file; `builtInFile` for the desktop profile the binary carries.
    public var file = BoardProfile.builtInFile
    public static let builtInFile = "built-in"
    public var isBuiltIn: Bool { file == Self.builtInFile }
    /// The line each key was written on, as "[table] key" (a key before any table: "key"), for
    /// problems found after reading (a service address the endpoint policy refuses).
    public var keyLines: [String: Int] = [:]

    /// `file:line` of a key ("[chats] url"), or the file alone when the key was not written.
    public func place(of key: String) -> String { keyLines[key].map { "\(file):\($0)" } ?? file }
    /// False for a board only the tests run on (`listed = false`): `boards list` leaves it out
    /// unless asked for every profile.
    public var isListed = true

    public var displayKind = DisplayKind.terminal
    public var display = DisplayGeometry(width: 240, height: 240, format: .rgb565)
    public var displayDevice = "/dev/fb0"
    public var rotation = 0
    public var framesPerSecond = 30.0

    public var accelerometerKind = AccelerometerKind.simulatedMPU6050
    public var accelerometerBus = "/dev/i2c-1"
    public var accelerometerAddress: UInt8 = 0x68
    public var sampleRate = 100.0
    public var rangeG = 4
    /// Queue samples in the chip's FIFO between reads.
    public var accelerometerFIFO = false
    /// The GPIO line the accelerometer's interrupt pin is wired to (on the [gpio] chip).
    public var accelerometerInterrupt: GPIOLineSelector?

    /// The config.txt lines that make the panel's framebuffer (and any command its setup needs,
    /// such as making its firmware), one a line; quoted when the framebuffer is missing.
    public var displayOverlay: String?
    /// Its lines apart: config.txt's (dtoverlay, dtparam, gpio) and the commands to run.
    public var displayOverlayLines: (config: [String], commands: [String]) {
        let lines = (displayOverlay ?? "").split(separator: "\n").map(String.init)
        let isConfig = { (line: String) in ["dtoverlay=", "dtparam=", "gpio="].contains { line.hasPrefix($0) } }
        return (lines.filter(isConfig), lines.filter { !isConfig($0) })
    }
    /// The config.txt lines on one line, for messages that are one line (a single line that is a
    /// command, as the QEMU guest's, as it is).
    public var displayOverlaySummary: String? {
        guard let displayOverlay else { return nil }
        let config = displayOverlayLines.config
        return config.isEmpty ? displayOverlay : config.joined(separator: "; ")
    }
    /// An I2C OLED's controller, bus, address and contrast ([display] controller, bus, address, contrast).
    public var displayController = OLEDController.ssd1306
    public var displayBus = "/dev/i2c-1"
    public var displayAddress: UInt8 = 0x3C
    public var displayContrast: UInt8 = 0x7F
    /// A DRM display's card (a /dev/dri path or the driver's name) and connector; nil picks the only one.
    public var displayCard: String?
    public var displayConnector: String?

    /// The GPIO chip the buttons are on, by label or path; the first that exists is used, so one
    /// profile serves a Pi 4 (pinctrl-bcm2711) and a Pi 5 (pinctrl-rp1).
    public var gpioChips: [GPIOChipSelector] = []
    /// The board's buttons on GPIO lines, in the order of `Button.allCases`.
    public var buttonLines: [GPIOButtonWiring] = []

    /// evdev devices (by name or /dev/input path) whose keys, joystick or touch Gadget reads.
    public var inputDevices: [String] = []
    /// Keep those devices' keys from reaching the console as well.
    public var grabInputDevices = true

    /// Where knocks on the case come from: [accelerometer] knocks.
    public var knocks = KnockSourceKind.software
    /// Buttons that swipe, for apps that take swipes: the [swipes] table.
    public var swipes = SwipeConfiguration()

    public var shakeSensitivity = "normal"
    public var shakeMaximumDuration: Double?

    /// The language the board speaks (`en`, `ru`, `uk`): before the locale, after `--language`.
    public var language: String?

    /// The apps' own tables, each read by its app: [eightball], [moviequiz], [chats].
    public var eightBall = EightBallProfile()
    public var movieQuiz = MovieQuizProfile()
    public var chats = ChatsProfile()

    public init() {}

    /// The simulated desktop board, used when no profile is named.
    public static let desktop = BoardProfile()
}

extension BoardProfile {
    /// Builds a profile from a parsed document, refusing unknown tables and keys, wrong types and
    /// impossible values, each with the line and what was expected.
    public init(document: ProfileDocument) throws(ProfileError) {
        self.init()
        file = document.file
        var reader = ProfileReader(document: document)
        try reader.refuseEmptyDocument()
        do {
            try read(&reader)
        } catch {
            throw reader.typoBehind(error)
        }
        for (table, entries) in reader.document.tables {
            for (key, entry) in entries { keyLines[table.isEmpty ? key : "[\(table)] \(key)"] = entry.line }
        }
    }

    private mutating func read(_ reader: inout ProfileReader) throws(ProfileError) {
        try reader.allowTables(["", "display", "accelerometer", "gpio", "buttons", "input", "shake", "swipes",
                                EightBallProfile.table, MovieQuizProfile.table, ChatsProfile.table])

        // Without a name of its own a profile is called after its file, never after the built-in
        // desktop: the name keys what is stored per board (the shake calibration).
        name = try reader.string("", "name") ?? Self.fileStem(reader.document.file)
        isListed = try reader.boolean("", "listed") ?? isListed
        language = try reader.language("", "language") ?? language

        if let kind = try reader.oneOf("display", "kind", DisplayKind.allCases.map(\.rawValue)) {
            displayKind = DisplayKind(rawValue: kind)!
        }
        // An OLED module is 128x64 and one bit a pixel unless the profile says otherwise.
        if displayKind == .oled || displayKind == .simulatedOLED { display = DisplayGeometry(width: 128, height: 64, format: .mono1) }
        let width = try reader.integer("display", "width", in: 8...4096) ?? display.width
        let height = try reader.integer("display", "height", in: 8...4096) ?? display.height
        let format = try reader.oneOf("display", "format", PixelFormat.allCases.map(\.rawValue))
            .flatMap(PixelFormat.init(rawValue:)) ?? display.format
        display = DisplayGeometry(width: width, height: height, format: format)
        displayDevice = try reader.string("display", "device") ?? displayDevice
        rotation = try reader.integer("display", "rotation", oneOf: [0, 90, 180, 270]) ?? rotation
        framesPerSecond = try reader.number("display", "fps", in: 1...120) ?? framesPerSecond
        displayOverlay = try reader.strings("display", "overlay")?.joined(separator: "\n") ?? displayOverlay
        try readPanel(&reader)
        try refuseFramesTooSmall(&reader)

        if let kind = try reader.oneOf("accelerometer", "kind", AccelerometerKind.allCases.map(\.rawValue)) {
            accelerometerKind = AccelerometerKind(rawValue: kind)!
        }
        accelerometerBus = try reader.devicePath("accelerometer", "bus") ?? accelerometerBus
        if let address = try reader.integer("accelerometer", "address", in: 0x03...0x77, shownAs: .hexadecimal) {
            accelerometerAddress = UInt8(address)
            try refuseAddressTheChipCannotHave(line: reader.entry("accelerometer", "address")?.line ?? 0)
        } else if let chip = accelerometerKind.chip {
            // Each chip's usual address when the profile names none.
            accelerometerAddress = chip.addresses[0]
        }
        if let fifo = try reader.oneOf("accelerometer", "fifo", ["on", "off"]) { accelerometerFIFO = fifo == "on" }
        sampleRate = try reader.number("accelerometer", "rate_hz", in: 10...1000) ?? sampleRate
        rangeG = try reader.integer("accelerometer", "range_g", oneOf: [2, 4, 8, 16]) ?? rangeG
        accelerometerInterrupt = try reader.line("accelerometer", "interrupt")

        try readWiring(&reader)
        try readGestures(&reader)

        shakeSensitivity = try reader.oneOf("shake", "sensitivity", ["gentle", "normal", "firm"]) ?? shakeSensitivity
        shakeMaximumDuration = try reader.number("shake", "max_duration_s", in: 0.5...60) ?? shakeMaximumDuration

        eightBall = try EightBallProfile(reading: &reader)
        movieQuiz = try MovieQuizProfile(reading: &reader)
        try fitQuizButtonsToWiring(&reader)
        chats = try ChatsProfile(reading: &reader)

        try reader.refuseUnreadKeys()
    }
}

extension BoardProfile {
    /// An MPU-6050 at 0x53 (an ADXL345's address) would never answer: the kind or the address is
    /// wrong. (So an accelerometer can never sit at the OLED's 0x3c or 0x3d either.)
    private func refuseAddressTheChipCannotHave(line: Int) throws(ProfileError) {
        guard let chip = accelerometerKind.chip, !chip.addresses.contains(accelerometerAddress) else { return }
        throw ProfileError(file: file, line: line, key: "accelerometer.address", LocalizedMessage(
            ProfileText.chipAddresses, chip.displayName, chip.addresses.map(hexByte).joined(separator: ", "),
            hexByte(accelerometerAddress)))
    }

    /// `boards/pi-oled.toml` → `pi-oled`, the name `gadget boards` lists a profile under.
    static func fileStem(_ file: String) -> String {
        let base = file.split(separator: "/").last.map(String.init) ?? file
        return base.hasSuffix(".toml") ? String(base.dropLast(5)) : base
    }
}
