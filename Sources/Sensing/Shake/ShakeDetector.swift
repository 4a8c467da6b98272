import Foundation
import GadgetBase
import Hardware

// Shake detection
// ===============
//
// Input: timestamped accelerometer samples in g, at any rate from about 10 Hz to 1 kHz,
// either total acceleration (gravity included, board in any orientation) or gravity-free.
// Output: UIKit's motion phases, exactly one `began` and then one `ended` (or `cancelled`)
// per shake.
//
// 1. Gravity. A low-pass filter with a time constant in seconds (its weight is
//    1 - exp(-dt / tau), so the sample rate does not matter) tracks the slowly changing part
//    of the signal: gravity in whatever orientation the board is held. Subtracting it leaves
//    the movement. Gravity-free input gives an estimate near zero and takes the same path.
// 2. Swings. A swing starts when the movement's magnitude crosses `swingThreshold`, or when
//    it turns away from the swing's strongest direction while still above it (at 10 Hz,
//    consecutive samples of a shake are often on opposite sides with nothing in between). It
//    ends when the movement falls below half the threshold or the next swing starts.
//    Directions are 3-D vectors, so a shake along any axis counts.
// 3. Reversals. A swing roughly opposite (more than 120°) to the previous one of the series,
//    `minimumSwingInterval`...`maximumSwingInterval` after it, is a reversal, and adds the
//    weaker of the two swings' peaks to the series' strength. Faster reversals are a knock's
//    ringing and are passed over; a swing the same way is the same stroke going on after a
//    dip (a jerky hand), and only makes the stroke as strong as its stronger part; a slower
//    swing (walking, swaying) starts a new series.
// 4. The beginning. `requiredReversals` reversals adding up to `requiredStrength` make the
//    shake `began`, if the board was calm (its movement, averaged over a quarter of a second,
//    below `calmThreshold`) within `beginWithin`. A board just turned is calm once the gravity
//    estimate has caught up with it, about a second later. A swing still in progress that would reverse
//    counts already, so a shake begins on the swing that completes it. The calm rule is what
//    tells a hand from a gait: people pick up a board and shake it, but a walk, a run or stairs
//    go on and on with a phone in a pocket, which is never calm meanwhile. A shake that ends
//    in stillness ends calm, so a second shake right after the first is taken. Reversals and
//    strength are what tell it from a pick-up (one push up and its stop) and a knock (one
//    spike and fast ringing).
// 5. The end. When the movement stays under `quietThreshold` for `quietPeriod`, or no
//    reversal comes for `endWithoutReversal`, the shake has `ended`. If it lasts beyond
//    `maximumDuration` it is `cancelled`, and no new shake begins until the shaking stops.
//    `interrupt(at:)` cancels a shake in progress when samples stop coming.
// 6. Bursts from gravity-free input. A phone's or IMU's "linear acceleration" output reads
//    about 0 g at rest, and real people's shakes sampled at 10 Hz are often just two to five
//    readings of 1-7 g, while the hand holding the phone is seldom calm. When the input is
//    gravity-free (the readings at calm moments are under 0.5 g), a shake also begins when the
//    reading stays above `burstThreshold` for at least `burstShare` of the time (an
//    exponential window of `burstWindow`), as long as the board was not already moving hard
//    (`burstBusyLimit`) when the strong movement started and it began within
//    `burstBeginWithin` of that (a run goes on; a hand shakes at once).
// 7. Readings beyond ±`largestReading` g on any axis are clipped there. No chip Gadget drives
//    measures more and no hand shakes harder, so only a corrupt line or a unit mix-up in a
//    file goes beyond; clipped, one such value cannot poison the filters for seconds.
//
// Everything is a function of the samples and their timestamps: no clock is read, so the
// detector gives the same answer live, on a replayed recording and in a test.

/// Turns accelerometer samples into shake phases. See the notes above for how.
public struct ShakeDetector: Sendable {
    public let settings: ShakeSettings
    public private(set) var isShaking = false
    /// Told about every finished swing and what became of it: for people tuning settings
    /// on a recording (`gadget sense shake --trace`).
    public var trace: (@Sendable (ShakeTrace) -> Void)?
    /// The strongest movement (the reading less gravity) so far, in g: what a trace that shows
    /// no swing at all compares with the swing threshold.
    public private(set) var largestMovement = 0.0

    private var gravity = Vector3.zero
    private var started = false
    private var lastTimestamp = Instant.zero
    /// The filter weights for the last sample interval, kept because the interval rarely changes.
    private var weightInterval: Int64 = -1
    private var weight = 0.0
    private var calmWeight = 0.0
    private var burstWeight = 0.0
    /// Mean movement over about the last quarter of a second, and when it was last calm.
    private var activity = 0.0
    private var lastCalm = Instant.zero
    /// When the movement last reached `quietThreshold`.
    private var lastActivity = Instant.zero
    private var lastReversal = Instant.zero
    private var shakeStart = Instant.zero
    /// After a cancellation, shaking must stop before another shake can begin.
    private var waitingForQuiet = false

    private var swing: Swing?
    /// The last swing of the current series, and the series' reversals and strength.
    private var counted: Swing?
    /// The peak of the swing that `counted` reversed.
    private var reversedPeak = 0.0
    private var reversals = 0
    private var strength = 0.0
    /// A trace says once per series that it was a shake's but the board had not been calm.
    private var tracedNotCalm = false

    /// How strong the readings are while the board is calm: about 1 g (gravity) or, for
    /// gravity-free input, about 0. Only calm moments move it, so neither a shake, a run nor a
    /// turn of the board changes which kind of input this is.
    private var calmMagnitude = 1.0
    /// The share of recent time the reading of gravity-free input spent above `burstThreshold`.
    private var burstShare = 0.0
    /// Mean reading over about the last quarter of a second (for gravity-free input, the movement).
    private var burstActivity = 0.0
    /// When the current stretch of strong readings began (after `calmGap` without any), and
    /// whether the board was already busy then.
    private var burstEpisodeStart = Instant.zero
    private var burstEpisodeBusy = false
    private var lastBurstStrong: Instant?
    static let calmGap: Duration = .milliseconds(500)
    /// Readings are clipped here: the widest range of the chips Gadget drives, ±16 g. A value
    /// of hundreds of g from a file would move the gravity estimate by tens of g and hide a
    /// shake for seconds.
    public static let largestReading = 16.0
    /// Input whose resting level is below this many g has had gravity removed.
    static let gravityFreeLevel = 0.5
    /// The slowest rate the detector works at, in readings a second.
    public static let slowestRate = 10.0
    static let longestSampleInterval = Int64(1e9 / slowestRate)
    /// The time constant of `activity` and `burstActivity` (ns).
    static let activityTimeConstant = 2.5e8

    private struct Swing {
        var start: Instant
        var peak: Double
        /// The unit direction of the strongest movement so far.
        var direction: Vector3
    }

    public init(settings: ShakeSettings = .normal) {
        self.settings = settings
        spans = Spans(settings)
    }

    /// The settings' durations in nanoseconds: compared on every sample, where building and
    /// comparing `Duration`s (128-bit) cost about half the detector's time.
    private let spans: Spans

    private struct Spans: Sendable {
        let minimumSwingInterval, maximumSwingInterval, beginWithin, quietPeriod, endWithoutReversal: Int64
        let maximumDuration, burstBeginWithin, calmGap: Int64
        /// The filters' time constants (ns), at least a microsecond.
        let gravityTimeConstant, burstWindow: Double

        init(_ settings: ShakeSettings) {
            minimumSwingInterval = settings.minimumSwingInterval.nanoseconds
            maximumSwingInterval = settings.maximumSwingInterval.nanoseconds
            beginWithin = settings.beginWithin.nanoseconds
            quietPeriod = settings.quietPeriod.nanoseconds
            endWithoutReversal = settings.endWithoutReversal.nanoseconds
            maximumDuration = settings.maximumDuration.nanoseconds
            burstBeginWithin = settings.burstBeginWithin.nanoseconds
            calmGap = ShakeDetector.calmGap.nanoseconds
            gravityTimeConstant = max(Double(settings.gravityTimeConstant.nanoseconds), 1000)
            burstWindow = max(Double(settings.burstWindow.nanoseconds), 1000)
        }
    }

    /// Feeds one sample (timestamps must not go backwards; earlier ones are ignored, as
    /// are readings that are not finite numbers and zeros on every axis before the first
    /// reading) and returns the phase it completes, if any.
    public mutating func process(_ sample: AccelerationSample) -> ShakePhase? {
        let now = sample.timestamp
        guard sample.acceleration.x.isFinite, sample.acceleration.y.isFinite, sample.acceleration.z.isFinite else { return nil }
        let reading = Self.clipped(sample.acceleration)
        guard started else {
            // Zeros on every axis before any reading are a sensor that has not measured yet
            // (phone apps write them until their first reading), not a weightless board.
            if reading.x == 0, reading.y == 0, reading.z == 0 { return nil }
            started = true
            gravity = reading
            calmMagnitude = reading.magnitude
            lastTimestamp = now
            lastActivity = now
            lastCalm = now
            return nil
        }
        guard now >= lastTimestamp else { return nil }
        let interval = now.nanoseconds - lastTimestamp.nanoseconds
        lastTimestamp = now
        updateWeights(interval)
        // A gap in the samples (a sampler asleep until the chip's motion interrupt woke it, a
        // sensor fault) was stillness: the board's recent movement decays over it, and the one
        // sample after it weighs as one sample, not as the whole gap.
        if interval > Self.longestSampleInterval {
            let decay = exp(-Double(interval - Self.longestSampleInterval) / Self.activityTimeConstant)
            activity *= decay
            burstActivity *= decay
            // Samples stop only while the board is still (a sampler sleeps on the chip's motion
            // interrupt), so it was calm until just before this one.
            lastCalm = Instant(nanoseconds: now.nanoseconds - Self.longestSampleInterval)
        }
        let movement = reading - gravity
        gravity = gravity + movement * weight
        let strength = movement.magnitude
        largestMovement = max(largestMovement, strength)
        activity += (strength - activity) * calmWeight
        if activity < settings.calmThreshold { lastCalm = now }
        let gravityFree = trackBurst(reading, movement: strength, at: now)
        // Gravity-free input drags `gravity` along with a strong shake and it takes a second to
        // settle again, while the reading itself is the movement: either being calm is calm.
        let calmness = gravityFree ? min(strength, reading.magnitude) : strength
        if calmness >= settings.quietThreshold { lastActivity = now }
        trackSwing(movement, strength: strength, at: now)
        return updatePhase(at: now)
    }

    /// Cancels a shake in progress (when samples stop, or the app goes away) and starts afresh.
    public mutating func interrupt(at instant: Instant) -> ShakePhase? {
        let wasShaking = isShaking
        self = ShakeDetector(settings: settings)
        return wasShaking ? .cancelled : nil
    }

    private mutating func updateWeights(_ interval: Int64) {
        guard interval != weightInterval else { return }
        weightInterval = interval
        // A gap says nothing about gravity: the estimate from before it moves no more than one
        // sample of the slowest rate would move it. Otherwise the first sample after waking,
        // taken mid-swing, would become gravity and hide the shake.
        let sampleInterval = Double(min(interval, Self.longestSampleInterval))
        weight = 1 - exp(-sampleInterval / spans.gravityTimeConstant)
        calmWeight = 1 - exp(-sampleInterval / Self.activityTimeConstant)
        // Samples' intervals jitter, so this runs for most samples: one exp fewer when the burst
        // window is the activity's quarter second, as it is in every preset.
        burstWeight = spans.burstWindow == Self.activityTimeConstant
            ? calmWeight : 1 - exp(-sampleInterval / spans.burstWindow)
    }

    private static func clipped(_ reading: Vector3) -> Vector3 {
        func clip(_ value: Double) -> Double { min(max(value, -largestReading), largestReading) }
        return Vector3(x: clip(reading.x), y: clip(reading.y), z: clip(reading.z))
    }

    // MARK: - Swings and reversals

    private mutating func trackSwing(_ movement: Vector3, strength: Double, at now: Instant) {
        guard strength >= settings.swingThreshold else {
            if strength < settings.swingThreshold / 2, let finished = swing {
                swing = nil
                finish(finished)
            }
            return
        }
        let direction = movement * (1 / strength)
        if var current = swing, direction.dot(current.direction) >= 0 {
            // Still the same swing: remember its strongest point.
            if strength > current.peak {
                current.peak = strength
                current.direction = direction
                swing = current
            }
            return
        }
        if let finished = swing { finish(finished) }
        swing = Swing(start: now, peak: strength, direction: direction)
    }

    /// How `swing` would continue the current series.
    private func verdict(on swing: Swing) -> SwingVerdict {
        guard let last = counted, swing.start.nanoseconds - last.start.nanoseconds <= spans.maximumSwingInterval else { return .first }
        guard swing.direction.dot(last.direction) < -0.5 else { return .sameWay }
        return swing.start.nanoseconds - last.start.nanoseconds < spans.minimumSwingInterval ? .ringing : .reversal
    }

    private mutating func finish(_ finished: Swing) {
        let verdict = verdict(on: finished)
        switch verdict {
        case .first:
            counted = finished
            reversals = 0
            strength = 0
            tracedNotCalm = false
        case .reversal:
            reversals += 1
            strength += min(finished.peak, counted!.peak)
            reversedPeak = counted!.peak
            counted = finished
            lastReversal = finished.start
        case .sameWay:
            // The same push going on after a dip (a jerky hand, a coarse sensor): one swing,
            // as strong as its stronger part. A swing across it (within 60-120°) is not.
            if finished.direction.dot(counted!.direction) >= 0.5, finished.peak > counted!.peak {
                if reversals > 0 { strength += min(finished.peak, reversedPeak) - min(counted!.peak, reversedPeak) }
                counted!.peak = finished.peak
            }
        case .ringing:
            break
        }
        trace?(.swing(at: finished.start, peak: finished.peak, direction: finished.direction, verdict: verdict,
                      reversals: reversals, strength: strength))
    }

    /// Whether the series, with the swing in progress counted if it would reverse the last
    /// one, is a shake. Only while it goes on: a series whose last swing is over and long
    /// past is a shake that was not taken, and must not begin once the board calms down.
    private func seriesIsAShake(at now: Instant) -> Bool {
        guard let series = liveSeries(at: now) else { return false }
        return series.reversals >= settings.requiredReversals && series.strength >= settings.requiredStrength
    }

    /// The series' reversals and strength with the swing in progress counted if it would
    /// reverse the last one; nil when there is no series going on.
    private func liveSeries(at now: Instant) -> (reversals: Int, strength: Double)? {
        guard let last = counted else { return nil }
        let live = swing.map { verdict(on: $0) != .first } ?? (now.nanoseconds - last.start.nanoseconds <= spans.maximumSwingInterval)
        guard live else { return nil }
        var reversals = reversals, strength = strength
        if let swing, verdict(on: swing) == .reversal {
            reversals += 1
            strength += min(swing.peak, last.peak)
        }
        return (reversals, strength)
    }

    // MARK: - Bursts (gravity-free input)

    /// Follows what the readings are while the board is calm and, for gravity-free input, the
    /// share of time the reading (which is the movement there) is strong. Returns whether the
    /// input is gravity-free.
    private mutating func trackBurst(_ reading: Vector3, movement: Double, at now: Instant) -> Bool {
        let magnitude = reading.magnitude
        // Calm for a while, not for a moment: a runner's board passes through 1 g every stride.
        if movement < settings.quietThreshold && now.nanoseconds - lastActivity.nanoseconds >= spans.quietPeriod {
            calmMagnitude += (magnitude - calmMagnitude) * weight
        }
        let gravityFree = calmMagnitude < Self.gravityFreeLevel
        let busyBefore = burstActivity > settings.burstBusyLimit
        burstActivity += (magnitude - burstActivity) * calmWeight
        let strong = gravityFree && magnitude >= settings.burstThreshold
        burstShare += ((strong ? 1 : 0) - burstShare) * burstWeight
        guard strong else { return gravityFree }
        if lastBurstStrong.map({ now.nanoseconds - $0.nanoseconds > spans.calmGap }) ?? true {
            burstEpisodeStart = now
            burstEpisodeBusy = busyBefore
        }
        lastBurstStrong = now
        return gravityFree
    }

    private func burstBegins(at now: Instant) -> Bool {
        return calmMagnitude < Self.gravityFreeLevel && burstShare >= settings.burstShare
            && lastBurstStrong == now && !burstEpisodeBusy && now.nanoseconds - burstEpisodeStart.nanoseconds <= spans.burstBeginWithin
    }

    // MARK: - Phases

    private mutating func updatePhase(at now: Instant) -> ShakePhase? {
        let still = now.nanoseconds - lastActivity.nanoseconds >= spans.quietPeriod
            || (now.nanoseconds - lastReversal.nanoseconds >= spans.endWithoutReversal && swing == nil)
        if waitingForQuiet {
            if still { restartCounting() }
            return nil
        }
        if isShaking {
            if now.nanoseconds - shakeStart.nanoseconds > spans.maximumDuration {
                isShaking = false
                waitingForQuiet = true
                trace?(.cancelled(at: now, longerThan: settings.maximumDuration))
                return .cancelled
            }
            if still {
                let quiet = now.nanoseconds - lastActivity.nanoseconds >= spans.quietPeriod
                trace?(quiet ? .endedQuiet(at: now, threshold: settings.quietThreshold, quietFor: settings.quietPeriod)
                    : .endedWithoutReversal(at: now, after: settings.endWithoutReversal))
                restartCounting()
                // A hand that has just finished a shake may shake again at once: a shake that
                // ended in stillness ends in a calm moment (one that merely stopped reversing,
                // a gait's false shake, or a cancelled one, does not).
                if quiet { lastCalm = now }
                return .ended
            }
            return nil
        }
        let swingsMakeAShake = seriesIsAShake(at: now)
        let calmBefore = now.nanoseconds - lastCalm.nanoseconds <= spans.beginWithin
        let burst = !(swingsMakeAShake && calmBefore) && burstBegins(at: now)
        if (swingsMakeAShake && calmBefore) || burst {
            if let trace { traceBeginning(at: now, byBurst: burst, trace) }
            isShaking = true
            shakeStart = now
            lastReversal = now
            return .began
        }
        if swingsMakeAShake, !tracedNotCalm, let trace {
            tracedNotCalm = true
            trace(.notCalmBefore(at: now, calmThreshold: settings.calmThreshold, lastCalm: lastCalm,
                                 within: settings.beginWithin))
        }
        return nil
    }

    /// What made a shake begin, for a trace: the swings after calm, or a burst.
    private func traceBeginning(at now: Instant, byBurst: Bool, _ trace: (ShakeTrace) -> Void) {
        if byBurst {
            trace(.beganByBurst(at: now, threshold: settings.burstThreshold, share: burstShare, window: settings.burstWindow))
        } else {
            let series = liveSeries(at: now) ?? (reversals, strength)
            trace(.began(at: now, reversals: series.reversals, strength: series.strength,
                         reversalsNeeded: settings.requiredReversals, strengthNeeded: settings.requiredStrength, calmAt: lastCalm))
        }
    }

    private mutating func restartCounting() {
        isShaking = false
        waitingForQuiet = false
        reversals = 0
        strength = 0
        counted = nil
        tracedNotCalm = false
    }
}

extension Vector3 {
    func dot(_ other: Vector3) -> Double { x * other.x + y * other.y + z * other.z }
}
