import GadgetBase
import Hardware

/// What the CSV readers say about a line they cannot read, in the reader's language. Column
/// names and numbers are quoted as they are in the file.
enum CSVText {
    static let expectedHeader = LocalizedString(
        "expected a header naming the columns %@, found \"%@\" (missing: %@)",
        ru: "ожидался заголовок со столбцами %@, а найдено «%@» (нет: %@)",
        uk: "очікувався заголовок зі стовпцями %@, а знайдено «%@» (немає: %@)")
    static let emptyFile = LocalizedString(
        "the file is empty; expected the header \"%@\"",
        ru: "файл пуст; ожидался заголовок «%@»", uk: "файл порожній; очікувався заголовок «%@»")
    static let tooFewFields = LocalizedString(
        "expected at least %@ fields (%@), found %@",
        ru: "ожидалось полей: не меньше %@ (%@), найдено: %@", uk: "очікувалося полів: щонайменше %@ (%@), знайдено: %@")
    static let moreFieldsDecimalComma = LocalizedString(
        "%@ values but the header names %@ columns; decimal commas? write a decimal point (0.5), or separate the columns with \";\"",
        ru: "значений: %@, а столбцов в заголовке: %@; десятичные запятые? пишите десятичную точку (0.5) или разделяйте столбцы «;»",
        uk: "значень: %@, а стовпців у заголовку: %@; десяткові коми? пишіть десяткову крапку (0.5) або розділяйте стовпці «;»")
    static let moreFields = LocalizedString(
        "%@ values but the header names %@ columns; name every column in the header",
        ru: "значений: %@, а столбцов в заголовке: %@; назовите в заголовке каждый столбец",
        uk: "значень: %@, а стовпців у заголовку: %@; назвіть у заголовку кожен стовпець")
    static let notANumber = LocalizedString(
        "%@ \"%@\" is not a number", ru: "%@ «%@» — не число", uk: "%@ «%@» — не число")
    static let decimalComma = LocalizedString(
        "%@ \"%@\" is not a number: write a decimal point (0.5), or separate the columns with \";\" to keep decimal commas",
        ru: "%@ «%@» — не число: пишите десятичную точку (0.5) или разделяйте столбцы «;», чтобы оставить десятичные запятые",
        uk: "%@ «%@» — не число: пишіть десяткову крапку (0.5) або розділяйте стовпці «;», щоб лишити десяткові коми")
    static let outOfRange = LocalizedString(
        "%@ %@ is out of range (%@)", ru: "%@ %@ вне допустимого диапазона (%@)", uk: "%@ %@ поза допустимим діапазоном (%@)")
    static let timeBackwards = LocalizedString(
        "time %@ ms is before the previous sample's %@ ms; sort the lines by t_ms, or split the file where its clock started again",
        ru: "время %@ мс раньше, чем у предыдущего отсчёта (%@ мс); отсортируйте строки по t_ms или разделите файл там, где отсчёт времени начался заново",
        uk: "час %@ мс раніший, ніж у попереднього відліку (%@ мс); відсортуйте рядки за t_ms або розділіть файл там, де відлік часу почався заново")
    static let axisMissingHere = LocalizedString(
        "%@ is empty here but recorded on earlier lines; fill it in or leave it empty on every line",
        ru: "%@ здесь пусто, хотя в предыдущих строках записано; заполните его или оставьте пустым во всех строках",
        uk: "%@ тут порожнє, хоча в попередніх рядках записане; заповніть його або залиште порожнім у всіх рядках")
    static let pointTimeBackwards = LocalizedString(
        "time %@ ms is before the previous point's %@ ms in stroke %@; points of a stroke go forward in time",
        ru: "время %@ мс раньше, чем у предыдущей точки (%@ мс) в штрихе %@; точки штриха идут вперёд по времени",
        uk: "час %@ мс раніший, ніж у попередньої точки (%@ мс) у штриху %@; точки штриха йдуть уперед у часі")
    static let repeatedColumn = LocalizedString(
        "the header names %@ twice (columns %@ and %@); rename or remove one so it is clear which to read",
        ru: "в заголовке дважды столбец %@ (столбцы %@ и %@); переименуйте или удалите один, чтобы было ясно, какой читать",
        uk: "у заголовку двічі стовпець %@ (стовпці %@ і %@); перейменуйте або вилучіть один, щоб було ясно, який читати")
    static let axisAppears = LocalizedString(
        "%@ has a value here but was empty on the first line; a recording keeps the same axes throughout",
        ru: "у %@ здесь есть значение, хотя в первой строке пусто; в записи оси не меняются",
        uk: "у %@ тут є значення, хоча в першому рядку порожньо; у записі осі не змінюються")
    static let noAxis = LocalizedString(
        "no axis has a value; at least one of ax_g, ay_g, az_g must be recorded",
        ru: "ни у одной оси нет значения; нужна хотя бы одна из ax_g, ay_g, az_g",
        uk: "жодна вісь не має значення; потрібна хоча б одна з ax_g, ay_g, az_g")
    static let strokeNumber = LocalizedString(
        "stroke \"%@\" is not a whole number from 0 to 9999",
        ru: "stroke «%@» — не целое число от 0 до 9999", uk: "stroke «%@» — не ціле число від 0 до 9999")
    static let beyondAccelerometers = LocalizedString(
        "beyond any accelerometer's ±%@ g; if the file holds raw counts or milli-g, divide them by the counts per g of the chip's range (16384 for an MPU-6050 at ±2 g) or by 1000",
        ru: "больше ±%@ g любого акселерометра; если в файле сырые отсчёты или милли-g, разделите их на число отсчётов на 1 g для диапазона чипа (16384 у MPU-6050 при ±2 g) или на 1000",
        uk: "більше ±%@ g будь-якого акселерометра; якщо у файлі сирі відліки або мілі-g, поділіть їх на кількість відліків на 1 g для діапазону чипа (16384 в MPU-6050 при ±2 g) або на 1000")
    static let beyondThirtyYears = LocalizedString(
        "more than 30 years; if these are clock times (milliseconds since 1970), subtract the first line's time from each",
        ru: "больше 30 лет; если это время по часам (миллисекунды с 1970 года), вычтите из каждого время первой строки",
        uk: "більше 30 років; якщо це час за годинником (мілісекунди з 1970 року), відніміть від кожного час першого рядка")
}

/// A line of a CSV recording or drawing that cannot be read: where (line, and the column
/// counted from 1 when one field is to blame) and what, in the reader's language.
public struct CSVParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int?
    public var message: LocalizedMessage
    /// The problem in English, for logs and tests.
    public var problem: String { message.description }
    public var description: String {
        column.map { "line \(line), column \($0): \(problem)" } ?? "line \(line): \(problem)"
    }
}
