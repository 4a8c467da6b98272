import Foundation
import GadgetBase
import Hardware

/// Walking, running or taking stairs with the board in a hand or a trouser pocket.
///
/// The body's vertical specific force follows each step (a smooth bounce when walking; for
/// running a stance push that averages 1 g, then near free fall in flight), with a short
/// heel-strike jolt, a forward brake-and-push and a sideways sway at half the step rate.
/// A hand softens the jolts and bobs the board; a pocket turns it with the thigh (so gravity
/// swings through its axes), adds the thigh's own tangential and centripetal acceleration,
/// and feels its own leg's heel strike harder than the other's. The world's x is forward.
public struct Gait: MotionEpisode {
    public enum Kind: String, Sendable, CaseIterable { case walking, running, stairsUp, stairsDown }
    public enum Carry: String, Sendable, CaseIterable { case hand, pocket }

    public struct Parameters: Sendable {
        public var kind: Kind
        public var carry: Carry
        public var duration: Double
        /// Steps per second.
        public var stepFrequency: Double
        /// Size of the smooth vertical bounce (walking, stairs), in g.
        public var bounce: Double
        /// Heel-strike jolt in g and its length in seconds.
        public var jolt: Double, joltWidth: Double
        /// Fraction of a running step spent on the ground.
        public var stanceShare: Double
        /// Forward brake-and-push and sideways sway, in g.
        public var forward: Double, sideways: Double
        /// Radians the hand bobs the board per step, or the thigh swings it per stride.
        public var swing: Double
        /// Metres from hip to pocket (for the thigh's own acceleration).
        public var pocketRadius: Double

        public init(kind: Kind, carry: Carry, duration: Double, stepFrequency: Double, bounce: Double,
                    jolt: Double, joltWidth: Double, stanceShare: Double, forward: Double, sideways: Double,
                    swing: Double, pocketRadius: Double) {
            self.kind = kind; self.carry = carry; self.duration = duration; self.stepFrequency = stepFrequency
            self.bounce = bounce; self.jolt = jolt; self.joltWidth = joltWidth; self.stanceShare = stanceShare
            self.forward = forward; self.sideways = sideways; self.swing = swing; self.pocketRadius = pocketRadius
        }
    }

    public let parameters: Parameters
    public var duration: Double { parameters.duration }
    private let pace: Wobble
    private let harmonicPhase: Double, forwardPhase: Double, swingPhase: Double
    private let tremor: Wobble3

    public init(_ parameters: Parameters, random: inout MotionRandom) {
        self.parameters = parameters
        pace = Wobble(amplitude: 0.04, frequencies: 0.05...0.3, random: &random)
        harmonicPhase = random.uniform(0...(2 * .pi))
        forwardPhase = random.uniform(0...(2 * .pi))
        swingPhase = random.uniform(-0.6...0.6)
        tremor = Wobble3(amplitude: parameters.carry == .hand ? 0.01 : 0.004, frequencies: 6...12, random: &random)
    }

    public func state(at t: Double, from start: Rotation) -> BodyState {
        let p = parameters
        // Steps taken so far; the pace drifts a few percent, as a person's does.
        let steps = p.stepFrequency * t * (1 + pace.value(at: t))
        let stepIndex = Int(steps.rounded(.down))
        let tau = steps - Double(stepIndex)
        let strides = steps / 2
        let ownLeg = stepIndex % 2 == 0
        let w = 2 * Double.pi

        var vertical = 0.0, forward = 0.0
        switch p.kind {
        case .running:
            let d = min(0.75, max(0.25, p.stanceShare))
            let peak = Double.pi / (2 * d)
            vertical = (tau < d ? peak * sin(.pi * tau / d) : 0) - 1
            forward = tau < d ? -p.forward * sin(w * tau / d) : 0
        case .walking, .stairsUp, .stairsDown:
            vertical = p.bounce * (cos(w * tau) + 0.35 * cos(2 * w * tau + harmonicPhase))
            forward = p.forward * sin(w * tau + forwardPhase)
        }
        // The heel strike: a short half-sine (its mean is taken back out so the body stays put).
        var jolt = p.jolt
        var joltWidth = p.joltWidth
        switch p.carry {
        case .hand:
            jolt *= 0.5; joltWidth *= 2
        case .pocket:
            jolt *= ownLeg ? 1.4 : 0.6
        }
        let joltTime = tau / p.stepFrequency
        if joltTime < joltWidth { vertical += jolt * sin(.pi * joltTime / joltWidth) }
        vertical -= jolt * (2 / .pi) * joltWidth * p.stepFrequency
        let sideways = p.sideways * sin(w * strides / 1)

        var acceleration = Vector3(x: forward, y: sideways, z: vertical)
        var orientation = start
        switch p.carry {
        case .hand:
            // The arm softens the bounce and bobs the board once a step.
            acceleration = Vector3(x: acceleration.x * 0.8, y: acceleration.y, z: acceleration.z * 0.8)
            let bob = p.swing * sin(w * tau + swingPhase)
            orientation = Rotation(axis: Vector3(x: 0, y: 1, z: 0), angle: bob).composed(with: start)
            if p.kind == .running {
                // Arms pump once a stride when running.
                acceleration = acceleration + Vector3(x: 0.5 * sin(w * strides), y: 0, z: 0)
            }
        case .pocket:
            // The thigh swings once a stride; the pocket rides on it at `pocketRadius`.
            let angularFrequency = w * p.stepFrequency / 2
            let angle = p.swing * sin(w * strides)
            let angularVelocity = p.swing * angularFrequency * cos(w * strides)
            let angularAcceleration = -p.swing * angularFrequency * angularFrequency * sin(w * strides)
            let tangential = p.pocketRadius * angularAcceleration / 9.80665
            // Its mean is taken out: on average the pocket does not rise.
            let centripetal = p.pocketRadius * (angularVelocity * angularVelocity
                - 0.5 * p.swing * p.swing * angularFrequency * angularFrequency) / 9.80665
            acceleration = acceleration + Vector3(x: tangential * cos(angle), y: 0, z: centripetal + tangential * sin(angle))
            orientation = Rotation(axis: Vector3(x: 0, y: 1, z: 0), angle: angle).composed(with: start)
        }
        return BodyState(orientation: orientation, acceleration: acceleration + tremor.value(at: t))
    }
}
