import Core
import Foundation

/// Everything the command line prints passes through here: text from files and the network
/// (answers, titles, profile values, error messages quoting them, paths) may hold escape
/// sequences that would move the cursor, retitle the window or hide what follows, and an
/// error may quote a secret. `safe` removes both; newlines and tabs keep their meaning.
enum TerminalOutput {
    /// - Parameter maxLength: the cap, in characters; generous for Gadget's own long texts (help).
    static func safe(_ text: String, maxLength: Int = 8000) -> String {
        TextSanitizer.terminalText(SecretRedaction.redact(text), maxLength: maxLength)
    }

    /// A line on standard output.
    static func line(_ text: String, maxLength: Int = 8000) {
        print(safe(text, maxLength: maxLength))
    }

    /// Text on standard output as it is (a prompt without a newline), unbuffered.
    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(safe(text).utf8))
    }

    /// `gadget: <message>` on standard error.
    static func error(_ message: String) {
        FileHandle.standardError.write(Data("gadget: \(safe(message))\n".utf8))
    }
}
