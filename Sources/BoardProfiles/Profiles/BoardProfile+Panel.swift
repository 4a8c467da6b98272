import Core
import ChipCatalog
import Drivers
import GadgetBase
import Hardware

extension BoardProfile {
    /// The [display] keys of an OLED driven from user space:
    ///
    ///     [display]
    ///     kind = "oled"              # or "simulated-oled" on the desktop board
    ///     controller = "ssd1306"     # or "sh1106"
    ///     bus = "/dev/i2c-1"         # the accelerometer's bus is shared, not opened twice
    ///     address = 0x3c             # or 0x3d
    ///     contrast = 127             # 0...255
    ///     width = 128
    ///     height = 64                # a 128x32 module is refused: the screens need 64 rows
    ///     format = "mono1"
    mutating func readPanel(_ reader: inout ProfileReader) throws(ProfileError) {
        if let controller = try reader.oneOf("display", "controller", OLEDController.allCases.map(\.rawValue)) {
            displayController = OLEDController(rawValue: controller)!
        }
        displayBus = try reader.devicePath("display", "bus") ?? displayBus
        if let address = try reader.integer("display", "address", oneOf: OLEDController.addresses.map(Int.init),
                                             shownAs: .hexadecimal) {
            displayAddress = UInt8(address)
        }
        if let contrast = try reader.integer("display", "contrast", in: 0...255) { displayContrast = UInt8(contrast) }
        displayCard = try reader.string("display", "card") ?? displayCard
        displayConnector = try reader.string("display", "connector") ?? displayConnector
        try refuseKeysOfAnotherKind(&reader)
        if displayKind == .drm, rotation != 0 {
            throw ProfileError(file: file, line: reader.entry("display", "rotation")?.line ?? 0, key: "display.rotation",
                               LocalizedMessage(PanelProfileText.drmRotation))
        }
        guard displayKind == .oled || displayKind == .simulatedOLED else { return }
        let line = reader.tableLine("display")
        guard display.format == .mono1 else {
            throw ProfileError(file: file, line: line, key: "display.format",
                               LocalizedMessage(PanelProfileText.oledIsMono, display.format.rawValue))
        }
        guard oledPanel.isSupportedSize else {
            throw ProfileError(file: file, line: line, key: "display.height",
                               LocalizedMessage(PanelProfileText.oledSizes, "\(display.width)x\(display.height)"))
        }
        if displayKind == .oled, displayOverlay != nil {
            throw ProfileError(file: file, line: reader.entry("display", "overlay")?.line ?? line, key: "display.overlay",
                               LocalizedMessage(PanelProfileText.kernelAndUserSpace))
        }
    }

    /// [display] keys that only one kind of display reads. Left behind after the kind changed
    /// (an OLED's address on a framebuffer panel), they look like settings but do nothing.
    private static let keysOfKinds: [(keys: [String], kinds: [DisplayKind])] = [
        (["controller", "bus", "address", "contrast"], [.oled, .simulatedOLED]),
        (["card", "connector"], [.drm]),
        (["device"], [.framebuffer]),
    ]

    private func refuseKeysOfAnotherKind(_ reader: inout ProfileReader) throws(ProfileError) {
        for (keys, kinds) in Self.keysOfKinds where !kinds.contains(displayKind) {
            for key in keys {
                guard let entry = reader.entry("display", key) else { continue }
                throw ProfileError(file: file, line: entry.line, key: "display.\(key)", LocalizedMessage(
                    PanelProfileText.keyOfAnotherKind, key, kinds.map { "\"\($0.rawValue)\"" }.joined(separator: ", "),
                    displayKind.rawValue))
            }
        }
    }

    /// Where the panel is, for summaries: the framebuffer, the OLED's bus and address, the DRM card.
    public var displayLocation: String? {
        switch displayKind {
        case .framebuffer: displayDevice
        case .oled: "\(displayBus) \(hexByte(displayAddress))"
        case .drm: [displayCard ?? "/dev/dri", displayConnector].compactMap { $0 }.joined(separator: " ")
        case .terminal, .simulatedOLED: nil
        }
    }

    /// Whether a run needs the desktop's simulated bus: for its accelerometer or its OLED.
    public var usesSimulatedBoard: Bool { accelerometerKind.isSimulated || displayKind == .simulatedOLED }

    /// The size of the frames the apps draw, where the profile decides it: an OLED's glass turned
    /// by `rotation`, a framebuffer's (or the terminal's) width and height as written. A DRM
    /// card's mode comes from the kernel and is checked when the card is opened.
    var drawnFrame: (width: Int, height: Int)? {
        switch displayKind {
        case .drm: nil
        case .oled, .simulatedOLED: oledPanel.swapsAxes ? (display.height, display.width) : (display.width, display.height)
        case .terminal, .framebuffer: (display.width, display.height)
        }
    }

    func refuseFramesTooSmall(_ reader: inout ProfileReader) throws(ProfileError) {
        func fits(_ width: Int, _ height: Int) -> Bool {
            DisplayGeometry(width: width, height: height, format: display.format).fitsScreens
        }
        guard let frame = drawnFrame, !fits(frame.width, frame.height) else { return }
        let onItsSide = displayKind != .terminal && (rotation == 90 || rotation == 270) && fits(frame.height, frame.width)
        let fix: LocalizedString = switch displayKind {
        case _ where onItsSide: PanelProfileText.onItsSide
        case .oled, .simulatedOLED: PanelProfileText.shortOLED
        case .framebuffer, .drm: PanelProfileText.largerPanel
        case .terminal: PanelProfileText.largerFrames
        }
        let key = onItsSide ? "rotation" : frame.width < DisplayGeometry.smallestForScreens.width ? "width" : "height"
        throw ProfileError(file: file, line: reader.entry("display", key)?.line ?? reader.tableLine("display"), key: "display.\(key)",
                           LocalizedMessage(PanelProfileText.framesTooSmall, "\(frame.width)x\(frame.height)", fix))
    }

    /// The OLED the [display] table describes (meaningful for the oled kinds).
    public var oledPanel: OLEDPanel {
        OLEDPanel(controller: displayController, width: display.width, height: display.height, address: displayAddress,
                  contrast: displayContrast, rotation: rotation)
    }
}

enum PanelProfileText {
    static let keyOfAnotherKind = LocalizedString(
        "%@ is read only for kind = %@, and this display is \"%@\"; remove the line, or change the kind",
        ru: "%@ читается только при kind = %@, а этот дисплей — \"%@\"; удалите строку или смените kind",
        uk: "%@ читається лише за kind = %@, а цей дисплей — \"%@\"; вилучіть рядок або змініть kind")
    static let drmRotation = LocalizedString(
        "a DRM panel is turned by its driver: remove rotation here and add rotate=90 (or 180, 270) to the panel's dtoverlay line",
        ru: "DRM-панель поворачивает её драйвер: уберите здесь rotation и добавьте rotate=90 (или 180, 270) в строку dtoverlay панели",
        uk: "DRM-панель повертає її драйвер: приберіть тут rotation і додайте rotate=90 (або 180, 270) до рядка dtoverlay панелі")
    static let oledIsMono = LocalizedString(
        "an OLED driven over I2C is 1-bit: set format = \"mono1\" (not \"%@\")",
        ru: "OLED, управляемый по I2C, однобитный: укажите format = \"mono1\" (а не \"%@\")",
        uk: "OLED, керований через I2C, однобітний: вкажіть format = \"mono1\" (а не \"%@\")")
    static let oledSizes = LocalizedString(
        "SSD1306 and SH1106 panels are 128x64 or 128x32, not %@: set width = 128 and height = 64 (128x32 is too small for the screens)",
        ru: "панели SSD1306 и SH1106 бывают 128x64 или 128x32, а не %@: укажите width = 128 и height = 64 (128x32 мало для экранов)",
        uk: "панелі SSD1306 і SH1106 бувають 128x64 або 128x32, а не %@: вкажіть width = 128 і height = 64 (128x32 замало для екранів)")
    static let framesTooSmall = LocalizedString(
        "frames of %@ are smaller than the 128x64 that Gadget's screens are laid out for: %@",
        ru: "кадры %@ меньше 128x64, под которые сделаны экраны Gadget: %@",
        uk: "кадри %@ менші за 128x64, під які зроблено екрани Gadget: %@")
    static let shortOLED = LocalizedString(
        "a 128x32 module cuts the quiz's question, list rows and the keyboard; use a 128x64 module (same wiring, same address) and set height = 64",
        ru: "модуль 128x32 обрезает вопрос киноквиза, строки списков и клавиатуру; возьмите модуль 128x64 (та же распиновка, тот же адрес) и укажите height = 64",
        uk: "модуль 128x32 обрізає питання кіноквізу, рядки списків і клавіатуру; візьміть модуль 128x64 (та сама розпіновка, та сама адреса) і вкажіть height = 64")
    static let onItsSide = LocalizedString(
        "turned on its side the panel is too narrow; set rotation = 0 or 180",
        ru: "повёрнутая набок панель слишком узкая; укажите rotation = 0 или 180",
        uk: "повернута набік панель надто вузька; вкажіть rotation = 0 або 180")
    static let largerPanel = LocalizedString(
        "use a panel of 128x64 or more (width and height here are the panel's after rotation)",
        ru: "возьмите панель от 128x64 (width и height здесь — размеры панели после поворота)",
        uk: "візьміть панель від 128x64 (width і height тут — розміри панелі після повороту)")
    static let largerFrames = LocalizedString(
        "set [display] width to 128 or more and height to 64 or more",
        ru: "укажите в [display] width не меньше 128 и height не меньше 64",
        uk: "вкажіть у [display] width не менше 128 і height не менше 64")
    static let kernelAndUserSpace = LocalizedString(
        "kind = \"oled\" drives the panel from user space, but overlay names a kernel driver for it; both cannot talk to one panel. Remove overlay (and the dtoverlay line from config.txt), or use kind = \"framebuffer\"",
        ru: "kind = \"oled\" управляет панелью из пространства пользователя, а overlay называет для неё драйвер ядра; вдвоём с одной панелью они работать не могут. Уберите overlay (и строку dtoverlay из config.txt) или укажите kind = \"framebuffer\"",
        uk: "kind = \"oled\" керує панеллю з простору користувача, а overlay називає для неї драйвер ядра; удвох з однією панеллю вони працювати не можуть. Приберіть overlay (і рядок dtoverlay з config.txt) або вкажіть kind = \"framebuffer\"")
}
