import Core
import GadgetBase
import Hardware
import UI

/// The question screen: poster, "3/10", the question, and the two answers labelled with their
/// keys. During feedback the verdict shows and the buttons are drawn inactive.
struct QuestionScreen {
    let round: MovieQuizModel.Round
    let verdict: Bool?
    let poster: PosterState
    let buttons: AnswerButtons
    let localizer: Localizer

    func draw(on canvas: Canvas) {
        let theme = canvas.theme
        let layout = QuizLayout(bounds: canvas.bounds, theme: theme)
        let question = round.question
        PosterView(movie: question.movie, state: poster, verdict: verdict).draw(on: canvas, layout: layout)

        let count = "\(round.number)/\(round.questions.count)"
        switch theme.sizeClass {
        case .compact:
            canvas.text(count, in: layout.counter, role: .caption, color: theme.foreground, alignment: .trailing)
        case .regular:
            // "Question" only where it fits beside the count (not in a square panel's narrow column).
            let label = localizer(MovieQuizText.question)
            let needed = canvas.measure(label, role: .body, width: 0).width
                + canvas.measure(count, role: .body, width: 0, bold: true).width + theme.spacing
            if needed <= layout.counter.width {
                canvas.text(label, in: layout.counter, role: .body, color: theme.secondaryText, alignment: .leading)
            }
            canvas.text(count, in: layout.counter, role: .body, color: theme.foreground, alignment: .trailing, bold: true)
        }

        var questionArea = layout.question
        if let verdict {
            let text = localizer(verdict ? MovieQuizText.correct : MovieQuizText.wrong)
            // The largest type the verdict fits in on one line, else on two ("✗" over
            // a long word beside a 240 px panel's poster). Both verdicts are measured, so
            // "✓ Верно" and "✗ Неверно" come in the same size.
            let both = [MovieQuizText.correct, MovieQuizText.wrong].map { localizer($0) }
            let oneLine: [(role: FontRole, lines: Int)] = switch theme.sizeClass {
            case .compact: [(.body, 1), (.caption, 1)]
            case .regular: [(.title, 1), (.body, 1), (.caption, 1)]
            }
            let tries = oneLine + [(.body, 2), (.caption, 2)]
            let chosen = tries.first { size in
                both.allSatisfy { canvas.fits($0, in: questionArea, role: size.role, maxLines: size.lines, bold: true) }
            }
                ?? (.caption, 2)
            let verdictRect: Rect
            // As tall as the lines really are: ✓ and ✗ come from a symbol font with a taller line.
            let height = canvas.measure(text, role: chosen.role, width: questionArea.width, maxLines: chosen.lines, bold: true).height
            (verdictRect, questionArea) = questionArea.divided(atDistance: height.rounded(.up) + 2, from: .bottom)
            let color = theme.isMonochrome ? theme.foreground : (verdict ? PosterView.rightColor : PosterView.wrongColor)
            canvas.text(text, in: verdictRect, role: chosen.role,
                        color: color, maxLines: chosen.lines, bold: true)
        }
        switch theme.sizeClass {
        case .compact:
            canvas.text(questionText(short: true), in: questionArea, role: .body, color: theme.foreground)
        case .regular:
            // The whole question where the column beside the poster holds it, else the short one.
            canvas.fittedText([questionText(short: false), questionText(short: true)], in: questionArea, roles: [.body],
                              color: theme.foreground, bold: true)
        }
        drawButtons(on: canvas, in: layout.buttons, active: verdict == nil)
    }

    private func questionText(short: Bool) -> String {
        let question = round.question
        let format: LocalizedString = switch question.comparison {
        case .greaterThan: short ? MovieQuizText.greaterThanShort : MovieQuizText.greaterThan
        case .lessThan: short ? MovieQuizText.lessThanShort : MovieQuizText.lessThan
        }
        return localizer(format, question.threshold)
    }

    private func drawButtons(on canvas: Canvas, in rect: Rect, active: Bool) {
        let theme = canvas.theme
        let gap = theme.gap
        let width = ((rect.width - gap) / 2).rounded(.down)
        let first = Rect(x: rect.minX, y: rect.minY, width: width, height: rect.height)
        let second = Rect(x: rect.maxX - width, y: rect.minY, width: width, height: rect.height)
        let yesRect = buttons.yesOnLeft ? first : second
        let noRect = buttons.yesOnLeft ? second : first
        for (answer, frame) in [(false, noRect), (true, yesRect)] {
            let label = buttons.label(answer: answer, localizer)
            switch theme.sizeClass {
            case .compact:
                // A bare outline: a button's padding would leave no room for the label.
                canvas.strokeRect(frame, color: theme.foreground, lineWidth: 1, cornerRadius: 2)
                canvas.text(label, in: frame.insetBy(dx: 1, dy: 0), role: .caption,
                            color: active ? theme.foreground : theme.secondaryText, maxLines: 1)
            case .regular where active:
                canvas.button(label, in: frame, focused: false, style: .normal)
            case .regular:
                canvas.group(opacity: 0.45) { $0.button(label, in: frame, focused: false) }
            }
        }
    }
}

/// The splash: the app's name while the movies load.
struct SplashScreen {
    let loading: Bool
    let localizer: Localizer

    func draw(on canvas: Canvas) {
        let theme = canvas.theme
        canvas.clear(theme.isMonochrome ? .black : Color(hex: 0x1A1B22))
        let bounds = canvas.bounds
        let (top, bottom) = bounds.divided(atDistance: (bounds.height * 0.6).rounded(), from: .top)
        // Title size where a narrow panel (128x128) has no room for the name in display type.
        canvas.fittedText([localizer(MovieQuizText.splashTitle)], in: top.insetBy(dx: theme.spacing, dy: 0),
                          roles: [.display, .title], color: theme.foreground, verticalAlignment: .bottom, maxLines: 1, bold: true)
        let subtitle = loading ? MovieQuizText.loading : MovieQuizText.splashSubtitle
        canvas.text(localizer(subtitle), in: bottom.insetBy(dx: theme.spacing, dy: theme.padding),
                    role: .caption, color: theme.secondaryText, verticalAlignment: .top, maxLines: 2)
    }
}
