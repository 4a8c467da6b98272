import GadgetBase
import Hardware

/// Everything GPIO errors say, in every language Gadget speaks. Paths, labels, group names and
/// commands stay as they are: the reader types or searches for them.
enum GPIOText {
    static let chipMissing = LocalizedString(
        "GPIO chip %@ does not exist; `gadget doctor` lists the chips and their labels (name the chip by label in the board profile, e.g. chip = \"pinctrl-rp1\")",
        ru: "чипа GPIO %@ нет; `gadget doctor` перечисляет чипы и их метки (укажите чип меткой в профиле платы, например chip = \"pinctrl-rp1\")",
        uk: "чипа GPIO %@ немає; `gadget doctor` перелічує чипи та їхні мітки (вкажіть чип міткою в профілі плати, наприклад chip = \"pinctrl-rp1\")")
    static let cannotOpenChip = LocalizedString(
        "cannot open GPIO chip %@: %@", ru: "не удаётся открыть чип GPIO %@: %@", uk: "не вдається відкрити чип GPIO %@: %@")
    static let notAChip = LocalizedString(
        "%@ is not a GPIO chip (%@)", ru: "%@ не является чипом GPIO (%@)", uk: "%@ не є чипом GPIO (%@)")
    static let labelRefused = LocalizedString(
        "no GPIO chip labelled \"%@\" among those Gadget may open, and %@ refused permission: add your user to the gpio group and install Gadget's udev rules (see udev/)",
        ru: "среди доступных Gadget чипов GPIO нет чипа с меткой «%@», а %@ отказали в доступе: добавьте пользователя в группу gpio и установите правила udev из Gadget (см. udev/)",
        uk: "серед доступних Gadget чипів GPIO немає чипа з міткою «%@», а %@ відмовили в доступі: додайте користувача до групи gpio і встановіть правила udev із Gadget (див. udev/)")
    static let labelMissing = LocalizedString(
        "no GPIO chip labelled %@; %@. Fix the chip's label in the board profile (a Pi 5 says pinctrl-rp1, a Pi 4 pinctrl-bcm2711, older Pis pinctrl-bcm2835)",
        ru: "нет чипа GPIO с меткой %@; %@. Исправьте метку чипа в профиле платы (у Pi 5 это pinctrl-rp1, у Pi 4 pinctrl-bcm2711, у более старых Pi pinctrl-bcm2835)",
        uk: "немає чипа GPIO з міткою %@; %@. Виправте мітку чипа в профілі плати (у Pi 5 це pinctrl-rp1, у Pi 4 pinctrl-bcm2711, у старіших Pi pinctrl-bcm2835)")
    static let noChipsAtAll = LocalizedString(
        "no GPIO chip labelled %@: there are no GPIO chips in %@ at all, so this is not the board the profile describes, or its kernel has no GPIO driver; run Gadget on that board, or try it here with --board desktop",
        ru: "нет чипа GPIO с меткой %@: в %@ вообще нет чипов GPIO, значит, это не та плата, которую описывает профиль, или в её ядре нет драйвера GPIO; запустите Gadget на той плате или попробуйте здесь с --board desktop",
        uk: "немає чипа GPIO з міткою %@: у %@ взагалі немає чипів GPIO, отже, це не та плата, яку описує профіль, або в її ядрі немає драйвера GPIO; запустіть Gadget на тій платі або спробуйте тут із --board desktop")
    static let chipsHere = LocalizedString("chips here: %@", ru: "чипы здесь: %@", uk: "чипи тут: %@")
    static let or = LocalizedString(" or ", ru: " или ", uk: " або ")
    static let joined = LocalizedString("%@%@%@", ru: "%@%@%@", uk: "%@%@%@")
    static let noChipNamed = LocalizedString(
        "the board profile names no GPIO chip", ru: "профиль платы не называет ни одного чипа GPIO",
        uk: "профіль плати не називає жодного чипа GPIO")
    static let offsetOutOfRange = LocalizedString(
        "%@ has lines 0...%@, not %@; fix the line in the board profile",
        ru: "у %@ линии 0...%@, а не %@; исправьте линию в профиле платы",
        uk: "у %@ лінії 0...%@, а не %@; виправте лінію в профілі плати")
    static let noLineNamed = LocalizedString(
        "%@ has no line named \"%@\"; %@", ru: "у %@ нет линии «%@»; %@", uk: "у %@ немає лінії «%@»; %@")
    static let unnamedLines = LocalizedString(
        "its lines have no names; give the offset instead (e.g. 17)",
        ru: "у его линий нет имён; укажите номер линии (например, 17)",
        uk: "його лінії не мають імен; вкажіть номер лінії (наприклад, 17)")
    static let namesLookLike = LocalizedString(
        "names here look like %@", ru: "имена здесь такие: %@", uk: "імена тут такі: %@")
    static let lineNumber = LocalizedString("line %@", ru: "линия %@", uk: "лінія %@")
    static let lineOnChip = LocalizedString("%@ on %@", ru: "%@ на %@", uk: "%@ на %@")
    static let requestFailed = LocalizedString(
        "cannot request %@ as an input with edge events: %@; check that the chip supports interrupts on this line",
        ru: "не удаётся занять %@ как вход с событиями фронтов: %@; проверьте, что чип поддерживает прерывания на этой линии",
        uk: "не вдається зайняти %@ як вхід із подіями фронтів: %@; перевірте, що чип підтримує переривання на цій лінії")
    static let edgeReadFailed = LocalizedString(
        "reading edge events of %@ failed: %@", ru: "не удалось прочитать события фронтов %@: %@",
        uk: "не вдалося прочитати події фронтів %@: %@")
    static let readFailed = LocalizedString(
        "reading %@ failed: %@", ru: "не удалось прочитать %@: %@", uk: "не вдалося прочитати %@: %@")

    // MARK: A busy line

    static let lineBusy = LocalizedString(
        "%@ on %@ is in use by %@; %@", ru: "%@ на %@ занята: её держит %@; %@", uk: "%@ на %@ зайнята: її тримає %@; %@")
    static let anotherHolder = LocalizedString(
        "another process or kernel driver", ru: "другой процесс или драйвер ядра", uk: "інший процес або драйвер ядра")
    static let stopHolderFix = LocalizedString(
        "stop the program that holds it, or choose another line in the board profile",
        ru: "остановите программу, которая её держит, или выберите другую линию в профиле платы",
        uk: "зупиніть програму, яка її тримає, або виберіть іншу лінію в профілі плати")
    static let gpioKeysFix = LocalizedString(
        "a gpio-key dtoverlay claims it: remove that overlay from /boot/firmware/config.txt, or read the button through evdev instead ([input] keys in the board profile)",
        ru: "её занимает dtoverlay gpio-key: уберите этот оверлей из /boot/firmware/config.txt или читайте кнопку через evdev ([input] keys в профиле платы)",
        uk: "її займає dtoverlay gpio-key: приберіть цей оверлей із /boot/firmware/config.txt або читайте кнопку через evdev ([input] keys у профілі плати)")
    static let anotherGadgetFix = LocalizedString(
        "another Gadget is running (systemctl stop gadget), or the profile names this line twice",
        ru: "уже запущен другой Gadget (systemctl stop gadget), или профиль называет эту линию дважды",
        uk: "уже запущено інший Gadget (systemctl stop gadget), або профіль називає цю лінію двічі")
}

extension GPIOLineSelector {
    /// The line as a person reads it: its name ("GPIO17"), or "line 17" in their language when
    /// the profile gives an offset (the selector's description is English).
    public var shown: LocalizedMessage {
        switch self {
        case .name(let name): .verbatim(name)
        case .offset(let offset): LocalizedMessage(GPIOText.lineNumber, offset)
        }
    }
}
