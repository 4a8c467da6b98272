/// Removes terminal escape sequences from a stream of scalars, following the shape
/// ECMA-48 gives them, so that the bytes of a sequence (like "[31m" after ESC) do not
/// survive as visible garbage once the ESC itself is gone.
enum EscapeSequenceStripper {
    private enum State {
        case text
        /// Just saw ESC: the next scalar says what kind of sequence this is.
        case escape
        /// ESC followed by intermediates (0x20-0x2F), waiting for the final byte.
        case escapeIntermediate
        /// Control Sequence: parameters and intermediates, then a final byte 0x40-0x7E.
        case controlSequence
        /// OSC, DCS, SOS, PM, APC: a string running to ST (ESC \ or 0x9C) or, for OSC, BEL.
        case controlString
        /// Inside a control string, just saw ESC: a backslash ends the string.
        case controlStringEscape
    }

    static func visibleScalars(of s: String) -> [Unicode.Scalar] {
        var state = State.text
        var visible: [Unicode.Scalar] = []
        visible.reserveCapacity(s.unicodeScalars.count)
        for scalar in s.unicodeScalars {
            let value = scalar.value
            switch state {
            case .text:
                state = stateAfterText(value)
                if state == .text { visible.append(scalar) }
            case .escape:
                if let next = stateAfterEscape(value) {
                    state = next
                } else {
                    // A lone ESC before ordinary text: drop the ESC, keep the text.
                    state = stateAfterText(value)
                    if state == .text { visible.append(scalar) }
                }
            case .escapeIntermediate:
                if (0x20...0x2F).contains(value) { continue }
                // A final byte ends it; anything else aborts it and is read as text again.
                state = .text
                if !(0x30...0x7E).contains(value) {
                    state = stateAfterText(value)
                    if state == .text { visible.append(scalar) }
                }
            case .controlSequence:
                if (0x20...0x3F).contains(value) { continue }
                state = .text
                if !(0x40...0x7E).contains(value) {
                    // Not part of a well-formed sequence: the sequence is over, the scalar is text.
                    state = stateAfterText(value)
                    if state == .text { visible.append(scalar) }
                }
            case .controlString:
                if value == 0x07 || value == 0x9C { state = .text }
                else if value == 0x1B { state = .controlStringEscape }
            case .controlStringEscape:
                state = value == 0x5C ? .text : .controlString
            }
        }
        return visible
    }

    private static func stateAfterText(_ value: UInt32) -> State {
        switch value {
        case 0x1B: .escape
        case 0x9B: .controlSequence  // 8-bit CSI
        case 0x90, 0x98, 0x9D, 0x9E, 0x9F: .controlString  // 8-bit DCS, SOS, OSC, PM, APC
        default: .text
        }
    }

    /// nil when the scalar cannot follow ESC in any sequence, which makes the ESC a lone one.
    private static func stateAfterEscape(_ value: UInt32) -> State? {
        switch value {
        case 0x5B: .controlSequence  // ESC [
        case 0x50, 0x58, 0x5D, 0x5E, 0x5F: .controlString  // ESC P, X, ], ^, _
        case 0x20...0x2F: .escapeIntermediate  // ESC ( B and the like
        case 0x1B: .escape  // ESC ESC: the first was a lone ESC
        case 0x30...0x7E: .text  // two-character sequences (ESC 7, ESC c, ESC M) end here
        default: nil
        }
    }
}
