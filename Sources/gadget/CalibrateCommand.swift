import BoardProfiles
import ArgumentParser
import Core
import Foundation
import GadgetRuntime
import GadgetBase
import Hardware
import Sensing

extension SenseCommand {
    struct Calibrate: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "calibrate",
            abstract: SenseHelpText.Calibrate.abstract.current,
            discussion: SenseHelpText.Calibrate.discussion.current)
        @Argument(help: ArgumentHelp(SharedHelpText.accelerometerRecording)) var file: String
        @Option(name: [.customLong("sensitivity"), .customLong("preset")],
                help: ArgumentHelp(SenseHelpText.Calibrate.preset, valueName: "sensitivity"))
        var preset: String?
        @Option(help: ArgumentHelp(SenseHelpText.Calibrate.saveFor))
        var saveFor: String?
        @OptionGroup var data: DataDirectoryOption
        @OptionGroup var languageChoice: LanguageOption

        func run() throws {
            // A misspelt board is said before the analysis, not after it.
            let profile = try saveFor.map { try BoardCatalog(environment: ProcessEnvironment.current()).load($0) }
            let base = try SenseCommandText.preset(named: try basePreset(for: profile))
            let recording = try readAccelerometer(file, forAtLeast: ShakeDetector.slowestRate, recognizing: SenseCommandText.shakes)
            guard let (attempts, still) = ShakeCalibration.split(recording) else {
                throw CommandError(LocalizedMessage(CalibrateText.noStillSecond, file))
            }
            for (index, samples) in attempts.enumerated() {
                let attempt = ShakeCalibration.assess(samples)
                let byPreset = ShakeCalibration.finds(base, in: samples) ? "found" : "missed"
                TerminalOutput.line("attempt \(index + 1) \(attempt.verdict.rawValue) strength=\(decimals(attempt.strength)) "
                                    + "reversals=\(attempt.reversals) duration_ms=\(Int64(attempt.duration.milliseconds.rounded())) "
                                    + "preset=\(byPreset)")
            }
            TerminalOutput.line("still movement=\(decimals(ShakeCalibration.stillMovement(still)))")
            switch ShakeCalibration.propose(attempts: attempts, still: still, base: base) {
            case .needsMoreShakes(let recognized):
                throw CommandError(LocalizedMessage(CalibrateText.needsMoreShakes, recognized, ShakeCalibration.requiredShakes))
            case .notStill(let movement):
                throw CommandError(LocalizedMessage(CalibrateText.notStill, LocalizedMessage.written { ShakeCalibration.shown(movement, in: $0) }))
            case .proposed(let settings, let changes):
                for change in changes {
                    TerminalOutput.line("\(change.threshold.rawValue) \(decimals(change.from)) -> \(decimals(change.to))")
                }
                if changes.isEmpty { TerminalOutput.line(Localizer.current(CalibrateText.unchanged)) }
                if let profile { try save(changes.isEmpty ? nil : settings, for: profile) }
            }
        }

        /// The board's own preset when saving for it: the calibration replaces that preset, so it is
        /// judged against it (a firm board judged as normal lost its calibration for nothing).
        private func basePreset(for profile: BoardProfile?) throws -> String {
            guard let profile else { return preset ?? "normal" }
            if let preset, try SenseCommandText.preset(named: preset) != SenseCommandText.preset(named: profile.shakeSensitivity) {
                throw ValidationError(Localizer.current(CalibrateText.presetNotTheBoards, preset, profile.name,
                                                        profile.shakeSensitivity))
            }
            return profile.shakeSensitivity
        }

        /// Stores the proposal; with nothing changed, the board keeps its preset and an earlier
        /// calibration is removed, as the 8-ball's screen does.
        private func save(_ settings: ShakeSettings?, for profile: BoardProfile) throws {
            let store = ShakeCalibrationStore(database: try data.openDatabase(), board: profile.name)
            if let settings {
                try store.save(CalibratedShakeThresholds(settings), at: Date())
                TerminalOutput.line(Localizer.current(CalibrateText.saved, profile.name))
            } else {
                let removed = try store.restoreDefault()
                TerminalOutput.line(Localizer.current(removed ? CalibrateText.presetRestored : CalibrateText.presetKept, profile.name))
            }
        }
    }
}

/// Two decimals, as the thresholds are stored and as the 8-ball's calibration screen shows them.
private func decimals(_ value: Double) -> String { ShakeCalibration.shown(value) }

enum CalibrateText {
    static let presetNotTheBoards = LocalizedString(
        "--sensitivity %@: %@ answers with its own sensitivity, %@, which a calibration saved for it replaces; leave --sensitivity out",
        ru: "--sensitivity %@: %@ отвечает со своей чувствительностью, %@, и сохранённая для неё калибровка заменяет именно её; уберите --sensitivity",
        uk: "--sensitivity %@: %@ відповідає зі своєю чутливістю, %@, і збережене для неї калібрування замінює саме її; приберіть --sensitivity")
    static let noStillSecond = LocalizedString(
        "%@ has no still second: hold the board still for a second before or after the shakes and record again",
        ru: "в %@ нет неподвижной секунды: подержите плату неподвижно секунду до или после встряхиваний и запишите снова",
        uk: "у %@ немає нерухомої секунди: потримайте плату нерухомо секунду до або після струшувань і запишіть знову")
    static let needsMoreShakes = LocalizedString(
        "recognized %@ of the %@ shakes needed: shake harder or longer, with a pause between shakes",
        ru: "распознано встряхиваний: %@, нужно %@; встряхивайте сильнее или дольше, с паузой между ними",
        uk: "розпізнано струшувань: %@, потрібно %@; струшуйте сильніше або довше, з паузою між ними")
    static let notStill = LocalizedString(
        "the still second moved %@ g: put the board down for a second and record again",
        ru: "в неподвижную секунду плата сдвинулась на %@ g: положите её на секунду и запишите снова",
        uk: "у нерухому секунду плата зрушила на %@ g: покладіть її на секунду і запишіть знову")
    static let unchanged = LocalizedString(
        "the preset already finds these shakes; nothing changes (if the board answers too readily, "
            + "set sensitivity = \"firm\" under [shake] in its profile)",
        ru: "предустановка уже находит эти встряхивания; ничего не меняется (если плата отвечает слишком легко, "
            + "задайте sensitivity = \"firm\" в разделе [shake] её профиля)",
        uk: "передустановка вже знаходить ці струшування; нічого не змінюється (якщо плата відповідає надто легко, "
            + "задайте sensitivity = \"firm\" у розділі [shake] її профілю)")
    static let saved = LocalizedString(
        "saved for %@", ru: "сохранено для %@", uk: "збережено для %@")
    static let presetKept = LocalizedString(
        "nothing saved: %@ keeps its preset", ru: "ничего не сохранено: %@ остаётся с предустановкой",
        uk: "нічого не збережено: %@ лишається з передустановкою")
    static let presetRestored = LocalizedString(
        "removed the earlier calibration for %@: it uses its preset again",
        ru: "прежняя калибровка для %@ удалена: снова действует предустановка",
        uk: "попереднє калібрування для %@ видалено: знову діє передустановка")
}
