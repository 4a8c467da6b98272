import Core
import GadgetBase
import Hardware

/// The Raspberry Pi's own pins, for the checks a maker's wiring needs before anything opens:
/// on the Pi's GPIO chips a line's offset is its BCM number, so "GPIO5" and 5 are one pin, and
/// requesting a pin as a button input switches it away from the I2C or SPI function the
/// accelerometer or the panel depends on (the kernel lets that happen; the bus then just stops).
struct RaspberryPiPins {
    /// The GPIO chips of every Raspberry Pi model (Pi 1 to 3, Pi 4, Pi 5).
    static let chipLabels: Set = ["pinctrl-bcm2835", "pinctrl-bcm2711", "pinctrl-rp1"]
    /// Pins on the 40-pin header with no default function, offered when one is taken.
    static let usuallyFree = [5, 6, 12, 13, 16, 17, 19, 20, 21, 22, 23, 24, 25, 26, 27, 4]

    /// Why a pin cannot take a button or an interrupt line, as a message in any language.
    enum Use {
        case bus(role: LocalizedMessage, user: LocalizedString)
        case panel(line: String, setting: String)
    }

    private(set) var taken: [Int: Use] = [:]

    /// Only a profile that names a Pi chip (by label) has Pi pins; a /dev/gpiochipN path or
    /// another board's chip says nothing about which pin is which.
    init?(_ profile: BoardProfile) {
        let isPi = profile.gpioChips.contains { chip in
            if case .label(let label) = chip { return Self.chipLabels.contains(label) }
            return false
        }
        guard isPi else { return nil }
        let accelerometerOnBus1 = profile.accelerometerKind.isHardware && profile.accelerometerBus == "/dev/i2c-1"
        let oledOnBus1 = profile.displayKind == .oled && profile.displayBus == "/dev/i2c-1"
        if accelerometerOnBus1 || oledOnBus1 {
            let user = accelerometerOnBus1 ? PinText.theAccelerometer : PinText.theOLED
            taken[2] = .bus(role: LocalizedMessage(PinText.i2cLine, "SDA"), user: user)
            taken[3] = .bus(role: LocalizedMessage(PinText.i2cLine, "SCL"), user: user)
        }
        guard let overlay = profile.displayOverlay else { return }
        // SPI0 with `dtparam=spi=on` or an overlay on spi0-N holds both chip selects.
        if overlay.contains("spi0") {
            for (pin, role) in [(7, "CE1"), (8, "CE0"), (9, "MISO"), (10, "MOSI"), (11, "SCLK")] {
                taken[pin] = .bus(role: LocalizedMessage(PinText.spiLine, role), user: PinText.thePanel)
            }
        }
        // The panel's own lines, as the overlay sets them (dc-gpio=25, backlight-gpio=22).
        for setting in overlay.split(whereSeparator: { $0.isWhitespace || $0 == "," }) {
            let parts = setting.split(separator: "=")
            for (name, value) in zip(parts, parts.dropFirst()) where name.hasSuffix("-gpio") || name.hasSuffix("-gpios") {
                guard let pin = Int(value.prefix { $0.isNumber }) else { continue }
                taken[pin] = .panel(line: String(name.prefix { $0 != "-" }), setting: "\(name)=\(pin)")
            }
        }
    }

    /// The BCM number of a line: "GPIO17" or offset 17.
    static func number(_ line: GPIOLineSelector) -> Int? {
        switch line {
        case .offset(let offset): offset
        case .name(let name): name.hasPrefix("GPIO") ? Int(name.dropFirst(4)) : nil
        }
    }

    /// The most GPIO lines any Pi's chip has (the BCM2711's 58; the header shows GPIO0-27, a
    /// Compute Module more).
    static let lineCount = 58

    /// A line no Pi has, or a pin name spelt as the kernel does not (`gpio17`: libgpiod finds
    /// lines by their exact name, so it would be "not found" only on the board).
    static func misnamed(_ line: GPIOLineSelector) -> LocalizedMessage? {
        switch line {
        case .offset(let offset):
            return offset < lineCount ? nil : LocalizedMessage(PinText.noSuchPin, "GPIO\(offset)")
        case .name(let name):
            // "17" in quotes is a line named 17, which no Pi has: the number was meant.
            if !name.isEmpty, name.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(name) {
                return number < lineCount ? LocalizedMessage(PinText.numberInQuotes, name) : LocalizedMessage(PinText.noSuchPin, "GPIO\(number)")
            }
            // "pin 11" is the header's physical pin: the line on it is what libgpiod knows.
            if let physical = physicalPin(name) {
                guard let line = headerLines[physical] else { return LocalizedMessage(PinText.powerPin, name) }
                return LocalizedMessage(PinText.physicalPin, name, "GPIO\(line)")
            }
            let letters = name.prefix { $0.isLetter }
            let digits = name.dropFirst(letters.count).drop { $0 == " " || $0 == "_" }
            // "GIPO27", "GPI27": GPIO mistyped, before a number a Pi has.
            if letters.lowercased() != "gpio", letters.lowercased().hasPrefix("g"), (3...5).contains(letters.count),
               NearestWord.editDistance(letters.lowercased(), "gpio") <= 2,
               !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(digits), number < lineCount {
                return LocalizedMessage(PinText.pinSpelling, name, "GPIO\(number)")
            }
            guard letters.lowercased() == "gpio" else { return nil }
            // "GPIO-1" is no line; "GPIO_GCLK" is a real one (GPIO4's name on a Pi 4).
            if digits.first == "-" || digits.first == "." { return LocalizedMessage(PinText.noSuchPin, name) }
            guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(digits) else { return nil }
            if number >= lineCount { return LocalizedMessage(PinText.noSuchPin, "GPIO\(number)") }
            return name == "GPIO\(number)" ? nil : LocalizedMessage(PinText.pinSpelling, name, "GPIO\(number)")
        }
    }

    /// The GPIO line on each signal pin of the 40-pin header (the others are power and ground).
    static let headerLines: [Int: Int] = [
        3: 2, 5: 3, 7: 4, 8: 14, 10: 15, 11: 17, 12: 18, 13: 27, 15: 22, 16: 23, 18: 24, 19: 10, 21: 9, 22: 25,
        23: 11, 24: 8, 26: 7, 27: 0, 28: 1, 29: 5, 31: 6, 32: 12, 33: 13, 35: 19, 36: 16, 37: 26, 38: 20, 40: 21,
    ]

    /// The header pin a name like "pin 11", "PIN11" or "P1-11" means, if it is one of 1...40.
    private static func physicalPin(_ name: String) -> Int? {
        let lowered = name.lowercased()
        guard let prefix = ["pin", "p1-", "p1_"].first(where: lowered.hasPrefix) else { return nil }
        let rest = lowered.dropFirst(prefix.count).drop { $0 == " " || $0 == "_" || $0 == "-" }
        guard !rest.isEmpty, rest.allSatisfy({ $0.isASCII && $0.isNumber }), let pin = Int(rest), (1...40).contains(pin) else { return nil }
        return pin
    }

    /// Why `pin` is not free, with free pins to use instead (none of `used`).
    func refusal(_ pin: Int, used: Set<Int>) -> LocalizedMessage? {
        guard let use = taken[pin] else { return nil }
        let free = Self.usuallyFree.filter { taken[$0] == nil && !used.contains($0) }.prefix(3).map { "GPIO\($0)" }
        let suggestion = free.joined(separator: ", ")
        switch use {
        case .bus(let role, let user):
            return LocalizedMessage(PinText.busPin, "GPIO\(pin)", role, LocalizedMessage(user), suggestion)
        case .panel(let line, let setting):
            return LocalizedMessage(PinText.panelPin, "GPIO\(pin)", line, setting, suggestion)
        }
    }
}

enum PinText {
    static let i2cLine = LocalizedString(
        "the %@ line of I2C bus 1", ru: "линия %@ шины I2C 1", uk: "лінія %@ шини I2C 1")
    static let spiLine = LocalizedString(
        "the %@ line of SPI0", ru: "линия %@ шины SPI0", uk: "лінія %@ шини SPI0")
    static let theAccelerometer = LocalizedString("the accelerometer", ru: "акселерометр", uk: "акселерометр")
    static let theOLED = LocalizedString("the OLED", ru: "OLED-дисплей", uk: "OLED-дисплей")
    static let thePanel = LocalizedString("the panel", ru: "панель", uk: "панель")
    static let noSuchPin = LocalizedString(
        "no Raspberry Pi has %@: the 40-pin header has GPIO0 to GPIO27",
        ru: "%@ нет ни у одной Raspberry Pi: на 40-контактном разъёме GPIO0–GPIO27",
        uk: "%@ немає в жодної Raspberry Pi: на 40-контактному роз’ємі GPIO0–GPIO27")
    static let numberInQuotes = LocalizedString(
        "write %1$@ without quotes (GPIO%1$@) or \"GPIO%1$@\": in quotes it is a line's name, and no line is named \"%1$@\"",
        ru: "пишите %1$@ без кавычек (GPIO%1$@) или \"GPIO%1$@\": в кавычках это имя линии, а линии с именем \"%1$@\" нет",
        uk: "пишіть %1$@ без лапок (GPIO%1$@) або \"GPIO%1$@\": у лапках це назва лінії, а лінії з назвою \"%1$@\" немає")
    static let physicalPin = LocalizedString(
        "\"%@\" is a pin of the 40-pin header; write the GPIO line on it, \"%@\"",
        ru: "\"%@\" — контакт 40-контактного разъёма; укажите линию GPIO на нём, \"%@\"",
        uk: "\"%@\" — контакт 40-контактного роз’єму; вкажіть лінію GPIO на ньому, \"%@\"")
    static let powerPin = LocalizedString(
        "\"%@\" is a power or ground pin of the 40-pin header, not a GPIO line",
        ru: "\"%@\" — контакт питания или земли 40-контактного разъёма, а не линия GPIO",
        uk: "\"%@\" — контакт живлення або землі 40-контактного роз’єму, а не лінія GPIO")
    static let pinSpelling = LocalizedString(
        "write \"%2$@\", not \"%1$@\": line names are found exactly as the kernel spells them",
        ru: "пишите \"%2$@\", а не \"%1$@\": линии ищутся по имени точно в том написании, что у ядра",
        uk: "пишіть \"%2$@\", а не \"%1$@\": лінії шукаються за назвою точно в тому написанні, що в ядра")
    static let busPin = LocalizedString(
        "%@ is %@, which %@ uses; nothing else can have that pin. Choose a free one, such as %@",
        ru: "%@ — это %@, ею пользуется %@; другим этот вывод занимать нельзя. Выберите свободный, например %@",
        uk: "%@ — це %@, нею користується %@; іншим цей вивід займати не можна. Виберіть вільний, наприклад %@")
    static let panelPin = LocalizedString(
        "%@ is the panel's %@ line (%@ in its overlay); nothing else can have that pin. Choose a free one, such as %@",
        ru: "%@ — линия %@ панели (%@ в её оверлее); другим этот вывод занимать нельзя. Выберите свободный, например %@",
        uk: "%@ — лінія %@ панелі (%@ в її оверлеї); іншим цей вивід займати не можна. Виберіть вільний, наприклад %@")
}
