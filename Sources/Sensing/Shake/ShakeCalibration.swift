import GadgetBase
import Hardware

// Shake calibration
// =================
//
// A board in a case, a breakout on a breadboard and a heavy handheld shake differently, and so
// do people. Calibration takes a few shakes and one still moment from this board and this hand
// and proposes the three strength thresholds of `ShakeSettings` (swing, quiet, burst), scaled
// together from the base preset so their proportions, which were fitted on many recordings,
// stay as they are. Every timing stays the base preset's: calibration changes how hard, never
// how fast.
//
// 1. An attempt is measured with the detector's own ideas: movement is the reading minus the
//    attempt's mean (over a back-and-forth shake the mean is gravity, or about 0 for
//    gravity-free input); a swing is a stretch beyond `swingFloor` along the attempt's main
//    line, its peak the largest projection; a reversal is a swing on the other side of the
//    line from the previous one. Its strength is the peak of its third-strongest swing:
//    a shake's reversals need three swings, and the weakest of them sets what it adds up to.
// 2. An attempt is recognized when the gentlest preset, the floor below which walkers'
//    pockets shake too, finds a shake in it. Otherwise it was too short (fewer reversals
//    than a shake needs, or no swings at all) or too gentle (enough reversals, too weak).
// 3. Only what was measured moves the thresholds: shakes the base preset misses lower them, a
//    still moment that moves raises them, and shakes it finds leave it as it is. Three strong
//    shakes say nothing about what the board must ignore, and on real people's recordings
//    (datasets/README.md) raising the thresholds after them lost the same people's weaker
//    shakes, while lowering them when nothing was missed found no more on the phone and let
//    walks through.
//    To lower: the base preset expects swings of about `requiredStrength / requiredReversals` g
//    (1 g for normal). Every threshold is scaled by the weakest recognized strength divided by
//    `margin` over that, so a shake as weak as the user's weakest still clears it by that much.
//    The swing threshold is at least `noiseMargin` times the still moment's largest movement
//    (which may raise it above the base's), at most the base's (or that floor), and kept
//    between gentle's and firm's; the others follow in the same proportion, within the same
//    bounds.
// 4. The proposal is checked by running the detector with it over every recognized attempt;
//    a threshold that would miss one is lowered towards gentle's until none is missed, but
//    never below the still moment's floor of step 3: a board that noisy needs firmer shakes.

/// One try at the calibration's shake: what was measured and what became of it.
public struct ShakeAttempt: Sendable, Hashable {
    public enum Verdict: String, Sendable, Hashable {
        case recognized
        case tooGentle = "too-gentle"
        case tooShort = "too-short"
    }

    public var verdict: Verdict
    /// The third-strongest swing's peak (g beyond the attempt's mean), or the strongest's when
    /// there were fewer than three.
    public var strength: Double
    /// Direction reversals between swings beyond `ShakeCalibration.swingFloor`.
    public var reversals: Int
    /// From the first swing's start to the last swing's end.
    public var duration: Duration
}

/// What a calibration proposes, or why it cannot propose anything.
public enum ShakeCalibrationOutcome: Sendable, Hashable {
    case proposed(ShakeSettings, changes: [ShakeCalibration.Change])
    /// Fewer recognized shakes than `ShakeCalibration.requiredShakes`.
    case needsMoreShakes(recognized: Int)
    /// The still moment moved more than even the firm preset's quiet threshold allows.
    case notStill(movement: Double)
}

/// Pure: samples in, a proposal out. See the notes above.
public enum ShakeCalibration {
    /// Shakes the screen asks for, and the proposal needs.
    public static let requiredShakes = 3
    /// The user's weakest shake clears the proposed swing threshold by this factor.
    public static let margin = 1.25
    /// The proposed swing threshold is at least this many times the still moment's movement:
    /// a board's noise must never make swings of its own.
    public static let noiseMargin = 2.5
    /// Swings are counted from here (g): the gentle preset's threshold, the weakest swing any
    /// preset counts.
    public static let swingFloor = ShakeSettings.gentle.swingThreshold
    /// The proposal never goes below these (walking would cross them) nor above firm's.
    public static let lowest = ShakeSettings.gentle
    public static let highest = ShakeSettings.firm

    /// One threshold the proposal changed, from the base value to the new one (g).
    public struct Change: Sendable, Hashable {
        public enum Threshold: String, Sendable, CaseIterable { case swing, quiet, burst }
        public var threshold: Threshold
        public var from: Double
        public var to: Double
    }

    /// Measures one attempt and says whether it was a shake, too gentle or too short.
    public static func assess(_ samples: [AccelerationSample]) -> ShakeAttempt {
        let swings = swingPeaks(samples)
        let reversals = swings.peaks.indices.dropFirst().filter { (swings.peaks[$0] > 0) != (swings.peaks[$0 - 1] > 0) }.count
        let sorted = swings.peaks.map(abs).sorted(by: >)
        let strength = sorted.isEmpty ? 0 : sorted[min(2, sorted.count - 1)]
        let verdict: ShakeAttempt.Verdict
        if finds(lowest, in: samples) {
            verdict = .recognized
        } else if reversals < lowest.requiredReversals {
            verdict = .tooShort
        } else {
            verdict = .tooGentle
        }
        return ShakeAttempt(verdict: verdict, strength: strength, reversals: reversals, duration: swings.span)
    }

    /// The largest movement during the still moment (g beyond its mean).
    public static func stillMovement(_ samples: [AccelerationSample]) -> Double {
        let mean = average(samples)
        return samples.map { ($0.acceleration - mean).magnitude }.max() ?? 0
    }

    /// Proposes thresholds from `attempts` (each one try's samples) and the still moment,
    /// starting from `base` (the board's preset).
    public static func propose(attempts: [[AccelerationSample]], still: [AccelerationSample],
                               base: ShakeSettings = .normal) -> ShakeCalibrationOutcome {
        let assessed = attempts.map { (samples: $0, attempt: assess($0)) }.filter { $0.attempt.verdict == .recognized }
        guard assessed.count >= requiredShakes else { return .needsMoreShakes(recognized: assessed.count) }
        let movement = stillMovement(still)
        guard movement * noiseMargin <= highest.swingThreshold else { return .notStill(movement: movement) }
        let weakest = assessed.map(\.attempt.strength).min()!
        let floor = clamp(movement * noiseMargin, lowest.swingThreshold, highest.swingThreshold)
        // Step 3: shakes the base finds leave it as it is, unless the board's noise needs more.
        let ceiling = max(base.swingThreshold, floor)
        guard !assessed.allSatisfy({ finds(base, in: $0.samples) }) else {
            let settings = ceiling > base.swingThreshold ? scaled(base, swing: ceiling) : base
            return .proposed(settings, changes: changes(from: base, to: settings))
        }
        let expected = base.requiredStrength / Double(max(base.requiredReversals, 1))
        var swing = clamp(base.swingThreshold * weakest / margin / expected, floor, ceiling)
        var settings = scaled(base, swing: swing)
        // Lower in small steps until every recognized shake is found again, but never into the noise.
        while swing > floor, !assessed.allSatisfy({ finds(settings, in: $0.samples) }) {
            swing = max(floor, swing - 0.05)
            settings = scaled(base, swing: swing)
        }
        return .proposed(settings, changes: changes(from: base, to: settings))
    }

    /// `base` with its swing threshold set to `swing` and its quiet and burst thresholds (and the
    /// strength a shake adds up to) scaled in the same proportion, each threshold kept between
    /// the gentle and firm presets' values.
    public static func scaled(_ base: ShakeSettings, swing: Double) -> ShakeSettings {
        let factor = swing / base.swingThreshold
        var settings = base
        settings.swingThreshold = rounded(clamp(swing, lowest.swingThreshold, highest.swingThreshold))
        settings.quietThreshold = rounded(clamp(base.quietThreshold * factor, lowest.quietThreshold, highest.quietThreshold))
        settings.burstThreshold = rounded(clamp(base.burstThreshold * factor, lowest.burstThreshold, highest.burstThreshold))
        settings.requiredStrength = base.requiredStrength(forSwing: settings.swingThreshold)
        return settings
    }

    /// The thresholds that differ between `base` and `settings`.
    public static func changes(from base: ShakeSettings, to settings: ShakeSettings) -> [Change] {
        Change.Threshold.allCases.compactMap { threshold in
            let from = value(threshold, of: base), to = value(threshold, of: settings)
            return from == to ? nil : Change(threshold: threshold, from: from, to: to)
        }
    }

    public static func value(_ threshold: Change.Threshold, of settings: ShakeSettings) -> Double {
        switch threshold {
        case .swing: settings.swingThreshold
        case .quiet: settings.quietThreshold
        case .burst: settings.burstThreshold
        }
    }

    /// Splits a recording of a calibration into its attempts and its still moment: see
    /// `attempts(in:)` and `stillMoment(in:outside:from:)`. Nil when there is no still stretch.
    public static func split(_ recording: [AccelerationSample]) -> (attempts: [[AccelerationSample]], still: [AccelerationSample])? {
        let ranges = attempts(in: recording)
        guard let still = stillMoment(in: recording, outside: ranges) else { return nil }
        return (ranges.map { Array(recording[$0]) }, Array(recording[still]))
    }

    /// The attempts in a recording, as index ranges: stretches of movement beyond `swingFloor`
    /// less than `attemptGap` apart are one attempt, taken with `attemptGap` of calm either side
    /// so the detector sees the shake begin. A stretch with no swing beyond the floor along its
    /// own main line is a noise spike that only crossed the floor around the local mean, not an
    /// attempt (it would read as "too short"). Linear in the recording's length.
    public static func attempts(in recording: [AccelerationSample]) -> [ClosedRange<Int>] {
        let movement = movementAroundLocalMean(recording)
        var spans: [ClosedRange<Int>] = []
        for index in recording.indices where movement[index] > swingFloor {
            if let last = spans.last, recording[index].timestamp - recording[last.upperBound].timestamp < attemptGap {
                spans[spans.count - 1] = last.lowerBound...index
            } else {
                spans.append(index...index)
            }
        }
        // Spans are in order, so each padded start is searched for from the previous one.
        var first = 0
        return spans.map { span -> ClosedRange<Int> in
            let start = recording[span.lowerBound].timestamp, end = recording[span.upperBound].timestamp + attemptGap
            first = recording[first...span.lowerBound].firstIndex { $0.timestamp + attemptGap >= start } ?? span.lowerBound
            var last = span.upperBound
            while last + 1 < recording.count, recording[last + 1].timestamp <= end { last += 1 }
            return first...last
        }.filter { !swingPeaks(Array(recording[$0])).peaks.isEmpty }
    }

    /// The calmest `stillLength` of the recording from index `from` on that touches no attempt,
    /// or nil when there is no such stretch. Each window's movement is measured afresh (its own
    /// mean), so the cost is the length searched times the window's.
    public static func stillMoment(in recording: [AccelerationSample], outside attempts: [ClosedRange<Int>],
                                   from: Int = 0) -> Range<Int>? {
        var busy = [Bool](repeating: false, count: recording.count)
        for attempt in attempts { for index in attempt { busy[index] = true } }
        var best: (range: Range<Int>, movement: Double)?
        var start = max(0, from)
        for end in start..<recording.count {
            if busy[end] { start = end + 1; continue }
            while recording[end].timestamp - recording[start].timestamp > stillLength { start += 1 }
            guard recording[end].timestamp - recording[start].timestamp >= stillLength - .milliseconds(20) else { continue }
            let moved = stillMovement(Array(recording[start...end]))
            if best == nil || moved < best!.movement { best = (start..<(end + 1), moved) }
        }
        return best?.range
    }

    /// Movement a hand makes and a still board does not (g beyond the local mean): a real
    /// MPU-6050 or ADXL345 lying still stays within a few hundredths of a g.
    public static let feltFloor = 0.15

    /// Whether the board moved, in the last `attemptGap`, more than `feltFloor` but never as far
    /// as `swingFloor`: a shake too gentle to be an attempt at all, which the calibration screen
    /// still answers ("shake harder") instead of showing nothing. Looks only at the recording's
    /// tail, so a look every 200 ms stays cheap however long the recording.
    public static func movedTooGentlyForAnAttempt(_ recording: [AccelerationSample]) -> Bool {
        guard let newest = recording.last?.timestamp else { return false }
        // Half a second more than the window, for the local mean of its first samples.
        let tailStart = recording.lastIndex { newest - $0.timestamp > attemptGap + .milliseconds(500) }.map { $0 + 1 } ?? 0
        let tail = Array(recording[tailStart...])
        let movement = movementAroundLocalMean(tail)
        let recent = zip(tail, movement).filter { newest - $0.0.timestamp <= attemptGap }.map(\.1)
        guard let largest = recent.max() else { return false }
        return largest > feltFloor && movement.allSatisfy { $0 <= swingFloor }
    }

    /// Stretches of movement closer than this are one attempt.
    public static let attemptGap: Duration = .milliseconds(700)
    /// How long the still moment lasts.
    public static let stillLength: Duration = .seconds(1)

    // MARK: - Measuring

    /// Whether a shake begins in `samples` with `settings`.
    public static func finds(_ settings: ShakeSettings, in samples: [AccelerationSample]) -> Bool {
        var detector = ShakeDetector(settings: settings)
        return samples.contains { detector.process($0) == .began }
    }

    /// The peaks of the swings along the attempt's main line (signed), and the time from the
    /// first swing's start to the last one's end.
    private static func swingPeaks(_ samples: [AccelerationSample]) -> (peaks: [Double], span: Duration) {
        let mean = average(samples)
        let moves = samples.map { $0.acceleration - mean }
        guard let strongest = moves.max(by: { $0.magnitude < $1.magnitude }), strongest.magnitude > swingFloor else {
            return ([], .zero)
        }
        let line = strongest * (1 / strongest.magnitude)
        var peaks: [Double] = []
        var first: Instant?, last = Instant.zero
        var inSwing = false
        for (sample, move) in zip(samples, moves) {
            let along = move.x * line.x + move.y * line.y + move.z * line.z
            if abs(along) > swingFloor {
                if inSwing, let peak = peaks.last, (peak > 0) == (along > 0) {
                    if abs(along) > abs(peak) { peaks[peaks.count - 1] = along }
                } else {
                    peaks.append(along)
                }
                inSwing = true
                first = first ?? sample.timestamp
                last = sample.timestamp
            } else {
                inSwing = false
            }
        }
        return (peaks, first.map { last - $0 } ?? .zero)
    }

    /// Each sample's movement beyond the mean of the samples within half a second of it.
    private static func movementAroundLocalMean(_ samples: [AccelerationSample]) -> [Double] {
        var sum = Vector3.zero
        var low = 0, high = 0
        return samples.map { sample in
            while high < samples.count, samples[high].timestamp - sample.timestamp <= .milliseconds(500) {
                sum = sum + samples[high].acceleration; high += 1
            }
            while sample.timestamp - samples[low].timestamp > .milliseconds(500) {
                sum = sum - samples[low].acceleration; low += 1
            }
            return (sample.acceleration - sum * (1 / Double(high - low))).magnitude
        }
    }

    private static func average(_ samples: [AccelerationSample]) -> Vector3 {
        guard !samples.isEmpty else { return .zero }
        return samples.reduce(Vector3.zero) { $0 + $1.acceleration } * (1 / Double(samples.count))
    }

    private static func clamp(_ value: Double, _ low: Double, _ high: Double) -> Double { min(high, max(low, value)) }

    /// Two decimals: what a person reads and what is stored, so both agree.
    private static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    /// A threshold as a person reads it and as it is stored: two decimals ("0.40"), with
    /// `language`'s decimal separator ("0,40" in Russian); the stored form is English.
    public static func shown(_ value: Double, in language: Language = .en) -> String {
        let hundredths = Int((abs(value) * 100).rounded())
        let fraction = hundredths % 100
        return (value < 0 && hundredths > 0 ? "-" : "") + "\(hundredths / 100)" + language.decimalSeparator
            + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}

extension ShakeSettings {
    /// The strength a shake must add up to when swings count from `swing` g: these settings'
    /// own in the same proportion, so a calibration that lowers the swing threshold lowers both.
    public func requiredStrength(forSwing swing: Double) -> Double {
        (requiredStrength * swing / swingThreshold * 100).rounded() / 100
    }
}
