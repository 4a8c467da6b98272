import GadgetBase
import Hardware
import Linux

/// LinuxI2CBus against the kernel's i2c-stub, loaded with chip_addr=0x68: a 256-register chip
/// at 0x68 on /dev/i2c-0 and nothing anywhere else.
func runI2CChecks(_ runner: CheckRunner) {
    let chip: UInt8 = 0x68
    var opened: LinuxI2CBus?
    runner.check("i2c open /dev/i2c-0") { opened = try LinuxI2CBus(busNumber: 0) }
    guard let bus = opened else { return }

    runner.check("i2c smbus byte write and read at 0x68") {
        for value: UInt8 in [0x5A, 0xA5, 0x00] {
            try bus.writeByte(address: chip, register: 0x6B, value: value)
            let read = try bus.readByte(address: chip, register: 0x6B)
            try require(read == value, "wrote 0x\(String(value, radix: 16)) to register 0x6b, read 0x\(String(read, radix: 16))")
        }
    }

    runner.check("i2c block read of 6 bytes from 0x3b returns the bytes written there") {
        let written: [UInt8] = [0x12, 0x34, 0xFE, 0xDC, 0x00, 0x7F]
        for (offset, value) in written.enumerated() {
            try bus.writeByte(address: chip, register: 0x3B + UInt8(offset), value: value)
        }
        let read = try bus.readBlock(address: chip, register: 0x3B, count: 6)
        try require(read == written, "wrote \(written), block read \(read)")
    }

    runner.check("i2c block write of 32 bytes reads back byte by byte") {
        let written = (0..<32).map { UInt8(truncatingIfNeeded: 0xC3 &+ $0 &* 7) }
        try bus.writeBlock(address: chip, register: 0x80, bytes: written)
        let read = try (0..<32).map { offset throws(I2CError) in
            try bus.readByte(address: chip, register: 0x80 + UInt8(offset))
        }
        try require(read == written, "block wrote \(written), byte reads gave \(read)")
        let block = try bus.readBlock(address: chip, register: 0x80, count: 32)
        try require(block == written, "a 32-byte block read gave \(block)")
    }

    runner.check("i2c read from absent 0x50 fails with an address noAcknowledge") {
        do {
            let value = try bus.readByte(address: 0x50, register: 0x00)
            throw CheckFailure("read 0x\(String(value, radix: 16)) from an address with no device")
        } catch let error as I2CError {
            // i2c-stub answers an empty address with ENODEV, which the errno table reads as an address NACK.
            try require(error.kind == .noAcknowledge(.address), "got \(error.kind): \(error)")
            try require(error.address == 0x50, "error names address \(String(describing: error.address))")
            runner.note(error.description)
        }
        // The bus keeps working for the chip that is there after a failed transfer elsewhere.
        _ = try bus.readByte(address: chip, register: 0x6B)
    }

    runner.check("i2c scan of /dev/i2c-0 finds only 0x68") {
        let found = try LinuxI2CBus.scan(bus: 0)
        try require(found == [chip], "scan found \(found.map { "0x" + String($0, radix: 16) })")
    }

    runner.check("i2c missing /dev/i2c-9 gives a missing-bus open error with the bus's overlay") {
        do {
            _ = try LinuxI2CBus(busNumber: 9)
            throw CheckFailure("opening /dev/i2c-9 succeeded")
        } catch let error as I2COpenError {
            try require(error.kind == .missing, "got \(error.kind): \(error)")
            try require(error.description.contains("/dev/i2c-9 does not exist: it needs its own overlay (dtoverlay=i2c9"),
                        "message was: \(error)")
        }
    }
}
