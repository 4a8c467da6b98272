/// Turns the bytes a raw-mode terminal sends into key presses.
///
/// Reads may split a sequence anywhere (an arrow's ESC in one read, its "[A" in the next;
/// half of a Cyrillic letter), so the decoder keeps the unfinished tail until more bytes
/// arrive. A lone ESC is ambiguous: it is the Esc key, or the start of a sequence whose rest
/// is still on the way. The caller decides how long to wait and then calls
/// `flushPendingEscape()`.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []
    /// Inside an overlong escape sequence: its remaining parameter bytes and its final byte are
    /// dropped as they arrive, so the rest of it is never typed as digits and semicolons.
    private var discardingSequence = false

    /// Longest escape sequence kept while waiting for its end; anything longer is garbage.
    private static let maximumSequenceLength = 32

    public init() {}

    /// True while the undecoded tail starts with ESC: either the Esc key or an unfinished sequence.
    public var hasPendingEscape: Bool { pending.first == ASCII.escape }

    public mutating func decode(_ bytes: [UInt8]) -> [KeyPress] {
        pending.append(contentsOf: bytes)
        var keys: [KeyPress] = []
        var index = 0
        scanning: while index < pending.count {
            if discardingSequence {
                let byte = pending[index]
                if (0x20...0x3F).contains(byte) { index += 1; continue }
                discardingSequence = false
                // The final byte ends the garbage; any other byte is read as usual.
                if (0x40...0x7E).contains(byte) { index += 1; continue }
            }
            switch step(at: index) {
            case .decoded(let key, let consumed):
                if let key { keys.append(key) }
                index += consumed
            case .overlong(let consumed):
                discardingSequence = true
                index += consumed
            case .needsMoreBytes:
                break scanning
            }
        }
        pending.removeFirst(index)
        return keys
    }

    /// Gives up waiting for the rest of a sequence: the ESC was the Esc key, and whatever
    /// followed it is ordinary typing.
    public mutating func flushPendingEscape() -> [KeyPress] {
        guard hasPendingEscape else { return [] }
        pending.removeFirst()
        return [.escape] + decode([])
    }

    private enum Step {
        /// `consumed` bytes were read; `key` is nil when they were swallowed.
        case decoded(KeyPress?, consumed: Int)
        /// `consumed` bytes began a sequence too long to be a key: drop them and the rest of it.
        case overlong(consumed: Int)
        case needsMoreBytes
    }

    private func step(at index: Int) -> Step {
        let byte = pending[index]
        switch byte {
        case ASCII.escape: return escapeSequence(at: index)
        case 0x0D, 0x0A: return .decoded(.enter, consumed: 1)
        case 0x09: return .decoded(.tab, consumed: 1)
        case 0x7F, 0x08: return .decoded(.backspace, consumed: 1)
        case 0x20: return .decoded(.space, consumed: 1)
        case 0x00: return .decoded(.control(" "), consumed: 1)
        case 0x01...0x1A: return .decoded(.control(Character(Unicode.Scalar(byte + 0x60))), consumed: 1)
        case 0x1C...0x1F: return .decoded(.control(Character(Unicode.Scalar(byte + 0x40))), consumed: 1)
        case 0x21...0x7E: return .decoded(.character(Character(Unicode.Scalar(byte))), consumed: 1)
        default: return utf8Character(at: index)
        }
    }

    private func escapeSequence(at index: Int) -> Step {
        guard index + 1 < pending.count else { return .needsMoreBytes }
        switch pending[index + 1] {
        case UInt8(ascii: "["):
            return controlSequence(at: index)
        case UInt8(ascii: "O"):
            // SS3: application-mode cursor keys and the keypad's Enter.
            guard index + 2 < pending.count else { return .needsMoreBytes }
            let final = pending[index + 2]
            guard (0x40...0x7E).contains(final) else { return .decoded(nil, consumed: 2) }
            let key: KeyPress? = final == UInt8(ascii: "M") ? .enter : Self.arrow(final)
            return .decoded(key, consumed: 3)
        default:
            // ESC ESC, or Alt+key: the Esc key, then the next byte on its own.
            return .decoded(.escape, consumed: 1)
        }
    }

    /// CSI: ESC [ parameters (0x30–0x3F), intermediates (0x20–0x2F), one final byte (0x40–0x7E).
    private func controlSequence(at index: Int) -> Step {
        var cursor = index + 2
        while cursor < pending.count, (0x20...0x3F).contains(pending[cursor]) { cursor += 1 }
        // Overlong is judged the same way whether the sequence came whole or split across reads,
        // so the keys never depend on where the reads were cut.
        if cursor - index > Self.maximumSequenceLength { return .overlong(consumed: cursor - index) }
        guard cursor < pending.count else { return .needsMoreBytes }
        let final = pending[cursor]
        guard (0x40...0x7E).contains(final) else {
            // Broken sequence: drop what was read and decode the odd byte on its own.
            return .decoded(nil, consumed: cursor - index)
        }
        let parameters = Array(pending[(index + 2)..<cursor])
        let length = cursor - index + 1

        if final == UInt8(ascii: "M"), parameters.isEmpty {
            return legacyMouse(at: index)
        }
        if parameters.first == UInt8(ascii: "<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
            let report = Self.sgrMouse(parameters: parameters.dropFirst(), released: final == UInt8(ascii: "m"))
            return .decoded(report.map(KeyPress.mouse), consumed: length)
        }
        // Arrows may carry modifiers ("1;5A" is Ctrl-Up); the direction is what matters here.
        return .decoded(Self.arrow(final), consumed: length)
    }

    /// X10 mouse encoding (ESC [ M and three bytes offset by 32), sent by terminals that
    /// ignore the SGR request.
    private func legacyMouse(at index: Int) -> Step {
        guard index + 5 < pending.count else { return .needsMoreBytes }
        let code = Int(pending[index + 3]) - 32
        let x = Int(pending[index + 4]) - 32, y = Int(pending[index + 5]) - 32
        guard code >= 0, x >= 1, y >= 1 else { return .decoded(nil, consumed: 6) }
        let released = code & 3 == 3 && code & (32 | 64) == 0
        return .decoded(.mouse(MouseReport(buttonCode: code, x: x, y: y, released: released)), consumed: 6)
    }

    private static func sgrMouse(parameters: ArraySlice<UInt8>, released: Bool) -> MouseReport? {
        let fields = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
        guard fields.count == 3 else { return nil }
        let numbers = fields.compactMap { Int(String(decoding: $0, as: UTF8.self)) }
        guard numbers.count == 3, numbers[0] >= 0, numbers[1] >= 1, numbers[2] >= 1 else { return nil }
        return MouseReport(buttonCode: numbers[0], x: numbers[1], y: numbers[2], released: released)
    }

    private static func arrow(_ final: UInt8) -> KeyPress? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        default: nil
        }
    }

    private func utf8Character(at index: Int) -> Step {
        let lead = pending[index]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .decoded(nil, consumed: 1)  // stray continuation or invalid lead byte
        }
        let available = min(length, pending.count - index)
        for offset in 1..<available where pending[index + offset] & 0xC0 != 0x80 {
            return .decoded(nil, consumed: 1)  // the sequence breaks off: drop the lead byte
        }
        guard available == length else { return .needsMoreBytes }
        let encoded = pending[index..<(index + length)]
        guard let text = String(validating: encoded, as: UTF8.self),
              let scalar = text.unicodeScalars.first,
              scalar.properties.generalCategory != .control
        else { return .decoded(nil, consumed: length) }
        return .decoded(.character(Character(scalar)), consumed: length)
    }
}

enum ASCII {
    static let escape: UInt8 = 0x1B
}
