import GadgetBase

/// `gadget sense … --help`: the abstracts, discussions and option help of `sense` and its
/// subcommands. What they quote (`began T`, column names, preset names, file paths) is what
/// the commands print or read, the same in every language.
enum SenseHelpText {
    static let abstract = LocalizedString(
        "Run Gadget's motion and gesture recognizers on recordings, and record new ones.",
        ru: "Запустить распознаватели движений и жестов Gadget на записях и сделать новые записи.",
        uk: "Запустити розпізнавачі рухів і жестів Gadget на записах і зробити нові записи.")

    /// `sense shake`.
    enum Shake {
        static let abstract = LocalizedString(
            "Print `began T`, `ended T`, `cancelled T` (ms, the file's clock) for the shakes in a recording.",
            ru: "Вывести `began T`, `ended T`, `cancelled T` (мс по часам файла) для встряхиваний в записи.",
            uk: "Вивести `began T`, `ended T`, `cancelled T` (мс за часом файлу) для струшувань у записі.")
        static let discussion = LocalizedString(
            "FILE is CSV with the header t_ms,ax_g,ay_g,az_g: total or gravity-free acceleration, 10 readings a second or more.",
            ru: "FILE — CSV с заголовком t_ms,ax_g,ay_g,az_g: полное ускорение или ускорение без гравитации, не реже 10 отсчётов в секунду.",
            uk: "FILE — CSV із заголовком t_ms,ax_g,ay_g,az_g: повне прискорення або прискорення без гравітації, не рідше 10 відліків на секунду.")
        static let preset = LocalizedString(
            "gentle, normal or firm, as [shake] sensitivity in a profile.",
            ru: "gentle, normal или firm — как sensitivity в разделе [shake] профиля.",
            uk: "gentle, normal або firm — як sensitivity у розділі [shake] профілю.")
        static let maxDuration = LocalizedString(
            "Seconds of shaking after which a shake is cancelled (default: the preset's 4).",
            ru: "Длительность в секундах, после которой встряхивание отменяется (по умолчанию: 4, как в предустановке).",
            uk: "Тривалість у секундах, після якої струшування скасовується (типово: 4, як у передустановці).")
        static let trace = LocalizedString(
            "Also print every swing the detector saw and what it made of it, and why each shake began and ended or a series of swings did not begin one.",
            ru: "Также выводить каждый взмах, замеченный детектором, и как он его расценил, а ещё почему каждое встряхивание началось и закончилось или почему серия взмахов его не начала.",
            uk: "Також виводити кожен помах, який помітив детектор, і як він його розцінив, а ще чому кожне струшування почалося й скінчилося або чому серія помахів його не почала.")
    }

    /// `sense knocks`.
    enum Knocks {
        static let abstract = LocalizedString(
            "Print `knock T COUNT` for taps on the case in a recording, T when the first tap began (needs 80 Hz or more).",
            ru: "Вывести `knock T COUNT` для стуков по корпусу в записи, где T — начало первого удара (нужно не меньше 80 Гц).",
            uk: "Вивести `knock T COUNT` для стуків по корпусу в записі, де T — початок першого удару (потрібно щонайменше 80 Гц).")
        static let file = LocalizedString(
            "An accelerometer recording (t_ms,ax_g,ay_g,az_g).",
            ru: "Запись акселерометра (t_ms,ax_g,ay_g,az_g).",
            uk: "Запис акселерометра (t_ms,ax_g,ay_g,az_g).")
    }

    /// `sense orientation`.
    enum Orientation {
        static let abstract = LocalizedString(
            "Print `T ORIENTATION` each time the board's orientation changes.",
            ru: "Вывести `T ORIENTATION` при каждой смене положения платы.",
            uk: "Вивести `T ORIENTATION` щоразу, коли змінюється положення плати.")
        static let file = LocalizedString(
            "An accelerometer recording (t_ms,ax_g,ay_g,az_g), gravity included.",
            ru: "Запись акселерометра (t_ms,ax_g,ay_g,az_g) вместе с гравитацией.",
            uk: "Запис акселерометра (t_ms,ax_g,ay_g,az_g) разом із гравітацією.")
    }

    /// `sense strokes`.
    enum Strokes {
        static let abstract = LocalizedString(
            "Print FILE<TAB>LABEL for each drawing; LABEL is circle, aim, square or none.",
            ru: "Вывести FILE<TAB>LABEL для каждого рисунка; LABEL — circle, aim, square или none.",
            uk: "Вивести FILE<TAB>LABEL для кожного малюнка; LABEL — circle, aim, square або none.")
        static let discussion = LocalizedString(
            "Each FILE is CSV with the header t_ms,x,y or t_ms,x,y,stroke (pixels, y down).",
            ru: "Каждый FILE — CSV с заголовком t_ms,x,y или t_ms,x,y,stroke (в пикселях, ось y направлена вниз).",
            uk: "Кожен FILE — CSV із заголовком t_ms,x,y або t_ms,x,y,stroke (у пікселях, вісь y спрямована вниз).")
        static let files = LocalizedString("Drawings.", ru: "Рисунки.", uk: "Малюнки.")
        static let explain = LocalizedString(
            "Also print the measures behind each decision.",
            ru: "Также выводить показатели, на которых основано каждое решение.",
            uk: "Також виводити показники, на яких ґрунтується кожне рішення.")
    }

    /// `sense record`.
    enum Record {
        static let abstract = LocalizedString(
            "Record the board's accelerometer at its rate to CSV (t_ms,ax_g,ay_g,az_g); Ctrl-C stops early and keeps it.",
            ru: "Записать показания акселерометра платы с его частотой в CSV (t_ms,ax_g,ay_g,az_g); Ctrl-C останавливает запись досрочно и сохраняет её.",
            uk: "Записати показання акселерометра плати з його частотою в CSV (t_ms,ax_g,ay_g,az_g); Ctrl-C зупиняє запис достроково й зберігає його.")
        static let discussion = LocalizedString(
            "On the desktop board this records the simulated MPU-6050 through the real driver; "
                + "--shake-at plays shakes into it.",
            ru: "На настольной плате записывается симулированный MPU-6050 через настоящий драйвер; "
                + "--shake-at подаёт в него встряхивания.",
            uk: "На настільній платі записується симульований MPU-6050 через справжній драйвер; "
                + "--shake-at подає в нього струшування.")
        static let out = LocalizedString(
            "Where to write the CSV (- for standard output).",
            ru: "Куда записать CSV (- означает стандартный вывод).",
            uk: "Куди записати CSV (- означає стандартне виведення).")
        static let seconds = LocalizedString(
            "How long to record, in seconds.", ru: "Длительность записи в секундах.", uk: "Тривалість запису в секундах.")
        static let shakeAt = LocalizedString(
            "Simulated boards only: shake the board this many seconds in (repeatable).",
            ru: "Только для симулированных плат: встряхнуть плату через столько секунд от начала записи (можно повторять).",
            uk: "Лише для симульованих плат: струснути плату через стільки секунд від початку запису (можна повторювати).")
    }

    /// `sense make-datasets`.
    enum MakeDatasets {
        static let abstract = LocalizedString(
            "Write the generated labelled test sets (motion and strokes; tuning and held-out halves).",
            ru: "Записать сгенерированные размеченные тестовые наборы (движения и штрихи; настроечная и контрольная половины).",
            uk: "Записати згенеровані розмічені тестові набори (рухи й штрихи; налаштувальна й контрольна половини).")
        static let out = LocalizedString("The data set folder.", ru: "Папка наборов данных.", uk: "Тека наборів даних.")
    }

    /// `sense evaluate`.
    enum Evaluate {
        static let abstract = LocalizedString(
            "Precision and recall of every recognizer on a data set.",
            ru: "Точность и полнота каждого распознавателя на наборе данных.",
            uk: "Точність і повнота кожного розпізнавача на наборі даних.")
        static let datasets = LocalizedString(
            "The data set folder (default: ./datasets, else the one in the source folder this gadget was built in).",
            ru: "Папка наборов данных (по умолчанию: ./datasets, а если её нет — та, что в папке с исходным кодом, из которого собран этот gadget).",
            uk: "Тека наборів даних (типово: ./datasets, а якщо її немає — та, що в теці з вихідним кодом, з якого зібрано цей gadget).")
        static let split = LocalizedString("tuning or heldout.", ru: "tuning или heldout.", uk: "tuning або heldout.")
        static let generatedHours = LocalizedString(
            "Also run the shake presets over this many hours of freshly generated motion with no shake.",
            ru: "Также прогнать предустановки встряхивания на заданном числе часов только что сгенерированного движения без встряхиваний.",
            uk: "Також прогнати передустановки струшування на заданій кількості годин щойно згенерованого руху без струшувань.")
        static let real = LocalizedString(
            "Real recordings (holding accel/labels.csv and strokes/labels.csv): shakes scored per subject beside seismic's rule, strokes one subject left out at a time (default ../shared/datasets/real, when there).",
            ru: "Настоящие записи (папка с accel/labels.csv и strokes/labels.csv): встряхивания оцениваются по каждому участнику в сравнении с правилом seismic, штрихи — с поочерёдным исключением одного участника (по умолчанию: ../shared/datasets/real, если она есть).",
            uk: "Справжні записи (тека з accel/labels.csv і strokes/labels.csv): струшування оцінюються для кожного учасника в порівнянні з правилом seismic, штрихи — з почерговим виключенням одного учасника (типово: ../shared/datasets/real, якщо вона є).")
    }

    /// `sense benchmark`.
    enum Benchmark {
        static let abstract = LocalizedString(
            "Time the shake detector and the stroke classifier (time the release build: scripts/evaluate-sensing does).",
            ru: "Замерить скорость детектора встряхиваний и классификатора штрихов (замеряйте релизную сборку, как это делает scripts/evaluate-sensing).",
            uk: "Виміряти швидкодію детектора струшувань і класифікатора штрихів (вимірюйте релізну збірку, як це робить scripts/evaluate-sensing).")
        static let datasets = LocalizedString(
            "The data set folder, whose held-out drawings are timed (default: ./datasets, else the one in the source folder this gadget was built in).",
            ru: "Папка наборов данных, на рисунках контрольной половины которой идут замеры (по умолчанию: ./datasets, а если её нет — та, что в папке с исходным кодом, из которого собран этот gadget).",
            uk: "Тека наборів даних, на малюнках контрольної половини якої йдуть заміри (типово: ./datasets, а якщо її немає — та, що в теці з вихідним кодом, з якого зібрано цей gadget).")
    }

    /// `sense fit-strokes`.
    enum FitStrokes {
        static let abstract = LocalizedString(
            "Fit the stroke model on every real stroke and the generated tuning half, and write its weights as Swift.",
            ru: "Обучить модель штрихов на всех настоящих штрихах и сгенерированной настроечной половине и записать её веса в виде кода на Swift.",
            uk: "Навчити модель штрихів на всіх справжніх штрихах і згенерованій налаштувальній половині та записати її ваги як код на Swift.")
        static let discussion = LocalizedString(
            "The written file is Sources/Sensing/Strokes/StrokeModelWeights.swift; rebuild to use it. "
                + "`gadget sense evaluate` shows how the same fitting does on subjects it was not fitted on.",
            ru: "Записывается файл Sources/Sensing/Strokes/StrokeModelWeights.swift; пересоберите, чтобы его использовать. "
                + "`gadget sense evaluate` показывает, как такое же обучение справляется с участниками, на которых модель не обучалась.",
            uk: "Записується файл Sources/Sensing/Strokes/StrokeModelWeights.swift; перезберіть, щоб його використати. "
                + "`gadget sense evaluate` показує, як таке саме навчання справляється з учасниками, на яких модель не навчалася.")
        static let real = LocalizedString(
            "The real data folder (holding strokes/labels.csv).",
            ru: "Папка с настоящими данными (где есть strokes/labels.csv).",
            uk: "Тека зі справжніми даними (де є strokes/labels.csv).")
        static let datasets = LocalizedString(
            "The generated data set folder (its strokes/tuning half is used).",
            ru: "Папка сгенерированных наборов данных (берётся её половина strokes/tuning).",
            uk: "Тека згенерованих наборів даних (береться її половина strokes/tuning).")
        static let out = LocalizedString(
            "Where to write the Swift source.", ru: "Куда записать исходный код на Swift.", uk: "Куди записати вихідний код на Swift.")
    }

    /// `sense calibrate`.
    enum Calibrate {
        static let abstract = LocalizedString(
            "Propose shake thresholds from a recording of three shakes and a still second.",
            ru: "Предложить пороги встряхивания по записи трёх встряхиваний и неподвижной секунды.",
            uk: "Запропонувати пороги струшування за записом трьох струшувань і нерухомої секунди.")
        static let discussion = LocalizedString(
            """
            FILE is CSV with the header t_ms,ax_g,ay_g,az_g. Prints one line per shake found \
            (`attempt N VERDICT strength=G reversals=N duration_ms=T preset=found|missed`: VERDICT is \
            the gentle preset's, `preset` the one calibrated from), `still movement=G`, then one \
            `THRESHOLD FROM -> TO` line per changed threshold: lower when the preset missed a shake, \
            higher when the still second moved. --save-for stores the proposal for a \
            board profile, as the 8-ball's "Calibrate shake" does.
            """,
            ru: """
            FILE — CSV с заголовком t_ms,ax_g,ay_g,az_g. Выводит по строке на каждое найденное встряхивание \
            (`attempt N VERDICT strength=G reversals=N duration_ms=T preset=found|missed`: VERDICT — \
            оценка предустановки gentle, `preset` — той, с которой начинается калибровка), `still movement=G`, затем по \
            строке `THRESHOLD FROM -> TO` на каждый изменённый порог: ниже, если предустановка пропустила встряхивание, \
            выше, если в неподвижную секунду было движение. --save-for сохраняет предложение для \
            профиля платы, как это делает «Настроить встряхивание» в магическом шаре.
            """,
            uk: """
            FILE — CSV із заголовком t_ms,ax_g,ay_g,az_g. Виводить по рядку на кожне знайдене струшування \
            (`attempt N VERDICT strength=G reversals=N duration_ms=T preset=found|missed`: VERDICT — \
            оцінка передустановки gentle, `preset` — тієї, з якої починається калібрування), `still movement=G`, далі по \
            рядку `THRESHOLD FROM -> TO` на кожен змінений поріг: нижчий, якщо передустановка пропустила струшування, \
            вищий, якщо в нерухому секунду був рух. --save-for зберігає пропозицію для \
            профілю плати, як це робить «Налаштувати струшування» в магічній кулі.
            """)
        static let preset = LocalizedString(
            "The preset to start from: gentle, normal or firm (default: the board's with --save-for, else normal).",
            ru: "Исходная предустановка: gentle, normal или firm (по умолчанию — платы из --save-for, иначе normal).",
            uk: "Початкова передустановка: gentle, normal або firm (типово — плати з --save-for, інакше normal).")
        static let saveFor = LocalizedString(
            "Store the proposal for the board profile with this name (as `gadget boards` lists it).",
            ru: "Сохранить предложение для профиля платы с этим именем (как в списке `gadget boards`).",
            uk: "Зберегти пропозицію для профілю плати з цією назвою (як у списку `gadget boards`).")
    }
}
