import Drivers
import GadgetBase
import Hardware
import Simulation
import Testing

/// The real driver on a simulated bus with a simulated MPU-6050.
struct DriverBench {
    let clock = TestClock()
    let motion: ScriptedMotion
    let chip: SimulatedMPU6050
    let bus = SimulatedI2CBus(name: "/dev/i2c-1")
    let driver: MPU6050<SimulatedI2CBus>

    init(motion: ScriptedMotion = ScriptedMotion(noise: 0)) {
        self.motion = motion
        chip = SimulatedMPU6050(clock: clock, motion: motion)
        bus.attach(chip, at: 0x68)
        driver = MPU6050(bus: bus)
    }
}

@Suite struct MPU6050Tests {
    @Test func identifiesTheChip() throws {
        let bench = DriverBench()
        try bench.driver.identify()
        #expect(bench.driver.name == "MPU-6050 at 0x68 on /dev/i2c-1")
    }

    @Test func aDifferentChipIsNamedWithWhatItSaid() throws {
        let bus = try PlaybackI2CBus(log: "readByte 0x68 0x75 -> 70", name: "/dev/i2c-1")
        let error = try #require(throws: DriverError.self) { try MPU6050(bus: bus).identify() }
        #expect(error.description.contains("MPU-6050 at 0x68 on /dev/i2c-1"))
        #expect(error.description.contains("WHO_AM_I reads 0x70, expected 0x68"))
        #expect(error.description.contains("MPU-6500"))
        #expect(error.description.contains("board profile"))
    }

    @Test func anAbsentChipGivesAClearError() throws {
        let bench = DriverBench()
        let driver = MPU6050(bus: bench.bus, address: 0x69)
        let error = try #require(throws: DriverError.self) { try driver.identify() }
        #expect(error.busError?.kind == .noAcknowledge(.address))
        #expect(error.address == 0x69 && error.bus == "/dev/i2c-1" && error.chip == "MPU-6050")
        #expect(error.description.hasPrefix("MPU-6050 at 0x69 on /dev/i2c-1: no acknowledge while reading WHO_AM_I"))
        #expect(error.description.contains("check the wiring"))
        #expect(error.description.contains("AD0"))
        #expect(error.message(Localizer(language: .ru)).hasPrefix(
            "MPU-6050 по адресу 0x69 на /dev/i2c-1: нет подтверждения (ACK) при операции «чтение WHO_AM_I»"))
        #expect(error.message(Localizer(language: .uk)).contains("під час операції «читання WHO_AM_I»"))
        #expect(error.message(Localizer(language: .uk)).contains("AD0 на землі — 0x68, на живленні — 0x69"))
        #expect(throws: DriverError.self) { try driver.readSamples() }
    }

    @Test func configureWakesTheChipAndPicksTheNearestRate() throws {
        let bench = DriverBench()
        let cases: [(requested: Double, divider: UInt8, actual: Double, lowPass: UInt8)] = [
            (1000, 0, 1000, 1),
            (100, 9, 100, 3),
            (300, 2, 1000 / 3.0, 2),
            (10, 99, 10, 6),
            (50, 19, 50, 4),
            (5000, 0, 1000, 1),
            (1, 255, 1000 / 256.0, 6),
        ]
        for (requested, divider, actual, lowPass) in cases {
            try bench.driver.configure(range: .g4, sampleRate: requested)
            #expect(!bench.chip.isAsleep)
            #expect(bench.chip.peek(0x19) == divider)
            #expect(bench.chip.peek(0x1A) == lowPass)
            #expect(bench.chip.peek(0x1C) == 0x08)
            #expect(bench.driver.sampleRate == actual)
            #expect(bench.chip.sampleRate == actual)
        }
    }

    @Test func impossibleRatesAreRefused() {
        let bench = DriverBench()
        for rate in [0, -5, Double.nan, .infinity] {
            #expect(throws: DriverError.self) { try bench.driver.configure(range: .g2, sampleRate: rate) }
        }
    }

    @Test(arguments: AccelerometerRange.allCases)
    func readingsAreScaledForTheRange(range: AccelerometerRange) throws {
        let bench = DriverBench(motion: ScriptedMotion(gravity: Vector3(x: 0.5, y: -1.25, z: 1), noise: 0))
        try bench.driver.configure(range: range, sampleRate: 100)
        let sample = try #require(try bench.driver.readSamples().first)
        let resolution = Double(range.rawValue) / 32768
        #expect(abs(sample.x - 0.5) <= resolution / 2)
        #expect(abs(sample.y + 1.25) <= resolution / 2)
        #expect(abs(sample.z - 1) <= resolution / 2)
    }

    @Test func readingsBeyondTheRangeSaturate() throws {
        let bench = DriverBench(motion: ScriptedMotion(gravity: Vector3(x: 3, y: -5, z: 1), noise: 0))
        try bench.driver.configure(range: .g2, sampleRate: 100)
        let narrow = try #require(try bench.driver.readSamples().first)
        #expect(narrow.x == 32767.0 / 16384 && narrow.y == -2)
        try bench.driver.configure(range: .g8, sampleRate: 100)
        bench.clock.advance(by: .milliseconds(10))
        let wide = try #require(try bench.driver.readSamples().first)
        #expect(wide.x == 3 && wide.y == -5)
    }

    @Test func eachSampleIsOneTransaction() throws {
        let bench = DriverBench()
        try bench.driver.configure(range: .g2, sampleRate: 100)
        let before = bench.bus.transactionCount
        for _ in 0..<50 {
            bench.clock.advance(by: .milliseconds(10))
            #expect(try bench.driver.readSamples().count == 1)
        }
        #expect(bench.bus.transactionCount - before == 50)
    }

    @Test func resetPutsTheChipBackToSleep() throws {
        let bench = DriverBench(motion: ScriptedMotion(noise: 0))
        try bench.driver.configure(range: .g16, sampleRate: 50)
        #expect(try bench.driver.readSamples() == [Vector3(x: 0, y: 0, z: 1)])
        try bench.driver.reset()
        #expect(bench.chip.isAsleep)
        #expect(bench.chip.peek(0x1C) == 0 && bench.chip.peek(0x19) == 0)
        #expect(bench.driver.range == .g2 && bench.driver.sampleRate == 1000)
        // Asleep, the chip's data registers stay as reset left them, whatever the board does.
        bench.motion.playShake(at: .seconds(1))
        for _ in 0..<10 {
            bench.clock.advance(by: .milliseconds(100))
            #expect(try bench.driver.readSamples() == [.zero])
        }
    }

    @Test func theDriverSeesAPlayedShakeThroughTheChip() throws {
        let bench = DriverBench(motion: ScriptedMotion(seed: 3))
        try bench.driver.configure(range: .g4, sampleRate: 100)
        bench.motion.playShake(at: .seconds(1))
        var strongest = 0.0
        for _ in 0..<300 {
            bench.clock.advance(by: .milliseconds(10))
            let sample = try #require(try bench.driver.readSamples().first)
            strongest = max(strongest, abs(sample.x))
        }
        #expect(strongest > 1.5 && strongest < 2)
    }
}
