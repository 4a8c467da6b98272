import Core
import Hardware
import Linux
import Sensing

/// The wiring half of `gadget boards show`: what a maker checks against the soldered board.
extension BoardProfile {
    public func wiringSummary(_ l: Localizer) -> [String] {
        var lines: [String] = []
        if buttonLines.isEmpty {
            lines.append(l(SummaryText.buttons, displayKind == .terminal ? l(SummaryText.terminalKeys) : l(SummaryText.noGPIOButtons)))
        } else {
            let wired = buttonLines.map { "\($0.button.rawValue)=\($0.line)" }.joined(separator: ", ")
            let settings = buttonLines[0].settings
            let milliseconds = Int(settings.debounce.components.attoseconds / 1_000_000_000_000_000)
                + Int(settings.debounce.components.seconds) * 1000
            lines.append(l(SummaryText.buttons, l(SummaryText.gpioButtons, wired, gpioChips.map(Self.chipName).joined(separator: " | "),
                                                   settings.bias.rawValue,
                                                   settings.activeLow ? l(SummaryText.activeLow) : l(SummaryText.activeHigh),
                                                   "\(milliseconds)")))
        }
        if !inputDevices.isEmpty {
            let names = inputDevices.map { "\"\($0)\"" }.joined(separator: ", ")
            lines.append(l(SummaryText.inputDevices, names, grabInputDevices ? l(SummaryText.grabbed) : l(SummaryText.shared)))
        }
        let interrupt = accelerometerInterrupt.map { "\($0)" } ?? l(SummaryText.polled)
        lines.append(l(SummaryText.motion, interrupt, accelerometerFIFO ? l(SummaryText.fifoOn) : l(SummaryText.fifoOff),
                       knocks.rawValue))
        lines.append(l(SummaryText.swipes, swipeDescription(l)))
        lines.append(l(SummaryText.language, language ?? l(SummaryText.languageFromEnvironment)))
        lines.append(l(SummaryText.movieQuiz, movieQuizYesButton.rawValue, movieQuizNoButton.rawValue,
                       movieQuizAPIKey == nil ? l(SummaryText.builtInFilms) : l(SummaryText.service, movieQuizBaseURL ?? "imdb-api.com")))
        return lines
    }

    /// The label or path as the profile spells it.
    private static func chipName(_ chip: GPIOChipSelector) -> String {
        switch chip {
        case .label(let label): label
        case .path(let path): path
        }
    }

    private func swipeDescription(_ l: Localizer) -> String {
        if swipes.isEmpty { return l(SummaryText.noSwipes) }
        var parts: [String] = []
        if !swipes.directionButtons.isEmpty {
            parts.append(swipes.directionButtons.sorted { $0.key.rawValue < $1.key.rawValue }
                .map { "\($0.key.rawValue)→\($0.value)" }.joined(separator: ", "))
        }
        for row in swipes.rows {
            parts.append(l(SummaryText.slide, row.buttons.map(\.rawValue).joined(separator: " → "), row.course.rawValue))
        }
        return parts.joined(separator: "; ")
    }
}

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
        "movie quiz: yes = %@, no = %@, films from %@", ru: "кинотест: да = %@, нет = %@, фильмы: %@",
        uk: "кінотест: так = %@, ні = %@, фільми: %@")
    static let builtInFilms = LocalizedString("the built-in list", ru: "встроенный список", uk: "вбудований список")
    static let service = LocalizedString("the service %@", ru: "сервис %@", uk: "сервіс %@")
}
