@testable import DevTools
import Core
import Foundation
import Testing
import TestSupport

@testable import gadget
@testable import GadgetRuntime
import GadgetBase
import Hardware

@Suite("the command line's own messages in Russian and Ukrainian")
struct CLILocalizationTests {
    let ru = Localizer(language: .ru)
    let uk = Localizer(language: .uk)

    @Test func anUnreadableRecordingIsNamedInEachLanguage() {
        let path = "/nonexistent/walk.csv"
        #expect {
            try readAccelerometer(path)
        } throws: { error in
            let message = GadgetErrors.message(error, localizer: ru)
            return message == "/nonexistent/walk.csv: не удаётся прочитать (Нет такого файла или каталога)"
                && GadgetErrors.message(error, localizer: uk)
                    == "/nonexistent/walk.csv: не вдається прочитати (Немає такого файлу або каталогу)"
                && "\(error)" == "/nonexistent/walk.csv: cannot read it (No such file or directory)"
        }
    }

    @Test func aBadRecordingNamesTheFileAndLine() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.appending("bad.csv")
        try "t_ms,ax_g,ay_g,az_g\n0,0,0,1\n10,zero,0,1\n".write(toFile: path, atomically: true, encoding: .utf8)
        let error = try #require(throws: CommandError.self) { try readAccelerometer(path) }
        #expect(error.message(ru) == "\(path), строка 3, столбец 2: ax_g «zero» — не число")
        #expect(error.message(uk) == "\(path), рядок 3, стовпець 2: ax_g «zero» — не число")
        #expect(error.description == "\(path), line 3, column 2: ax_g \"zero\" is not a number")
    }

    /// Another tool's units read as numbers all the same: m/s² or a chip's raw counts under
    /// the g header, seconds or microseconds under t_ms. Each is named with its conversion.
    @Test func aRecordingInOtherUnitsSaysWhichAndHowToConvert() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        func recording(_ name: String, step: Double, scale: Double) throws -> String {
            let path = directory.appending(name)
            let lines = (0..<200).map { "\(Double($0) * step),\(0.02 * scale),\(-0.01 * scale),\(1.0 * scale)" }
            try (["t_ms,ax_g,ay_g,az_g"] + lines).joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
        func refusal(_ path: String, forAShake: Bool = false) -> String? {
            do {
                _ = forAShake ? try readAccelerometer(path, forAtLeast: 10, recognizing: SenseCommandText.shakes) : try readAccelerometer(path)
                return nil
            } catch { return error.description }
        }
        #expect(refusal(try recording("ms2.csv", step: 10, scale: 9.81))?.contains("look like m/s², not g; divide them by 9.81") == true)
        #expect(refusal(try recording("adxl.csv", step: 10, scale: 256))?.contains("raw counts") == true)
        #expect(refusal(try recording("s.csv", step: 0.01, scale: 1))?.contains("t_ms looks like seconds") == true)
        let micros = try recording("us.csv", step: 10_000, scale: 1)
        #expect(refusal(micros) == nil)
        #expect(refusal(micros, forAShake: true)?.contains("divide the times by 1000") == true)
        #expect(refusal(try recording("fine.csv", step: 10, scale: 1), forAShake: true) == nil)
        let error = try #require(throws: CommandError.self) { try readAccelerometer(directory.appending("ms2.csv")) }
        #expect(error.message(uk).contains("схоже, значення в м/с², а не в g"))
    }

    /// An evaluation with nothing to count says so instead of a perfect score.
    @Test func nothingToCountIsNotAHundredPercent() {
        #expect(SensingEvaluation.percent(nil) == "n/a" && SensingEvaluation.percent(0.5) == "50.0%")
        #expect(ShakeScore().recall == nil && ShakeScore().precision == nil && ShakeScore().falsePerHour == nil)
    }

    @Test func aMissingDrawingIsNamedInUkrainian() {
        let error = #expect(throws: CommandError.self) { try readStrokes("/nonexistent/circle.csv") }
        #expect(error?.message(uk) == "/nonexistent/circle.csv: не вдається прочитати (Немає такого файлу або каталогу)")
    }

    @Test func aMissingDataSetSaysHowToMakeIt() {
        #expect {
            try SensingEvaluation.report(datasets: "/nonexistent", split: "heldout")
        } throws: { error in
            GadgetErrors.message(error, localizer: ru) == "не удаётся прочитать /nonexistent/motion/heldout/labels.tsv; "
                + "укажите папку наборов данных через --datasets или создайте их командой `gadget sense make-datasets`"
                && GadgetErrors.message(error, localizer: uk) == "не вдається прочитати /nonexistent/motion/heldout/labels.tsv; "
                    + "вкажіть теку наборів даних через --datasets або створіть їх командою `gadget sense make-datasets`"
        }
    }

    @Test func problemCountsTakeTheRightPluralForm() {
        let counts = [1, 2, 5, 11, 21, 22]
        #expect(counts.map { ru.plural(CommandText.problemsFound, count: $0) } == [
            "найдена 1 проблема", "найдено 2 проблемы", "найдено 5 проблем", "найдено 11 проблем",
            "найдена 21 проблема", "найдено 22 проблемы"])
        #expect(counts.map { uk.plural(CommandText.problemsFound, count: $0) } == [
            "знайдено 1 проблему", "знайдено 2 проблеми", "знайдено 5 проблем", "знайдено 11 проблем",
            "знайдено 21 проблему", "знайдено 22 проблеми"])
    }

    @Test func recordingSummaryCountsSamples() {
        // The start line takes its words in another order in Russian and Ukrainian.
        #expect(ru(SenseCommandText.recording, "30", "MPU-6050", "100", "walk.csv")
            == "запись с MPU-6050 (100 Гц) в walk.csv на 30 с; Ctrl-C остановит её досрочно, записанное сохранится")
        func summary(_ l: Localizer, _ count: Int) -> String {
            l(SenseCommandText.recorded, l.plural(SenseCommandText.samples, count: count), "MPU-6050", "100", "walk.csv")
        }
        #expect(summary(ru, 3) == "3 отсчёта с MPU-6050 (100 Гц) → walk.csv")
        #expect(summary(uk, 500) == "500 відліків з MPU-6050 (100 Гц) → walk.csv")
        #expect(summary(Localizer(language: .en), 1) == "1 sample from MPU-6050 (100 Hz) in walk.csv")
    }
}
