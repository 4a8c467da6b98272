import GadgetBase
import Hardware

/// How a framebuffer stores one pixel, reduced to what the copier needs; built only for the
/// formats Gadget can draw (packed truecolour at 16, 24 or 32 bpp, and 1 bpp monochrome).
struct FramebufferPixelLayout: Hashable, Sendable {
    enum Encoding: Hashable, Sendable {
        /// A little-endian pixel value of `bytesPerPixel` bytes with the channels at their bitfields.
        case packed(bytesPerPixel: Int, red: FramebufferChannel, green: FramebufferChannel,
                    blue: FramebufferChannel, transparency: FramebufferChannel)
        /// One bit per pixel, leftmost pixel in the least significant bit: the order fbdev uses on
        /// little-endian CPUs and that SSD1306-class drivers read back.
        case mono(oneIsLit: Bool)
    }

    var encoding: Encoding

    init(_ encoding: Encoding) { self.encoding = encoding }

    init(_ info: FramebufferInfo) throws(FramebufferError) {
        let path = info.path
        guard info.memoryType == fbTypePackedPixels else {
            throw .unsupported(path, LocalizedMessage(FramebufferText.planar, "\(info.memoryType)"))
        }
        guard info.nonStandard == 0 else {
            throw .unsupported(path, LocalizedMessage(FramebufferText.nonStandard, info.bitsPerPixel, "\(info.nonStandard)"))
        }
        switch (info.bitsPerPixel, info.visual) {
        case (1, .monoOneIsWhite):
            encoding = .mono(oneIsLit: true)
        case (1, .monoOneIsBlack):
            encoding = .mono(oneIsLit: false)
        case (16, .trueColor), (24, .trueColor), (32, .trueColor):
            let channels = [info.red, info.green, info.blue, info.transparency]
            let fits = channels.allSatisfy { $0.length >= 0 && $0.length <= 16 && $0.offset >= 0
                && ($0.length == 0 || $0.offset + $0.length <= info.bitsPerPixel) }
            guard fits, info.red.length > 0, info.green.length > 0, info.blue.length > 0 else {
                let fields = "R \(info.red.offset)/\(info.red.length) G \(info.green.offset)/\(info.green.length) "
                    + "B \(info.blue.offset)/\(info.blue.length)"
                throw .unsupported(path, LocalizedMessage(FramebufferText.bitfieldsDoNotFit, info.bitsPerPixel, fields))
            }
            encoding = .packed(bytesPerPixel: info.bitsPerPixel / 8, red: info.red, green: info.green,
                               blue: info.blue, transparency: info.transparency)
        default:
            throw .unsupported(path, LocalizedMessage(FramebufferText.bitsPerPixel, info.bitsPerPixel, info.visual.kernelName))
        }
    }

    var bitsPerPixel: Int {
        switch encoding {
        case .packed(let bytes, _, _, _, _): bytes * 8
        case .mono: 1
        }
    }

    /// The format Gadget renders in for this framebuffer: the native one when Gadget has it,
    /// otherwise the one that converts without losing colour.
    var renderFormat: PixelFormat {
        switch encoding {
        case .mono: .mono1
        case .packed(let bytes, _, _, _, _): bytes == 2 ? .rgb565 : .xrgb8888
        }
    }

    /// True when pixels of `format` are stored byte for byte as this framebuffer stores them, so a
    /// row can be copied without conversion.
    func storesExactly(_ format: PixelFormat) -> Bool {
        guard case .packed(let bytes, let red, let green, let blue, _) = encoding else { return false }
        switch format {
        case .rgb565:
            return bytes == 2 && red == .init(offset: 11, length: 5) && green == .init(offset: 5, length: 6)
                && blue == .init(offset: 0, length: 5)
        case .xrgb8888:
            return bytes == 4 && red == .init(offset: 16, length: 8) && green == .init(offset: 8, length: 8)
                && blue == .init(offset: 0, length: 8)
        case .mono1:
            // Gadget's mono1 puts the leftmost pixel in the most significant bit; fbdev does not.
            return false
        }
    }
}

/// Turns 8-bit channels into a packed pixel value: precomputed shifts, so the per-pixel work is
/// three shifts and ors.
struct PackedPixelEncoder {
    private let redShifts: (right: UInt32, left: UInt32)
    private let greenShifts: (right: UInt32, left: UInt32)
    private let blueShifts: (right: UInt32, left: UInt32)
    /// Transparency bits set to opaque, for drivers that honour them.
    private let opaqueBits: UInt32

    init(red: FramebufferChannel, green: FramebufferChannel, blue: FramebufferChannel, transparency: FramebufferChannel) {
        func shifts(_ channel: FramebufferChannel) -> (right: UInt32, left: UInt32) {
            // Channels narrower than 8 bits keep the top bits; wider ones scale the 8 bits up.
            channel.length <= 8
                ? (UInt32(8 - channel.length), UInt32(channel.offset))
                : (0, UInt32(channel.offset + channel.length - 8))
        }
        redShifts = shifts(red); greenShifts = shifts(green); blueShifts = shifts(blue)
        opaqueBits = transparency.length == 0 ? 0 : ((1 << UInt32(transparency.length)) - 1) << UInt32(transparency.offset)
    }

    @inline(__always)
    func encode(_ color: RGB) -> UInt32 {
        (UInt32(color.r) >> redShifts.right) << redShifts.left
            | (UInt32(color.g) >> greenShifts.right) << greenShifts.left
            | (UInt32(color.b) >> blueShifts.right) << blueShifts.left
            | opaqueBits
    }
}
