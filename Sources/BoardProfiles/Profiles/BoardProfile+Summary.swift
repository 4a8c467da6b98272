import Core
import GadgetBase
import Hardware
import Linux
import Sensing

/// The wiring half of `gadget boards show`: what a maker checks against the soldered board.
extension BoardProfile {
    public func wiringSummary(_ l: Localizer) -> [String] {
        var lines: [String] = []
        if buttonLines.isEmpty {
            lines.append(l(SummaryText.buttons, displayKind == .terminal ? l(SummaryText.terminalKeys) : l(SummaryText.noGPIOButtons)))
        } else {
            let wired = buttonLines.map { "\($0.button.rawValue)=\($0.line.shown.text(l))" }.joined(separator: ", ")
            let settings = buttonLines[0].settings
            let milliseconds = Int(settings.debounce.milliseconds.rounded())
            lines.append(l(SummaryText.buttons, l(SummaryText.gpioButtons, wired, gpioChips.map(Self.chipName).joined(separator: " | "),
                                                   settings.bias.rawValue,
                                                   settings.activeLow ? l(SummaryText.activeLow) : l(SummaryText.activeHigh),
                                                   "\(milliseconds)")))
        }
        if !inputDevices.isEmpty {
            let names = inputDevices.map { "\"\($0)\"" }.joined(separator: ", ")
            lines.append(l(SummaryText.inputDevices, names, grabInputDevices ? l(SummaryText.grabbed) : l(SummaryText.shared)))
        }
        let interrupt = accelerometerInterrupt.map { $0.shown.text(l) } ?? l(SummaryText.polled)
        lines.append(l(SummaryText.motion, interrupt, accelerometerFIFO ? l(SummaryText.fifoOn) : l(SummaryText.fifoOff),
                       knocks.rawValue))
        lines.append(l(SummaryText.swipes, swipeDescription(l)))
        lines.append(l(SummaryText.language, language ?? l(SummaryText.languageFromEnvironment)))
        lines.append(l(SummaryText.movieQuiz, movieQuiz.yesButton.rawValue, movieQuiz.noButton.rawValue,
                       movieQuiz.apiKey == nil ? l(SummaryText.builtInFilms) : l(SummaryText.service, movieQuiz.baseURL ?? "imdb-api.com")))
        return lines
    }

    /// The label or path as the profile spells it.
    private static func chipName(_ chip: GPIOChipSelector) -> String {
        switch chip {
        case .label(let label): label
        case .path(let path): path
        }
    }

    private func swipeDescription(_ l: Localizer) -> String {
        if swipes.isEmpty { return l(SummaryText.noSwipes) }
        var parts: [String] = []
        if !swipes.directionButtons.isEmpty {
            parts.append(swipes.directionButtons.sorted { $0.key.rawValue < $1.key.rawValue }
                .map { "\($0.key.rawValue)→\($0.value)" }.joined(separator: ", "))
        }
        for row in swipes.rows {
            parts.append(l(SummaryText.slide, row.buttons.map(\.rawValue).joined(separator: " → "), row.course.rawValue))
        }
        return parts.joined(separator: "; ")
    }
}
