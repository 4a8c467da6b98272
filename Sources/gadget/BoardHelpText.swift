import GadgetBase

/// `--help` of the commands that run Gadget or touch a board: run, doctor, --allow-root,
/// selftest, demo and panel, in every language Gadget speaks.
enum BoardHelpText {
    /// `gadget run`.
    enum Run {
        static let abstract = LocalizedString(
            "Start Gadget: live in the terminal, or headless from a script.",
            ru: "Запустить Gadget: интерактивно в терминале или без экрана по сценарию.",
            uk: "Запустити Gadget: інтерактивно в терміналі або без екрана за сценарієм.")
        static let app = LocalizedString(
            "Open this app at once instead of the launcher (e.g. eightball).",
            ru: "Сразу открыть это приложение, а не меню приложений (например, eightball).",
            uk: "Одразу відкрити цей застосунок, а не меню застосунків (наприклад, eightball).")
        static let script = LocalizedString(
            "Play this script on a test clock, headless, and exit (non-zero when an expectation fails).",
            ru: "Выполнить этот сценарий на тестовых часах без экрана и завершиться (с ненулевым кодом, если какое-то ожидание не оправдалось).",
            uk: "Виконати цей сценарій на тестовому годиннику без екрана й завершитися (з ненульовим кодом, якщо якесь очікування не справдилося).")
        static let endpoint = LocalizedString(
            "The 8-ball's answer endpoint (also GADGET_EIGHTBALL_URL, or the profile's eightball.endpoint).",
            ru: "Адрес сервиса ответов для шара (также GADGET_EIGHTBALL_URL или eightball.endpoint из профиля).",
            uk: "Адреса сервісу відповідей для кулі (також GADGET_EIGHTBALL_URL або eightball.endpoint із профілю).")
        static let imdbURL = LocalizedString(
            "The movie quiz's imdb-api.com-style service (also GADGET_IMDB_URL).",
            ru: "Сервис для киноквиза, совместимый с imdb-api.com (также GADGET_IMDB_URL).",
            uk: "Сервіс для кіноквізу, сумісний з imdb-api.com (також GADGET_IMDB_URL).")
        static let imdbKey = LocalizedString(
            "Its API key (also GADGET_IMDB_KEY); without one the quiz plays its bundled movies.",
            ru: "Ключ API этого сервиса (также GADGET_IMDB_KEY); без него киноквиз берёт встроенные фильмы.",
            uk: "Ключ API цього сервісу (також GADGET_IMDB_KEY); без нього кіноквіз бере вбудовані фільми.")
        static let chatsData = LocalizedString(
            "The chats app's data: a data.plist-style property list or JSON file (default: the profile's [chats], then the built-in sample).",
            ru: "Данные приложения «Чаты»: список свойств вида data.plist или файл JSON (по умолчанию: [chats] из профиля, затем встроенный пример).",
            uk: "Дані застосунку «Чати»: список властивостей на зразок data.plist або файл JSON (типово: [chats] із профілю, далі вбудований приклад).")
        static let language = LocalizedString(
            "Language: en, ru or uk (default: from LANG / LC_ALL, or the profile).",
            ru: "Язык: en, ru или uk (по умолчанию: из LANG / LC_ALL или из профиля).",
            uk: "Мова: en, ru або uk (типово: з LANG / LC_ALL або з профілю).")
        static let seed = LocalizedString(
            "Seed for the simulated sensors' noise and, in scripts, the apps' random choices, so runs repeat exactly.",
            ru: "Зерно для шума симулированных датчиков и, в сценариях, для случайного выбора в приложениях, чтобы запуски повторялись в точности.",
            uk: "Зерно для шуму симульованих датчиків і, у сценаріях, для випадкового вибору в застосунках, щоб запуски повторювалися точно.")
        static let verbose = LocalizedString(
            "Print each script step as it runs.",
            ru: "Выводить каждый шаг сценария по мере выполнения.",
            uk: "Виводити кожен крок сценарію під час виконання.")
    }

    /// `gadget doctor`.
    enum Doctor {
        static let abstract = LocalizedString(
            "Check the board's devices against its profile and print the fix for each problem.",
            ru: "Сверить устройства платы с её профилем и для каждой проблемы вывести, как её исправить.",
            uk: "Звірити пристрої плати з її профілем і для кожної проблеми вивести, як її виправити.")
        static let discussion = LocalizedString(
            """
            Checks the panel's framebuffer (exists, permission, geometry, pixel format), the I2C bus \
            (opens, scan like i2cdetect naming the known chips, the accelerometer's WHO_AM_I), the GPIO \
            chip and each button's line (found, who holds it) and the evdev devices, then what \
            `boards validate` checks (service addresses, the chats file). It only reads: no line is \
            requested and no register written. Exits 1 when it found a problem.
            """,
            ru: """
            Проверяет фреймбуфер панели (наличие, права доступа, геометрия, формат пикселей), шину I2C \
            (открывается ли, сканирование как в i2cdetect с названиями известных чипов, WHO_AM_I акселерометра), чип \
            GPIO и линию каждой кнопки (найдена ли, кто её занимает) и устройства evdev, а затем то, что \
            проверяет `boards validate` (адреса сервисов, файл чатов). Только читает: ни одна линия не \
            занимается и ни один регистр не записывается. Завершается с кодом 1, если найдена проблема.
            """,
            uk: """
            Перевіряє фреймбуфер панелі (наявність, права доступу, геометрія, формат пікселів), шину I2C \
            (чи відкривається, сканування як в i2cdetect з назвами відомих чипів, WHO_AM_I акселерометра), чип \
            GPIO і лінію кожної кнопки (чи знайдено, хто її займає) та пристрої evdev, а потім те, що \
            перевіряє `boards validate` (адреси сервісів, файл чатів). Лише читає: жодна лінія не \
            займається й жоден регістр не записується. Завершується з кодом 1, якщо знайдено проблему.
            """)
    }

    /// `--allow-root`.
    enum RootPolicy {
        static let allowRoot = LocalizedString(
            "Open a real board's devices even as root (also GADGET_ALLOW_ROOT=1). Not needed: the udev rules let your user open them.",
            ru: "Открывать устройства настоящей платы даже от имени root (также GADGET_ALLOW_ROOT=1). Это не нужно: правила udev позволяют открыть их вашему пользователю.",
            uk: "Відкривати пристрої справжньої плати навіть від імені root (також GADGET_ALLOW_ROOT=1). Це не потрібно: правила udev дозволяють відкрити їх вашому користувачеві.")
    }

    /// `gadget selftest`, hidden from `gadget --help` but shown by its own.
    enum Selftest {
        static let abstract = LocalizedString(
            "Exercise Gadget's own guarantees with the real binary (used by scripts/kill-test).",
            ru: "Проверить гарантии самого Gadget на настоящем исполняемом файле (используется в scripts/kill-test).",
            uk: "Перевірити гарантії самого Gadget на справжньому виконуваному файлі (використовується в scripts/kill-test).")
        static let writesAbstract = LocalizedString(
            "Write answers, quiz rounds, cars and best scores, printing `ack KIND VALUE` after each commit.",
            ru: "Записывать ответы, раунды киноквиза, автомобили и рекорды, выводя `ack KIND VALUE` после каждой фиксации.",
            uk: "Записувати відповіді, раунди кіноквізу, автомобілі й рекорди, виводячи `ack KIND VALUE` після кожної фіксації.")
        static let writesDiscussion = LocalizedString(
            """
            Each line is printed (and flushed) only after the write's transaction has committed, so a \
            value that was printed must be in the database whatever happens to the process afterwards. \
            Values: answers and car models r<RUN>-<I>, quiz rounds finished at RUN*1000000+I seconds \
            since 1970, best scores of the game "selftest" one higher each time. Needs a data \
            directory of its own: never the one Gadget keeps its real data in.
            """,
            ru: """
            Каждая строка выводится (со сбросом буфера) только после фиксации транзакции записи, поэтому \
            выведенное значение должно быть в базе данных, что бы потом ни случилось с процессом. \
            Значения: ответы и модели автомобилей r<RUN>-<I>, раунды киноквиза со временем окончания RUN*1000000+I секунд \
            от начала 1970 года, рекорды игры «selftest», каждый раз на единицу больше. Нужен отдельный \
            каталог данных — ни в коем случае не тот, где Gadget хранит настоящие данные.
            """,
            uk: """
            Кожен рядок виводиться (зі скиданням буфера) лише після фіксації транзакції запису, тому \
            виведене значення має бути в базі даних, хай що потім станеться з процесом. \
            Значення: відповіді й моделі автомобілів r<RUN>-<I>, раунди кіноквізу з часом завершення RUN*1000000+I секунд \
            від початку 1970 року, рекорди гри «selftest», щоразу на одиницю більші. Потрібен окремий \
            каталог даних — у жодному разі не той, де Gadget зберігає справжні дані.
            """)
        static let dataDirectory = LocalizedString(
            "A directory of the exercise's own (required).",
            ru: "Отдельный каталог для этой проверки (обязательно).",
            uk: "Окремий каталог для цієї перевірки (обов’язково).")
        static let run = LocalizedString(
            "Distinguishes this run's values from other runs' on the same database.",
            ru: "Отличает значения этого запуска от значений других запусков на той же базе данных.",
            uk: "Відрізняє значення цього запуску від значень інших запусків на тій самій базі даних.")
        static let count = LocalizedString(
            "How many writes to make.", ru: "Сколько записей сделать.", uk: "Скільки записів зробити.")
    }

    /// `gadget demo`.
    enum Demo {
        static let abstract = LocalizedString(
            "Demonstrations of Gadget's building blocks.",
            ru: "Демонстрации составных частей Gadget.",
            uk: "Демонстрації складових частин Gadget.")
        static let threadSafeArray = LocalizedString(
            "Two tasks on a concurrent queue each append 0...1000 to one ThreadSafeArray; prints the count (2002).",
            ru: "Две задачи в параллельной очереди добавляют каждая 0...1000 в общий ThreadSafeArray; выводит число элементов (2002).",
            uk: "Два завдання в паралельній черзі додають кожне 0...1000 до спільного ThreadSafeArray; виводить кількість елементів (2002).")
    }

    /// `gadget panel`.
    enum Panel {
        static let abstract = LocalizedString(
            "Tools for SPI panels on the kernel's panel-mipi-dbi driver.",
            ru: "Инструменты для SPI-панелей на драйвере ядра panel-mipi-dbi.",
            uk: "Інструменти для SPI-панелей на драйвері ядра panel-mipi-dbi.")
        static let firmwareAbstract = LocalizedString(
            "Turn a panel's init sequence (mipi-dbi-cmd's text form, see panels/) into its firmware file.",
            ru: "Преобразовать последовательность инициализации панели (в текстовом формате mipi-dbi-cmd, см. panels/) в её файл прошивки.",
            uk: "Перетворити послідовність ініціалізації панелі (у текстовому форматі mipi-dbi-cmd, див. panels/) на її файл прошивки.")
        static let firmwareDiscussion = LocalizedString(
            "The file goes to /lib/firmware/COMPATIBLE.bin, COMPATIBLE being the first string of the overlay's compatible= parameter.",
            ru: "Файл должен лежать в /lib/firmware/COMPATIBLE.bin, где COMPATIBLE — первая строка параметра compatible= оверлея.",
            uk: "Файл має лежати в /lib/firmware/COMPATIBLE.bin, де COMPATIBLE — перший рядок параметра compatible= оверлею.")
        static let input = LocalizedString(
            "The init sequence: `command 0xNN [parameters]` and `delay MS` lines (- for standard input).",
            ru: "Последовательность инициализации: строки `command 0xNN [parameters]` и `delay MS` (- означает стандартный ввод).",
            uk: "Послідовність ініціалізації: рядки `command 0xNN [parameters]` і `delay MS` (- означає стандартне введення).")
        static let output = LocalizedString(
            "Where to write the firmware (default: the input's name with .bin; - for standard output).",
            ru: "Куда записать прошивку (по умолчанию: имя входного файла с .bin; - означает стандартный вывод).",
            uk: "Куди записати прошивку (типово: назва вхідного файлу з .bin; - означає стандартне виведення).")
    }
}
