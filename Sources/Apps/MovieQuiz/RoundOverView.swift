import Core
import Foundation
import GadgetBase
import Hardware
import UI

/// The "Round over" alert: this round's score, quizzes played, the record with its date and
/// time, the average accuracy, and "Play again". On a small panel the same facts in fewer words.
struct RoundOverView {
    let summary: MovieQuizModel.Summary
    let localizer: Localizer
    let timeZone: TimeZone

    func draw(on canvas: Canvas) {
        switch canvas.theme.sizeClass {
        case .compact:
            drawCompact(on: canvas)
        case .regular:
            canvas.dialog(title: localizer(MovieQuizText.roundOver), message: messageLines().joined(separator: "\n"),
                          buttons: [localizer(MovieQuizText.playAgain)], focused: 0)
        }
    }

    func messageLines() -> [String] {
        let l = localizer
        var lines = [l(MovieQuizText.result, summary.correct, summary.total)]
        if let statistics = summary.statistics {
            lines.append(l(MovieQuizText.played, statistics.roundsPlayed))
            if let best = statistics.best {
                lines.append(l(MovieQuizText.record, best.correct, best.total, Self.format(best.date, l.language, timeZone)))
            }
            lines.append(l(MovieQuizText.accuracy, statistics.formattedAccuracy(in: l.language)))
        } else if let failure = summary.saveFailure {
            lines.append(l(MovieQuizText.notSaved, failure))
        }
        return lines
    }

    private func drawCompact(on canvas: Canvas) {
        let theme = canvas.theme
        let l = localizer
        canvas.clear(theme.background)
        var rest = canvas.bounds.insetBy(dx: 2, dy: 1)
        let buttonRect: Rect
        (buttonRect, rest) = rest.divided(atDistance: theme.lineHeight(.caption) + 3, from: .bottom)
        let titleRect: Rect
        (titleRect, rest) = rest.divided(atDistance: theme.lineHeight(.body) + 1, from: .top)
        canvas.text(l(MovieQuizText.resultShort, summary.correct, summary.total), in: titleRect, role: .body,
                    color: theme.foreground, maxLines: 1, bold: true)
        var lines: [String] = []
        if let statistics = summary.statistics {
            lines.append(l(MovieQuizText.playedShort, statistics.roundsPlayed, statistics.formattedAccuracy(in: l.language)))
            if let best = statistics.best {
                lines.append(l(MovieQuizText.recordShort, best.correct, best.total,
                               Self.format(best.date, l.language, timeZone, short: true)))
            }
        } else if let failure = summary.saveFailure {
            lines.append(l(MovieQuizText.notSaved, failure))
        }
        canvas.text(lines.joined(separator: "\n"), in: rest, role: .caption, color: theme.foreground)
        canvas.fill(buttonRect, color: theme.focus, cornerRadius: 2)
        canvas.text(l(MovieQuizText.playAgain), in: buttonRect, role: .caption, color: theme.background, maxLines: 1)
    }

    /// The record's date in the user's language: "1 Jan 2026, 12:00" in English, "01.01.26 12:00"
    /// in Russian and Ukrainian (as Russian apps write it); the short form drops the year.
    static func format(_ date: Date, _ language: Language, _ timeZone: TimeZone, short: Bool = false) -> String {
        let formatter = DateFormatter()
        formatter.timeZone = timeZone
        switch language {
        case .en:
            formatter.locale = Locale(identifier: "en_GB")
            formatter.dateFormat = short ? "d MMM HH:mm" : "d MMM yyyy, HH:mm"
        case .ru, .uk:
            formatter.locale = Locale(identifier: language == .ru ? "ru_RU" : "uk_UA")
            formatter.dateFormat = short ? "dd.MM HH:mm" : "dd.MM.yy HH:mm"
        }
        return formatter.string(from: date)
    }
}

/// The alert for movies that would not load: what went wrong, "Try again" and, when a service
/// failed, the films that ship with Gadget (a quiz without network is still a quiz).
struct LoadFailedView {
    let error: MovieLoadError
    let offersBundledMovies: Bool
    let focused: Int
    let localizer: Localizer

    func draw(on canvas: Canvas) {
        canvas.clear(canvas.theme.background)
        var buttons = [localizer(MovieQuizText.tryAgain)]
        if offersBundledMovies { buttons.append(localizer(MovieQuizText.bundledMovies)) }
        canvas.dialog(title: localizer(MovieQuizText.failedTitle), message: error.message(localizer).sentenceCased,
                      shortMessage: error.shortMessage(localizer), buttons: buttons, focused: min(focused, buttons.count - 1))
    }
}
