import Foundation
import GadgetBase
import Hardware
import Sensing
import Testing

@Suite struct OrientationDetectorTests {
    /// Holds `gravity` for `seconds` at 50 Hz from `start`, returning the changes reported.
    func hold(_ gravity: Vector3, from start: Double, seconds: Double, in detector: inout OrientationDetector) -> [Orientation] {
        var changes: [Orientation] = []
        var t = start
        while t < start + seconds {
            if let change = detector.process(AccelerationSample(timestamp: .seconds(t), acceleration: gravity)) { changes.append(change) }
            t += 0.02
        }
        return changes
    }

    @Test(arguments: [
        (Vector3(x: 0, y: 1, z: 0), Orientation.portrait), (Vector3(x: 0, y: -1, z: 0), .upsideDown),
        (Vector3(x: 1, y: 0, z: 0), .landscapeLeft), (Vector3(x: -1, y: 0, z: 0), .landscapeRight),
        (Vector3(x: 0, y: 0, z: 1), .faceUp), (Vector3(x: 0, y: 0, z: -1), .faceDown),
    ])
    func eachOrientationIsRecognized(gravity: Vector3, expected: Orientation) {
        var detector = OrientationDetector()
        #expect(hold(gravity, from: 0, seconds: 1, in: &detector) == [expected])
        #expect(detector.orientation == expected)
    }

    @Test func aBoardAtFortyFiveDegreesDoesNotFlicker() {
        var detector = OrientationDetector()
        _ = hold(Vector3(x: 0, y: 1, z: 0), from: 0, seconds: 1, in: &detector)
        // Rock either side of 45° between portrait and face up: never far enough to capture.
        var changes: [Orientation] = []
        for step in 0..<500 {
            let angle = (45 + 8 * sin(Double(step) * 0.3)) * .pi / 180
            let gravity = Vector3(x: 0, y: cos(angle), z: sin(angle))
            if let change = detector.process(AccelerationSample(timestamp: .seconds(1 + Double(step) * 0.02), acceleration: gravity)) {
                changes.append(change)
            }
        }
        #expect(changes.isEmpty)
        #expect(detector.orientation == .portrait)
    }

    @Test func turningWellPastTheBoundaryChangesOnceAfterTheDwell() {
        var detector = OrientationDetector()
        _ = hold(Vector3(x: 0, y: 1, z: 0), from: 0, seconds: 1, in: &detector)
        let tilted = Vector3(x: 0, y: cos(1.2), z: sin(1.2))   // about 69° towards face up
        #expect(hold(tilted, from: 1, seconds: 0.15, in: &detector).isEmpty)
        #expect(hold(tilted, from: 1.15, seconds: 1, in: &detector) == [.faceUp])
    }

    @Test func shakingSaysNothingAboutOrientation() {
        var detector = OrientationDetector()
        _ = hold(Vector3(x: 0, y: 0, z: 1), from: 0, seconds: 1, in: &detector)
        var changes: [Orientation] = []
        for step in 0..<100 {
            let push = 2.5 * sin(Double(step) * 0.9)
            let sample = AccelerationSample(timestamp: .seconds(1 + Double(step) * 0.02), acceleration: Vector3(x: push, y: 0, z: 1))
            if let change = detector.process(sample) { changes.append(change) }
        }
        #expect(changes.isEmpty)
    }

    @Test func badReadingsAreIgnored() {
        var detector = OrientationDetector()
        #expect(detector.process(AccelerationSample(timestamp: .zero, acceleration: Vector3(x: .nan, y: 0, z: 1))) == nil)
        #expect(hold(Vector3(x: 0, y: 0, z: -1), from: 0, seconds: 1, in: &detector) == [.faceDown])
    }
}
