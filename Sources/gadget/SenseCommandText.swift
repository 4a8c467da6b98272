import ArgumentParser
import Core
import Foundation
import GadgetBase
import Hardware
import Sensing

/// What `gadget sense` says besides its machine-readable lines (`began T`, FILE<TAB>LABEL),
/// which stay the same in every language because scripts read them.
enum SenseCommandText {
    static let presetChoice = LocalizedString(
        "--sensitivity is gentle, normal or firm, not \"%@\"", ru: "--sensitivity — это gentle, normal или firm, а не «%@»",
        uk: "--sensitivity — це gentle, normal або firm, а не «%@»")
    static let presetChoiceHint = LocalizedString(
        "--sensitivity is gentle, normal or firm, not \"%@\"; did you mean \"%@\"?",
        ru: "--sensitivity — это gentle, normal или firm, а не «%@»; может быть, «%@»?",
        uk: "--sensitivity — це gentle, normal або firm, а не «%@»; можливо, «%@»?")

    /// The preset a command line names, or an error that suggests the nearest one.
    static func preset(named name: String) throws -> ShakeSettings {
        if let settings = ShakeSettings.preset(named: name) { return settings }
        if let nearest = NearestWord.closest(name, among: Set(ShakeSettings.presetNames)) {
            throw ValidationError(Localizer.current(presetChoiceHint, name, nearest))
        }
        throw ValidationError(Localizer.current(presetChoice, name))
    }
    static let maxDurationRange = LocalizedString(
        "--max-duration is seconds between 0.5 and 600", ru: "--max-duration — это секунды от 0.5 до 600 (дробная часть через точку)",
        uk: "--max-duration — це секунди від 0.5 до 600 (дробова частина через крапку)")
    static let secondsRange = LocalizedString(
        "--seconds is more than 0 and at most 3600", ru: "--seconds — это секунды: больше 0 и не больше 3600",
        uk: "--seconds — це секунди: більше 0 і не більше 3600")
    static let shakeAfterEnd = LocalizedString(
        "--shake-at %@ is outside the recording (from 0 to --seconds %@); shake within it or record longer",
        ru: "--shake-at %@ — за пределами записи (от 0 до --seconds %@); встряхните в её пределах или записывайте дольше",
        uk: "--shake-at %@ — поза межами запису (від 0 до --seconds %@); струсніть у його межах або записуйте довше")
    static let noRealLabels = LocalizedString(
        "--real %@ holds neither accel/labels.csv nor strokes/labels.csv; name the folder of the real recordings",
        ru: "в --real %@ нет ни accel/labels.csv, ни strokes/labels.csv; укажите папку с реальными записями",
        uk: "у --real %@ немає ні accel/labels.csv, ні strokes/labels.csv; вкажіть теку з реальними записами")
    static let noGravity = LocalizedString(
        "%@ has a median of %@ g: orientation needs gravity in the recording (about 1 g at rest), and a gravity-free one (a phone's linear acceleration) has none",
        ru: "у %@ медиана %@ g: для положения в записи нужна гравитация (около 1 g в покое), а в записи без неё (линейное ускорение телефона) её нет",
        uk: "у %@ медіана %@ g: для положення в записі потрібна гравітація (близько 1 g у спокої), а в записі без неї (лінійне прискорення телефона) її немає")
    static let splitChoice = LocalizedString(
        "--split is tuning or heldout", ru: "--split — это tuning или heldout", uk: "--split — це tuning або heldout")
    static let hoursRange = LocalizedString(
        "--generated-hours is 0 to 100", ru: "--generated-hours — это часы от 0 до 100", uk: "--generated-hours — це години від 0 до 100")
    static let noRealRecordings = LocalizedString(
        "real recordings: %@ is not there, so they are skipped (name their folder with --real)",
        ru: "настоящие записи: папки %@ нет, поэтому они пропущены (укажите их папку через --real)",
        uk: "справжні записи: теки %@ немає, тому їх пропущено (вкажіть їхню теку через --real)")
    static let cannotRead = LocalizedString(
        "%@: %@", ru: "%@: %@", uk: "%@: %@")
    static let noDatasets = LocalizedString(
        "%@: %@; make the data sets with `gadget sense make-datasets`, or name their folder with --datasets",
        ru: "%@: %@; создайте наборы данных командой `gadget sense make-datasets` или укажите их папку через --datasets",
        uk: "%@: %@; створіть набори даних командою `gadget sense make-datasets` або вкажіть їхню теку через --datasets")
    static let cannotWrite = LocalizedString(
        "cannot write %@: %@; check that its folder exists and that this user may write there",
        ru: "не удаётся записать %@: %@; проверьте, что его каталог существует и этот пользователь может писать в него",
        uk: "не вдається записати %@: %@; перевірте, що його каталог існує і цей користувач може писати в нього")
    static let samples = PluralString(
        en: .init(one: "%ld sample", other: "%ld samples"),
        ru: .init(one: "%ld отсчёт", few: "%ld отсчёта", many: "%ld отсчётов"),
        uk: .init(one: "%ld відлік", few: "%ld відліки", many: "%ld відліків"))
    static let recording = LocalizedString(
        "recording %@ s from %@ (%@ Hz) into %@; Ctrl-C stops it early and keeps what was recorded",
        ru: "запись с %2$@ (%3$@ Гц) в %4$@ на %1$@ с; Ctrl-C остановит её досрочно, записанное сохранится",
        uk: "запис з %2$@ (%3$@ Гц) у %4$@ на %1$@ с; Ctrl-C зупинить його достроково, записане збережеться")
    static let recorded = LocalizedString(
        "%@ from %@ (%@ Hz) in %@", ru: "%@ с %@ (%@ Гц) → %@", uk: "%@ з %@ (%@ Гц) → %@")
    static let fittedStrokes = LocalizedString(
        "stroke model fitted on %@ real strokes and %@ generated drawings (%@ single strokes), written to %@; rebuild to use it",
        ru: "модель штрихов обучена на %@ настоящих штрихах и %@ созданных рисунках (%@ одиночных штрихов) и записана в %@; пересоберите, чтобы её использовать",
        uk: "модель штрихів навчено на %@ справжніх штрихах і %@ створених малюнках (%@ окремих штрихів) і записано в %@; перезберіть, щоб її використати")
    static let noPoints = LocalizedString(
        "%@ has no points after its header (t_ms,x,y, one point a line)",
        ru: "в %@ нет точек после заголовка (t_ms,x,y, по точке в строке)",
        uk: "у %@ немає точок після заголовка (t_ms,x,y, по точці в рядку)")
    static let noReadings = LocalizedString(
        "%@ has no readings after its header; record some with `gadget sense record`",
        ru: "в %@ нет отсчётов после заголовка; запишите их командой `gadget sense record`",
        uk: "у %@ немає відліків після заголовка; запишіть їх командою `gadget sense record`")
    static let oneInstant = LocalizedString(
        "every reading in %@ has the same time; t_ms must count milliseconds as the readings were taken",
        ru: "все отсчёты в %@ помечены одним временем; t_ms должен отсчитывать миллисекунды по мере записи",
        uk: "усі відліки в %@ позначені одним часом; t_ms має відлічувати мілісекунди під час запису")
    static let tooSlow = LocalizedString(
        "%@ is recorded at about %@ Hz; recognizing %@ needs %@ Hz or more: record faster ([accelerometer] rate_hz in the board profile)",
        ru: "%@ записан с частотой около %@ Гц; для распознавания %@ нужно не меньше %@ Гц: записывайте чаще ([accelerometer] rate_hz в профиле платы)",
        uk: "%@ записано з частотою близько %@ Гц; для розпізнавання %@ потрібно щонайменше %@ Гц: записуйте частіше ([accelerometer] rate_hz у профілі плати)")
    static let microseconds = LocalizedString(
        "readings in %@ are %@ s apart; if t_ms holds microseconds (Arduino's micros()), divide the times by 1000",
        ru: "отсчёты в %@ идут через %@ с; если в t_ms микросекунды (micros() в Arduino), разделите время на 1000",
        uk: "відліки в %@ йдуть через %@ с; якщо в t_ms мікросекунди (micros() в Arduino), поділіть час на 1000")
    static let seconds = LocalizedString(
        "readings in %@ are %@ ms apart, faster than any accelerometer: t_ms looks like seconds; multiply the times by 1000",
        ru: "отсчёты в %@ идут через %@ мс — быстрее любого акселерометра: похоже, в t_ms секунды; умножьте время на 1000",
        uk: "відліки в %@ йдуть через %@ мс — швидше за будь-який акселерометр: схоже, у t_ms секунди; помножте час на 1000")
    static let metresPerSecondSquared = LocalizedString(
        "the readings in %@ have a median of %@: the values look like m/s², not g; divide them by 9.81 (or export in g)",
        ru: "медиана отсчётов в %@ — %@: похоже, значения в м/с², а не в g; разделите их на 9,81 (или выгрузите в g)",
        uk: "медіана відліків у %@ — %@: схоже, значення в м/с², а не в g; поділіть їх на 9,81 (або вивантажте в g)")
    static let rawCounts = LocalizedString(
        "the readings in %@ have a median of %@: the values look like the chip's raw counts, not g; divide them by the counts per g of its range (256 for an ADXL345 at ±2 g, 16384 for an MPU-6050)",
        ru: "медиана отсчётов в %@ — %@: похоже, это сырые отсчёты чипа, а не g; разделите их на число отсчётов на 1 g для его диапазона (256 у ADXL345 при ±2 g, 16384 у MPU-6050)",
        uk: "медіана відліків у %@ — %@: схоже, це сирі відліки чипа, а не g; поділіть їх на кількість відліків на 1 g для його діапазону (256 в ADXL345 при ±2 g, 16384 в MPU-6050)")
    static let traceSummary = LocalizedString(
        "largest movement %@ g; with --sensitivity %@ a swing counts from %@ g, and a shake begins after %@ reversals adding up to %@ g",
        ru: "наибольшее движение %@ g; при --sensitivity %@ взмах засчитывается от %@ g, а встряхивание начинается после %@ смен направления, в сумме от %@ g",
        uk: "найбільший рух %@ g; за --sensitivity %@ помах зараховується від %@ g, а струшування починається після %@ змін напрямку, разом від %@ g")
    static let shakeOpenAtEnd = LocalizedString(
        "note: %@ ends at %@ ms during the shake that began at %@ ms, so it has no ended line",
        ru: "примечание: %@ заканчивается на %@ мс во время встряхивания, начавшегося на %@ мс, поэтому строки ended у него нет",
        uk: "примітка: %@ закінчується на %@ мс під час струшування, що почалося на %@ мс, тому рядка ended у нього немає")
    static let cutLastLine = LocalizedString(
        "warning: %@, line %ld has too few fields (the recording was cut off?); it is left out",
        ru: "предупреждение: в %@ в строке %ld не хватает полей (запись оборвалась?); она пропущена",
        uk: "попередження: у %@ у рядку %ld бракує полів (запис обірвався?); його пропущено")
    static let shakes = LocalizedString("shakes", ru: "встряхиваний", uk: "струшувань")
    static let knocks = LocalizedString("knocks", ru: "стуков", uk: "стуків")
    /// The frame around a CSV reader's problem: which file, line and (when one field is to
    /// blame) column.
    static let csvLine = LocalizedString(
        "%@, line %@: %@", ru: "%@, строка %@: %@", uk: "%@, рядок %@: %@")
    static let csvLineColumn = LocalizedString(
        "%@, line %@, column %@: %@", ru: "%@, строка %@, столбец %@: %@", uk: "%@, рядок %@, стовпець %@: %@")
}

/// An accelerometer recording from a file; errors name the file and, for bad content, the line.
func readAccelerometer(_ path: String) throws(CommandError) -> [AccelerationSample] {
    let text: String
    do {
        text = try TextFile.read(path)
    } catch {
        throw CommandError(LocalizedMessage(SenseCommandText.cannotRead, path, error.problem))
    }
    let samples: [AccelerationSample]
    do {
        var cutLine: Int?
        samples = try AccelerometerCSV.parse(text, leavingOutCutLastLine: &cutLine)
        if let cutLine { TerminalOutput.error(Localizer.current(SenseCommandText.cutLastLine, path, cutLine)) }
    } catch {
        throw CommandError(csvErrorMessage(error, path: path))
    }
    guard !samples.isEmpty else { throw CommandError(LocalizedMessage(SenseCommandText.noReadings, path)) }
    try refuseOtherUnits(samples, path: path)
    return samples
}

/// A recording in another tool's units reads as numbers all the same, and every recognizer
/// then finds nothing, or something made up. A board held or shaken by hand reads about 1 g,
/// never a median of 6 g; no accelerometer samples faster than 3.2 kHz. (Too slow a rate is
/// left to the recognizers that need a rate, with a hint for microseconds.)
func refuseOtherUnits(_ samples: [AccelerationSample], path: String) throws(CommandError) {
    let median = medianMagnitude(samples)
    let shown = LocalizedMessage.number(median, format: "%.3g")
    if median > 50 { throw CommandError(LocalizedMessage(SenseCommandText.rawCounts, path, shown)) }
    if median > 6 { throw CommandError(LocalizedMessage(SenseCommandText.metresPerSecondSquared, path, shown)) }
    guard let rate = sampleRate(samples) else { return }
    if rate > 4000 { throw CommandError(LocalizedMessage(SenseCommandText.seconds, path, LocalizedMessage.number(1000 / rate, format: "%.3g"))) }
}

/// A recording for a recognizer that needs `hertz` readings a second or more: refused, with the
/// file's own rate, when it is slower than 90 % of that (a recorder's gaps wander a little).
func readAccelerometer(_ path: String, forAtLeast hertz: Double, recognizing what: LocalizedString) throws(CommandError)
    -> [AccelerationSample] {
    let samples = try readAccelerometer(path)
    guard let rate = sampleRate(samples) else { throw CommandError(LocalizedMessage(SenseCommandText.oneInstant, path)) }
    guard rate >= hertz * 0.9 else {
        // Seconds between readings: more likely microseconds counted as milliseconds.
        if rate < 1 { throw CommandError(LocalizedMessage(SenseCommandText.microseconds, path, LocalizedMessage.number(1 / rate, format: "%.3g"))) }
        throw CommandError(LocalizedMessage(SenseCommandText.tooSlow, path, LocalizedMessage.number(rate, format: "%.3g"), what, Int(hertz)))
    }
    return samples
}

/// The middle reading's size in g: about 1 for a board at rest, about 0 without gravity.
func medianMagnitude(_ samples: [AccelerationSample]) -> Double {
    let magnitudes = samples.map(\.acceleration.magnitude).sorted()
    return magnitudes.isEmpty ? 0 : magnitudes[magnitudes.count / 2]
}

/// Readings a second, from the median gap between readings with different times; nil when no
/// two readings differ in time.
func sampleRate(_ samples: [AccelerationSample]) -> Double? {
    let gaps = zip(samples, samples.dropFirst()).map { ($1.timestamp - $0.timestamp).seconds }.filter { $0 > 0 }.sorted()
    guard !gaps.isEmpty else { return nil }
    return 1 / gaps[gaps.count / 2]
}

/// A drawing from a file, with errors like readAccelerometer's.
func readStrokes(_ path: String) throws(CommandError) -> [[StrokePoint]] {
    let text: String
    do {
        text = try TextFile.read(path)
    } catch {
        throw CommandError(LocalizedMessage(SenseCommandText.cannotRead, path, error.problem))
    }
    let strokes: [[StrokePoint]]
    do {
        strokes = try StrokeCSV.parse(text)
    } catch {
        throw CommandError(csvErrorMessage(error, path: path))
    }
    // A header and nothing else is a drawing that was never made, not a drawing of nothing.
    guard strokes.contains(where: { !$0.isEmpty }) else { throw CommandError(LocalizedMessage(SenseCommandText.noPoints, path)) }
    return strokes
}

/// "FILE, line L, column C: problem", in the reader's language.
func csvErrorMessage(_ error: CSVParseError, path: String) -> LocalizedMessage {
    if let column = error.column {
        return LocalizedMessage(SenseCommandText.csvLineColumn, path, error.line, column, error.message)
    }
    return LocalizedMessage(SenseCommandText.csvLine, path, error.line, error.message)
}
