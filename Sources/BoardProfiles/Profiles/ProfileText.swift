import Core
import GadgetBase
import Hardware

/// Everything a board profile's errors say, in every language Gadget speaks. The English
/// wording is what scripts and tests look for; keep it stable.
enum ProfileText {
    static let quizButtonNotWired = LocalizedString(
        "the movie quiz would answer with \"%@\", which [buttons] does not wire; set [moviequiz] yes_button and no_button to two of: %@",
        ru: "киноквиз отвечал бы кнопкой \"%@\", которой нет в [buttons]; задайте в [moviequiz] yes_button и no_button две из: %@",
        uk: "кіноквіз відповідав би кнопкою \"%@\", якої немає в [buttons]; задайте в [moviequiz] yes_button і no_button дві з: %@")
    static let chipAddresses = LocalizedString(
        "the %@ answers at %@, not %@: fix the address, or the kind if it is another chip",
        ru: "%@ отвечает по адресу %@, а не %@: исправьте address или kind, если это другой чип",
        uk: "%@ відповідає за адресою %@, а не %@: виправте address або kind, якщо це інший чип")

    static let noSuchProfile = LocalizedString(
        "no such board profile. Known boards: %@", ru: "такого профиля платы нет. Известные платы: %@",
        uk: "такого профілю плати немає. Відомі плати: %@")
    static let noSuchProfileHint = LocalizedString(
        "no such board profile. Did you mean %@? Known boards: %@",
        ru: "такого профиля платы нет. Может быть, %@? Известные платы: %@",
        uk: "такого профілю плати немає. Можливо, %@? Відомі плати: %@")
    static let customDirectoryMissing = LocalizedString(
        "warning: GADGET_BOARDS_DIR is %@, which is not a folder; its profiles are not found, the other places are searched. Fix the path or unset it",
        ru: "предупреждение: GADGET_BOARDS_DIR — %@, но это не папка; профили из неё не найдутся, поиск идёт в остальных местах. Исправьте путь или уберите переменную",
        uk: "попередження: GADGET_BOARDS_DIR — %@, але це не тека; профілі з неї не знайдуться, пошук іде в інших місцях. Виправте шлях або приберіть змінну")
    static let noneFoundIn = LocalizedString(
        "only the built-in desktop; no profile files in %@. Copy the boards folder to ~/.config/gadget/boards or set GADGET_BOARDS_DIR",
        ru: "только встроенная desktop; файлов профилей нет в %@. Скопируйте папку boards в ~/.config/gadget/boards или задайте GADGET_BOARDS_DIR",
        uk: "лише вбудована desktop; файлів профілів немає в %@. Скопіюйте теку boards до ~/.config/gadget/boards або задайте GADGET_BOARDS_DIR")

    static let trueOrFalse = LocalizedString("true or false", ru: "true или false", uk: "true або false")
    static let textOrList = LocalizedString(
        "text in quotes or a list of them", ru: "текст в кавычках или список таких", uk: "текст у лапках або список таких")
    static let atLeastOneName = LocalizedString("at least one name", ru: "хотя бы одно имя", uk: "хоча б одне ім’я")
    static let lineNameOrOffset = LocalizedString(
        "a line name in quotes (\"GPIO17\") or an offset 0...1023",
        ru: "имя линии в кавычках (\"GPIO17\") или номер 0...1023", uk: "ім’я лінії в лапках (\"GPIO17\") або номер 0...1023")
    static let neighbouringButtons = LocalizedString(
        "a list of neighbouring buttons like [\"select\", \"down\"], or a list of such lists",
        ru: "список соседних кнопок, например [\"select\", \"down\"], или список таких списков",
        uk: "список сусідніх кнопок, наприклад [\"select\", \"down\"], або список таких списків")
    static let noTapEngine = LocalizedString(
        "the %@ has no tap engine; use knocks = \"software\"",
        ru: "у %@ нет блока распознавания стуков; укажите knocks = \"software\"",
        uk: "у %@ немає блоку розпізнавання стуків; вкажіть knocks = \"software\"")
    static let notAButton = LocalizedString(
        "%@ is not a button; buttons are %@", ru: "%@ — не кнопка; кнопки: %@", uk: "%@ — не кнопка; кнопки: %@")
    static let unwiredSwipe = LocalizedString(
        "the %@ button is not wired ([buttons] has %@): wire it there, or swipe with the buttons that are",
        ru: "кнопка %@ не подключена (в [buttons]: %@): подключите её там или делайте свайп подключёнными кнопками",
        uk: "кнопку %@ не під’єднано (у [buttons]: %@): під’єднайте її там або робіть свайп під’єднаними кнопками")
    static let rowNeedsTwo = LocalizedString(
        "a row needs two or more different buttons, found %@",
        ru: "в ряду нужны две или больше разных кнопок, а найдено %@", uk: "у ряду потрібні дві або більше різних кнопок, а знайдено %@")
    static let lineTaken = LocalizedString(
        "%@ is already the %@ button; each button needs its own line",
        ru: "%@: эта линия уже у кнопки %@; каждой кнопке нужна своя линия",
        uk: "%@: ця лінія вже в кнопки %@; кожній кнопці потрібна своя лінія")
    static let interruptTaken = LocalizedString(
        "%@ is already the %@ button", ru: "%@: эта линия уже у кнопки %@", uk: "%@: ця лінія вже в кнопки %@")
    static let linesNeedAChip = LocalizedString(
        "GPIO lines need a chip: add [gpio] chip = \"pinctrl-bcm2711\" (Pi 4), \"pinctrl-rp1\" (Pi 5), or both as a list",
        ru: "линиям GPIO нужен чип: добавьте [gpio] chip = \"pinctrl-bcm2711\" (Pi 4), \"pinctrl-rp1\" (Pi 5) или оба списком",
        uk: "лініям GPIO потрібен чип: додайте [gpio] chip = \"pinctrl-bcm2711\" (Pi 4), \"pinctrl-rp1\" (Pi 5) або обидва списком")
}
