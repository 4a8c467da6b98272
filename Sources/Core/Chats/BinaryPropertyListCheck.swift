import Foundation

/// Checks that a binary property list holds together before Foundation reads it. Foundation's
/// reader trusts the lengths inside the file: a string that says it is longer than the data
/// made it read past the end and trap (found by Fuzz/FuzzChats), so chats from a file or a web
/// service could stop Gadget. Here every object must lie inside the object area and every
/// reference must name an object; what passes is then left to Foundation.
enum BinaryPropertyListCheck {
    static func isBinary(_ data: Data) -> Bool { data.starts(with: Array("bplist0".utf8)) }

    /// True when the trailer, the offset table and every object's extent and references are sound.
    static func isSound(_ data: Data) -> Bool {
        let bytes = [UInt8](data)
        let trailer = bytes.count - 32
        guard trailer >= 8 else { return false }
        let offsetSize = Int(bytes[trailer + 6]), referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
              let count = integer(bytes, at: trailer + 8, size: 8, limit: bytes.count),
              let top = integer(bytes, at: trailer + 16, size: 8, limit: bytes.count),
              let table = integer(bytes, at: trailer + 24, size: 8, limit: bytes.count),
              count > 0, top < count, table >= 8, table <= trailer, count <= (trailer - table) / offsetSize
        else { return false }
        let layout = Layout(bytes: bytes, objectsEnd: table, referenceSize: referenceSize, objectCount: count)
        for index in 0..<count {
            guard let start = integer(bytes, at: table + index * offsetSize, size: offsetSize, limit: trailer),
                  start >= 8, start < table, layout.objectIsSound(at: start)
            else { return false }
        }
        return true
    }

    /// A big-endian unsigned integer of `size` bytes at `offset`, wholly before `limit`.
    static func integer(_ bytes: [UInt8], at offset: Int, size: Int, limit: Int) -> Int? {
        guard offset >= 0, size <= 8, size <= limit - offset else { return nil }
        var value: UInt64 = 0
        for index in offset..<(offset + size) { value = value << 8 | UInt64(bytes[index]) }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }

    private struct Layout {
        let bytes: [UInt8]
        let objectsEnd: Int
        let referenceSize: Int
        let objectCount: Int

        func objectIsSound(at start: Int) -> Bool {
            let marker = bytes[start]
            var length = Int(marker & 0x0F)
            var position = start + 1
            let kind = marker >> 4
            // Data, strings, arrays, sets and dictionaries with 15 or more items give their
            // count as an integer object right after the marker.
            if length == 0x0F, [0x4, 0x5, 0x6, 0xA, 0xC, 0xD].contains(kind) {
                guard position < objectsEnd, bytes[position] >> 4 == 0x1 else { return false }
                let size = 1 << Int(bytes[position] & 0x0F)
                guard let count = integer(bytes, at: position + 1, size: size, limit: objectsEnd) else { return false }
                length = count
                position += 1 + size
            }
            let bodySize: Int
            var references = 0
            switch kind {
            case 0x0: bodySize = 0                                  // null, false, true, fill
            case 0x1, 0x2: guard length <= 4 else { return false }  // integers and reals of 1–16 bytes
                bodySize = 1 << length
            case 0x3: bodySize = 8                                  // date
            case 0x4, 0x5: bodySize = length                        // data, ASCII string
            case 0x6: guard length <= Int.max / 2 else { return false }  // UTF-16 string
                bodySize = length * 2
            case 0x8: bodySize = length + 1                         // UID
            case 0xA, 0xC: references = length                      // array, set
                guard references <= Int.max / referenceSize else { return false }
                bodySize = references * referenceSize
            case 0xD: guard length <= Int.max / (2 * referenceSize) else { return false }  // dictionary
                references = 2 * length
                bodySize = references * referenceSize
            default: return false
            }
            guard bodySize <= objectsEnd - position else { return false }
            for index in 0..<references {
                guard let reference = integer(bytes, at: position + index * referenceSize, size: referenceSize, limit: objectsEnd),
                      reference < objectCount
                else { return false }
            }
            return true
        }
    }
}
