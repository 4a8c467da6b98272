import Drivers
import GadgetBase
import Hardware
import Simulation
import Testing

@Suite struct DetectorTests {
    @Test func findsEveryKnownChipByItsIdentity() {
        let clock = TestClock()
        let bus = SimulatedI2CBus(name: "/dev/i2c-1")
        bus.attach(SimulatedMPU6050(clock: clock, motion: ScriptedMotion()), at: 0x69)
        bus.attach(SimulatedLIS3DH(clock: clock, motion: ScriptedMotion()), at: 0x19)
        bus.attach(SimulatedLSM9DS1(clock: clock, motion: ScriptedMotion()), at: 0x6A)
        let report = AccelerometerDetector.scan(bus: bus)
        #expect(report.found.map(\.chip) == [.mpu6050, .lis3dh, .lsm9ds1])
        #expect(report.found.map(\.address) == [0x69, 0x19, 0x6A])
        #expect(report.probes.count == 8)
        let text = report.description
        #expect(text.contains("accelerometer scan of /dev/i2c-1:"))
        #expect(text.contains("0x69 MPU-6050: found (WHO_AM_I 0x68)"))
        #expect(text.contains("0x68 MPU-6050: no answer"))
        #expect(text.contains("0x6a LSM9DS1: found"))
    }

    @Test func somethingElseAtAKnownAddressIsReportedNotTaken() throws {
        let bus = try PlaybackI2CBus(log: """
            readByte 0x68 0x75 -> 70
            readByte 0x69 0x75 !! noAcknowledge.address
            readByte 0x53 0x00 !! other
            """, name: "/dev/i2c-1")
        let report = AccelerometerDetector.scan(bus: bus, chips: [.mpu6050, .adxl345])
        #expect(report.found.isEmpty)
        let text = report.description
        #expect(text.contains("0x68 MPU-6050: answers, but WHO_AM_I reads 0x70, not 0x68, likely MPU-6500"))
        #expect(text.contains("0x53 ADXL345: I2C transfer at 0x53 on /dev/i2c-1 failed"))
        #expect(text.contains("no known accelerometer found; check the wiring"))
    }
}
