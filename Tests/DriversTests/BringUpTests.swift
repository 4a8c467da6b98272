import Drivers
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
