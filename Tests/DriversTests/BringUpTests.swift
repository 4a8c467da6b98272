import Glibc
import Drivers
import GadgetBase
import Hardware
import Simulation
import Testing

@Suite struct BringUpTests {
    @Test func autoFindsTheChipAndStartsItAsPlanned() throws {
        let clock = TestClock()
        let bus = SimulatedI2CBus(name: "/dev/i2c-1")
        let chip = SimulatedADXL345(clock: clock, motion: ScriptedMotion(noise: 0))
        bus.attach(chip, at: 0x1D)
        let plan = AccelerometerPlan(chip: nil, address: 0x68, range: .g8, sampleRate: 400, useFIFO: true,
                                     interrupts: InterruptSettings(taps: .knocks))
        let (driver, report) = try AccelerometerBringUp.start(on: bus, plan: plan)
        #expect(driver.name == "ADXL345 at 0x1d on /dev/i2c-1")
        #expect(report?.description.contains("0x1d ADXL345: found") == true)
        #expect(driver.sampleRate == 400 && driver.usesFIFO && chip.sampleRate == 400)
        #expect(chip.peek(0x38) == 0x90 && chip.peek(0x2E) & 0x60 == 0x60)
    }

    @Test func autoWithNothingOnTheBusSaysWhatItTried() throws {
        let bus = SimulatedI2CBus(name: "/dev/i2c-1")
        let plan = AccelerometerPlan(chip: nil, address: 0x68, range: .g4, sampleRate: 100)
        let error = try #require(throws: AccelerometerSetupError.self) { try AccelerometerBringUp.start(on: bus, plan: plan) }
        #expect(error.description.contains("0x18 LIS3DH: no answer"))
        #expect(error.description.contains("no known accelerometer found"))
    }

    @Test func aReconnectingAccelerometerRecoversAfterAnUnplug() throws {
        let clock = TestClock()
        let bus = SimulatedI2CBus(name: "/dev/i2c-1")
        bus.attach(SimulatedLIS3DH(clock: clock, motion: ScriptedMotion(noise: 0)), at: 0x18)
        let plan = AccelerometerPlan(chip: .lis3dh, address: 0x18, range: .g4, sampleRate: 100)
        bus.unplug(address: 0x18)
        let accelerometer = ReconnectingAccelerometer(name: "LIS3DH on /dev/i2c-1", sampleRate: 100) {
            try AccelerometerBringUp.start(on: bus, plan: plan).driver
        }
        #expect(accelerometer.driver == nil, "absent at start: Gadget starts anyway")
        #expect(throws: DriverError.self) { try accelerometer.readSamples() }
        bus.plug(address: 0x18)
        clock.advance(by: .milliseconds(10))
        #expect(try accelerometer.readSamples().count == 1)
        #expect(accelerometer.connections == 1 && accelerometer.name == "LIS3DH at 0x18 on /dev/i2c-1")

        bus.unplug(address: 0x18)
        clock.advance(by: .milliseconds(10))
        #expect(throws: DriverError.self) { try accelerometer.readSamples() }
        bus.plug(address: 0x18)                     // back at power-up: powered down, ODR 0
        clock.advance(by: .milliseconds(10))
        let sample = try #require(try accelerometer.readSamples().first)
        #expect(abs(sample.z - 1) < 0.01, "configured again, not reading a powered-down chip")
        #expect(accelerometer.connections == 2)
    }
}

/// The reconnect decision is made on the bus error's kind: a chip is gone after repeated NACKs
/// that may be its address's, never after one failed transfer.
@Suite("Reconnecting on error kinds")
struct ReconnectKindTests {
    final class Rig {
        let clock = TestClock()
        let bus = SimulatedI2CBus(name: "/dev/i2c-1")
        let faulty: FaultyI2CBus
        let accelerometer: ReconnectingAccelerometer

        init() {
            bus.attach(SimulatedMPU6050(clock: clock, motion: ScriptedMotion(noise: 0)), at: 0x68)
            let faulty = FaultyI2CBus(wrapping: bus)
            self.faulty = faulty
            let plan = AccelerometerPlan(chip: .mpu6050, address: 0x68, range: .g4, sampleRate: 100)
            accelerometer = ReconnectingAccelerometer(name: "MPU-6050", sampleRate: 100) {
                try AccelerometerBringUp.start(on: faulty, plan: plan).driver
            }
        }

        /// `count` reads that fail with `code`, then one good read.
        func fail(_ count: Int, with code: Int32) throws -> Vector3 {
            faulty.faults = [.errno(code)]
            faulty.errorRate = 1
            for _ in 0..<count {
                clock.advance(by: .milliseconds(10))
                #expect(throws: (any Error).self) { try accelerometer.readSamples() }
            }
            faulty.errorRate = 0
            clock.advance(by: .milliseconds(10))
            return try #require(try accelerometer.readSamples().first)
        }
    }

    @Test(arguments: [EREMOTEIO, ENXIO])
    func oneOrTwoNACKsDoNotResetTheChip(code: Int32) throws {
        let rig = Rig()
        _ = try rig.fail(1, with: code)
        _ = try rig.fail(ReconnectingAccelerometer.absentAfter - 1, with: code)
        #expect(rig.accelerometer.connections == 1)
    }

    @Test(arguments: [EREMOTEIO, ENXIO])
    func repeatedNACKsMeanTheChipIsGoneAndItIsBroughtUpAgain(code: Int32) throws {
        let rig = Rig()
        _ = try rig.fail(ReconnectingAccelerometer.absentAfter, with: code)
        #expect(rig.accelerometer.connections == 2)
    }

    @Test(arguments: [EIO, ETIMEDOUT, EAGAIN, EBUSY])
    func failuresThatAreNotAMissingChipNeverResetIt(code: Int32) throws {
        let rig = Rig()
        let sample = try rig.fail(ReconnectingAccelerometer.brokenAfter - 1, with: code)
        #expect(rig.accelerometer.connections == 1)
        #expect(abs(sample.z - 1) < 0.05)
    }

    /// A bus that fails every read for seconds may have had the chip reset under it.
    @Test func aBusThatNeverAnswersIsBroughtUpAgainWhenItDoes() throws {
        let rig = Rig()
        _ = try rig.fail(ReconnectingAccelerometer.brokenAfter, with: ETIMEDOUT)
        #expect(rig.accelerometer.connections == 2)
    }

    /// One NACK while the connector blinked, and the chip is back at power-up (asleep): the
    /// first good read notices, and the chip is configured again.
    @Test func aChipThatBlinkedAndLostItsConfigurationIsBroughtUpAgain() throws {
        let rig = Rig()
        rig.faulty.apply(.unplug(address: 0x68))
        rig.clock.advance(by: .milliseconds(10))
        #expect(throws: (any Error).self) { try rig.accelerometer.readSamples() }
        rig.faulty.apply(.plug(address: 0x68))
        rig.clock.advance(by: .milliseconds(10))
        let sample = try #require(try rig.accelerometer.readSamples().first)
        #expect(rig.accelerometer.connections == 2)
        #expect(abs(sample.z - 1) < 0.05, "configured again, not reading a sleeping chip: \(sample)")
    }
}
