import GadgetBase
import Hardware

extension Canvas {
    /// A screen's title bar: the title centred in bold over a rule (on colour panels a raised
    /// surface with an accent underline). A title too long for it takes smaller type before it
    /// is cut; pass `mayShorten` when the title is the user's own text (an entry's name).
    public func header(_ title: String, in rect: Rect, mayShorten: Bool = false) {
        header([title], in: rect, mayShorten: mayShorten)
    }

    /// The same with shorter wordings to fall back on (`forms`, longest first), tried in every
    /// size before anything is cut.
    public func header(_ forms: [String], in rect: Rect, mayShorten: Bool = false) {
        guard rect.isDrawable else { return }
        let (ruleRect, bar) = rect.divided(atDistance: theme.ruleWidth, from: .bottom)
        if theme.isMonochrome {
            fill(ruleRect, color: theme.foreground)
        } else {
            fill(bar, color: theme.surface)
            fill(ruleRect, color: theme.accent)
        }
        fittedText(forms, in: bar.inset(by: Insets(horizontal: theme.padding)), roles: [.title, .body, .caption], color: theme.foreground,
                   maxLines: 1, bold: true, mayShorten: mayShorten)
    }
}
