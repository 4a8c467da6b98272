@testable import DevTools
import Foundation
import Testing
import TestSupport

@testable import gadget
@testable import GadgetRuntime

/// `gadget sense fit-strokes` and the real-stroke part of `gadget sense evaluate`, on a small
/// real folder made of the strokes the sensing tests keep.
@Suite struct FitStrokesCommandTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized.path

    /// A real folder in the layout of ../shared/datasets/real: strokes/labels.csv and the CSVs.
    static func realFolder() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        let strokes = folder.path + "/strokes"
        try FileManager.default.createDirectory(atPath: strokes + "/csv", withIntermediateDirectories: true)
        let source = repository + "/Tests/SensingTests/RealStrokes"
        var labels = "file,label,target_class,subject,note\r\n"
        let files = try FileManager.default.contentsOfDirectory(atPath: source).filter { $0.hasSuffix(".csv") }.sorted()
        for file in files {
            try FileManager.default.copyItem(atPath: source + "/" + file, toPath: strokes + "/csv/" + file)
            let parts = file.dropLast(4).split(separator: "-")
            let gesture = String(parts[2].prefix { !$0.isNumber })
            let target = gesture == "circle" ? "circle" : gesture == "rectangle" ? "square" : "negative"
            labels += "csv/\(file),\(gesture),\(target),\(Int(parts[0].dropFirst())!),\"drawn, not generated\"\r\n"
        }
        try labels.write(toFile: strokes + "/labels.csv", atomically: true, encoding: .utf8)
        return folder
    }

    @Test func fitStrokesWritesSwiftThatDeclaresTheFittedModel() throws {
        let real = try Self.realFolder()
        let out = real.path + "/Weights.swift"
        let command = try SenseCommand.FitStrokes.parse(["--real", real.path, "--datasets", Self.repository + "/datasets", "--out", out])
        try command.run()
        let source = try String(contentsOfFile: out, encoding: .utf8)
        #expect(source.contains("public static let fitted = StrokeModel("))
        #expect(source.contains("Fitted on 8 real strokes of 6 subjects"))
    }

    @Test func evaluateScoresEachRealSubjectLeftOutAndNamesAMissingFolder() throws {
        let real = try Self.realFolder()
        let report = try RealStrokeEvaluation.report(real: real.path, generatedTuning: Self.repository + "/datasets/strokes/tuning")
        for subject in ["s01", "s02", "s03", "s04", "s05", "s06"] { #expect(report.contains("\n" + subject + " "), "\(subject)") }
        #expect(report.contains("\nall "))
        #expect(report.contains("8 real strokes by 6 subjects"))
        #expect(throws: ConfigurationError.self) {
            try RealStrokeEvaluation.report(real: real.path + "/nowhere", generatedTuning: Self.repository + "/datasets/strokes/tuning")
        }
    }
}
