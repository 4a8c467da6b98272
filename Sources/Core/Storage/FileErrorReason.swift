import Foundation

/// Why a file operation failed, in the system's own words ("Permission denied", "No space left
/// on device"). Foundation on Linux wraps the errno in an error whose description is a generic
/// "The operation could not be completed"; the errno underneath is what a user can act on.
public func fileErrorReason(_ error: any Error) -> String {
    let nsError = error as NSError
    // On Linux the underlying error is kept as a Swift value (POSIXError, or another Error), which
    // `as? NSError` does not bridge; `as NSError` on the Error does.
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? any Error {
        let underlyingError = underlying as NSError
        if underlyingError.domain == NSPOSIXErrorDomain, let message = strerror(Int32(underlyingError.code)) {
            return String(cString: message)
        }
    }
    if nsError.domain == NSPOSIXErrorDomain, let message = strerror(Int32(nsError.code)) {
        return String(cString: message)
    }
    return nsError.localizedDescription
}
