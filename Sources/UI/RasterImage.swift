import Synchronization

private let nextImageIdentity = Atomic<UInt64>(0)

/// A bitmap to draw on a Canvas: premultiplied ARGB32, one UInt32 per pixel (0xAARRGGBB), rows
/// top to bottom with no padding: Cairo's ARGB32 layout, so drawing it needs no conversion.
public struct RasterImage: Sendable, Hashable {
    public let width: Int
    public let height: Int
    public let pixels: [UInt32]
    /// Tells renderers which cached surface belongs to this image without comparing pixels.
    let identity: UInt64

    /// Sizes below zero count as zero; a pixel array of the wrong length is cut or padded with
    /// transparent pixels, so a malformed image draws as what it holds instead of failing.
    public init(width: Int, height: Int, argb: [UInt32]) {
        self.width = max(0, width)
        self.height = max(0, height)
        let count = self.width * self.height
        if argb.count == count {
            pixels = argb
        } else if argb.count > count {
            pixels = Array(argb.prefix(count))
        } else {
            pixels = argb + [UInt32](repeating: 0, count: count - argb.count)
        }
        identity = nextImageIdentity.wrappingAdd(1, ordering: .relaxed).newValue
    }

    public static func == (lhs: RasterImage, rhs: RasterImage) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.pixels == rhs.pixels
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(pixels)
    }

    /// Straight (not premultiplied) colour of one pixel, each channel 0...1; nil outside the image.
    public func color(x: Int, y: Int) -> Color? {
        guard x >= 0, x < width, y >= 0, y < height else { return nil }
        let pixel = pixels[y * width + x]
        let alpha = Double(pixel >> 24) / 255
        guard alpha > 0 else { return .clear }
        func channel(_ shift: UInt32) -> Double { Double((pixel >> shift) & 0xFF) / 255 / alpha }
        return Color(r: channel(16), g: channel(8), b: channel(0), a: alpha)
    }

    /// The image in pure black and white by Floyd–Steinberg error diffusion, for one-bit panels:
    /// thresholding a photo would leave blobs, diffusion keeps its shading as dot density.
    /// Pixels less than half opaque become transparent; the rest become opaque.
    public func dithered() -> RasterImage {
        guard width > 0, height > 0 else { return self }
        var output = [UInt32](repeating: 0, count: pixels.count)
        // Two rows of carried error, one pixel of margin on each side.
        var current = [Float](repeating: 0, count: width + 2)
        var next = [Float](repeating: 0, count: width + 2)
        for y in 0..<height {
            for x in 0..<width {
                let pixel = pixels[y * width + x]
                let alpha = pixel >> 24
                guard alpha >= 128 else { continue }
                // Weighted in separate steps: as one expression, Swift 6.2's type checker gives up on it.
                let red: UInt32 = ((pixel >> 16) & 0xFF) * 299
                let green: UInt32 = ((pixel >> 8) & 0xFF) * 587
                let blue: UInt32 = (pixel & 0xFF) * 114
                let luma = Float(red + green + blue) / (1000 * Float(alpha))
                let wanted = luma + current[x + 1]
                let lit = wanted >= 0.5
                output[y * width + x] = lit ? 0xFFFF_FFFF : 0xFF00_0000
                let error = wanted - (lit ? 1 : 0)
                current[x + 2] += error * 7 / 16
                next[x] += error * 3 / 16
                next[x + 1] += error * 5 / 16
                next[x + 2] += error * 1 / 16
            }
            swap(&current, &next)
            for i in next.indices { next[i] = 0 }
        }
        return RasterImage(width: width, height: height, argb: output)
    }
}
