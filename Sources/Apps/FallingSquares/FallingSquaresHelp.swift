import Core
import GadgetBase
import Hardware
import UI

/// The how-to-play overlay shown before the first game. The squares are already at the top of
/// their lanes, so each lane is labelled under its square: the gesture's name and the button
/// that makes it. On a 128x64 panel only the buttons fit, with one line for the rest.
struct FallingSquaresHelp {
    let layout: FallingSquaresLayout
    let localizer: Localizer

    func draw(on canvas: Canvas) {
        let theme = canvas.theme
        let labelsTop = layout.field.minY + layout.squareSide + theme.smallGap
        let footerRole: FontRole = .caption
        // One line of help right on the floor of a compact panel; three, a little above it, on a regular one.
        let footerHeight: Double, footerGap: Double
        switch layout.sizeClass {
        case .compact: (footerHeight, footerGap) = (theme.lineHeight(footerRole) * 1.0, 0)
        case .regular: (footerHeight, footerGap) = (theme.lineHeight(footerRole) * 3.0 + theme.spacing / 2, 2)
        }
        let footer = Rect(x: layout.bounds.minX, y: layout.strip.minY - footerHeight - footerGap,
                          width: layout.bounds.width, height: footerHeight)

        for gesture in SquareGesture.allCases {
            let lane = layout.lanes[gesture.rawValue].insetBy(dx: 1, dy: 0)
            var area = Rect(x: lane.minX, y: labelsTop, width: lane.width, height: max(1, footer.minY - labelsTop))
            if layout.sizeClass == .regular {
                let name = localizer(FallingSquaresText.gestureNames[gesture] ?? FallingSquaresText.title)
                let covered = canvas.text(name, in: area, role: .caption, color: theme.foreground,
                                          verticalAlignment: .top, maxLines: 3)
                area = area.insetBy(top: covered.height + 2)
            }
            let key = FallingSquaresText.gestureKeys[gesture] ?? ""
            canvas.text(key, in: area, role: theme.denseTextRole,
                        color: theme.isMonochrome ? theme.foreground : theme.focus,
                        verticalAlignment: .top, maxLines: 2, bold: true)
        }

        if !theme.isMonochrome { canvas.fill(footer, color: theme.background.withAlpha(0.85)) }
        switch layout.sizeClass {
        case .compact:
            canvas.text(localizer(FallingSquaresText.helpCompact), in: footer, role: footerRole,
                        color: theme.foreground, maxLines: 1)
        case .regular:
            let (start, controls) = footer.divided(atDistance: theme.lineHeight(footerRole), from: .bottom)
            canvas.text(localizer(FallingSquaresText.helpControls), in: controls.insetBy(dx: theme.spacing, dy: 0),
                        role: footerRole, color: theme.secondaryText, maxLines: 2)
            canvas.text(localizer(FallingSquaresText.helpStart), in: start, role: footerRole,
                        color: theme.foreground, maxLines: 1, bold: true)
        }
    }
}
