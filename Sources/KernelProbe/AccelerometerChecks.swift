import ChipCatalog
import Drivers
import Glibc
import GadgetBase
import Hardware
import Linux

/// The real MPU-6050 driver over LinuxI2CBus against i2c-stub at 0x68. The stub is a plain
/// 256-byte register file, so the probe first loads what a powered-up MPU-6050 holds, then
/// checks what the driver writes, and finally plays changing ACCEL_* values into the stub from a
/// second thread while the driver reads them.
func runAccelerometerChecks(_ runner: CheckRunner) {
    let path = "/dev/i2c-0", chip: UInt8 = 0x68
    var opened: LinuxI2CBus?
    runner.check("accel open \(path)") { opened = try LinuxI2CBus(path: path) }
    guard let bus = opened else { return }

    runner.check("accel i2c-stub loaded with an MPU-6050's power-up registers") {
        for register: UInt8 in [0x19, 0x1A, 0x1C, 0x1F, 0x20, 0x23, 0x37, 0x38, 0x3A, 0x6A] {
            try bus.writeByte(address: chip, register: register, value: 0)
        }
        try bus.writeBlock(address: chip, register: 0x3B, bytes: [UInt8](repeating: 0, count: 14))
        try bus.writeByte(address: chip, register: 0x6B, value: 0x40)   // PWR_MGMT_1: asleep
        try bus.writeByte(address: chip, register: 0x75, value: 0x68)   // WHO_AM_I
    }

    runner.check("accel detector finds the MPU-6050 at 0x68 and nothing else") {
        let report = AccelerometerDetector.scan(bus: bus)
        let found = report.found.map { "\($0.chip.displayName)@\($0.address)" }
        try require(found == ["MPU-6050@104"], "found \(found)\n\(report)")
    }

    runner.check("accel MPU6050 identifies and configures: SMPLRT_DIV, CONFIG, ACCEL_CONFIG, PWR_MGMT_1") {
        let driver = MPU6050(bus: bus, address: chip)
        try driver.identify()
        try driver.configure(range: .g4, sampleRate: 100)
        let written = try [0x19, 0x1A, 0x1C, 0x6B].map { register throws(I2CError) in try bus.readByte(address: chip, register: register) }
        try require(written == [9, 3, 0x08, 0x01], "registers read back \(written)")
        try driver.configureInterrupts(.wakeOnMotion)
        let interrupt = try [0x1C, 0x1F, 0x20, 0x37, 0x38].map { register throws(I2CError) in try bus.readByte(address: chip, register: register) }
        try require(interrupt == [0x09, 50, 20, 0x20, 0x40], "motion registers read back \(interrupt)")
    }

    runner.check("accel wrong WHO_AM_I is refused, naming the chip, bus and what answered") {
        try bus.writeByte(address: chip, register: 0x75, value: 0x70)
        defer { _ = try? bus.writeByte(address: chip, register: 0x75, value: 0x68) }
        do {
            try MPU6050(bus: bus, address: chip).identify()
            throw CheckFailure("an MPU-6500's WHO_AM_I was accepted")
        } catch let error as DriverError {
            let text = error.description
            try require(text.hasPrefix("MPU-6050 at 0x68 on /dev/i2c-0: WHO_AM_I reads 0x70, expected 0x68"), text)
            try require(text.contains("MPU-6500") && text.contains("board profile"), text)
        }
    }

    runner.check("accel absent 0x69 gives no-acknowledge with the AD0 hint") {
        do {
            try MPU6050(bus: bus, address: 0x69).identify()
            throw CheckFailure("an absent chip identified")
        } catch let error as DriverError {
            try require(error.busError?.kind == .noAcknowledge(.address), "got \(error)")
            try require(error.description.contains("0x69 on /dev/i2c-0") && error.description.contains("AD0"), "\(error)")
            runner.note(error.description)
        }
    }

    runner.check("accel samples played by another thread decode whole, one block read each") {
        try checkPlayedSamples(bus: bus, path: path, chip: chip, runner: runner)
    }
}
