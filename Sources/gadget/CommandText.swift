import Core
import GadgetBase
import Hardware

/// What `gadget doctor` and `gadget cars` print around their own output, in every language.
enum CommandText {
    static let doctorBoard = LocalizedString("board: %@ (%@)", ru: "плата: %@ (%@)", uk: "плата: %@ (%@)")
    static let doctorProfile = LocalizedString("profile", ru: "профиль", uk: "профіль")
    static let noProblems = LocalizedString("no problems found", ru: "проблем не найдено", uk: "проблем не знайдено")
    static let problemsFound = PluralString(
        en: .init(one: "%ld problem found", other: "%ld problems found"),
        ru: .init(one: "найдена %ld проблема", few: "найдено %ld проблемы", many: "найдено %ld проблем"),
        uk: .init(one: "знайдено %ld проблему", few: "знайдено %ld проблеми", many: "знайдено %ld проблем"))
}

/// A command's own failure, told in the reader's language when `gadget` prints it.
struct CommandError: Error, UserFacingError, CustomStringConvertible {
    let text: LocalizedMessage

    init(_ text: LocalizedMessage) { self.text = text }

    func message(_ l: Localizer) -> String { text.text(l) }
    var description: String { text.description }
}
