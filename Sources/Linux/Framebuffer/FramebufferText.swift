import GadgetBase
import Hardware

/// Everything framebuffer errors say, in every language Gadget speaks. Paths, overlay lines,
/// group names and kernel constants stay as they are: the reader types or searches for them.
enum FramebufferText {
    static let defaultOverlayHint = LocalizedString(
        "e.g. dtoverlay=fbtft,spi0-0,st7789v,dc_pin=24,reset_pin=25 for an ST7789 SPI panel, or dtoverlay=ssd1306 for an SSD1306 OLED",
        ru: "например, dtoverlay=fbtft,spi0-0,st7789v,dc_pin=24,reset_pin=25 для SPI-панели ST7789 или dtoverlay=ssd1306 для OLED SSD1306",
        uk: "наприклад, dtoverlay=fbtft,spi0-0,st7789v,dc_pin=24,reset_pin=25 для SPI-панелі ST7789 або dtoverlay=ssd1306 для OLED SSD1306")
    static let missing = LocalizedString(
        "framebuffer %@ does not exist: add the panel's overlay to /boot/firmware/config.txt (%@) and reboot",
        ru: "фреймбуфера %@ нет: добавьте оверлей панели в /boot/firmware/config.txt (%@) и перезагрузитесь",
        uk: "фреймбуфера %@ немає: додайте оверлей панелі до /boot/firmware/config.txt (%@) і перезавантажтеся")
    static let noneNamed = LocalizedString(
        "no framebuffer is called \"%@\" (here: %@): check that the panel's overlay is in /boot/firmware/config.txt (%@) and its driver loaded (dmesg), then reboot",
        ru: "фреймбуфера с именем «%@» нет (здесь: %@): проверьте, что оверлей панели есть в /boot/firmware/config.txt (%@) и её драйвер загрузился (dmesg), затем перезагрузитесь",
        uk: "фреймбуфера з назвою «%@» немає (тут: %@): перевірте, що оверлей панелі є в /boot/firmware/config.txt (%@) і її драйвер завантажився (dmesg), потім перезавантажтеся")
    static let noFramebuffers = LocalizedString(
        "no framebuffers at all", ru: "фреймбуферов нет вовсе", uk: "фреймбуферів немає взагалі")
    static let cannotOpen = LocalizedString(
        "cannot open %@: %@", ru: "не удаётся открыть %@: %@", uk: "не вдається відкрити %@: %@")
    static let notAFramebuffer = LocalizedString(
        "%@ is not a framebuffer device", ru: "%@ не является устройством фреймбуфера", uk: "%@ не є пристроєм фреймбуфера")
    static let operationFailed = LocalizedString(
        "%@ on %@ failed: %@", ru: "%@ на %@ не удалось: %@", uk: "%@ на %@ не вдалося: %@")
    static let readingScreenInfo = LocalizedString(
        "reading the screen info", ru: "чтение параметров экрана", uk: "читання параметрів екрана")
    static let mappingMemory = LocalizedString(
        "mapping the framebuffer memory", ru: "отображение памяти фреймбуфера", uk: "відображення пам’яті фреймбуфера")
    static let unsupported = LocalizedString(
        "%@ %@, which Gadget cannot draw into; Gadget will use the terminal display instead",
        ru: "%@ %@, Gadget не умеет рисовать в таком; Gadget будет показывать всё в терминале",
        uk: "%@ %@, Gadget не вміє малювати в такому; Gadget показуватиме все в терміналі")
    static let pannedInsideByte = LocalizedString(
        "is panned to x = %@, inside a byte", ru: "сдвинут на x = %@, внутрь байта", uk: "зсунутий на x = %@, усередину байта")
    static let planar = LocalizedString(
        "stores its pixels in planes (FB_TYPE %@), not packed",
        ru: "хранит пиксели плоскостями (FB_TYPE %@), а не подряд", uk: "зберігає пікселі площинами (FB_TYPE %@), а не підряд")
    static let nonStandard = LocalizedString(
        "uses a non-standard %@ bpp pixel format (nonstd %@)",
        ru: "использует нестандартный формат пикселей %@ bpp (nonstd %@)",
        uk: "використовує нестандартний формат пікселів %@ bpp (nonstd %@)")
    static let bitfieldsDoNotFit = LocalizedString(
        "uses %@ bits per pixel with colour bitfields that do not fit (%@)",
        ru: "использует %@ бит на пиксель с цветовыми полями, которые не помещаются (%@)",
        uk: "використовує %@ біт на піксель із колірними полями, що не вміщуються (%@)")
    static let bitsPerPixel = LocalizedString(
        "uses %@ bits per pixel (%@)", ru: "использует %@ бит на пиксель (%@)", uk: "використовує %@ біт на піксель (%@)")
    static let tooLittleMemory = LocalizedString(
        "%@ has %@ bytes of memory, fewer than its %@x%@ screen at offset %@ needs (%@)",
        ru: "у %@ %@ байт памяти, меньше, чем нужно его экрану %@x%@ со смещением %@ (%@)",
        uk: "у %@ %@ байтів пам’яті, менше, ніж потрібно його екрану %@x%@ зі зсувом %@ (%@)")
    static let alreadyClosed = LocalizedString(
        "%@ was already closed", ru: "%@ уже закрыт", uk: "%@ уже закритий")
    static let emptyScreen = LocalizedString(
        "%@ reports an empty screen (%@x%@); check the panel's overlay",
        ru: "%@ сообщает о пустом экране (%@x%@); проверьте оверлей панели",
        uk: "%@ повідомляє про порожній екран (%@x%@); перевірте оверлей панелі")
    static let strideTooSmall = LocalizedString(
        "%@ reports %@ bytes per row, too few for %@ pixels of %@ bits",
        ru: "%@ сообщает %@ байт на строку, слишком мало для %@ пикселей по %@ бит",
        uk: "%@ повідомляє %@ байтів на рядок, замало для %@ пікселів по %@ біт")
    static let malformedFrame = LocalizedString(
        "a %@x%@ %@ frame with stride %@ holds only %@ bytes",
        ru: "кадр %@x%@ %@ с шагом строки %@ содержит лишь %@ байт",
        uk: "кадр %@x%@ %@ із кроком рядка %@ містить лише %@ байтів")
}
