import GadgetBase
import Hardware
@testable import UI

let mono128x64 = DisplayGeometry(width: 128, height: 64, format: .mono1)
let rgb240 = DisplayGeometry(width: 240, height: 240, format: .rgb565)
let xrgb320 = DisplayGeometry(width: 320, height: 240, format: .xrgb8888)

extension PixelBuffer {
    /// How many pixels in `rect` have a luma of at least half.
    func litCount(in rect: PixelRect? = nil) -> Int {
        let area = rect ?? PixelRect(x: 0, y: 0, width: width, height: height)
        var count = 0
        for y in max(0, area.y)..<min(height, area.maxY) {
            for x in max(0, area.x)..<min(width, area.maxX) where color(x: x, y: y).luma >= 128 {
                count += 1
            }
        }
        return count
    }

    func pixels(in rect: PixelRect) -> [RGB] {
        var result: [RGB] = []
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX { result.append(color(x: x, y: y)) }
        }
        return result
    }
}

extension Renderer {
    /// Renders on a black background, so only what `draw` adds is lit.
    func renderOnBlack(_ draw: (Canvas) -> Void) -> Frame {
        render { canvas in
            canvas.clear(.black)
            draw(canvas)
        }
    }
}
