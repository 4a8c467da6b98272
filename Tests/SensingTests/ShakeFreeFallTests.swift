import Foundation
import Hardware
import Sensing
import Testing

/// Two strong reversals are enough only when the board has not been near free fall lately.
@Suite struct ShakeFreeFallTests {
    /// A board lying face up, optionally dropped for 150 ms at 1 s (a runner's flight between
    /// strides), then shaken sideways at 5 Hz, 2 g, for one and a half cycles from 1.45 s:
    /// three half-swings, two reversals.
    func phases(droppedFirst: Bool, rate: Double = 100) -> [ShakePhase] {
        var detector = ShakeDetector()
        var phases: [ShakePhase] = []
        let step = 1 / rate
        for index in 0..<Int(3 * rate) {
            let t = Double(index) * step
            var reading = Vector3(x: 0, y: 0, z: 1)
            if droppedFirst && t >= 1 && t < 1.15 { reading = Vector3(x: 0, y: 0, z: 0.1) }
            if t >= 1.45 && t < 1.75 { reading.x = 2 * sin(2 * Double.pi * 5 * (t - 1.45)) }
            let sample = AccelerationSample(timestamp: .milliseconds(t * 1000), acceleration: reading)
            if let phase = detector.process(sample) { phases.append(phase) }
        }
        return phases
    }

    @Test(arguments: [50.0, 100, 400])
    func aShortStrongShakeBegins(rate: Double) {
        #expect(phases(droppedFirst: false, rate: rate) == [.began, .ended])
    }

    @Test(arguments: [50.0, 100, 400])
    /// Not even late, once the memory of the fall has run out.
    func theSameShakeJustAfterNearFreeFallDoesNot(rate: Double) {
        #expect(phases(droppedFirst: true, rate: rate).isEmpty)
    }

    @Test func theGentlePresetNeverBeginsOnTwoReversals() {
        #expect(ShakeSettings.gentle.reversalsWithoutFreeFall >= ShakeSettings.gentle.requiredReversals)
        #expect(ShakeSettings.normal.reversalsWithoutFreeFall == 2)
    }
}
