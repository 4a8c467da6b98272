import Hardware
import Sensing
import Testing

/// Files written by other tools: R and pandas quote names, spreadsheets in languages with
/// decimal commas separate with semicolons, Python's csv module quotes notes with commas.
@Suite struct CSVTableTests {
    private func fields(_ text: String) throws -> [[String]] {
        let table = try #require(CSVTable(text))
        return [table.columns] + table.rows.map { $0.fields.map(String.init) }
    }

    @Test func quotedFieldsKeepTheirCommasAndQuotes() throws {
        let text = "file,note,start_ms\r\na.csv,\"Z axis only, 266 samples\",0\r\n\"b.csv\", \"said \"\"shake\"\"\" ,5\r\n"
        #expect(try fields(text) == [["file", "note", "start_ms"], ["a.csv", "Z axis only, 266 samples", "0"],
                                     ["b.csv", "said \"shake\"", "5"]])
    }

    @Test func aQuotedFieldMaySpanLinesAndTheRowKeepsItsFirstLine() throws {
        let table = try #require(CSVTable("file,note\na.csv,\"two\nlines\"\nb.csv,\"\"\n"))
        #expect(table.rows.map { $0.fields.map(String.init) } == [["a.csv", "two\nlines"], ["b.csv", ""]])
        #expect(table.rows.map(\.line) == [2, 4])
    }

    @Test func anUnclosedQuoteEndsWithTheFile() throws {
        #expect(try fields("a,b\n1,\"open") == [["a", "b"], ["1", "open"]])
    }

    @Test(arguments: [(";", "0,5"), ("\t", "0,5"), (",", "0.5")])
    func theHeaderSetsTheSeparatorAndDecimalCommasGoWithIt(separator: String, half: String) throws {
        let text = ["t_ms", "ax_g", "ay_g", "az_g"].joined(separator: separator) + "\n"
            + ["0", half, "", "1"].joined(separator: separator) + "\n"
        let table = try #require(CSVTable(text))
        #expect(table.columns == ["t_ms", "ax_g", "ay_g", "az_g"])
        #expect(table.rows[0].fields.map(String.init) == ["0", half, "", "1"])
        #expect(table.number(table.rows[0].fields[1]) == 0.5)
        #expect(try AccelerometerCSV.parse(text).map(\.acceleration) == [Vector3(x: 0.5, y: 0, z: 1)])
    }

    @Test func aCommaIsNeverADecimalCommaWhereItSeparates() throws {
        let table = try #require(CSVTable("t_ms,x\n0,1\n"))
        #expect(table.number("0,5") == nil)
        #expect(table.number("-2.5e-1") == -0.25)
    }

    @Test func aDecimalCommaBetweenCommasSaysHowToFixIt() {
        #expect {
            try AccelerometerCSV.parse("t_ms,ax_g,ay_g,az_g\n0,\"0,5\",0,1\n")
        } throws: { error in
            (error as? CSVParseError)?.description == "line 2, column 2: ax_g \"0,5\" is not a number: write a decimal point (0.5), "
                + "or separate the columns with \";\" to keep decimal commas"
        }
        #expect {
            try StrokeCSV.parse("t_ms,x,y\n0,\"ten, eleven\",1\n")
        } throws: { error in
            (error as? CSVParseError)?.problem == "x \"ten, eleven\" is not a number"
        }
    }

    /// Unquoted decimal commas in a comma-separated file split each number in two: without the
    /// check, 0,01 would silently read as 0 g and the rest of the line would shift.
    @Test func moreValuesThanColumnsIsAnErrorNotAShiftedRecording() throws {
        #expect {
            try AccelerometerCSV.parse("t_ms,ax_g,ay_g,az_g\n0,0,01,0,02,0,98\n")
        } throws: { error in
            (error as? CSVParseError)?.description == "line 2, column 5: 7 values but the header names 4 columns; decimal commas? "
                + "write a decimal point (0.5), or separate the columns with \";\""
        }
        #expect {
            try StrokeCSV.parse("t_ms;x;y\n0;1;2;3\n")
        } throws: { error in
            (error as? CSVParseError)?.problem == "4 values but the header names 3 columns; name every column in the header"
        }
        // A trailing separator adds only empty fields.
        #expect(try AccelerometerCSV.parse("t_ms,ax_g,ay_g,az_g\n0,0,0,1,\n10,0,0,1,,\n").count == 2)
    }

    @Test func quotedRecordingsFromROrPandasRead() throws {
        // R's write.csv: quoted names and an unnamed first column of row numbers.
        let text = "\"\",\"t_ms\",\"ax_g\",\"ay_g\",\"az_g\"\n\"1\",0,0.25,0,1\n\"2\",10,\"0.5\",0,1\n"
        #expect(try AccelerometerCSV.parse(text).map(\.acceleration.x) == [0.25, 0.5])
        let strokes = try StrokeCSV.parse("\"t_ms\";\"x\";\"y\"\n0;10,5;20\n16;11;21,25\n")
        #expect(strokes[0].map(\.x) == [10.5, 11] && strokes[0].map(\.y) == [20, 21.25])
    }

    /// Two columns of one name (exports pasted side by side): reading the first would silently
    /// drop the other, so the header is refused with both places.
    @Test func aColumnNamedTwiceIsRefusedWithBothPlaces() {
        #expect {
            try StrokeCSV.parse("t_ms,x,y,x\n0,1,2,3\n")
        } throws: { error in
            (error as? CSVParseError)?.description == "line 1, column 4: the header names x twice (columns 2 and 4); "
                + "rename or remove one so it is clear which to read"
        }
        // Names the readers do not use may repeat (R's unnamed row-number columns).
        #expect(throws: Never.self) { try StrokeCSV.parse("\"\",\"\",t_ms,x,y\n1,1,0,1,2\n") }
    }

    /// A spreadsheet that capitalised the header (T_MS, AX_G) still names Gadget's columns.
    @Test func headerNamesAreReadWithoutRegardToCase() throws {
        #expect(try AccelerometerCSV.parse("T_MS,AX_G,AY_G,AZ_G\n0,0,0,1\n").count == 1)
        #expect(try StrokeCSV.parse("T_ms,X,Y,Stroke\n0,1,2,0\n")[0].count == 1)
        #expect((try? StrokeCSV.parse("t_ms,x,y,X\n0,1,2,3\n")) == nil)
    }

    /// Within a stroke a point never comes before the one drawn just before it; another stroke
    /// keeps its own times (strokes may be listed one after another or interleaved).
    @Test func aStrokeWhoseTimeGoesBackIsRefused() throws {
        #expect {
            try StrokeCSV.parse("t_ms,x,y,stroke\n0,0,0,0\n20,1,1,0\n10,2,2,0\n")
        } throws: { error in
            (error as? CSVParseError)?.description == "line 4, column 1: time 10 ms is before the previous point's 20 ms "
                + "in stroke 0; points of a stroke go forward in time"
        }
        let strokes = try StrokeCSV.parse("t_ms,x,y,stroke\n100,0,0,1\n0,5,5,0\n120,1,1,1\n20,6,6,0\n")
        #expect(strokes.map(\.count) == [2, 2])
    }
}
