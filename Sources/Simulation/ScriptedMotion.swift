import Foundation
import GadgetBase
import Hardware

/// A board at rest with gestures played into it: the motion behind the desktop board's
/// "shake" key and behind the sensing tests.
///
/// Everything is a pure function of time and the seed (noise included), so a chip sampling
/// at 10 Hz and one at 1 kHz feel the same movement, and a run can be repeated exactly.
public final class ScriptedMotion: MotionSource {
    /// The reading at rest before any pick-up: +z (1 g) is the board lying face up.
    public let restingGravity: Vector3
    /// Standard deviation of the sensor noise on each axis, in g.
    public let noise: Double
    public let seed: UInt64

    /// Resting gravity turned by the pick-ups already folded in (see `forget(endedBefore:)`).
    private var settledGravity: Vector3
    /// When the latest of the turns folded into `settledGravity` ended.
    private var forgottenUntil: Instant?
    private var shakes: [Shake] = []
    private var pickUps: [PickUp] = []
    private var knocks: [Knock] = []

    public init(gravity: Vector3 = Vector3(x: 0, y: 0, z: 1), noise: Double = 0.01, seed: UInt64 = 1) {
        self.restingGravity = gravity
        self.settledGravity = gravity
        self.noise = max(0, noise)
        self.seed = seed
    }

    /// When the last played motion ends (nil before anything was played).
    public var activeUntil: Instant? {
        let ends = shakes.map(\.end) + pickUps.map(\.end) + knocks.map(\.end) + [forgottenUntil].compactMap { $0 }
        return ends.max()
    }

    /// A hand shaking the board back and forth: mostly along `axis` (by default a horizontal
    /// direction for the current orientation), with some wobble on the other axes, an uneven
    /// pace as a hand has, and the strength ramping in and out over the first and last 150 ms.
    public func playShake(
        at start: Instant, duration: Duration = .milliseconds(900),
        amplitude: Double = 1.8, frequency: Double = 5, axis: Vector3? = nil
    ) {
        guard duration > .zero, frequency > 0 else { return }
        forgetOld(before: start)
        let up = gravity(at: start).normalized ?? Vector3(x: 0, y: 0, z: 1)
        let main = axis?.normalized ?? up.perpendicular
        let side = up.cross(main).normalized ?? main.perpendicular
        shakes.append(Shake(start: start, end: start + duration, amplitude: amplitude,
                            frequency: frequency, main: main, side: side, up: up))
    }

    /// Lifting the board off the table and tilting it towards the viewer: a single
    /// up-then-down vertical push while gravity turns by `tilt` degrees. The board stays
    /// tilted afterwards.
    public func playPickUp(at start: Instant, duration: Duration = .milliseconds(600), tilt: Double = 35) {
        guard duration > .zero else { return }
        forgetOld(before: start)
        // Turning about the board's horizontal axis brings its top edge up towards the viewer.
        let axis = gravity(at: start).perpendicular * -1
        pickUps.append(PickUp(start: start, end: start + duration, axis: axis,
                              angle: tilt * .pi / 180, lift: 0.35))
    }

    /// A knuckle rapping the case: a spike about a millisecond long along `direction`
    /// (by default into the display), with a small rebound. `halfWidth` widens the spike as a
    /// chip's low-pass filter does, so a chip sampling at 100 Hz without one still catches it.
    public func playKnock(at instant: Instant, amplitude: Double = 3, direction: Vector3 = Vector3(x: 0, y: 0, z: -1),
                          halfWidth: Duration = .milliseconds(1)) {
        forgetOld(before: instant)
        knocks.append(Knock(peak: instant, amplitude: amplitude, direction: direction.normalized ?? Vector3(x: 0, y: 0, z: -1),
                            halfWidth: max(halfWidth.seconds, 1e-4)))
    }

    /// Turning the board in the hand until the reading at rest points along `up` (in the board's
    /// frame; +y is the board upright in portrait): gravity swings smoothly over `duration` and
    /// stays there. Nothing else moves, so only an orientation detector should notice.
    public func playTurn(to up: Vector3, at start: Instant, duration: Duration = .milliseconds(400)) {
        forgetOld(before: start)
        guard let target = up.normalized, let from = gravity(at: start).normalized, duration > .zero else { return }
        let angle = acos(max(-1, min(1, from.dot(target))))
        guard angle > 1e-6 else { return }
        // Opposite directions have no single plane between them: swing about any axis across them.
        let axis = from.cross(target).normalized ?? from.perpendicular
        pickUps.append(PickUp(start: start, end: start + duration, axis: axis, angle: angle, lift: 0))
    }

    /// Drops shakes and knocks that ended before `instant`, and folds the pick-ups and turns that
    /// had ended by then into the resting gravity, so a long session does not slow down (every
    /// reading used to walk every gesture ever played). Readings before `instant` change.
    public func forget(endedBefore instant: Instant) {
        // A folded turn still counts as played motion (it left the board tilted): keep its end.
        let folded = pickUps.prefix { $0.end < instant }.map(\.end)
        forgottenUntil = (folded + [forgottenUntil].compactMap { $0 }).max()
        shakes.removeAll { $0.end < instant }
        knocks.removeAll { $0.end < instant }
        // Turns compose in the order played: only a leading run of finished ones can be folded.
        let finished = pickUps.prefix { $0.end < instant }
        for pickUp in finished {
            settledGravity = settledGravity.rotated(about: pickUp.axis, by: pickUp.angle * pickUp.progress(at: pickUp.end))
        }
        pickUps.removeFirst(finished.count)
    }

    /// How far back played motion is kept when a new one is played: further than any chip reads
    /// back (a FIFO catching up after a stalled read holds at most a few seconds).
    public static let memory: Duration = .seconds(60)

    private func forgetOld(before start: Instant) {
        forget(endedBefore: start.advanced(by: .zero - Self.memory))
    }

    public func acceleration(at instant: Instant) -> Vector3 {
        var total = gravity(at: instant)
        for pickUp in pickUps { total = total + pickUp.push(at: instant, gravity: total) }
        for shake in shakes { total = total + shake.acceleration(at: instant) }
        for knock in knocks { total = total + knock.acceleration(at: instant) }
        return total + sensorNoise(at: instant)
    }

    /// Resting gravity turned by every pick-up that has started.
    private func gravity(at instant: Instant) -> Vector3 {
        var vector = settledGravity
        for pickUp in pickUps where pickUp.start <= instant {
            vector = vector.rotated(about: pickUp.axis, by: pickUp.angle * pickUp.progress(at: instant))
        }
        return vector
    }

    /// Gaussian noise drawn from a generator seeded by the instant itself, so reading the
    /// same instant twice gives the same value, whatever else was read in between.
    private func sensorNoise(at instant: Instant) -> Vector3 {
        guard noise > 0 else { return .zero }
        var random = MotionRandom(seed: seed ^ UInt64(bitPattern: instant.nanoseconds) &* 0x2545_F491_4F6C_DD1D)
        return Vector3(x: random.gaussian(), y: random.gaussian(), z: random.gaussian()) * noise
    }
}

private struct Shake {
    let start: Instant, end: Instant
    let amplitude: Double, frequency: Double
    let main: Vector3, side: Vector3, up: Vector3

    func acceleration(at instant: Instant) -> Vector3 {
        guard instant >= start, instant <= end else { return .zero }
        let t = (instant - start).seconds
        let ramp = min(0.15, (end - start).seconds / 3)
        let envelope = smoothStep(t / ramp) * smoothStep(((end - start).seconds - t) / ramp)
        // A hand's pace wanders a little around the nominal frequency.
        let phase = 2 * .pi * frequency * t + 0.6 * sin(2 * .pi * 0.9 * t)
        let strength = amplitude * envelope
        return main * (strength * sin(phase))
            + side * (0.25 * strength * sin(phase + 0.8))
            + up * (0.15 * strength * sin(2 * phase + 0.3))
    }
}

private struct PickUp {
    let start: Instant, end: Instant
    let axis: Vector3, angle: Double, lift: Double

    func progress(at instant: Instant) -> Double {
        smoothStep((instant - start).seconds / (end - start).seconds)
    }

    /// The vertical push of lifting: up, then braking, so the board ends at rest in the hand.
    func push(at instant: Instant, gravity: Vector3) -> Vector3 {
        guard instant >= start, instant <= end, let up = gravity.normalized else { return .zero }
        let t = (instant - start).seconds / (end - start).seconds
        return up * (lift * sin(2 * .pi * t))
    }
}

private struct Knock {
    let peak: Instant, amplitude: Double, direction: Vector3
    /// Seconds from the peak to where the spike is gone.
    let halfWidth: Double

    /// The rebound follows the spike closely (5 ms after a bare 1 ms spike's peak).
    var reboundDelay: Double { 2 * halfWidth + 0.003 }
    var end: Instant { peak + .nanoseconds(Int64((reboundDelay + halfWidth + 0.001) * 1e9)) }

    func acceleration(at instant: Instant) -> Vector3 {
        let t = (instant - peak).seconds
        let spike = max(0, 1 - abs(t) / halfWidth)
        let rebound = max(0, 1 - abs(t - reboundDelay) / halfWidth)
        return direction * (amplitude * (spike - 0.3 * rebound))
    }
}

/// 0 below 0, 1 above 1, a smooth S in between.
private func smoothStep(_ x: Double) -> Double {
    let clamped = min(1, max(0, x))
    return clamped * clamped * (3 - 2 * clamped)
}
