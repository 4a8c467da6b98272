import Foundation

/// Makes untrusted text (a remote answer, a typed-in answer) safe to show on a terminal
/// or a panel: nothing in it can move the cursor, retitle the window, reorder text
/// visually or smuggle in invisible characters.
public enum TextSanitizer {
    /// Strips ANSI/VT escape sequences (CSI, OSC, DCS and friends, in both their 7-bit
    /// `ESC x` and 8-bit C1 spellings, and a lone ESC), C0/C1 control characters and
    /// bidirectional overrides; turns every run of whitespace into one space; trims the
    /// ends; and caps the result at `maxLength` characters, ending a cut text with "…".
    public static func clean(_ s: String, maxLength: Int) -> String {
        cap(normalize(s), maxLength: maxLength)
    }

    /// For whole messages on a terminal or in a log (an error quoting a file's line, a listing):
    /// escape sequences, control characters (except newline and tab, which keep the layout) and
    /// bidi/invisible characters removed, and the whole capped at `maxLength` characters.
    /// Unlike `clean`, spacing is left alone.
    public static func terminalText(_ s: String, maxLength: Int = 8000) -> String {
        var output = String.UnicodeScalarView()
        for scalar in EscapeSequenceStripper.visibleScalars(of: s)
        where scalar == "\n" || scalar == "\t" || !isInvisibleOrControl(scalar) {
            output.append(scalar)
        }
        return cap(String(output), maxLength: maxLength)
    }

    /// Everything `clean` does except the length cap.
    /// Composed (NFC), so "é" typed as e and an accent is the same text as the one-character
    /// "é"; an accent with no letter before it (which draws over nothing) is left out.
    static func normalize(_ s: String) -> String {
        var output = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in EscapeSequenceStripper.visibleScalars(of: s) {
            if isWhitespace(scalar) {
                pendingSpace = !output.isEmpty
                continue
            }
            if isInvisibleOrControl(scalar) { continue }
            if output.isEmpty || pendingSpace, isCombiningMark(scalar) { continue }
            if pendingSpace {
                output.append(" ")
                pendingSpace = false
            }
            output.append(scalar)
        }
        return String(output).precomposedStringWithCanonicalMapping
    }

    private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    /// Cuts at a character (grapheme) boundary, so no accent or emoji is split in half.
    static func cap(_ s: String, maxLength: Int) -> String {
        guard maxLength > 0 else { return "" }
        guard s.count > maxLength else { return s }
        var kept = String(s.prefix(maxLength - 1))
        while kept.last == " " { kept.removeLast() }
        return kept + "…"
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        // Tab, newline and CR become spaces rather than vanishing, so "yes\nno" stays two words.
        scalar.properties.isWhitespace
    }

    private static func isInvisibleOrControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true  // C0, DEL, C1
        case 0x061C, 0x200E, 0x200F: true  // ALM, LRM, RLM
        case 0x202A...0x202E: true  // LRE, RLE, PDF, LRO, RLO
        case 0x2066...0x2069: true  // LRI, RLI, FSI, PDI
        case 0x200B, 0x2060, 0xFEFF: true  // zero-width space, word joiner, BOM
        case 0xFFF9...0xFFFB: true  // interlinear annotation controls
        default: false
        }
    }
}
