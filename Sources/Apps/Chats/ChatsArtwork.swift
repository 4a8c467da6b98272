import Core
import Foundation
import GadgetBase
import Hardware
import UI

/// The app's logo, drawn from shapes so it is sharp at any size: an orange rounded square with
/// a white speech bubble holding three orange dots (someone is typing).
enum ChatsLogo {
    /// Draws the logo as the largest square that fits `rect`, centred.
    static func draw(on canvas: Canvas, in rect: Rect, tint: Color, knockout: Color) {
        let side = min(rect.width, rect.height).rounded(.down)
        guard side >= 8 else { return }
        let origin = Point(x: (rect.midX - side / 2).rounded(), y: (rect.midY - side / 2).rounded())
        func at(_ x: Double, _ y: Double) -> Point { Point(x: origin.x + x * side, y: origin.y + y * side) }
        func box(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
            Rect(x: origin.x + x * side, y: origin.y + y * side, width: w * side, height: h * side)
        }
        canvas.fill(box(0, 0, 1, 1), color: tint, cornerRadius: side * 0.23)
        canvas.fill(box(0.17, 0.22, 0.66, 0.44), color: knockout, cornerRadius: side * 0.15)
        canvas.fillPolygon([at(0.29, 0.6), at(0.47, 0.62), at(0.24, 0.81)], color: knockout)
        for x in [0.355, 0.5, 0.645] {
            canvas.fillCircle(center: at(x, 0.44), radius: max(1, side * 0.05), color: tint)
        }
    }
}

/// The loader: eight dots round a circle, one of them the head of a fading tail. Frame n has
/// its head on dot n, so dissolving each frame into the next turns the ring smoothly.
public enum LoaderFrames {
    public static let count = 8
    private static let sizes: [Double] = [1, 0.82, 0.68, 0.56, 0.46, 0.46, 0.46, 0.46]
    private static let strengths: [Double] = [1, 0.78, 0.58, 0.42, 0.28, 0.28, 0.28, 0.28]

    /// One whole frame, background included, in the square around `center`: frames are opaque
    /// pictures, so painting one over another at opacity m mixes them exactly (1-m)·a + m·b.
    static func draw(frame: Int, on canvas: Canvas, center: Point, radius: Double,
                     color: Color, background: Color, monochrome: Bool) {
        let box = Rect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2)
        canvas.fill(box, color: background)
        let ring = radius * 0.72
        let dot = radius * 0.2
        for index in 0..<count {
            let behind = ((frame - index) % count + count) % count
            let angle = -Double.pi / 2 + Double(index) * 2 * .pi / Double(count)
            let position = Point(x: center.x + ring * cos(angle), y: center.y + ring * sin(angle))
            let alpha = monochrome ? 1 : strengths[behind]
            canvas.fillCircle(center: position, radius: max(1, dot * sizes[behind]), color: color.withAlpha(alpha))
        }
    }

    /// `blend.from` dissolving into `blend.to`.
    static func draw(_ blend: LoaderBlend, on canvas: Canvas, center: Point, radius: Double,
                     color: Color, background: Color, monochrome: Bool) {
        draw(frame: blend.from, on: canvas, center: center, radius: radius, color: color,
             background: background, monochrome: monochrome)
        guard blend.mix > 0 else { return }
        canvas.group(opacity: blend.mix) { canvas in
            draw(frame: blend.to, on: canvas, center: center, radius: radius, color: color,
                 background: background, monochrome: monochrome)
        }
    }
}

/// The launch and loading screens: white, with the orange logo or the loader (black on one-bit
/// panels, where orange on white would vanish).
struct OpeningScreens {
    let localizer: Localizer

    private func ink(_ canvas: Canvas) -> Color { canvas.theme.isMonochrome ? .black : ChatsPalette.orange }

    func drawLaunch(on canvas: Canvas) {
        canvas.clear(.white)
        let bounds = canvas.bounds
        // The logo fills a small panel; on a big one it stays a mark in the middle.
        let share = switch canvas.theme.sizeClass {
        case .compact: 0.7
        case .regular: 0.42
        }
        let side = min(bounds.width, bounds.height) * share
        ChatsLogo.draw(on: canvas, in: Rect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side),
                       tint: ink(canvas), knockout: .white)
    }

    func drawLoading(_ blend: LoaderBlend, on canvas: Canvas) {
        canvas.clear(.white)
        let theme = canvas.theme
        let bounds = canvas.bounds
        let caption = theme.lineHeight(.caption)
        let share: Double, labelGap: Double
        switch theme.sizeClass {
        case .compact: (share, labelGap) = (0.32, 1)
        case .regular: (share, labelGap) = (0.16, theme.spacing)
        }
        let radius = (min(bounds.width, bounds.height - caption * 2) * share).rounded()
        let center = Point(x: bounds.midX.rounded(), y: (bounds.midY - caption * 0.6).rounded())
        LoaderFrames.draw(blend, on: canvas, center: center, radius: radius, color: ink(canvas),
                          background: .white, monochrome: theme.isMonochrome)
        let label = Rect(x: 0, y: center.y + radius + labelGap, width: bounds.width,
                         height: caption)
        canvas.text(localizer(ChatsText.loading), in: label, role: .caption,
                    color: theme.isMonochrome ? .black : Color(hex: 0x7C7C84), maxLines: 1)
    }
}
