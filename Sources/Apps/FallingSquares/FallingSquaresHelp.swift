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

        let lanes = SquareGesture.allCases.map { gesture in
            let lane = layout.lanes[gesture.rawValue].insetBy(dx: 1, dy: 0)
            return LaneLabel(
                key: FallingSquaresText.gestureKeys[gesture] ?? "",
                area: Rect(x: lane.minX, y: labelsTop, width: lane.width, height: max(1, footer.minY - labelsTop)),
                names: layout.sizeClass == .compact ? [] : [FallingSquaresText.gestureNames[gesture],
                                                            FallingSquaresText.gestureNamesShort[gesture]]
                    .compactMap { $0 }.map { localizer($0) })
        }
        // Under the name, the key that makes the gesture: in bold in the dense text size where every
        // lane holds it and a name above it, else smaller, then in regular type (128x128's lanes).
        // One style for all four, so the keys line up.
        func keyHeight(_ lane: LaneLabel, _ style: KeyStyle) -> Double {
            canvas.measure(lane.key, role: style.role, width: lane.area.width, maxLines: 2, bold: style.bold).height.rounded(.up)
        }
        let keyStyles = [KeyStyle(role: theme.denseTextRole, bold: true), KeyStyle(role: .caption, bold: true),
                         KeyStyle(role: .caption, bold: false)]
        let keyStyle = keyStyles.first { style in
            lanes.allSatisfy { lane in
                canvas.fits(lane.key, in: lane.area, role: style.role, maxLines: 2, bold: style.bold)
                    && (lane.names.isEmpty || lane.names.contains { name in
                        canvas.fits(name, in: lane.area.insetBy(bottom: keyHeight(lane, style) + 1), role: .caption, maxLines: 3)
                    })
            }
        } ?? keyStyles[keyStyles.count - 1]

        // One wording for all four lanes: the short names in every lane once one lane needs them,
        // so "tap" never stands beside "double tap".
        let short = lanes.contains { lane in
            guard let full = lane.names.first else { return false }
            return !canvas.fits(full, in: lane.area.insetBy(bottom: keyHeight(lane, keyStyle) + 1), role: .caption, maxLines: 3)
        }

        for lane in lanes {
            var area = lane.area
            let keyHeight = keyHeight(lane, keyStyle)
            if !lane.names.isEmpty {
                let covered = canvas.fittedText(short ? Array(lane.names.dropFirst()) : lane.names,
                                                in: area.insetBy(bottom: keyHeight + 1), roles: [.caption],
                                                color: theme.foreground, verticalAlignment: .top, maxLines: 3)
                // Two pixels under the name where the lane has them, else one (a 160x128 panel's).
                area = area.insetBy(top: covered.height + (area.height - covered.height - keyHeight >= 2 ? 2 : 1))
            }
            canvas.text(lane.key, in: area, role: keyStyle.role,
                        color: theme.isMonochrome ? theme.foreground : theme.focus,
                        verticalAlignment: .top, maxLines: 2, bold: keyStyle.bold)
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

    /// What goes under one lane's square: the names that may fit, then the key.
    private struct LaneLabel {
        let key: String
        /// From under the square down to the footer.
        let area: Rect
        /// The gesture's name, then its short form for a lane too narrow for it; none on a compact panel.
        let names: [String]
    }

    private struct KeyStyle {
        let role: FontRole
        let bold: Bool
    }
}
