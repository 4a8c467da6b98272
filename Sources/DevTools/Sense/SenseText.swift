import Core
import GadgetBase
import Hardware

/// The errors the sensing tools show a person, in every language Gadget speaks. The reports
/// themselves (precision and recall tables, benchmark figures) stay in English: they are
/// measurements compared line by line with the figures in datasets/README.md.
enum SenseText {
    static let noAccelerometer = LocalizedString(
        "the board \"%@\" (%@) has no accelerometer to record from; set [accelerometer] kind in its profile",
        ru: "у платы «%@» (%@) нет акселерометра для записи; укажите [accelerometer] kind в её профиле",
        uk: "плата «%@» (%@) не має акселерометра для запису; вкажіть [accelerometer] kind у її профілі")
    static let cannotReadDataset = LocalizedString(
        "cannot read %@; name the data sets' folder with --datasets, or make them with `gadget sense make-datasets`",
        ru: "не удаётся прочитать %@; укажите папку наборов данных через --datasets или создайте их командой `gadget sense make-datasets`",
        uk: "не вдається прочитати %@; вкажіть теку наборів даних через --datasets або створіть їх командою `gadget sense make-datasets`")
    static let cannotReadListed = LocalizedString(
        "cannot read %@, listed in %@", ru: "не удаётся прочитать %@, указанный в %@",
        uk: "не вдається прочитати %@, вказаний у %@")
    static let expectedFields = LocalizedString(
        "%@ line %@: expected %@", ru: "%@, строка %@: ожидались поля %@", uk: "%@, рядок %@: очікувалися поля %@")
    static let badShakeLabel = LocalizedString(
        "%@ line %@: bad shake label \"%@\"", ru: "%@, строка %@: неверная метка встряхивания «%@»",
        uk: "%@, рядок %@: неправильна мітка струшування «%@»")
    static let badKnockLabel = LocalizedString(
        "%@ line %@: bad knock label \"%@\"", ru: "%@, строка %@: неверная метка стука «%@»",
        uk: "%@, рядок %@: неправильна мітка стуку «%@»")
    static let cannotReadRealStrokes = LocalizedString(
        "cannot read %@; pass the folder of the real stroke logs (holding strokes/labels.csv) with --real",
        ru: "не удаётся прочитать %@; укажите папку с настоящими штрихами (где есть strokes/labels.csv) в --real",
        uk: "не вдається прочитати %@; вкажіть теку зі справжніми штрихами (де є strokes/labels.csv) у --real")
    static let cannotReadRealMotion = LocalizedString(
        "cannot read %@; pass the folder of the real recordings (holding accel/labels.csv) with --real",
        ru: "не удаётся прочитать %@; укажите папку с настоящими записями (где есть accel/labels.csv) в --real",
        uk: "не вдається прочитати %@; вкажіть теку зі справжніми записами (де є accel/labels.csv) у --real")
    static let shakeAtNeedsSimulation = LocalizedString(
        "--shake-at plays shakes into a simulated accelerometer, and the board \"%@\" has a real one; leave it out and shake the board by hand while it records",
        ru: "--shake-at подаёт встряхивания в имитацию акселерометра, а у платы «%@» он настоящий; уберите этот параметр и встряхните плату рукой во время записи",
        uk: "--shake-at подає струшування в імітацію акселерометра, а плата «%@» має справжній; приберіть цей параметр і струсніть плату рукою під час запису")
    static let notAPositiveNumber = LocalizedString(
        "%@ line %@: %@ \"%@\" is not a number above 0", ru: "%@, строка %@: %@ «%@» — не число больше 0",
        uk: "%@, рядок %@: %@ «%@» — не число, більше за 0")
    static let noDrawingsListed = LocalizedString(
        "%@ lists no drawings; make the data sets again with `gadget sense make-datasets`",
        ru: "в %@ не указано ни одного рисунка; создайте наборы данных заново командой `gadget sense make-datasets`",
        uk: "у %@ не вказано жодного малюнка; створіть набори даних знову командою `gadget sense make-datasets`")
    static let badListedFile = LocalizedString(
        "%@ line %@: %@", ru: "%@, строка %@: %@", uk: "%@, рядок %@: %@")
}
