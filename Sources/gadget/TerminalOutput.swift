import Core
import Foundation
import GadgetBase
#if canImport(Glibc)
import Glibc
#endif

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
        writeOut(safe(text, maxLength: maxLength) + "\n")
    }

    /// Text on standard output as it is (a prompt without a newline), unbuffered.
    static func write(_ text: String) {
        writeOut(safe(text))
    }

    /// Straight to the descriptor. When the reader has gone (`gadget cars | head`), there is no
    /// one left to print for: Gadget stops quietly, as `ls | head` does, instead of dying of
    /// SIGPIPE or (with SIGPIPE ignored, as `main` sets it) crashing in FileHandle. Output that
    /// cannot be written (a full disk) is said and ends the command with 1, as `cat` does: a
    /// redirected listing must not look complete.
    private static func writeOut(_ text: String) {
        guard let code = DescriptorWriting.writeAll(Array(text.utf8), to: STDOUT_FILENO) else { return }
        if code == EPIPE { exit(0) }
        error(Localizer.current(CLIText.cannotWriteOutput, SystemReason(errorNumber: code).text(.current)))
        exit(1)
    }

    /// `gadget: <message>` on standard error.
    static func error(_ message: String) {
        _ = DescriptorWriting.writeAll(Array("gadget: \(safe(message))\n".utf8), to: STDERR_FILENO)
    }
}
