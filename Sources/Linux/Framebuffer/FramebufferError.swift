import Glibc
import GadgetBase
import Hardware

/// Why a framebuffer could not be used, worded for the person at the board.
public struct FramebufferError: Error, Hashable, Sendable, CustomStringConvertible, UserFacingError {
    public enum Kind: String, Sendable {
        /// The device node is missing or cannot be opened.
        case cannotOpen
        /// The device node is there, but the user may not open it (not in the video group).
        case permissionDenied
        /// The framebuffer stores pixels in a way Gadget cannot draw (the caller may fall back to
        /// the terminal display).
        case unsupportedFormat
        /// An ioctl or mmap on an open framebuffer failed.
        case deviceFailed
        /// A frame handed to `present` does not hold the pixels its geometry promises.
        case malformedFrame
    }

    public var kind: Kind
    public var device: String
    public var message: LocalizedMessage

    public init(_ kind: Kind, device: String, _ message: LocalizedMessage) {
        self.kind = kind; self.device = device; self.message = message
    }

    /// In English, for logs and tests.
    public var description: String { message.description }

    public func message(_ l: Localizer) -> String { message.text(l) }

    /// The usual overlays for the panels Gadget is built with; a board profile can name its own.
    public static let defaultOverlayHint = LocalizedMessage(FramebufferText.defaultOverlayHint)

    static func opening(_ path: String, errno code: Int32, overlayHint: any LocalizableArgument) -> FramebufferError {
        switch code {
        case ENOENT, ENODEV, ENXIO:
            return FramebufferError(.cannotOpen, device: path, LocalizedMessage(FramebufferText.missing, path, overlayHint))
        case EACCES, EPERM:
            return FramebufferError(.permissionDenied, device: path, LocalizedMessage(DeviceAccessText.permissionDenied, path, "video"))
        default:
            return FramebufferError(.cannotOpen, device: path, LocalizedMessage(FramebufferText.cannotOpen, path, ErrnoWords.reason(code)))
        }
    }

    static func failed(_ path: String, _ operation: LocalizedString, errno code: Int32) -> FramebufferError {
        FramebufferError(.deviceFailed, device: path, LocalizedMessage(FramebufferText.operationFailed, operation, path, ErrnoWords.reason(code)))
    }

    static func unsupported(_ path: String, _ why: LocalizedMessage) -> FramebufferError {
        FramebufferError(.unsupportedFormat, device: path, LocalizedMessage(FramebufferText.unsupported, path, why))
    }
}
