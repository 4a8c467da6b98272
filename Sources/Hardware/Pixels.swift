import GadgetBase
#if canImport(Glibc)
import Glibc
#endif

/// How a display stores one pixel. These are the formats small Linux panels expose through
/// fbdev (fbtft / tinydrm drivers) and the formats Gadget renders into natively.
public enum PixelFormat: String, Sendable, CaseIterable, Codable {
    /// 16 bits, 5-6-5, little-endian: SPI TFT panels (ST7789, ILI9341).
    case rgb565
    /// 32 bits, bytes B, G, R, X in memory: desktop framebuffers, Cairo's RGB24.
    case xrgb8888
    /// 1 bit per pixel, most significant bit first, 1 = lit: SSD1306 OLEDs, the terminal's mono mode.
    case mono1

    public var bitsPerPixel: Int {
        switch self {
        case .rgb565: 16
        case .xrgb8888: 32
        case .mono1: 1
        }
    }

    public var isMonochrome: Bool { self == .mono1 }

    /// Bytes in one row of `width` pixels, without padding.
    public func minimumStride(width: Int) -> Int { (width * bitsPerPixel + 7) / 8 }
}

/// The size and format of a display. The board profile says it; apps lay themselves out from it.
public struct DisplayGeometry: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public var format: PixelFormat

    public init(width: Int, height: Int, format: PixelFormat) {
        self.width = width; self.height = height; self.format = format
    }

    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }
    public var isLandscape: Bool { width > height }

    /// The smallest frame the apps' screens are laid out for, a 128x64 OLED's. A shorter or
    /// narrower one cuts the quiz's question, list rows and the keyboard.
    public static let smallestForScreens = (width: 128, height: 64)

    public var fitsScreens: Bool { width >= Self.smallestForScreens.width && height >= Self.smallestForScreens.height }
    public var description: String { "\(width)x\(height) \(format.rawValue)" }
}

/// An opaque 8-bit-per-channel colour, what a pixel means regardless of how it is stored.
public struct RGB: Hashable, Sendable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public init(r: UInt8, g: UInt8, b: UInt8) { self.r = r; self.g = g; self.b = b }

    public static let black = RGB(r: 0, g: 0, b: 0)
    public static let white = RGB(r: 255, g: 255, b: 255)

    /// Rec. 601 luma, 0...255.
    public var luma: Int { (Int(r) * 299 + Int(g) * 587 + Int(b) * 114) / 1000 }
}

/// Pixels in a display's native format: what a display presents and what a capture saves.
public struct PixelBuffer: Hashable, Sendable {
    public let width: Int
    public let height: Int
    public let format: PixelFormat
    /// Bytes per row (may exceed the minimum, as a framebuffer's line length does).
    public let stride: Int
    public var bytes: [UInt8]

    public init(width: Int, height: Int, format: PixelFormat, stride: Int? = nil, bytes: [UInt8]? = nil) {
        self.width = width
        self.height = height
        self.format = format
        let rowBytes = stride ?? format.minimumStride(width: width)
        self.stride = rowBytes
        self.bytes = bytes ?? [UInt8](repeating: 0, count: rowBytes * height)
        precondition(self.bytes.count >= rowBytes * height, "pixel buffer too small for \(width)x\(height)")
    }

    public var geometry: DisplayGeometry { DisplayGeometry(width: width, height: height, format: format) }

    /// The colour of one pixel (for terminals, captures and tests; not a hot path for panels).
    public func color(x: Int, y: Int) -> RGB {
        precondition(x >= 0 && x < width && y >= 0 && y < height)
        let row = y * stride
        switch format {
        case .rgb565:
            let lo = UInt16(bytes[row + x * 2]), hi = UInt16(bytes[row + x * 2 + 1])
            let v = lo | hi << 8
            let r5 = UInt8((v >> 11) & 0x1F), g6 = UInt8((v >> 5) & 0x3F), b5 = UInt8(v & 0x1F)
            return RGB(r: r5 << 3 | r5 >> 2, g: g6 << 2 | g6 >> 4, b: b5 << 3 | b5 >> 2)
        case .xrgb8888:
            let i = row + x * 4
            return RGB(r: bytes[i + 2], g: bytes[i + 1], b: bytes[i])
        case .mono1:
            let lit = bytes[row + x / 8] & (0x80 >> UInt8(x % 8)) != 0
            return lit ? .white : .black
        }
    }

    /// The smallest rectangle where `self` and `other` differ, or nil when they are identical.
    /// Buffers of different geometry differ everywhere.
    public func damage(comparedTo other: PixelBuffer?) -> PixelRect? {
        guard let other, other.width == width, other.height == height, other.format == format,
              other.stride == stride
        else { return PixelRect(x: 0, y: 0, width: width, height: height) }
        var minRow = -1, maxRow = -1
        var minByte = Int.max, maxByte = -1
        let rowLength = format.minimumStride(width: width)
        bytes.withUnsafeBufferPointer { a in
            other.bytes.withUnsafeBufferPointer { b in
                guard let aBase = a.baseAddress, let bBase = b.baseAddress else { return }
                for rowIndex in 0..<height {
                    let start = rowIndex * stride
                    // memcmp first: most rows of most frames are unchanged, and it is vectorised.
                    guard memcmp(aBase + start, bBase + start, rowLength) != 0 else { continue }
                    var first = 0
                    while aBase[start + first] == bBase[start + first] { first += 1 }
                    var last = rowLength - 1
                    while aBase[start + last] == bBase[start + last] { last -= 1 }
                    if minRow < 0 { minRow = rowIndex }
                    maxRow = rowIndex
                    minByte = min(minByte, first)
                    maxByte = max(maxByte, last)
                }
            }
        }
        guard minRow >= 0 else { return nil }
        let bits = format.bitsPerPixel
        let x0 = minByte * 8 / bits
        let x1 = min(width, ((maxByte + 1) * 8 + bits - 1) / bits)
        return PixelRect(x: x0, y: minRow, width: max(1, x1 - x0), height: maxRow - minRow + 1)
    }
}

/// One rendered screen: the pixels, plus the text drawn on them (for the terminal's caption
/// line, script expectations and screen readers).
public struct Frame: Sendable {
    public var pixels: PixelBuffer
    public var texts: [String]
    /// Texts that did not fit where they were drawn and were shown shortened (ended in an
    /// ellipsis, clipped, or wrapped inside a word), except those drawn as allowed to shorten.
    public var cutTexts: [String]
    /// The index in `texts` of the highlighted row, key or button, if the screen has one.
    public var focusedText: Int?
    public init(pixels: PixelBuffer, texts: [String], cutTexts: [String] = [], focusedText: Int? = nil) {
        self.pixels = pixels; self.texts = texts; self.cutTexts = cutTexts; self.focusedText = focusedText
    }
}

/// Anything that shows frames to a person: a Linux framebuffer, a terminal, a PNG capture.
public protocol Display: AnyObject {
    var geometry: DisplayGeometry { get }
    /// Shows `frame`; only `damage` changed since the last present (the whole frame on the first).
    func present(_ frame: Frame, damage: PixelRect) throws
    /// Clears the panel and gives the device back (called on every exit path).
    func close()
}
