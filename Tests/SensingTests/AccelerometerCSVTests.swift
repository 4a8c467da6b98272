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
        ("t,x,y,z\n0,0,0,1", 1, "expected the header"),
        ("t_ms,ax_g,ay_g,az_g\n0,0,0,1\n5,0,0", 3, "expected 4 fields"),
        ("t_ms,ax_g,ay_g,az_g\n0,0,0,1\n\n5,0,zero,1", 4, "ay_g \"zero\" is not a number"),
        ("t_ms,ax_g,ay_g,az_g\n10,0,0,1\n5,0,0,1", 3, "before the previous sample"),
        ("t_ms,ax_g,ay_g,az_g\nnan,0,0,1", 2, "t_ms \"nan\" is not a number"),
        ("t_ms,ax_g,ay_g,az_g\n1e300,0,0,1", 2, "out of range"),
        ("", 1, "the file is empty"),
    ])
    func badLinesAreNamed(text: String, line: Int, problem: String) {
        #expect {
            try AccelerometerCSV.parse(text)
        } throws: { error in
            guard let error = error as? AccelerometerCSV.ParseError else { return false }
            return error.line == line && error.problem.contains(problem)
                && error.description.hasPrefix("accelerometer CSV line \(line): ")
        }
    }
}
