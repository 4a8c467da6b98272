import Foundation
import GadgetBase
import Hardware

/// How the board is held, from the gravity the accelerometer feels, with hysteresis.
///
/// Gravity is the reading low-passed over `smoothing`, used only while its size is near 1 g
/// (a shaken or falling board says nothing about its orientation). A new orientation is taken
/// when gravity lies within `captureAngle` of its axis, well past the 45° boundary, and has
/// stayed there for `dwell`: a board held at 45° keeps whichever orientation it had.
///
/// Axes: x to the right, y up the display, z out of it; at rest the reading points up.
/// Portrait reads +y, upside down -y, landscape left (turned anticlockwise, top edge to the
/// left) +x, landscape right -x, face up +z, face down -z.
public struct OrientationDetector: Sendable {
    public var captureAngle = 35.0
    public var dwell: Duration = .milliseconds(200)
    public var smoothing: Duration = .milliseconds(150)
    /// Readings further than this from 1 g (in g) are movement, not gravity.
    public var gravityTolerance = 0.25

    public private(set) var orientation: Orientation?
    private var gravity: Vector3?
    private var lastTime = Instant.zero
    private var candidate: (orientation: Orientation, since: Instant)?

    public init(initial: Orientation? = nil) { orientation = initial }

    /// Takes one sample; returns the new orientation when it changes.
    public mutating func process(_ sample: AccelerationSample) -> Orientation? {
        let reading = sample.acceleration, now = sample.timestamp
        guard reading.x.isFinite, reading.y.isFinite, reading.z.isFinite else { return nil }
        guard let previous = gravity else {
            gravity = reading
            lastTime = now
            return nil
        }
        guard now >= lastTime else { return nil }
        let weight = 1 - exp(-(now - lastTime).seconds / max(smoothing.seconds, 1e-6))
        lastTime = now
        let estimate = previous + (reading - previous) * weight
        gravity = estimate
        let size = estimate.magnitude
        guard abs(size - 1) <= gravityTolerance, abs(reading.magnitude - 1) <= 2 * gravityTolerance else {
            candidate = nil
            return nil
        }
        let up = estimate * (1 / size)
        guard let nearest = Self.captured(up, within: captureAngle), nearest != orientation else {
            candidate = nil
            return nil
        }
        if let current = candidate, current.orientation == nearest {
            if now - current.since >= dwell {
                orientation = nearest
                candidate = nil
                return nearest
            }
        } else {
            candidate = (nearest, now)
            if dwell <= .zero {
                orientation = nearest
                candidate = nil
                return nearest
            }
        }
        return nil
    }

    /// The orientation whose axis lies within `angle` degrees of `up`, if any.
    static func captured(_ up: Vector3, within angle: Double) -> Orientation? {
        let limit = cos(angle * .pi / 180)
        let axes: [(Orientation, Double)] = [
            (.portrait, up.y), (.upsideDown, -up.y), (.landscapeLeft, up.x),
            (.landscapeRight, -up.x), (.faceUp, up.z), (.faceDown, -up.z),
        ]
        return axes.first { $0.1 >= limit }?.0
    }
}
