import ChipCatalog
import Drivers
import GadgetBase
import Hardware
import Simulation
import Testing

/// Every driver against its simulator: the same expectations for each chip.
@Suite struct AccelerometerDriverTests {
    @Test(arguments: AccelerometerChip.allCases)
    func identifiesResetsAndNamesItself(chip: AccelerometerChip) throws {
        let bench = AccelerometerBench(chip)
        try bench.start()
        #expect(bench.driver.name == "\(chip.displayName) at 0x\(String(bench.address, radix: 16)) on /dev/i2c-1")
        #expect(bench.simulator.sampleRate == bench.driver.sampleRate)
    }

    @Test(arguments: AccelerometerChip.allCases, AccelerometerRange.allCases)
    func readsGravityInGAtEveryRange(chip: AccelerometerChip, range: AccelerometerRange) throws {
        let tilt = Vector3(x: 0.5, y: -1.25, z: 0.75)
        let bench = AccelerometerBench(chip, motion: ScriptedMotion(gravity: tilt, noise: 0))
        try bench.start(range: range)
        bench.advance(samples: 1)
        let sample = try #require(try bench.driver.readSamples().first)
        let step = resolution(chip, range)
        #expect(abs(sample.x - 0.5) <= step, "x \(sample.x)")
        #expect(abs(sample.y + 1.25) <= step, "y \(sample.y)")
        #expect(abs(sample.z - 0.75) <= step, "z \(sample.z)")
    }

    @Test(arguments: AccelerometerChip.allCases)
    func withoutTheFIFOEachSampleIsOneTransaction(chip: AccelerometerChip) throws {
        let bench = AccelerometerBench(chip)
        try bench.start(rate: 100)
        let before = bench.bus.transactionCount
        for _ in 0..<50 {
            bench.advance(samples: 1)
            #expect(try bench.driver.readSamples().count == 1)
        }
        #expect(bench.bus.transactionCount - before == 50)
    }

    @Test(arguments: AccelerometerChip.allCases)
    func theFIFOHandsOverEverySampleQueuedSinceTheLastRead(chip: AccelerometerChip) throws {
        let motion = ScriptedMotion(noise: 0)
        let bench = AccelerometerBench(chip, motion: motion)
        try bench.start(range: .g8, rate: 200)
        try bench.driver.enableFIFO()
        #expect(bench.driver.usesFIFO && bench.driver.fifoCapacity >= 32)
        motion.playShake(at: bench.clock.now())
        var total = 0, strongest = 0.0
        let perRead = Int(bench.driver.sampleRate / 10)   // 20 at 200 Hz, 23 at the LSM9DS1's 238 Hz
        for _ in 0..<20 {
            bench.clock.advance(by: .milliseconds(100))
            let before = bench.bus.transactionCount
            let samples = try bench.driver.readSamples()
            #expect((perRead - 1...perRead + 1).contains(samples.count), "\(samples.count) samples")
            // The level, then bursts of five (MPU-6050, LIS3DH) or one burst per entry.
            let bursts = chip == .mpu6050 || chip == .lis3dh ? (samples.count + 4) / 5 : samples.count
            #expect(bench.bus.transactionCount - before == 1 + bursts)
            total += samples.count
            strongest = max(strongest, samples.map { abs($0.x) }.max() ?? 0)
        }
        #expect(abs(total - 20 * perRead) <= 20)
        #expect(strongest > 1.5, "the shake reached \(strongest) g")
        #expect(bench.driver.fifoOverflows == 0)
        try bench.driver.disableFIFO()
        bench.advance(samples: 3)
        #expect(try bench.driver.readSamples().count == 1)
    }

    @Test(arguments: AccelerometerChip.allCases)
    func aFIFOLeftTooLongOverflowsAndSaysSo(chip: AccelerometerChip) throws {
        let bench = AccelerometerBench(chip)
        try bench.start(rate: 100)
        try bench.driver.enableFIFO()
        bench.clock.advance(by: .seconds(20))
        let samples = try bench.driver.readSamples()
        #expect(bench.driver.fifoOverflows == 1)
        // The MPU-6050's FIFO is torn by an overflow and is started afresh; the others keep the newest 32.
        #expect(samples.count == (chip == .mpu6050 ? 0 : 32))
        bench.advance(samples: 10)
        #expect((9...11).contains(try bench.driver.readSamples().count))
    }

    @Test(arguments: AccelerometerChip.allCases)
    func anAbsentChipIsNamedWithItsBusAddressAndFix(chip: AccelerometerChip) throws {
        let bus = SimulatedI2CBus(name: "/dev/i2c-1")
        let driver = chip.makeDriver(bus: bus, address: chip.addresses[1])
        let error = try #require(throws: DriverError.self) { try driver.identify() }
        #expect(error.busError?.kind == .noAcknowledge(.address))
        #expect(error.chip == chip.displayName && error.bus == "/dev/i2c-1" && error.address == chip.addresses[1])
        #expect(error.description.hasPrefix("\(chip.displayName) at 0x\(String(chip.addresses[1], radix: 16)) on /dev/i2c-1: no acknowledge"))
        #expect(error.description.contains(chip.addressHint.description))
        #expect(error.description.contains("i2cdetect"))
    }

    @Test(arguments: AccelerometerChip.allCases)
    func aDifferentChipAtTheAddressIsRefused(chip: AccelerometerChip) throws {
        // Another model's simulator where this chip was expected.
        let other = chip == .lis3dh ? AccelerometerChip.adxl345 : .lis3dh
        let clock = TestClock()
        let bus = SimulatedI2CBus(name: "/dev/i2c-1")
        bus.attach(other.makeSimulator(clock: clock, motion: ScriptedMotion()), at: chip.addresses[0])
        let error = try #require(throws: DriverError.self) {
            try chip.makeDriver(bus: bus, address: chip.addresses[0]).identify()
        }
        #expect(error.description.contains("expected 0x\(String(chip.identity, radix: 16))"))
        #expect(error.description.contains("board profile"))
    }

    @Test(arguments: AccelerometerChip.allCases)
    func unpluggedMidRunTheErrorNamesTheChipAndReplugNeedsAFreshStart(chip: AccelerometerChip) throws {
        let bench = AccelerometerBench(chip)
        try bench.start()
        bench.advance(samples: 1)
        _ = try bench.driver.readSamples()
        bench.bus.unplug(address: bench.address)
        let error = try #require(throws: DriverError.self) { try bench.driver.readSamples() }
        #expect(error.busError?.kind == .noAcknowledge(.address))
        #expect(error.description.contains("\(chip.displayName) at 0x\(String(bench.address, radix: 16)) on /dev/i2c-1"))
        #expect(error.description.contains("check the wiring"))
        bench.bus.plug(address: bench.address)
        // Power came back: the chip is at its power-up settings until it is configured again.
        #expect(bench.simulator.sampleRate != bench.driver.sampleRate)
        try bench.start()
        bench.advance(samples: 1)
        let sample = try #require(try bench.driver.readSamples().first)
        #expect(abs(sample.z - 1) < 0.02)
    }
}
