import GadgetBase
import Hardware
import Simulation
import Testing

/// A plain 256-byte register file whose pointer wraps: the simplest chip there is.
final class RegisterFile: SimulatedI2CDevice {
    var bytes = [UInt8](repeating: 0, count: 256)
    func readRegister(_ register: UInt8) -> UInt8 { bytes[Int(register)] }
    func writeRegister(_ register: UInt8, value: UInt8) { bytes[Int(register)] = value }
}

@Suite struct SimulatedI2CBusTests {
    @Test func anEmptyAddressDoesNotAcknowledge() {
        let bus = SimulatedI2CBus(name: "test bus")
        #expect(throws: I2CError(.noAcknowledge(.address), bus: "test bus", address: 0x68)) {
            try bus.readByte(address: 0x68, register: 0x75)
        }
        #expect(bus.transactionCount == 1)
    }

    @Test func blockTransfersFollowTheChipsPointer() throws {
        let bus = SimulatedI2CBus()
        let chip = RegisterFile()
        bus.attach(chip, at: 0x50)
        try bus.writeBlock(address: 0x50, register: 0xFE, bytes: [1, 2, 3])
        #expect(chip.bytes[0xFE] == 1 && chip.bytes[0xFF] == 2 && chip.bytes[0x00] == 3)
        #expect(try bus.readBlock(address: 0x50, register: 0xFE, count: 3) == [1, 2, 3])
        #expect(try bus.readByte(address: 0x50, register: 0xFF) == 2)
        #expect(bus.transactionCount == 3)
        bus.detach(address: 0x50)
        #expect(throws: I2CError.self) { try bus.readByte(address: 0x50, register: 0) }
    }

    @Test func transfersOutsideSMBusLimitsAreRefused() throws {
        let bus = SimulatedI2CBus()
        bus.attach(RegisterFile(), at: 0x50)
        #expect(throws: I2CError(.unsupported, bus: bus.name, address: 0x50, detail: LocalizedMessage(I2CText.blockReadLength, 33))) {
            try bus.readBlock(address: 0x50, register: 0, count: 33)
        }
        #expect(throws: I2CError.self) { try bus.writeBlock(address: 0x50, register: 0, bytes: []) }
    }
}
