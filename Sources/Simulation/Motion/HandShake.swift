import Foundation
import GadgetBase
import Hardware

/// A person shaking the board: an uneven back-and-forth push along one line in the world,
/// with the wrist turning the board a little in step, a second weaker axis, a pace that
/// wanders, strokes that differ from one to the next, and a build-up and a fade.
public struct HandShake: MotionEpisode {
    public struct Parameters: Sendable {
        /// The line of the shake in the world frame (z up).
        public var axis: Vector3
        /// Cycles per second at the nominal pace.
        public var frequency: Double
        /// Peak acceleration of the stronger stroke, in g.
        public var amplitude: Double
        public var duration: Double
        /// Seconds to build up and to fade.
        public var rampIn: Double, rampOut: Double
        /// Fraction of each cycle spent on the positive stroke (0.5: symmetric). The other
        /// stroke is longer and weaker so the board ends where it started.
        public var strokeBalance: Double
        /// Relative wander of the pace and of each stroke's strength.
        public var paceWander: Double, strengthWander: Double
        /// The wrist's turn in radians, and the sideways axis's share of the strength.
        public var wristTurn: Double, sideShare: Double

        public init(axis: Vector3, frequency: Double, amplitude: Double, duration: Double,
                    rampIn: Double = 0.15, rampOut: Double = 0.15, strokeBalance: Double = 0.5,
                    paceWander: Double = 0.1, strengthWander: Double = 0.15, wristTurn: Double = 0.15, sideShare: Double = 0.2) {
            self.axis = axis; self.frequency = frequency; self.amplitude = amplitude; self.duration = duration
            self.rampIn = rampIn; self.rampOut = rampOut; self.strokeBalance = strokeBalance
            self.paceWander = paceWander; self.strengthWander = strengthWander
            self.wristTurn = wristTurn; self.sideShare = sideShare
        }
    }

    public let parameters: Parameters
    public var duration: Double { parameters.duration }
    private let main: Vector3, side: Vector3, wristAxis: Vector3
    private let pace: Wobble, strength: Wobble
    private let sidePhase: Double

    public init(_ parameters: Parameters, random: inout MotionRandom) {
        self.parameters = parameters
        main = parameters.axis.normalized ?? Vector3(x: 1, y: 0, z: 0)
        side = main.cross(random.direction()).normalized ?? main.perpendicular
        wristAxis = main.cross(side).normalized ?? side
        pace = Wobble(amplitude: parameters.paceWander, frequencies: 0.4...1.5, random: &random)
        strength = Wobble(amplitude: parameters.strengthWander, frequencies: 0.7...3, random: &random)
        sidePhase = random.uniform(0...(2 * .pi))
    }

    /// The phase in radians: integrating the wandering pace rather than scaling time keeps the
    /// motion continuous.
    private func phase(at t: Double) -> Double {
        // The wander is a sum of sines, so its integral is known; approximated here by a
        // sine of the same wobble (the pace changes slowly next to the shake).
        2 * .pi * parameters.frequency * (t + pace.value(at: t) / (2 * .pi * 0.8))
    }

    private func envelope(at t: Double) -> Double {
        let p = parameters
        return smoothRamp(t / max(p.rampIn, 1e-3)) * smoothRamp((p.duration - t) / max(p.rampOut, 1e-3))
    }

    /// One cycle's stroke shape at phase `phi`: positive for `strokeBalance` of the cycle.
    private func stroke(_ phi: Double) -> Double {
        let p = min(0.8, max(0.2, parameters.strokeBalance))
        var u = phi / (2 * .pi)
        u -= u.rounded(.down)
        if u < p { return sin(.pi * u / p) }
        // The returning stroke: as much impulse, spread over a longer time.
        return -(p / (1 - p)) * sin(.pi * (u - p) / (1 - p))
    }

    public func state(at t: Double, from start: Rotation) -> BodyState {
        let phi = phase(at: t)
        let level = parameters.amplitude * envelope(at: t) * (1 + strength.value(at: t))
        let acceleration = main * (level * stroke(phi)) + side * (level * parameters.sideShare * sin(phi + sidePhase))
        let turn = parameters.wristTurn * envelope(at: t) * sin(phi - .pi / 2)
        return BodyState(orientation: Rotation(axis: wristAxis, angle: turn).composed(with: start), acceleration: acceleration)
    }

    /// The largest acceleration the shake reaches (for labelling its strength).
    public var peakAcceleration: Double {
        var peak = 0.0
        var t = 0.0
        while t <= duration {
            peak = max(peak, state(at: t, from: .identity).acceleration.magnitude)
            t += 0.002
        }
        return peak
    }
}

/// A finger tapping the case: a short push along `direction` (in the board frame), the case
/// ringing briefly, and, when the board is held, the hand giving a little.
public struct CaseTap: MotionOverlay {
    public let start: Double
    public var end: Double { start + 0.12 }
    let direction: Vector3, amplitude: Double, width: Double
    let ringFrequency: Double, ringDecay: Double, handGive: Double

    public init(at time: Double, direction: Vector3, amplitude: Double, width: Double,
                ringFrequency: Double, ringDecay: Double, handGive: Double) {
        start = time
        self.direction = direction.normalized ?? Vector3(x: 0, y: 0, z: -1)
        self.amplitude = amplitude; self.width = width
        self.ringFrequency = ringFrequency; self.ringDecay = ringDecay; self.handGive = handGive
    }

    public func boardAcceleration(at t: Double, orientation: Rotation) -> Vector3 {
        let local = t - start
        var value = 0.0
        if local <= width { value += amplitude * sin(.pi * local / width) }
        if local > width {
            let after = local - width
            value -= 0.35 * amplitude * exp(-after / ringDecay) * sin(2 * .pi * ringFrequency * after)
        }
        if handGive > 0 {
            value += handGive * exp(-local / 0.04) * sin(2 * .pi * 11 * local)
        }
        return direction * value
    }
}

/// A knock on the table the board lies on: the table top rings, mostly up and down.
public struct TableKnock: MotionOverlay {
    public let start: Double
    public var end: Double { start + 8 * decay }
    let amplitude: Double, frequency: Double, decay: Double

    public init(at time: Double, amplitude: Double, frequency: Double, decay: Double) {
        start = time; self.amplitude = amplitude; self.frequency = frequency; self.decay = max(0.002, decay)
    }

    public func boardAcceleration(at t: Double, orientation: Rotation) -> Vector3 {
        let local = t - start
        let value = amplitude * exp(-local / decay) * sin(2 * .pi * frequency * local)
        return orientation.inverseApply(.worldUp * value)
    }
}
