import Glibc
import GadgetBase
import Hardware

/// How the kernel says a framebuffer's pixel values become light (FB_VISUAL_*).
public enum FramebufferVisual: Hashable, Sendable, CustomStringConvertible {
    /// FB_VISUAL_MONO01: one bit per pixel, 1 = black.
    case monoOneIsBlack
    /// FB_VISUAL_MONO10: one bit per pixel, 1 = white (SSD1306-style OLEDs).
    case monoOneIsWhite
    case trueColor
    case pseudoColor
    case directColor
    case staticPseudoColor
    case fourCC
    case unknown(UInt32)

    init(kernelValue: UInt32) {
        switch kernelValue {
        case 0: self = .monoOneIsBlack
        case 1: self = .monoOneIsWhite
        case 2: self = .trueColor
        case 3: self = .pseudoColor
        case 4: self = .directColor
        case 5: self = .staticPseudoColor
        case 6: self = .fourCC
        default: self = .unknown(kernelValue)
        }
    }

    /// The kernel's name (linux/fb.h), which reads the same in every language and is what a
    /// search for the driver's documentation finds.
    public var kernelName: String {
        switch self {
        case .monoOneIsBlack: "FB_VISUAL_MONO01"
        case .monoOneIsWhite: "FB_VISUAL_MONO10"
        case .trueColor: "FB_VISUAL_TRUECOLOR"
        case .pseudoColor: "FB_VISUAL_PSEUDOCOLOR"
        case .directColor: "FB_VISUAL_DIRECTCOLOR"
        case .staticPseudoColor: "FB_VISUAL_STATIC_PSEUDOCOLOR"
        case .fourCC: "FB_VISUAL_FOURCC"
        case .unknown(let value): "FB_VISUAL \(value)"
        }
    }

    public var description: String {
        switch self {
        case .monoOneIsBlack: "monochrome (1 = black)"
        case .monoOneIsWhite: "monochrome (1 = white)"
        case .trueColor: "truecolour"
        case .pseudoColor: "pseudocolour"
        case .directColor: "directcolour"
        case .staticPseudoColor: "static pseudocolour"
        case .fourCC: "FOURCC"
        case .unknown(let value): "visual \(value)"
        }
    }
}

/// Where one colour channel sits inside a pixel value (fb_bitfield), counted from bit 0.
public struct FramebufferChannel: Hashable, Sendable {
    public var offset: Int
    public var length: Int
    public init(offset: Int, length: Int) { self.offset = offset; self.length = length }
}

/// What a framebuffer is, as `gadget doctor` reports it.
public struct FramebufferInfo: Hashable, Sendable, CustomStringConvertible {
    public var path: String
    /// The driver's name for the device ("fb_st7789v", "Virtual FB", "ssd1307").
    public var identifier: String
    /// The visible resolution, in the framebuffer's own (physical) orientation.
    public var width: Int
    public var height: Int
    public var virtualWidth: Int
    public var virtualHeight: Int
    /// Where the visible area starts inside the virtual one (panning).
    public var xOffset: Int
    public var yOffset: Int
    public var bitsPerPixel: Int
    /// Bytes from one row to the next (line_length); may exceed width × bytes per pixel.
    public var stride: Int
    public var visual: FramebufferVisual
    public var red: FramebufferChannel
    public var green: FramebufferChannel
    public var blue: FramebufferChannel
    public var transparency: FramebufferChannel
    /// Bytes of framebuffer memory (smem_len): what gets mapped.
    public var memoryLength: Int
    /// FB_TYPE_* (0 is packed pixels) and the driver's non-standard format flag.
    var memoryType: UInt32
    var nonStandard: UInt32

    public var description: String {
        var text = "\(path) \"\(identifier)\" \(width)x\(height), \(bitsPerPixel) bpp \(visual), stride \(stride)"
        if visual == .trueColor {
            let alpha = transparency.length > 0 ? " A \(transparency.offset)/\(transparency.length)" : ""
            text += " (R \(red.offset)/\(red.length) G \(green.offset)/\(green.length) B \(blue.offset)/\(blue.length)\(alpha))"
        }
        return text
    }

    /// The format Gadget should render in for this framebuffer, or nil when it cannot drive it.
    public var renderFormat: PixelFormat? { try? FramebufferPixelLayout(self).renderFormat }

    init(path: String, variable: KernelVariableScreenInfo, fixed: KernelFixedScreenInfo) {
        func channel(_ field: KernelFramebufferBitfield) -> FramebufferChannel {
            FramebufferChannel(offset: Int(field.offset), length: Int(field.length))
        }
        self.path = path
        identifier = fixed.identifier
        width = Int(variable.xres)
        height = Int(variable.yres)
        virtualWidth = Int(variable.xresVirtual)
        virtualHeight = Int(variable.yresVirtual)
        xOffset = Int(variable.xoffset)
        yOffset = Int(variable.yoffset)
        bitsPerPixel = Int(variable.bitsPerPixel)
        stride = Int(fixed.lineLength)
        visual = FramebufferVisual(kernelValue: fixed.visual)
        red = channel(variable.red)
        green = channel(variable.green)
        blue = channel(variable.blue)
        transparency = channel(variable.transp)
        memoryLength = Int(fixed.smemLength)
        memoryType = fixed.type
        nonStandard = variable.nonstd
    }

    /// Test and tooling initializer: a framebuffer described by hand.
    /// A framebuffer described by hand: for tests and benchmarks that copy into memory.
    public init(path: String, identifier: String = "", width: Int, height: Int, bitsPerPixel: Int, stride: Int,
         visual: FramebufferVisual, red: FramebufferChannel = .init(offset: 0, length: 0),
         green: FramebufferChannel = .init(offset: 0, length: 0), blue: FramebufferChannel = .init(offset: 0, length: 0),
         transparency: FramebufferChannel = .init(offset: 0, length: 0)) {
        self.path = path; self.identifier = identifier
        self.width = width; self.height = height; virtualWidth = width; virtualHeight = height
        xOffset = 0; yOffset = 0
        self.bitsPerPixel = bitsPerPixel; self.stride = stride; self.visual = visual
        self.red = red; self.green = green; self.blue = blue; self.transparency = transparency
        memoryLength = stride * height; memoryType = fbTypePackedPixels; nonStandard = 0
    }
}

extension FramebufferDisplay {
    /// Reads a framebuffer's geometry and pixel format without mapping or drawing anything.
    public static func probe(path: String) throws(FramebufferError) -> FramebufferInfo {
        try probe(path: path, overlayHint: FramebufferError.defaultOverlayHint)
    }

    /// The same, with the board's own overlay in the message when the device is missing.
    public static func probe(path: String, overlayHint: any LocalizableArgument) throws(FramebufferError) -> FramebufferInfo {
        let fd = open(path, O_RDWR | O_CLOEXEC)
        guard fd >= 0 else { throw FramebufferError.opening(path, errno: errno, overlayHint: overlayHint) }
        defer { Glibc.close(fd) }
        return try info(of: fd, path: path)
    }

    static func info(of fd: Int32, path: String) throws(FramebufferError) -> FramebufferInfo {
        switch readScreenInfo(fd: fd) {
        case .success(let (variable, fixed)):
            return FramebufferInfo(path: path, variable: variable, fixed: fixed)
        case .failure(let failure):
            if failure.code == ENOTTY || failure.code == EINVAL {
                throw FramebufferError(.cannotOpen, device: path, LocalizedMessage(FramebufferText.notAFramebuffer, path))
            }
            throw FramebufferError.failed(path, FramebufferText.readingScreenInfo, errno: failure.code)
        }
    }
}
