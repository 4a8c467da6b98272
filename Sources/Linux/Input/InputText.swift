import GadgetBase
import Hardware

/// Everything input-device errors say, in every language Gadget speaks. Paths, device names,
/// group names and overlay lines stay as they are: the reader types or searches for them.
enum InputText {
    static let missing = LocalizedString(
        "input device %@ does not exist; `gadget doctor` lists the input devices",
        ru: "устройства ввода %@ нет; `gadget doctor` перечисляет устройства ввода",
        uk: "пристрою введення %@ немає; `gadget doctor` перелічує пристрої введення")
    static let cannotOpen = LocalizedString(
        "cannot open %@: %@", ru: "не удаётся открыть %@: %@", uk: "не вдається відкрити %@: %@")
    static let notAnEventDevice = LocalizedString(
        "%@ is not an input event device (EVIOCGNAME failed)",
        ru: "%@ не является устройством событий ввода (EVIOCGNAME не прошёл)",
        uk: "%@ не є пристроєм подій введення (EVIOCGNAME не вдався)")
    static let unplugged = LocalizedString(
        "%@ (%@) was unplugged; reconnect it and restart Gadget",
        ru: "%@ (%@) отключено; подключите его снова и перезапустите Gadget",
        uk: "%@ (%@) від’єднано; під’єднайте його знову й перезапустіть Gadget")
    static let grabbedElsewhere = LocalizedString(
        "%@ (%@) is held by another program, which takes all its events; stop it (another Gadget? `sudo fuser -v %2$@` names it) and start Gadget again",
        ru: "%@ (%@) занято другой программой, которая забирает все его события; остановите её (ещё один Gadget? `sudo fuser -v %2$@` назовёт её) и запустите Gadget снова",
        uk: "%@ (%@) зайнято іншою програмою, яка забирає всі його події; зупиніть її (ще один Gadget? `sudo fuser -v %2$@` назве її) і запустіть Gadget знову")
    static let readFailed = LocalizedString(
        "reading %@ failed: %@", ru: "не удалось прочитать %@: %@", uk: "не вдалося прочитати %@: %@")
    static let nameRefused = LocalizedString(
        "no input device named \"%@\" among those Gadget may open; %@ refused permission: add your user to the input group and install Gadget's udev rules (see udev/)",
        ru: "среди доступных Gadget устройств ввода нет «%@»; %@ отказали в доступе: добавьте пользователя в группу input и установите правила udev из Gadget (см. udev/)",
        uk: "серед доступних Gadget пристроїв введення немає «%@»; %@ відмовили в доступі: додайте користувача до групи input і встановіть правила udev із Gadget (див. udev/)")
    static let nameMissing = LocalizedString(
        "no input device named \"%@\"; %@. Check the overlay in config.txt (e.g. dtoverlay=rpi-sense for the Sense HAT) and the name in the board profile",
        ru: "нет устройства ввода «%@»; %@. Проверьте оверлей в config.txt (например, dtoverlay=rpi-sense для Sense HAT) и имя в профиле платы",
        uk: "немає пристрою введення «%@»; %@. Перевірте оверлей у config.txt (наприклад, dtoverlay=rpi-sense для Sense HAT) та ім’я в профілі плати")
    static let noneIn = LocalizedString("there are none in %@", ru: "в %@ их нет", uk: "у %@ їх немає")
    static let devicesHere = LocalizedString("devices here: %@", ru: "устройства здесь: %@", uk: "пристрої тут: %@")
}
