import Apps
import Core
import GadgetBase
import Hardware

extension BoardProfile {
    /// The movie quiz answers with two buttons the board has. Its usual ◀ No / Yes ▶ needs left
    /// and right; a board whose only buttons are GPIO lines without them (four in a column, the
    /// Mini PiTFT's two) answers with a pair it has instead, unless [moviequiz] names one, and
    /// a named button the board does not wire is refused. Boards with evdev input or no GPIO
    /// buttons (the desktop's keyboard) keep the usual pair.
    mutating func fitQuizButtonsToWiring(_ reader: inout ProfileReader) throws(ProfileError) {
        guard !buttonLines.isEmpty, inputDevices.isEmpty else { return }
        let wired = Set(buttonLines.map(\.button)).subtracting([.back])
        let yesEntry = reader.entry(MovieQuizProfile.table, "yes_button")
        let noEntry = reader.entry(MovieQuizProfile.table, "no_button")
        if yesEntry == nil, noEntry == nil {
            // With one button (a board for the 8-ball alone) the quiz cannot be answered either way.
            if let pair = Self.answerPair(among: wired) { (movieQuiz.yesButton, movieQuiz.noButton) = pair }
            return
        }
        let choices = Button.allCases.filter(wired.contains).map(\.rawValue).joined(separator: ", ")
        for (key, button, entry) in [("yes_button", movieQuiz.yesButton, yesEntry), ("no_button", movieQuiz.noButton, noEntry)]
        where !wired.contains(button) {
            let line = entry?.line ?? reader.document.tableLines[MovieQuizProfile.table] ?? 0
            throw ProfileError(file: file, line: line, key: "moviequiz.\(key)",
                               LocalizedMessage(ProfileText.quizButtonNotWired, button.rawValue, choices))
        }
    }

    /// Yes and No among the buttons a board wires, sides first, then a column, then whatever two
    /// it has; nil with fewer than two.
    static func answerPair(among wired: Set<Button>) -> (yes: Button, no: Button)? {
        let preferred: [(yes: Button, no: Button)] = [(.right, .left), (.up, .down), (.select, .down), (.select, .up)]
        if let pair = preferred.first(where: { wired.contains($0.yes) && wired.contains($0.no) }) { return pair }
        let ordered = Button.allCases.filter(wired.contains)
        return ordered.count >= 2 ? (ordered[0], ordered[1]) : nil
    }
}
