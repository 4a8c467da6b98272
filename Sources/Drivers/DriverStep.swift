import GadgetBase

/// What a driver was doing when the bus failed ("reading CTRL_REG1"), in every language Gadget
/// speaks. An error quotes it inside a sentence of the reader's language, so the verb is
/// translated; register, bit and pin names stay as the data sheets write them.
public enum DriverStep {
    public static func reading(_ target: any LocalizableArgument) -> LocalizedMessage { LocalizedMessage(DriverText.reading, target) }
    public static func setting(_ target: any LocalizableArgument) -> LocalizedMessage { LocalizedMessage(Verb.setting, target) }
    public static func clearing(_ target: any LocalizableArgument) -> LocalizedMessage { LocalizedMessage(Verb.clearing, target) }
    public static func restoring(_ target: any LocalizableArgument) -> LocalizedMessage { LocalizedMessage(Verb.restoring, target) }
    public static func enabling(_ target: any LocalizableArgument) -> LocalizedMessage { LocalizedMessage(Verb.enabling, target) }

    /// "setting CTRL_REG4 (range)": a register and what in it is being set.
    public static func setting(_ register: String, _ what: LocalizedString) -> LocalizedMessage {
        LocalizedMessage(Verb.settingPart, register, what)
    }

    /// "setting FIFO_CTL to stream mode": `mode` is the data sheet's name for the FIFO mode.
    public static func setting(_ register: String, toMode mode: String) -> LocalizedMessage {
        LocalizedMessage(Verb.settingMode, register, mode)
    }

    public static func routing(_ register: String, to pin: String) -> LocalizedMessage { LocalizedMessage(Verb.routing, register, pin) }
    public static func rebooting(_ bit: String) -> LocalizedMessage { LocalizedMessage(Verb.rebooting, bit) }
    public static func resetting(_ bit: String) -> LocalizedMessage { LocalizedMessage(Verb.resetting, bit) }
    public static func enteringStandby(_ register: String) -> LocalizedMessage { LocalizedMessage(Verb.enteringStandby, register) }
    public static func startingMeasurement(_ register: String) -> LocalizedMessage { LocalizedMessage(Verb.startingMeasurement, register) }
    public static func readingFIFO(through registers: String) -> LocalizedMessage { LocalizedMessage(Verb.readingFIFO, registers) }
    public static func addressingPage(_ page: Int) -> LocalizedMessage { LocalizedMessage(Verb.addressingPage, page) }
    public static func writingPage(_ page: Int) -> LocalizedMessage { LocalizedMessage(Verb.writingPage, page) }

    /// Register names joined the language's way: "DUR, LATENT and WINDOW".
    public static func list(_ first: String, _ rest: String...) -> LocalizedMessage {
        let names = [first] + rest
        guard names.count > 1 else { return .verbatim(first) }
        return LocalizedMessage(Verb.and, names.dropLast().joined(separator: ", "), names[names.count - 1])
    }

    // MARK: What in a register is set

    public static let dataRate = LocalizedString("data rate", ru: "частота данных", uk: "частота даних")
    public static let range = LocalizedString("range", ru: "диапазон", uk: "діапазон")
    public static let highPass = LocalizedString("high-pass", ru: "фильтр высоких частот", uk: "фільтр високих частот")
    public static let polarity = LocalizedString("polarity", ru: "полярность", uk: "полярність")

    // MARK: Steps without a register

    public static let initializing = phrase("initializing", ru: "инициализация", uk: "ініціалізація")
    public static let readingASample = phrase("reading a sample", ru: "чтение измерения", uk: "читання вимірювання")
    public static let readingStatus = phrase("reading the status", ru: "чтение состояния", uk: "читання стану")
    public static let resettingChip = phrase("resetting", ru: "сброс чипа", uk: "скидання чипа")
    public static let resettingFIFOAfterOverflow = phrase(
        "resetting the FIFO after an overflow", ru: "сброс FIFO после переполнения", uk: "скидання FIFO після переповнення")
    public static let startingFIFO = phrase("starting the FIFO", ru: "запуск FIFO", uk: "запуск FIFO")
    public static let stoppingFIFO = phrase("stopping the FIFO", ru: "остановка FIFO", uk: "зупинка FIFO")
    public static let wakingChip = phrase("waking the chip", ru: "пробуждение чипа", uk: "пробудження чипа")
    public static let settingContrast = phrase("setting the contrast", ru: "настройка контраста", uk: "налаштування контрасту")
    public static let settingLowPassFilter = phrase(
        "setting the low-pass filter", ru: "настройка фильтра низких частот", uk: "налаштування фільтра низьких частот")
    public static let settingRange = phrase("setting the range", ru: "настройка диапазона", uk: "налаштування діапазону")
    public static let settingSampleRate = phrase(
        "setting the sample rate", ru: "настройка частоты измерений", uk: "налаштування частоти вимірювань")
    public static let switchingDisplayOn = phrase("switching the display on", ru: "включение дисплея", uk: "увімкнення дисплея")
    public static let switchingDisplayOff = phrase("switching the display off", ru: "выключение дисплея", uk: "вимкнення дисплея")

    private static func phrase(_ en: String, ru: String, uk: String) -> LocalizedMessage {
        LocalizedMessage(LocalizedString(en, ru: ru, uk: uk))
    }

    /// The templates, for the catalogue check that every one has all its languages.
    static let templates: [LocalizedString] = [
        DriverText.reading, Verb.setting, Verb.clearing, Verb.restoring, Verb.enabling, Verb.settingPart, Verb.settingMode,
        Verb.routing, Verb.rebooting, Verb.resetting, Verb.enteringStandby, Verb.startingMeasurement, Verb.readingFIFO,
        Verb.addressingPage, Verb.writingPage, Verb.and, dataRate, range, highPass, polarity,
    ]

    private enum Verb {
        static let setting = LocalizedString("setting %@", ru: "настройка %@", uk: "налаштування %@")
        static let clearing = LocalizedString("clearing %@", ru: "очистка %@", uk: "очищення %@")
        static let restoring = LocalizedString("restoring %@", ru: "восстановление %@", uk: "відновлення %@")
        static let enabling = LocalizedString("enabling %@", ru: "включение %@", uk: "увімкнення %@")
        static let settingPart = LocalizedString("setting %@ (%@)", ru: "настройка %@ (%@)", uk: "налаштування %@ (%@)")
        static let settingMode = LocalizedString(
            "setting %@ to %@ mode", ru: "перевод %@ в режим %@", uk: "переведення %@ у режим %@")
        static let routing = LocalizedString("routing %@ to %@", ru: "направление %@ на %@", uk: "спрямування %@ на %@")
        static let rebooting = LocalizedString("rebooting (%@)", ru: "перезагрузка (%@)", uk: "перезавантаження (%@)")
        static let resetting = LocalizedString("resetting (%@)", ru: "сброс (%@)", uk: "скидання (%@)")
        static let enteringStandby = LocalizedString(
            "entering standby (%@)", ru: "переход в режим ожидания (%@)", uk: "перехід у режим очікування (%@)")
        static let startingMeasurement = LocalizedString(
            "starting measurement (%@)", ru: "запуск измерений (%@)", uk: "запуск вимірювань (%@)")
        static let readingFIFO = LocalizedString(
            "reading the FIFO through %@", ru: "чтение FIFO через %@", uk: "читання FIFO через %@")
        static let addressingPage = LocalizedString("addressing page %@", ru: "адресация страницы %@", uk: "адресація сторінки %@")
        static let writingPage = LocalizedString("writing page %@", ru: "запись страницы %@", uk: "запис сторінки %@")
        static let and = LocalizedString("%@ and %@", ru: "%@ и %@", uk: "%@ і %@")
    }
}
