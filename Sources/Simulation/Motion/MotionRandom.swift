import Foundation
import GadgetBase
import Hardware

/// The dice behind every generated recording: seeded, so a data set can be rebuilt bit for bit.
public struct MotionRandom: RandomNumberGenerator, Sendable {
    private var generator: SeededRandomGenerator

    public init(seed: UInt64) { generator = SeededRandomGenerator(seed: seed) }

    public mutating func next() -> UInt64 { generator.next() }

    public mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        Double.random(in: range, using: &self)
    }

    /// A normal deviate (Box–Muller), mean 0 and standard deviation 1.
    public mutating func gaussian() -> Double {
        let u = Double.random(in: Double.ulpOfOne..<1, using: &self)
        let v = Double.random(in: 0..<1, using: &self)
        return (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }

    public mutating func chance(_ probability: Double) -> Bool { uniform(0...1) < probability }

    public mutating func sign() -> Double { chance(0.5) ? 1 : -1 }

    public mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &self)] }

    /// A uniformly random direction.
    public mutating func direction() -> Vector3 {
        while true {
            let v = Vector3(x: gaussian(), y: gaussian(), z: gaussian())
            if let unit = v.normalized { return unit }
        }
    }

    /// A fresh seed for a sub-generator, so adding draws in one part does not shift another.
    public mutating func fork() -> MotionRandom { MotionRandom(seed: next()) }
}

/// A smooth random wobble around zero: a few sines with random frequencies and phases,
/// normalised so its typical size is `amplitude`. Used for tremor, pace drift and sway.
struct Wobble: Sendable {
    private var components: [(frequency: Double, phase: Double, weight: Double)] = []

    init(amplitude: Double, frequencies: ClosedRange<Double>, count: Int = 3, random: inout MotionRandom) {
        guard amplitude > 0, count > 0 else { return }
        let weight = amplitude * (2.0 / Double(count)).squareRoot()
        for _ in 0..<count {
            components.append((random.uniform(frequencies), random.uniform(0...(2 * .pi)), weight))
        }
    }

    static let none = Wobble()
    private init() {}

    func value(at t: Double) -> Double {
        var sum = 0.0
        for c in components { sum += c.weight * sin(2 * .pi * c.frequency * t + c.phase) }
        return sum
    }
}

/// Three independent wobbles, one per axis.
struct Wobble3: Sendable {
    let x: Wobble, y: Wobble, z: Wobble

    init(amplitude: Double, frequencies: ClosedRange<Double>, random: inout MotionRandom) {
        x = Wobble(amplitude: amplitude, frequencies: frequencies, random: &random)
        y = Wobble(amplitude: amplitude, frequencies: frequencies, random: &random)
        z = Wobble(amplitude: amplitude, frequencies: frequencies, random: &random)
    }

    func value(at t: Double) -> Vector3 { Vector3(x: x.value(at: t), y: y.value(at: t), z: z.value(at: t)) }
}

/// 0 below 0, 1 above 1, a smooth S in between.
func smoothRamp(_ x: Double) -> Double {
    let c = min(1, max(0, x))
    return c * c * (3 - 2 * c)
}
