import GadgetBase

/// What the profile reader's errors say about the file's form and values, in every language
/// Gadget speaks. The English wording is what scripts and tests look for; keep it stable.
enum ProfileFormatText {
    static let deviceName = LocalizedString(
        "\"%@\" is a device's name; write its path, \"%@\"",
        ru: "«%@» — имя устройства; укажите его путь, \"%@\"", uk: "«%@» — назва пристрою; вкажіть його шлях, \"%@\"")
    static let devicePath = LocalizedString(
        "\"%@\" is not a device path; write the full path, such as \"/dev/i2c-1\"",
        ru: "«%@» — не путь к устройству; укажите полный путь, например \"/dev/i2c-1\"",
        uk: "«%@» — не шлях до пристрою; вкажіть повний шлях, наприклад \"/dev/i2c-1\"")
    static let tableHeader = LocalizedString(
        "a table header looks like [display]; this line is %@",
        ru: "заголовок таблицы выглядит как [display]; а эта строка — %@",
        uk: "заголовок таблиці має вигляд [display]; а цей рядок — %@")
    static let invalidTableName = LocalizedString(
        "\"%@\" is not a valid table name", ru: "«%@» — недопустимое имя таблицы", uk: "«%@» — неприпустима назва таблиці")
    static let tableTwice = LocalizedString(
        "table [%@] appears twice (first at line %@)", ru: "таблица [%@] встречается дважды (первый раз в строке %@)",
        uk: "таблиця [%@] трапляється двічі (уперше в рядку %@)")
    static let expectedKeyValue = LocalizedString(
        "expected `key = value`, found %@", ru: "ожидалось `ключ = значение`, а найдено %@",
        uk: "очікувалося `ключ = значення`, а знайдено %@")
    static let invalidKeyName = LocalizedString(
        "\"%@\" is not a valid key name", ru: "«%@» — недопустимое имя ключа", uk: "«%@» — неприпустима назва ключа")
    static let setTwice = LocalizedString(
        "set twice (first at line %@)", ru: "задан дважды (первый раз в строке %@)", uk: "задано двічі (уперше в рядку %@)")
    static let unknownTable = LocalizedString(
        "unknown table [%@]. Known tables: %@", ru: "неизвестная таблица [%@]. Известные таблицы: %@",
        uk: "невідома таблиця [%@]. Відомі таблиці: %@")
    static let unknownTableHint = LocalizedString(
        "unknown table [%@]; did you mean [%@]? Known tables: %@",
        ru: "неизвестная таблица [%@]; может быть, [%@]? Известные таблицы: %@",
        uk: "невідома таблиця [%@]; можливо, [%@]? Відомі таблиці: %@")
    static let notOneOf = LocalizedString(
        "\"%@\" is not one of %@", ru: "«%@» — не одно из значений %@", uk: "«%@» — не одне зі значень %@")
    static let notOneOfHint = LocalizedString(
        "\"%@\" is not one of %@; did you mean \"%@\"?", ru: "«%@» — не одно из значений %@; может быть, «%@»?",
        uk: "«%@» — не одне зі значень %@; можливо, «%@»?")
    static let notWebAddress = LocalizedString(
        "\"%@\" is not a web address; write it as https://host/path (plain http only to this machine)",
        ru: "«%@» — не веб-адрес; запишите его как https://хост/путь (обычный http — только к этой машине)",
        uk: "«%@» — не вебадреса; запишіть її як https://хост/шлях (звичайний http — лише до цієї машини)")
    static let outOfRange = LocalizedString(
        "%@ is out of range; expected %@...%@", ru: "%@ вне допустимого диапазона; ожидалось %@...%@",
        uk: "%@ поза допустимим діапазоном; очікувалося %@...%@")
    static let expectedOneOf = LocalizedString(
        "expected one of %@, found %@", ru: "ожидалось одно из %@, а найдено %@", uk: "очікувалося одне з %@, а знайдено %@")
    static let unknownKey = LocalizedString(
        "unknown key. Keys here: %@", ru: "неизвестный ключ. Ключи здесь: %@", uk: "невідомий ключ. Ключі тут: %@")
    static let unknownKeyHint = LocalizedString(
        "unknown key; did you mean %@? Keys here: %@", ru: "неизвестный ключ; может быть, %@? Ключи здесь: %@",
        uk: "невідомий ключ; можливо, %@? Ключі тут: %@")
    static let topLevelKeyInTable = LocalizedString(
        "%@ belongs at the top of the file, before the first [table]; move it up there",
        ru: "%@ задаётся в начале файла, до первой [таблицы]; перенесите его туда",
        uk: "%@ задається на початку файлу, до першої [таблиці]; перенесіть його туди")
    static let emptyProfile = LocalizedString(
        "the profile has no settings (an empty file?); copy a shipped profile (`gadget boards validate` lists their files) and change what differs",
        ru: "в профиле нет ни одной настройки (пустой файл?); скопируйте готовый профиль (`gadget boards validate` перечисляет их файлы) и измените то, что отличается",
        uk: "у профілі немає жодного налаштування (порожній файл?); скопіюйте готовий профіль (`gadget boards validate` перелічує їхні файли) і змініть те, що відрізняється")
    static let typeError = LocalizedString(
        "expected %@, found %@ (%@)", ru: "ожидалось %@, а найдено %@ (%@)", uk: "очікувалося %@, а знайдено %@ (%@)")
    static let textInQuotes = LocalizedString("text in quotes", ru: "текст в кавычках", uk: "текст у лапках")
    static let aWholeNumber = LocalizedString("a whole number", ru: "целое число", uk: "ціле число")
    static let aString = LocalizedString("a string", ru: "строка", uk: "рядок")
    static let anInteger = LocalizedString("an integer", ru: "целое число", uk: "ціле число")
    static let aNumber = LocalizedString("a number", ru: "число", uk: "число")
    static let trueOrFalse = LocalizedString("true or false", ru: "true или false", uk: "true або false")
    static let aList = LocalizedString("a list", ru: "список", uk: "список")
    static let valueMissing = LocalizedString(
        "a value is missing after `=`", ru: "после `=` нет значения", uk: "після `=` немає значення")
    static let unexpectedText = LocalizedString(
        "unexpected text after the value: %@", ru: "лишний текст после значения: %@", uk: "зайвий текст після значення: %@")
    static let unknownEscape = LocalizedString(
        "unknown escape \\%@ in a string", ru: "неизвестная escape-последовательность \\%@ в строке",
        uk: "невідома escape-послідовність \\%@ у рядку")
    static let missingQuote = LocalizedString(
        "a string is missing its closing quote", ru: "у строки нет закрывающей кавычки", uk: "у рядка немає закривальної лапки")
    static let missingBracket = LocalizedString(
        "a list is missing its closing ]", ru: "у списка нет закрывающей ]", uk: "у списку немає закривальної ]")
    static let nestedTooDeep = LocalizedString(
        "lists go at most %@ deep inside each other", ru: "списки вкладываются друг в друга не глубже %@ уровней",
        uk: "списки вкладаються один в одний не глибше ніж на %@ рівнів")
    static let commas = LocalizedString(
        "list items are separated by commas", ru: "элементы списка разделяются запятыми",
        uk: "елементи списку розділяються комами")
    static let notAValue = LocalizedString(
        "%@ is not a value: write text in quotes (\"%@\"), or a number, or true/false",
        ru: "%@ — не значение: пишите текст в кавычках (\"%@\"), число или true/false",
        uk: "%@ — не значення: пишіть текст у лапках (\"%@\"), число або true/false")
}
