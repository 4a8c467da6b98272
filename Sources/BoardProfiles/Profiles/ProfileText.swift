import Core
import GadgetBase
import Hardware

/// Everything a board profile's errors say, in every language Gadget speaks. The English
/// wording is what scripts and tests look for; keep it stable.
enum ProfileText {
    static let noSuchProfile = LocalizedString(
        "no such board profile. Known boards: %@", ru: "такого профиля платы нет. Известные платы: %@",
        uk: "такого профілю плати немає. Відомі плати: %@")
    static let noSuchProfileHint = LocalizedString(
        "no such board profile. Did you mean %@? Known boards: %@",
        ru: "такого профиля платы нет. Может быть, %@? Известные платы: %@",
        uk: "такого профілю плати немає. Можливо, %@? Відомі плати: %@")
    static let noneFoundIn = LocalizedString(
        "only the built-in desktop; no profile files in %@. Copy the boards folder to ~/.config/gadget/boards or set GADGET_BOARDS_DIR",
        ru: "только встроенная desktop; файлов профилей нет в %@. Скопируйте папку boards в ~/.config/gadget/boards или задайте GADGET_BOARDS_DIR",
        uk: "лише вбудована desktop; файлів профілів немає в %@. Скопіюйте теку boards до ~/.config/gadget/boards або задайте GADGET_BOARDS_DIR")
}
