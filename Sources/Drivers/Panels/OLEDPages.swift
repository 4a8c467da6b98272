import GadgetBase
import Hardware

/// A picture as the controller's RAM holds it: `pages` rows of 8 pixels, one byte per column,
/// the top pixel in the least significant bit. Gadget's mono frames are rows of bits, most
/// significant bit first; this is where one becomes the other (and a quarter turn is applied).
public struct OLEDPages: Hashable, Sendable {
    public let width: Int
    public let pages: Int
    /// Page after page: `bytes[page * width + column]`.
    public var bytes: [UInt8]

    public init(width: Int, pages: Int, bytes: [UInt8]? = nil) {
        self.width = width
        self.pages = pages
        self.bytes = bytes ?? [UInt8](repeating: 0, count: width * pages)
        precondition(self.bytes.count == width * pages, "OLED pages need \(width * pages) bytes")
    }

    /// Packs a 1-bit frame of `panel.frameGeometry`'s size. On its side (90 or 270 degrees) the
    /// frame is turned a quarter clockwise here: its top-left pixel lands at the glass's top-right.
    public init(frame: PixelBuffer, panel: OLEDPanel) {
        precondition(frame.format == .mono1, "an OLED shows 1-bit frames")
        precondition(frame.width == panel.frameGeometry.width && frame.height == panel.frameGeometry.height,
                     "frame \(frame.width)x\(frame.height) does not fit \(panel.name) turned \(panel.rotation)°")
        self.init(width: panel.width, pages: panel.pages)
        let source = frame.bytes, stride = frame.stride, glassWidth = panel.width
        func lit(_ x: Int, _ y: Int) -> Bool { source[y * stride + x >> 3] & (0x80 >> UInt8(x & 7)) != 0 }
        for page in 0..<pages {
            for column in 0..<width {
                var byte: UInt8 = 0
                for bit in 0..<8 {
                    let row = page * 8 + bit
                    let on = panel.swapsAxes ? lit(row, glassWidth - 1 - column) : lit(column, row)
                    if on { byte |= 1 << UInt8(bit) }
                }
                bytes[page * width + column] = byte
            }
        }
    }

    public subscript(page: Int, column: Int) -> UInt8 {
        get { bytes[page * width + column] }
        set { bytes[page * width + column] = newValue }
    }

    /// The first and last columns of `page` where `self` and `other` differ, or nil.
    func changedColumns(onPage page: Int, comparedTo other: OLEDPages) -> ClosedRange<Int>? {
        let start = page * width
        guard let first = (0..<width).first(where: { bytes[start + $0] != other.bytes[start + $0] }) else { return nil }
        let last = (first..<width).last(where: { bytes[start + $0] != other.bytes[start + $0] }) ?? first
        return first...last
    }
}
