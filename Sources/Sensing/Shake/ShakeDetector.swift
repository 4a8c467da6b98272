import Foundation
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
// 2. Swings. A swing starts when the movement's magnitude crosses `swingThreshold` (times
//    `weakSwingShare`: a return stroke or a build-up may be weaker), or when
//    it turns to the opposite side while still above it (at 10 Hz, consecutive samples of a
//    shake are often on opposite sides with nothing in between). It ends when the movement
//    falls below half the threshold or the next swing starts. Directions are 3-D vectors, so
//    a shake along any axis counts.
// 3. Which swings count. A finished swing counts when it reached the threshold and, if it
//    was mostly downwards (gravity known), went beyond `freeFallLimit`: a body that walks,
//    runs or takes stairs never makes what it carries fall faster than free fall, a hand does.
//    With gravity-free input the way down is unknown, so every swing must go beyond it.
// 4. Reversals. A counted swing roughly opposite (more than 120°) to the previous counted
//    one, `minimumSwingInterval`...`maximumSwingInterval` after it, and not much weaker or
//    stronger (`minimumSwingBalance`), is a reversal. Faster reversals are a knock's ringing;
//    slower swings (walking, swaying) restart the count; lopsided pairs are footsteps.
//    `requiredReversals` in a row, `requiredStrongSwings` of them reaching `swingThreshold`
//    itself, make the shake `began`; `reversalsWithoutFreeFall` (every swing strong) do when
//    the board's total acceleration has not stayed below `nearFreeFallMagnitude` for
//    `nearFreeFallStretch` within the last `nearFreeFallMemory`. A runner's board is near
//    free fall between strides, and in a pocket the thigh turns it so fast that the gravity
//    estimate lags and cannot tell a fall from a swing; the total's magnitude needs no
//    estimate. A hand's board hardly ever sits near 0 g that long. A knock is one spike and a pick-up
//    one push there and back, so neither gets there.
// 5. The end. When the movement stays under `quietThreshold` for `quietPeriod`, or no
//    reversal comes for `endWithoutReversal`, the shake has `ended`. If it lasts beyond
//    `maximumDuration` it is `cancelled`, and no new shake begins until the shaking stops.
//    `interrupt(at:)` cancels a shake in progress when samples stop coming.
//
// 6. Bursts from gravity-free input. A phone's or IMU's "linear acceleration" output reads
//    about 0 g at rest, and real people's shakes sampled at 10 Hz are often just two to five
//    readings of 1-7 g, too few for reversals to show. When the input is gravity-free (the
//    readings at calm moments are under 0.5 g), a shake also begins when the movement stays above `burstThreshold` for at least
//    `burstShare` of the time (an exponential window of `burstWindow`), as long as the board
//    was not already moving hard (`burstBusyLimit`) when the strong movement started and it
//    began within `burstBeginWithin` of that (a run goes on; a hand shakes at once). The four
//    values were picked from a small grid on the real phone recordings, the pocket walks and
//    the generated tuning half (datasets/README.md says which and what each gave).
// 7. Readings beyond ±`largestReading` g on any axis (no accelerometer measures that; a
//    corrupt file or a unit mix-up) are clipped there, so one absurd value cannot poison the
//    filters for seconds.
//
// Everything is a function of the samples and their timestamps: no clock is read, so the
// detector gives the same answer live, on a replayed recording and in a test.

/// Turns accelerometer samples into shake phases. See the notes above for how.
public struct ShakeDetector: Sendable {
    public let settings: ShakeSettings
    public private(set) var isShaking = false
    /// Told about every finished swing and what became of it: for people tuning settings
    /// on a recording (`gadget sense shake --trace`).
    public var trace: (@Sendable (String) -> Void)?

    private var gravity = Vector3.zero
    private var started = false
    private var lastTimestamp = Instant.zero
    /// The filter weight for the last sample interval, kept because the interval rarely changes.
    private var weightInterval: Int64 = -1
    private var weight = 0.0
    private var lastActivity = Instant.zero
    private var lastReversal = Instant.zero
    private var shakeStart = Instant.zero
    /// After a cancellation, shaking must stop before another shake can begin.
    private var waitingForQuiet = false

    private var swing: Swing?
    private var counted: CountedSwing?
    private var reversals = 0
    /// Swings of the current series that reached `swingThreshold` itself.
    private var strongSwings = 0
    /// The line the current series of swings runs along.
    private var chainAxis: Vector3?
    /// Mean square movement over about the last 0.7 s, and its root when the series began.
    private var activity = 0.0
    private var activityWeight = 0.0
    /// When the current stretch of strong movement began (swings with less than `calmGap`
    /// between them), and whether the board was already busy just before it.
    private var episodeStart = Instant.zero
    private var episodeBusy = false
    private var lastStrong: Instant?
    static let calmGap: Duration = .milliseconds(500)
    /// `activity` before the latest sample.
    private var calmBefore = 0.0
    /// When the board's total acceleration last dropped below `nearFreeFallMagnitude`, if it
    /// is still below, and when the last long enough stretch of that ended.
    private var nearFreeFallSince: Instant?
    private var lastNearFreeFall: Instant?
    /// How strong the readings are while the board is calm: about 1 g (gravity) or, for
    /// gravity-free input, about 0. Only calm moments move it, so neither a shake, a run nor a
    /// turn of the board changes which kind of input this is.
    private var calmMagnitude = 1.0
    /// The share of recent time the reading of gravity-free input spent above `burstThreshold`.
    private var burstShare = 0.0
    private var burstWeight = 0.0
    /// Mean square reading over about the last 0.7 s (for gravity-free input, the movement's).
    private var burstActivity = 0.0
    /// When the current stretch of strong movement began (after `calmGap` without any), and
    /// whether the board was already busy then.
    private var burstEpisodeStart = Instant.zero
    private var burstEpisodeBusy = false
    private var lastBurstStrong: Instant?
    /// Clipped readings: no accelerometer measures beyond this (the widest chips reach ±400 g).
    public static let largestReading = 1000.0

    private struct Swing {
        var direction: Vector3
        var start: Instant
        var peak: Double
        var peakMovement: Vector3
        /// Gravity's direction when the swing started (nil for gravity-free input).
        var down: Vector3?
    }

    private struct CountedSwing {
        var direction: Vector3
        var time: Instant
        var peak: Double
        /// How long after the swing before it this one came (nil for the first of a series).
        var interval: Duration?
    }

    public init(settings: ShakeSettings = .normal) {
        self.settings = settings
    }

    /// Feeds one sample (timestamps must not go backwards; earlier ones are ignored, as
    /// are readings that are not finite numbers) and returns the phase it completes, if any.
    /// 10 Hz, the slowest rate the detector works at.
    static let longestSampleInterval: Int64 = 100_000_000

    public mutating func process(_ sample: AccelerationSample) -> ShakePhase? {
        let now = sample.timestamp
        guard sample.acceleration.x.isFinite, sample.acceleration.y.isFinite, sample.acceleration.z.isFinite else { return nil }
        let reading = Self.clipped(sample.acceleration)
        guard started else {
            started = true
            gravity = reading
            calmMagnitude = reading.magnitude
            lastTimestamp = now
            lastActivity = now
            return nil
        }
        guard now >= lastTimestamp else { return nil }
        let interval = now.nanoseconds - lastTimestamp.nanoseconds
        lastTimestamp = now
        if interval != weightInterval {
            weightInterval = interval
            // A gap in the samples (a sampler asleep until the chip's motion interrupt woke it,
            // a sensor fault) says nothing about gravity: the estimate from before the gap moves
            // no more than one sample of the slowest rate would move it. Otherwise the first
            // sample after waking, taken mid-swing, would become gravity and hide the shake.
            let sampleInterval = min(interval, Self.longestSampleInterval)
            weight = 1 - exp(-Double(sampleInterval) / max(Double(settings.gravityTimeConstant.nanoseconds), 1000))
            activityWeight = 1 - exp(-Double(sampleInterval) / 7e8)
            burstWeight = 1 - exp(-Double(sampleInterval) / max(Double(settings.burstWindow.nanoseconds), 1000))
        }
        // The same for the board's recent movement: the gap was stillness (it decays), and the
        // one sample after it weighs as one sample, not as the whole gap.
        if interval > Self.longestSampleInterval {
            activity *= exp(-Double(interval - Self.longestSampleInterval) / 7e8)
        }
        trackNearFreeFall(reading, at: now)
        let movement = reading - gravity
        gravity = gravity + movement * weight

        let strength = movement.magnitude
        calmBefore = activity
        activity += (strength * strength - activity) * activityWeight
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

    private static func clipped(_ reading: Vector3) -> Vector3 {
        func clip(_ value: Double) -> Double { min(max(value, -largestReading), largestReading) }
        return Vector3(x: clip(reading.x), y: clip(reading.y), z: clip(reading.z))
    }

    /// Follows what the readings are while the board is calm and, for gravity-free input, the
    /// share of time the reading (which is the movement there) is strong. Returns whether the
    /// input is gravity-free.
    private mutating func trackBurst(_ reading: Vector3, movement: Double, at now: Instant) -> Bool {
        let magnitude = reading.magnitude
        // Calm for a while, not for a moment: a runner's board passes through 1 g every stride.
        if movement < settings.quietThreshold && now - lastActivity >= settings.quietPeriod {
            calmMagnitude += (magnitude - calmMagnitude) * weight
        }
        let gravityFree = calmMagnitude < Self.gravityFreeLevel
        let busyBefore = burstActivity.squareRoot() > settings.burstBusyLimit
        burstActivity += (magnitude * magnitude - burstActivity) * activityWeight
        let strong = gravityFree && magnitude >= settings.burstThreshold
        burstShare += ((strong ? 1 : 0) - burstShare) * burstWeight
        guard strong else { return gravityFree }
        if lastBurstStrong.map({ now - $0 > Self.calmGap }) ?? true {
            burstEpisodeStart = now
            burstEpisodeBusy = busyBefore
        }
        lastBurstStrong = now
        return gravityFree
    }

    /// Input whose resting level is below this many g has had gravity removed.
    static let gravityFreeLevel = 0.5

    private func burstBegins(at now: Instant) -> Bool {
        return calmMagnitude < Self.gravityFreeLevel && burstShare >= settings.burstShare
            && lastBurstStrong == now && !burstEpisodeBusy && now - burstEpisodeStart <= settings.burstBeginWithin
    }

    /// Gravity-free input reads near zero at rest, so it is always "near free fall" and never
    /// gets the shorter count: the way down and a runner's flight are both unknown there.
    private mutating func trackNearFreeFall(_ reading: Vector3, at now: Instant) {
        let level = settings.nearFreeFallMagnitude
        if reading.dot(reading) < level * level {
            if nearFreeFallSince == nil { nearFreeFallSince = now }
            if let since = nearFreeFallSince, now - since >= settings.nearFreeFallStretch { lastNearFreeFall = now }
        } else if let since = nearFreeFallSince {
            // Measured to the first sample back above: at 10 Hz one low sample is 100 ms low.
            if now - since >= settings.nearFreeFallStretch { lastNearFreeFall = now }
            nearFreeFallSince = nil
        }
    }

    private mutating func trackSwing(_ movement: Vector3, strength: Double, at now: Instant) {
        let threshold = settings.swingThreshold * settings.weakSwingShare
        guard strength >= threshold else {
            if strength < threshold / 2, let finished = swing {
                swing = nil
                finish(finished)
            }
            return
        }
        if strength >= settings.swingThreshold {
            if lastStrong.map({ now - $0 > Self.calmGap }) ?? true {
                episodeStart = now
                episodeBusy = calmBefore.squareRoot() > settings.busyLimit
            }
            lastStrong = now
        }
        let direction = movement * (1 / strength)
        if var current = swing, direction.dot(current.direction) >= 0 {
            // Still the same swing: remember its strongest point.
            if strength > current.peak {
                current.peak = strength
                current.peakMovement = movement
                swing = current
            }
            return
        }
        if let finished = swing { finish(finished) }
        let g = gravity.magnitude
        swing = Swing(direction: direction, start: now, peak: strength, peakMovement: movement,
                      down: g > 0.5 ? gravity * (-1 / g) : nil)
    }

    /// Decides whether a finished swing counts, and whether it reverses the last one.
    private mutating func finish(_ finished: Swing) {
        let verdict = judge(finished)
        if let trace {
            let m = finished.peakMovement
            trace(String(format: "swing at %.1f ms, peak %.2f g (%.2f, %.2f, %.2f): %@, reversals %d",
                         finished.start.milliseconds, finished.peak, m.x, m.y, m.z, verdict, reversals))
        }
    }

    private mutating func judge(_ finished: Swing) -> String {
        if let down = finished.down {
            let downward = finished.peakMovement.dot(down)
            let sideways = (finished.peakMovement - down * downward).magnitude
            if downward > sideways && downward < settings.freeFallLimit { return "no faster than free fall" }
        } else if finished.peak < settings.freeFallLimit {
            // Gravity-free input hides which way is down, so any swing might be a runner's
            // fall between strides: only swings beyond free fall count.
            return "no faster than free fall (gravity unknown)"
        }
        let direction = finished.peakMovement * (1 / finished.peak)
        guard let last = counted, finished.start - last.time <= settings.maximumSwingInterval else {
            startSeries(with: finished, direction: direction)
            return "first of a series"
        }
        guard direction.dot(last.direction) < -0.5 else {
            // A wobble the same way neither breaks the series nor extends it.
            return "same way as the last"
        }
        // A hand shakes along one line (turning it a little with the wrist); a board in a
        // running person's pocket is pushed one way, then another as the thigh swings.
        if let axis = chainAxis, abs(direction.dot(axis)) < settings.minimumAxisAgreement {
            startSeries(with: finished, direction: direction)
            return "off the line of the series"
        }
        let interval = finished.start - last.time
        guard interval >= settings.minimumSwingInterval else { return "too soon: ringing" }
        let balance = min(last.peak, finished.peak) / max(last.peak, finished.peak)
        counted = CountedSwing(direction: direction, time: finished.start, peak: finished.peak, interval: interval)
        guard balance >= settings.minimumSwingBalance else {
            reversals = 0
            strongSwings = isStrong(finished) ? 1 : 0
            return String(format: "lopsided (%.2f)", balance)
        }
        if let previous = last.interval {
            // One sample's worth of slack: at 10 Hz a 4 Hz shake's half-swings read 100 or 200 ms.
            let slack = Double(weightInterval)
            let short = Double(min(previous, interval).nanoseconds), long = Double(max(previous, interval).nanoseconds)
            let evenness = min(1, (short + slack) / long)
            guard evenness >= settings.minimumEvenness else {
                reversals = 0
                strongSwings = isStrong(finished) ? 1 : 0
                return String(format: "uneven rhythm (%.2f)", evenness)
            }
        }
        reversals += 1
        if isStrong(finished) { strongSwings += 1 }
        lastReversal = finished.start
        // The line follows the wrist's slow turning.
        let axis = chainAxis ?? last.direction
        let aligned = direction.dot(axis) >= 0 ? direction : direction * -1
        let blended = axis * 0.7 + aligned * 0.3
        chainAxis = blended * (1 / max(blended.magnitude, 1e-9))
        return "reversal"
    }

    private func isStrong(_ swing: Swing) -> Bool { swing.peak >= settings.swingThreshold }

    private mutating func startSeries(with swing: Swing, direction: Vector3) {
        counted = CountedSwing(direction: direction, time: swing.start, peak: swing.peak, interval: nil)
        reversals = 0
        strongSwings = isStrong(swing) ? 1 : 0
        chainAxis = direction
    }

    private mutating func updatePhase(at now: Instant) -> ShakePhase? {
        let still = now - lastActivity >= settings.quietPeriod
            || (now - lastReversal >= settings.endWithoutReversal && swing == nil)
        if waitingForQuiet {
            if still { restartCounting() }
            return nil
        }
        if isShaking {
            if now - shakeStart > settings.maximumDuration {
                isShaking = false
                waitingForQuiet = true
                return .cancelled
            }
            if still {
                restartCounting()
                return .ended
            }
            return nil
        }
        // A shake builds up soon after the board starts moving; a gait goes on and on.
        if (enoughReversals() && !episodeBusy && now - episodeStart <= settings.beginWithin) || burstBegins(at: now) {
            isShaking = true
            shakeStart = now
            lastReversal = now
            return .began
        }
        return nil
    }

    private func enoughReversals() -> Bool {
        if reversals >= settings.requiredReversals && strongSwings >= settings.requiredStrongSwings { return true }
        let quick = settings.reversalsWithoutFreeFall
        guard quick < settings.requiredReversals, reversals >= quick, strongSwings >= quick + 1 else { return false }
        // Judged at the latest reversal, not now: otherwise the count would merely wait for
        // the memory to run out and begin late.
        return lastNearFreeFall.map { lastReversal - $0 > settings.nearFreeFallMemory } ?? true
    }

    private mutating func restartCounting() {
        isShaking = false
        waitingForQuiet = false
        reversals = 0
        strongSwings = 0
        counted = nil
        chainAxis = nil
    }
}

extension Vector3 {
    func dot(_ other: Vector3) -> Double { x * other.x + y * other.y + z * other.z }
}
