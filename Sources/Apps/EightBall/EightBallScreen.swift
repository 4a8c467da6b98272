import Core
import Foundation
import GadgetBase
import Hardware
import UI

/// Draws the 8-ball's main screen for one moment of its model. Two designs: a big ball for
/// regular panels, a small ball beside the text for compact ones (128x64, 128x128); a user's
/// answer too long for either is written across the big ball, or across the whole compact
/// screen, and a call to shake too wide for the column beside the small ball goes under it.
struct EightBallScreen {
    let model: EightBallModel
    let now: Instant
    let localizer: Localizer

    func draw(on canvas: Canvas) {
        let theme = canvas.theme
        canvas.clear(theme.isMonochrome ? .black : Color(hex: 0x101426))
        switch theme.sizeClass {
        case .compact: drawCompact(on: canvas)
        case .regular: drawFull(on: canvas)
        }
    }

    // MARK: - Layouts

    private func drawFull(on canvas: Canvas) {
        let theme = canvas.theme
        let bounds = canvas.bounds
        let (footer, body) = bounds.divided(atDistance: theme.fontSize(.caption) * 1.8, from: .bottom)
        let diameter = min(body.width, body.height) - theme.spacing * 2
        let center = Point(x: body.midX + wobble(diameter), y: body.midY)
        if case .answered(let answer, _) = model.phase, !DefaultAnswers.isClassic(answer.text) {
            let text = answer.text(in: localizer.language)
            let radius = diameter / 2
            let acrossTheBall = squareAround(center, radius / 2.squareRoot())
            if !fitsWhole(text, in: windowTextBox(center: center, radius: radius), maxLines: 4, on: canvas)
                && !fitsWhole(text, in: acrossTheBall, maxLines: 0, on: canvas) {
                drawAcrossTheScreen(answer, on: canvas, in: body.insetBy(dx: theme.spacing, dy: theme.spacing / 2))
                drawFooter(on: canvas, in: footer)
                return
            }
        }
        drawBall(on: canvas, center: center, radius: diameter / 2)
        drawWindowContent(on: canvas, center: center, radius: diameter / 2)
        drawFooter(on: canvas, in: footer)
    }

    private func drawCompact(on canvas: Canvas) {
        let theme = canvas.theme
        let bounds = canvas.bounds.insetBy(dx: 2, dy: 2)
        // The ball takes a square at the left, at most half the width (all of a 128x128's height
        // would leave no column for the text).
        let (ballArea, textArea) = bounds.divided(atDistance: min(bounds.height, (bounds.width / 2).rounded()), from: .left)
        let radius = min(ballArea.width, ballArea.height) / 2 - 2
        let center = Point(x: ballArea.midX + wobble(radius * 2), y: ballArea.midY)
        let window = radius * 0.55
        guard case .answered(let answer, _) = model.phase else {
            // The call to shake beside the ball, or under it where a word of it is wider than the
            // column (Russian on a 128x128); "thinking" then stays where the call was.
            let besideBall = textArea.insetBy(dx: 2, dy: 0)
            let callToShake = localizer(EightBallText.callToShake)
            guard Self.statusRoles.contains(where: { canvas.fits(callToShake, in: besideBall, role: $0, maxLines: 4) }) else {
                drawStatusUnderTheBall(on: canvas, in: bounds, callToShake: callToShake)
                return
            }
            drawBall(on: canvas, center: center, radius: radius)
            canvas.text("8", in: squareAround(center, window), role: .title, color: windowInk(theme), bold: true)
            canvas.fittedText([statusText], in: besideBall, roles: Self.statusRoles, color: theme.foreground, maxLines: 4)
            return
        }
        // "offline answer" under the answer: on one line, or two where the words are long
        // ("відповідь без мережі" beside a 64 px ball).
        let source = localizer(EightBallText.storedSource)
        let sourceLines = canvas.fits(source, in: textArea, role: .caption, maxLines: 1) ? 1.0 : 2.0
        let sourceHeight = answer.source == .stored ? theme.fontSize(.caption) * 1.3 * sourceLines : 0
        let (sourceLine, answerArea) = textArea.divided(atDistance: sourceHeight, from: .bottom)
        let besideBall = answerArea.insetBy(dx: 2, dy: 0)
        let text = answer.text(in: localizer.language)
        if fitsWhole(text, in: besideBall, maxLines: 4, on: canvas) || DefaultAnswers.isClassic(answer.text) {
            drawBall(on: canvas, center: center, radius: radius)
            canvas.text(mark(for: answer.type), in: squareAround(center, window), role: .title,
                        color: theme.isMonochrome ? windowInk(theme) : answerColor(answer.type, theme: theme), bold: true)
            canvas.group(opacity: fadeIn) { canvas in
                drawAnswer(answer, on: canvas, in: besideBall, maxLines: 4, color: theme.foreground)
            }
            if answer.source == .stored {
                canvas.text(source, in: sourceLine, role: .caption, color: theme.secondaryText)
            }
            return
        }
        // A user's answer too long to sit beside the ball takes the whole screen instead, over a
        // bottom line with its mark and where it came from; the answer takes that line too if it
        // needs it (the user wrote it, so knows where it came from).
        let bottomHeight = theme.lineHeight(.caption) + 1
        var (bottomLine, screen) = bounds.divided(atDistance: bottomHeight, from: .bottom)
        let keepsBottomLine = fitsWhole(text, in: screen, maxLines: 0, on: canvas)
        if !keepsBottomLine { screen = canvas.bounds.insetBy(dx: 1, dy: 0) }
        canvas.group(opacity: fadeIn) { canvas in
            drawAnswer(answer, on: canvas, in: screen, maxLines: 0, color: theme.foreground)
        }
        guard keepsBottomLine else { return }
        let markText = mark(for: answer.type)
        let markWidth = canvas.measure(markText, role: .caption, width: 0, bold: true).width.rounded(.up) + 4
        let (markRect, sourceRect) = bottomLine.divided(atDistance: markWidth, from: .left)
        canvas.text(markText, in: markRect, role: .caption, color: theme.foreground, alignment: .leading, bold: true)
        if answer.source == .stored {
            canvas.fittedText([source], in: sourceRect, roles: [.caption], color: theme.secondaryText, alignment: .trailing,
                              maxLines: 1)
        }
    }

    /// The compact layout stacked: the status across the bottom in as many lines as the call to
    /// shake takes in the biggest size that holds it in two, the ball over it in the rest.
    private func drawStatusUnderTheBall(on canvas: Canvas, in bounds: Rect, callToShake: String) {
        let theme = canvas.theme
        let role = Self.statusRoles.first { canvas.fits(callToShake, in: bounds, role: $0, maxLines: 2) } ?? .caption
        let statusHeight = canvas.measure(callToShake, role: role, width: bounds.width).height.rounded(.up)
        let (statusArea, ballArea) = bounds.divided(atDistance: statusHeight, from: .bottom, gap: 2)
        let radius = min(ballArea.width, ballArea.height) / 2 - 2
        let center = Point(x: ballArea.midX + wobble(radius * 2), y: ballArea.midY)
        drawBall(on: canvas, center: center, radius: radius)
        canvas.text("8", in: squareAround(center, radius * 0.55), role: .title, color: windowInk(theme), bold: true)
        canvas.fittedText([statusText], in: statusArea, roles: Self.statusRoles, color: theme.foreground)
    }

    private static let statusRoles: [FontRole] = [.body, .caption]

    // MARK: - Pieces

    /// What is written in the ball's window: black on one bit's white window, white on the
    /// colour ball's navy one (the theme's dark background colour all but vanished there).
    private func windowInk(_ theme: Theme) -> Color { theme.isMonochrome ? .black : .white }

    private func drawBall(on canvas: Canvas, center: Point, radius: Double) {
        let theme = canvas.theme
        if theme.isMonochrome {
            canvas.strokeCircle(center: center, radius: radius - 0.5, color: .white, lineWidth: 1)
            canvas.fillCircle(center: center, radius: radius * 0.55, color: .white)
            return
        }
        canvas.fillCircle(center: center, radius: radius, color: Color(hex: 0x000000))
        canvas.fillCircle(center: center, radius: radius * 0.62, color: Color(hex: 0x0B1E5B))
    }

    /// The answer in bold when it fits whole so, else in regular weight, which is narrower (and
    /// in bold again when neither fits whole): a long word is never broken while a lighter face
    /// would hold it. The classic answers must fit every panel; a user's own answer is shortened
    /// only when one of its words is wider than the box, which no layout can show whole.
    @discardableResult
    private func drawAnswer(_ answer: EightBallAnswer, on canvas: Canvas, in box: Rect, maxLines: Int,
                            color: Color) -> Rect {
        let text = answer.text(in: localizer.language)
        let bold = fits(text, in: box, maxLines: maxLines, bold: true, on: canvas)
            || !fits(text, in: box, maxLines: maxLines, bold: false, on: canvas)
        let hasTooWideAWord = text.split(whereSeparator: \.isWhitespace).contains {
            canvas.measure(String($0), role: .caption, width: 0, bold: bold).width > box.width
        }
        return canvas.fittedText([text], in: box, roles: Self.answerRoles, color: color, maxLines: maxLines, bold: bold,
                                 mayShorten: !DefaultAnswers.isClassic(answer.text) && hasTooWideAWord)
    }

    private static let answerRoles: [FontRole] = [.body, .caption]

    /// Whether `text` shows whole in `box` in one of the answer's sizes, in this weight.
    private func fits(_ text: String, in box: Rect, maxLines: Int, bold: Bool, on canvas: Canvas) -> Bool {
        Self.answerRoles.contains { canvas.fits(text, in: box, role: $0, maxLines: maxLines, bold: bold) }
    }

    /// Whether `text` shows whole in `box` in one of the answer's sizes and weights.
    private func fitsWhole(_ text: String, in box: Rect, maxLines: Int, on canvas: Canvas) -> Bool {
        fits(text, in: box, maxLines: maxLines, bold: true, on: canvas) || fits(text, in: box, maxLines: maxLines, bold: false, on: canvas)
    }

    private func drawWindowContent(on canvas: Canvas, center: Point, radius: Double) {
        let theme = canvas.theme
        let window = radius * 0.62
        switch model.phase {
        case .answered(let answer, _):
            let color = answerColor(answer.type, theme: theme)
            let textBox = windowTextBox(center: center, radius: radius)
            let text = answer.text(in: localizer.language)
            guard fitsWhole(text, in: textBox, maxLines: 4, on: canvas) || DefaultAnswers.isClassic(answer.text) else {
                drawAcrossTheBall(answer, on: canvas, center: center, radius: radius, color: color)
                return
            }
            canvas.group(opacity: fadeIn) { canvas in
                let triangle = [
                    Point(x: center.x - window * 0.87, y: center.y - window * 0.5),
                    Point(x: center.x + window * 0.87, y: center.y - window * 0.5),
                    Point(x: center.x, y: center.y + window),
                ]
                canvas.fillPolygon(triangle, color: color.withAlpha(0.25))
                let covered = drawAnswer(answer, on: canvas, in: textBox, maxLines: 4,
                                         color: theme.isMonochrome ? .black : .white)
                // The mark goes in the triangle's point unless a four-line answer reaches down
                // there; the triangle's colour still tells yes from no.
                let markRect = Rect(x: center.x - window * 0.3, y: center.y + window * 0.45, width: window * 0.6,
                                    height: window * 0.45)
                if covered.maxY <= markRect.minY + window * 0.1 {
                    canvas.text(mark(for: answer.type), in: markRect, role: .caption, color: color, bold: true)
                }
            }
        default:
            if case .idle = model.phase {
                // In the window, or across the whole ball as a long answer is where a word of it
                // is wider than the window (Russian on a 160x128).
                let windowBox = Rect(x: center.x - window * 0.85, y: center.y - window * 0.8,
                                     width: window * 1.7, height: window * 1.6)
                let inWindow = Self.statusRoles.contains { canvas.fits(statusText, in: windowBox, role: $0, maxLines: 4) }
                if theme.isMonochrome && !inWindow {
                    // The one-bit ball's window is white: clear it so white text shows.
                    canvas.fillCircle(center: center, radius: radius * 0.55, color: .black)
                }
                let textBox = inWindow ? windowBox : squareAround(center, radius / 2.squareRoot())
                canvas.fittedText([statusText], in: textBox, roles: Self.statusRoles,
                                  color: theme.isMonochrome && inWindow ? .black : .white, maxLines: 4)
            } else {
                canvas.text("8", in: squareAround(center, window), role: .display,
                            color: theme.isMonochrome ? .black : .white, bold: true)
            }
        }
    }

    /// A user's answer too long for the window, written across the whole ball (whose black rim
    /// holds white text as well as the window does) with its mark under it; no triangle, whose
    /// tint would show through the text.
    private func drawAcrossTheBall(_ answer: EightBallAnswer, on canvas: Canvas, center: Point, radius: Double,
                                   color: Color) {
        canvas.group(opacity: fadeIn) { canvas in
            if canvas.theme.isMonochrome {
                // The one-bit ball's window is white: clear it so white text shows.
                canvas.fillCircle(center: center, radius: radius * 0.55, color: .black)
            }
            let half = radius / 2.squareRoot()
            drawAnswer(answer, on: canvas, in: squareAround(center, half), maxLines: 0, color: .white)
            let markRect = Rect(x: center.x - half, y: center.y + half, width: half * 2, height: radius - half)
            canvas.text(mark(for: answer.type), in: markRect, role: .caption,
                        color: canvas.theme.isMonochrome ? .white : color, bold: true)
        }
    }

    /// Where an answer is written in the big ball's window.
    private func windowTextBox(center: Point, radius: Double) -> Rect {
        let window = radius * 0.62
        return Rect(x: center.x - window * 0.8, y: center.y - window * 0.75, width: window * 1.6, height: window * 1.3)
    }

    /// A user's answer too long even for the whole ball (120 characters on a 160x128): the
    /// ball gives way and the answer takes the screen above the footer, its mark under it in the
    /// answer's colour, so it is read whole rather than cut inside the ball.
    private func drawAcrossTheScreen(_ answer: EightBallAnswer, on canvas: Canvas, in area: Rect) {
        let theme = canvas.theme
        let (markRect, box) = area.divided(atDistance: theme.lineHeight(.caption), from: .bottom)
        canvas.group(opacity: fadeIn) { canvas in
            drawAnswer(answer, on: canvas, in: box, maxLines: 0, color: theme.foreground)
            canvas.text(mark(for: answer.type), in: markRect, role: .caption,
                        color: theme.isMonochrome ? theme.foreground : answerColor(answer.type, theme: theme), bold: true)
        }
    }

    private func drawFooter(on canvas: Canvas, in rect: Rect) {
        let theme = canvas.theme
        var left = localizer(EightBallText.hint)
        if case .answered(let answer, _) = model.phase, answer.source == .stored {
            left = localizer(EightBallText.storedSource)
        } else if case .shaking = model.phase {
            left = localizer(EightBallText.thinking)
        }
        canvas.text(left, in: rect.insetBy(dx: theme.spacing, dy: 0), role: .caption, color: theme.secondaryText)
    }

    // MARK: - Derived values

    private var statusText: String {
        switch model.phase {
        case .idle: localizer(EightBallText.callToShake)
        case .shaking, .asking: localizer(EightBallText.thinking)
        case .answered(let answer, _): answer.text(in: localizer.language)
        }
    }

    /// 0...1 while an answer fades in.
    private var fadeIn: Double {
        guard case .answered(_, let shownAt) = model.phase else { return 1 }
        let elapsed = now.duration(since: shownAt).seconds
        return min(1, max(0.15, elapsed / EightBallModel.fadeInDuration.seconds))
    }

    /// Sideways offset of the ball while the board shakes.
    private func wobble(_ size: Double) -> Double {
        guard case .shaking(let since) = model.phase else { return 0 }
        let t = now.duration(since: since).seconds
        return sin(t * 2 * .pi * 6) * size * 0.04
    }

    private func answerColor(_ type: AnswerType, theme: Theme) -> Color {
        switch type {
        case .affirmative: theme.affirmative
        case .neutral: theme.neutral
        case .contrary: theme.contrary
        }
    }

    private func mark(for type: AnswerType) -> String {
        switch type {
        case .affirmative: "✓"
        case .neutral: "~"
        case .contrary: "✗"
        }
    }

    private func squareAround(_ center: Point, _ half: Double) -> Rect {
        Rect(x: center.x - half, y: center.y - half, width: half * 2, height: half * 2)
    }
}
