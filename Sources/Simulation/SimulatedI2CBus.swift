import GadgetBase
import Hardware

/// A chip model that can sit on a `SimulatedI2CBus`. The bus moves bytes; the chip decides
/// what its registers hold and how its register pointer moves during a block transfer.
public protocol SimulatedI2CDevice: AnyObject {
    /// Called once at the start of every transaction addressed to this chip. Chips that
    /// latch their data for the length of a transfer (most sensors) do so here.
    func beginTransaction()
    func readRegister(_ register: UInt8) -> UInt8
    func writeRegister(_ register: UInt8, value: UInt8)
    /// Where the chip's register pointer goes after a byte at `register` in a block
    /// transfer (usually `register + 1`; a FIFO port stays put).
    func nextRegister(after register: UInt8) -> UInt8
    /// Power returns after the chip was unplugged: registers go back to their power-up values.
    func powerUp()
}

extension SimulatedI2CDevice {
    public func beginTransaction() {}
    public func nextRegister(after register: UInt8) -> UInt8 { register &+ 1 }
    public func powerUp() {}
}

/// An I2C bus with simulated chips on it, in place of /dev/i2c-N. An address with no chip
/// does not acknowledge, exactly as on a real bus.
public final class SimulatedI2CBus: I2CBus {
    public let name: String
    /// Transactions attempted so far (acknowledged or not): one per call, as on the wire.
    public private(set) var transactionCount = 0
    private var devices: [UInt8: any SimulatedI2CDevice] = [:]
    private var unplugged: Set<UInt8> = []

    public init(name: String = "simulated I2C bus") { self.name = name }

    public func attach(_ device: any SimulatedI2CDevice, at address: UInt8) { devices[address] = device }
    public func detach(address: UInt8) { devices[address] = nil }

    /// Pulls the chip at `address` off the bus (a loose wire, a breakout knocked out of its
    /// header): it stops acknowledging until `plug(address:)`, and loses power meanwhile.
    public func unplug(address: UInt8) { unplugged.insert(address) }

    /// Puts an unplugged chip back: it answers again, in its power-up state, as a real chip
    /// that lost power would. A driver has to configure it again.
    public func plug(address: UInt8) {
        guard unplugged.remove(address) != nil else { return }
        devices[address]?.powerUp()
    }

    public func isPlugged(address: UInt8) -> Bool { devices[address] != nil && !unplugged.contains(address) }

    public func readByte(address: UInt8, register: UInt8) throws(I2CError) -> UInt8 {
        try readBlock(address: address, register: register, count: 1)[0]
    }

    public func writeByte(address: UInt8, register: UInt8, value: UInt8) throws(I2CError) {
        try writeBlock(address: address, register: register, bytes: [value])
    }

    public func readBlock(address: UInt8, register: UInt8, count: Int) throws(I2CError) -> [UInt8] {
        let device = try begin(address: address)
        guard (1...32).contains(count) else {
            throw I2CError(.unsupported, bus: name, address: address, detail: LocalizedMessage(I2CText.blockReadLength, count))
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        var pointer = register
        for _ in 0..<count {
            bytes.append(device.readRegister(pointer))
            pointer = device.nextRegister(after: pointer)
        }
        return bytes
    }

    public func writeBlock(address: UInt8, register: UInt8, bytes: [UInt8]) throws(I2CError) {
        let device = try begin(address: address)
        guard (1...32).contains(bytes.count) else {
            throw I2CError(.unsupported, bus: name, address: address, detail: LocalizedMessage(I2CText.blockWriteLength, bytes.count))
        }
        var pointer = register
        for byte in bytes {
            device.writeRegister(pointer, value: byte)
            pointer = device.nextRegister(after: pointer)
        }
    }

    private func begin(address: UInt8) throws(I2CError) -> any SimulatedI2CDevice {
        transactionCount += 1
        guard let device = devices[address], !unplugged.contains(address) else {
            throw I2CError(.noAcknowledge(.address), bus: name, address: address)
        }
        device.beginTransaction()
        return device
    }
}
