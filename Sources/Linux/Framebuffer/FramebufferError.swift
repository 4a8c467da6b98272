import Glibc

/// Why a framebuffer could not be used, worded for the person at the board.
public struct FramebufferError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        /// The device node is missing or cannot be opened.
        case cannotOpen
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
    public var description: String

    public init(_ kind: Kind, device: String, description: String) {
        self.kind = kind; self.device = device; self.description = description
    }

    /// The usual overlays for the panels Gadget is built with; a board profile can name its own.
    public static let defaultOverlayHint =
        "e.g. dtoverlay=fbtft,spi0-0,st7789v,dc_pin=24,reset_pin=25 for an ST7789 SPI panel, "
        + "or dtoverlay=ssd1306 for an SSD1306 OLED"

    static func opening(_ path: String, errno code: Int32, overlayHint: String) -> FramebufferError {
        switch code {
        case ENOENT, ENODEV, ENXIO:
            return FramebufferError(.cannotOpen, device: path, description:
                "framebuffer \(path) does not exist: add the panel's overlay to /boot/firmware/config.txt "
                + "(\(overlayHint)) and reboot")
        case EACCES, EPERM:
            return FramebufferError(.cannotOpen, device: path, description:
                "cannot open \(path): permission denied: add your user to the video group "
                + "and install Gadget's udev rules (see udev/)")
        default:
            return FramebufferError(.cannotOpen, device: path, description: "cannot open \(path): \(describeErrno(code))")
        }
    }

    static func failed(_ path: String, _ operation: String, errno code: Int32) -> FramebufferError {
        FramebufferError(.deviceFailed, device: path, description: "\(operation) on \(path) failed: \(describeErrno(code))")
    }

    static func unsupported(_ path: String, _ why: String) -> FramebufferError {
        FramebufferError(.unsupportedFormat, device: path, description:
            "\(path) \(why), which Gadget cannot draw into; Gadget will use the terminal display instead")
    }
}
