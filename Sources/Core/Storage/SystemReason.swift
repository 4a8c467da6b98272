import Foundation
import GadgetBase
import Hardware

/// Why the system refused a file operation, in the reader's language. The refusals a maker meets
/// (a missing folder, no permission, a full or read-only disk) are translated (`ErrnoWords`); any
/// other errno reads in the C library's words, and a library's own message (SQLite's) as it came.
public struct SystemReason: Sendable, Hashable, CustomStringConvertible, LocalizableArgument {
    private let translation: LocalizedString?
    private let words: String

    public init(errorNumber: Int32) {
        translation = ErrnoWords.words(for: errorNumber)
        words = strerror(errorNumber).map { String(cString: $0) } ?? "error \(errorNumber)"
    }

    /// A reason another library gave in its own words.
    public init(_ words: String) {
        translation = nil
        self.words = words
    }

    public func text(_ l: Localizer) -> String {
        translation.map { l($0) } ?? words
    }

    /// English, for logs.
    public var description: String { text(Localizer(language: .en)) }

    public var localizableArgument: LocalizedMessage.Argument {
        translation.map { .message(LocalizedMessage($0)) } ?? .text(words)
    }
}

/// Why a file operation failed, from the errno underneath (Foundation on Linux wraps it in an
/// error whose description is a generic "The operation could not be completed"; the errno is
/// what a user can act on). Errors that carry no errno keep Foundation's words.
public func fileErrorReason(_ error: any Error) -> SystemReason {
    let nsError = error as NSError
    // On Linux the underlying error is kept as a Swift value (POSIXError, or another Error), which
    // `as? NSError` does not bridge; `as NSError` on the Error does.
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? any Error {
        let underlyingError = underlying as NSError
        if underlyingError.domain == NSPOSIXErrorDomain { return SystemReason(errorNumber: Int32(underlyingError.code)) }
    }
    if nsError.domain == NSPOSIXErrorDomain { return SystemReason(errorNumber: Int32(nsError.code)) }
    return SystemReason(nsError.localizedDescription)
}
