import Core
import GadgetBase
import Hardware

/// What `gadget boards show` says about the wiring, in every language Gadget speaks.
enum SummaryText {
    static let buttons = LocalizedString("buttons: %@", ru: "кнопки: %@", uk: "кнопки: %@")
    static let terminalKeys = LocalizedString("the terminal's keys", ru: "клавиши терминала", uk: "клавіші термінала")
    static let noGPIOButtons = LocalizedString("none on GPIO", ru: "на GPIO нет", uk: "на GPIO немає")
    static let gpioButtons = LocalizedString(
        "%@ on chip %@ (%@, %@, debounce %@ ms)", ru: "%@ на чипе %@ (%@, %@, антидребезг %@ мс)",
        uk: "%@ на чипі %@ (%@, %@, антибрязкіт %@ мс)")
    static let activeLow = LocalizedString("active low", ru: "активный низкий", uk: "активний низький")
    static let activeHigh = LocalizedString("active high", ru: "активный высокий", uk: "активний високий")
    static let inputDevices = LocalizedString("input devices: %@ (%@)", ru: "устройства ввода: %@ (%@)", uk: "пристрої введення: %@ (%@)")
    static let grabbed = LocalizedString("held by Gadget alone", ru: "только для Gadget", uk: "лише для Gadget")
    static let shared = LocalizedString("shared with the console", ru: "вместе с консолью", uk: "разом із консоллю")
    static let motion = LocalizedString(
        "motion: interrupt %@, FIFO %@, knocks %@", ru: "движение: прерывание %@, FIFO %@, стуки %@",
        uk: "рух: переривання %@, FIFO %@, стуки %@")
    static let polled = LocalizedString("none (polled)", ru: "нет (опрос)", uk: "немає (опитування)")
    static let fifoOn = LocalizedString("on", ru: "вкл.", uk: "увімк.")
    static let fifoOff = LocalizedString("off", ru: "выкл.", uk: "вимк.")
    static let swipes = LocalizedString("swipes: %@", ru: "свайпы: %@", uk: "свайпи: %@")
    static let noSwipes = LocalizedString("none (taps stay taps)", ru: "нет (нажатия остаются нажатиями)",
                                          uk: "немає (натискання лишаються натисканнями)")
    static let slide = LocalizedString("slide %@ (runs %@)", ru: "скольжение %@ (направление %@)", uk: "ковзання %@ (напрямок %@)")
    static let language = LocalizedString("language: %@", ru: "язык: %@", uk: "мова: %@")
    static let languageFromEnvironment = LocalizedString(
        "from LANG / LC_ALL", ru: "из LANG / LC_ALL", uk: "з LANG / LC_ALL")
    static let movieQuiz = LocalizedString(
        "movie quiz: yes = %@, no = %@, films from %@", ru: "киноквиз: да = %@, нет = %@, фильмы: %@",
        uk: "кіноквіз: так = %@, ні = %@, фільми: %@")
    static let builtInFilms = LocalizedString("the built-in list", ru: "встроенный список", uk: "вбудований список")
    static let service = LocalizedString("the service %@", ru: "сервис %@", uk: "сервіс %@")
}
