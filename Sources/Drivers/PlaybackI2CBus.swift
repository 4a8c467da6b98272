import GadgetBase
import Hardware

/// Replays a recorded conversation: each transfer must be the next one in the recording,
/// byte for byte, and gets the recorded answer (or the recorded failure). Anything else is
/// a mismatch, reported with both transfers and kept in `mismatches`, so a test of a driver
/// fails the moment the driver talks to the chip differently than it did when recorded.
public final class PlaybackI2CBus: I2CBus {
    public let name: String
    public let transactions: [I2CTransaction]
    public private(set) var position = 0
    public private(set) var mismatches: [String] = []

    public init(transactions: [I2CTransaction], name: String = "recorded I2C bus") {
        self.transactions = transactions
        self.name = name
    }

    /// Replays a log in `I2CTransaction`'s text form.
    public convenience init(log: String, name: String = "recorded I2C bus") throws(I2CLogError) {
        self.init(transactions: try I2CTransaction.parseLog(log), name: name)
    }

    /// True when every recorded transfer was replayed and none differed.
    public var isComplete: Bool { position == transactions.count && mismatches.isEmpty }

    /// Throws when the driver made fewer transfers than recorded, or any differed.
    public func verifyComplete() throws(I2CError) {
        if let first = mismatches.first {
            throw I2CError(.other, bus: name, detail: .verbatim(first))
        }
        if position < transactions.count {
            throw I2CError(.other, bus: name, detail: .verbatim("playback stopped at transfer \(position + 1) of \(transactions.count); "
                               + "next expected: \(transactions[position].request)"))
        }
    }

    public func readByte(address: UInt8, register: UInt8) throws(I2CError) -> UInt8 {
        try replay(I2CTransaction(kind: .readByte, address: address, register: register, count: 1, bytes: []))[0]
    }

    public func writeByte(address: UInt8, register: UInt8, value: UInt8) throws(I2CError) {
        _ = try replay(I2CTransaction(kind: .writeByte, address: address, register: register, count: 1, bytes: [value]))
    }

    public func readBlock(address: UInt8, register: UInt8, count: Int) throws(I2CError) -> [UInt8] {
        try replay(I2CTransaction(kind: .readBlock, address: address, register: register, count: count, bytes: []))
    }

    public func writeBlock(address: UInt8, register: UInt8, bytes: [UInt8]) throws(I2CError) {
        _ = try replay(I2CTransaction(kind: .writeBlock, address: address, register: register,
                                      count: bytes.count, bytes: bytes))
    }

    private func replay(_ made: I2CTransaction) throws(I2CError) -> [UInt8] {
        guard position < transactions.count else {
            throw mismatch("transfer \(position + 1) is \(made.request), but the recording has only \(transactions.count)",
                           address: made.address)
        }
        let expected = transactions[position]
        guard expected.request == made.request else {
            throw mismatch("transfer \(position + 1) is \(made.request), but the recording has \(expected.request)",
                           address: made.address)
        }
        position += 1
        if let failure = expected.failure {
            throw I2CError(failure, bus: name, address: made.address, detail: .verbatim("as recorded"))
        }
        return expected.bytes
    }

    private func mismatch(_ text: String, address: UInt8) -> I2CError {
        mismatches.append(text)
        return I2CError(.other, bus: name, address: address, detail: .verbatim("playback mismatch: " + text))
    }
}
