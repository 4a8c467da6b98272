import GadgetBase
import Hardware
import Linux

/// What the name of a framebuffer says about the kernel driver behind it, and whether that
/// driver is the route Raspberry Pi OS supports today.
struct PanelDriverInfo: Hashable {
    var description: LocalizedMessage
    /// fbtft (staging, being removed) and ssd1307fb (replaced by the DRM ssd130x driver).
    var isRetired: Bool
}

enum PanelDriverCatalog {
    static func recognize(_ entry: FramebufferEntry) -> PanelDriverInfo {
        let name = entry.name
        if name.hasPrefix("fb_") {
            return PanelDriverInfo(description: LocalizedMessage(PanelDoctorText.fbtft, String(name.dropFirst(3))), isRetired: true)
        }
        switch name {
        case "panel-mipi-dbid": return PanelDriverInfo(description: LocalizedMessage(PanelDoctorText.mipiDBI), isRetired: false)
        case "ssd130xdrmfb": return PanelDriverInfo(description: LocalizedMessage(PanelDoctorText.ssd130x), isRetired: false)
        case "Solomon SSD1307", "ssd1307fb": return PanelDriverInfo(description: LocalizedMessage(PanelDoctorText.ssd1307fb), isRetired: true)
        case "vc4drmfb": return PanelDriverInfo(description: LocalizedMessage(PanelDoctorText.vc4), isRetired: false)
        case "simpledrmdrmfb", "simple", "EFI VGA", "BCM2708 FB":
            return PanelDriverInfo(description: LocalizedMessage(PanelDoctorText.firmware), isRetired: false)
        case "Virtual FB": return PanelDriverInfo(description: LocalizedMessage(PanelDoctorText.vfb), isRetired: false)
        default:
            let drm = name.hasSuffix("drmfb") ? String(name.dropLast(5)) : nil
            return PanelDriverInfo(description: drm.map { LocalizedMessage(PanelDoctorText.otherDRM, $0) }
                                       ?? LocalizedMessage(PanelDoctorText.unknown), isRetired: false)
        }
    }
}

enum PanelDoctorText {
    static let framebuffers = LocalizedString("framebuffers", ru: "фреймбуферы", uk: "фреймбуфери")
    static let entry = LocalizedString("%@ \"%@\": %@", ru: "%@ «%@»: %@", uk: "%@ «%@»: %@")
    static let none = LocalizedString(
        "none (no panel driver is bound; a user-space OLED needs none)",
        ru: "нет (драйвер панели не привязан; OLED из пространства пользователя его не требует)",
        uk: "немає (драйвер панелі не прив’язано; OLED із простору користувача його не потребує)")
    static let fbtft = LocalizedString(
        "fbtft %@ (staging driver, being retired)", ru: "fbtft %@ (драйвер из staging, выводится из ядра)",
        uk: "fbtft %@ (драйвер зі staging, виводиться з ядра)")
    static let mipiDBI = LocalizedString(
        "panel-mipi-dbi (DRM, the supported route for SPI panels)", ru: "panel-mipi-dbi (DRM, поддерживаемый путь для SPI-панелей)",
        uk: "panel-mipi-dbi (DRM, підтримуваний шлях для SPI-панелей)")
    static let ssd130x = LocalizedString(
        "ssd130x (DRM; a 1-bit OLED behind a 32-bit emulated framebuffer)",
        ru: "ssd130x (DRM; однобитный OLED за эмулированным 32-битным фреймбуфером)",
        uk: "ssd130x (DRM; однобітний OLED за емульованим 32-бітним фреймбуфером)")
    static let ssd1307fb = LocalizedString(
        "ssd1307fb (fbdev, replaced by the DRM ssd130x driver)", ru: "ssd1307fb (fbdev, заменён DRM-драйвером ssd130x)",
        uk: "ssd1307fb (fbdev, замінений DRM-драйвером ssd130x)")
    static let vc4 = LocalizedString("vc4 (HDMI or DSI, DRM)", ru: "vc4 (HDMI или DSI, DRM)", uk: "vc4 (HDMI або DSI, DRM)")
    static let firmware = LocalizedString(
        "the firmware's or boot loader's framebuffer", ru: "фреймбуфер прошивки или загрузчика", uk: "фреймбуфер прошивки або завантажувача")
    static let vfb = LocalizedString("vfb (the kernel's virtual framebuffer)", ru: "vfb (виртуальный фреймбуфер ядра)",
                                     uk: "vfb (віртуальний фреймбуфер ядра)")
    static let otherDRM = LocalizedString("%@ (DRM)", ru: "%@ (DRM)", uk: "%@ (DRM)")
    static let unknown = LocalizedString("a driver Gadget does not know", ru: "драйвер, неизвестный Gadget", uk: "драйвер, невідомий Gadget")
    static let retired = LocalizedString(
        "the panel is on %@, a retired route", ru: "панель работает через %@ — устаревший путь", uk: "панель працює через %@ — застарілий шлях")
    static let retiredFix = LocalizedString(
        "in /boot/firmware/config.txt replace its dtoverlay line with: %@",
        ru: "в /boot/firmware/config.txt замените её строку dtoverlay на: %@",
        uk: "у /boot/firmware/config.txt замініть її рядок dtoverlay на: %@")
    static let retiredFixNoLine = LocalizedString(
        "use the panel's DRM driver: dtoverlay=mipi-dbi-spi for SPI panels, dtoverlay=ssd1306 (ssd130x) for OLEDs, or kind = \"oled\" with no overlay",
        ru: "используйте DRM-драйвер панели: dtoverlay=mipi-dbi-spi для SPI-панелей, dtoverlay=ssd1306 (ssd130x) для OLED или kind = \"oled\" без оверлея",
        uk: "використовуйте DRM-драйвер панелі: dtoverlay=mipi-dbi-spi для SPI-панелей, dtoverlay=ssd1306 (ssd130x) для OLED або kind = \"oled\" без оверлею")
    static let numberedDevice = LocalizedString(
        "%@ is a number, and under KMS numbers change with the order drivers load: set device = \"%@\" to find the panel by its driver",
        ru: "%@ — это номер, а при KMS номера меняются с порядком загрузки драйверов: укажите device = \"%@\", чтобы панель находилась по драйверу",
        uk: "%@ — це номер, а за KMS номери змінюються з порядком завантаження драйверів: вкажіть device = \"%@\", щоб панель знаходилася за драйвером")
    static let configLine = LocalizedString("config.txt: %@", ru: "config.txt: %@", uk: "config.txt: %@")
    static let monoBehind = LocalizedString(
        "%@; drawn 1-bit and dithered as the profile says mono1", ru: "%@; рисуется в 1 бит с дизерингом, так как в профиле mono1",
        uk: "%@; малюється в 1 біт із дизерингом, бо в профілі mono1")
    static let drmFound = LocalizedString(
        "%@ (%@), connector %@, mode %@", ru: "%@ (%@), коннектор %@, режим %@", uk: "%@ (%@), конектор %@, режим %@")
    static let drmTooSmall = LocalizedString(
        "the mode %@ is smaller than the 128x64 that Gadget's screens are laid out for (the terminal is used instead): use a panel of 128x64 or more, not turned on its side (rotate=90 or 270 in its overlay)",
        ru: "режим %@ меньше 128x64, под которые сделаны экраны Gadget (вместо панели будет терминал): возьмите панель от 128x64 и не поворачивайте её набок (rotate=90 или 270 в её оверлее)",
        uk: "режим %@ менший за 128x64, під які зроблено екрани Gadget (замість панелі буде термінал): візьміть панель від 128x64 і не повертайте її набік (rotate=90 або 270 в її оверлеї)")
    static let oled = LocalizedString("oled", ru: "oled", uk: "oled")
    static let oledAnswers = LocalizedString(
        "%@ answers at %@ on %@ (user space, no overlay needed)",
        ru: "%@ отвечает по адресу %@ на %@ (из пространства пользователя, оверлей не нужен)",
        uk: "%@ відповідає за адресою %@ на %@ (з простору користувача, оверлей не потрібен)")
    static let oledKernelFix = LocalizedString(
        "a kernel driver (dtoverlay=ssd1306 binds ssd130x) holds %@: remove that dtoverlay line from /boot/firmware/config.txt and reboot, or use kind = \"framebuffer\" with device = \"ssd130x\"",
        ru: "адрес %@ занят драйвером ядра (dtoverlay=ssd1306 привязывает ssd130x): уберите эту строку dtoverlay из /boot/firmware/config.txt и перезагрузитесь или укажите kind = \"framebuffer\" с device = \"ssd130x\"",
        uk: "адресу %@ зайняв драйвер ядра (dtoverlay=ssd1306 прив’язує ssd130x): приберіть цей рядок dtoverlay з /boot/firmware/config.txt і перезавантажтеся або вкажіть kind = \"framebuffer\" з device = \"ssd130x\"")
}
