import GadgetBase
import Hardware

/// How many colours the terminal can show, which decides the escapes the display writes.
public enum TerminalColorMode: Sendable {
    /// 24-bit colour: `ESC [ 38;2;r;g;b m`.
    case trueColor
    /// The xterm 256-colour palette: the 6x6x6 cube and the grey ramp.
    case palette256
    /// The 16 ANSI colours (SGR 30-37, 90-97 and 40-47, 100-107): the Linux console.
    case palette16
    /// No colour escapes at all: pixels are lit or dark, drawn with block characters.
    case monochrome
}

/// The xterm 256-colour palette's colour part: indices 16...231 are a 6x6x6 cube,
/// 232...255 a grey ramp from 8 to 238 in steps of 10.
enum Palette256 {
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The palette index nearest to `color` (squared RGB distance), from the cube or the grey ramp.
    static func index(nearest color: RGB) -> UInt8 {
        let r = Int(color.r), g = Int(color.g), b = Int(color.b)
        let cube = (cubeStep(r), cubeStep(g), cubeStep(b))
        let cubeColor = (cubeLevels[cube.0], cubeLevels[cube.1], cubeLevels[cube.2])
        let cubeDistance = distance((r, g, b), cubeColor)

        let average = (r + g + b) / 3
        let greyStep = min(23, max(0, (average - 3) / 10))
        let greyLevel = 8 + 10 * greyStep
        let greyDistance = distance((r, g, b), (greyLevel, greyLevel, greyLevel))

        if greyDistance < cubeDistance { return UInt8(232 + greyStep) }
        return UInt8(16 + 36 * cube.0 + 6 * cube.1 + cube.2)
    }

    /// The colour a palette index (16...255) shows, for tests and the mono threshold.
    static func color(ofIndex index: UInt8) -> RGB {
        let i = Int(index)
        if i >= 232 {
            let level = UInt8(8 + 10 * (i - 232))
            return RGB(r: level, g: level, b: level)
        }
        let cube = max(0, i - 16)
        return RGB(r: UInt8(cubeLevels[cube / 36]), g: UInt8(cubeLevels[cube / 6 % 6]), b: UInt8(cubeLevels[cube % 6]))
    }

    /// The nearest cube level for one channel: the levels are 0, 95, then every 40.
    private static func cubeStep(_ value: Int) -> Int {
        if value < 48 { return 0 }
        if value < 115 { return 1 }
        return min(5, (value - 35) / 40)
    }

    private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let dr = a.0 - b.0, dg = a.1 - b.1, db = a.2 - b.2
        return dr * dr + dg * dg + db * db
    }
}

/// The 16 ANSI colours as xterm shows them by default (the Linux console's are close): index 0-7
/// normal, 8-15 bright.
enum Palette16 {
    static let colors: [RGB] = [
        RGB(r: 0, g: 0, b: 0), RGB(r: 205, g: 0, b: 0), RGB(r: 0, g: 205, b: 0), RGB(r: 205, g: 205, b: 0),
        RGB(r: 0, g: 0, b: 238), RGB(r: 205, g: 0, b: 205), RGB(r: 0, g: 205, b: 205), RGB(r: 229, g: 229, b: 229),
        RGB(r: 127, g: 127, b: 127), RGB(r: 255, g: 0, b: 0), RGB(r: 0, g: 255, b: 0), RGB(r: 255, g: 255, b: 0),
        RGB(r: 92, g: 92, b: 255), RGB(r: 255, g: 0, b: 255), RGB(r: 0, g: 255, b: 255), RGB(r: 255, g: 255, b: 255),
    ]

    /// The index (0-15) of the colour nearest to `color` (squared RGB distance).
    static func index(nearest color: RGB) -> UInt8 {
        var best = 0, bestDistance = Int.max
        for (index, candidate) in colors.enumerated() {
            let dr = Int(color.r) - Int(candidate.r), dg = Int(color.g) - Int(candidate.g), db = Int(color.b) - Int(candidate.b)
            let distance = dr * dr + dg * dg + db * db
            if distance < bestDistance { best = index; bestDistance = distance }
        }
        return UInt8(best)
    }

    /// The SGR parameter that sets colour `index` as the foreground (30-37, 90-97) or
    /// background (40-47, 100-107).
    static func parameter(_ index: UInt32, background: Bool) -> UInt32 {
        (index < 8 ? 30 + index : 82 + index) + (background ? 10 : 0)
    }
}
