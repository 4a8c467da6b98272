import Foundation
import GadgetBase
import Hardware
import UI

/// Drawing pieces the Showcase and master/detail screens share.
extension Canvas {
    /// A spinning activity indicator (UIKit's, in black): twelve spokes, the brightest at
    /// `step`, each one after it fainter. On one-bit panels it sits on a white disc so black
    /// spokes stay visible over any picture.
    func activityIndicator(center: Point, radius: Double, step: Int) {
        let spokes = ActivityIndicator.spokeCount
        if theme.isMonochrome {
            fillCircle(center: center, radius: radius + 1, color: .white)
        }
        let width = max(1, (radius / 4).rounded())
        for index in 0..<spokes {
            // How many steps ago this spoke was the bright one: 0 is now.
            let age = ((step - index) % spokes + spokes) % spokes
            let angle = Double(index) / Double(spokes) * 2 * .pi - .pi / 2
            let inner = Point(x: center.x + cos(angle) * radius * 0.45, y: center.y + sin(angle) * radius * 0.45)
            let outer = Point(x: center.x + cos(angle) * radius, y: center.y + sin(angle) * radius)
            if theme.isMonochrome {
                if age < spokes / 2 { line(from: inner, to: outer, color: .black, width: width) }
            } else {
                line(from: inner, to: outer, color: Color.black.withAlpha(1 - Double(age) / Double(spokes) * 0.8),
                     width: width)
            }
        }
    }

    /// A picture with rounded corners and a soft shadow under it at the same time (the shadow
    /// is drawn first, outside the picture's clip, so the rounding cannot cut it off).
    func shadowedPicture(_ picture: RasterImage, in rect: Rect, cornerRadius: Double) {
        guard rect.width > 2, rect.height > 2 else { return }
        if theme.isMonochrome {
            // One bit has no soft edges: a hard offset outline reads as the shadow.
            fill(Rect(x: rect.x + 2, y: rect.y + 2, width: rect.width, height: rect.height),
                 color: theme.foreground, cornerRadius: cornerRadius)
            fill(rect.insetBy(dx: -1, dy: -1), color: theme.background, cornerRadius: cornerRadius + 1)
        } else {
            let blur = max(2, (rect.height / 18).rounded())
            let drop = max(1, (blur * 0.6).rounded())
            // Layers grow outwards and fade: a cheap box blur of a dark rounded rectangle.
            for layer in stride(from: blur, through: 1, by: -1) {
                let grown = Rect(x: rect.x - layer + drop / 2, y: rect.y - layer + drop, width: rect.width + 2 * layer,
                                 height: rect.height + 2 * layer)
                fill(grown, color: Color.black.withAlpha(0.5 / blur), cornerRadius: cornerRadius + layer)
            }
        }
        image(picture, in: rect, contentMode: .fill, cornerRadius: cornerRadius)
    }
}

enum ActivityIndicator {
    static let spokeCount = 12
    /// One spoke step: a turn a second, as UIKit's indicator turns.
    static let stepInterval: Duration = .milliseconds(83)
}
