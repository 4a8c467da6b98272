import FuzzSupport
import Linux

/// Terminal input (keys, escape sequences, SGR and X10 mouse reports, UTF-8). Promises: how
/// the bytes are split into reads does not change the keys, mouse cells are 1-based, and no
/// decoded character is a control character.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeyDecoder(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = fuzzInput(data, count)
    guard !bytes.isEmpty else { return 0 }
    // The first byte chooses where the reads are cut; the rest is what the terminal sent.
    let cut = Int(bytes[0])
    let sent = Array(bytes.dropFirst())

    var whole = KeyDecoder()
    let keys = whole.decode(sent) + whole.flushPendingEscape()

    var pieces = KeyDecoder()
    var split: [KeyPress] = []
    var start = 0
    var piece = 0
    while start < sent.count {
        let length = 1 + (cut >> (piece % 4)) % 7
        split += pieces.decode(Array(sent[start..<min(start + length, sent.count)]))
        start += length
        piece += 1
    }
    split += pieces.flushPendingEscape()
    invariant(keys == split, "whole \(keys) but in pieces \(split)")

    for key in keys {
        switch key {
        case .character(let character):
            invariant(!containsControlCharacters(String(character)), "control character \(character.unicodeScalars.map(\.value))")
        case .mouse(let report):
            invariant(report.x >= 1 && report.y >= 1 && report.button >= 0, "mouse report \(report)")
        default:
            break
        }
    }
    return 0
}

@main enum FuzzKeyDecoderMain {
    static func main() { runLibFuzzer(fuzzKeyDecoder) }
}
