import GadgetBase
import Hardware

/// Why a DRM/KMS display could not be used, worded for the person at the board.
public struct DRMError: Error, Hashable, Sendable, CustomStringConvertible, UserFacingError {
    public enum Kind: String, Sendable {
        /// No /dev/dri/card*, or none with the profile's driver.
        case noDevice
        /// The card has no connector of that name, or nothing is attached.
        case noConnector
        /// The panel takes neither RGB565 nor XRGB8888 dumb buffers.
        case unsupportedFormat
        /// Another process (a desktop session) is the DRM master, so Gadget may not set a mode.
        case notMaster
        /// An ioctl or mmap failed.
        case deviceFailed
    }

    public var kind: Kind
    public var message: LocalizedMessage

    public init(_ kind: Kind, _ message: LocalizedMessage) { self.kind = kind; self.message = message }

    public var description: String { message.description }
    public func message(_ l: Localizer) -> String { message.text(l) }
}

enum DRMText {
    /// One pixel format the card refused, and why; several are listed one after another.
    static let formatRefusal = LocalizedString("%@: %@", ru: "%@: %@", uk: "%@: %@")
    static let formatRefusals = LocalizedString("%@; %@", ru: "%@; %@", uk: "%@; %@")
    static let noDevice = LocalizedString(
        "no DRM device (/dev/dri/card*): the panel's DRM driver is not loaded; add its overlay to /boot/firmware/config.txt (dtoverlay=mipi-dbi-spi,... or dtoverlay=ssd1306) and reboot, or use kind = \"framebuffer\"",
        ru: "нет устройства DRM (/dev/dri/card*): DRM-драйвер панели не загружен; добавьте её оверлей в /boot/firmware/config.txt (dtoverlay=mipi-dbi-spi,... или dtoverlay=ssd1306) и перезагрузитесь либо укажите kind = \"framebuffer\"",
        uk: "немає пристрою DRM (/dev/dri/card*): DRM-драйвер панелі не завантажено; додайте її оверлей до /boot/firmware/config.txt (dtoverlay=mipi-dbi-spi,... або dtoverlay=ssd1306) і перезавантажтеся або вкажіть kind = \"framebuffer\"")
    static let noSuchCard = LocalizedString(
        "no DRM card is %@ (here: %@): check the overlay in /boot/firmware/config.txt and dmesg, or name one of these in display.device",
        ru: "DRM-карты %@ нет (здесь: %@): проверьте оверлей в /boot/firmware/config.txt и dmesg или укажите одну из этих в display.device",
        uk: "DRM-карти %@ немає (тут: %@): перевірте оверлей у /boot/firmware/config.txt і dmesg або вкажіть одну з цих у display.device")
    static let noSuchConnector = LocalizedString(
        "no connector is called %@ (here: %@): set display.connector to one of these",
        ru: "коннектора с именем %@ нет (здесь: %@): укажите в display.connector один из этих",
        uk: "конектора з назвою %@ немає (тут: %@): вкажіть у display.connector один із цих")
    static let nothingConnected = LocalizedString(
        "no connector has a display attached (here: %@): check the panel's cable and overlay",
        ru: "ни к одному коннектору не подключён дисплей (здесь: %@): проверьте кабель и оверлей панели",
        uk: "до жодного конектора не під’єднано дисплей (тут: %@): перевірте кабель і оверлей панелі")
    static let ambiguous = LocalizedString(
        "more than one display is attached (%@): name the card in display.device and the connector in display.connector",
        ru: "подключено больше одного дисплея (%@): укажите карту в display.device и коннектор в display.connector",
        uk: "під’єднано більше одного дисплея (%@): вкажіть карту в display.device і конектор у display.connector")
    static let notConnected = LocalizedString(
        "connector %@ of %@ has no display attached or offers no mode: check the panel's cable and overlay",
        ru: "к коннектору %@ карты %@ не подключён дисплей или он не предлагает режимов: проверьте кабель и оверлей панели",
        uk: "до конектора %@ карти %@ не під’єднано дисплей або він не пропонує режимів: перевірте кабель і оверлей панелі")
    static let unsupportedFormat = LocalizedString(
        "%@ takes neither RGB565 nor XRGB8888 buffers (%@): use kind = \"framebuffer\" for this panel",
        ru: "%@ не принимает буферы ни RGB565, ни XRGB8888 (%@): для этой панели укажите kind = \"framebuffer\"",
        uk: "%@ не приймає буфери ні RGB565, ні XRGB8888 (%@): для цієї панелі вкажіть kind = \"framebuffer\"")
    static let notMaster = LocalizedString(
        "%@ is driven by another program (%@), so Gadget may not set its mode: stop it (sudo systemctl stop lightdm, or log out of the desktop) or run Gadget from a text console",
        ru: "%@ управляет другая программа (%@), поэтому Gadget не может задать режим: остановите её (sudo systemctl stop lightdm или выйдите из рабочего стола) либо запустите Gadget из текстовой консоли",
        uk: "%@ керує інша програма (%@), тому Gadget не може задати режим: зупиніть її (sudo systemctl stop lightdm або вийдіть зі стільниці) або запустіть Gadget із текстової консолі")
    static let unknownHolder = LocalizedString(
        "a desktop session or another DRM client", ru: "сеанс рабочего стола или другой клиент DRM", uk: "сеанс стільниці або інший клієнт DRM")
    static let failed = LocalizedString(
        "%@ failed on %@: %@", ru: "%@ не удалось на %@: %@", uk: "%@ не вдалося на %@: %@")
}
