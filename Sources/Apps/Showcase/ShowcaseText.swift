import Core
import GadgetBase
import Hardware

/// Everything the Showcase says.
enum ShowcaseText {
    static let title = LocalizedString("Showcase", ru: "Витрина", uk: "Вітрина")
    static let tabs = [
        LocalizedString("Basics", ru: "Основы", uk: "Основи"),
        LocalizedString("Article", ru: "Статья", uk: "Стаття"),
        LocalizedString("Login", ru: "Вход", uk: "Вхід"),
    ]
    static let hint = LocalizedString("←→ tabs", ru: "←→ вкладки", uk: "←→ вкладки")
    /// The terminal's keys (a terminal cannot hold Space: the board's long press is `o` there).
    static let articleHint = LocalizedString(
        "←→ tabs · ↑↓ scroll · o: turn the board", ru: "←→ вкладки · ↑↓ прокрутка · o: повернуть плату",
        uk: "←→ вкладки · ↑↓ прокрутка · o: повернути плату")

    // Tab 1
    static let standardLabel = LocalizedString("A standard label", ru: "Обычная надпись", uk: "Звичайний напис")
    static let biggerLabel = LocalizedString("Bigger and bold", ru: "Крупнее и жирнее", uk: "Більший і жирний")
    /// Always two lines: the break is part of the text, whatever the width.
    static let twoLineLabel = LocalizedString(
        "Two lines,\nalways", ru: "Две строки,\nвсегда", uk: "Два рядки,\nзавжди")
    /// The same three labels for panels too narrow for the full ones.
    static let shortLabels = [
        LocalizedString("Standard", ru: "Обычная", uk: "Звичайна"),
        LocalizedString("Bold", ru: "Жирная", uk: "Жирна"),
        LocalizedString("Two\nlines", ru: "Две\nстроки", uk: "Два\nрядки"),
    ]
    static let roundButton = LocalizedString("Go", ru: "Пуск", uk: "Пуск")
    static let roundedButton = LocalizedString("Button", ru: "Кнопка", uk: "Кнопка")
    static let pressed = LocalizedString("Pressed: %@", ru: "Нажата: %@", uk: "Натиснуто: %@")

    // Tab 3
    static let login = LocalizedString("Login", ru: "Логин", uk: "Логін")
    static let password = LocalizedString("Password", ru: "Пароль", uk: "Пароль")
    static let enter = LocalizedString("Enter", ru: "Войти", uk: "Увійти")
    static let welcome = LocalizedString("Welcome, %@!", ru: "Добро пожаловать, %@!", uk: "Ласкаво просимо, %@!")
    static let missing = LocalizedString(
        "Type a login and a password first.", ru: "Сначала введите логин и пароль.",
        uk: "Спершу введіть логін і пароль.")
    static let ok = LocalizedString("OK", ru: "ОК", uk: "ОК")
}
