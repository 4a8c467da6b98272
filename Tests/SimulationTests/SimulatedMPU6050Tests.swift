import GadgetBase
import Hardware
import Simulation
import Testing

/// A chip on a bus with a clock and a motion to feel, talked to at the register level.
struct ChipBench {
    let clock = TestClock()
    let motion: ScriptedMotion
    let chip: SimulatedMPU6050
    let bus = SimulatedI2CBus()

    init(motion: ScriptedMotion = ScriptedMotion(noise: 0)) {
        self.motion = motion
        chip = SimulatedMPU6050(clock: clock, motion: motion)
        bus.attach(chip, at: 0x68)
    }

    func read(_ register: UInt8) throws -> UInt8 { try bus.readByte(address: 0x68, register: register) }
    func write(_ register: UInt8, _ value: UInt8) throws { try bus.writeByte(address: 0x68, register: register, value: value) }

    /// ACCEL_XOUT..ACCEL_ZOUT as signed counts, in one burst.
    func counts() throws -> [Int16] {
        let bytes = try bus.readBlock(address: 0x68, register: 0x3B, count: 6)
        return stride(from: 0, to: 6, by: 2).map { Int16(bitPattern: UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])) }
    }
}

@Suite struct SimulatedMPU6050Tests {
    @Test func identifiesItselfAndPowersUpAsleep() throws {
        let bench = ChipBench()
        #expect(try bench.read(0x75) == 0x68)
        #expect(try bench.read(0x6B) == 0x40)
        #expect(bench.chip.isAsleep)
        #expect(try bench.counts() == [0, 0, 0])
    }

    @Test func asleepTheDataRegistersDoNotUpdate() throws {
        let bench = ChipBench()
        try bench.write(0x6B, 0x00)
        #expect(try bench.counts() == [0, 0, 16384])
        try bench.write(0x6B, 0x40)
        bench.motion.playPickUp(at: .milliseconds(10), tilt: 90)
        bench.clock.advance(by: .seconds(2))
        #expect(try bench.counts() == [0, 0, 16384])
        try bench.write(0x6B, 0x00)
        #expect(try bench.counts() == [0, 16384, 0])
    }

    @Test func deviceResetRestoresDefaultsAndClearsItself() throws {
        let bench = ChipBench()
        try bench.write(0x6B, 0x01)
        try bench.write(0x19, 9)
        try bench.write(0x1C, 0x18)
        try bench.write(0x6B, 0x80)
        #expect(try bench.read(0x6B) == 0x40)
        #expect(try bench.read(0x19) == 0)
        #expect(try bench.read(0x1C) == 0)
        #expect(try bench.read(0x75) == 0x68)
        #expect(try bench.counts() == [0, 0, 0])
    }

    @Test func theRangeSetsTheScaleAndReadingsSaturate() throws {
        let motion = ScriptedMotion(gravity: Vector3(x: 3, y: -0.5, z: -17), noise: 0)
        let bench = ChipBench(motion: motion)
        try bench.write(0x6B, 0x00)
        let expected: [(UInt8, [Int16])] = [
            (0x00, [32767, -8192, -32768]),   // ±2 g: 16384 LSB/g
            (0x08, [24576, -4096, -32768]),   // ±4 g: 8192 LSB/g
            (0x10, [12288, -2048, -32768]),   // ±8 g: 4096 LSB/g
            (0x18, [6144, -1024, -32768]),    // ±16 g: 2048 LSB/g
        ]
        for (setting, counts) in expected {
            try bench.write(0x1C, setting)
            bench.clock.advance(by: .milliseconds(1))
            #expect(try bench.counts() == counts)
        }
    }

    @Test func dataUpdatesAtTheSampleRate() throws {
        let motion = ScriptedMotion(noise: 0.01, seed: 3)
        let bench = ChipBench(motion: motion)
        try bench.write(0x6B, 0x00)
        try bench.write(0x1A, 0x01)     // low-pass on: 1 kHz base
        try bench.write(0x19, 9)        // / 10 = 100 Hz
        #expect(bench.chip.sampleRate == 100)
        let first = try bench.counts()
        bench.clock.advance(by: .milliseconds(9))
        #expect(try bench.counts() == first)
        bench.clock.advance(by: .milliseconds(1))
        #expect(try bench.counts() != first)
    }

    @Test func withoutTheLowPassFilterTheRateIsEightKilohertzButTheAccelerometerStaysAtOne() throws {
        let bench = ChipBench(motion: ScriptedMotion(noise: 0.01, seed: 4))
        try bench.write(0x6B, 0x00)
        #expect(bench.chip.sampleRate == 8000)
        try bench.write(0x38, 0x01)
        let first = try bench.counts()
        _ = try bench.read(0x3A)
        bench.clock.advance(by: .microseconds(500))
        #expect(try bench.read(0x3A) == 0x01)   // a new sample...
        #expect(try bench.counts() == first)    // ...repeating the accelerometer's reading
        bench.clock.advance(by: .microseconds(500))
        #expect(try bench.counts() != first)
    }

    @Test func dataReadyIsFlaggedWhenEnabledAndClearedByReadingStatus() throws {
        let bench = ChipBench()
        try bench.write(0x6B, 0x00)
        try bench.write(0x1A, 0x03)
        try bench.write(0x19, 4)        // 200 Hz
        bench.clock.advance(by: .milliseconds(5))
        #expect(try bench.read(0x3A) == 0)          // not enabled: never flagged
        try bench.write(0x38, 0x01)
        bench.clock.advance(by: .milliseconds(5))
        #expect(try bench.read(0x3A) == 0x01)
        #expect(try bench.read(0x3A) == 0x00)       // cleared by the read
        bench.clock.advance(by: .milliseconds(2))
        #expect(try bench.read(0x3A) == 0x00)       // no new sample yet
        bench.clock.advance(by: .milliseconds(3))
        _ = try bench.counts()                      // other reads leave it set...
        #expect(bench.chip.peek(0x3A) == 0x01)
        try bench.write(0x37, 0x10)                 // ...unless INT_RD_CLEAR is set
        bench.clock.advance(by: .milliseconds(5))
        _ = try bench.counts()
        #expect(bench.chip.peek(0x3A) == 0x00)
    }

    @Test func readOnlyRegistersIgnoreWritesAndTheFifoPortDoesNotAdvance() throws {
        let bench = ChipBench()
        try bench.write(0x75, 0x12)
        try bench.write(0x3B, 0x12)
        #expect(try bench.read(0x75) == 0x68)
        #expect(try bench.read(0x3B) == 0)
        #expect(try bench.bus.readBlock(address: 0x68, register: 0x74, count: 3) == [0, 0, 0])
        #expect(try bench.bus.readBlock(address: 0x68, register: 0x74, count: 2) == [0, 0])
        #expect(try bench.bus.readBlock(address: 0x68, register: 0x73, count: 3) == [0, 0, 0])
    }

    @Test func aBurstReadComesFromOneSamplingInstant() throws {
        let bench = ChipBench(motion: ScriptedMotion(noise: 0.05, seed: 5))
        try bench.write(0x6B, 0x00)
        try bench.write(0x1A, 0x01)
        let burst = try bench.bus.readBlock(address: 0x68, register: 0x3B, count: 14)
        // Temperature: 25 °C by TEMP_OUT / 340 + 36.53.
        let temperature = Double(Int16(bitPattern: UInt16(burst[6]) << 8 | UInt16(burst[7]))) / 340 + 36.53
        #expect(abs(temperature - 25) < 0.01)
        #expect(Array(burst[0..<6]) == (try bench.bus.readBlock(address: 0x68, register: 0x3B, count: 6)))
    }
}
