import Core
import GadgetBase
import Hardware

/// Everything the falling-squares game says, in every language Gadget speaks.
enum FallingSquaresText {
    static let title = LocalizedString("Falling squares", ru: "Падающие квадраты", uk: "Падаючі квадрати")

    static let seconds = LocalizedString("%ld s", ru: "%ld с", uk: "%ld с")
    static let best = LocalizedString("Best %@", ru: "Рекорд %@", uk: "Рекорд %@")
    static let faster = LocalizedString("Faster! Shuffled!", ru: "Быстрее! Перемешано!", uk: "Швидше! Перемішано!")
    static let fasterCompact = LocalizedString("Faster!", ru: "Быстрее!", uk: "Швидше!")

    // The help overlay.
    static let gestureNames: [SquareGesture: LocalizedString] = [
        .tap: LocalizedString("tap", ru: "касание", uk: "дотик"),
        .doubleTap: LocalizedString("double tap", ru: "два касания", uk: "два дотики"),
        .swipeUp: LocalizedString("swipe up", ru: "свайп вверх", uk: "свайп угору"),
        .swipeDown: LocalizedString("swipe down", ru: "свайп вниз", uk: "свайп униз"),
    ]
    /// The names for lanes too narrow for the full ones (a 160x128 panel's): the swipe's way is
    /// in its key's arrow under it.
    static let gestureNamesShort: [SquareGesture: LocalizedString] = [
        .tap: LocalizedString("tap", ru: "тап", uk: "тап"),
        .doubleTap: LocalizedString("tap ×2", ru: "тап ×2", uk: "тап ×2"),
        .swipeUp: LocalizedString("swipe", ru: "свайп", uk: "свайп"),
        .swipeDown: LocalizedString("swipe", ru: "свайп", uk: "свайп"),
    ]
    /// The buttons that make each gesture (the desktop's keys; Enter is the joystick's centre).
    static let gestureKeys: [SquareGesture: String] = [
        .tap: "Enter", .doubleTap: "Enter ×2", .swipeUp: "↑", .swipeDown: "↓",
    ]
    static let helpControls = LocalizedString(
        "←→ aim · Space pause · or touch a square", ru: "←→ цель · Пробел пауза · или коснитесь квадрата",
        uk: "←→ ціль · Пробіл пауза · або торкніться квадрата")
    static let helpStart = LocalizedString("Enter: start", ru: "Enter: начать", uk: "Enter: почати")
    static let helpCompact = LocalizedString("←→ aim · Space pause", ru: "←→ цель · Пробел пауза", uk: "←→ ціль · Пробіл пауза")

    // Pause and game over.
    static let paused = LocalizedString("Paused", ru: "Пауза", uk: "Пауза")
    static let resume = LocalizedString("Resume", ru: "Дальше", uk: "Далі")
    static let restart = LocalizedString("Restart", ru: "Заново", uk: "Знову")
    static let gameOver = LocalizedString("Game over", ru: "Игра окончена", uk: "Гру закінчено")
    static let lasted = LocalizedString("You lasted %@.", ru: "Вы продержались %@.", uk: "Ви протрималися %@.")
    static let newBest = LocalizedString("New best!", ru: "Новый рекорд!", uk: "Новий рекорд!")
    static let playAgain = LocalizedString("Play again", ru: "Ещё раз", uk: "Ще раз")
    static let notKept = LocalizedString(
        "The best score cannot be kept: %@", ru: "Рекорд не удаётся сохранить: %@",
        uk: "Рекорд не вдається зберегти: %@")

    /// The terminal's help line while playing, and on the other screens.
    static let hintPlaying = LocalizedString(
        "←→ aim · Enter tap/×2 · ↑↓ swipe · Space pause", ru: "←→ цель · Enter касание/×2 · ↑↓ свайп · Пробел пауза",
        uk: "←→ ціль · Enter дотик/×2 · ↑↓ свайп · Пробіл пауза")
    static let hintReady = helpStart
}
