import Foundation
import UI

/// Pictures Gadget paints itself, pixel by pixel: landscapes of sky, sun, hills and water in
/// ten moods. No files to ship, and every one dithers well on a one-bit panel because each has
/// smooth gradients and a few strong shapes.
enum GeneratedPicture {
    static let width = 192
    static let height = 128

    struct Mood {
        var skyTop: (Double, Double, Double)
        var skyHorizon: (Double, Double, Double)
        var sun: (Double, Double, Double)
        /// Where the sun sits, as fractions of width and height.
        var sunAt: (Double, Double)
        var hillNear: (Double, Double, Double)
        var hillFar: (Double, Double, Double)
        var hasWater: Bool
        var phase: Double
    }

    static let moods: [Mood] = [
        Mood(skyTop: (0.18, 0.42, 0.85), skyHorizon: (0.72, 0.86, 0.98), sun: (1, 0.95, 0.7), sunAt: (0.72, 0.28),
             hillNear: (0.16, 0.45, 0.22), hillFar: (0.36, 0.58, 0.52), hasWater: false, phase: 0.3),
        Mood(skyTop: (0.32, 0.18, 0.45), skyHorizon: (0.98, 0.6, 0.36), sun: (1, 0.82, 0.45), sunAt: (0.3, 0.55),
             hillNear: (0.2, 0.12, 0.22), hillFar: (0.45, 0.25, 0.38), hasWater: true, phase: 1.7),
        Mood(skyTop: (0.03, 0.05, 0.16), skyHorizon: (0.14, 0.2, 0.38), sun: (0.95, 0.95, 0.88), sunAt: (0.2, 0.22),
             hillNear: (0.04, 0.06, 0.1), hillFar: (0.1, 0.13, 0.22), hasWater: true, phase: 2.9),
        Mood(skyTop: (0.5, 0.72, 0.9), skyHorizon: (0.93, 0.95, 0.97), sun: (1, 1, 0.92), sunAt: (0.5, 0.2),
             hillNear: (0.85, 0.88, 0.92), hillFar: (0.6, 0.68, 0.78), hasWater: false, phase: 4.1),
        Mood(skyTop: (0.95, 0.55, 0.25), skyHorizon: (1, 0.88, 0.55), sun: (1, 0.98, 0.85), sunAt: (0.8, 0.45),
             hillNear: (0.55, 0.3, 0.12), hillFar: (0.8, 0.52, 0.3), hasWater: false, phase: 5.3),
        Mood(skyTop: (0.1, 0.35, 0.55), skyHorizon: (0.55, 0.8, 0.85), sun: (1, 0.97, 0.8), sunAt: (0.15, 0.3),
             hillNear: (0.05, 0.3, 0.3), hillFar: (0.2, 0.5, 0.5), hasWater: true, phase: 0.9),
        Mood(skyTop: (0.4, 0.45, 0.5), skyHorizon: (0.75, 0.77, 0.8), sun: (0.9, 0.9, 0.9), sunAt: (0.62, 0.35),
             hillNear: (0.25, 0.3, 0.28), hillFar: (0.45, 0.5, 0.5), hasWater: true, phase: 3.5),
        Mood(skyTop: (0.2, 0.55, 0.9), skyHorizon: (0.8, 0.92, 1), sun: (1, 0.9, 0.5), sunAt: (0.85, 0.18),
             hillNear: (0.6, 0.5, 0.15), hillFar: (0.3, 0.55, 0.25), hasWater: false, phase: 2.2),
        Mood(skyTop: (0.6, 0.2, 0.3), skyHorizon: (0.95, 0.7, 0.6), sun: (1, 0.9, 0.8), sunAt: (0.45, 0.5),
             hillNear: (0.3, 0.08, 0.15), hillFar: (0.55, 0.3, 0.4), hasWater: true, phase: 6.0),
        Mood(skyTop: (0.02, 0.2, 0.15), skyHorizon: (0.3, 0.75, 0.55), sun: (0.85, 1, 0.9), sunAt: (0.25, 0.2),
             hillNear: (0.02, 0.12, 0.1), hillFar: (0.08, 0.3, 0.25), hasWater: false, phase: 1.1),
    ]

    /// The picture for `index` (any integer; the moods repeat), made once and kept.
    static func picture(_ index: Int) -> RasterImage {
        cache[((index % cache.count) + cache.count) % cache.count]
    }

    private static let cache: [RasterImage] = moods.map(paint)

    private static func paint(_ mood: Mood) -> RasterImage {
        var pixels = [UInt32](repeating: 0, count: width * height)
        let w = Double(width), h = Double(height)
        let horizon = mood.hasWater ? 0.68 : 0.8
        let sunX = mood.sunAt.0 * w, sunY = mood.sunAt.1 * h, sunRadius = h * 0.09
        for y in 0..<height {
            for x in 0..<width {
                let fx = Double(x), fy = Double(y)
                // Water mirrors the scene above the horizon, darkened and rippled.
                let mirrored = mood.hasWater && fy / h > horizon
                let sy = mirrored ? 2 * horizon * h - fy + sin(fx * 0.35 + fy) * 1.2 : fy
                var color = mix(mood.skyTop, mood.skyHorizon, min(1, sy / (h * horizon)))
                let distance = ((fx - sunX) * (fx - sunX) + (sy - sunY) * (sy - sunY)).squareRoot()
                let glow = max(0, 1 - distance / (sunRadius * 4)) * 0.45
                color = mix(color, mood.sun, distance < sunRadius ? 1 : glow)
                if sy > ridge(fx / w, base: 0.52, amplitude: 0.1, phase: mood.phase) * h {
                    color = mix(mood.hillFar, mood.skyHorizon, 0.15)
                }
                if sy > ridge(fx / w, base: 0.66, amplitude: 0.07, phase: mood.phase * 1.7 + 1) * h {
                    color = mix(mood.hillNear, (0, 0, 0), max(0, (sy / h - 0.66) * 0.8))
                }
                if mirrored { color = mix(color, (0.05, 0.1, 0.2), 0.35) }
                pixels[y * width + x] = argb(color)
            }
        }
        return RasterImage(width: width, height: height, argb: pixels)
    }

    private static func ridge(_ x: Double, base: Double, amplitude: Double, phase: Double) -> Double {
        base - amplitude * (sin(x * 7 + phase) * 0.6 + sin(x * 17 + phase * 2) * 0.25 + sin(x * 3 + phase * 0.5) * 0.5)
    }

    private static func mix(_ a: (Double, Double, Double), _ b: (Double, Double, Double), _ t: Double)
        -> (Double, Double, Double)
    {
        (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t, a.2 + (b.2 - a.2) * t)
    }

    private static func argb(_ c: (Double, Double, Double)) -> UInt32 {
        func byte(_ v: Double) -> UInt32 { UInt32(max(0, min(255, (v * 255).rounded()))) }
        return 0xFF00_0000 | byte(c.0) << 16 | byte(c.1) << 8 | byte(c.2)
    }
}
