import Core
import GadgetBase
import Hardware
import Sensing
import UI

/// "Calibrate shake": asks for three shakes and then a still moment, shows each attempt as it
/// is judged (recognized, too gentle, too short), then sets this board's sensitivity and says
/// what changed. The board's own samples come from the host while the screen listens; the
/// judging is `ShakeCalibration`'s, the same as `gadget sense calibrate` on a recording.
final class ShakeCalibrationScreen {
    enum Phase: Equatable {
        /// Waiting for shakes; `recognized` of the three so far.
        case listening
        /// Three shakes recognized (in `attempts` attempts): now a still moment.
        case holdStill(attempts: Int)
        /// Calibrated and in force: what changed, as a person reads it (`short` for a small panel).
        case done(String, short: String)
        /// Not calibrated, and why.
        case failed(String, short: String?)
    }

    private(set) var phase: Phase = .listening
    /// Every finished attempt's verdict, oldest first.
    private(set) var verdicts: [ShakeAttempt.Verdict] = []
    /// The board moved, but too gently to be an attempt (`movedTooGentlyForAnAttempt`), since
    /// the last verdict: said as "too gentle" until the next attempt is judged.
    private(set) var movedTooGently = false
    /// Verdicts of finished attempts by the time their recording starts: judged once each.
    private var judged: [Instant: ShakeAttempt.Verdict] = [:]
    private(set) var isFinished = false
    private weak var host: (any AppHost)?
    private weak var calibration: (any ShakeCalibrationHost)?
    private let localizer: Localizer
    private var ticker: TimerToken?
    /// How often the recording is looked at: often enough that a verdict shows within a moment
    /// of the shake ending (which itself takes `ShakeCalibration.attemptGap` of calm).
    static let lookEvery: Duration = .milliseconds(200)

    init(host: any AppHost, calibration: any ShakeCalibrationHost, localizer: Localizer) {
        self.host = host
        self.calibration = calibration
        self.localizer = localizer
        calibration.startRecordingMotion()
        scheduleLook()
    }

    var recognized: Int { verdicts.filter { $0 == .recognized }.count }

    /// Whether the result (calibrated, or why not) is on screen, waiting for OK.
    var isShowingResult: Bool {
        switch phase {
        case .done, .failed: true
        case .listening, .holdStill: false
        }
    }

    func handle(_ event: InputEvent) -> EventDisposition {
        switch (phase, event) {
        case (_, .button(.back, .tap)):
            finish()
        case (.done, .button(.select, .tap)), (.done, .button(.action, .tap)),
             (.failed, .button(.select, .tap)), (.failed, .button(.action, .tap)):
            finish()
        default:
            break  // shakes and other keys: the shakes are being measured, not answered
        }
        return .handled
    }

    /// Leaves the screen: the host stops keeping samples.
    func finish() {
        if let ticker { host?.cancelTimer(ticker) }
        ticker = nil
        calibration?.stopRecordingMotion()
        isFinished = true
    }

    private func scheduleLook() {
        ticker = host?.schedule(after: Self.lookEvery) { [weak self] in self?.look() }
    }

    /// Judges the attempts that are over, and once three were shakes and the board has been
    /// still for a moment after them, calibrates. Runs every `lookEvery` over everything recorded
    /// so far, so the work per look stays linear: a finished attempt keeps its verdict (it is
    /// judged once, found again by where it starts), and the still moment is searched for only
    /// after the last attempt, once three shakes are in.
    private func look() {
        ticker = nil
        guard let samples = calibration?.recordedMotion() else { return }
        guard let newest = samples.last?.timestamp else { scheduleLook(); return }
        let attempts = ShakeCalibration.attempts(in: samples)
        // An attempt is over once the calm that closes it is recorded: it then ends before the newest sample.
        let finished = attempts.filter { samples[$0.upperBound].timestamp < newest }
        let previous = verdicts.count
        verdicts = finished.map { range in
            let start = samples[range.lowerBound].timestamp
            if let known = judged[start] { return known }
            let verdict = ShakeCalibration.assess(Array(samples[range])).verdict
            judged[start] = verdict
            return verdict
        }
        if verdicts.count != previous {
            movedTooGently = false
            host?.setNeedsDisplay()
        }
        if case .listening = phase, !movedTooGently, attempts.count == finished.count,
           ShakeCalibration.movedTooGentlyForAnAttempt(samples) {
            movedTooGently = true
            host?.setNeedsDisplay()
        }
        guard recognized >= ShakeCalibration.requiredShakes, finished.count == attempts.count, let last = finished.last else {
            scheduleLook(); return
        }
        if case .listening = phase { phase = .holdStill(attempts: finished.count); host?.setNeedsDisplay() }
        // The still moment must come after the last shake: the one the screen asked for.
        guard let still = ShakeCalibration.stillMoment(in: samples, outside: attempts, from: last.upperBound + 1) else {
            scheduleLook(); return
        }
        calibrate(attempts: finished.map { Array(samples[$0]) }, still: Array(samples[still]))
    }

    private func calibrate(attempts: [[AccelerationSample]], still: [AccelerationSample]) {
        guard let calibration else { return }
        calibration.stopRecordingMotion()
        switch ShakeCalibration.propose(attempts: attempts, still: still, base: calibration.presetShakeSettings) {
        case .proposed(let settings, let changes):
            do {
                // Shakes the preset finds need no calibration: the board goes back to its preset,
                // so "Restore default" is not offered for values equal to the default.
                try calibration.applyShakeCalibration(changes.isEmpty ? nil : settings)
                // A small panel shows the swing's change, which the other two follow in proportion.
                let described = changes.map(describe)
                phase = changes.isEmpty
                    ? .done(localizer(ShakeCalibrationText.unchanged), short: localizer(ShakeCalibrationText.unchangedShort))
                    : .done(described.joined(separator: "\n"), short: described[0])
            } catch {
                // The panel's few words; the path and the command-line advice are the log's.
                let reason = (error as? GadgetDatabaseError)?.screenMessage(localizer)
                    ?? (error as? any UserFacingError)?.message(localizer) ?? "\(error)"
                phase = .failed(reason, short: nil)
            }
        case .needsMoreShakes(let recognized):
            let counts = ["\(recognized)", "\(ShakeCalibration.requiredShakes)"]
            phase = .failed(localizer(ShakeCalibrationText.needsMoreShakes, counts[0], counts[1]),
                            short: localizer(ShakeCalibrationText.needsMoreShakesShort, counts[0], counts[1]))
        case .notStill:
            phase = .failed(localizer(ShakeCalibrationText.notStill), short: localizer(ShakeCalibrationText.notStillShort))
        }
        host?.setNeedsDisplay()
    }

    private func describe(_ change: ShakeCalibration.Change) -> String {
        let name: LocalizedString = switch change.threshold {
        case .swing: ShakeCalibrationText.swing
        case .quiet: ShakeCalibrationText.quiet
        case .burst: ShakeCalibrationText.burst
        }
        let language = localizer.language
        // A no-break space keeps the unit with its number when the line wraps on a narrow panel.
        return "\(localizer(name)) \(ShakeCalibration.shown(change.from, in: language)) → "
            + "\(ShakeCalibration.shown(change.to, in: language))\u{00A0}g"
    }

    // MARK: - Drawing

    func render(_ canvas: Canvas) {
        let theme = canvas.theme
        canvas.clear(theme.background)
        let (headerRect, body) = canvas.bounds.divided(atDistance: theme.fontSize(.title) * 1.6, from: .top)
        canvas.header(localizer(ShakeCalibrationText.title), in: headerRect)
        let area = body.insetBy(dx: theme.spacing, dy: theme.spacing / 2)
        let compact = theme.sizeClass == .compact
        let instruction: String = switch phase {
        case .listening: localizer(compact ? ShakeCalibrationText.shakeShort : ShakeCalibrationText.shake,
                                   "\(min(recognized + 1, ShakeCalibration.requiredShakes))", "\(ShakeCalibration.requiredShakes)")
        case .holdStill, .done, .failed: localizer(compact ? ShakeCalibrationText.holdStillShort : ShakeCalibrationText.holdStill)
        }
        let (instructionRect, rest) = area.divided(atDistance: area.height * 0.45, from: .top)
        canvas.text(instruction, in: instructionRect, role: .body, color: theme.foreground)
        // One mark per attempt, then what the latest one was, so a weak shake says how to do better.
        let marks = verdicts.map { $0 == .recognized ? "✓" : "✗" }.joined(separator: " ")
        let (marksRect, verdictRect) = rest.divided(atDistance: rest.height * 0.5, from: .top)
        canvas.fittedText([marks], in: marksRect, roles: [.title, .body, .caption], color: theme.accent, maxLines: 1)
        // A shake too gentle to count as an attempt gets no mark but the same advice.
        if let latest = movedTooGently ? .tooGentle : verdicts.last {
            // A shake after the three asked for only puts the still moment off: it says so.
            let words = if case .holdStill(let attempts) = phase, verdicts.count > attempts {
                [ShakeCalibrationText.movedWhileStill, ShakeCalibrationText.movedWhileStillShort]
            } else {
                Self.words(for: latest)
            }
            canvas.fittedText(words.map { localizer($0) }, in: verdictRect, roles: [.caption], color: theme.secondaryText)
        }
        switch phase {
        case .done(let text, let short):
            canvas.dialog(title: localizer(ShakeCalibrationText.doneTitle), message: compact ? short : text,
                          shortMessage: short, buttons: [localizer(EightBallText.ok)], focused: 0)
        case .failed(let text, let short):
            canvas.dialog(title: localizer(ShakeCalibrationText.failedTitle), message: text, shortMessage: short,
                          buttons: [localizer(EightBallText.ok)], focused: 0)
        default:
            break
        }
    }

    /// A verdict in words, then in fewer words for a small panel.
    private static func words(for verdict: ShakeAttempt.Verdict) -> [LocalizedString] {
        switch verdict {
        case .recognized: [ShakeCalibrationText.recognized]
        case .tooGentle: [ShakeCalibrationText.tooGentle, ShakeCalibrationText.tooGentleShort]
        case .tooShort: [ShakeCalibrationText.tooShort, ShakeCalibrationText.tooShortShort]
        }
    }
}
