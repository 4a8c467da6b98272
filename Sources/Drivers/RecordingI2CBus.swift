import GadgetBase
import Hardware

/// Passes every transfer through to another bus and writes it down, outcome included:
/// wrap the real bus on a board to capture a driver's conversation with a chip, then
/// replay it in a test with `PlaybackI2CBus`.
public final class RecordingI2CBus<Inner: I2CBus>: I2CBus {
    public let inner: Inner
    public private(set) var transactions: [I2CTransaction] = []

    public init(_ inner: Inner) { self.inner = inner }

    public var name: String { inner.name }

    /// The recording in the text form `I2CTransaction.parseLog` reads.
    public var log: String { I2CTransaction.formatLog(transactions, title: "I2C transactions on \(inner.name)") }

    public func clear() { transactions.removeAll() }

    public func readByte(address: UInt8, register: UInt8) throws(I2CError) -> UInt8 {
        let bytes = try record(.readByte, address, register, count: 1, sent: []) { () throws(I2CError) in
            [try inner.readByte(address: address, register: register)]
        }
        return bytes[0]
    }

    public func writeByte(address: UInt8, register: UInt8, value: UInt8) throws(I2CError) {
        _ = try record(.writeByte, address, register, count: 1, sent: [value]) { () throws(I2CError) in
            try inner.writeByte(address: address, register: register, value: value)
            return []
        }
    }

    public func readBlock(address: UInt8, register: UInt8, count: Int) throws(I2CError) -> [UInt8] {
        try record(.readBlock, address, register, count: count, sent: []) { () throws(I2CError) in
            try inner.readBlock(address: address, register: register, count: count)
        }
    }

    public func writeBlock(address: UInt8, register: UInt8, bytes: [UInt8]) throws(I2CError) {
        _ = try record(.writeBlock, address, register, count: bytes.count, sent: bytes) { () throws(I2CError) in
            try inner.writeBlock(address: address, register: register, bytes: bytes)
            return []
        }
    }

    private func record(
        _ kind: I2CTransaction.Kind, _ address: UInt8, _ register: UInt8, count: Int, sent: [UInt8],
        _ transfer: () throws(I2CError) -> [UInt8]
    ) throws(I2CError) -> [UInt8] {
        do {
            let received = try transfer()
            transactions.append(I2CTransaction(kind: kind, address: address, register: register, count: count,
                                               bytes: kind.isRead ? received : sent))
            return received
        } catch {
            transactions.append(I2CTransaction(kind: kind, address: address, register: register, count: count,
                                               bytes: sent, failure: error.kind))
            throw error
        }
    }
}
