import Core
import GadgetBase
import Hardware

/// Everything the movie quiz says, in every language Gadget speaks.
enum MovieQuizText {
    static let title = LocalizedString("Movie quiz", ru: "Киноквиз", uk: "Кіноквіз")
    static let splashTitle = LocalizedString("MovieQuiz", ru: "Киноквиз", uk: "Кіноквіз")
    static let splashSubtitle = LocalizedString(
        "Is the rating higher or lower?", ru: "Рейтинг выше или ниже?", uk: "Рейтинг вищий чи нижчий?")
    static let loading = LocalizedString("Loading movies…", ru: "Загружаем фильмы…", uk: "Завантажуємо фільми…")
    static let question = LocalizedString("Question", ru: "Вопрос", uk: "Питання")
    static let greaterThan = LocalizedString(
        "Is this movie's rating greater than %ld?", ru: "Рейтинг этого фильма больше %ld?",
        uk: "Рейтинг цього фільму більший за %ld?")
    static let lessThan = LocalizedString(
        "Is this movie's rating less than %ld?", ru: "Рейтинг этого фильма меньше %ld?",
        uk: "Рейтинг цього фільму менший за %ld?")
    static let greaterThanShort = LocalizedString("Rating > %ld?", ru: "Рейтинг > %ld?", uk: "Рейтинг > %ld?")
    static let lessThanShort = LocalizedString("Rating < %ld?", ru: "Рейтинг < %ld?", uk: "Рейтинг < %ld?")
    static let yes = LocalizedString("Yes", ru: "Да", uk: "Так")
    static let no = LocalizedString("No", ru: "Нет", uk: "Ні")
    static let correct = LocalizedString("✓ Correct", ru: "✓ Верно", uk: "✓ Вірно")
    static let wrong = LocalizedString("✗ Wrong", ru: "✗ Неверно", uk: "✗ Невірно")

    static let roundOver = LocalizedString("Round over", ru: "Раунд окончен", uk: "Кінець раунду")
    static let result = LocalizedString("Your result: %ld/%ld", ru: "Ваш результат: %ld/%ld", uk: "Ваш результат: %ld/%ld")
    static let played = LocalizedString(
        "Quizzes played: %ld", ru: "Сыграно квизов: %ld", uk: "Зіграно квізів: %ld")
    static let record = LocalizedString("Record: %ld/%ld (%@)", ru: "Рекорд: %ld/%ld (%@)", uk: "Рекорд: %ld/%ld (%@)")
    static let accuracy = LocalizedString(
        "Average accuracy: %@%%", ru: "Средняя точность: %@%%", uk: "Середня точність: %@%%")
    static let resultShort = LocalizedString("Round over: %ld/%ld", ru: "Итог: %ld/%ld", uk: "Підсумок: %ld/%ld")
    static let playedShort = LocalizedString("Played %ld · avg %@%%", ru: "Игр %ld · точн. %@%%", uk: "Зіграно %ld · точн. %@%%")
    static let recordShort = LocalizedString("Best %ld/%ld %@", ru: "Рекорд %ld/%ld %@", uk: "Рекорд %ld/%ld %@")
    static let notSaved = LocalizedString(
        "Statistics not saved: %@", ru: "Статистика не сохранена: %@", uk: "Статистику не збережено: %@")
    static let playAgain = LocalizedString("Play again", ru: "Сыграть ещё раз", uk: "Зіграти ще раз")
    static let playAgainHint = LocalizedString("Enter: play again", ru: "Enter: сыграть ещё раз", uk: "Enter: зіграти ще раз")

    static let failedTitle = LocalizedString(
        "Something went wrong", ru: "Что-то пошло не так", uk: "Щось пішло не так")
    static let tryAgain = LocalizedString("Try again", ru: "Попробовать ещё раз", uk: "Спробувати ще раз")
    static let bundledMovies = LocalizedString("Built-in films", ru: "Встроенные фильмы", uk: "Вбудовані фільми")

    static let selectKey = LocalizedString("OK", ru: "ОК", uk: "ОК")
    static let actionKey = LocalizedString("Act", ru: "Действ.", uk: "Дія")
}
