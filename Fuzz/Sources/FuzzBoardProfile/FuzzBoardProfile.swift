import BoardProfiles
import Core
import FuzzSupport
import GadgetBase
import Hardware

/// Board profiles (boards/*.toml): the strict TOML subset, then the profile built from it.
/// Promises: every error points at a line of the file (or 0 for the file as a whole) and reads
/// as a sentence in every language; every entry remembers a line that exists.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBoardProfile(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = fuzzText(data, count)
    // Counted as the readers count them: any line ending, a byte-order mark dropped.
    let lineCount = TextLines.split(text).count
    do {
        let document = try ProfileDocument(parsing: text, file: "fuzz.toml")
        for (table, entries) in document.tables {
            let tableLine = document.tableLines[table] ?? -1
            invariant((0...lineCount).contains(tableLine), "table [\(table)] at line \(tableLine) of \(lineCount)")
            for (key, entry) in entries {
                invariant((1...lineCount).contains(entry.line), "\(key) at line \(entry.line) of \(lineCount)")
            }
        }
        _ = try BoardProfile(document: document)
    } catch {
        invariant((0...lineCount).contains(error.line), "error at line \(error.line) of \(lineCount)")
        for language in Language.allCases {
            let message = error.message(Localizer(language: language))
            invariant(!message.isEmpty, "empty \(language) message")
        }
    }
    return 0
}

@main enum FuzzBoardProfileMain {
    static func main() { runLibFuzzer(fuzzBoardProfile) }
}
