import GadgetBase
import Hardware

/// One I2C transfer as a driver made it, with its outcome: the unit a recording holds and a
/// playback checks, so a driver's exact conversation with a chip can be written down,
/// read by a person and replayed in a test.
///
/// The text form is one line per transaction (`#` starts a comment):
///
///     readByte 0x68 0x75 -> 68
///     writeByte 0x68 0x6b <- 01
///     readBlock 0x68 0x3b 6 -> 3f 00 00 12 ff e0
///     writeBlock 0x68 0x19 <- 04 03
///     readByte 0x69 0x75 !! noAcknowledge.address
public struct I2CTransaction: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable, CaseIterable {
        case readByte, writeByte, readBlock, writeBlock
        var isRead: Bool { self == .readByte || self == .readBlock }
    }

    public var kind: Kind
    public var address: UInt8
    public var register: UInt8
    /// Bytes asked for (reads) or sent (writes).
    public var count: Int
    /// Bytes written, or bytes read back when the read succeeded.
    public var bytes: [UInt8]
    /// Set when the bus failed the transfer.
    public var failure: I2CError.Kind?

    public init(kind: Kind, address: UInt8, register: UInt8, count: Int, bytes: [UInt8], failure: I2CError.Kind? = nil) {
        self.kind = kind; self.address = address; self.register = register
        self.count = count; self.bytes = bytes; self.failure = failure
    }

    /// The request alone, without what came back: what a playback compares.
    public var request: String {
        var words = [kind.rawValue, hexByte(address), hexByte(register)]
        if kind == .readBlock { words.append(String(count)) }
        if !kind.isRead { words.append("<-"); words += bytes.map(plainHex) }
        return words.joined(separator: " ")
    }

    public var description: String {
        if let failure { return request + " !! " + failure.name }
        return kind.isRead ? request + " -> " + bytes.map(plainHex).joined(separator: " ") : request
    }

    /// Parses a log, reporting the first bad line by number.
    public static func parseLog(_ text: String) throws(I2CLogError) -> [I2CTransaction] {
        var transactions: [I2CTransaction] = []
        for (index, rawLine) in TextLines.split(text).enumerated() {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard !words.isEmpty else { continue }
            do {
                transactions.append(try parse(words))
            } catch let problem {
                throw I2CLogError(line: index + 1, text: String(rawLine), problem: problem.message)
            }
        }
        return transactions
    }

    private struct Problem: Error { let message: String }

    private static func parse(_ words: [String]) throws(Problem) -> I2CTransaction {
        guard let kind = Kind(rawValue: words[0]) else {
            throw Problem(message: "unknown transfer \"\(words[0])\"; expected one of "
                + Kind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        var rest = ArraySlice(words.dropFirst())
        func byte(_ what: String) throws(Problem) -> UInt8 {
            guard let word = rest.popFirst() else { throw Problem(message: "missing \(what)") }
            guard let value = parseByte(word) else { throw Problem(message: "\(what) \"\(word)\" is not a byte in hex") }
            return value
        }
        let address = try byte("address"), register = try byte("register")
        var count = 1
        if kind == .readBlock {
            guard let word = rest.popFirst(), let value = Int(word), (1...32).contains(value) else {
                throw Problem(message: "a readBlock needs a byte count from 1 to 32 after the register")
            }
            count = value
        }
        var failure: I2CError.Kind?
        if let bang = rest.firstIndex(of: "!!") {
            guard bang + 1 < rest.endIndex, let kind = I2CError.Kind(name: rest[bang + 1]) else {
                throw Problem(message: "\"!!\" must be followed by one of " + I2CError.Kind.all.map(\.name).joined(separator: ", "))
            }
            failure = kind
            rest = rest[..<bang]
        }
        let arrow = kind.isRead ? "->" : "<-"
        var bytes: [UInt8] = []
        if let first = rest.popFirst() {
            guard first == arrow else { throw Problem(message: "expected \"\(arrow)\" but found \"\(first)\"") }
            for word in rest {
                guard let value = parseByte(word) else { throw Problem(message: "\"\(word)\" is not a byte in hex") }
                bytes.append(value)
            }
        }
        if !kind.isRead { count = bytes.count }
        if kind.isRead, failure == nil, bytes.count != count {
            throw Problem(message: "\(count) byte(s) asked for but \(bytes.count) recorded")
        }
        if !kind.isRead, !(1...32).contains(bytes.count) {
            throw Problem(message: "a write carries 1 to 32 bytes after \"<-\"")
        }
        return I2CTransaction(kind: kind, address: address, register: register, count: count,
                              bytes: failure == nil || !kind.isRead ? bytes : [], failure: failure)
    }

    private static func parseByte(_ word: String) -> UInt8? {
        let digits = word.hasPrefix("0x") || word.hasPrefix("0X") ? String(word.dropFirst(2)) : word
        return digits.count <= 2 ? UInt8(digits, radix: 16) : nil
    }

    /// Formats transactions as a log, one per line.
    public static func formatLog(_ transactions: [I2CTransaction], title: String? = nil) -> String {
        let header = title.map { ["# " + $0] } ?? []
        return (header + transactions.map(\.description)).joined(separator: "\n") + "\n"
    }
}

public struct I2CLogError: Error, Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var text: String
    public var problem: String
    public var description: String { "I2C log line \(line): \(problem) (\"\(text)\")" }
}

private func plainHex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16)
    return digits.count == 1 ? "0" + digits : digits
}
