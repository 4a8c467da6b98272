/// A colour with straight (not premultiplied) alpha, each channel 0...1.
public struct Color: Hashable, Sendable {
    public var r: Double
    public var g: Double
    public var b: Double
    public var a: Double

    public init(r: Double, g: Double, b: Double, a: Double = 1) {
        self.r = Color.unit(r); self.g = Color.unit(g); self.b = Color.unit(b); self.a = Color.unit(a)
    }

    /// `0xRRGGBB`, as design tools write colours.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            r: Double((hex >> 16) & 0xFF) / 255,
            g: Double((hex >> 8) & 0xFF) / 255,
            b: Double(hex & 0xFF) / 255,
            a: alpha
        )
    }

    public static let black = Color(r: 0, g: 0, b: 0)
    public static let white = Color(r: 1, g: 1, b: 1)
    public static let clear = Color(r: 0, g: 0, b: 0, a: 0)

    public func withAlpha(_ a: Double) -> Color { Color(r: r, g: g, b: b, a: a) }

    /// Rec. 601 luma, 0...1: what decides black or white on a one-bit panel.
    public var luma: Double { 0.299 * r + 0.587 * g + 0.114 * b }

    /// Clamps to 0...1 and turns NaN into 0, so a bad value never reaches Cairo.
    private static func unit(_ value: Double) -> Double {
        value.isNaN ? 0 : min(1, max(0, value))
    }
}
