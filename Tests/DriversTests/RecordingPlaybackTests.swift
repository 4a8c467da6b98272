import Drivers
import GadgetBase
import Hardware
import Simulation
import Testing

@Suite struct RecordingPlaybackTests {
    /// Records a driver bringing up a chip and reading three samples.
    func recordSession() throws -> (log: String, samples: [Vector3]) {
        let clock = TestClock()
        let bus = SimulatedI2CBus(name: "/dev/i2c-1")
        bus.attach(SimulatedMPU6050(clock: clock, motion: ScriptedMotion(seed: 1)), at: 0x68)
        let recorder = RecordingI2CBus(bus)
        let driver = MPU6050(bus: recorder)
        try driver.identify()
        try driver.configure(range: .g4, sampleRate: 100)
        var samples: [Vector3] = []
        for _ in 0..<3 {
            clock.advance(by: .milliseconds(10))
            samples += try driver.readSamples()
        }
        #expect(throws: DriverError.self) { try MPU6050(bus: recorder, address: 0x69).identify() }
        return (recorder.log, samples)
    }

    @Test func theLogIsReadable() throws {
        let lines = try recordSession().log.split(separator: "\n").map(String.init)
        #expect(lines.first == "# I2C transactions on /dev/i2c-1")
        #expect(lines[1] == "readByte 0x68 0x75 -> 68")
        #expect(lines[2] == "writeByte 0x68 0x19 <- 09")
        #expect(lines[3] == "writeByte 0x68 0x1a <- 03")
        #expect(lines[4] == "writeByte 0x68 0x1c <- 08")
        #expect(lines[5] == "writeByte 0x68 0x6b <- 01")
        #expect(lines[6].hasPrefix("readBlock 0x68 0x3b 6 -> "))
        #expect(lines.last == "readByte 0x69 0x75 !! noAcknowledge.address")
    }

    @Test func aPlaybackGivesTheDriverTheSameAnswers() throws {
        let session = try recordSession()
        let playback = try PlaybackI2CBus(log: session.log, name: "/dev/i2c-1")
        let driver = MPU6050(bus: playback)
        try driver.identify()
        try driver.configure(range: .g4, sampleRate: 100)
        var samples: [Vector3] = []
        for _ in 0..<3 { samples += try driver.readSamples() }
        #expect(samples == session.samples)
        let error = try #require(throws: DriverError.self) { try MPU6050(bus: playback, address: 0x69).identify() }
        #expect(error.busError?.kind == .noAcknowledge(.address))
        try playback.verifyComplete()
        #expect(playback.isComplete)
    }

    @Test func aDriverThatTalksDifferentlyFailsLoudly() throws {
        let playback = try PlaybackI2CBus(log: try recordSession().log)
        let driver = MPU6050(bus: playback)
        try driver.identify()
        let error = try #require(throws: DriverError.self) { try driver.configure(range: .g8, sampleRate: 100) }
        #expect(error.description.contains("playback mismatch"))
        #expect(playback.mismatches == [
            "transfer 4 is writeByte 0x68 0x1c <- 10, but the recording has writeByte 0x68 0x1c <- 08",
        ])
        #expect(throws: I2CError.self) { try playback.verifyComplete() }
    }

    @Test func stoppingEarlyOrGoingOnTooLongIsCaught() throws {
        let playback = try PlaybackI2CBus(log: "readByte 0x68 0x75 -> 68\nreadByte 0x68 0x75 -> 68\n")
        #expect(try playback.readByte(address: 0x68, register: 0x75) == 0x68)
        #expect(throws: I2CError.self) { try playback.verifyComplete() }
        _ = try playback.readByte(address: 0x68, register: 0x75)
        try playback.verifyComplete()
        #expect(throws: I2CError.self) { try playback.readByte(address: 0x68, register: 0x75) }
        #expect(playback.mismatches.count == 1)
    }

    @Test func transactionsSurviveTheTextForm() throws {
        let transactions = [
            I2CTransaction(kind: .readBlock, address: 0x1D, register: 0x80, count: 3, bytes: [0, 0x7F, 0xFF]),
            I2CTransaction(kind: .writeBlock, address: 0x1D, register: 0x20, count: 2, bytes: [0x47, 0x00]),
            I2CTransaction(kind: .writeByte, address: 0x3C, register: 0x00, count: 1, bytes: [0xAE], failure: .timeout),
            I2CTransaction(kind: .readByte, address: 0x77, register: 0xD0, count: 1, bytes: [], failure: .noAcknowledge(.unknown)),
        ]
        let text = I2CTransaction.formatLog(transactions)
        #expect(try I2CTransaction.parseLog("# comment\n\n" + text) == transactions)
    }

    @Test(arguments: [
        ("readByte 0x68 0x75 -> 68\nreadWord 0x68 0x75 -> 68", 2, "unknown transfer"),
        ("readByte 0x68", 1, "missing register"),
        ("readByte 0x68 0x750 -> 68", 1, "register \"0x750\" is not a byte"),
        ("readBlock 0x68 0x3b 40 -> 00", 1, "byte count from 1 to 32"),
        ("readBlock 0x68 0x3b 2 -> 00", 1, "2 byte(s) asked for but 1 recorded"),
        ("writeByte 0x68 0x6b -> 01", 1, "expected \"<-\""),
        ("readByte 0x68 0x75 !! lostArbitration", 1, "must be followed by"),
    ])
    func badLogLinesAreNamed(text: String, line: Int, problem: String) {
        #expect {
            try I2CTransaction.parseLog(text)
        } throws: { error in
            guard let error = error as? I2CLogError else { return false }
            return error.line == line && error.problem.contains(problem) && error.description.contains("line \(line)")
        }
    }
}
