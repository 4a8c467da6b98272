import Foundation
import GadgetBase
import Hardware

/// How a particular accelerometer chip turns physical motion into samples: its rate, noise,
/// zero-g offset and gain error, range (readings saturate beyond it), resolution, timing
/// jitter, and whether its output is low-passed below half the rate (most chips) or sampled
/// bare. It can also report gravity-free "linear acceleration" as fusion chips do.
public struct SensorModel: Sendable, Hashable {
    public var rate: Double
    /// Standard deviation of the noise on each axis, in g.
    public var noise: Double
    public var offset: Vector3
    public var gain: Double
    /// Full scale in g: ±2, ±4, ±8 or ±16.
    public var range: Double
    /// One count, in g.
    public var resolution: Double
    /// Standard deviation of each timestamp's error, as a fraction of the sample period.
    public var timingJitter: Double
    public var lowPass: Bool
    public var gravityFree: Bool

    public init(rate: Double, noise: Double = 0.01, offset: Vector3 = .zero, gain: Double = 1, range: Double = 4,
                resolution: Double = 1.0 / 8192, timingJitter: Double = 0, lowPass: Bool = true, gravityFree: Bool = false) {
        self.rate = rate; self.noise = noise; self.offset = offset; self.gain = gain; self.range = range
        self.resolution = resolution; self.timingJitter = timingJitter; self.lowPass = lowPass; self.gravityFree = gravityFree
    }

    /// A plausible chip picked at random at `rate`: one of the common MEMS parts' ranges and
    /// resolutions, a few tens of mg of offset, a couple of percent of gain error.
    public static func random(rate: Double, gravityFree: Bool, random: inout MotionRandom) -> SensorModel {
        let range = random.pick([2.0, 4, 4, 8, 16])
        let bits = random.pick([10.0, 12, 16])
        return SensorModel(
            rate: rate, noise: random.uniform(0.002...0.02),
            offset: Vector3(x: random.uniform(-0.04...0.04), y: random.uniform(-0.04...0.04), z: random.uniform(-0.06...0.06)),
            gain: random.uniform(0.97...1.03), range: range, resolution: 2 * range / pow(2, bits),
            timingJitter: random.uniform(0...0.03), lowPass: random.chance(0.8), gravityFree: gravityFree)
    }

    /// Samples `motion` from 0 for `duration` seconds.
    public func record(_ motion: EpisodeMotion, duration: Double, random: inout MotionRandom) -> [AccelerationSample] {
        let period = 1 / rate
        let count = Int((duration * rate).rounded(.down))
        // The low-pass is modelled as the average over the last period, looked at every
        // millisecond at most (a 10 Hz chip's filter sees a 5 ms tap only faintly).
        let looks = lowPass ? max(1, min(100, Int((period / 0.001).rounded()))) : 1
        var samples: [AccelerationSample] = []
        samples.reserveCapacity(count)
        var lastTime = -Double.infinity
        for index in 0..<count {
            let nominal = Double(index) * period
            var sum = Vector3.zero
            for look in 0..<looks {
                let t = nominal - period * Double(look) / Double(looks)
                sum = sum + (gravityFree ? motion.linearAcceleration(atSeconds: t) : motion.specificForce(atSeconds: t))
            }
            let physical = sum * (1 / Double(looks))
            let noisy = physical * gain + offset + Vector3(x: random.gaussian(), y: random.gaussian(), z: random.gaussian()) * noise
            let reading = Vector3(x: quantise(noisy.x), y: quantise(noisy.y), z: quantise(noisy.z))
            // The stamp is when the reader saw the sample: a little late, never out of order.
            let stamp = max(lastTime + period * 0.2, nominal + abs(random.gaussian()) * timingJitter * period)
            lastTime = stamp
            samples.append(AccelerationSample(timestamp: .seconds(stamp), acceleration: reading))
        }
        return samples
    }

    private func quantise(_ value: Double) -> Double {
        let clipped = min(range - resolution, max(-range, value))
        return (clipped / resolution).rounded() * resolution
    }
}
