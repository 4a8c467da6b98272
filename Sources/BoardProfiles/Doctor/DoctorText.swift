import Core
import Foundation
import GadgetBase
import Hardware

/// What `gadget doctor` says, in every language Gadget speaks. Commands, paths, config keys and
/// chip names stay as they are in every language: the reader types or searches for them.
enum DoctorText {
    static let ok = LocalizedString("ok", ru: "ок", uk: "ок")
    static let info = LocalizedString("info", ru: "инфо", uk: "інфо")
    static let problem = LocalizedString("PROBLEM", ru: "ПРОБЛЕМА", uk: "ПРОБЛЕМА")
    static let fixLabel = LocalizedString("fix:", ru: "исправить:", uk: "виправити:")

    // MARK: Subjects

    static let display = LocalizedString("display", ru: "дисплей", uk: "дисплей")
    static let accelerometer = LocalizedString("accelerometer", ru: "акселерометр", uk: "акселерометр")
    static let i2cBus = LocalizedString("i2c bus", ru: "шина i2c", uk: "шина i2c")
    static let i2cScan = LocalizedString("i2c scan", ru: "сканирование i2c", uk: "сканування i2c")
    static let gpioChip = LocalizedString("gpio chip", ru: "чип gpio", uk: "чип gpio")
    static let button = LocalizedString("button %@", ru: "кнопка %@", uk: "кнопка %@")
    static let accelerometerInterrupt = LocalizedString(
        "accelerometer interrupt", ru: "прерывание акселерометра", uk: "переривання акселерометра")
    static let input = LocalizedString("input %@", ru: "устройство ввода %@", uk: "пристрій введення %@")

    // MARK: libgpiod

    static let libgpiod = LocalizedString("built against the %@.x API; %@", ru: "собран с API %@.x; %@",
                                          uk: "зібраний з API %@.x; %@")
    static let kernelDebounces = LocalizedString(
        "the kernel debounces buttons", ru: "дребезг кнопок подавляет ядро", uk: "брязкіт кнопок усуває ядро")
    static let softwareDebounces = LocalizedString(
        "Gadget debounces buttons in software", ru: "дребезг кнопок подавляет Gadget программно",
        uk: "брязкіт кнопок усуває Gadget програмно")

    // MARK: Display

    static let terminal = LocalizedString("the terminal (%@)", ru: "терминал (%@)", uk: "термінал (%@)")
    static let badPixelFormat = LocalizedString(
        "set the panel's overlay to 16 or 32 bits per pixel (or 1 for a mono OLED); Gadget would fall back to the terminal",
        ru: "настройте оверлей панели на 16 или 32 бита на пиксель (или 1 для монохромного OLED); "
            + "иначе Gadget перейдёт на терминал",
        uk: "налаштуйте оверлей панелі на 16 або 32 біти на піксель (або 1 для монохромного OLED); "
            + "інакше Gadget перейде на термінал")
    static let wrongSize = LocalizedString(
        "%@ is %@x%@ after rotation %@, the profile says %@x%@",
        ru: "%@ — %@x%@ после поворота на %@°, а в профиле указано %@x%@",
        uk: "%@ — %@x%@ після повороту на %@°, а в профілі вказано %@x%@")
    static let wrongSizeFix = LocalizedString(
        "set [display] width/height in %@ to the panel's size, or fix the overlay's width/height",
        ru: "укажите в [display] width/height в %@ размер панели или исправьте width/height в оверлее",
        uk: "вкажіть у [display] width/height у %@ розмір панелі або виправте width/height в оверлеї")
    static let displayOK = LocalizedString("%@, frames %@x%@ %@", ru: "%@, кадры %@x%@ %@", uk: "%@, кадри %@x%@ %@")
    static let videoGroupFix = LocalizedString(
        "sudo usermod -aG video $USER, install udev/60-gadget.rules, log in again",
        ru: "sudo usermod -aG video $USER, установите udev/60-gadget.rules и войдите в систему заново",
        uk: "sudo usermod -aG video $USER, встановіть udev/60-gadget.rules і увійдіть у систему знову")
    static let addOverlayFix = LocalizedString(
        "add `%@` to /boot/firmware/config.txt and reboot; `ls /sys/class/graphics` shows the framebuffers there are",
        ru: "добавьте `%@` в /boot/firmware/config.txt и перезагрузитесь; `ls /sys/class/graphics` покажет, "
            + "какие фреймбуферы есть",
        uk: "додайте `%@` до /boot/firmware/config.txt і перезавантажтеся; `ls /sys/class/graphics` покаже, "
            + "які фреймбуфери є")
    static let addOverlayLinesFix = LocalizedString(
        "add these lines to /boot/firmware/config.txt and reboot:%@",
        ru: "добавьте эти строки в /boot/firmware/config.txt и перезагрузитесь:%@",
        uk: "додайте ці рядки до /boot/firmware/config.txt і перезавантажтеся:%@")
    static let linesBelow = LocalizedString("the lines below", ru: "строки ниже", uk: "рядки нижче")
    static let runSetupLinesFix = LocalizedString(
        "run these as root:%@", ru: "выполните от имени root:%@", uk: "виконайте від імені root:%@")
    static let addOverlayLinesAndRunFix = LocalizedString(
        "add these lines to /boot/firmware/config.txt:%@\n        run as root:%@\n        and reboot",
        ru: "добавьте эти строки в /boot/firmware/config.txt:%@\n        выполните от имени root:%@\n        и перезагрузитесь",
        uk: "додайте ці рядки до /boot/firmware/config.txt:%@\n        виконайте від імені root:%@\n        і перезавантажтеся")
    static let framebufferMissing = LocalizedString(
        "framebuffer %@ does not exist", ru: "фреймбуфера %@ нет", uk: "фреймбуфера %@ немає")
    static let runSetupFix = LocalizedString(
        "run `%@` as root; `ls /sys/class/graphics` shows the framebuffers there are",
        ru: "выполните `%@` от имени root; `ls /sys/class/graphics` покажет, какие фреймбуферы есть",
        uk: "виконайте `%@` від імені root; `ls /sys/class/graphics` покаже, які фреймбуфери є")
    static let thePanelsOverlay = LocalizedString("the panel's dtoverlay", ru: "dtoverlay панели", uk: "dtoverlay панелі")
    static let checkPanelFix = LocalizedString(
        "check the panel's overlay and its wiring", ru: "проверьте оверлей панели и её подключение",
        uk: "перевірте оверлей панелі та її підключення")

    // MARK: I2C and the accelerometer

    static let noneOnBoard = LocalizedString("none on this board", ru: "на этой плате нет", uk: "на цій платі немає")
    static let simulated = LocalizedString("simulated", ru: "имитируется", uk: "імітується")
    static let i2cGroupFix = LocalizedString(
        "sudo usermod -aG i2c $USER, install udev/60-gadget.rules, log in again",
        ru: "sudo usermod -aG i2c $USER, установите udev/60-gadget.rules и войдите в систему заново",
        uk: "sudo usermod -aG i2c $USER, встановіть udev/60-gadget.rules і увійдіть у систему знову")
    static let enableI2CFix = LocalizedString(
        "sudo raspi-config nonint do_i2c 0 (or dtparam=i2c_arm=on in /boot/firmware/config.txt), then reboot",
        ru: "sudo raspi-config nonint do_i2c 0 (или dtparam=i2c_arm=on в /boot/firmware/config.txt), затем перезагрузитесь",
        uk: "sudo raspi-config nonint do_i2c 0 (або dtparam=i2c_arm=on у /boot/firmware/config.txt), потім перезавантажтеся")
    static let enableOtherBusFix = LocalizedString(
        "add dtoverlay=i2c%@ to /boot/firmware/config.txt (on a Pi 4; /boot/firmware/overlays/README lists each bus and its pins), then reboot",
        ru: "добавьте dtoverlay=i2c%@ в /boot/firmware/config.txt (на Pi 4; в /boot/firmware/overlays/README перечислены шины и их выводы), затем перезагрузитесь",
        uk: "додайте dtoverlay=i2c%@ у /boot/firmware/config.txt (на Pi 4; у /boot/firmware/overlays/README перелічено шини та їхні виводи), потім перезавантажтеся")

    /// How to fix a bus that would not open: the group for a refusal, else the way to enable it.
    static func busFix(_ error: I2COpenError, path: String) -> LocalizedMessage {
        if error.kind == .permissionDenied { return LocalizedMessage(i2cGroupFix) }
        return I2CText.otherBusNumber(path).map { LocalizedMessage(enableOtherBusFix, $0) } ?? LocalizedMessage(enableI2CFix)
    }
    static let busOpens = LocalizedString("%@ opens", ru: "%@ открывается", uk: "%@ відкривається")
    static let autoNone = LocalizedString(
        "auto: no known accelerometer answers on %@", ru: "auto: на %@ не отвечает ни один известный акселерометр",
        uk: "auto: на %@ не відповідає жоден відомий акселерометр")
    static let powerFix = LocalizedString(
        "check the wiring (SDA, SCL, 3.3 V, GND) and that the chip is powered",
        ru: "проверьте подключение (SDA, SCL, 3,3 В, GND) и питание чипа",
        uk: "перевірте підключення (SDA, SCL, 3,3 В, GND) і живлення чипа")
    static let autoFound = LocalizedString("auto: %@", ru: "auto: %@", uk: "auto: %@")
    static let chipAt = LocalizedString("%@ at %@", ru: "%@ по адресу %@", uk: "%@ за адресою %@")
    static let kernelDriverFix = LocalizedString(
        "a kernel driver holds %@: remove the overlay that loads it from /boot/firmware/config.txt, "
            + "or unbind it under /sys/bus/i2c/drivers/",
        ru: "адрес %@ занят драйвером ядра: уберите загружающий его оверлей из /boot/firmware/config.txt "
            + "или отвяжите драйвер в /sys/bus/i2c/drivers/",
        uk: "адресу %@ зайняв драйвер ядра: приберіть оверлей, що його завантажує, з /boot/firmware/config.txt "
            + "або відв’яжіть драйвер у /sys/bus/i2c/drivers/")
    static let nothingAnswers = LocalizedString(
        "nothing answers at %@ on %@", ru: "по адресу %@ на %@ никто не отвечает", uk: "за адресою %@ на %@ ніхто не відповідає")
    static let wiringFix = LocalizedString(
        "check the wiring (SDA, SCL, 3.3 V, GND); the scan above lists what answers",
        ru: "проверьте подключение (SDA, SCL, 3,3 В, GND); выше перечислено, что отвечает при сканировании",
        uk: "перевірте підключення (SDA, SCL, 3,3 В, GND); вище перелічено, що відповідає під час сканування")
    static let otherAddressFix = LocalizedString(
        "something answers at %@: set address = %@ in %@", ru: "по адресу %@ что-то отвечает: укажите address = %@ в %@",
        uk: "за адресою %@ щось відповідає: вкажіть address = %@ у %@")
    static let kindAddressFix = LocalizedString(
        "check the accelerometer kind and address in %@", ru: "проверьте тип и адрес акселерометра в %@",
        uk: "перевірте тип і адресу акселерометра в %@")
    static let whoAmIMatches = LocalizedString(
        "%@ at %@ on %@, WHO_AM_I matches", ru: "%@ по адресу %@ на %@, WHO_AM_I совпадает",
        uk: "%@ за адресою %@ на %@, WHO_AM_I збігається")
    static let wrongIdentity = LocalizedString(
        "%@ expected at %@, but WHO_AM_I (%@) reads %@ instead of %@",
        ru: "по адресу %2$@ ожидался %1$@, но WHO_AM_I (%3$@) читается как %4$@ вместо %5$@",
        uk: "за адресою %2$@ очікувався %1$@, але WHO_AM_I (%3$@) читається як %4$@ замість %5$@")
    static let identityReadFailed = LocalizedString(
        "reading WHO_AM_I at %@ failed: %@", ru: "не удалось прочитать WHO_AM_I по адресу %@: %@",
        uk: "не вдалося прочитати WHO_AM_I за адресою %@: %@")
    static let noDeviceAnswers = LocalizedString(
        "no device answers on %@", ru: "на %@ не отвечает ни одно устройство", uk: "на %@ не відповідає жоден пристрій")
    static let scanWiringFix = LocalizedString(
        "check the wiring (SDA to GPIO2, SCL to GPIO3, 3.3 V, GND)",
        ru: "проверьте подключение (SDA к GPIO2, SCL к GPIO3, 3,3 В, GND)",
        uk: "перевірте підключення (SDA до GPIO2, SCL до GPIO3, 3,3 В, GND)")
    static let scanList = LocalizedString("%@: %@", ru: "%@: %@", uk: "%@: %@")
    static let scanGuess = LocalizedString("%@ (%@?)", ru: "%@ (%@?)", uk: "%@ (%@?)")
    static let or = LocalizedString(" or ", ru: " или ", uk: " або ")
    static let comma = LocalizedString(", ", ru: ", ", uk: ", ")

    // MARK: GPIO

    static let gpioLines = PluralString(
        en: .init(one: "%ld line", other: "%ld lines"),
        ru: .init(one: "%ld линия", few: "%ld линии", many: "%ld линий"),
        uk: .init(one: "%ld лінія", few: "%ld лінії", many: "%ld ліній"))
    static let chipDescription = LocalizedString("%@ \"%@\" (%@)", ru: "%@ «%@» (%@)", uk: "%@ «%@» (%@)")
    static let unopenedChipsFix = LocalizedString(
        "no GPIO chip can be opened here; see the message above",
        ru: "здесь не открывается ни один чип GPIO; см. сообщение выше",
        uk: "тут не відкривається жоден чип GPIO; див. повідомлення вище")
    static let noChipFix = LocalizedString(
        "this machine has no GPIO chips: run Gadget on the board the profile is for, or try --board desktop",
        ru: "на этой машине нет чипов GPIO: запустите Gadget на плате, для которой профиль, или попробуйте --board desktop",
        uk: "на цій машині немає чипів GPIO: запустіть Gadget на платі, для якої профіль, або спробуйте --board desktop")
    static let otherChipsFix = LocalizedString(
        "chips here: %@; put one of their labels in [gpio] chip",
        ru: "чипы здесь: %@; укажите метку одного из них в [gpio] chip",
        uk: "чипи тут: %@; вкажіть мітку одного з них у [gpio] chip")
    static let chipOK = LocalizedString("%@, %@", ru: "%@, %@", uk: "%@, %@")
    static let lineBusyFix = LocalizedString(
        "free the line (see the message), or wire the button to another line",
        ru: "освободите линию (см. сообщение) или подключите кнопку к другой линии",
        uk: "звільніть лінію (див. повідомлення) або підключіть кнопку до іншої лінії")
    static let lineHeld = LocalizedString("%@ is line %@, held by %@", ru: "%@ — линия %@, занята: %@",
                                          uk: "%@ — лінія %@, зайнята: %@")
    static let lineFree = LocalizedString("%@ is line %@, free", ru: "%@ — линия %@, свободна", uk: "%@ — лінія %@, вільна")
    static let buttonsFix = LocalizedString("fix [buttons] in %@", ru: "исправьте [buttons] в %@", uk: "виправте [buttons] у %@")

    // MARK: Input devices

    static let inputDevice = LocalizedString("%@ \"%@\": %@", ru: "%@ «%@»: %@", uk: "%@ «%@»: %@")
    static let touchscreen = LocalizedString("touchscreen", ru: "сенсорный экран", uk: "сенсорний екран")
    static let keys = LocalizedString("keys", ru: "клавиши", uk: "клавіші")
    static let noMappedKeys = LocalizedString("no keys Gadget maps", ru: "нет клавиш, которые понимает Gadget",
                                              uk: "немає клавіш, які розуміє Gadget")
    static let noEventsFix = LocalizedString(
        "this device sends no arrow, Enter, Esc or touch events; choose another device",
        ru: "это устройство не отправляет ни стрелок, ни Enter, ни Esc, ни касаний; выберите другое устройство",
        uk: "цей пристрій не надсилає ні стрілок, ні Enter, ні Esc, ні дотиків; виберіть інший пристрій")
    static let inputGroupFix = LocalizedString(
        "sudo usermod -aG input $USER and install udev/60-gadget.rules",
        ru: "sudo usermod -aG input $USER и установите udev/60-gadget.rules",
        uk: "sudo usermod -aG input $USER і встановіть udev/60-gadget.rules")
    static let inputNameFix = LocalizedString(
        "check the overlay and the device name (`cat /proc/bus/input/devices`)",
        ru: "проверьте оверлей и имя устройства (`cat /proc/bus/input/devices`)",
        uk: "перевірте оверлей та ім’я пристрою (`cat /proc/bus/input/devices`)")
}

extension LocalizedMessage {
    /// Messages side by side with `separator` between them (", ", " or ").
    static func joined(_ items: [LocalizedMessage], separator: LocalizedString) -> LocalizedMessage {
        let pair = LocalizedString("%@" + separator.en + "%@", ru: "%@" + separator.ru + "%@", uk: "%@" + separator.uk + "%@")
        guard let first = items.first else { return .verbatim("") }
        return items.dropFirst().reduce(first) { LocalizedMessage(pair, $0, $1) }
    }
}
