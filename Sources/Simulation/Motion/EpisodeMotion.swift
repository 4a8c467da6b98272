import Foundation
import GadgetBase
import Hardware

/// Where the board is turned and how it is being accelerated at one instant.
public struct BodyState: Sendable {
    /// Board frame to world frame.
    public var orientation: Rotation
    /// The board's acceleration in the world frame, in g, gravity not included.
    public var acceleration: Vector3

    public init(orientation: Rotation, acceleration: Vector3) {
        self.orientation = orientation; self.acceleration = acceleration
    }
}

/// One stretch of a person's handling of the board: lying still, a pick-up, a shake, a walk.
public protocol MotionEpisode: Sendable {
    /// Seconds.
    var duration: Double { get }
    /// The state `t` seconds in, for an episode that began with the board in `start`.
    func state(at t: Double, from start: Rotation) -> BodyState
}

/// A short event added on top of whatever the board is doing: a tap on the case, a knock
/// on the table. Returns acceleration in the board's frame, in g.
public protocol MotionOverlay: Sendable {
    var start: Double { get }
    var end: Double { get }
    func boardAcceleration(at t: Double, orientation: Rotation) -> Vector3
}

/// Episodes played one after another (each starting where the last left the board turned),
/// plus overlays: a continuous physical motion a simulated chip can sample at any rate.
public final class EpisodeMotion: MotionSource, @unchecked Sendable {
    public let initialOrientation: Rotation
    private let episodes: [(start: Double, episode: any MotionEpisode, orientation: Rotation)]
    private let overlays: [any MotionOverlay]
    public let duration: Double

    public init(startingIn orientation: Rotation, episodes: [any MotionEpisode], overlays: [any MotionOverlay] = []) {
        initialOrientation = orientation
        var placed: [(Double, any MotionEpisode, Rotation)] = []
        var time = 0.0, current = orientation
        for episode in episodes {
            placed.append((time, episode, current))
            current = episode.state(at: episode.duration, from: current).orientation
            time += episode.duration
        }
        self.episodes = placed
        self.overlays = overlays
        duration = time
    }

    /// When each episode starts, in seconds.
    public var episodeStarts: [Double] { episodes.map(\.start) }

    public func state(atSeconds t: Double) -> BodyState {
        guard let last = episodes.last else { return BodyState(orientation: initialOrientation, acceleration: .zero) }
        var low = 0, high = episodes.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if episodes[middle].start <= t { low = middle } else { high = middle - 1 }
        }
        let chosen = t >= last.start ? last : episodes[low]
        let local = min(max(0, t - chosen.start), chosen.episode.duration)
        var state = chosen.episode.state(at: local, from: chosen.orientation)
        if t > chosen.start + chosen.episode.duration || t < 0 { state.acceleration = .zero }
        return state
    }

    /// What a gravity-free ("linear acceleration") sensor output reads, in the board frame.
    public func linearAcceleration(atSeconds t: Double) -> Vector3 {
        let state = state(atSeconds: t)
        return state.orientation.inverseApply(state.acceleration) + overlayAcceleration(at: t, orientation: state.orientation)
    }

    /// What an accelerometer reads: specific force (acceleration plus 1 g up) in the board frame.
    public func specificForce(atSeconds t: Double) -> Vector3 {
        let state = state(atSeconds: t)
        return state.orientation.inverseApply(state.acceleration + .worldUp)
            + overlayAcceleration(at: t, orientation: state.orientation)
    }

    public func acceleration(at instant: Instant) -> Vector3 { specificForce(atSeconds: instant.seconds) }

    private func overlayAcceleration(at t: Double, orientation: Rotation) -> Vector3 {
        var sum = Vector3.zero
        for overlay in overlays where t >= overlay.start && t <= overlay.end {
            sum = sum + overlay.boardAcceleration(at: t, orientation: orientation)
        }
        return sum
    }
}

/// The board held still: on a table (no tremor) or in a hand (tremor and slow sway).
public struct Stillness: MotionEpisode {
    public let duration: Double
    private let tremor: Wobble3
    private let sway: Wobble3
    private let tilt: Wobble3

    /// `handTremor` in g: 0 on a table, about 0.005–0.02 in a hand.
    public init(duration: Double, handTremor: Double, random: inout MotionRandom) {
        self.duration = duration
        tremor = Wobble3(amplitude: handTremor, frequencies: 7...12, random: &random)
        sway = Wobble3(amplitude: handTremor * 1.5, frequencies: 0.3...2, random: &random)
        // A hand also turns the board a degree or two.
        tilt = Wobble3(amplitude: handTremor > 0 ? random.uniform(0.005...0.03) : 0, frequencies: 0.2...1.5, random: &random)
    }

    public func state(at t: Double, from start: Rotation) -> BodyState {
        let turn = tilt.value(at: t)
        let orientation = turn.magnitude > 1e-9 ? Rotation(axis: turn, angle: turn.magnitude).composed(with: start) : start
        return BodyState(orientation: orientation, acceleration: tremor.value(at: t) + sway.value(at: t))
    }
}

/// Moving the board from one pose to another: a pick-up off the table, a put-down onto it,
/// turning it over. Position and angle follow minimum-jerk profiles; a put-down ends in the
/// table's short push back as the board lands.
public struct Reorientation: MotionEpisode {
    public let duration: Double
    let target: Rotation
    /// Metres moved, in the world frame (z up).
    let displacement: Vector3
    /// Peak of the landing push in g (0: no landing), and its length in seconds.
    let landing: Double, landingWidth: Double

    public init(duration: Double, to target: Rotation, displacement: Vector3, landing: Double = 0, landingWidth: Double = 0.008) {
        self.duration = max(0.05, duration)
        self.target = target
        self.displacement = displacement
        self.landing = landing
        self.landingWidth = landingWidth
    }

    public func state(at t: Double, from start: Rotation) -> BodyState {
        let x = t / duration
        let reach = displacement * (minimumJerkAcceleration(x) / (duration * duration * 9.80665))
        // The turn between the two poses, as one axis and angle, followed smoothly.
        let (axis, angle) = relativeTurn(from: start, to: target)
        let orientation = Rotation(axis: axis, angle: angle * minimumJerk(x)).composed(with: start)
        var acceleration = reach
        let sinceLanding = t - (duration - landingWidth)
        if landing > 0, sinceLanding >= 0, sinceLanding <= landingWidth {
            acceleration = acceleration + .worldUp * (landing * sin(.pi * sinceLanding / landingWidth))
        }
        return BodyState(orientation: orientation, acceleration: acceleration)
    }
}

/// The axis and angle of the world-frame turn that takes orientation `a` to `b`.
func relativeTurn(from a: Rotation, to b: Rotation) -> (Vector3, Double) {
    // M = B * A^T, a rotation in world coordinates; read its axis and angle.
    let aT = Rotation(rows: (Vector3(x: a.rows.0.x, y: a.rows.1.x, z: a.rows.2.x),
                             Vector3(x: a.rows.0.y, y: a.rows.1.y, z: a.rows.2.y),
                             Vector3(x: a.rows.0.z, y: a.rows.1.z, z: a.rows.2.z)))
    let m = b.composed(with: aT)
    let trace = m.rows.0.x + m.rows.1.y + m.rows.2.z
    let angle = acos(min(1, max(-1, (trace - 1) / 2)))
    let axis = Vector3(x: m.rows.2.y - m.rows.1.z, y: m.rows.0.z - m.rows.2.x, z: m.rows.1.x - m.rows.0.y)
    if let unit = axis.normalized, angle > 1e-6 { return (unit, angle) }
    if angle < 1e-6 { return (Vector3(x: 0, y: 0, z: 1), 0) }
    // A half turn: the axis is the column of M + I with the largest norm.
    let candidates = [Vector3(x: m.rows.0.x + 1, y: m.rows.1.x, z: m.rows.2.x),
                      Vector3(x: m.rows.0.y, y: m.rows.1.y + 1, z: m.rows.2.y),
                      Vector3(x: m.rows.0.z, y: m.rows.1.z, z: m.rows.2.z + 1)]
    let best = candidates.max { $0.magnitude < $1.magnitude }!
    return (best.normalized ?? Vector3(x: 1, y: 0, z: 0), angle)
}
