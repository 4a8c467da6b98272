import Core
import GadgetBase
import Hardware

/// Everything the chats app says, in every language Gadget speaks.
enum ChatsText {
    static let title = LocalizedString("Chats", ru: "Чаты", uk: "Чати")
    static let loading = LocalizedString("Loading chats…", ru: "Загрузка чатов…", uk: "Завантаження чатів…")
    static let noChats = LocalizedString("No chats yet", ru: "Чатов пока нет", uk: "Чатів поки немає")
    static let cannotLoad = LocalizedString("Cannot show chats", ru: "Не удаётся показать чаты", uk: "Не вдається показати чати")
    /// The same where the panel is too narrow for it.
    static let cannotLoadShort = LocalizedString("Chats unavailable", ru: "Чаты недоступны", uk: "Чати недоступні")
    static let unnamed = LocalizedString("No name", ru: "Без имени", uk: "Без імені")
    static let hint = LocalizedString("Enter: open", ru: "Enter: открыть", uk: "Enter: відкрити")
    static let detailHint = LocalizedString("Esc: back", ru: "Esc: назад", uk: "Esc: назад")
    static let skipped = PluralString(
        en: .init(one: "%ld entry skipped", other: "%ld entries skipped"),
        ru: .init(one: "%ld запись пропущена", few: "%ld записи пропущены", many: "%ld записей пропущено"),
        uk: .init(one: "%ld запис пропущено", few: "%ld записи пропущено", many: "%ld записів пропущено"))
    static let unread = PluralString(
        en: .init(one: "%ld unread message", other: "%ld unread messages"),
        ru: .init(one: "%ld непрочитанное сообщение", few: "%ld непрочитанных сообщения",
                  many: "%ld непрочитанных сообщений"),
        uk: .init(one: "%ld непрочитане повідомлення", few: "%ld непрочитані повідомлення",
                  many: "%ld непрочитаних повідомлень"))
}
