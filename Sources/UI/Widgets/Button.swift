import GadgetBase
import Hardware

extension Canvas {
    /// A push button. Focus is unmistakable on every panel: the focused button is filled (on
    /// one-bit panels, inverted: white with black text) while the others are only outlined.
    public func button(_ title: String, in rect: Rect, focused: Bool, style: ButtonStyle = .normal, role: FontRole = .body) {
        guard rect.isDrawable else { return }
        let tint: Color
        switch style {
        case .normal: tint = focused ? theme.focus : theme.separator
        case .primary: tint = theme.accent
        case .destructive: tint = theme.danger
        }
        let radius = theme.cornerRadius
        let labelColor: Color
        if focused {
            fill(rect, color: tint, cornerRadius: radius)
            labelColor = theme.background
        } else {
            if !theme.isMonochrome { fill(rect, color: theme.surface, cornerRadius: radius) }
            strokeRect(rect, color: tint, lineWidth: style == .normal ? 1 : theme.strokeWidth, cornerRadius: radius)
            labelColor = style == .normal ? theme.foreground : tint
        }
        text(title, in: rect.insetBy(dx: buttonPadding, dy: 0), role: role, color: labelColor,
             maxLines: 1, bold: style == .primary)
        if focused { recordFocus(on: title) }
    }

    /// Space between a button's edge and its label.
    var buttonPadding: Double { theme.controlPadding }

    /// The narrowest button that shows `title` whole in `role`.
    func buttonWidth(_ title: String, role: FontRole) -> Double {
        (measure(title, role: role, width: 0).width + 2 * buttonPadding + 2).rounded(.up)
    }
}
