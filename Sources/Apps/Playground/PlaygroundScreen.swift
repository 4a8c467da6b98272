import Core
import Foundation
import GadgetBase
import Hardware
import Sensing
import UI

/// Draws the playground: the strokes where they were drawn, what they were taken for, each
/// recognizer's state and the history. Full panels get a title bar and words; 128x64 panels
/// the drawing with a line of glyphs above and below. A landscape panel with room for it lists
/// the history in a column on the right.
struct PlaygroundScreen {
    let model: PlaygroundModel
    let localizer: Localizer

    func draw(on canvas: Canvas) {
        canvas.clear(canvas.theme.background)
        switch canvas.theme.sizeClass {
        case .compact: drawCompact(on: canvas)
        case .regular: drawFull(on: canvas)
        }
    }

    // MARK: - Layouts

    private func drawFull(on canvas: Canvas) {
        let theme = canvas.theme
        let padding = theme.spacing
        var (header, rest) = canvas.bounds.divided(atDistance: theme.headerHeight, from: .top)
        let footerHeight = theme.lineHeight(.body) + theme.lineHeight(.caption) + padding * 1.5
        var (footer, page) = rest.divided(atDistance: footerHeight, from: .bottom)
        var column: Rect?
        // A landscape panel lists the history in a column on the right, where that column holds
        // its title; a small one (160x128) keeps the page's width and the history line under it.
        let split = rest.divided(atDistance: (rest.width * 0.3).rounded(), from: .right)
        if canvas.bounds.width > canvas.bounds.height * 1.15,
           canvas.fits(localizer(PlaygroundText.historyTitle), in: Self.historyColumnInner(split.slice, padding: padding),
                       role: .body, maxLines: 1, bold: true) {
            column = split.slice
            rest = split.remainder
            (footer, page) = rest.divided(atDistance: footerHeight, from: .bottom)
        }
        var historyLine: Rect?
        if column == nil {
            let split = page.divided(atDistance: theme.lineHeight(.caption) + padding / 2, from: .bottom)
            historyLine = split.slice.insetBy(dx: padding, dy: 0)
            page = split.remainder
        }

        // The whole screen is the page: strokes go where they were drawn, the words over them.
        drawStrokes(on: canvas)
        // Strokes pass under the words, on a band of background thin enough that a square's
        // bottom edge still shows through it and thick enough that the words stay readable.
        let band = historyLine.map { footer.union($0.insetBy(dx: -padding, dy: 0)) } ?? footer
        canvas.fill(band, color: theme.background.withAlpha(theme.isMonochrome ? 1 : 0.6))
        canvas.header(localizer(PlaygroundText.title), in: header)
        if let column { drawHistoryColumn(on: canvas, in: Self.historyColumnInner(column, padding: padding)) }
        if let historyLine { drawHistoryLine(on: canvas, in: historyLine) }

        let inner = footer.insetBy(dx: padding, dy: padding / 4)
        let (verdictLine, statesLine) = inner.divided(atDistance: theme.lineHeight(.body), from: .top)
        let verdictForms = [verdictText(compact: false), verdictText(compact: true)]
        let verdictBold = model.verdict != nil
        // The verdict is in the ink's colour, so a stroke under it (a square's bottom edge) would
        // run through its letters: they get a solid plate of background, just their size, so
        // the stroke still shows either side of them.
        canvas.fill(Self.plate(behind: verdictForms, in: verdictLine, roles: [.body, .caption], bold: verdictBold,
                               margin: padding / 2, on: canvas),
                    color: theme.background)
        canvas.fittedText(verdictForms, in: verdictLine, roles: [.body, .caption],
                          color: verdictColor(theme), maxLines: 1, bold: verdictBold)
        canvas.text(statesText(on: canvas, width: statesLine.width), in: statesLine, role: .caption,
                    color: theme.foreground, maxLines: 1)
    }

    private func drawCompact(on canvas: Canvas) {
        let theme = canvas.theme
        let line = theme.lineHeight(.caption)
        let bounds = canvas.bounds
        drawStrokes(on: canvas)
        let (top, rest) = bounds.divided(atDistance: line, from: .top)
        let (bottom, _) = rest.divided(atDistance: line, from: .bottom)
        // The verdict takes the room it needs; the newest gestures fill what is left, as many as fit.
        // On a turned 64 px wide panel even the short words do not fit: then symbols say it.
        let bold = model.verdict != nil
        let forms = [verdictText(compact: true), verdictSymbols]
        let verdict = forms.first { canvas.fits($0, in: top.insetBy(dx: 1, dy: 0), role: .caption, maxLines: 1, bold: bold) }
            ?? verdictSymbols
        let verdictWidth = canvas.measure(verdict, role: .caption, width: 0, bold: model.verdict != nil).width.rounded(.up) + 4
        let (verdictArea, historyArea) = top.divided(atDistance: min(top.width, verdictWidth), from: .left)
        canvas.text(verdict, in: verdictArea.insetBy(dx: 1, dy: 0), role: .caption,
                    color: theme.foreground, alignment: .leading, maxLines: 1, bold: model.verdict != nil)
        let symbols = model.history.prefix(4).map { PlaygroundText.symbol(of: $0) }
        let slot = historyArea.insetBy(dx: 1, dy: 0)
        if let history = (0..<symbols.count).map({ symbols.prefix(symbols.count - $0).joined(separator: " ") })
            .first(where: { canvas.fits($0, in: slot, role: .caption, maxLines: 1) }) {
            canvas.text(history, in: slot, role: .caption, color: theme.secondaryText, alignment: .trailing, maxLines: 1)
        }
        let states = model.states.map { PlaygroundText.symbol(of: $0.shape) + PlaygroundText.symbol(of: $0.state) }
            .joined(separator: "  ")
        canvas.text(states, in: bottom, role: .caption, color: theme.foreground, maxLines: 1)
    }

    // MARK: - Pieces

    /// "○ changed   ◎ changed   □ failed"; where that does not fit, failed ones become ✗, then
    /// shapes in the same state share its word ("○ ◎ □ changed", as while a stroke is drawn).
    private func statesText(on canvas: Canvas, width: Double) -> String {
        func line(grouped: Bool, wordsForFailed: Bool) -> String {
            var groups: [(symbols: [String], state: GestureRecognizerState)] = []
            for entry in model.states {
                let symbol = PlaygroundText.symbol(of: entry.shape)
                if grouped, let index = groups.firstIndex(where: { $0.state == entry.state }) {
                    groups[index].symbols.append(symbol)
                } else {
                    groups.append(([symbol], entry.state))
                }
            }
            return groups.map { group in
                let word = group.state == .failed && !wordsForFailed
                    ? PlaygroundText.symbol(of: group.state) : localizer(PlaygroundText.name(of: group.state))
                return group.symbols.joined(separator: " ") + " " + word
            }.joined(separator: "   ")
        }
        let candidates = [(false, true), (false, false), (true, true), (true, false)].map { line(grouped: $0.0, wordsForFailed: $0.1) }
        return candidates.first { canvas.measure($0, role: .caption, width: 0).width <= width } ?? candidates[candidates.count - 1]
    }

    /// "History: Circle · knock" on the left, the clear hint on the right.
    /// The words get solid plates of background just their size, as the verdict does: on a
    /// small panel the history line crosses the middle of the page, and grey letters over a
    /// stroke (a square's bottom edge) could not be read. The stroke shows either side.
    private func drawHistoryLine(on canvas: Canvas, in rect: Rect) {
        let theme = canvas.theme
        let margin = theme.spacing / 2
        func plate(from x: Double, width: Double) -> Rect {
            Rect(x: (x - margin).rounded(.down), y: rect.minY, width: (width + 2 * margin).rounded(.up), height: rect.height)
                .intersection(rect.insetBy(dx: -margin, dy: 0))
        }
        let hint = localizer(PlaygroundText.clearHint)
        let hintWidth = canvas.measure(hint, role: .caption, width: 0).width.rounded(.up)
        let (hintArea, historyArea) = rect.divided(atDistance: hintWidth, from: .right)
        canvas.fill(plate(from: hintArea.maxX - hintWidth, width: hintWidth), color: theme.background)
        canvas.text(hint, in: hintArea, role: .caption, color: theme.secondaryText, alignment: .trailing, maxLines: 1)
        guard !model.history.isEmpty else { return }
        // Names while they fit, then symbols, then only the newest ones: never a word cut short.
        let names = model.history.map { localizer(PlaygroundText.name(of: $0)) }.joined(separator: " · ")
        let symbols = model.history.map { PlaygroundText.symbol(of: $0) }
        let forms = ([names] + (1...symbols.count).reversed().map { symbols.prefix($0).joined(separator: " ") })
            .map { localizer(PlaygroundText.historyLine, $0) }
        let area = historyArea.insetBy(top: 0, right: theme.spacing)
        let shown = forms.first { canvas.fits($0, in: area, role: .caption, maxLines: 1) } ?? forms[forms.count - 1]
        let shownWidth = min(area.width, canvas.measure(shown, role: .caption, width: 0, maxLines: 1).width.rounded(.up))
        canvas.fill(plate(from: area.minX, width: shownWidth), color: theme.background)
        canvas.fittedText(forms, in: area, roles: [.caption], color: theme.secondaryText, alignment: .leading, maxLines: 1)
    }

    private func drawStrokes(on canvas: Canvas) {
        let theme = canvas.theme
        let color = verdictColor(theme)
        // A hair on a compact panel, where a thick line would fill a small letter in.
        let width = switch theme.sizeClass {
        case .compact: 1.0
        case .regular: theme.strokeWidth + 1
        }
        for stroke in model.strokes {
            guard let first = stroke.first else { continue }
            // A dot (a click, a tap) would be a speck as a line: show it as a spot.
            if stroke.allSatisfy({ abs($0.x - first.x) <= width && abs($0.y - first.y) <= width }) {
                canvas.fillCircle(center: Point(x: first.x, y: first.y), radius: width, color: color)
                continue
            }
            for (a, b) in zip(stroke, stroke.dropFirst()) {
                canvas.line(from: Point(x: a.x, y: a.y), to: Point(x: b.x, y: b.y), color: color, width: width)
            }
        }
    }

    /// The area a centred one-line `fittedText` of `forms` covers in `line`, widened by `margin`
    /// either side and kept to the line's height.
    static func plate(behind forms: [String], in line: Rect, roles: [FontRole], bold: Bool, margin: Double,
                      on canvas: Canvas) -> Rect {
        let roles = roles.isEmpty ? [.body] : roles
        var chosen: (String, FontRole) = (forms.last ?? "", roles[roles.count - 1])
        search: for string in forms {
            for role in roles where canvas.fits(string, in: line, role: role, maxLines: 1, bold: bold) {
                chosen = (string, role)
                break search
            }
        }
        let width = min(line.width, canvas.measure(chosen.0, role: chosen.1, width: 0, maxLines: 1, bold: bold).width.rounded(.up))
        let plate = Rect(x: (line.midX - width / 2 - margin).rounded(.down), y: line.minY,
                         width: (width + 2 * margin).rounded(.up), height: line.height)
        return plate.intersection(line.insetBy(dx: -margin, dy: 0))
    }

    private static func historyColumnInner(_ column: Rect, padding: Double) -> Rect {
        column.insetBy(dx: padding / 2, dy: padding / 2)
    }

    private func drawHistoryColumn(on canvas: Canvas, in rect: Rect) {
        let theme = canvas.theme
        // The clear hint at the bottom: one line when it fits, else two ("Enter —" / "стереть").
        let hintText = localizer(PlaygroundText.clearHint)
        let hintLines = canvas.fits(hintText, in: rect, role: .caption, maxLines: 1) ? 1 : 2
        let (hint, above) = rect.divided(atDistance: theme.lineHeight(.caption) * Double(hintLines), from: .bottom)
        canvas.text(hintText, in: hint, role: .caption, color: theme.secondaryText, alignment: .leading,
                    verticalAlignment: .bottom, maxLines: hintLines)
        let (title, list) = above.divided(atDistance: theme.lineHeight(.body) + theme.spacing / 2, from: .top)
        canvas.text(localizer(PlaygroundText.historyTitle), in: title, role: .body, color: theme.foreground,
                    alignment: .leading, maxLines: 1, bold: true)
        var row = list.divided(atDistance: theme.lineHeight(.caption), from: .top)
        for entry in model.history {
            guard row.slice.height >= theme.lineHeight(.caption) else { break }
            // A name too long for the column ("экраном вверх") gives way to its symbol.
            canvas.fittedText([localizer(PlaygroundText.name(of: entry)), PlaygroundText.symbol(of: entry)], in: row.slice,
                              roles: [.caption], color: theme.secondaryText, alignment: .leading, maxLines: 1)
            row = row.remainder.divided(atDistance: theme.lineHeight(.caption), from: .top)
        }
    }

    private func verdictText(compact: Bool) -> String {
        switch model.verdict {
        case .some(.none): return localizer(compact ? PlaygroundText.nothingCompact : PlaygroundText.nothing)
        case .some(let shape): return localizer(PlaygroundText.recognized, localizer(PlaygroundText.name(of: shape)))
        case nil where model.isDrawing: return localizer(PlaygroundText.drawing)
        case nil where model.isUndecided:
            return localizer(compact ? PlaygroundText.waitingCompact : PlaygroundText.waiting)
        case nil: return localizer(compact ? PlaygroundText.promptCompact : PlaygroundText.prompt)
        }
    }

    /// The verdict in symbols alone: "○ ◎ □" to draw, "□ ✓" recognized, "✗" nothing known.
    private var verdictSymbols: String {
        switch model.verdict {
        case .some(.none): "✗"
        case .some(let shape): PlaygroundText.symbol(of: shape) + " ✓"
        case nil where model.isDrawing || model.isUndecided: "…"
        case nil: [StrokeShape.circle, .aim, .square].map { PlaygroundText.symbol(of: $0) }.joined(separator: " ")
        }
    }

    private func verdictColor(_ theme: Theme) -> Color {
        switch model.verdict {
        case .some(.none): theme.contrary
        case .some: theme.affirmative
        case nil: theme.accent
        }
    }

}
