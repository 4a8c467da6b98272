import GadgetBase
import Hardware

/// Everything the accelerometer drivers' errors say, in every language Gadget speaks. Chip,
/// register and pin names stay as the data sheets write them; what a driver was doing when the
/// bus failed ("reading WHO_AM_I") is a `DriverStep`, quoted in the reader's language.
enum DriverText {
    static let chipOnBus = LocalizedString("%@ at %@ on %@", ru: "%@ по адресу %@ на %@", uk: "%@ за адресою %@ на %@")
    static let error = LocalizedString("%@ at %@ on %@: %@; %@", ru: "%@ по адресу %@ на %@: %@; %@", uk: "%@ за адресою %@ на %@: %@; %@")

    // MARK: The bus failed

    static let noAcknowledge = LocalizedString(
        "no acknowledge while %@%@", ru: "нет подтверждения (ACK) при операции «%@»%@", uk: "немає підтвердження (ACK) під час операції «%@»%@")
    static let checkWiring = LocalizedString(
        "check the wiring (SDA, SCL, 3.3 V, GND) and the address: %@; `i2cdetect -y <bus number>` lists the addresses that answer",
        ru: "проверьте проводку (SDA, SCL, 3,3 В, GND) и адрес: %@; `i2cdetect -y <номер шины>` перечисляет отвечающие адреса",
        uk: "перевірте проводку (SDA, SCL, 3,3 В, GND) і адресу: %@; `i2cdetect -y <номер шини>` перелічує адреси, що відповідають")
    static let claimedByKernel = LocalizedString(
        "a kernel driver owns this address, so %@ is refused", ru: "адрес занят драйвером ядра, поэтому операция «%@» запрещена",
        uk: "адресу зайняв драйвер ядра, тому операцію «%@» заборонено")
    static let releaseFromKernel = LocalizedString(
        "remove the dtoverlay that loads the kernel driver from /boot/firmware/config.txt, or unbind the driver",
        ru: "уберите из /boot/firmware/config.txt dtoverlay, который загружает драйвер ядра, или отвяжите драйвер",
        uk: "приберіть із /boot/firmware/config.txt dtoverlay, що завантажує драйвер ядра, або відв’яжіть драйвер")
    static let transferFailed = LocalizedString(
        "the transfer failed while %@%@", ru: "передача не удалась при операции «%@»%@", uk: "передача не вдалася під час операції «%@»%@")
    static let checkContacts = LocalizedString(
        "check for loose contacts, missing pull-ups or an over-long cable; lowering the bus speed can help",
        ru: "проверьте, нет ли плохих контактов, отсутствующих подтягивающих резисторов или слишком длинного кабеля; может помочь снижение скорости шины",
        uk: "перевірте, чи немає поганих контактів, відсутніх підтягувальних резисторів або задовгого кабелю; може допомогти зниження швидкості шини")
    static let adapterCannot = LocalizedString(
        "the bus adapter cannot do the transfer needed for %@%@", ru: "адаптер шины не умеет передачу, нужную для операции «%@»%@",
        uk: "адаптер шини не вміє передачу, потрібну для операції «%@»%@")
    static let useBlockAdapter = LocalizedString(
        "use an adapter that supports SMBus block reads (I2C_FUNC_SMBUS_READ_I2C_BLOCK)",
        ru: "используйте адаптер с поддержкой блочного чтения SMBus (I2C_FUNC_SMBUS_READ_I2C_BLOCK)",
        uk: "використайте адаптер із підтримкою блокового читання SMBus (I2C_FUNC_SMBUS_READ_I2C_BLOCK)")
    static let detail = LocalizedString(" (%@)", ru: " (%@)", uk: " (%@)")
    static let shortBlock = LocalizedString(
        "%@ returned %@ instead of %@", ru: "операция «%@» вернула %@ вместо %@", uk: "операція «%@» повернула %@ замість %@")
    static let checkBlockReads = LocalizedString(
        "check the bus adapter; it must support SMBus I2C-block reads",
        ru: "проверьте адаптер шины: он должен поддерживать блочное чтение SMBus I2C",
        uk: "перевірте адаптер шини: він має підтримувати блокове читання SMBus I2C")

    // MARK: Identity

    static let reading = LocalizedString("reading %@", ru: "чтение %@", uk: "читання %@")
    static let wrongIdentity = LocalizedString(
        "%@ reads %@, expected %@", ru: "%@ читается как %@, ожидалось %@", uk: "%@ читається як %@, очікувалося %@")
    static let relativeAnswers = LocalizedString(
        "%@ (%@ answers %@)", ru: "%@ (так отвечает %@: %@)", uk: "%@ (так відповідає %@: %@)")
    static let anotherChip = LocalizedString(
        "another chip answers at this address; check the accelerometer model and address in the board profile, or set kind = \"auto\" to let Gadget find it",
        ru: "по этому адресу отвечает другой чип; проверьте модель и адрес акселерометра в профиле платы или задайте kind = \"auto\", чтобы Gadget нашёл его сам",
        uk: "за цією адресою відповідає інший чип; перевірте модель і адресу акселерометра в профілі плати або задайте kind = \"auto\", щоб Gadget знайшов його сам")

    // MARK: Set-up

    static let didNotReboot = LocalizedString(
        "the chip did not finish rebooting", ru: "чип не завершил перезагрузку", uk: "чип не завершив перезавантаження")
    static let didNotReset = LocalizedString(
        "the chip did not finish resetting", ru: "чип не завершил сброс", uk: "чип не завершив скидання")
    static let powerCycle = LocalizedString(
        "power-cycle the board; if it persists, check the 3.3 V supply",
        ru: "выключите и снова включите питание платы; если не поможет, проверьте питание 3,3 В",
        uk: "вимкніть і знову ввімкніть живлення плати; якщо не допоможе, перевірте живлення 3,3 В")
    static let cannotSample = LocalizedString(
        "cannot sample at %@ Hz", ru: "не может измерять с частотой %@ Гц", uk: "не може вимірювати з частотою %@ Гц")
    static let rateBetween = LocalizedString(
        "ask for a rate between %@ and %@ Hz", ru: "задайте частоту от %@ до %@ Гц", uk: "задайте частоту від %@ до %@ Гц")
    static let noTapDetection = LocalizedString(
        "the MPU-6050 has no tap detection", ru: "у MPU-6050 нет обнаружения касаний", uk: "у MPU-6050 немає виявлення дотиків")
    static let motionOnly = LocalizedString(
        "use motion detection only with this chip, or an ADXL345 or LIS3DH for knocks",
        ru: "используйте с этим чипом только обнаружение движения, а для постукиваний — ADXL345 или LIS3DH",
        uk: "використовуйте з цим чипом лише виявлення руху, а для постукувань — ADXL345 або LIS3DH")
    static let noInterruptGenerator = LocalizedString(
        "Gadget does not set up the LSM9DS1's interrupt generator",
        ru: "Gadget не настраивает генератор прерываний LSM9DS1", uk: "Gadget не налаштовує генератор переривань LSM9DS1")
    static let leaveInterruptOut = LocalizedString(
        "leave accelerometer.interrupt out of the board profile; Gadget then polls the chip",
        ru: "уберите accelerometer.interrupt из профиля платы; тогда Gadget будет опрашивать чип",
        uk: "приберіть accelerometer.interrupt із профілю плати; тоді Gadget опитуватиме чип")
}
