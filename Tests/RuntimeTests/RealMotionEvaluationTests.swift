@testable import DevTools
import Foundation
import GadgetBase
import Hardware
import Testing
import TestSupport
@testable import GadgetRuntime

/// How the real recordings are counted: which `began` finds a labelled phone shake, which is
/// false and per how many hours, which Wiimote files count, and the fifths of the phone log.
@Suite struct RealMotionEvaluationTests {
    /// A detector that reports a shake at every reading of 2 g or more on z: the test data
    /// marks where it wants one.
    static let marks: RealMotionEvaluation.Detector = { samples in
        samples.filter { $0.acceleration.z >= 2 }.map(\.timestamp.milliseconds)
    }

    /// Writes a recording as the real collection does: CRLF, x and y empty when `zOnly`.
    static func write(_ path: String, times: [Double], marked: Set<Double>, zOnly: Bool = false) throws {
        let rows = times.map { t in
            let z = marked.contains(t) ? "2" : "0.01"
            return zOnly ? "\(t),,,\(z)" : "\(t),0,0,\(z)"
        }
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try (["t_ms,ax_g,ay_g,az_g"] + rows).joined(separator: "\r\n").appending("\r\n").write(toFile: path, atomically: true, encoding: .utf8)
    }

    static func makeCollection(_ folder: TemporaryDirectory) throws -> String {
        let accel = folder.path + "/accel"
        let phoneTimes = (0...100).map { Double($0) * 100 } + [6901]
        try write(accel + "/csv/cijogeorge_m/seg001.csv", times: phoneTimes.sorted(), marked: [500, 3000, 6901])
        try write(accel + "/csv/wiimote_z/shake_train_00_subj01.csv", times: (0..<40).map { Double($0) * 10 }, marked: [200], zOnly: true)
        try write(accel + "/csv/wiimote_z/pickup_test_00_subj01.csv", times: (0..<40).map { Double($0) * 10 }, marked: [], zOnly: true)
        try write(accel + "/csv/difronzo_har/exp01_user02.csv", times: (0...180).map { Double($0) * 20 }, marked: [1000, 2000])
        try """
            file,start_ms,end_ms,label,is_shake,source,note\r
            csv/cijogeorge_m/seg001.csv,0,10000,recording,0,src,whole\r
            csv/cijogeorge_m/seg001.csv,1000,1500,shake,1,src,"first, and ""strong"" too"\r
            csv/cijogeorge_m/seg001.csv,6000,6400,shake,1,src,second\r
            "csv/wiimote_z/shake_train_00_subj01.csv",0,390,shake,1,src,\r
            csv/wiimote_z/pickup_test_00_subj01.csv,0,390,pickup,0,src,\r
            csv/difronzo_har/exp01_user02.csv,0,3600,WALKING,0,src,pocket\r
            csv/elsewhere/other.csv,0,10,shake,1,src,not one of the three\r

            """.write(toFile: accel + "/labels.csv", atomically: true, encoding: .utf8)
        return folder.path
    }

    @Test func countsPhoneShakesWithHalfASecondEitherSideAndFalseOnesPerUnannotatedHour() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let recordings = try RealMotionRecording.read(directory: try Self.makeCollection(folder) + "/accel")
        #expect(recordings.map(\.source) == [.phone, .pocket, .wiimote, .wiimote], "the unknown folder is left out")
        let cells = RealMotionEvaluation.tally(recordings, detector: Self.marks)
        func cell(_ dataset: String, _ subject: String, _ what: String, _ measure: RealMotionEvaluation.Row.Measure) -> RealMotionEvaluation.Cell {
            cells[.init(dataset: dataset, subject: subject, what: what, measure: measure)] ?? .init()
        }
        // 500 ms is exactly 500 ms before the first shake: found. 6901 ms is 501 ms after the
        // second: false, and the second is missed. 3000 ms is outside both.
        let found = cell("phone", "all", "shakes found", .found)
        #expect(found.count == 1 && found.total == 2)
        let falseShakes = cell("phone", "all", "false shakes", .falsePerHour)
        #expect(falseShakes.count == 2)
        #expect(abs(falseShakes.hours * 3600 - (10 - 0.5 - 0.4)) < 1e-9)
        // Fifths of 10 s: the first shake in 0-2 s, 3000 ms in 2-4 s, the second shake and 6901 ms in 6-8 s.
        #expect(cell("phone", "seg001 0-2 s", "shakes found", .found).count == 1)
        #expect(cell("phone", "seg001 2-4 s", "false shakes", .falsePerHour).count == 1)
        let late = cell("phone", "seg001 6-8 s", "false shakes", .falsePerHour)
        #expect(late.count == 1 && abs(late.hours * 3600 - 1.6) < 1e-9)
        #expect(cell("phone", "seg001 6-8 s", "shakes found", .found).total == 1)
        #expect(cell("wiimote", "subj01", "shake files found", .found).count == 1)
        let pickups = cell("wiimote", "all", "pick-ups taken for shakes", .found)
        #expect(pickups.count == 0 && pickups.total == 1)
        let pocket = cell("pocket", "user02", "false shakes", .falsePerHour)
        #expect(pocket.count == 2 && abs(pocket.hours * 3600 - 3.6) < 1e-9)
    }

    @Test func theMistakesAreListedByFileAndMoment() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let recordings = try RealMotionRecording.read(directory: try Self.makeCollection(folder) + "/accel")
        #expect(RealMotionMistakes.report(recordings, detector: Self.marks, name: "marks") == [
            "marks's false shakes (4): cijogeorge_m/seg001 at 3.0 s, 6.9 s; difronzo_har/exp01_user02 at 1.0 s, 2.0 s",
            "marks's missed shakes (1): cijogeorge_m/seg001 6.0-6.4 s",
            "marks's pick-ups taken for shakes (0): none",
        ])
        // The opposite of the marks: nothing in the Wiimote shake, a shake at once in the pick-up.
        let unmarked: RealMotionEvaluation.Detector = { samples in
            samples.contains { $0.acceleration.z >= 2 } ? [] : [samples[0].timestamp.milliseconds]
        }
        let wiimote = RealMotionMistakes.report(recordings.filter { $0.source == .wiimote }, detector: unmarked, name: "unmarked")
        #expect(wiimote == [
            "unmarked's false shakes (0): none",
            "unmarked's missed shakes (1): wiimote_z/shake_train_00_subj01",
            "unmarked's pick-ups taken for shakes (1): wiimote_z/pickup_test_00_subj01 at 0.0 s",
        ])
    }

    @Test func theReportHasARowPerSubjectAndAColumnPerDetector() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let report = try RealMotionEvaluation.report(real: try Self.makeCollection(folder))
        for text in ["Gadget normal", "seismic", "Gadget gentle", "Gadget firm", "seg001 8-10 s", "subj01", "user02"] {
            #expect(report.contains(text), "\(text) missing from\n\(report)")
        }
        do {
            _ = try RealMotionEvaluation.report(real: folder.path + "/missing")
            Issue.record("a missing folder must be refused")
        } catch let error as ConfigurationError {
            #expect(error.description.contains("--real"))
        }
    }

    /// Four shakes by one Wiimote subject (5 Hz, ±1.5 g on z, which the normal preset finds)
    /// and a still pick-up: four calibrations, each scoring the one shake it did not use, and
    /// since the preset finds every shake, each keeps it.
    @Test func calibrationIsScoredOnThePersonsOtherShakes() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let accel = folder.path + "/accel"
        try FileManager.default.createDirectory(atPath: accel + "/csv/wiimote_z", withIntermediateDirectories: true)
        func write(_ name: String, _ z: (Double) -> Double, seconds: Double) throws {
            let rows = stride(from: 0.0, to: seconds * 1000, by: 10).map { t in "\(Int(t)),,,\(z(t / 1000))" }
            try (["t_ms,ax_g,ay_g,az_g"] + rows).joined(separator: "\r\n")
                .write(toFile: accel + "/csv/wiimote_z/" + name, atomically: true, encoding: .utf8)
        }
        var labels = ["file,start_ms,end_ms,label,is_shake,source,note"]
        for index in 0..<4 {
            let name = "shake_test_0\(index)_subj01.csv"
            try write(name, { t in t < 0.5 || t > 1.5 ? 1 : 1 + 1.5 * sin(2 * .pi * 5 * (t - 0.5)) }, seconds: 2)
            labels.append("csv/wiimote_z/\(name),0,2000,shake,1,src,")
        }
        try write("pickup_test_00_subj01.csv", { _ in 1 }, seconds: 1.5)
        labels.append("csv/wiimote_z/pickup_test_00_subj01.csv,0,1500,pickup,0,src,")
        try labels.joined(separator: "\r\n").write(toFile: accel + "/labels.csv", atomically: true, encoding: .utf8)
        let recordings = try RealMotionRecording.read(directory: accel)
        let report = ShakeCalibrationOnRealMotion.report(recordings)
        #expect(report.contains("wiimote subj01: 4 of 4 calibrations proposed, swing 0.40 g; other shakes found 4/4 (normal preset 4/4)"),
                "\(report)")
        #expect(report.contains("pick-ups taken 0/4"), "\(report)")
    }
}
