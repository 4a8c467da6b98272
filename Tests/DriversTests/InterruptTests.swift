import ChipCatalog
import Drivers
import GadgetBase
import Hardware
import Simulation
import Testing

/// The chips' own detectors, set up by the drivers: what they catch, and that the pin and the
/// status stay latched until the driver reads them.
@Suite struct InterruptTests {
    @Test func theMPU6050WakesOnMotionAndHoldsTheInterruptUntilRead() throws {
        let motion = ScriptedMotion(noise: 0.002, seed: 2)
        let bench = AccelerometerBench(.mpu6050, motion: motion)
        try bench.start(rate: 100)
        try bench.driver.configureInterrupts(.wakeOnMotion)
        #expect(bench.simulator.peek(0x1F) == 50 && bench.simulator.peek(0x20) == 20)   // MOT_THR 0.1 g, MOT_DUR 20 ms
        #expect(bench.simulator.peek(0x1C) == 0x09 && bench.simulator.peek(0x37) == 0x20 && bench.simulator.peek(0x38) == 0x40)
        bench.clock.advance(by: .seconds(2))
        #expect(try bench.driver.readInterruptEvents() == [])
        #expect(!bench.simulator.interruptAsserted)
        motion.playShake(at: bench.clock.now(), amplitude: 1)
        bench.clock.advance(by: .milliseconds(400))
        _ = try bench.driver.readSamples()              // any transaction lets the chip catch up
        #expect(bench.simulator.interruptAsserted)
        bench.clock.advance(by: .seconds(3))
        _ = try bench.driver.readSamples()
        #expect(bench.simulator.interruptAsserted, "latched long after the shake ended")
        #expect(try bench.driver.readInterruptEvents() == .motion)
        #expect(!bench.simulator.interruptAsserted)
        #expect(try bench.driver.readInterruptEvents() == [])
    }

    /// The FIFO keeps filling while the runtime sleeps on the motion interrupt: its overrun must
    /// not raise the pin, or a still board wakes every few seconds. Read after, it is still told.
    @Test(arguments: [AccelerometerChip.mpu6050, .adxl345, .lis3dh])
    func aFIFOOverrunWhileAsleepDoesNotRaiseThePin(chip: AccelerometerChip) throws {
        let bench = AccelerometerBench(chip, motion: ScriptedMotion(noise: 0.002, seed: 2))
        try bench.start(rate: 100)
        try bench.driver.enableFIFO()
        try bench.driver.armMotionWake()
        let raisedAt = (1...50).first { tenth in
            bench.clock.advance(by: .milliseconds(100))
            bench.simulator.runUntilNow()
            return bench.simulator.interruptAsserted
        }
        #expect(raisedAt == nil, "raised after \(raisedAt ?? 0) tenths of a second")
        _ = try bench.driver.readSamples()
        #expect(bench.driver.fifoOverflows == 1)
    }

    @Test func theMPU6050RefusesTapsWithAnExplanation() throws {
        let bench = AccelerometerBench(.mpu6050)
        try bench.start()
        let error = try #require(throws: DriverError.self) {
            try bench.driver.configureInterrupts(InterruptSettings(taps: .knocks))
        }
        #expect(error.description.contains("MPU-6050 at 0x68 on /dev/i2c-1: the MPU-6050 has no tap detection"))
        #expect(error.description.contains("ADXL345 or LIS3DH"))
    }

    @Test(arguments: [AccelerometerChip.adxl345, .lis3dh])
    func singleAndDoubleTapsAreTold(chip: AccelerometerChip) throws {
        let motion = PulseMotion()
        let bench = AccelerometerBench(chip, motion: motion)
        try bench.start(range: .g8, rate: 400)
        try bench.driver.configureInterrupts(InterruptSettings(taps: .knocks))
        let start = bench.clock.now()
        motion.pulse(at: start + .milliseconds(500))
        bench.clock.advance(to: start + .seconds(1))
        _ = try bench.driver.readSamples()
        #expect(bench.simulator.interruptAsserted)
        #expect(try bench.driver.readInterruptEvents() == .singleTap)
        #expect(!bench.simulator.interruptAsserted)

        motion.pulse(at: start + .milliseconds(1500))
        motion.pulse(at: start + .milliseconds(1600))
        bench.clock.advance(to: start + .seconds(2))
        let events = try bench.driver.readInterruptEvents()
        #expect(events.contains(.doubleTap), "got \(events)")

        // Too long to be a tap: a push held for 100 ms.
        motion.pulse(at: start + .milliseconds(2500), width: .milliseconds(100))
        bench.clock.advance(to: start + .seconds(3))
        #expect(try bench.driver.readInterruptEvents() == [])
    }

    @Test(arguments: [AccelerometerChip.adxl345, .lis3dh])
    func motionIsToldAndLatched(chip: AccelerometerChip) throws {
        let motion = ScriptedMotion(noise: 0.002, seed: 7)
        let bench = AccelerometerBench(chip, motion: motion)
        try bench.start(range: .g4, rate: 100)
        try bench.driver.configureInterrupts(InterruptSettings(motion: MotionDetection(threshold: 0.25, duration: .milliseconds(20))))
        bench.clock.advance(by: .seconds(2))
        #expect(try bench.driver.readInterruptEvents() == [])
        motion.playShake(at: bench.clock.now(), amplitude: 1.5)
        bench.clock.advance(by: .seconds(3))
        _ = try bench.driver.readSamples()
        #expect(bench.simulator.interruptAsserted)
        #expect(try bench.driver.readInterruptEvents().contains(.motion))
        bench.clock.advance(by: .seconds(1))
        #expect(try bench.driver.readInterruptEvents() == [])
    }

    @Test func theLSM9DS1SaysItsInterruptsAreNotSetUp() throws {
        let bench = AccelerometerBench(.lsm9ds1)
        try bench.start()
        try bench.driver.configureInterrupts(InterruptSettings())
        let error = try #require(throws: DriverError.self) { try bench.driver.configureInterrupts(.wakeOnMotion) }
        #expect(error.description.contains("accelerometer.interrupt "))
    }
}
