import DevTools
@testable import gadget
import Foundation
import GadgetBase
import GadgetRuntime
import Testing
import TestSupport

/// The data sets' lists are meant to be added to by hand (datasets/README.md). What a hand or
/// a spreadsheet gets wrong there is named with the list, the line and the field, never a trap.
@Suite struct HandEditedDataSetTests {
    static let header = "file\tactivity\trate_hz\tgravity_free\tduration_s\tshakes\tknocks\tnotes"

    /// A data-set folder whose motion list holds `row` for a one-line recording `csv`.
    private func dataSet(row: String, csv: String = "t_ms,ax_g,ay_g,az_g\n0,0,0,1\n10,0,0,1\n") throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        let motion = directory.appending("motion/heldout")
        try FileManager.default.createDirectory(atPath: motion, withIntermediateDirectories: true)
        try (Self.header + "\n" + row + "\n").write(toFile: motion + "/labels.tsv", atomically: true, encoding: .utf8)
        try csv.write(toFile: motion + "/a.csv", atomically: true, encoding: .utf8)
        return directory
    }

    private func problem(row: String, csv: String = "t_ms,ax_g,ay_g,az_g\n0,0,0,1\n10,0,0,1\n") throws -> String? {
        let directory = try dataSet(row: row, csv: csv)
        defer { directory.remove() }
        do {
            _ = try SensingEvaluation.report(datasets: directory.path, split: "heldout")
            return nil
        } catch {
            return GadgetErrors.message(error, localizer: Localizer(language: .en))
        }
    }

    @Test(arguments: [
        ("a.csv\twalk\tnan\tno\t1\t-\t-\t", "line 2: rate_hz \"nan\" is not a number above 0"),
        ("a.csv\twalk\tinf\tno\t1\t-\t-\t", "line 2: rate_hz \"inf\" is not a number above 0"),
        ("a.csv\twalk\t1e30\tno\t1\t-\t-\t", "line 2: rate_hz \"1e30\" is not a number above 0"),
        ("a.csv\twalk\t100\tno\t-3\t-\t-\t", "line 2: duration_s \"-3\" is not a number above 0"),
        ("a.csv\twalk\t100\tno\t1\t-\t500:1e19\t", "line 2: bad knock label \"500:1e19\""),
        ("a.csv\twalk\t100\tno\t1\t-\t500:nan\t", "line 2: bad knock label \"500:nan\""),
        ("a.csv\twalk\t100\tno\t1\tnan-900:firm\t-\t", "line 2: bad shake label \"nan-900:firm\""),
        ("a.csv\twalk\t100\tno\t1\t900-100:firm\t-\t", "line 2: bad shake label \"900-100:firm\""),
    ])
    func aBadValueInTheListIsNamed(row: String, expected: String) throws {
        let message = try #require(try problem(row: row))
        #expect(message.contains("motion/heldout/labels.tsv " + expected), "\(message)")
    }

    /// A recording that cannot be read is named with its own line, among a hundred files.
    @Test func aBadRecordingIsNamedWithItsLine() throws {
        let message = try #require(try problem(row: "a.csv\twalk\t100\tno\t1\t-\t-\t", csv: "t_ms,ax_g,ay_g,az_g\n0,0,0,1\n10,x,0,1\n"))
        #expect(message.contains("motion/heldout/a.csv line 3: ax_g \"x\" is not a number"), "\(message)")
    }

    /// The benchmark reads its drawings before it times anything: a list that names none (a
    /// CRLF file once read as one line, or only blank rows) is said at once.
    @Test func aBenchmarkWithNoDrawingsSaysSo() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let strokes = directory.appending("strokes/heldout")
        try FileManager.default.createDirectory(atPath: strokes, withIntermediateDirectories: true)
        try "file\tlabel\tkind\tnotes\r\n\t\t\t\r\n".write(toFile: strokes + "/labels.tsv", atomically: true, encoding: .utf8)
        #expect {
            try SensingBenchmark.run(datasets: directory.path)
        } throws: { error in
            GadgetErrors.message(error, localizer: Localizer(language: .en)).contains("lists no drawings")
        }
    }
}
