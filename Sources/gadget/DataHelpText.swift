import GadgetBase

/// `--help` of the commands about Gadget's data and boards: answers, eightball, cars, moviequiz, boards.
enum DataHelpText {
    /// `gadget answers`.
    enum Answers {
        static let abstract = LocalizedString(
            "The 8-ball's stored answers, used when the network cannot answer.",
            ru: "Сохранённые ответы шара — на случай, если сеть не ответит.",
            uk: "Збережені відповіді кулі — на випадок, якщо мережа не відповість.")
        static let list = LocalizedString(
            "Print the stored answers, one a line.",
            ru: "Вывести сохранённые ответы, по одному в строке.",
            uk: "Вивести збережені відповіді, по одній у рядку.")
        static let add = LocalizedString(
            "Add an answer (1-120 characters, no duplicates).",
            ru: "Добавить ответ (1–120 символов, без повторов).",
            uk: "Додати відповідь (1–120 символів, без повторів).")
        static let remove = LocalizedString(
            "Remove an answer, matched without regard to case.",
            ru: "Удалить ответ; регистр букв не учитывается.",
            uk: "Вилучити відповідь; регістр літер не враховується.")
        static let reset = LocalizedString(
            "Replace the stored answers with the original twenty.",
            ru: "Заменить сохранённые ответы исходными двадцатью.",
            uk: "Замінити збережені відповіді початковими двадцятьма.")
        /// The words of `answers add` and `answers remove`.
        static let words = LocalizedString(
            "The answer's text; quotes are optional (its words are joined with spaces).",
            ru: "Текст ответа; кавычки не обязательны (слова объединяются через пробел).",
            uk: "Текст відповіді; лапки не обов’язкові (слова об’єднуються через пробіл).")
    }

    /// `gadget eightball`.
    enum EightBall {
        static let abstract = LocalizedString(
            "The magic 8-ball, from the command line.",
            ru: "Магический шар из командной строки.",
            uk: "Магічна куля з командного рядка.")
        static let ask = LocalizedString(
            "Ask once; prints ANSWER<TAB>TYPE<TAB>SOURCE (SOURCE is remote or stored).",
            ru: "Спросить один раз; выводит ANSWER<TAB>TYPE<TAB>SOURCE (SOURCE — remote или stored).",
            uk: "Запитати один раз; виводить ANSWER<TAB>TYPE<TAB>SOURCE (SOURCE — remote або stored).")
        static let question = LocalizedString(
            "The question, as you would ask it, quoted or not (any text; the endpoint does not read it).",
            ru: "Вопрос в свободной форме, в кавычках или без (любой текст; сервис его не читает).",
            uk: "Питання в довільній формі, у лапках чи без (будь-який текст; сервіс його не читає).")
        static let endpoint = LocalizedString(
            "The answer endpoint (default: GADGET_EIGHTBALL_URL, then the built-in one).",
            ru: "Адрес сервиса ответов (по умолчанию: GADGET_EIGHTBALL_URL, затем встроенный).",
            uk: "Адреса сервісу відповідей (типово: GADGET_EIGHTBALL_URL, потім вбудована).")
        static let budget = LocalizedString(
            "Seconds to wait for the endpoint before using a stored answer.",
            ru: "Сколько секунд ждать сервис, прежде чем взять сохранённый ответ.",
            uk: "Скільки секунд чекати на сервіс, перш ніж узяти збережену відповідь.")
    }

    /// `gadget cars`.
    enum Cars {
        static let abstract = LocalizedString(
            "The car catalogue: add cars, list them all or by body type (shared with the board's Cars app).",
            ru: "Каталог автомобилей: добавить автомобиль, показать все или по типу кузова (общий с приложением «Автомобили» на плате).",
            uk: "Каталог автомобілів: додати автомобіль, показати всі або за типом кузова (спільний із застосунком «Автомобілі» на платі).")
        static let discussion = LocalizedString(
            "Answers are read one per line; end of input (Ctrl-D) leaves at any prompt. Exits with 1 when a car was not saved or the catalogue could not be read.",
            ru: "Ответы читаются по одному в строке; конец ввода (Ctrl-D) на любом запросе завершает программу. Код выхода 1, если автомобиль не сохранён или каталог не удалось прочитать.",
            uk: "Відповіді читаються по одній у рядку; кінець введення (Ctrl-D) на будь-якому запиті завершує програму. Код виходу 1, якщо автомобіль не збережено або каталог не вдалося прочитати.")
        /// Worded apart from `SharedHelpText.language`.
        static let language = LocalizedString(
            "Language: en, ru or uk (default: from LANG / LC_ALL).",
            ru: "Язык: en, ru или uk (по умолчанию: из LANG / LC_ALL).",
            uk: "Мова: en, ru або uk (типово: з LANG / LC_ALL).")
    }

    /// `gadget moviequiz`.
    enum MovieQuiz {
        static let abstract = LocalizedString(
            "The movie quiz's data, from the command line.",
            ru: "Данные киноквиза из командной строки.",
            uk: "Дані кіноквізу з командного рядка.")
        static let stats = LocalizedString(
            "Print the statistics for scripts, KEY<TAB>VALUE a line: rounds, correct, accuracy, and once a round is played, record<TAB>N/M<TAB>DATE.",
            ru: "Вывести статистику для скриптов, KEY<TAB>VALUE в строке: rounds (раунды), correct (верные), accuracy (точность), а после первого раунда record<TAB>N/M<TAB>DATE (рекорд).",
            uk: "Вивести статистику для скриптів, KEY<TAB>VALUE у рядку: rounds (раунди), correct (правильні), accuracy (точність), а після першого раунду record<TAB>N/M<TAB>DATE (рекорд).")
        static let movies = LocalizedString(
            "Load the quiz's movies and print TITLE<TAB>YEAR<TAB>RATING, one a line.",
            ru: "Загрузить фильмы квиза и вывести TITLE<TAB>YEAR<TAB>RATING, по одному в строке.",
            uk: "Завантажити фільми квізу й вивести TITLE<TAB>YEAR<TAB>RATING, по одному в рядку.")
        static let moviesDiscussion = LocalizedString(
            "With no API key (flag, GADGET_IMDB_KEY or the profile's [moviequiz] api_key), the bundled movies.",
            ru: "Без ключа API (параметр, GADGET_IMDB_KEY или [moviequiz] api_key в профиле) — встроенные фильмы.",
            uk: "Без ключа API (параметр, GADGET_IMDB_KEY або [moviequiz] api_key у профілі) — вбудовані фільми.")
        static let board = LocalizedString(
            "Board profile whose [moviequiz] table to read.",
            ru: "Профиль платы, из которого читается таблица [moviequiz].",
            uk: "Профіль плати, з якого читається таблиця [moviequiz].")
        static let url = LocalizedString(
            "The service's base URL (also GADGET_IMDB_URL).",
            ru: "Базовый URL сервиса фильмов (также GADGET_IMDB_URL).",
            uk: "Базовий URL сервісу фільмів (також GADGET_IMDB_URL).")
        static let key = LocalizedString(
            "The API key (also GADGET_IMDB_KEY).",
            ru: "Ключ API (также GADGET_IMDB_KEY).",
            uk: "Ключ API (також GADGET_IMDB_KEY).")
    }

    /// `gadget boards`.
    enum Boards {
        static let abstract = LocalizedString(
            "Board profiles: what is wired where.",
            ru: "Профили плат: что куда подключено.",
            uk: "Профілі плат: що куди під’єднано.")
        static let list = LocalizedString(
            "List the board profiles Gadget can find.",
            ru: "Показать профили плат, которые находит Gadget.",
            uk: "Показати профілі плат, які знаходить Gadget.")
        static let all = LocalizedString(
            "Also the boards only tests run on (listed = false).",
            ru: "Показать и платы только для тестов (listed = false).",
            uk: "Показати й плати лише для тестів (listed = false).")
        static let show = LocalizedString(
            "Print a profile with every setting resolved.",
            ru: "Вывести профиль с итоговыми значениями всех настроек.",
            uk: "Вивести профіль із підсумковими значеннями всіх налаштувань.")
        static let board = LocalizedString(
            "A board name or a path to a .toml file.",
            ru: "Имя платы или путь к файлу .toml.",
            uk: "Назва плати або шлях до файлу .toml.")
        static let validate = LocalizedString(
            "Check profiles; errors name the file, line and key.",
            ru: "Проверить профили; в ошибках указаны файл, строка и ключ.",
            uk: "Перевірити профілі; у помилках зазначено файл, рядок і ключ.")
        static let boards = LocalizedString(
            "Board names or .toml paths (default: every profile found).",
            ru: "Имена плат или пути к файлам .toml (по умолчанию: все найденные профили).",
            uk: "Назви плат або шляхи до файлів .toml (типово: усі знайдені профілі).")
    }
}
