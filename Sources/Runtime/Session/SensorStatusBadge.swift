import Apps
import Core
import GadgetBase
import Hardware
import UI

/// A strip along the bottom of every screen while the accelerometer does not answer, so a loose
/// wire shows where the person is looking (shakes and turns do nothing meanwhile), and goes away
/// by itself when the chip answers again.
enum SensorStatusBadge {
    static let lost = LocalizedString("Motion sensor lost", ru: "Датчик движения потерян", uk: "Датчик руху втрачено")

    static let turnsWithTheBoard = LocalizedString(
        "Turns with the board: %@", ru: "Поворачивается с платой: %@", uk: "Повертається з платою: %@")
    /// The same on a small panel, where the long form would lose the apps' names.
    static let turnsShort = LocalizedString("Turns: %@", ru: "Поворот: %@", uk: "Поворот: %@")
    static let turnNoticeDuration: Duration = .seconds(2)

    static func draw(on canvas: Canvas, localizer: Localizer) {
        strip(localizer(lost), on: canvas, color: canvas.theme.isMonochrome ? canvas.theme.foreground : canvas.theme.danger)
    }

    /// The board was turned in an app that stays upright: which apps turn with it.
    static func drawTurnNotice(on canvas: Canvas, localizer: Localizer, turningApps: [any GadgetApp]) {
        let names = turningApps.map { localizer($0.title) }.joined(separator: ", ")
        // The long form where it fits whole (Russian's does not on 240 px), else the short one.
        let long = localizer(turnsWithTheBoard, names)
        let fitsLong = canvas.theme.sizeClass == .regular
            && canvas.fits(long, in: stripRect(on: canvas), role: .caption, maxLines: 1, bold: true)
        strip(fitsLong ? long : localizer(turnsShort, names), on: canvas, color: canvas.theme.foreground)
    }

    private static func stripRect(on canvas: Canvas) -> Rect {
        let height = canvas.theme.fontSize(.caption) * 1.6
        return Rect(x: 0, y: canvas.bounds.height - height, width: canvas.bounds.width, height: height)
    }

    private static func strip(_ text: String, on canvas: Canvas, color: Color) {
        let strip = stripRect(on: canvas)
        canvas.fill(strip, color: color)
        canvas.text(text, in: strip, role: .caption, color: canvas.theme.background, maxLines: 1, bold: true)
    }
}
