import Glibc
import GadgetBase
import Hardware

/// A panel behind a Linux framebuffer device (/dev/fbN): fbtft and tinydrm SPI panels, SSD1306
/// OLEDs through ssd1307fb, HDMI through the DRM fbdev emulation, or the kernel's vfb.
///
/// Frames arrive in the panel's logical orientation and in Gadget's render format; `present`
/// writes only the damaged rectangle, turning and converting pixels when the framebuffer's own
/// orientation or format differs.
public final class FramebufferDisplay: Display {
    public let info: FramebufferInfo
    public let rotation: FramebufferRotation
    /// The frame size and format Gadget should render (rotation already applied).
    public let geometry: DisplayGeometry

    private let fd: Int32
    private let copier: FramebufferCopier
    private var mapping: UnsafeMutableRawPointer?
    /// Byte offset of the visible area's first pixel inside the mapping (panning).
    private let visibleOffset: Int
    /// The console tty switched to graphics mode, restored to text on close.
    private var console: Int32?

    /// Opens and maps a framebuffer. `overlayHint` goes into the message when the device is
    /// missing; `takeOverConsole` switches the console to graphics mode (when the process may)
    /// so the kernel's text cursor and messages do not draw over the picture. `monochrome` asks
    /// for 1-bit frames whatever the framebuffer stores: a mono panel behind a 32-bit emulated
    /// framebuffer (the DRM ssd130x driver's) still gets dithered 1-bit content, white or black.
    public init(
        path: String = "/dev/fb0",
        rotation: FramebufferRotation = .none,
        overlayHint: any LocalizableArgument = FramebufferError.defaultOverlayHint,
        takeOverConsole: Bool = true,
        monochrome: Bool = false
    ) throws(FramebufferError) {
        let descriptor = open(path, O_RDWR | O_CLOEXEC)
        guard descriptor >= 0 else { throw FramebufferError.opening(path, errno: errno, overlayHint: overlayHint) }
        do throws(FramebufferError) {
            let info = try Self.info(of: descriptor, path: path)
            let copier = try FramebufferCopier(info: info, rotation: rotation)
            let panBits = info.xOffset * info.bitsPerPixel
            guard panBits % 8 == 0 else {
                throw FramebufferError.unsupported(path, LocalizedMessage(FramebufferText.pannedInsideByte, info.xOffset))
            }
            let offset = info.yOffset * info.stride + panBits / 8
            guard info.memoryLength >= offset + copier.byteCount else {
                throw FramebufferError(.deviceFailed, device: path, LocalizedMessage(
                    FramebufferText.tooLittleMemory, path, info.memoryLength, info.width, info.height, offset, copier.byteCount))
            }
            let mapped = mmap(nil, info.memoryLength, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0)
            guard let mapped, mapped != UnsafeMutableRawPointer(bitPattern: -1) else {
                throw FramebufferError.failed(path, FramebufferText.mappingMemory, errno: errno)
            }
            self.info = info
            self.copier = copier
            self.rotation = rotation
            geometry = DisplayGeometry(width: copier.logicalWidth, height: copier.logicalHeight,
                                       format: monochrome ? .mono1 : copier.layout.renderFormat)
            fd = descriptor
            mapping = mapped
            visibleOffset = offset
        } catch {
            Glibc.close(descriptor)
            throw error
        }
        if takeOverConsole { console = Self.enterGraphicsMode() }
    }

    deinit { close() }

    public func present(_ frame: Frame, damage: PixelRect) throws {
        guard let mapping else {
            throw FramebufferError(.deviceFailed, device: info.path, LocalizedMessage(FramebufferText.alreadyClosed, info.path))
        }
        try copier.copy(frame.pixels, damage: damage, to: mapping + visibleOffset)
    }

    /// Blacks the screen, unmaps it and gives the console back. Safe to call more than once.
    public func close() {
        guard let mapping else { return }
        copier.clear(mapping + visibleOffset)
        munmap(mapping, info.memoryLength)
        self.mapping = nil
        Glibc.close(fd)
        if let console {
            // Text mode first, then the crash path let go: a signal between the two only sets
            // text mode twice, and the descriptor is never used once closed.
            _ = ioctl(console, kdSetMode, kdText)
            TerminalRestoration.forgetGraphicsConsole(console)
            Glibc.close(console)
            self.console = nil
        }
    }

    /// Puts the foreground virtual terminal into graphics mode; nil when there is none or the
    /// process may not (an ordinary user over SSH), which only means the cursor may blink through.
    private static func enterGraphicsMode() -> Int32? {
        let tty = open("/dev/tty0", O_RDWR | O_CLOEXEC | O_NOCTTY)
        guard tty >= 0 else { return nil }
        guard ioctl(tty, kdSetMode, kdGraphics) == 0 else {
            Glibc.close(tty)
            return nil
        }
        TerminalRestoration.restoreTextModeOnExit(console: tty)
        return tty
    }
}
