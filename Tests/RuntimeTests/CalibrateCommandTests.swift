@testable import BoardProfiles
import Core
import Foundation
import GadgetBase
import Hardware
import Sensing
import Simulation
import Testing
import TestSupport

@testable import gadget
@testable import GadgetRuntime

/// `gadget sense calibrate FILE.csv` on recordings written as `gadget sense record` writes them.
@Suite("gadget sense calibrate", .serialized)
struct CalibrateCommandTests {
    /// A 100 Hz recording of the board lying still with shakes of `amplitude` g at `shakesAt` seconds.
    func recording(seconds: Double, shakesAt: [Double], amplitude: Double = 1.8, in directory: TemporaryDirectory) throws -> String {
        let motion = ScriptedMotion(seed: 3)
        for start in shakesAt { motion.playShake(at: .milliseconds(start * 1000), amplitude: amplitude) }
        let samples = stride(from: 0.0, to: seconds * 1000, by: 10).map {
            AccelerationSample(timestamp: .milliseconds($0), acceleration: motion.acceleration(at: .milliseconds($0)))
        }
        let path = directory.path + "/calibration.csv"
        try AccelerometerCSV.format(samples).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func message(_ run: () throws -> Void) -> String? {
        do { try run() } catch let error as CommandError { return error.message(Localizer(language: .en)) } catch { return "\(error)" }
        return nil
    }

    /// Gentle shakes lower the thresholds and are stored for the board; shakes the preset finds
    /// store nothing, and take the board back to its preset if it was calibrated before.
    @Test func saveForStoresTheProposalForThatBoard() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = ShakeCalibrationStore(database: try GadgetDatabase(directory: directory.path), board: BoardProfile.desktop.name)
        let gentle = try recording(seconds: 11, shakesAt: [2, 5, 8], amplitude: 0.4, in: directory)
        #expect(message { try SenseCommand.Calibrate.parse([gentle, "--save-for", "desktop", "--data-dir", directory.path]).run() } == nil)
        let samples = try AccelerometerCSV.parse(String(contentsOfFile: gentle, encoding: .utf8))
        let (attempts, still) = try #require(ShakeCalibration.split(samples))
        guard case .proposed(let settings, let changes) = ShakeCalibration.propose(attempts: attempts, still: still) else {
            Issue.record("no proposal"); return
        }
        #expect(!changes.isEmpty)
        #expect(try store.load() == CalibratedShakeThresholds(settings))

        let firm = try recording(seconds: 11, shakesAt: [2, 5, 8], in: directory)
        #expect(message { try SenseCommand.Calibrate.parse([firm, "--save-for", "desktop", "--data-dir", directory.path]).run() } == nil)
        #expect(try store.load() == nil)
    }

    /// Saved for a firm board, a calibration is judged against the firm preset it replaces: shakes
    /// the firm preset misses lower it, and the board's earlier calibration is not thrown away
    /// because the normal preset would have found them.
    @Test func savingForABoardStartsFromThatBoardsSensitivity() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let boards = directory.path + "/boards"
        try FileManager.default.createDirectory(atPath: boards, withIntermediateDirectories: true)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let desktop = try String(contentsOf: root.appendingPathComponent("boards/desktop.toml"), encoding: .utf8)
        try desktop.replacingOccurrences(of: "sensitivity = \"normal\"", with: "sensitivity = \"firm\"")
            .replacingOccurrences(of: "name = \"", with: "name = \"Firm ")
            .write(toFile: boards + "/firmboard.toml", atomically: true, encoding: .utf8)
        let medium = try recording(seconds: 11, shakesAt: [2, 5, 8], amplitude: 0.6, in: directory)
        let environment = ["GADGET_BOARDS_DIR": boards]
        let saved = try GadgetProcess.run(["sense", "calibrate", medium, "--save-for", "firmboard", "--data-dir", directory.path],
                                          environment: environment)
        #expect(saved.status == 0, "\(saved.errors)")
        #expect(saved.output.contains(" preset=missed") && saved.output.contains("saved for Firm "), "\(saved.output)")
        let again = try GadgetProcess.run(["sense", "calibrate", medium, "--save-for", "firmboard", "--data-dir", directory.path],
                                          environment: environment)
        #expect(!again.output.contains("removed the earlier calibration"), "\(again.output)")
        let spelt = try GadgetProcess.run(["sense", "calibrate", medium, "--sensitivity", "Firm", "--save-for", "firmboard",
                                           "--data-dir", directory.path], environment: environment)
        #expect(spelt.status == 0, "the board's own sensitivity in another case: \(spelt.errors)")
        let mixed = try GadgetProcess.run(["sense", "calibrate", medium, "--sensitivity", "normal", "--save-for", "firmboard",
                                           "--data-dir", directory.path], environment: environment)
        #expect(mixed.status != 0 && mixed.errors.contains("its own sensitivity, firm"), "\(mixed.errors)")
    }

    @Test func tooFewShakesOrNoStillSecondSayWhatToDo() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let two = try recording(seconds: 8, shakesAt: [2, 5], in: directory)
        #expect(message { try SenseCommand.Calibrate.parse([two]).run() }
                == "recognized 2 of the 3 shakes needed: shake harder or longer, with a pause between shakes")
        #expect(Localizer(language: .ru)(CalibrateText.needsMoreShakes, "2", "3")
                == "распознано встряхиваний: 2, нужно 3; встряхивайте сильнее или дольше, с паузой между ними")
        #expect(Localizer(language: .uk)(CalibrateText.notStill, "0.40") == "у нерухому секунду плата зрушила на 0.40 g: покладіть її на секунду і запишіть знову")
        let busy = try recording(seconds: 3.5, shakesAt: [0.3, 1.6], in: directory)
        #expect(message { try SenseCommand.Calibrate.parse([busy]).run() }?.contains("has no still second") == true)
    }

    /// Each attempt says whether the preset found it, which is what decides: shakes it finds
    /// leave it (and the output says how to make the board firmer instead), missed ones lower it.
    @Test func theOutputSaysWhichShakesThePresetMissed() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let deliberate = try GadgetProcess.run(["sense", "calibrate", try recording(seconds: 11, shakesAt: [2, 5, 8], in: directory)])
        #expect(deliberate.status == 0, "\(deliberate.errors)")
        let attempts = deliberate.output.split(separator: "\n").filter { $0.hasPrefix("attempt ") }
        #expect(attempts.count == 3 && attempts.allSatisfy { $0.hasSuffix(" preset=found") }, "\(deliberate.output)")
        #expect(deliberate.output.contains("nothing changes") && deliberate.output.contains("sensitivity = \"firm\""))
        let gentle = try GadgetProcess.run(
            ["sense", "calibrate", try recording(seconds: 11, shakesAt: [2, 5, 8], amplitude: 0.4, in: directory)])
        #expect(gentle.status == 0, "\(gentle.errors)")
        #expect(gentle.output.contains(" preset=missed"), "\(gentle.output)")
        #expect(gentle.output.contains("swing 0.40 -> 0.30"), "\(gentle.output)")
    }
}
