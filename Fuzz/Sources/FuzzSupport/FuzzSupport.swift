import CLibFuzzer
#if canImport(Glibc)
import Glibc
#endif

/// Runs libFuzzer's loop (its options and corpus folders come from the command line) over
/// `testOneInput`, then exits with libFuzzer's status. Every target's `main` is this call.
public func runLibFuzzer(_ testOneInput: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, testOneInput))
}

/// Stops the run when a parser's promise is broken. libFuzzer treats the abort like a crash:
/// it saves the input as crash-<hash> and the run fails, so a wrong answer is found as surely
/// as a trap.
public func invariant(_ condition: Bool, _ message: @autoclosure () -> String,
                      file: StaticString = #fileID, line: UInt = #line) {
    guard !condition else { return }
    // write(2) rather than stderr: the C global is shared mutable state to Swift 6.
    let report = "invariant broken at \(file):\(line): \(message())\n"
    report.withCString { _ = write(2, $0, strlen($0)) }
    abort()
}

/// The fuzzer's input as bytes (libFuzzer may pass a null pointer for the empty input).
public func fuzzInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> [UInt8] {
    guard let data, count > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: count))
}

/// The input as text, the way a file read from disk becomes text: invalid UTF-8 is replaced,
/// so every byte string still reaches the parser.
public func fuzzText(_ data: UnsafePointer<UInt8>?, _ count: Int) -> String {
    String(decoding: fuzzInput(data, count), as: UTF8.self)
}

/// True when `text` holds something a terminal would act on instead of showing: ESC, another
/// C0/C1 control character or DEL. Sanitized text from outside must contain none.
public func containsControlCharacters(_ text: String, allowingNewlines: Bool = false) -> Bool {
    text.unicodeScalars.contains { scalar in
        if allowingNewlines && scalar == "\n" { return false }
        return scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
