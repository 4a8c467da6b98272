import GadgetBase
/// Everything I2C bus errors say, in every language Gadget speaks. Paths, addresses, register
/// numbers, config lines and SMBus terms stay as they are: the reader types or searches for them.
public enum I2CText {
    static let atAddress = LocalizedString(" at %@", ru: " по адресу %@", uk: " за адресою %@")
    static let because = LocalizedString(": %@", ru: ": %@", uk: ": %@")
    static let noAcknowledge = LocalizedString(
        "no device answers%@ on %@%@; check the wiring and the address",
        ru: "никакое устройство не отвечает%@ на %@%@; проверьте проводку и адрес",
        uk: "жоден пристрій не відповідає%@ на %@%@; перевірте проводку та адресу")
    static let dataNotAcknowledged = LocalizedString(
        "the device%@ on %@ answered its address, then refused a byte%@; check the register and the chip's state",
        ru: "устройство%@ на %@ ответило на свой адрес, но не подтвердило байт%@; проверьте регистр и состояние чипа",
        uk: "пристрій%@ на %@ відповів на свою адресу, але не підтвердив байт%@; перевірте регістр і стан чипа")
    static let cannotOpen = LocalizedString("cannot open %@%@", ru: "не удаётся открыть %@%@", uk: "не вдається відкрити %@%@")
    static let claimedByKernel = LocalizedString(
        "a kernel driver owns the address%@ on %@; remove its dtoverlay or unbind the driver",
        ru: "адрес%@ на %@ занят драйвером ядра; уберите его dtoverlay или отвяжите драйвер",
        uk: "адресу%@ на %@ зайняв драйвер ядра; приберіть його dtoverlay або відв’яжіть драйвер")
    static let transferFailed = LocalizedString(
        "I2C transfer%@ on %@ failed%@", ru: "передача I2C%@ на %@ не удалась%@", uk: "передача I2C%@ на %@ не вдалася%@")
    static let unsupported = LocalizedString(
        "%@ cannot do this transfer%@", ru: "%@ не умеет такую передачу%@", uk: "%@ не вміє такої передачі%@")

    // MARK: Details

    public static let busMissing = LocalizedString(
        "I2C bus %@ does not exist: enable I2C (raspi-config → Interface Options → I2C, or dtparam=i2c_arm=on in /boot/firmware/config.txt) and reboot",
        ru: "шины I2C %@ нет: включите I2C (raspi-config → Interface Options → I2C или dtparam=i2c_arm=on в /boot/firmware/config.txt) и перезагрузитесь",
        uk: "шини I2C %@ немає: увімкніть I2C (raspi-config → Interface Options → I2C або dtparam=i2c_arm=on у /boot/firmware/config.txt) і перезавантажтеся")
    /// A bus other than the header's I2C-1, which raspi-config and i2c_arm do not make.
    public static let otherBusMissing = LocalizedString(
        "I2C bus %@ does not exist: it needs its own overlay (dtoverlay=i2c%@ in /boot/firmware/config.txt on a Pi 4; /boot/firmware/overlays/README lists each bus and its pins), then a reboot",
        ru: "шины I2C %@ нет: для неё нужен свой оверлей (dtoverlay=i2c%@ в /boot/firmware/config.txt на Pi 4; в /boot/firmware/overlays/README перечислены шины и их выводы), затем перезагрузка",
        uk: "шини I2C %@ немає: для неї потрібен свій оверлей (dtoverlay=i2c%@ у /boot/firmware/config.txt на Pi 4; у /boot/firmware/overlays/README перелічено шини та їхні виводи), потім перезавантаження")

    /// What is missing when `path` does not exist, with the way to make it.
    public static func missing(_ path: String) -> LocalizedMessage {
        guard let number = otherBusNumber(path) else { return LocalizedMessage(busMissing, path) }
        return LocalizedMessage(otherBusMissing, path, number)
    }

    /// N of /dev/i2c-N when N is not 1 (the bus on the header's pins 3 and 5).
    public static func otherBusNumber(_ path: String) -> String? {
        guard path.hasPrefix("/dev/i2c-") else { return nil }
        let number = String(path.dropFirst("/dev/i2c-".count))
        return number != "1" && !number.isEmpty && number.allSatisfy(\.isNumber) ? number : nil
    }
    public static let blockReadLength = LocalizedString(
        "a block read moves 1 to 32 bytes, not %@", ru: "блочное чтение передаёт от 1 до 32 байт, а не %@",
        uk: "блокове читання передає від 1 до 32 байтів, а не %@")
    public static let blockWriteLength = LocalizedString(
        "a block write moves 1 to 32 bytes, not %@", ru: "блочная запись передаёт от 1 до 32 байт, а не %@",
        uk: "блоковий запис передає від 1 до 32 байтів, а не %@")
    public static let shortRead = LocalizedString(
        "asked for %@ from register %@, got %@", ru: "запрошено %@ из регистра %@, получено %@",
        uk: "запитано %@ із регістра %@, отримано %@")
    public static let sevenBitAddress = LocalizedString(
        "I2C addresses are 7-bit (0x00 to 0x7f)", ru: "адреса I2C семибитные (от 0x00 до 0x7f)",
        uk: "адреси I2C семибітні (від 0x00 до 0x7f)")
    public static let transferNotImplemented = LocalizedString(
        "the adapter does not implement this SMBus transfer", ru: "адаптер не реализует эту передачу SMBus",
        uk: "адаптер не реалізує цієї передачі SMBus")
    public static let arbitrationLost = LocalizedString(
        "arbitration lost: another master, or noise on the wires, took the bus mid-transfer",
        ru: "арбитраж проигран: шину посреди передачи занял другой ведущий или помеха на проводах",
        uk: "арбітраж програно: шину посеред передачі зайняв інший ведучий або завада на проводах")
    public static let busBusy = LocalizedString(
        "the bus stayed busy for too long; a device may be holding it (power-cycle the board)",
        ru: "шина слишком долго занята; возможно, её удерживает устройство (выключите и включите питание платы)",
        uk: "шина надто довго зайнята; можливо, її утримує пристрій (вимкніть і ввімкніть живлення плати)")
    public static let timedOut = LocalizedString(
        "timed out; the bus may be stuck low (check the pull-up resistors and wiring)",
        ru: "время ожидания истекло; возможно, шина зависла в низком уровне (проверьте подтягивающие резисторы и проводку)",
        uk: "час очікування минув; можливо, шина зависла в низькому рівні (перевірте підтягувальні резистори та проводку)")
    /// An errno's words and its symbol: "Input/output error (EIO)".
    static let errnoWords = LocalizedString("%@ (%@)", ru: "%@ (%@)", uk: "%@ (%@)")
}
