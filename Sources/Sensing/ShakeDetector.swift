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
// 1. Gravity. A low-pass filter with a time constant in seconds (not in samples, so the
//    sample rate does not matter: its weight is 1 - exp(-dt / tau)) tracks the slowly
//    changing part of the signal, which is gravity in whatever orientation the board is
//    held. Subtracting it leaves the movement. Gravity-free input simply gives an estimate
//    near zero, so both kinds of input take the same path.
// 2. Swings. A swing starts when the movement's magnitude crosses `swingThreshold` (and
//    ends when it falls below half of it: hysteresis against noise), or when it flips to
//    the opposite direction while still above the threshold (at 10 Hz, consecutive samples
//    of a shake are often on opposite sides, with nothing in between). Directions are
//    compared as 3-D vectors, so a shake along any axis counts.
// 3. Reversals. A shake is back and forth. A swing roughly opposite (more than 120°) to
//    the previous one, between `minimumSwingInterval` and `maximumSwingInterval` after
//    it, is a reversal. Faster reversals are the ringing of a knock and are ignored; slower
//    swings (walking, swaying) restart the count. `requiredReversals` in a row make a
//    shake `began`. A knock is one spike, a pick-up one push and a tilt, so neither gets
//    there; walking's bounces are both too weak and too slow for the presets.
// 4. The end. Once the movement stays under `quietThreshold` for `quietPeriod`, the shake
//    has `ended`. If it lasts beyond `maximumDuration` it is `cancelled` instead, and no
//    new shake begins until the board has been quiet again. `interrupt(at:)` cancels a
//    shake in progress when samples stop coming (the app lost focus, the sensor failed).
//
// Everything is a function of the samples and their timestamps: no clock is read, so the
// detector gives the same answer live, on a replayed recording and in a test.

/// Turns accelerometer samples into shake phases. See the notes above for how.
public struct ShakeDetector: Sendable {
    public let settings: ShakeSettings
    public private(set) var isShaking = false

    private var gravity: Vector3?
    private var lastTimestamp: Instant?
    private var lastActivity = Instant.zero
    private var shakeStart = Instant.zero
    /// After a cancellation, shaking must stop before another shake can begin.
    private var waitingForQuiet = false

    /// Direction of the swing in progress, nil between swings.
    private var currentSwing: (direction: Vector3, peak: Double)?
    /// The last swing that counted: what the next swing is compared against.
    private var countedSwing: (direction: Vector3, time: Instant)?
    private var reversals = 0

    public init(settings: ShakeSettings = .normal) {
        self.settings = settings
    }

    /// Feeds one sample (timestamps must not go backwards; earlier ones are ignored, as
    /// are readings that are not finite numbers) and returns the phase it completes, if any.
    public mutating func process(_ sample: AccelerationSample) -> ShakePhase? {
        let reading = sample.acceleration, now = sample.timestamp
        guard reading.x.isFinite, reading.y.isFinite, reading.z.isFinite else { return nil }
        guard let estimate = gravity, let previous = lastTimestamp else {
            gravity = reading
            lastTimestamp = now
            lastActivity = now
            return nil
        }
        guard now >= previous else { return nil }
        lastTimestamp = now

        let movement = reading - estimate
        let weight = 1 - exp(-(now - previous).seconds / max(settings.gravityTimeConstant.seconds, 1e-6))
        gravity = estimate + movement * weight

        let strength = movement.magnitude
        if strength >= settings.quietThreshold { lastActivity = now }
        trackSwing(movement, strength: strength, at: now)
        return updatePhase(at: now)
    }

    /// Cancels a shake in progress (when samples stop, or the app goes away) and starts afresh.
    public mutating func interrupt(at instant: Instant) -> ShakePhase? {
        let wasShaking = isShaking
        self = ShakeDetector(settings: settings)
        return wasShaking ? .cancelled : nil
    }

    private mutating func trackSwing(_ movement: Vector3, strength: Double, at now: Instant) {
        guard strength >= settings.swingThreshold else {
            if strength < settings.swingThreshold / 2 { currentSwing = nil }
            return
        }
        let direction = movement * (1 / strength)
        if let swing = currentSwing, direction.dot(swing.direction) >= 0 {
            // Still the same swing: keep its direction at its strongest point.
            if strength > swing.peak { currentSwing = (direction, strength) }
            return
        }
        currentSwing = (direction, strength)
        countSwing(direction, at: now)
    }

    private mutating func countSwing(_ direction: Vector3, at now: Instant) {
        guard let last = countedSwing, now - last.time <= settings.maximumSwingInterval else {
            countedSwing = (direction, now)
            reversals = 0
            return
        }
        let isOpposite = direction.dot(last.direction) < -0.5
        if !isOpposite {
            // A wobble in the same direction continues the swing rather than breaking the shake.
            countedSwing = (last.direction, now)
        } else if now - last.time >= settings.minimumSwingInterval {
            countedSwing = (direction, now)
            reversals += 1
        }
    }

    private mutating func updatePhase(at now: Instant) -> ShakePhase? {
        let quiet = now - lastActivity >= settings.quietPeriod
        if waitingForQuiet {
            if quiet { restartCounting() }
            return nil
        }
        if isShaking {
            if now - shakeStart > settings.maximumDuration {
                isShaking = false
                waitingForQuiet = true
                return .cancelled
            }
            if quiet {
                restartCounting()
                return .ended
            }
            return nil
        }
        if reversals >= settings.requiredReversals {
            isShaking = true
            shakeStart = now
            return .began
        }
        return nil
    }

    private mutating func restartCounting() {
        isShaking = false
        waitingForQuiet = false
        reversals = 0
        countedSwing = nil
    }
}

extension Vector3 {
    func dot(_ other: Vector3) -> Double { x * other.x + y * other.y + z * other.z }
}
