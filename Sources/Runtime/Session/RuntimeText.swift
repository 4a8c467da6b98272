import Core
import GadgetBase
import Hardware

/// What the runtime says to a person (setup errors, the live help line), in every language.
enum RuntimeText {
    static let logNotKept = LocalizedString(
        "gadget: cannot write the log %@ (%@); this run keeps no log",
        ru: "gadget: не удаётся записывать журнал %@ (%@); этот запуск идёт без журнала",
        uk: "gadget: не вдається записувати журнал %@ (%@); цей запуск іде без журналу")
    static let endpointNotHTTP = LocalizedString(
        "the 8-ball endpoint \"%@\" is not an http(s) URL with a host and a port up to 65535; fix %@, e.g. %@",
        ru: "адрес сервиса шара «%@» — не http(s) URL с хостом и портом не больше 65535; исправьте %@, например на %@",
        uk: "адреса сервісу кулі «%@» — не http(s) URL із хостом і портом не більше 65535; виправте %@, наприклад на %@")
    static let noProfilesFound = LocalizedString(
        "no board profiles found (looked in %@); using the built-in desktop board. Install Gadget's package or set GADGET_BOARDS_DIR to its boards folder",
        ru: "профили плат не найдены (искал в %@); используется встроенная плата desktop. Установите пакет Gadget или укажите его папку boards в GADGET_BOARDS_DIR",
        uk: "профілі плат не знайдено (шукав у %@); використовується вбудована плата desktop. Установіть пакет Gadget або вкажіть його теку boards у GADGET_BOARDS_DIR")
    static let noSampleAvatars = LocalizedString(
        "the chats sample's avatars are not in %@, so they show as plain circles; set GADGET_CHATS_DIR to Gadget's data/chats folder",
        ru: "аватаров примера чатов нет в %@, поэтому вместо них — простые круги; укажите в GADGET_CHATS_DIR папку data/chats из Gadget",
        uk: "аватарів прикладу чатів немає в %@, тому замість них — прості кола; вкажіть у GADGET_CHATS_DIR теку data/chats із Gadget")
    static let noSuchApp = LocalizedString(
        "there is no app called \"%@\"; apps: %@", ru: "приложения «%@» нет; приложения: %@",
        uk: "застосунку «%@» немає; застосунки: %@")
    static let noSuchAppHint = LocalizedString(
        "there is no app called \"%@\"; did you mean %@? Apps: %@", ru: "приложения «%@» нет; может быть, %@? Приложения: %@",
        uk: "застосунку «%@» немає; можливо, %@? Застосунки: %@")
    static let profileKey = LocalizedString("%@: %@: ", ru: "%@: %@: ", uk: "%@: %@: ")
    static let chatsURL = LocalizedString("%@: [chats] url: ", ru: "%@: [chats] url: ", uk: "%@: [chats] url: ")

    /// The board's keys on the desktop keyboard, for the help line, in its order. `%@` is the
    /// arrows that do something on the screen.
    static let helpArrows = LocalizedString("%@ move", ru: "%@ выбор", uk: "%@ вибір")
    static let helpSelect = LocalizedString("Enter select", ru: "Enter ОК", uk: "Enter ОК")
    static let helpBack = LocalizedString("Esc back", ru: "Esc назад", uk: "Esc назад")
    static let helpShake = LocalizedString("s shake", ru: "s встряхнуть", uk: "s струснути")
    static let helpAction = LocalizedString("Space action", ru: "Пробел действие", uk: "Пробіл дія")
    static let helpKnock = LocalizedString("k knock", ru: "k стук", uk: "k стук")
    static let helpTurn = LocalizedString("o turn", ru: "o повернуть", uk: "o повернути")
    static let helpHome = LocalizedString("h home", ru: "h домой", uk: "h додому")
    static let helpQuit = LocalizedString("q quit", ru: "q выход", uk: "q вихід")
    /// Most useful first: a narrow terminal leaves out the items before the last.
    static let helpTyping = LocalizedString(
        "type text · Enter key · Esc leave field · ⌫ delete · ←↑↓→ keyboard · Ctrl-C quit",
        ru: "вводите текст · Enter клавиша · Esc из поля · ⌫ стереть · ←↑↓→ клавиатура · Ctrl-C выход",
        uk: "вводьте текст · Enter клавіша · Esc з поля · ⌫ стерти · ←↑↓→ клавіатура · Ctrl-C вихід")
}
