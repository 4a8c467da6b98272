import Core
import GadgetBase
import Hardware

/// What the command line prints, in every language Gadget speaks. ArgumentParser's own help
/// (option descriptions, usage lines) stays in English: it has no translation hook.
enum CLIText {
    static let answerNotUTF8 = LocalizedString(
        "the answer holds bytes that are not UTF-8 text (shown as �); type it in a UTF-8 terminal (LANG=…UTF-8)",
        ru: "в ответе есть байты, которые не являются текстом в UTF-8 (видны как �); наберите его в терминале с UTF-8 (LANG=…UTF-8)",
        uk: "у відповіді є байти, які не є текстом в UTF-8 (видно як �); наберіть її в терміналі з UTF-8 (LANG=…UTF-8)")
    static let oneStandardInput = LocalizedString(
        "--board - and --script - both read standard input, which can be read once; give one of them as a file",
        ru: "--board - и --script - оба читают стандартный ввод, а его можно прочитать один раз; укажите одно из них файлом",
        uk: "--board - і --script - обидва читають стандартне введення, а його можна прочитати один раз; вкажіть одне з них файлом")
    static let noSuchAnswer = LocalizedString(
        "no stored answer reads “%@”; see `gadget answers list`",
        ru: "сохранённого ответа «%@» нет; см. `gadget answers list`",
        uk: "збереженої відповіді «%@» немає; див. `gadget answers list`")
    static let answerRemoved = LocalizedString(
        "removed “%@”", ru: "ответ «%@» удалён", uk: "відповідь «%@» вилучено")
    static let answersReset = LocalizedString(
        "the %@ original answers are back; answers you added are gone",
        ru: "вернулись исходные ответы (%@); добавленные вами удалены",
        uk: "повернулися початкові відповіді (%@); додані вами вилучено")
    static let serviceWithoutKey = LocalizedString(
        "no API key (--imdb-key, GADGET_IMDB_KEY or [moviequiz] api_key), so %@ is not asked; these are the bundled movies",
        ru: "нет ключа API (--imdb-key, GADGET_IMDB_KEY или [moviequiz] api_key), поэтому %@ не спрашивается; это встроенные фильмы",
        uk: "немає ключа API (--imdb-key, GADGET_IMDB_KEY або [moviequiz] api_key), тому %@ не запитується; це вбудовані фільми")
    static let builtIn = LocalizedString("built in", ru: "встроенный", uk: "вбудований")
    static let doesNotValidate = LocalizedString(
        "(does not validate: run gadget boards validate %@)", ru: "(с ошибками: запустите gadget boards validate %@)",
        uk: "(з помилками: запустіть gadget boards validate %@)")
    static let budgetRange = LocalizedString(
        "--budget is seconds, more than 0 and at most 60", ru: "--budget — это секунды: больше 0 и не больше 60",
        uk: "--budget — це секунди: більше 0 і не більше 60")
    static let cannotReadScript = LocalizedString(
        "the script %@: %@", ru: "сценарий %@: %@", uk: "сценарій %@: %@")
    static let emptyScript = LocalizedString(
        "the script %@ has no steps, only blank lines or comments; write one step a line, such as `wait 1s` or `screenshot shot.png`",
        ru: "в сценарии %@ нет шагов, только пустые строки или комментарии; пишите по шагу в строке, например `wait 1s` или `screenshot shot.png`",
        uk: "у сценарії %@ немає кроків, лише порожні рядки або коментарі; пишіть по кроку в рядку, наприклад `wait 1s` або `screenshot shot.png`")
    static let profileSummary = LocalizedString(
        """
        name: %@
        file: %@
        display: %@ %@ rotation %@ at %@ fps%@
        accelerometer: %@ at 0x%@ on %@, %@ Hz, ±%@ g
        shake: %@%@
        8-ball: %@, budget %@ s
        chats: %@
        """,
        ru: """
        название: %@
        файл: %@
        дисплей: %@ %@, поворот %@, %@ кадр/с%@
        акселерометр: %@ по адресу 0x%@ на %@, %@ Гц, ±%@ g
        встряхивание: %@%@
        шар: %@, ожидание %@ с
        чаты: %@
        """,
        uk: """
        назва: %@
        файл: %@
        дисплей: %@ %@, поворот %@, %@ кадр/с%@
        акселерометр: %@ за адресою 0x%@ на %@, %@ Гц, ±%@ g
        струшування: %@%@
        куля: %@, очікування %@ с
        чати: %@
        """)
    static let onDevice = LocalizedString(" on %@", ru: " на %@", uk: " на %@")
    static let cancelledAfter = LocalizedString(", cancelled after %@ s", ru: ", отмена через %@ с", uk: ", скасування через %@ с")
    static let chatsSample = LocalizedString("the built-in sample", ru: "встроенный пример", uk: "вбудований приклад")
    static let chatsFile = LocalizedString("the file %@", ru: "файл %@", uk: "файл %@")
    /// The chats file, and what the chats app would skip or change in it.
    static let chatsEntryWarning = LocalizedString(
        "warning: %@: %@", ru: "предупреждение: %@: %@", uk: "попередження: %@: %@")
    static let chatsService = LocalizedString("the service %@, budget %@ s", ru: "сервис %@, ожидание %@ с",
                                              uk: "сервіс %@, очікування %@ с")
    static let newDataDirectory = LocalizedString(
        "%@ did not exist: it now holds a new database (check the spelling of --data-dir if you meant another)",
        ru: "%@ не существовал: теперь в нём новая база данных (проверьте написание --data-dir, если имелся в виду другой каталог)",
        uk: "%@ не існував: тепер у ньому нова база даних (перевірте написання --data-dir, якщо мали на увазі інший каталог)")
    static let validOK = LocalizedString("ok", ru: "ок", uk: "ок")
    static let validError = LocalizedString("error", ru: "ошибка", uk: "помилка")
    static let cannotWriteOutput = LocalizedString(
        "cannot write the output: %@", ru: "не удаётся записать вывод: %@", uk: "не вдається записати виведення: %@")
    static let storedAnswerBecause = LocalizedString(
        "%@; answering from the stored answers", ru: "%@; ответ из сохранённых", uk: "%@; відповідь зі збережених")
    static let unknownOptionHint = LocalizedString(
        "Did you mean %@?", ru: "Может быть, %@?", uk: "Можливо, %@?")
    static let unknownCommandHint = LocalizedString(
        "`%@` has no command \"%@\"; did you mean `%@`? Commands: %@",
        ru: "у `%@` нет команды «%@»; может быть, `%@`? Команды: %@",
        uk: "у `%@` немає команди «%@»; можливо, `%@`? Команди: %@")
    static let appNotCommand = LocalizedString(
        "\"%@\" is an app, not a command: open it with `gadget --app %@`",
        ru: "«%@» — приложение, а не команда: откройте его так: `gadget --app %@`",
        uk: "«%@» — застосунок, а не команда: відкрийте його так: `gadget --app %@`")
    static let missingCommand = LocalizedString(
        "`%@` needs one of its commands before the options: %@",
        ru: "после `%@` нужна одна из его команд, а уже потом параметры: %@",
        uk: "після `%@` потрібна одна з його команд, а вже потім параметри: %@")
    static let unknownCommand = LocalizedString(
        "`%@` has no command \"%@\"; commands: %@",
        ru: "у `%@` нет команды «%@»; команды: %@",
        uk: "у `%@` немає команди «%@»; команди: %@")
    static let emptyValue = LocalizedString(
        "%@ is given an empty value; give it one, or leave the option out for its default",
        ru: "%@ задан пустым; укажите значение или не указывайте параметр, чтобы взять значение по умолчанию",
        uk: "%@ задано порожнім; вкажіть значення або не вказуйте параметр, щоб узяти типове значення")
    static let negativeNumber = LocalizedString(
        "%@ cannot be negative (%@)",
        ru: "%@ не может быть отрицательным (%@)",
        uk: "%@ не може бути від’ємним (%@)")
    static let answerStartsWithDash = LocalizedString(
        "an answer's word that begins with “-” is taken for an option; put the answer after `--`: %@",
        ru: "слово ответа, начинающееся с «-», воспринимается как параметр; напишите ответ после `--`: %@",
        uk: "слово відповіді, що починається з «-», сприймається як параметр; напишіть відповідь після `--`: %@")
    static let shadows = LocalizedString(
        "(%@, in place of %@)", ru: "(%@ вместо %@)", uk: "(%@ замість %@)")
}
