import GadgetBase
import Hardware
import Sensing
import Testing

@Suite struct AccelerometerCSVTests {
    @Test func parsesARecording() throws {
        let text = """
            # recorded on the desk
            t_ms,ax_g,ay_g,az_g
            0,0.01,-0.02,1.0
            10.5,  0.5 ,0,0.98

            20,-1.25,0.125,1e-3
            """
        let samples = try AccelerometerCSV.parse(text)
        #expect(samples.count == 3)
        #expect(samples[1] == AccelerationSample(timestamp: .milliseconds(10.5), acceleration: Vector3(x: 0.5, y: 0, z: 0.98)))
        #expect(samples[2].acceleration.z == 0.001)
    }

    @Test func formatsAndReadsBackTheSameSamples() throws {
        let samples = (0..<50).map { index in
            AccelerationSample(timestamp: Instant(nanoseconds: Int64(index) * 2_500_123),
                               acceleration: Vector3(x: Double(index) / 16384, y: -0.1 * Double(index), z: 1))
        }
        let text = AccelerometerCSV.format(samples)
        #expect(text.hasPrefix("t_ms,ax_g,ay_g,az_g\n0,0,0,1\n"))
        #expect(try AccelerometerCSV.parse(text) == samples)
    }

    @Test(arguments: [
        ("t,x,y,z\n0,0,0,1", 1, "expected a header naming the columns"),
        ("t_ms,ax_g,ay_g,az_g\n0,0,0,1\n5,0,0", 3, "expected at least 4 fields"),
        ("t_ms,ax_g,ay_g,az_g\n0,0,0,1\n\n5,0,zero,1", 4, "ay_g \"zero\" is not a number"),
        ("t_ms,ax_g,ay_g,az_g\n10,0,0,1\n5,0,0,1", 3, "before the previous sample"),
        ("t_ms,ax_g,ay_g,az_g\nnan,0,0,1", 2, "t_ms \"nan\" is not a number"),
        ("t_ms,ax_g,ay_g,az_g\n1e300,0,0,1", 2, "out of range"),
        ("t_ms,ax_g,ay_g,az_g\n0,1e308,0,1", 2, "beyond any accelerometer's ±1000 g"),
        ("t_ms,ax_g,ay_g,az_g\n0,12,-40,16384", 2, "raw counts or milli-g, divide them by the counts per g"),
        ("t_ms,ax_g,ay_g,az_g\n0,0,,1\n10,0,0.5,1", 3, "ay_g has a value here but was empty on the first line"),
        ("t_ms,ax_g,ay_g,az_g\n0,0,0.1,1\n10,0,,1", 3, "ay_g is empty here but recorded on earlier lines"),
        ("t_ms,ax_g,ay_g,az_g\n0,,,", 2, "no axis has a value"),
        ("", 1, "the file is empty"),
        ("t_ms,ax_g,ay_g,az_g,ax_g\n0,0,0,1,0.5", 1, "the header names ax_g twice (columns 2 and 5)"),
    ])
    func badLinesAreNamed(text: String, line: Int, problem: String) {
        #expect {
            try AccelerometerCSV.parse(text)
        } throws: { error in
            guard let error = error as? AccelerometerCSV.ParseError else { return false }
            return error.line == line && error.problem.contains(problem)
                && error.description.hasPrefix("line \(line)")
        }
    }

    /// A serial log cut off at unplug, or a logger's trailer: the last line alone may be short,
    /// and is left out with its number for the caller to say so; a short line before it is
    /// still an error.
    @Test func aCutLastLineIsLeftOutAndNamed() throws {
        var cut: Int?
        let samples = try AccelerometerCSV.parse("t_ms,ax_g,ay_g,az_g\n0,0,0,1\n10,0,0,1\n20,0.0", leavingOutCutLastLine: &cut)
        #expect(samples.count == 2 && cut == 4)
        cut = nil
        _ = try AccelerometerCSV.parse("t_ms,ax_g,ay_g,az_g\n0,0,0,1\nRecording stopped\n", leavingOutCutLastLine: &cut)
        #expect(cut == 3)
        cut = nil
        let cutAfterASeparator = try AccelerometerCSV.parse("t_ms,ax_g,ay_g,az_g\n0,0,0,1\n10,0,0,1\n20,0.01,0.02,",
                                                            leavingOutCutLastLine: &cut)
        #expect(cutAfterASeparator.count == 2 && cut == 4)
        #expect(throws: AccelerometerCSV.ParseError.self) {
            try AccelerometerCSV.parse("t_ms,ax_g,ay_g,az_g\n0,0,0,1\n5,0\n10,0,0,1", leavingOutCutLastLine: &cut)
        }
        #expect(throws: AccelerometerCSV.ParseError.self) {
            try AccelerometerCSV.parse("t_ms,ax_g,ay_g,az_g\n0,0,0,1\n5,0,0,\n10,0,0,1", leavingOutCutLastLine: &cut)
        }
    }

    /// A spreadsheet saves an empty row as ",,,": it is no reading and no reason to refuse
    /// the file.
    @Test func aSpreadsheetsEmptyRowsAreSkipped() throws {
        let samples = try AccelerometerCSV.parse("t_ms,ax_g,ay_g,az_g\r\n0,0,0,1\r\n,,,\r\n10,0,0.5,1\r\n, ,,\r\n")
        #expect(samples.map(\.acceleration.y) == [0, 0.5])
    }

    // Python's csv module, spreadsheets and Windows tools write CRLF; some add a byte-order mark.
    @Test(arguments: ["\r\n", "\n", "\r"])
    func readsAnyLineEnding(ending: String) throws {
        let text = "\u{FEFF}t_ms,ax_g,ay_g,az_g" + ending + "0,0.5,0,1" + ending + ending + "10, 0.25 ,0,1  " + ending
        let samples = try AccelerometerCSV.parse(text)
        #expect(samples.map(\.acceleration.x) == [0.5, 0.25])
        #expect(samples[1].timestamp == .milliseconds(10))
    }

    @Test func columnsAreFoundByNameAndExtraOnesIgnored() throws {
        let text = "label,az_g,t_ms,ay_g,ax_g,temperature\r\nwalk,1,0,0.25,0.5,21.5\r\nwalk,0.9,20,0,0,21.5\r\n"
        let samples = try AccelerometerCSV.parse(text)
        #expect(samples == [
            AccelerationSample(timestamp: .zero, acceleration: Vector3(x: 0.5, y: 0.25, z: 1)),
            AccelerationSample(timestamp: .milliseconds(20), acceleration: Vector3(x: 0, y: 0, z: 0.9)),
        ])
    }

    /// A Wiimote-style recording of one axis: the others are empty on every line and read as 0 g.
    @Test func axesADeviceDidNotRecordAreEmpty() throws {
        let samples = try AccelerometerCSV.parse("t_ms,ax_g,ay_g,az_g\r\n0,,,1.077\r\n10,,,0.846\r\n")
        #expect(samples.map(\.acceleration) == [Vector3(x: 0, y: 0, z: 1.077), Vector3(x: 0, y: 0, z: 0.846)])
    }

    @Test func errorsNameTheLineAndColumn() {
        #expect {
            try AccelerometerCSV.parse("t_ms,ax_g,ay_g,az_g\r\n0,0,0,1\r\n10,0,x,1\r\n")
        } throws: { error in
            (error as? CSVParseError)?.description == "line 3, column 3: ay_g \"x\" is not a number"
        }
    }

    @Test func garbageIsRefusedWithAClearError() {
        #expect {
            try AccelerometerCSV.parse("\u{1}\u{2}binary\u{0}junk\nmore junk")
        } throws: { error in
            (error as? CSVParseError)?.problem.hasPrefix("expected a header naming the columns t_ms,ax_g,ay_g,az_g") == true
        }
    }
}

@Suite struct CSVHeaderTests {
    @Test func aHeaderShortOfAColumnNamesIt() {
        #expect {
            try AccelerometerCSV.parse("T_MS;ax_g;az_g\n0;0;1")
        } throws: { error in
            (error as? CSVParseError)?.problem == "expected a header naming the columns t_ms,ax_g,ay_g,az_g, found \"T_MS;ax_g;az_g\" (missing: ay_g)"
        }
        #expect {
            try StrokeCSV.parse("time,x,y\n0,1,2")
        } throws: { error in
            (error as? CSVParseError)?.problem.hasSuffix("found \"time,x,y\" (missing: t_ms)") == true
        }
    }
}
