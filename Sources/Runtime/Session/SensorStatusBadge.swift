import Core
import Hardware
import UI

/// A strip along the bottom of every screen while the accelerometer does not answer, so a loose
/// wire shows where the person is looking (shakes and turns do nothing meanwhile), and goes away
/// by itself when the chip answers again.
enum SensorStatusBadge {
    static let lost = LocalizedString("Motion sensor lost", ru: "Датчик движения потерян", uk: "Датчик руху втрачено")

    static func draw(on canvas: Canvas, localizer: Localizer) {
        let theme = canvas.theme
        let height = theme.fontSize(.caption) * 1.6
        let strip = Rect(x: 0, y: canvas.bounds.height - height, width: canvas.bounds.width, height: height)
        canvas.fill(strip, color: theme.isMonochrome ? theme.foreground : theme.danger)
        canvas.text(localizer(lost), in: strip, role: .caption, color: theme.background, maxLines: 1, bold: true)
    }
}
